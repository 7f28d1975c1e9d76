#include "profile/traceeventparser.h"

#include "profile/tracejsonstring.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>

namespace cga {

namespace {

constexpr quint64 Ones = 0x0101010101010101ull;
constexpr quint64 Highs = 0x8080808080808080ull;

// True when one of the 8 bytes is a quote, a backslash or not ASCII: the plain run of a string ends there.
inline bool stringStop(const char* p)
{
    quint64 x = 0;
    std::memcpy(&x, p, 8);
    const quint64 q = x ^ (Ones * '"');
    const quint64 b = x ^ (Ones * '\\');
    return (((q - Ones) & ~q) | ((b - Ones) & ~b) | x) & Highs;
}

// k equals the literal (its size first: most names differ in length).
template<qsizetype N> inline bool is(QByteArrayView k, const char (&literal)[N])
{
    return k.size() == N - 1 && std::memcmp(k.data(), literal, N - 1) == 0;
}

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

const char* fieldName(int field)
{
    static const char* const names[]
        = {"ph", "cat", "name", "tid", "ts", "dur", "id", "args", "args.correlation", "args.stream"};
    return names[field];
}

} // namespace

QString TraceEventParser::text(Problem p)
{
    switch (p) {
    case Problem::Unterminated:
        return tr("a string is not terminated");
    case Problem::Escape:
        return tr("an illegal escape sequence");
    case Problem::Utf8:
        return tr("a string is not valid UTF-8");
    case Problem::Number:
        return tr("an illegal number");
    case Problem::Value:
        return tr("expected a value");
    case Problem::Nesting:
        return tr("the event is nested too deeply");
    case Problem::CommaBrace:
        return tr("expected ',' or '}'");
    case Problem::CommaBracket:
        return tr("expected ',' or ']'");
    case Problem::MemberName:
        return tr("expected a member name");
    case Problem::Colon:
        return tr("expected ':'");
    case Problem::Object:
        return tr("expected an object");
    }
    return {};
}

bool TraceEventParser::syntax(const char* at, Problem what)
{
    m_errorOffset = (at - m_begin) + (at < m_end ? 1 : 0);
    m_ranOut = at >= m_end;
    m_errorText = text(what);
    return false;
}

bool TraceEventParser::badMember(const char* at, const QString& what)
{
    m_errorOffset = at - m_begin;
    m_errorText = what;
    return false;
}

bool TraceEventParser::expect(char c, Problem what)
{
    space();
    if (m_p >= m_end || *m_p != c)
        return syntax(m_p, what);
    ++m_p;
    return true;
}

// A string at m_p (its opening quote): checks its escapes and UTF-8 as QJsonDocument does (any other escaped
// character stands for itself; control characters pass) and leaves m_p after the closing quote.
bool TraceEventParser::string(Token* t)
{
    const char* p = m_p + 1;
    bool escaped = false;
    for (;;) {
        while (m_end - p >= 8 && !stringStop(p))
            p += 8;
        while (p < m_end && *p != '"' && *p != '\\' && uchar(*p) < 0x80)
            ++p;
        if (p >= m_end)
            return syntax(m_end, Problem::Unterminated);
        if (*p == '"')
            break;
        if (*p == '\\') {
            escaped = true;
            if (m_end - p < 2)
                return syntax(m_end, Problem::Unterminated);
            if (p[1] == 'u') {
                for (int i = 2; i < 6; ++i)
                    if (p + i >= m_end || TraceJsonString::hexDigit(p[i]) < 0)
                        return syntax(p + i, Problem::Escape);
                p += 6;
            } else {
                p += 2; // any other byte stands for itself, as QJsonDocument reads it (a byte >= 0x80 for U+0080..)
            }
            continue;
        }
        const int n
            = TraceJsonString::utf8Length(reinterpret_cast<const uchar*>(p), reinterpret_cast<const uchar*>(m_end));
        if (n <= 0)
            return syntax(n < 0 ? m_end : p, Problem::Utf8);
        p += n;
    }
    t->type = 's';
    t->begin = m_p + 1;
    t->end = p;
    t->escaped = escaped;
    m_p = p + 1;
    return true;
}

// number = [ minus ] int [ frac ] [ exp ], as RFC 8259 writes it.
bool TraceEventParser::number(Token* t)
{
    const char* p = m_p;
    if (*p == '-')
        ++p;
    if (p < m_end && *p == '0') {
        ++p;
    } else if (p < m_end && isDigit(*p)) {
        while (p < m_end && isDigit(*p))
            ++p;
    } else {
        return syntax(p, Problem::Number);
    }
    if (p < m_end && *p == '.') {
        ++p;
        if (p >= m_end || !isDigit(*p))
            return syntax(p, Problem::Number);
        while (p < m_end && isDigit(*p))
            ++p;
    }
    if (p < m_end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < m_end && (*p == '+' || *p == '-'))
            ++p;
        if (p >= m_end || !isDigit(*p))
            return syntax(p, Problem::Number);
        while (p < m_end && isDigit(*p))
            ++p;
    }
    // Inside an event a number is always followed by ',' or '}': one that reaches the end of the bytes given may go
    // on in the bytes not yet read, so the event has run out (a "cat" cut at 9.19 of 9.192 is not yet known).
    if (p >= m_end)
        return syntax(m_end, Problem::Number);
    t->type = 'n';
    t->begin = m_p;
    t->end = p;
    m_p = p;
    return true;
}

