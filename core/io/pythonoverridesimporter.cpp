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
    case PyValue::Type::Dict:
    case PyValue::Type::Call:
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
    Reader(const QString& source, TrainingConfig& cfg, ImportResult& result, const RecipeHooks& hooks)
        : m_source(source)
        , m_cfg(cfg)
        , m_result(result)
        , m_hooks(hooks)
    {
    }

    void statement(const Statement& st);
    QStringList skipped;

private:
    void typeError(const QString& path, const QString& message, const SourceLocation& where)
    {
        m_result.ignoreValue(path, message, where);
    }
    // IMP-08: one warning for a statement that was not understood.
    void notUnderstood(const Statement& st, const QString& why);
    void assign(const QString& path, const PyValue& v, const SourceLocation& where);
    bool assignCall(const QString& path, const PyValue& call, const Statement& st);
    void assignEnv(const PyValue& dict, bool replace, const Statement& st);
    bool callStatement(const Statement& st);
    bool modelHelper(const PyValue& call, const Statement& st);
    bool baseRecipe(const Statement& st);
    QMap<QString, QString> keywords(const PyValue& call) const;

    QString m_source;
    TrainingConfig& m_cfg;
    ImportResult& m_result;
    const RecipeHooks& m_hooks;
    QStringList m_roots{QStringLiteral("cfg"), QStringLiteral("config"), QStringLiteral("recipe")};
    QMap<QString, QString> m_imports; // local name -> "module:name" (from module import name as local)
};

void Reader::notUnderstood(const Statement& st, const QString& why)
{
    Hit hit;
    QString text = st.text.simplified();
    if (text.size() > 80)
        text = text.left(77) + QStringLiteral("...");
    hit.args << text << why;
    Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-08"), hit);
    d.location = SourceLocation{m_source, st.line, 0};
    m_result.diagnostics << d;
}

QMap<QString, QString> Reader::keywords(const PyValue& call) const
{
    QMap<QString, QString> out;
    // keywords by name, positional arguments as "#<position>"
    for (int i = 0; i < call.items.size(); ++i)
        out.insert(call.keys.value(i).isEmpty() ? QStringLiteral("#%1").arg(i) : call.keys.at(i),
                   envText(call.items.at(i)));
    return out;
}

// `cfg = some_recipe(...)`: the recipe of the catalogue is the base.
bool Reader::baseRecipe(const Statement& st)
{
    static const QRegularExpression simple(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)\\s*=(?!=)\\s*(.*)$"),
                                           QRegularExpression::DotMatchesEverythingOption);
    const auto m = simple.match(st.text);
    if (!m.hasMatch())
        return false;
    QString error;
    const auto value = PythonLiteralParser(m.captured(2)).parse(&error);
    if (!value || value->type != PyValue::Type::Call)
        return false;
    const SourceLocation where{m_source, st.line, 0};
    const QString fn = value->s.section(QLatin1Char('.'), -1);
    const QString qualified = m_imports.value(fn, fn);
    if (m_hooks.recipe && m_hooks.recipe(qualified, m_cfg, m_result, where)) {
        if (!m_roots.contains(m.captured(1)))
            m_roots << m.captured(1);
        return true;
    }
    // cfg = _with_global_batch_size(some_recipe(), 512): the recipe, then the helper on it
    if (!value->items.isEmpty() && value->items.first().type == PyValue::Type::Call && m_hooks.recipe
        && m_hooks.helper) {
        const QString inner = value->items.first().s.section(QLatin1Char('.'), -1);
        TrainingConfig trial = m_cfg;
        ImportResult trialResult;
        if (m_hooks.recipe(m_imports.value(inner, inner), trial, trialResult, where)
            && m_hooks.helper(fn, keywords(*value), trial, trialResult, where)) {
            m_cfg = trial;
            m_result.merge(trialResult);
            if (!m_roots.contains(m.captured(1)))
                m_roots << m.captured(1);
            return true;
        }
    }
    if (fn.endsWith(QLatin1String("_config")) || m_roots.contains(m.captured(1)))
        notUnderstood(st, PythonOverridesImporter::tr("%1 is not a recipe of the catalogue").arg(fn));
    else
        skipped << st.text.left(60);
    return true;
}

