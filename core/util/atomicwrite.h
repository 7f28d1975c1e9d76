#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cga {

// Writes a whole file atomically (QSaveFile): the target is replaced only when everything was written, so a crash,
// a kill or a full disk during the write leaves the previous file intact. Creates the folder when it is missing.
class AtomicWrite
{
    Q_DECLARE_TR_FUNCTIONS(cga::AtomicWrite)

public:
    // On failure `error` names the file and the reason, and the previous file (if any) is unchanged.
    static bool write(const QString& path, const QByteArray& data, QString* error);
};

} // namespace cga