bool TraceEventParser::literal(Token* t)
{
    static const char* const words[] = {"true", "false", "null"};
    const char first = *m_p;
    const char* word = words[first == 't' ? 0 : first == 'f' ? 1 : 2];
    const char* p = m_p;
    for (const char* w = word; *w; ++w, ++p)
        if (p >= m_end || *p != *w)
            return syntax(p, Problem::Value);
    t->type = first == 'n' ? 'z' : first;
    t->begin = m_p;
    t->end = p;
    m_p = p;
    return true;
}

// One value at m_p inside a container of nesting level depth (the event itself is level 1).
bool TraceEventParser::value(Token* t, int depth)
{
    if (m_p >= m_end)
        return syntax(m_p, Problem::Value);
    t->begin = m_p;
    switch (*m_p) {
    case '"':
        return string(t);
    case '{':
    case '[':
        t->type = *m_p;
        if (!skipContainer(depth))
            return false;
        t->end = m_p;
        return true;
    case 't':
    case 'f':
    case 'n':
        return literal(t);
    default:
        if (*m_p == '-' || *m_p == '.' || isDigit(*m_p)) // '.5' is not a JSON number
            return number(t);
        return syntax(m_p, Problem::Value);
    }
}

// An object or array at m_p that no member read lies in: checked as JSON and passed over, without recursion.
bool TraceEventParser::skipContainer(int depth)
{
    int top = 0;
    for (;;) {
        space();
        if (m_p >= m_end)
            return syntax(m_p, Problem::Value);
        const char c = *m_p;
        if (c == '{' || c == '[') {
            if (depth + top + 1 > NestingLimit)
                return syntax(m_p, Problem::Nesting);
            m_stack[top++] = c;
            ++m_p;
            space();
            if (m_p < m_end && *m_p == (c == '{' ? '}' : ']')) {
                ++m_p;
                --top;
            } else {
                Token k;
                if (c == '{' && !key(&k))
                    return false;
                continue;
            }
        } else {
            Token v;
            if (!value(&v, depth + top))
                return false;
        }
        for (;;) {
            if (top == 0)
                return true;
            space();
            const char open = m_stack[top - 1];
            if (m_p < m_end && *m_p == (open == '{' ? '}' : ']')) {
                ++m_p;
                --top;
                continue;
            }
            if (m_p >= m_end || *m_p != ',')
                return syntax(m_p, open == '{' ? Problem::CommaBrace : Problem::CommaBracket);
            ++m_p;
            Token k;
            if (open == '{') {
                space();
                if (!key(&k))
                    return false;
            }
            break;
        }
    }
}

