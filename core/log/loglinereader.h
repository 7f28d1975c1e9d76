#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

class QIODevice;

namespace cga {

// One physical line of a log, as raw bytes (the encoding is not trusted: invalid UTF-8 is replaced only when a
// line is turned into text). The terminator (\n or \r\n) is not part of it.
struct LogLine
{
    const char* begin = nullptr;
    const char* end = nullptr;
    qint64 number = 0; // 1-based
    bool cut = false; // longer than LogLineReader::kMaxLineBytes: only its start is here
    bool last = false; // the file ended without a newline after it (a truncated last line)

    qsizetype size() const { return end - begin; }
    QString text(qsizetype maxChars = 400) const; // UTF-8 with replacement characters, shortened with "…"
};

// Receives the lines of a log in order.
class LogLineSink
{
public:
    virtual ~LogLineSink() = default;
    virtual void line(const LogLine& line) = 0;
};

// Splits a log into lines while reading it in fixed-size chunks, so memory stays bounded on multi-gigabyte files:
// the buffer holds one chunk plus at most one (capped) partial line. Handles \n and \r\n endings, a last line
// without a newline, and lines longer than kMaxLineBytes (delivered cut, the rest skipped).
class LogLineReader
{
    Q_DECLARE_TR_FUNCTIONS(cga::LogLineReader)

public:
    static constexpr qint64 kChunkBytes = 4 << 20;
    static constexpr qint64 kMaxLineBytes = 1 << 20;

    explicit LogLineReader(qint64 chunkBytes = kChunkBytes);

    // Reads the file to its end. On failure *error names the file and what went wrong.
    bool readFile(const QString& path, LogLineSink& sink, QString* error);
    bool read(QIODevice& device, const QString& name, LogLineSink& sink, QString* error);

    // Incremental use: feed bytes as they come, then finish() once.
    void feed(const char* data, qint64 size, LogLineSink& sink);
    void finish(LogLineSink& sink);

    qint64 bytesRead() const { return m_bytes; }
    qint64 lineCount() const { return m_lineNumber; }
    qint64 cutLines() const { return m_cutLines; }
    qint64 nulBytes() const { return m_nulBytes; } // a text log has none; many mean a binary file
    bool endedWithoutNewline() const { return m_endedWithoutNewline; }

private:
    void emitLine(const char* b, const char* e, bool cut, bool last, LogLineSink& sink);

    qint64 m_chunkBytes;
    std::vector<char> m_partial; // the start of a line that continues in the next chunk
    bool m_skipping = false; // inside the rest of a cut line
    qint64 m_bytes = 0;
    qint64 m_lineNumber = 0;
    qint64 m_cutLines = 0;
    qint64 m_nulBytes = 0;
    bool m_endedWithoutNewline = false;
};

} // namespace cga
