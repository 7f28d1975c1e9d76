#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>

#include <functional>

namespace cga {

// The members of one trace event that the profile analysis reads. Strings are UTF-8 with their escapes resolved
// (a lone \uD800-style surrogate as its three-byte form); they point into the event's bytes or into the parser
// and stay valid until the next parse.
struct TraceEvent
{
    QByteArrayView ph;
    QByteArrayView cat;
    QByteArrayView name;
    double ts = 0;
    double dur = 0;
    qint64 tid = 0;
    qint64 id = 0;
    qint64 correlation = -1; // args.correlation
    qint64 stream = -1; // args.stream
    bool hasCorrelation = false;
    bool hasStream = false;
};

// Reads one trace event (the bytes of a JSON object) without building a document: a single pass checks the whole
// event as JSON, as QJsonDocument would (strings, escapes, UTF-8, numbers, nesting up to 1024), and keeps only
// where the members above lie. The event's category decides early: as soon as "cat" holds a category the filter
// does not keep (or is not a string), the rest is not looked at (the stream has already matched its brackets and
// strings); an event without "cat" is skipped after it was read.
//
// The members read are checked in kept events only: "ph" and "name" must be strings, "ts" and "dur" numbers, "tid",
// "id", "args.correlation" and "args.stream" numbers or strings holding one (as the profiler writes some ids; a string
// that holds none reads as 0), "args" an object; none of them may appear twice. Other members may hold anything valid,
// and may repeat.
//
// The caller need not know where the event ends: parse() reads from the start of the bytes it is given and says
// how far it read, or that the bytes ran out first (ranOut()).
//
// Error offsets are relative to the event's first byte: for a JSON error the byte after the offending one (where
// QJsonDocument reported it), for a member of the wrong type the first byte of its value, for a repeated member
// the first byte of its second name.
class TraceEventParser
{
    Q_DECLARE_TR_FUNCTIONS(cga::TraceEventParser)

public:
    static constexpr int NestingLimit = 1024;
    enum class Result { Kept, Skipped, InvalidJson, BadMember };

    // Events whose "cat" the filter rejects, whose "cat" is not a string, and events without one, are Skipped.
    // Without a filter, every event with a string "cat" is kept.
    void setCategoryFilter(std::function<bool(QByteArrayView)> keep) { m_keep = std::move(keep); }
    // Reads the event at the start of bytes (more may follow it).
    Result parse(QByteArrayView bytes, TraceEvent* out);
    // How far parse() read: the whole event, or for an event skipped at its "cat" (inside()) to the end of that
    // member; the rest of its object is left to the caller.
    qint64 length() const { return m_length; }
    bool inside() const { return m_inside; }
    // The error lies at the end of the bytes given: with more of them the event may be valid.
    bool ranOut() const { return m_ranOut; }

    qint64 errorOffset() const { return m_errorOffset; }
    const QString& errorText() const { return m_errorText; } // translated, names the member where one applies

private:
    enum Field { Ph, Cat, Name, Tid, Ts, Dur, Id, Args, Correlation, Stream, FieldCount };
    struct Token
    {
        const char* begin = nullptr; // a string's bytes inside its quotes; a number's or a container's bytes
        const char* end = nullptr;
        char type = 0; // 0 absent, 's' string, 'n' number, '{', '[', 't', 'f', 'z' (null)
        bool escaped = false;
        const char* repeat = nullptr; // the second name of a repeated member
    };

    enum class Problem {
        Unterminated,
        Escape,
        Utf8,
        Number,
        Value,
        Nesting,
        CommaBrace,
        CommaBracket,
        MemberName,
        Colon,
        Object
    };

    void space()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    static QString text(Problem p);
    bool syntax(const char* at, Problem what);
    bool expect(char c, Problem what);
    bool string(Token* t);
    bool number(Token* t);
    bool literal(Token* t);
    bool value(Token* t, int depth);
    bool skipContainer(int depth);
    bool key(Token* t);
    int fieldOf(const Token& key, bool inArgs);
    bool object(bool inArgs, bool* skip);
    bool member(int field, bool* skip);
    Result check(TraceEvent* out);
    bool badMember(const char* at, const QString& what);
    bool doubleOf(const Token& t, double* out);
    bool integerOf(int field, qint64* out);
    QByteArrayView text(const Token& t, QByteArray* scratch) const;

    std::function<bool(QByteArrayView)> m_keep;
    Token m_fields[FieldCount];
    const char* m_begin = nullptr;
    const char* m_p = nullptr;
    const char* m_end = nullptr;
    char m_stack[NestingLimit] = {};
    QByteArray m_scratch[4]; // ph, cat, name, escaped keys and id strings
    qint64 m_length = 0;
    bool m_inside = false;
    bool m_ranOut = false;
    qint64 m_errorOffset = -1;
    QString m_errorText;
};

} // namespace cga