// A member name and its colon; m_p at the name's opening quote (after spaces).
bool TraceEventParser::key(Token* t)
{
    if (m_p >= m_end || *m_p != '"')
        return syntax(m_p, Problem::MemberName);
    if (!string(t))
        return false;
    return expect(':', Problem::Colon);
}

int TraceEventParser::fieldOf(const Token& key, bool inArgs)
{
    const QByteArrayView k = text(key, &m_scratch[3]);
    if (inArgs) {
        if (is(k, "correlation"))
            return Correlation;
        if (is(k, "stream"))
            return Stream;
        return -1;
    }
    switch (k.size()) {
    case 2:
        return is(k, "ph") ? Ph : is(k, "ts") ? Ts : is(k, "id") ? Id : -1;
    case 3:
        return is(k, "cat") ? Cat : is(k, "tid") ? Tid : is(k, "dur") ? Dur : -1;
    case 4:
        return is(k, "name") ? Name : is(k, "args") ? Args : -1;
    default:
        return -1;
    }
}

// The members of the event (level 1) or of its args (level 2); m_p after the opening brace.
bool TraceEventParser::object(bool inArgs, bool* skip)
{
    const int depth = inArgs ? 2 : 1;
    space();
    if (m_p < m_end && *m_p == '}') {
        ++m_p;
        return true;
    }
    for (;;) {
        space();
        const char* at = m_p;
        Token k;
        if (!key(&k))
            return false;
        const int field = fieldOf(k, inArgs);
        space();
        if (field < 0) {
            Token v;
            if (!value(&v, depth))
                return false;
        } else {
            Token& slot = m_fields[field];
            if (slot.type && !slot.repeat)
                slot.repeat = at;
            if (!member(field, skip))
                return false;
            if (*skip)
                return true;
        }
        space();
        if (m_p < m_end && *m_p == ',') {
            ++m_p;
            continue;
        }
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        return syntax(m_p, Problem::CommaBrace);
    }
}

// The value of a member read; the first of a repeated member is the one kept. "cat" decides whether the event is
// read at all.
bool TraceEventParser::member(int field, bool* skip)
{
    Token& slot = m_fields[field];
    Token v;
    if (field == Args && m_p < m_end && *m_p == '{') {
        v.type = '{';
        v.begin = m_p++;
        bool none = false;
        if (!object(true, &none))
            return false;
        v.end = m_p;
    } else if (!value(&v, field >= Correlation ? 2 : 1)) {
        return false;
    }
    if (slot.type)
        return true;
    v.repeat = slot.repeat;
    slot = v;
    if (field == Cat && (v.type != 's' || (m_keep && !m_keep(text(v, &m_scratch[Cat])))))
        *skip = true;
    return true;
}

TraceEventParser::Result TraceEventParser::parse(QByteArrayView bytes, TraceEvent* out)
{
    for (Token& t : m_fields)
        t = Token();
    m_begin = bytes.data();
    m_p = m_begin;
    m_end = m_begin + bytes.size();
    m_ranOut = false;
    m_inside = false;
    space();
    if (m_p >= m_end || *m_p != '{') {
        syntax(m_p, Problem::Object);
        return Result::InvalidJson;
    }
    ++m_p;
    bool skip = false;
    const bool ok = object(false, &skip);
    m_length = m_p - m_begin;
    if (!ok)
        return Result::InvalidJson;
    if (skip) {
        m_inside = true;
        return Result::Skipped;
    }
    if (!m_fields[Cat].type)
        return Result::Skipped;
    return check(out);
}

// A number's value, correctly rounded (as QJsonDocument reads it); a magnitude beyond double is an illegal
// number, one below its smallest reads as 0.
bool TraceEventParser::doubleOf(const Token& t, double* out)
{
    const auto r = std::from_chars(t.begin, t.end, *out);
    if (r.ec == std::errc())
        return true;
    const char* e = std::find_if(t.begin, t.end, [](char c) { return c == 'e' || c == 'E'; });
    const bool tiny = e != t.end ? e[1] == '-' : (t.begin[0] == '0' || (t.begin[0] == '-' && t.begin[1] == '0'));
    if (r.ec != std::errc::result_out_of_range || !tiny)
        return syntax(t.end - 1, Problem::Number);
    *out = 0;
    return true;
}