// Bridge's utils/cuda_graph.py on cfg.model (MCore 0.20 has cuda_graph_modules): set_cuda_graph_modules L77-86,
// clear_cuda_graph_modules L89-92, set_full_iteration_cuda_graph L95-105.
bool Reader::modelHelper(const PyValue& call, const Statement& st)
{
    const QString fn = call.s.section(QLatin1Char('.'), -1);
    if (call.items.isEmpty() || call.items.first().type != PyValue::Type::Name
        || call.items.first().s != call.items.first().s.section(QLatin1Char('.'), 0, 0) + QLatin1String(".model")
        || !m_roots.contains(call.items.first().s.section(QLatin1Char('.'), 0, 0)))
        return false;
    const SourceLocation where{m_source, st.line, 0};
    PyValue none;
    PyValue modules;
    modules.type = PyValue::Type::List;
    if (fn == QLatin1String("set_cuda_graph_modules") && call.items.size() == 2
        && call.items.at(1).type == PyValue::Type::List) {
        modules = call.items.at(1);
    } else if (fn == QLatin1String("set_full_iteration_cuda_graph") && call.items.size() == 1) {
        PyValue impl;
        impl.type = PyValue::Type::Str;
        impl.s = QStringLiteral("full_iteration");
        assign(QStringLiteral("model.cuda_graph_impl"), impl, where);
    } else if (fn != QLatin1String("clear_cuda_graph_modules") || call.items.size() != 1) {
        return false;
    }
    assign(QStringLiteral("model.cuda_graph_modules"), modules, where);
    assign(QStringLiteral("model.cuda_graph_scope"), none, where);
    return true;
}

