#include "io/pythonoverridesimporter.h"

#include "io/inputfile.h"
#include "io/pythonliteralparser.h"
#include "io/valueparser.h"
#include "model/mixedprecision.h"
#include "rules/rulesengine.h"
#include "util/unicodetext.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace cga {

namespace {

// One logical statement and the line it starts on.
struct Statement
{
    QString text;
    int line = 0;
    bool metadata = false; // from a `#:` comment
};

// Splits the source into statements: brackets and backslashes continue a line, comments end one.
QList<Statement> statements(const QString& src)
{
    QList<Statement> out;
    Statement cur;
    int depth = 0;
    int line = 1;
    QChar quote;
    for (int i = 0; i < src.size(); ++i) {
        const QChar c = src.at(i);
        if (cur.text.trimmed().isEmpty() && !c.isSpace() && c != QLatin1Char('#'))
            cur.line = line;
        if (!quote.isNull()) {
            cur.text += c;
            if (c == QLatin1Char('\\') && i + 1 < src.size()) {
                cur.text += src.at(++i);
                continue;
            }
            if (c == quote)
                quote = QChar();
            if (c == QLatin1Char('\n'))
                ++line; // an unterminated string: the value parser reports it
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            cur.text += c;
            continue;
        }
        if (c == QLatin1Char('#')) {
            int end = src.indexOf(QLatin1Char('\n'), i);
            if (end < 0)
                end = src.size();
            const QString comment = src.mid(i, end - i);
            if (comment.startsWith(QLatin1String("#:")) && cur.text.trimmed().isEmpty()) {
                out << Statement{comment.mid(2).trimmed(), line, true};
                cur = Statement();
            }
            i = end - 1;
            continue;
        }
        if (c == QLatin1Char('\\') && i + 1 < src.size() && src.at(i + 1) == QLatin1Char('\n')) {
            ++i;
            ++line;
            cur.text += QLatin1Char(' ');
            continue;
        }
        if (c == QLatin1Char('[') || c == QLatin1Char('(') || c == QLatin1Char('{'))
            ++depth;
        if (c == QLatin1Char(']') || c == QLatin1Char(')') || c == QLatin1Char('}'))
            depth = qMax(0, depth - 1);
        if ((c == QLatin1Char('\n') && depth == 0) || c == QLatin1Char(';')) {
            if (!cur.text.trimmed().isEmpty())
                out << Statement{cur.text.trimmed(), cur.line, false};
            cur = Statement();
            if (c == QLatin1Char('\n'))
                ++line;
            continue;
        }
        if (c == QLatin1Char('\n')) {
            ++line;
            cur.text += QLatin1Char(' ');
            continue;
        }
        cur.text += c;
    }
    if (!cur.text.trimmed().isEmpty())
        out << Statement{cur.text.trimmed(), cur.line, false};
    return out;
}

// The text of a scalar and whether it was a string (quoted) for ValueParser.
QPair<QString, bool> scalarText(const PyValue& v)
{
    switch (v.type) {
    case PyValue::Type::None:
        return {QStringLiteral("null"), false};
    case PyValue::Type::Bool:
        return {v.b ? QStringLiteral("true") : QStringLiteral("false"), false};
    case PyValue::Type::Int:
        return {QString::number(v.i), false};
    case PyValue::Type::Float:
        if (std::isinf(v.d))
            return {v.d > 0 ? QStringLiteral("inf") : QStringLiteral("-inf"), false};
        return {QString::number(v.d, 'g', QLocale::FloatingPointShortest), false};
    case PyValue::Type::Str:
        return {v.s, true};
    case PyValue::Type::Name:
        return {v.s.section(QLatin1Char('.'), -1), false}; // Bridge's _as_list: rsplit('.', 1)[-1]
    case PyValue::Type::List:
        break;
    }
    return {};
}

// What os.environ.setdefault(k, str(v)) would store.
QString envText(const PyValue& v)
{
    switch (v.type) {
    case PyValue::Type::Bool:
        return v.b ? QStringLiteral("True") : QStringLiteral("False");
    case PyValue::Type::Float:
        return QString::number(v.d, 'g', QLocale::FloatingPointShortest);
    default:
        return scalarText(v).first;
    }
}

class Reader
{
public:
    Reader(const QString& source, TrainingConfig& cfg, ImportResult& result)
        : m_source(source)
        , m_cfg(cfg)
        , m_result(result)
    {
    }

    void statement(const Statement& st);
    QStringList skipped;

private:
    void typeError(const QString& path, const QString& message, const SourceLocation& where)
    {
        m_result.ignoreValue(path, message, where);
    }
    void assign(const QString& path, const PyValue& v, const SourceLocation& where);

