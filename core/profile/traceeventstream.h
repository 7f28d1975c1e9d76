#pragma once

#include "profile/profileerror.h"
#include "profile/traceeventparser.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>

#include <functional>
#include <memory>

namespace cga {

class TraceByteSource;

// Reads a Chrome-trace JSON file (PyTorch profiler `*.pt.trace.json`, gzipped or not) one trace event at a time.
// The file is never held whole: bytes come through a fixed-size read (and inflate) window, a small incremental
// tokenizer walks the root object, skips every member but "schemaVersion" and "traceEvents", finds where each
// element of "traceEvents" ends and hands its bytes to TraceEventParser, which reads the few members the analysis
// uses in place. The buffer holds the unread window plus the event being read, so its size is bounded by the
// largest single event, not by the file (bufferHighWater()).
class TraceEventStream
{
    Q_DECLARE_TR_FUNCTIONS(cga::TraceEventStream)

public:
    static constexpr int KnownSchemaVersion = 1;
    static constexpr qint64 MaxEventBytes = 16 * 1024 * 1024;

    explicit TraceEventStream(const QString& path);
    ~TraceEventStream();

    // The next kept event; false at the end of traceEvents or on an error (then error().isError()). Its strings
    // stay valid until the next call.
    bool next(TraceEvent* event);
    // Events whose "cat" keep(cat) rejects, and events without one, are counted but not returned; past their
    // "cat" they are not parsed (their brackets and strings are still checked by the tokenizer).
    void setCategoryFilter(std::function<bool(QByteArrayView)> keep) { m_parser.setCategoryFilter(std::move(keep)); }

    const ProfileError& error() const { return m_error; }
    // -1 while no "schemaVersion" member has been seen (plain Chrome traces have none).
    int schemaVersion() const { return m_schemaVersion; }
    bool compressed() const;
    qint64 bytesRead() const { return m_base + m_pos; }
    qint64 bufferHighWater() const { return m_highWater; }
    qint64 eventsRead() const { return m_events; }

private:
    enum class State { Start, Key, Colon, Value, Events, EventsComma, AfterMember, Done };
    bool fill();
    bool skipSpace();
    bool readString(QByteArray* text);
    bool scanValue(bool keep, qint64* begin, qint64* end, int depth = 0);
    bool readSchemaVersion();
    bool member();
    bool fail(ProfileError::Kind kind, const QString& what);
    bool event(TraceEvent* event, bool* kept);
    void compact(qint64 keepFrom);

    QString m_path;
    std::unique_ptr<TraceByteSource> m_source;
    QByteArray m_buf;
    qint64 m_pos = 0; // read position inside m_buf
    qint64 m_base = 0; // file offset of m_buf[0]
    qint64 m_highWater = 0;
    qint64 m_events = 0;
    int m_schemaVersion = -1;
    bool m_eof = false;
    bool m_sawEvents = false;
    QByteArray m_key;
    TraceEventParser m_parser;
    State m_state = State::Start;
    ProfileError m_error;
};

} // namespace cga
