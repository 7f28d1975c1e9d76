#include "model/valueformat.h"

#include "model/fieldregistry.h"
#include "model/trainingconfig.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace cga {

bool ValueFormat::isListValue(const QVariant& value)
{
    const int t = value.metaType().id();
    return t == QMetaType::QStringList || t == QMetaType::QVariantList;
}

bool ValueFormat::isFloatValue(const QVariant& value)
{
    const int t = value.metaType().id();
    return t == QMetaType::Double || t == QMetaType::Float;
}

bool ValueFormat::isNullText(const QString& text)
{
    const QString t = text.trimmed();
    return t.isEmpty() || t == QLatin1String("null") || t == QLatin1String("None") || t == QLatin1String("~")
        || t == QLatin1String("Null") || t == QLatin1String("NULL");
}

std::optional<bool> ValueFormat::parseBool(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("on"))
        return true;
    if (t == QLatin1String("false") || t == QLatin1String("no") || t == QLatin1String("off"))
        return false;
    return std::nullopt;
}

QString ValueFormat::hydraValue(const QVariant& value, bool forceQuotes, HydraFloats floats)
{
    if (floats == HydraFloats::Shortest && isFloatValue(value))
        return floatText(value.toDouble());
    if (isNullValue(value))
        return QStringLiteral("null");
    if (isListValue(value)) {
        QStringList parts;
        for (const QVariant& item : value.toList())
            parts << hydraValue(item, false, floats);
        return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
    }
    if (value.metaType().id() == QMetaType::QString) {
        const QString s = value.toString();
        static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.\\-/]*\\z"));
        const bool ambiguous = parseBool(s).has_value() || isNullText(s);
        if (!forceQuotes && plain.match(s).hasMatch() && !ambiguous)
            return s;
        QString escaped = s;
        escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
        return QLatin1Char('\'') + escaped + QLatin1Char('\'');
    }
    return displayValue(value);
}

QString ValueFormat::floatText(double d)
{
    if (std::isinf(d))
        return d > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    QString s = QString::number(d, 'g', QLocale::FloatingPointShortest);
    if (!s.contains(QLatin1Char('.')) && !s.contains(QLatin1Char('e')) && !s.contains(QLatin1String("nan")))
        s += QStringLiteral(".0");
    return s;
}

QString ValueFormat::yamlFloat(double d)
{
    if (std::isinf(d))
        return d > 0 ? QStringLiteral(".inf") : QStringLiteral("-.inf");
    QString s = floatText(d);
    const int e = s.indexOf(QLatin1Char('e'));
    if (e < 0)
        return s;
    QString mantissa = s.left(e);
    QString exponent = s.mid(e + 1);
    if (!mantissa.contains(QLatin1Char('.')))
        mantissa += QStringLiteral(".0");
    if (!exponent.startsWith(QLatin1Char('-')) && !exponent.startsWith(QLatin1Char('+')))
        exponent.prepend(QLatin1Char('+'));
    return mantissa + QLatin1Char('e') + exponent;
}

bool ValueFormat::yamlNeedsQuotes(const QString& text)
{
    if (text.isEmpty())
        return true;
    // Words YAML 1.1 or 1.2 readers turn into booleans or null.
    static const QStringList special{"y",    "yes", "n",   "no",   "true", "false", "on",    "off",
                                     "null", "~",   "nan", ".nan", "inf",  ".inf",  "-.inf", "+.inf"};
    if (special.contains(text.toLower()))
        return true;
    // Plain, unambiguous text: starts with a letter, letters/digits/_-./ only (no ':', '#', spaces, quotes ...).
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_./-]*\\z"));
    if (!plain.match(text).hasMatch())
        return true;
    return false;
}

QString ValueFormat::pythonString(const QString& text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '\\':
            out += QStringLiteral("\\\\");
            break;
        case '"':
            out += QStringLiteral("\\\"");
            break;
        case '\n':
            out += QStringLiteral("\\n");
            break;
        case '\r':
            out += QStringLiteral("\\r");
            break;
        case '\t':
            out += QStringLiteral("\\t");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    return out + QLatin1Char('"');
}

QString ValueFormat::pythonRepeatedList(const QVariantList& items)
{
    if (items.size() < 4)
        return {};
    QStringList runs;
    int i = 0;
    while (i < items.size()) {
        int j = i;
        while (j < items.size() && items.at(j) == items.at(i))
            ++j;
        const QString item = pythonLiteral(items.at(i));
        runs << (j - i == 1 ? QStringLiteral("[%1]").arg(item) : QStringLiteral("[%1] * %2").arg(item).arg(j - i));
        i = j;
    }
    if (runs.size() * 3 > items.size())
        return {};
    return runs.join(QStringLiteral(" + "));
}

QString ValueFormat::pythonLiteral(const QVariant& value)
{
    if (isNullValue(value))
        return QStringLiteral("None");
    switch (value.metaType().id()) {
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("True") : QStringLiteral("False");
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return QString::number(value.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = value.toDouble();
        if (std::isinf(d))
            return d > 0 ? QStringLiteral("float(\"inf\")") : QStringLiteral("float(\"-inf\")");
        return floatText(d);
    }
    case QMetaType::QStringList:
    case QMetaType::QVariantList: {
        const QVariantList items = value.toList();
        const QString repeated = pythonRepeatedList(items);
        if (!repeated.isEmpty())
            return repeated;
        QStringList parts;
        for (const QVariant& item : items)
            parts << pythonLiteral(item);
        return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    default:
        return pythonString(value.toString());
    }
}

} // namespace cga
