#include "io/pythonliteralparser.h"

#include <QRegularExpression>

#include <cmath>

namespace cga {

PythonLiteralParser::PythonLiteralParser(const QString& text)
    : m_t(text)
{
}

std::optional<PyValue> PythonLiteralParser::parse(QString* error)
{
    auto v = expr();
    skipSpace();
    if (v && m_pos < m_t.size()) {
        m_error = tr("unexpected '%1'").arg(m_t.mid(m_pos, 20));
        v.reset();
    }
    if (!v && error)
        *error = m_error;
    return v;
}

void PythonLiteralParser::skipSpace()
{
    while (m_pos < m_t.size() && m_t.at(m_pos).isSpace())
        ++m_pos;
}

bool PythonLiteralParser::accept(QChar c)
{
    skipSpace();
    if (m_pos < m_t.size() && m_t.at(m_pos) == c) {
        ++m_pos;
        return true;
    }
    return false;
}

std::optional<PyValue> PythonLiteralParser::fail(const QString& message)
{
    if (m_error.isEmpty())
        m_error = message;
    return std::nullopt;
}

std::optional<PyValue> PythonLiteralParser::tooLarge()
{
    return fail(tr("the value holds more than %1 list items").arg(kMaxValues));
}

std::optional<PyValue> PythonLiteralParser::expr()
{
    auto left = term();
    while (left && accept(QLatin1Char('+'))) {
        auto right = term();
        if (!right)
            return std::nullopt;
        if (left->type != PyValue::Type::List || right->type != PyValue::Type::List)
            return fail(tr("'+' joins lists only"));
        if (left->count + right->count - 1 > kMaxValues)
            return tooLarge();
        left->items += right->items;
        left->count += right->count - 1;
    }
    return left;
}

std::optional<PyValue> PythonLiteralParser::term()
{
    auto v = atom();
    while (v && accept(QLatin1Char('*'))) {
        auto n = atom();
        if (!n)
            return std::nullopt;
        if (v->type != PyValue::Type::List || n->type != PyValue::Type::Int || n->i < 0)
            return fail(tr("'*' repeats a list a whole number of times only"));
        const qint64 inner = v->count - 1; // the values inside the list
        if (inner > 0 && n->i > (kMaxValues - 1) / inner)
            return tooLarge();
        PyValue out = *v;
        out.items.clear();
        if (inner > 0) {
            out.items.reserve(v->items.size() * n->i);
            for (qlonglong k = 0; k < n->i; ++k)
                out.items += v->items;
        }
        out.count = 1 + inner * n->i;
        v = out;
    }
    return v;
}

std::optional<PyValue> PythonLiteralParser::atom()
{
    skipSpace();
    if (m_pos >= m_t.size())
        return fail(tr("a value is missing"));
    if (++m_depth > 32)
        return fail(tr("the value is nested too deeply"));
    const QChar c = m_t.at(m_pos);
    std::optional<PyValue> v;
    if (c == QLatin1Char('[') || c == QLatin1Char('('))
        v = sequence(c == QLatin1Char('[') ? QLatin1Char(']') : QLatin1Char(')'));
    else if (c == QLatin1Char('{'))
        v = dict();
    else if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
        v = string();
    else if ((c == QLatin1Char('r') || c == QLatin1Char('u') || c == QLatin1Char('R') || c == QLatin1Char('U'))
             && m_pos + 1 < m_t.size() && (m_t.at(m_pos + 1) == QLatin1Char('\'') || m_t.at(m_pos + 1) == '"'))
        v = string();
    else if (c.isDigit() || c == QLatin1Char('-') || c == QLatin1Char('+') || c == QLatin1Char('.'))
        v = number();
    else if (c.isLetter() || c == QLatin1Char('_'))
        v = name();
    else
        v = fail(tr("unexpected '%1'").arg(c));
    --m_depth;
    return v;
}

std::optional<PyValue> PythonLiteralParser::sequence(QChar close)
{
    ++m_pos;
    PyValue list;
    list.type = PyValue::Type::List;
    skipSpace();
    if (accept(close))
        return list;
    while (true) {
        auto item = expr();
        if (!item)
            return std::nullopt;
        if (list.count + item->count > kMaxValues)
            return tooLarge();
        list.count += item->count;
        list.items << *item;
        if (accept(QLatin1Char(','))) {
            if (accept(close))
                return list;
            continue;
        }
        if (accept(close))
            return list;
        return fail(tr("expected ',' or '%1'").arg(close));
    }
}

std::optional<PyValue> PythonLiteralParser::dict()
{
    ++m_pos;
    PyValue d;
    d.type = PyValue::Type::Dict;
    while (true) {
        skipSpace();
        if (accept(QLatin1Char('}')))
            return d;
        std::optional<PyValue> item;
        QString key;
        if (m_t.mid(m_pos, 2) == QLatin1String("**")) {
            m_pos += 2;
            skipSpace();
            item = name();
            if (!item || item->type != PyValue::Type::Name)
                return fail(tr("** needs a name"));
            key = QStringLiteral("**");
        } else {
            const auto k = expr();
            if (!k)
                return std::nullopt;
            if (k->type != PyValue::Type::Str)
                return fail(tr("dictionary keys must be strings"));
            key = k->s;
            if (!accept(QLatin1Char(':')))
                return fail(tr("expected ':'"));
            item = expr();
            if (!item)
                return std::nullopt;
        }
        if (d.count + item->count > kMaxValues)
            return tooLarge();
        d.count += item->count;
        d.keys << key;
        d.items << *item;
        if (accept(QLatin1Char(',')))
            continue;
        if (accept(QLatin1Char('}')))
            return d;
        return fail(tr("expected ',' or '%1'").arg(QLatin1Char('}')));
    }
}

std::optional<PyValue> PythonLiteralParser::call(const QString& name)
{
    ++m_pos; // '('
    PyValue c;
    c.type = PyValue::Type::Call;
    c.s = name;
    static const QRegularExpression keyword(QStringLiteral("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*=(?!=)"));
    while (true) {
        skipSpace();
        if (accept(QLatin1Char(')')))
            return c;
        QString key;
        const auto m = keyword.match(m_t.mid(m_pos));
        if (m.hasMatch()) {
            key = m.captured(1);
            m_pos += m.capturedLength(0);
        }
        const auto arg = expr();
        if (!arg)
            return std::nullopt;
        if (c.count + arg->count > kMaxValues)
            return tooLarge();
        c.count += arg->count;
        c.keys << key;
        c.items << *arg;
        if (accept(QLatin1Char(',')))
            continue;
        if (accept(QLatin1Char(')')))
            return c;
        return fail(tr("expected ',' or ')'"));
    }
}

std::optional<PyValue> PythonLiteralParser::string()
{
    bool raw = false;
    if (m_t.at(m_pos).toLower() == QLatin1Char('r'))
        raw = true;
    if (m_t.at(m_pos) != QLatin1Char('\'') && m_t.at(m_pos) != QLatin1Char('"'))
        ++m_pos;
    const QChar q = m_t.at(m_pos++);
    PyValue v;
    v.type = PyValue::Type::Str;
    while (m_pos < m_t.size()) {
        const QChar c = m_t.at(m_pos++);
        if (c == q)
            return v;
        if (c != QLatin1Char('\\') || m_pos >= m_t.size()) {
            v.s += c;
            continue;
        }
        const QChar e = m_t.at(m_pos++);
        if (raw) {
            v.s += c;
            v.s += e;
            continue;
        }
        switch (e.unicode()) {
        case 'n':
            v.s += QLatin1Char('\n');
            break;
        case 't':
            v.s += QLatin1Char('\t');
            break;
        case 'r':
            v.s += QLatin1Char('\r');
            break;
        case '0':
            v.s += QChar(0);
            break;
        case 'x':
        case 'u':
        case 'U': {
            const int len = e == QLatin1Char('x') ? 2 : e == QLatin1Char('u') ? 4 : 8;
            bool ok = false;
            const uint code = m_t.mid(m_pos, len).toUInt(&ok, 16);
            if (!ok || m_pos + len > m_t.size())
                return fail(tr("a bad escape in a string"));
            m_pos += len;
            const char32_t cp = code;
            v.s += QString::fromUcs4(&cp, 1);
            break;
        }
        default:
            if (e == QLatin1Char('\\') || e == QLatin1Char('\'') || e == QLatin1Char('"')) {
                v.s += e;
            } else if (e == QLatin1Char('\n')) {
                // a line continuation inside a string
            } else {
                v.s += c;
                v.s += e;
            }
        }
    }
    return fail(tr("an unterminated string"));
}

std::optional<PyValue> PythonLiteralParser::number()
{
    static const QRegularExpression re(
        QStringLiteral("^[-+]?(?:\\d[\\d_]*\\.?[\\d_]*|\\.\\d[\\d_]*)(?:[eE][-+]?\\d+)?"));
    const auto m = re.match(m_t.mid(m_pos));
    if (!m.hasMatch() || m.capturedLength() == 0)
        return fail(tr("not a number: '%1'").arg(m_t.mid(m_pos, 20)));
    QString text = m.captured(0);
    m_pos += text.size();
    text.remove(QLatin1Char('_'));
    PyValue v;
    bool ok = false;
    if (!text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e'), Qt::CaseInsensitive)) {
        v.type = PyValue::Type::Int;
        v.i = text.toLongLong(&ok);
    } else {
        v.type = PyValue::Type::Float;
        v.d = text.toDouble(&ok);
    }
    if (!ok)
        return fail(tr("not a number: '%1'").arg(text));
    return v;
}

std::optional<PyValue> PythonLiteralParser::name()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*"));
    const auto m = re.match(m_t.mid(m_pos));
    const QString n = m.captured(0);
    m_pos += n.size();
    PyValue v;
    if (n == QLatin1String("True") || n == QLatin1String("False")) {
        v.type = PyValue::Type::Bool;
        v.b = n == QLatin1String("True");
        return v;
    }
    if (n == QLatin1String("None")) {
        v.type = PyValue::Type::None;
        return v;
    }
    if (n == QLatin1String("float") && accept(QLatin1Char('('))) {
        // float("inf"), float("1e-5")
        auto arg = string();
        if (!arg || !accept(QLatin1Char(')')))
            return fail(tr("float() needs a quoted number"));
        v.type = PyValue::Type::Float;
        const QString t = arg->s.trimmed().toLower();
        bool ok = true;
        v.d = (t == QLatin1String("inf") || t == QLatin1String("+inf")) ? INFINITY
            : t == QLatin1String("-inf")                                ? -INFINITY
                                                                        : t.toDouble(&ok);
        if (!ok)
            return fail(tr("float() needs a quoted number"));
        return v;
    }
    skipSpace();
    if (m_pos < m_t.size() && m_t.at(m_pos) == QLatin1Char('('))
        return call(n);
    v.type = PyValue::Type::Name; // an enum member such as CudaGraphModule.attn
    v.s = n;
    return v;
}

} // namespace cga
