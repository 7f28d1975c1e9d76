#include "profile/tracebytesource.h"

namespace cga {

TraceByteSource::TraceByteSource(const QString& path)
    : m_path(path)
    , m_file(path)
{
}

TraceByteSource::~TraceByteSource()
{
    if (m_zInit)
        inflateEnd(&m_z);
}

bool TraceByteSource::open(ProfileError* error)
{
    if (!m_file.open(QIODevice::ReadOnly)) {
        error->kind = ProfileError::Kind::Io;
        error->message = tr("%1: cannot be read: %2").arg(m_path, m_file.errorString());
        return false;
    }
    const QByteArray magic = m_file.peek(2);
    m_gzip = magic.size() == 2 && uchar(magic[0]) == 0x1f && uchar(magic[1]) == 0x8b;
    if (m_gzip) {
        // 16 + MAX_WBITS: a gzip header and trailer around the deflate stream.
        if (inflateInit2(&m_z, 16 + MAX_WBITS) != Z_OK) {
            error->kind = ProfileError::Kind::Io;
            error->message = tr("%1: the gzip reader could not start").arg(m_path);
            return false;
        }
        m_zInit = true;
    }
    return true;
}

qint64 TraceByteSource::read(QByteArray* out, ProfileError* error)
{
    if (m_gzip)
        return readCompressed(out, error);
    const qint64 old = out->size();
    out->resize(old + ChunkBytes);
    const qint64 n = m_file.read(out->data() + old, ChunkBytes);
    out->resize(old + std::max<qint64>(n, 0));
    if (n < 0) {
        error->kind = ProfileError::Kind::Io;
        error->message = tr("%1: read error: %2").arg(m_path, m_file.errorString());
        return -1;
    }
    return n;
}

qint64 TraceByteSource::readCompressed(QByteArray* out, ProfileError* error)
{
    const qint64 old = out->size();
    out->resize(old + ChunkBytes);
    m_z.next_out = reinterpret_cast<Bytef*>(out->data() + old);
    m_z.avail_out = uInt(ChunkBytes);
    while (m_z.avail_out > 0 && !m_streamEnded) {
        if (m_z.avail_in == 0) {
            m_in = m_file.read(ChunkBytes);
            if (m_in.isEmpty()) {
                out->resize(old + (ChunkBytes - m_z.avail_out));
                if (out->size() > old)
                    return out->size() - old;
                error->kind = ProfileError::Kind::Truncated;
                error->offset = m_file.pos();
                error->message = tr("%1: the gzip data ends early (after %2 compressed bytes): the file is truncated")
                                     .arg(m_path)
                                     .arg(m_file.pos());
                return -1;
            }
            m_z.next_in = reinterpret_cast<Bytef*>(m_in.data());
            m_z.avail_in = uInt(m_in.size());
        }
        const int rc = inflate(&m_z, Z_NO_FLUSH);
        if (rc == Z_STREAM_END) {
            m_streamEnded = true;
        } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
            const qint64 at = m_file.pos() - m_z.avail_in;
            error->kind = ProfileError::Kind::Garbled;
            error->offset = at;
            error->message = tr("%1: the gzip data is damaged near compressed byte %2 (%3)")
                                 .arg(m_path)
                                 .arg(at)
                                 .arg(QString::fromLatin1(m_z.msg ? m_z.msg : "inflate"));
            return -1;
        }
    }
    out->resize(old + (ChunkBytes - m_z.avail_out));
    return out->size() - old;
}

} // namespace cga