bool TraceEventParser::integerOf(int field, qint64* out)
{
    const Token& t = m_fields[field];
    if (t.type == 's') {
        bool ok = false;
        const qint64 v = text(t, &m_scratch[3]).toLongLong(&ok);
        *out = ok ? v : 0;
        return true;
    }
    const auto r = std::from_chars(t.begin, t.end, *out);
    if (r.ec == std::errc() && r.ptr == t.end)
        return true;
    double d = 0;
    if (!doubleOf(t, &d))
        return false;
    // 2^63 is the first double beyond qint64; -2^63 is the last one inside it.
    constexpr double Limit = 9223372036854775808.0;
    *out = d >= Limit ? std::numeric_limits<qint64>::max()
        : d < -Limit  ? std::numeric_limits<qint64>::min()
                      : qint64(d);
    return true;
}

// The members read of a kept event, checked and converted; the first problem in the event's order is reported.
TraceEventParser::Result TraceEventParser::check(TraceEvent* out)
{
    const char* bad = nullptr;
    int badField = -1;
    int badKind = 0; // 0 repeated, 1 not a string, 2 not a number, 3 neither, 4 not an object
    const auto report = [&](const char* at, int field, int kind) {
        if (!bad || at < bad) {
            bad = at;
            badField = field;
            badKind = kind;
        }
    };
    for (int f = 0; f < FieldCount; ++f) {
        const Token& t = m_fields[f];
        if (t.repeat)
            report(t.repeat, f, 0);
        if (!t.type)
            continue;
        const char* at = t.type == 's' ? t.begin - 1 : t.begin; // a string's opening quote
        if ((f == Ph || f == Name) && t.type != 's')
            report(at, f, 1);
        else if ((f == Ts || f == Dur) && t.type != 'n')
            report(at, f, 2);
        else if ((f == Tid || f == Id || f == Correlation || f == Stream) && t.type != 'n' && t.type != 's')
            report(at, f, 3);
        else if (f == Args && t.type != '{')
            report(at, f, 4);
    }
    if (bad) {
        const QString name = QLatin1String(fieldName(badField));
        const QString texts[] = {tr("\"%1\" appears twice"), tr("\"%1\" is not a string"), tr("\"%1\" is not a number"),
                                 tr("\"%1\" is neither a number nor a string"), tr("\"%1\" is not an object")};
        badMember(bad, texts[badKind].arg(name));
        return Result::BadMember;
    }
    *out = TraceEvent();
    out->ph = text(m_fields[Ph], &m_scratch[Ph]);
    out->cat = text(m_fields[Cat], &m_scratch[Cat]);
    out->name = text(m_fields[Name], &m_scratch[Name]);
    if ((m_fields[Ts].type && !doubleOf(m_fields[Ts], &out->ts))
        || (m_fields[Dur].type && !doubleOf(m_fields[Dur], &out->dur)))
        return Result::InvalidJson;
    qint64* const targets[] = {&out->tid, &out->id, &out->correlation, &out->stream};
    const int fields[] = {Tid, Id, Correlation, Stream};
    for (int i = 0; i < 4; ++i)
        if (m_fields[fields[i]].type && !integerOf(fields[i], targets[i]))
            return Result::InvalidJson;
    out->hasCorrelation = m_fields[Correlation].type != 0;
    out->hasStream = m_fields[Stream].type != 0;
    return Result::Kept;
}

// A string's bytes with its escapes resolved (into *scratch when it has any).
QByteArrayView TraceEventParser::text(const Token& t, QByteArray* scratch) const
{
    if (t.type != 's')
        return {};
    if (!t.escaped)
        return QByteArrayView(t.begin, t.end - t.begin);
    TraceJsonString::unescape(QByteArrayView(t.begin, t.end - t.begin), scratch);
    return QByteArrayView(*scratch);
}

} // namespace cga
