#include "io/valueparser.h"

#include "model/valueformat.h"
#include "util/unicodetext.h"

#include <QCoreApplication>

#include <cmath>

namespace cga {

namespace {

bool modulesField(FieldId id)
{
    return id == FieldId::CudaGraphModules || id == FieldId::CudaGraphScope;
}

} // namespace

QVariant ValueParser::typedItem(const QString& text, bool quoted)
{
    if (quoted)
        return text;
    bool ok = false;
    const qlonglong n = text.toLongLong(&ok);
    if (ok)
        return n;
    const double d = text.toDouble(&ok);
    if (ok && std::isfinite(d))
        return d; // "nan" and "inf" are words in YAML (only .nan and .inf are numbers), and stay text
    if (const auto b = ValueFormat::parseBool(text))
        return *b;
    return text;
}

QStringList ValueParser::splitList(const QString& text)
{
    QString t = text.trimmed();
    if ((t.startsWith(QLatin1Char('[')) && t.endsWith(QLatin1Char(']')))
        || (t.startsWith(QLatin1Char('(')) && t.endsWith(QLatin1Char(')'))))
        t = t.mid(1, t.size() - 2);
    QStringList out;
    const QChar sep = t.contains(QLatin1Char(',')) ? QLatin1Char(',') : QLatin1Char(' ');
    for (QString part : t.split(sep, Qt::SkipEmptyParts)) {
        part = part.trimmed();
        if (part.size() >= 2
            && ((part.startsWith(QLatin1Char('\'')) && part.endsWith(QLatin1Char('\'')))
                || (part.startsWith(QLatin1Char('"')) && part.endsWith(QLatin1Char('"')))))
            part = part.mid(1, part.size() - 2);
        if (!part.isEmpty())
            out << part;
    }
    return out;
}

std::optional<QVariantList> ValueParser::expandLayerPattern(const QString& text)
{
    QString t = text.trimmed();
    while (t.startsWith(QLatin1Char('(')) && t.endsWith(QLatin1Char(')')))
        t = t.mid(1, t.size() - 2).trimmed();
    QVariantList out;
    for (const QString& rawTerm : t.split(QLatin1Char('+'))) {
        const QString term = rawTerm.trimmed();
        const int star = term.lastIndexOf(QLatin1Char('*'));
        QString body = star > term.lastIndexOf(QLatin1Char(']')) ? term.left(star).trimmed() : term;
        int repeat = 1;
        if (star > term.lastIndexOf(QLatin1Char(']'))) {
            bool ok = false;
            repeat = term.mid(star + 1).trimmed().toInt(&ok);
            if (!ok || repeat < 0 || repeat > 100000)
                return std::nullopt;
        }
        if (!body.startsWith(QLatin1Char('[')) || !body.endsWith(QLatin1Char(']')))
            return std::nullopt;
        QVariantList items;
        for (const QString& item : body.mid(1, body.size() - 2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int v = item.trimmed().toInt(&ok);
            if (!ok)
                return std::nullopt;
            items << v;
        }
        for (int i = 0; i < repeat; ++i)
            out += items;
        if (out.size() > 100000)
            return std::nullopt;
    }
    return out;
}

std::optional<QVariant> ValueParser::scalar(const FieldSpec& spec, const QString& text, bool quoted, QString* error)
{
    auto fail = [&](const QString& msg) -> std::optional<QVariant> {
        if (error)
            *error = msg;
        return std::nullopt;
    };
    if (const QString problem = UnicodeText::nonCharacterProblem(text, spec.path); !problem.isEmpty())
        return fail(problem);
    const QString t = text.trimmed();
    if (!quoted && ValueFormat::isNullText(t) && spec.type != FieldType::String && spec.type != FieldType::Env) {
        if (spec.nullable || spec.isList())
            return nullValue();
        return fail(
            ValueParser::tr("%1 cannot be null; expected %2.").arg(spec.path, FieldRegistry::typeName(spec.type)));
    }
    switch (spec.type) {
    case FieldType::Bool: {
        const auto b = ValueFormat::parseBool(t);
        if (!b)
            return fail(ValueParser::tr("%1 expects true or false, got '%2'.").arg(spec.path, t));
        return *b;
    }
    case FieldType::Int: {
        bool ok = false;
        const qlonglong n = t.toLongLong(&ok);
        if (!ok)
            return fail(ValueParser::tr("%1 expects a whole number, got '%2'.").arg(spec.path, t));
        return n;
    }
    case FieldType::Float: {
        bool ok = false;
        double d = t.toDouble(&ok);
        if (!ok) {
            const QString l = t.toLower();
            if (l == QLatin1String(".inf") || l == QLatin1String("inf"))
                d = INFINITY, ok = true;
        }
        if (!ok || std::isnan(d))
            return fail(ValueParser::tr("%1 expects a number, got '%2'.").arg(spec.path, t));
        return d;
    }
    case FieldType::String:
        if (!quoted && ValueFormat::isNullText(t))
            return nullValue();
        return t;
    case FieldType::Env:
        if (!quoted) {
            if (const auto b = ValueFormat::parseBool(t); b
                && (t == QLatin1String("true") || t == QLatin1String("false") || t == QLatin1String("True")
                    || t == QLatin1String("False")))
                return *b ? QStringLiteral("True") : QStringLiteral("False");
        }
        return text;
    case FieldType::Enum:
        if (spec.id == FieldId::CudaGraphImpl || spec.allowed.contains(t) || spec.deprecatedAllowed.contains(t))
            return t;
        return fail(ValueParser::tr("%1 must be one of %2, got '%3'.")
                        .arg(spec.path, spec.allowed.join(QStringLiteral(", ")), t));
    case FieldType::EnumList:
    case FieldType::StringList: {
        QList<QPair<QString, bool>> items;
        if (quoted && modulesField(spec.id) && !t.startsWith(QLatin1Char('['))) {
            // A string of scopes: Megatron splits it on commas, "" is no scope (CGC L35, Bridge's _as_list).
            if (!text.isEmpty())
                for (const QString& s : text.split(QLatin1Char(',')))
                    items << qMakePair(s, true);
        } else if (quoted && !t.startsWith(QLatin1Char('[')))
            items << qMakePair(t, true);
        else
            for (const QString& s : splitList(t))
                items << qMakePair(s, false);
        return list(spec, items, error);
    }
    case FieldType::IntOrIntList: {
        bool ok = false;
        const qlonglong n = t.toLongLong(&ok);
        if (ok)
            return n;
        if (const auto l = expandLayerPattern(t))
            return *l;
        return fail(
            ValueParser::tr("%1 expects a number or a list of 0/1 such as [1,0,1], got '%2'.").arg(spec.path, t));
    }
    }
    return fail(ValueParser::tr("%1: unsupported value '%2'.").arg(spec.path, t));
}

std::optional<QVariant> ValueParser::list(const FieldSpec& spec, const QList<QPair<QString, bool>>& items,
                                          QString* error)
{
    for (const auto& item : items) {
        if (const QString problem = UnicodeText::nonCharacterProblem(item.first, spec.path); !problem.isEmpty()) {
            if (error)
                *error = problem;
            return std::nullopt;
        }
    }
    if (spec.type == FieldType::IntOrIntList) {
        QVariantList out;
        for (const auto& [text, quoted] : items) {
            bool ok = false;
            const int v = text.toInt(&ok);
            if (!ok || quoted) {
                if (error)
                    *error = ValueParser::tr("%1 expects a list of whole numbers, got '%2'.").arg(spec.path, text);
                return std::nullopt;
            }
            out << v;
        }
        return out;
    }
    if (!spec.isList()) {
        if (error)
            *error = ValueParser::tr("%1 expects a single value, not a list.").arg(spec.path);
        return std::nullopt;
    }
    if (modulesField(spec.id)) {
        // Keep every item with its YAML type: the rules report unknown names (MC-06b) and non-strings (MC-06).
        bool allStrings = true;
        QVariantList typed;
        QStringList names;
        for (const auto& [text, quoted] : items) {
            const QVariant v = typedItem(text, quoted);
            allStrings = allStrings && v.metaType().id() == QMetaType::QString;
            typed << v;
            names << text;
        }
        return allStrings ? QVariant(names) : QVariant(typed);
    }
    QStringList out;
    for (const auto& [text, quoted] : items) {
        Q_UNUSED(quoted);
        if (spec.type == FieldType::EnumList && !spec.allowed.contains(text)) {
            if (error)
                *error = ValueParser::tr("%1: '%2' is not one of %3.")
                             .arg(spec.path, text, spec.allowed.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        out << text;
    }
    return out;
}

} // namespace cga
