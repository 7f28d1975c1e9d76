#include "log/loglinereader.h"

#include <QFile>

#include <cstring>

namespace cga {

QString LogLine::text(qsizetype maxChars) const
{
    const qsizetype bytes = std::min<qsizetype>(size(), maxChars * 4);
    QString s = QString::fromUtf8(begin, bytes); // invalid sequences become U+FFFD
    for (QChar& c : s)
        if (c.unicode() < 0x20 && c != QLatin1Char('\t'))
            c = QChar(0xFFFD); // NUL and other control bytes of a binary file
    if (s.size() > maxChars || bytes < size() || cut) {
        s.truncate(std::min(s.size(), maxChars));
        s += QChar(0x2026);
    }
    return s;
}

LogLineReader::LogLineReader(qint64 chunkBytes)
    : m_chunkBytes(std::max<qint64>(chunkBytes, 64))
{
}

bool LogLineReader::readFile(const QString& path, LogLineSink& sink, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        *error = tr("%1: cannot open the file: %2").arg(path, file.errorString());
        return false;
    }
    return read(file, path, sink, error);
}

bool LogLineReader::read(QIODevice& device, const QString& name, LogLineSink& sink, QString* error)
{
    std::vector<char> buffer(static_cast<size_t>(m_chunkBytes));
    for (;;) {
        const qint64 n = device.read(buffer.data(), m_chunkBytes);
        if (n < 0) {
            *error = tr("%1: reading failed after %2 bytes: %3").arg(name).arg(m_bytes).arg(device.errorString());
            finish(sink);
            return false;
        }
        if (n == 0)
            break;
        feed(buffer.data(), n, sink);
    }
    finish(sink);
    return true;
}

void LogLineReader::emitLine(const char* b, const char* e, bool cut, bool last, LogLineSink& sink)
{
    if (!cut && e > b && e[-1] == '\r')
        --e;
    LogLine line;
    line.begin = b;
    line.end = e;
    line.number = ++m_lineNumber;
    line.cut = cut;
    line.last = last;
    if (cut)
        ++m_cutLines;
    sink.line(line);
}

void LogLineReader::feed(const char* data, qint64 size, LogLineSink& sink)
{
    if (size <= 0)
        return;
    m_bytes += size;
    for (const char* z = data; (z = static_cast<const char*>(std::memchr(z, 0, data + size - z))); ++z)
        ++m_nulBytes;

    const char* p = data;
    const char* const end = data + size;
    if (m_skipping) {
        const char* nl = static_cast<const char*>(std::memchr(p, '\n', end - p));
        if (!nl)
            return;
        m_skipping = false;
        p = nl + 1;
    } else if (!m_partial.empty()) {
        const char* nl = static_cast<const char*>(std::memchr(p, '\n', end - p));
        const char* stop = nl ? nl : end;
        const qint64 room = kMaxLineBytes - static_cast<qint64>(m_partial.size());
        const qint64 take = std::min<qint64>(stop - p, room);
        m_partial.insert(m_partial.end(), p, p + take);
        if (take < stop - p || (!nl && static_cast<qint64>(m_partial.size()) >= kMaxLineBytes)) {
            emitLine(m_partial.data(), m_partial.data() + m_partial.size(), true, false, sink);
            m_partial.clear();
            m_skipping = !nl;
            if (!nl)
                return;
        } else if (!nl) {
            return;
        } else {
            emitLine(m_partial.data(), m_partial.data() + m_partial.size(), false, false, sink);
            m_partial.clear();
        }
        p = nl + 1;
    }
    while (p < end) {
        const char* nl = static_cast<const char*>(std::memchr(p, '\n', end - p));
        if (!nl) {
            if (end - p >= kMaxLineBytes) {
                emitLine(p, p + kMaxLineBytes, true, false, sink);
                m_skipping = true;
            } else {
                m_partial.assign(p, end);
            }
            return;
        }
        if (nl - p > kMaxLineBytes)
            emitLine(p, p + kMaxLineBytes, true, false, sink);
        else
            emitLine(p, nl, false, false, sink);
        p = nl + 1;
    }
}

void LogLineReader::finish(LogLineSink& sink)
{
    if (!m_partial.empty()) {
        emitLine(m_partial.data(), m_partial.data() + m_partial.size(), false, true, sink);
        m_partial.clear();
        m_endedWithoutNewline = true;
    } else if (m_skipping) {
        m_endedWithoutNewline = true;
    }
    m_skipping = false;
}

} // namespace cga
