#pragma once

#include "profile/profileerror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>

#include <zlib.h>

namespace cga {

// The bytes of a trace file through a fixed window: plain files as they are, gzip files (told by their magic
// bytes, not their name) inflated chunk by chunk with zlib. Neither side ever holds the whole file.
class TraceByteSource
{
    Q_DECLARE_TR_FUNCTIONS(cga::TraceByteSource)

public:
    static constexpr qint64 ChunkBytes = 256 * 1024;

    explicit TraceByteSource(const QString& path);
    ~TraceByteSource();
    TraceByteSource(const TraceByteSource&) = delete;
    TraceByteSource& operator=(const TraceByteSource&) = delete;

    bool open(ProfileError* error);
    // Appends up to ChunkBytes to *out; 0 at the end of the data, -1 on an error (*error set).
    qint64 read(QByteArray* out, ProfileError* error);
    bool compressed() const { return m_gzip; }

private:
    qint64 readCompressed(QByteArray* out, ProfileError* error);

    QString m_path;
    QFile m_file;
    bool m_gzip = false;
    bool m_streamEnded = false;
    z_stream m_z{};
    bool m_zInit = false;
    QByteArray m_in;
};

} // namespace cga
