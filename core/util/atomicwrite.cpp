#include "util/atomicwrite.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace cga {

bool AtomicWrite::write(const QString& path, const QByteArray& data, QString* error)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        *error = tr("%1: cannot create the folder %2.").arg(path, info.absolutePath());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    // write() only fills Qt's buffer for a small file, and commit() does not report a failed flush of that buffer
    // (a full disk, a file size limit): it would rename an empty or truncated file over the previous one. Flush
    // first, so that every write error is seen while the previous file is still in place.
    if (file.write(data) != data.size() || !file.flush()) {
        *error = tr("%1 could not be written completely: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = tr("%1 could not be saved: %2 (the previous file is unchanged)").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace cga