// `_benchmark_common(cfg)`, `cfg.env_vars.update({...})`, or any other call.
bool Reader::callStatement(const Statement& st)
{
    static const QRegularExpression head(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.]*\\s*\\("));
    if (!head.match(st.text).hasMatch())
        return false;
    QString error;
    const auto call = PythonLiteralParser(st.text).parse(&error);
    if (!call || call->type != PyValue::Type::Call) {
        notUnderstood(st, error.isEmpty() ? PythonOverridesImporter::tr("not a call") : error);
        return true;
    }
    const QString root = call->s.section(QLatin1Char('.'), 0, 0);
    if (call->s == root + QLatin1String(".env_vars.update") && m_roots.contains(root)) {
        if (call->items.size() == 1 && call->items.first().type == PyValue::Type::Dict)
            assignEnv(call->items.first(), false, st);
        else
            notUnderstood(st, PythonOverridesImporter::tr("update() needs one dictionary"));
        return true;
    }
    if (modelHelper(*call, st))
        return true;
    const bool takesCfg = !call->items.isEmpty() && call->items.first().type == PyValue::Type::Name
        && m_roots.contains(call->items.first().s.section(QLatin1Char('.'), 0, 0));
    const SourceLocation where{m_source, st.line, 0};
    if (takesCfg && call->items.first().s.indexOf(QLatin1Char('.')) < 0 && m_hooks.helper
        && m_hooks.helper(call->s, keywords(*call), m_cfg, m_result, where))
        return true;
    if (takesCfg)
        notUnderstood(st, PythonOverridesImporter::tr("%1() is not a recipe helper the catalogue knows").arg(call->s));
    else
        skipped << st.text.left(60);
    return true;
}

void Reader::assignEnv(const PyValue& dict, bool replace, const Statement& st)
{
    const SourceLocation where{m_source, st.line, 0};
    if (replace) {
        const QStringList names = m_cfg.env().keys();
        for (const QString& n : names)
            m_cfg.unsetEnv(n);
    }
    for (int i = 0; i < dict.items.size(); ++i) {
        if (dict.keys.at(i) == QLatin1String("**")) {
            const auto vars = m_hooks.envConstant ? m_hooks.envConstant(dict.items.at(i).s) : std::nullopt;
            if (!vars) {
                notUnderstood(
                    st,
                    PythonOverridesImporter::tr("%1 is not a dictionary the catalogue knows").arg(dict.items.at(i).s));
                continue;
            }
            for (auto it = vars->constBegin(); it != vars->constEnd(); ++it) {
                m_cfg.setEnv(it.key(), it.value());
                m_cfg.setEnvOrigin(it.key(), where);
            }
            continue;
        }
        assign(QStringLiteral("env_vars.") + dict.keys.at(i), dict.items.at(i), where);
    }
}

// cfg.<path> = NAME(...): precision recipes, config classes of a section; anything else is not understood.
bool Reader::assignCall(const QString& path, const PyValue& call, const Statement& st)
{
    const SourceLocation where{m_source, st.line, 0};
    const QString fn = call.s.section(QLatin1Char('.'), -1);
    if (path == QLatin1String("mixed_precision")) {
        QString name = fn;
        if (fn == QLatin1String("_perf_precision") && call.items.size() == 1) {
            // perf_recipes/_common.py _perf_precision(compute_dtype)
            static const QMap<QString, QString> dtypes{
                {QStringLiteral("bf16"), QStringLiteral("bf16_mixed")},
                {QStringLiteral("fp8_cs"), QStringLiteral("bf16_with_fp8_current_scaling_mixed")},
                {QStringLiteral("fp8_ds"), QStringLiteral("bf16_with_fp8_delayed_scaling_mixed")},
                {QStringLiteral("fp8_mx"), QStringLiteral("bf16_with_mxfp8_mixed")},
                {QStringLiteral("nvfp4"), QStringLiteral("bf16_with_nvfp4_mixed")}};
            name = dtypes.value(call.items.first().s);
        }
        if (!name.isEmpty() && MixedPrecision::recordRecipeName(name, m_cfg, where))
            return true;
    }
    if (FieldRegistry::configSections().contains(path) && !fn.isEmpty() && fn.at(0).isUpper()) {
        // cfg.comm_overlap = CommOverlapConfig(tp_comm_overlap=True, ...): a new object, its fields at their
        // defaults except the keywords.
        for (const FieldSpec& s : FieldRegistry::instance().all())
            if (s.path.startsWith(path + QLatin1Char('.')))
                m_cfg.unset(s.id);
        for (int i = 0; i < call.items.size(); ++i) {
            if (call.keys.at(i).isEmpty()) {
                notUnderstood(st, PythonOverridesImporter::tr("positional arguments of %1()").arg(fn));
                return true;
            }
            assign(path + QLatin1Char('.') + call.keys.at(i), call.items.at(i), where);
        }
        return true;
    }
    return false;
}

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
    static const QRegularExpression fromImport(
        QStringLiteral("^from\\s+([A-Za-z_][A-Za-z0-9_.]*)\\s+import\\s+\\(?([^)]*)\\)?\\s*$"),
        QRegularExpression::DotMatchesEverythingOption);
    if (const auto im = fromImport.match(st.text); im.hasMatch()) {
        // from megatron.bridge.perf_recipes.qwen.common import qwen3_30b_a3b_pretrain_config as base
        for (const QString& item : im.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList w = item.simplified().split(QLatin1Char(' '));
            if (w.size() == 1 || (w.size() == 3 && w.at(1) == QLatin1String("as")))
                m_imports.insert(w.last(), im.captured(1) + QLatin1Char(':') + w.first());
        }
        skipped << st.text.left(60);
        return;
    }
    if (!m.hasMatch()) {
        if (!st.metadata && (baseRecipe(st) || callStatement(st)))
            return;
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
    if (const auto chained = target.match(m.captured(3)); chained.hasMatch() && !st.metadata) {
        // a = b = value: each target gets the value
        const QString prefix = st.text.left(m.capturedStart(3));
        statement(Statement{m.captured(3), st.line, false});
        statement(Statement{prefix + chained.captured(3), st.line, false});
        return;
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
        notUnderstood(st, error);
        return;
    }
    if (value->type == PyValue::Type::Call) {
        if (!assignCall(path, *value, st))
            notUnderstood(st, PythonOverridesImporter::tr("%1(...) is a call; its value is not known").arg(value->s));
        return;
    }
    if (value->type == PyValue::Type::Dict && path == QLatin1String("env_vars")) {
        assignEnv(*value, true, st);
        return;
    }
    if (value->type == PyValue::Type::Dict && path == QLatin1String("dataset.dataset_kwargs")) {
        // GPTSFTDataset reads pad_to_max_length from dataset_kwargs
        for (int i = 0; i < value->items.size(); ++i)
            if (value->keys.at(i) == QLatin1String("pad_to_max_length"))
                assign(QStringLiteral("dataset.pad_to_max_length"), value->items.at(i), where);
        return;
    }
    if (value->type == PyValue::Type::Name && m_roots.contains(value->s.section(QLatin1Char('.'), 0, 0))
        && value->s.contains(QLatin1Char('.'))) {
        // cfg.scheduler.lr_decay_iters = cfg.train.train_iters: the value the other field has now
        bool known = false;
        const QVariant v = m_cfg.valueAt(value->s.section(QLatin1Char('.'), 1), &known);
        const auto id = FieldRegistry::instance().find(path);
        if (!known || !id) {
            if (id)
                notUnderstood(st, PythonOverridesImporter::tr("%1 is not a field the rules read").arg(value->s));
            else
                m_result.unusedKeys << path;
            return;
        }
        m_cfg.set(*id, v);
        m_cfg.setOrigin(*id, where);
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
        if (v.type == PyValue::Type::List || v.type == PyValue::Type::Dict || v.type == PyValue::Type::Call) {
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
    if (path == QLatin1String("mixed_precision") && v.type == PyValue::Type::None) {
        m_cfg.clearMixedPrecision(); // None: the model's own precision fields stand
        return;
    }
    if (path == QLatin1String("mixed_precision") && v.type == PyValue::Type::Str) {
        if (!MixedPrecision::recordRecipeName(v.s, m_cfg, where))
            m_result.unknownMixedPrecision(path, v.s, where);
        return;
    }
    bool mixedPrecisionField = false;
    if (path.startsWith(QLatin1String("mixed_precision."))) {
        path = QStringLiteral("model.") + path.mid(16); // precision fields land on the model
        mixedPrecisionField = true;
    }
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
    if (v.type == PyValue::Type::Dict || v.type == PyValue::Type::Call) {
        typeError(path, PythonOverridesImporter::tr("%1: a dictionary or call is not a value of this field.").arg(path),
                  where);
        return;
    }
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
    if (mixedPrecisionField && MixedPrecision::isPrecisionField(*id))
        MixedPrecision::recordSectionField(*id, *value, m_cfg, where);
    if (*id == FieldId::PadCuSeqlens && !m_cfg.isSet(FieldId::OfflinePackingSpecs))
        m_cfg.set(FieldId::OfflinePackingSpecs, true); // set through cfg.dataset.offline_packing_specs.<field>
}

} // namespace

ImportResult PythonOverridesImporter::importText(const QString& text, TrainingConfig& cfg, const QString& source,
                                                 const RecipeHooks& hooks)
{
    ImportResult result;
    result.frontEnd = FrontEnd::BridgePython;
    TrainingConfig working = cfg;
    Reader reader(source, working, result, hooks);
    for (const Statement& st : statements(text))
        reader.statement(st);
    // runtime_config_update: the mixed-precision recipe overwrites cfg.model's precision fields afterwards.
    MixedPrecision::applyRecorded(working);
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

ImportResult PythonOverridesImporter::importFile(const QString& path, TrainingConfig& cfg, const RecipeHooks& hooks)
{
    ImportResult result;
    QByteArray data;
    QString error;
    if (!InputFile::read(path, &data, &error)) {
        result.fail(error, SourceLocation{path, 0, 0});
        return result;
    }
    return importText(QString::fromUtf8(data), cfg, path, hooks);
}

} // namespace cga