    QString m_source;
    TrainingConfig& m_cfg;
    ImportResult& m_result;
};

void Reader::statement(const Statement& st)
{
    // target := name ('.' name | '[' string ']')+ ; then '=' (not '==') and the value.
    static const QRegularExpression target(
        QStringLiteral(
            "^([A-Za-z_][A-Za-z0-9_]*)((?:\\s*\\.\\s*[A-Za-z_][A-Za-z0-9_]*|\\s*\\[\\s*(?:'[^']*'|\"[^\"]*\")"
            "\\s*\\])+)\\s*=(?!=)\\s*(.*)$"),
        QRegularExpression::DotMatchesEverythingOption);
    const SourceLocation where{m_source, st.line, 0};
    const auto m = target.match(st.text);
    if (!m.hasMatch()) {
        skipped << st.text.left(60);
        return;
    }
    // Path components: .name or ["key"].
    QStringList parts;
    if (st.metadata)
        parts << m.captured(1); // `#: model._target_ = ...` names the section directly
    static const QRegularExpression component(
        QStringLiteral("\\.\\s*([A-Za-z_][A-Za-z0-9_]*)|\\[\\s*(?:'([^']*)'|\"([^\"]*)\")\\s*\\]"));
    auto it = component.globalMatch(m.captured(2));
    while (it.hasNext()) {
        const auto c = it.next();
        parts << (c.captured(1).isEmpty() ? c.captured(2) + c.captured(3) : c.captured(1));
    }
    if (!st.metadata && !parts.isEmpty() && !FieldRegistry::configSections().contains(parts.first())) {
        // cfg.x where x is not a section: not a ConfigContainer edit (e.g. args.foo = 1)
        skipped << st.text.left(60);
        return;
    }
    QString error;
    const auto value = PythonLiteralParser(m.captured(3)).parse(&error);
    const QString path = parts.join(QLatin1Char('.'));
    if (!value) {
        typeError(path, PythonOverridesImporter::tr("%1: %2.").arg(path, error), where);
        return;
    }
    assign(path, *value, where);
}

void Reader::assign(const QString& rawPath, const PyValue& v, const SourceLocation& where)
{
    QString path = rawPath;
    if (path.startsWith(QLatin1String("env_vars."))) {
        const QString name = path.mid(9);
        if (v.type == PyValue::Type::None) {
            m_cfg.unsetEnv(name);
            return;
        }
        if (v.type == PyValue::Type::List) {
            typeError(path, PythonOverridesImporter::tr("an environment variable needs a single value."), where);
            return;
        }
        const QString text = envText(v);
        if (const QString problem = UnicodeText::nonCharacterProblem(QString(name + text), path); !problem.isEmpty()) {
            typeError(path, problem, where);
            return;
        }
        m_cfg.setEnv(name, text);
        m_cfg.setEnvOrigin(name, where);
        return;
    }
    if (path == QLatin1String("mixed_precision") && v.type == PyValue::Type::Str) {
        if (MixedPrecision::applyRecipeName(v.s, m_cfg)) {
            m_cfg.setOrigin(FieldId::Bf16, where);
            return;
        }
    }
    if (path.startsWith(QLatin1String("mixed_precision.")))
        path = QStringLiteral("model.") + path.mid(16); // precision fields land on the model
    const auto id = FieldRegistry::instance().find(path);
    if (!id) {
        const QString suggestion = FieldRegistry::instance().suggest(path);
        if (!suggestion.isEmpty() || path.contains(QLatin1String("cuda_graph"))) {
            Hit hit;
            hit.fields << path;
            hit.args << path << suggestion;
            hit.variant = suggestion.isEmpty() ? 1 : 0;
            Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-01"), hit);
            d.location = where;
            m_result.diagnostics << d;
        } else {
            m_result.unusedKeys << path;
        }
        return;
    }
    const FieldSpec& spec = FieldRegistry::instance().spec(*id);
    if (*id == FieldId::OfflinePackingSpecs) {
        // None removes the packing specs; an object (or True) means they exist.
        m_cfg.set(*id, v.type != PyValue::Type::None && !(v.type == PyValue::Type::Bool && !v.b));
        m_cfg.setOrigin(*id, where);
        return;
    }
    QString error;
    std::optional<QVariant> value;
    if (v.type == PyValue::Type::List) {
        QList<QPair<QString, bool>> items;
        for (const PyValue& item : v.items) {
            if (item.type == PyValue::Type::List) {
                typeError(path, PythonOverridesImporter::tr("%1: nested lists are not supported.").arg(path), where);
                return;
            }
            items << scalarText(item);
        }
        value = ValueParser::list(spec, items, &error);
    } else {
        const auto [text, quoted] = scalarText(v);
        value = ValueParser::scalar(spec, text, quoted, &error);
    }
    if (!value) {
        typeError(path, error, where);
        return;
    }
    m_cfg.set(*id, *value);
    m_cfg.setOrigin(*id, where);
    if (*id == FieldId::PadCuSeqlens && !m_cfg.isSet(FieldId::OfflinePackingSpecs))
        m_cfg.set(FieldId::OfflinePackingSpecs, true); // set through cfg.dataset.offline_packing_specs.<field>
}

} // namespace

ImportResult PythonOverridesImporter::importText(const QString& text, TrainingConfig& cfg, const QString& source)
{
    ImportResult result;
    result.frontEnd = FrontEnd::BridgePython;
    TrainingConfig working = cfg;
    Reader reader(source, working, result);
    for (const Statement& st : statements(text))
        reader.statement(st);
    cfg = working;
    const QStringList unused = result.unusedKeys + reader.skipped;
    if (!unused.isEmpty()) {
        Hit hit;
        hit.args << QString::number(unused.size()) << source;
        hit.fields = unused.mid(0, 20);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("IMP-03"), hit);
    }
    result.unusedKeys = unused;
    return result;
}

ImportResult PythonOverridesImporter::importFile(const QString& path, TrainingConfig& cfg)
{
    ImportResult result;
    QByteArray data;
    QString error;
    if (!InputFile::read(path, &data, &error)) {
        result.fail(error, SourceLocation{path, 0, 0});
        return result;
    }
    return importText(QString::fromUtf8(data), cfg, path);
}

} // namespace cga
