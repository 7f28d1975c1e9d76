#include "io/hydravalue.h"

namespace cga {

namespace {

// A recursive-descent reader of Hydra's `value` rule over one override's value text.
class Reader
{
public:
    explicit Reader(const QString& text)
        : m_t(text)
    {
    }

    std::optional<HydraValue> value()
    {
        auto v = element(Context::Top);
        if (!v)
            return std::nullopt;
        skipSpaces();
        if (m_i < m_t.size()) {
            if (m_t.at(m_i) == QLatin1Char(','))
                return fail(HydraValue::tr("'%1' is a sweep (values separated by ','), which only --multirun expands; "
                                           "Bridge applies one value per key. Write a list as [a,b].")
                                .arg(m_t));
            return fail(
                HydraValue::tr("unexpected '%1' at position %2 of '%3'.").arg(m_t.at(m_i)).arg(m_i + 1).arg(m_t));
        }
        return v;
    }

    QString error() const { return m_error; }

private:
    enum class Context { Top, List, DictValue, Argument };

    std::optional<HydraValue> fail(const QString& message)
    {
        if (m_error.isEmpty())
            m_error = message;
        return std::nullopt;
    }
    QChar peek() const { return m_i < m_t.size() ? m_t.at(m_i) : QChar(); }
    void skipSpaces()
    {
        while (m_i < m_t.size() && (m_t.at(m_i) == QLatin1Char(' ') || m_t.at(m_i) == QLatin1Char('\t')))
            ++m_i;
    }

    std::optional<HydraValue> element(Context context)
    {
        if (++m_depth > kMaxDepth)
            return fail(HydraValue::tr("'%1' is nested more than %2 levels deep.").arg(m_t).arg(kMaxDepth));
        skipSpaces();
        std::optional<HydraValue> v;
        const QChar c = peek();
        if (c == QLatin1Char('['))
            v = list();
        else if (c == QLatin1Char('{'))
            v = dict();
        else if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
            v = quoted();
        else
            v = primitive(context);
        --m_depth;
        return v;
    }

    std::optional<HydraValue> list()
    {
        HydraValue v;
        v.kind = HydraValue::Kind::List;
        ++m_i; // '['
        skipSpaces();
        if (peek() == QLatin1Char(']')) {
            ++m_i;
            return v;
        }
        for (;;) {
            auto item = element(Context::List);
            if (!item)
                return std::nullopt;
            v.items << *item;
            skipSpaces();
            if (peek() == QLatin1Char(',')) {
                ++m_i;
                continue;
            }
            if (peek() == QLatin1Char(']')) {
                ++m_i;
                return v;
            }
            return fail(m_i >= m_t.size()
                            ? HydraValue::tr("the list in '%1' is not closed with ']'.").arg(m_t)
                            : HydraValue::tr("expected ',' or ']' at position %1 of '%2'.").arg(m_i + 1).arg(m_t));
        }
    }

    std::optional<HydraValue> dict()
    {
        HydraValue v;
        v.kind = HydraValue::Kind::Dict;
        ++m_i; // '{'
        skipSpaces();
        if (peek() == QLatin1Char('}')) {
            ++m_i;
            return v;
        }
        for (;;) {
            skipSpaces();
            const int start = m_i;
            while (m_i < m_t.size() && !QStringLiteral(":,{}[]'\"=").contains(m_t.at(m_i)))
                ++m_i;
            const QString key = m_t.mid(start, m_i - start).trimmed();
            if (key.isEmpty() || peek() != QLatin1Char(':'))
                return fail(HydraValue::tr("expected 'key: value' in the dict of '%1'.").arg(m_t));
            ++m_i; // ':'
            auto item = element(Context::DictValue);
            if (!item)
                return std::nullopt;
            v.entries << qMakePair(key, *item);
            skipSpaces();
            if (peek() == QLatin1Char(',')) {
                ++m_i;
                continue;
            }
            if (peek() == QLatin1Char('}')) {
                ++m_i;
                return v;
            }
            return fail(m_i >= m_t.size()
                            ? HydraValue::tr("the dict in '%1' is not closed with '}'.").arg(m_t)
                            : HydraValue::tr("expected ',' or '}' at position %1 of '%2'.").arg(m_i + 1).arg(m_t));
        }
    }

    std::optional<HydraValue> quoted()
    {
        const QChar q = m_t.at(m_i);
        HydraValue v;
        v.kind = HydraValue::Kind::Quoted;
        for (++m_i; m_i < m_t.size(); ++m_i) {
            const QChar c = m_t.at(m_i);
            if (c == QLatin1Char('\\') && m_i + 1 < m_t.size()
                && (m_t.at(m_i + 1) == q || m_t.at(m_i + 1) == QLatin1Char('\\'))) {
                v.text += m_t.at(++m_i);
                continue;
            }
            if (c == q) {
                ++m_i;
                return v;
            }
            v.text += c;
        }
        return fail(HydraValue::tr("an unterminated quote in '%1'.").arg(m_t));
    }

