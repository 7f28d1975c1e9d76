#include "profile/traceeventstream.h"

#include "profile/tracebytesource.h"

namespace cga {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

TraceEventStream::TraceEventStream(const QString& path)
    : m_path(path)
    , m_source(std::make_unique<TraceByteSource>(path))
{
    if (!m_source->open(&m_error))
        m_state = State::Done;
}

TraceEventStream::~TraceEventStream() = default;

bool TraceEventStream::compressed() const
{
    return m_source->compressed();
}

bool TraceEventStream::fail(ProfileError::Kind kind, const QString& what)
{
    m_error.kind = kind;
    m_error.offset = bytesRead();
    m_error.message = what;
    m_state = State::Done;
    return false;
}

void TraceEventStream::compact(qint64 keepFrom)
{
    if (keepFrom <= 0)
        return;
    m_buf.remove(0, keepFrom);
    m_base += keepFrom;
    m_pos -= keepFrom;
}

// Appends the next window to the buffer, first dropping what was read (all before m_pos): the buffer holds the
// unread window and, while an event is being scanned, that event (the caller compacts from its start).
bool TraceEventStream::fill()
{
    if (m_eof || m_error.isError())
        return false;
    const qint64 n = m_source->read(&m_buf, &m_error);
    m_highWater = std::max<qint64>(m_highWater, m_buf.size());
    if (n < 0) {
        m_state = State::Done;
        return false;
    }
    if (n == 0) {
        m_eof = true;
        return false;
    }
    return true;
}

bool TraceEventStream::skipSpace()
{
    for (;;) {
        while (m_pos < m_buf.size() && isSpace(m_buf[m_pos]))
            ++m_pos;
        if (m_pos < m_buf.size())
            return true;
        compact(m_pos);
        if (!fill())
            return false;
    }
}

// Scans one JSON value starting at m_pos (a container, a string or a scalar) and leaves m_pos after it. keep:
// the value's bytes stay in the buffer, [*begin, *end) relative to it; otherwise they are dropped as read. With
// depth > 0, m_pos is that deep inside a container (between its members), and the scan ends after its close.
bool TraceEventStream::scanValue(bool keep, qint64* begin, qint64* end, int depth)
{
    bool inString = false;
    bool escape = false;
    const char first = depth > 0 ? '{' : m_buf[m_pos];
    const bool scalar = first != '{' && first != '[' && first != '"';
    qint64 start = m_pos;
    for (;;) {
        const char* d = m_buf.constData();
        const qint64 size = m_buf.size();
        qint64 i = m_pos;
        for (; i < size; ++i) {
            const char c = d[i];
            if (inString) {
                if (escape)
                    escape = false;
                else if (c == '\\')
                    escape = true;
                else if (c == '"') {
                    inString = false;
                    if (depth == 0) {
                        m_pos = i + 1;
                        *begin = start;
                        *end = m_pos;
                        return true;
                    }
                }
                continue;
            }
            if (scalar) {
                if (c == ',' || c == '}' || c == ']' || isSpace(c)) {
                    m_pos = i;
                    *begin = start;
                    *end = i;
                    return true;
                }
                continue;
            }
            if (c == '"')
                inString = true;
            else if (c == '{' || c == '[')
                ++depth;
            else if ((c == '}' || c == ']') && --depth == 0) {
                m_pos = i + 1;
                *begin = start;
                *end = m_pos;
                return true;
            }
        }
        m_pos = i;
        if (keep) {
            if (m_pos - start > MaxEventBytes)
                return fail(ProfileError::Kind::Garbled,
                            tr("%1: byte %2: one trace event is larger than %3 MiB; the file is garbled")
                                .arg(m_path)
                                .arg(m_base + start)
                                .arg(MaxEventBytes >> 20));
            compact(start);
            start = 0;
        } else {
            compact(m_pos);
            start = m_pos;
        }
        if (!fill()) {
            if (!m_error.isError())
                fail(ProfileError::Kind::Truncated,
                     tr("%1: the trace ends at byte %2 inside a value: the file is truncated")
                         .arg(m_path)
                         .arg(bytesRead()));
            return false;
        }
    }
}

bool TraceEventStream::readString(QByteArray* text)
{
    qint64 b = 0;
    qint64 e = 0;
    if (!scanValue(true, &b, &e))
        return false;
    *text = m_buf.mid(b + 1, e - b - 2);
    return true;
}

bool TraceEventStream::readSchemaVersion()
{
    qint64 b = 0;
    qint64 e = 0;
    const qint64 at = bytesRead();
    if (!scanValue(true, &b, &e))
        return false;
    bool ok = false;
    const int version = m_buf.mid(b, e - b).toInt(&ok);
    if (!ok)
        return fail(ProfileError::Kind::Garbled,
                    tr("%1: byte %2: schemaVersion is not a whole number").arg(m_path).arg(at));
    if (version != KnownSchemaVersion)
        return fail(ProfileError::Kind::UnknownSchema,
                    tr("%1: schemaVersion %2 is unknown (this reader knows PyTorch profiler traces of "
                       "schemaVersion %3)")
                        .arg(m_path)
                        .arg(version)
                        .arg(KnownSchemaVersion));
    m_schemaVersion = version;
    return true;
}

// One member of the root object, its key already read: traceEvents opens the event array, schemaVersion is
// checked, everything else (deviceProperties, distributedInfo, ...) is skipped without being kept.
bool TraceEventStream::member()
{
    if (m_key == "traceEvents") {
        if (m_buf[m_pos] != '[')
            return fail(
                ProfileError::Kind::NotATrace,
                tr("%1: byte %2: traceEvents is not an array; not a Chrome trace").arg(m_path).arg(bytesRead()));
        ++m_pos;
        m_sawEvents = true;
        m_state = State::Events;
        return true;
    }
    m_state = State::AfterMember;
    if (m_key == "schemaVersion")
        return readSchemaVersion();
    qint64 b = 0;
    qint64 e = 0;
    return scanValue(false, &b, &e);
}

// One element of traceEvents at m_pos, read by the parser in place. Where the event runs past the buffer, the
// tokenizer first finds its end (reading on), then the parser reads it whole; an event skipped at its "cat" is
// passed over by the tokenizer from there.
bool TraceEventStream::event(TraceEvent* out, bool* kept)
{
    using Result = TraceEventParser::Result;
    qint64 at = bytesRead();
    ++m_events;
    auto result = m_parser.parse(QByteArrayView(m_buf.constData() + m_pos, m_buf.size() - m_pos), out);
    qint64 b = 0;
    qint64 e = 0;
    if ((result == Result::InvalidJson && m_parser.ranOut()) || (result == Result::Skipped && m_parser.inside())) {
        if (result == Result::Skipped) {
            m_pos += m_parser.length();
            return scanValue(false, &b, &e, 1);
        }
        if (!scanValue(true, &b, &e))
            return false;
        at = m_base + b;
        result = m_parser.parse(QByteArrayView(m_buf.constData() + b, e - b), out);
    } else {
        m_pos += m_parser.length();
    }
    *kept = result == Result::Kept;
    if (result != Result::InvalidJson && result != Result::BadMember)
        return true;
    const qint64 offset = at + m_parser.errorOffset();
    if (result == Result::InvalidJson)
        fail(ProfileError::Kind::Garbled,
             tr("%1: byte %2: trace event %3 is not valid JSON (%4); the file is garbled")
                 .arg(m_path)
                 .arg(offset)
                 .arg(m_events)
                 .arg(m_parser.errorText()));
    else
        fail(ProfileError::Kind::Garbled,
             tr("%1: byte %2: trace event %3: %4; the file is garbled")
                 .arg(m_path)
                 .arg(offset)
                 .arg(m_events)
                 .arg(m_parser.errorText()));
    m_error.offset = offset;
    return false;
}

bool TraceEventStream::next(TraceEvent* out)
{
    const auto truncated = [this] {
        if (m_error.isError())
            return false;
        return fail(ProfileError::Kind::Truncated,
                    tr("%1: the trace ends at byte %2 before its closing brace: the file is truncated")
                        .arg(m_path)
                        .arg(bytesRead()));
    };
    const auto garbled = [this](const QString& expected) {
        return fail(ProfileError::Kind::Garbled,
                    tr("%1: byte %2: expected %3 but found '%4'; the file is garbled")
                        .arg(m_path)
                        .arg(bytesRead())
                        .arg(expected, QString::fromLatin1(m_buf.mid(m_pos, 1))));
    };
    while (m_state != State::Done) {
        if (!skipSpace()) {
            if (m_state == State::Start && !m_error.isError())
                return fail(ProfileError::Kind::NotATrace, tr("%1: the file is empty; not a Chrome trace").arg(m_path));
            return truncated();
        }
        const char c = m_buf[m_pos];
        switch (m_state) {
        case State::Start:
            if (c != '{')
                return fail(ProfileError::Kind::NotATrace,
                            tr("%1: does not start with a JSON object; not a Chrome trace (PyTorch profiler "
                               "*.pt.trace.json)")
                                .arg(m_path));
            ++m_pos;
            m_state = State::Key;
            break;
        case State::Key:
            if (c == '}' && !m_sawEvents && m_key.isEmpty()) {
                ++m_pos;
                m_state = State::Done;
                break;
            }
            if (c != '"')
                return garbled(tr("a member name"));
            if (!readString(&m_key))
                return false;
            m_state = State::Colon;
            break;
        case State::Colon:
            if (c != ':')
                return garbled(QStringLiteral("':'"));
            ++m_pos;
            m_state = State::Value;
            break;
        case State::Value:
            if (!member())
                return false;
            break;
        case State::Events:
        case State::EventsComma:
            if (c == ']') {
                ++m_pos;
                m_state = State::AfterMember;
                break;
            }
            if (m_state == State::EventsComma) {
                if (c != ',')
                    return garbled(tr("',' or ']' between trace events"));
                ++m_pos;
                m_state = State::Events;
                break;
            }
            if (c != '{')
                return garbled(tr("a trace event object"));
            {
                bool kept = false;
                if (!event(out, &kept))
                    return false;
                m_state = State::EventsComma;
                if (kept)
                    return true;
                break;
            }
        case State::AfterMember:
            if (c == ',') {
                ++m_pos;
                m_state = State::Key;
            } else if (c == '}') {
                ++m_pos;
                m_state = State::Done;
            } else {
                return garbled(tr("',' or '}' after a member"));
            }
            break;
        case State::Done:
            break;
        }
    }
    if (!m_error.isError() && !m_sawEvents)
        fail(ProfileError::Kind::NotATrace,
             tr("%1: a JSON object without traceEvents; not a Chrome trace").arg(m_path));
    return false;
}

} // namespace cga