    // Unquoted text up to a ',' or a closing bracket: spaces inside are kept, ${...} is taken whole, a backslash
    // escapes the grammar's special characters. A name followed by '(' is a function.
    std::optional<HydraValue> primitive(Context context)
    {
        HydraValue v;
        const int start = m_i;
        while (m_i < m_t.size()) {
            const QChar c = m_t.at(m_i);
            if (c == QLatin1Char('$') && m_i + 1 < m_t.size() && m_t.at(m_i + 1) == QLatin1Char('{')) {
                const int close = interpolationEnd(m_i);
                if (close < 0)
                    return fail(HydraValue::tr("the interpolation in '%1' is not closed with '}'.").arg(m_t));
                v.text += m_t.mid(m_i, close - m_i);
                m_i = close;
                continue;
            }
            if (c == QLatin1Char('\\') && m_i + 1 < m_t.size()
                && QStringLiteral("()[]{}:=, \\\t").contains(m_t.at(m_i + 1))) {
                v.text += m_t.at(m_i + 1);
                m_i += 2;
                continue;
            }
            if (c == QLatin1Char(',') || c == QLatin1Char(']') || c == QLatin1Char('}')
                || (c == QLatin1Char(')') && context == Context::Argument))
                break;
            if (c == QLatin1Char('('))
                return function(start, v.text.trimmed());
            if (c == QLatin1Char('[') || c == QLatin1Char('{') || c == QLatin1Char('\'') || c == QLatin1Char('"')
                || c == QLatin1Char('=') || c == QLatin1Char(')'))
                return fail(HydraValue::tr("unexpected '%1' at position %2 of '%3' (quote the value to keep it as "
                                           "text).")
                                .arg(c)
                                .arg(m_i + 1)
                                .arg(m_t));
            v.text += c;
            ++m_i;
        }
        v.text = v.text.trimmed();
        if (v.text.isEmpty() && context != Context::Top)
            return fail(HydraValue::tr("an empty item in '%1'.").arg(m_t));
        return v;
    }

    int interpolationEnd(int at) const
    {
        int depth = 0;
        for (int i = at; i < m_t.size(); ++i) {
            if (m_t.at(i) == QLatin1Char('{'))
                ++depth;
            else if (m_t.at(i) == QLatin1Char('}') && --depth == 0)
                return i + 1;
        }
        return -1;
    }

    // int(x), float(x), bool(x), str(x) cast their argument; choice(), range(), interval(), glob(), shuffle(),
    // sort() and tag() make sweeps.
    std::optional<HydraValue> function(int start, const QString& name)
    {
        static const QStringList casts{QStringLiteral("int"), QStringLiteral("float"), QStringLiteral("bool"),
                                       QStringLiteral("str")};
        if (!casts.contains(name))
            return fail(HydraValue::tr("'%1' in '%2' is a sweep, which only --multirun expands; Bridge applies one "
                                       "value per key.")
                            .arg(m_t.mid(start).section(QLatin1Char(')'), 0, 0) + QLatin1Char(')'), m_t));
        ++m_i; // '('
        auto arg = element(Context::Argument);
        if (!arg)
            return std::nullopt;
        skipSpaces();
        if (peek() != QLatin1Char(')'))
            return fail(HydraValue::tr("%1() in '%2' takes one value and a closing ')'.").arg(name, m_t));
        ++m_i;
        if (!arg->isScalar())
            return arg; // a cast of a list casts its items; the list itself is kept
        HydraValue v = *arg;
        v.kind = name == QLatin1String("str") ? HydraValue::Kind::Quoted : HydraValue::Kind::Primitive;
        return v;
    }

    static constexpr int kMaxDepth = 64;
    const QString& m_t;
    int m_i = 0;
    int m_depth = 0;
    QString m_error;
};

} // namespace

bool HydraValue::isFlatList() const
{
    if (kind != Kind::List)
        return false;
    for (const HydraValue& item : items)
        if (!item.isScalar())
            return false;
    return true;
}

bool HydraValue::isInterpolation() const
{
    return kind == Kind::Primitive && text.contains(QLatin1String("${"));
}

std::optional<HydraValue> HydraValue::parse(const QString& text, QString* error)
{
    Reader reader(text);
    auto v = reader.value();
    if (!v && error)
        *error = reader.error();
    return v;
}

} // namespace cga
