#include "recipes/recipecatalogue.h"

#include "io/valueparser.h"
#include "model/mixedprecision.h"
#include "rules/rulesengine.h"

#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace cga {

namespace {

using F = FieldId;

QString jsonText(const QJsonValue& v, bool* quoted)
{
    *quoted = v.isString();
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (d == static_cast<double>(static_cast<qint64>(d)) && qAbs(d) < 1e15)
            return QString::number(static_cast<qint64>(d));
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    }
    case QJsonValue::String:
        return v.toString();
    default:
        return QStringLiteral("null");
    }
}

// Recipes that share their values, environment or unresolved list name them by their index in the catalogue's
// "pools" (the generator writes each distinct one once); an object or array in place is read as it is.
QJsonValue pooled(const QJsonObject& o, const QJsonObject& pools, QLatin1String key)
{
    const QJsonValue v = o.value(key);
    return v.isDouble() ? pools.value(key).toArray().at(v.toInt()) : v;
}

RecipeEntry entryFrom(const QJsonObject& o, const QJsonObject& pools)
{
    RecipeEntry e;
    e.name = o.value(QLatin1String("name")).toString();
    e.file = o.value(QLatin1String("file")).toString();
    e.line = o.value(QLatin1String("line")).toInt();
    e.kind = o.value(QLatin1String("kind")).toString();
    e.family = o.value(QLatin1String("family")).toString();
    e.model = o.value(QLatin1String("model")).toString();
    e.gpu = o.value(QLatin1String("gpu")).toString();
    e.numGpus = o.value(QLatin1String("num_gpus")).toInt();
    e.precision = o.value(QLatin1String("precision")).toString();
    e.task = o.value(QLatin1String("task")).toString();
    const QJsonValue moe = o.value(QLatin1String("moe"));
    if (moe.isBool())
        e.moe = moe.toBool();
    e.hfModel = o.value(QLatin1String("hf_model")).toString();
    e.architectureFrom = o.value(QLatin1String("architecture_from")).toString();
    e.values = pooled(o, pools, QLatin1String("values")).toObject();
    e.env = pooled(o, pools, QLatin1String("env")).toObject();
    e.unresolved = pooled(o, pools, QLatin1String("unresolved")).toArray();
    for (const QJsonValue& p : pooled(o, pools, QLatin1String("provider_defaults")).toArray())
        e.providerDefaults << p.toString();
    return e;
}

} // namespace

QString RecipeEntry::graphImpl() const
{
    const QJsonValue v = values.value(QLatin1String("model.cuda_graph_impl"));
    return v.isString() ? v.toString() : QStringLiteral("none");
}

QStringList RecipeEntry::graphScopes() const
{
    QStringList out;
    for (const char* key : {"model.cuda_graph_modules", "model.cuda_graph_scope"}) {
        const QJsonValue v = values.value(QLatin1String(key));
        if (v.isString())
            out << v.toString();
        for (const QJsonValue& item : v.toArray())
            out << item.toString();
        if (!out.isEmpty())
            break;
    }
    return out;
}

bool RecipeEntry::enablesGraphs() const
{
    return graphImpl() != QLatin1String("none") || graphScopes().contains(QStringLiteral("full_iteration"));
}

QString RecipeEntry::sourceText() const
{
    return QStringLiteral("%1:%2").arg(file).arg(line);
}

QStringList RecipeEntry::unresolvedPaths() const
{
    QStringList out;
    for (const QJsonValue& u : unresolved)
        for (const QJsonValue& p : u.toObject().value(QLatin1String("paths")).toArray())
            out << p.toString();
    return out;
}

const RecipeCatalogue& RecipeCatalogue::builtIn()
{
    static const RecipeCatalogue catalogue = [] {
        QFile f(QStringLiteral(":/recipes/catalogue.json"));
        if (!f.open(QIODevice::ReadOnly))
            return RecipeCatalogue();
        auto c = fromJson(f.readAll());
        return c ? *c : RecipeCatalogue();
    }();
    return catalogue;
}

std::optional<RecipeCatalogue> RecipeCatalogue::fromJson(const QByteArray& json, QString* error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = tr("offset %1: %2").arg(pe.offset).arg(pe.errorString());
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    RecipeCatalogue c;
    const QJsonObject source = root.value(QLatin1String("source")).toObject();
    c.m_commit = source.value(QLatin1String("commit")).toString();
    c.m_date = source.value(QLatin1String("date")).toString();
    c.m_repository = source.value(QLatin1String("repository")).toString();
    const QJsonArray recipes = root.value(QLatin1String("recipes")).toArray();
    const QJsonObject pools = root.value(QLatin1String("pools")).toObject();
    c.m_entries.reserve(recipes.size());
    for (const QJsonValue& r : recipes) {
        RecipeEntry e = entryFrom(r.toObject(), pools);
        if (e.name.isEmpty())
            continue;
        if (const int seen = c.m_byName.value(e.name, -1); seen >= 0) {
            // A name defined in recipes/ and perf_recipes/: by name alone the flat perf recipe (the one the harness
            // runs); "module:name" finds the other.
            if (e.kind == QLatin1String("perf") && c.m_entries.at(seen).kind != QLatin1String("perf"))
                c.m_byName.insert(e.name, c.m_entries.size());
            c.m_entries << e;
            continue;
        }
        c.m_byName.insert(e.name, c.m_entries.size());
        c.m_entries << e;
    }
    const QJsonObject aliases = root.value(QLatin1String("aliases")).toObject();
    for (auto mod = aliases.constBegin(); mod != aliases.constEnd(); ++mod) {
        const QJsonObject names = mod.value().toObject();
        for (auto it = names.constBegin(); it != names.constEnd(); ++it)
            if (const RecipeEntry* target = c.find(it.value().toString())) // "defining.module:function"
                c.m_aliases[mod.key()].insert(it.key(), int(target - c.m_entries.constData()));
    }
    const QJsonObject helpers = root.value(QLatin1String("helpers")).toObject();
    for (auto it = helpers.constBegin(); it != helpers.constEnd(); ++it)
        c.m_helpers.insert(it.key(), it.value().toObject());
    const QJsonObject constants = root.value(QLatin1String("constants")).toObject();
    for (auto it = constants.constBegin(); it != constants.constEnd(); ++it) {
        QMap<QString, QString> vars;
        const QJsonObject o = it.value().toObject();
        for (auto v = o.constBegin(); v != o.constEnd(); ++v)
            vars.insert(v.key(), v.value().toString());
        c.m_constants.insert(it.key(), vars);
    }
    return c;
}

const RecipeEntry* RecipeCatalogue::find(const QString& name) const
{
    // "megatron.bridge.perf_recipes.qwen.common:qwen3_30b_a3b_pretrain_config": the name as that module defines it
    const qsizetype colon = name.indexOf(QLatin1Char(':'));
    if (colon >= 0) {
        const QString module = name.left(colon);
        const QString attr = name.mid(colon + 1);
        const int index = m_aliases.value(module).value(attr, -1);
        if (index >= 0)
            return &m_entries.at(index);
        // the function itself, defined in that module or a package below it
        for (const RecipeEntry& e : m_entries) {
            if (e.name != attr)
                continue;
            const QString defining
                = QStringLiteral("megatron.bridge.") + QString(e.file).chopped(3).replace(QLatin1Char('/'), '.');
            if (defining.startsWith(module))
                return &e;
        }
        return find(attr);
    }
    int index = m_byName.value(name, -1);
    if (index < 0)
        index = m_aliases.value(QStringLiteral("*")).value(name, -1); // the same recipe in every module
    return index < 0 ? nullptr : &m_entries.at(index);
}

QList<const RecipeEntry*> RecipeCatalogue::search(const QString& query) const
{
    const QStringList words = query.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<const RecipeEntry*> out;
    for (const RecipeEntry& e : m_entries) {
        const QString graph = e.enablesGraphs() ? QStringLiteral("graphs ") + e.graphImpl() : QStringLiteral("eager");
        const QString hay = QStringList{e.name,
                                        e.family,
                                        e.gpu,
                                        e.precision,
                                        e.kind,
                                        e.task,
                                        e.hfModel,
                                        graph,
                                        e.graphScopes().join(QLatin1Char(' ')),
                                        e.moe ? (*e.moe ? QStringLiteral("moe") : QStringLiteral("dense")) : QString()}
                                .join(QLatin1Char(' '))
                                .toLower();
        bool all = true;
        for (const QString& w : words)
            all = all && hay.contains(w);
        if (all)
            out << &e;
    }
    return out;
}

bool RecipeCatalogue::applyValue(const QString& rawPath, const QJsonValue& value, TrainingConfig& cfg,
                                 const SourceLocation& where)
{
    QString path = rawPath;
    if (path == QLatin1String("mixed_precision")) {
        return value.isString() && MixedPrecision::recordRecipeName(value.toString(), cfg, where);
    }
    bool mixedPrecisionField = false;
    if (path.startsWith(QLatin1String("mixed_precision."))) {
        path = QStringLiteral("model.") + path.mid(16); // precision fields land on the model
        mixedPrecisionField = true;
    }
    const auto id = FieldRegistry::instance().find(path);
    if (!id)
        return false;
    const FieldSpec& spec = FieldRegistry::instance().spec(*id);
    if (*id == F::OfflinePackingSpecs) {
        cfg.set(*id, !value.isNull() && !(value.isBool() && !value.toBool()));
        return true;
    }
    QString error;
    std::optional<QVariant> v;
    bool quoted = false;
    if (value.isArray()) {
        QList<QPair<QString, bool>> items;
        for (const QJsonValue& item : value.toArray()) {
            const QString t = jsonText(item, &quoted);
            items << qMakePair(t, quoted);
        }
        v = ValueParser::list(spec, items, &error);
    } else {
        v = ValueParser::scalar(spec, jsonText(value, &quoted), quoted, &error);
    }
    if (!v)
        return false;
    cfg.set(*id, *v);
    cfg.setOrigin(*id, where);
    if (mixedPrecisionField && MixedPrecision::isPrecisionField(*id))
        MixedPrecision::recordSectionField(*id, *v, cfg, where);
    return true;
}

bool RecipeCatalogue::apply(const QString& name, TrainingConfig& cfg, ImportResult& result,
                            const SourceLocation& where) const
{
    const RecipeEntry* e = find(name);
    if (!e)
        return false;
    const SourceLocation at{e->sourceText(), 0, 0};
    // Precision first: Bridge applies mixed_precision onto the model when the config is finalised, so its fields
    // win over model.bf16 ... set directly.
    QStringList keys = e->values.keys();
    std::stable_partition(keys.begin(), keys.end(),
                          [](const QString& k) { return !k.startsWith(QLatin1String("mixed_precision")); });
    for (const QString& key : keys)
        applyValue(key, e->values.value(key), cfg, at);
    const QStringList envNames = cfg.env().keys();
    for (const QString& n : envNames)
        cfg.unsetEnv(n);
    for (auto it = e->env.constBegin(); it != e->env.constEnd(); ++it) {
        cfg.setEnv(it.key(), it.value().toString());
        cfg.setEnvOrigin(it.key(), at);
    }
    const QStringList unresolved = e->unresolvedPaths();
    for (const QString& path : unresolved)
        if (const auto id = FieldRegistry::instance().find(path))
            cfg.markUnresolved(*id);
    // A provider a Hugging Face bridge builds: a model value the recipe never assigns is only the plain provider's
    // declared default; the bridge's provider_bridge() may set its own, so it is not known either.
    for (const QString& path : e->providerDefaults)
        if (const auto id = FieldRegistry::instance().find(path))
            cfg.markUnresolved(*id);
    if (!unresolved.isEmpty()) {
        Hit hit;
        hit.args << e->name << e->sourceText() << QString::number(unresolved.size())
                 << unresolved.mid(0, 8).join(QStringLiteral(", "))
                + (unresolved.size() > 8 ? QStringLiteral(", ...") : QString());
        hit.fields = unresolved.mid(0, 20);
        Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-09"), hit);
        d.location = where;
        result.diagnostics << d;
    }
    return true;
}

// perf_recipes/_common.py _benchmark_common L67-89: the parts that depend on the cfg.
void RecipeCatalogue::applyBenchmarkCommon(const QMap<QString, QString>& keywords, TrainingConfig& cfg,
                                           const SourceLocation& where) const
{
    cfg.set(F::CrossEntropyFusionImpl, keywords.value(QStringLiteral("cross_entropy_impl"), QStringLiteral("te")));
    cfg.setOrigin(F::CrossEntropyFusionImpl, where);
    const QString impl = cfg.stringValue(F::CudaGraphImpl);
    const QStringList scopes = cfg.listValue(F::CudaGraphScope) + cfg.listValue(F::CudaGraphModules);
    const bool active = impl != QLatin1String("none") || scopes.contains(QStringLiteral("full_iteration"));
    if (impl == QLatin1String("none")) {
        cfg.set(F::CudaGraphScope, QStringList{});
        cfg.setOrigin(F::CudaGraphScope, where);
    }
    // `if cuda_impl is not None or scope_names`: cuda_graph_impl always has a value here.
    cfg.set(F::RngTeRngTracker, active);
    cfg.set(F::UseTeRngTracker, active);
    cfg.setOrigin(F::RngTeRngTracker, where);
    cfg.setOrigin(F::UseTeRngTracker, where);
}

bool RecipeCatalogue::applyHelper(const QString& name, const QMap<QString, QString>& keywords, TrainingConfig& cfg,
                                  ImportResult& result, const SourceLocation& where) const
{
    const auto it = m_helpers.constFind(name);
    if (it == m_helpers.constEnd())
        return false;
    if (name == QLatin1String("_llama_benchmark_common")) {
        // perf_recipes/llama/common.py L49-57: _benchmark_common, then the dispatcher, and TE RNG stays off when
        // it was off on an eager recipe.
        const bool rngOff = !cfg.boolValue(F::RngTeRngTracker) && !cfg.boolValue(F::UseTeRngTracker);
        const bool eager = cfg.stringValue(F::CudaGraphImpl) == QLatin1String("none");
        applyHelper(QStringLiteral("_benchmark_common"), {}, cfg, result, where);
        cfg.set(F::MoeTokenDispatcherType, QStringLiteral("alltoall"));
        if (eager && rngOff) {
            cfg.set(F::RngTeRngTracker, false);
            cfg.set(F::UseTeRngTracker, false);
        }
        return true;
    }
    QStringList notRead;
    for (const QJsonValue& ev : it->value(QLatin1String("effects")).toArray()) {
        const QJsonObject e = ev.toObject();
        const SourceLocation at{e.value(QLatin1String("at")).toString(), 0, 0};
        if (e.contains(QLatin1String("param"))) {
            // `cfg.train.global_batch_size = global_batch_size`: the argument given, else the default
            const QString byName = e.value(QLatin1String("param")).toString();
            const QString byPosition = QStringLiteral("#%1").arg(e.value(QLatin1String("position")).toInt());
            const QString text = keywords.value(byName, keywords.value(byPosition));
            if (keywords.contains(byName) || keywords.contains(byPosition)) {
                bool isNumber = false;
                const double number = text.toDouble(&isNumber);
                applyValue(e.value(QLatin1String("set")).toString(), isNumber ? QJsonValue(number) : QJsonValue(text),
                           cfg, where);
            } else if (e.contains(QLatin1String("value"))) {
                applyValue(e.value(QLatin1String("set")).toString(), e.value(QLatin1String("value")), cfg, at);
            } else {
                notRead << e.value(QLatin1String("at")).toString();
            }
        } else if (e.contains(QLatin1String("set"))) {
            applyValue(e.value(QLatin1String("set")).toString(), e.value(QLatin1String("value")), cfg, at);
        } else if (e.contains(QLatin1String("copy"))) {
            bool known = false;
            const QVariant v = cfg.valueAt(e.value(QLatin1String("from")).toString(), &known);
            const auto id = FieldRegistry::instance().find(e.value(QLatin1String("copy")).toString());
            if (known && id)
                cfg.set(*id, v);
        } else if (e.contains(QLatin1String("object"))) {
            const QString section = e.value(QLatin1String("object")).toString();
            for (const FieldSpec& s : FieldRegistry::instance().all())
                if (s.path.startsWith(section + QLatin1Char('.')))
                    cfg.unset(s.id);
            const QJsonObject vals = e.value(QLatin1String("values")).toObject();
            for (auto v = vals.constBegin(); v != vals.constEnd(); ++v)
                applyValue(section + QLatin1Char('.') + v.key(), v.value(), cfg, at);
        } else if (name != QLatin1String("_benchmark_common")) {
            // A statement that is not a literal assignment: nested helpers are applied; one that sets a field the
            // rules read, or hands the cfg to a function the catalogue does not know, is reported.
            const QString logic = e.value(QLatin1String("logic")).toString();
            bool unknownCall = false;
            for (const QJsonValue& c : e.value(QLatin1String("calls")).toArray()) {
                const QString callee = c.toString();
                if (!m_helpers.contains(callee)) {
                    unknownCall = true;
                    continue;
                }
                QMap<QString, QString> kw;
                static const QRegularExpression arg(QStringLiteral("(\\w+)\\s*=\\s*'([^']*)'"));
                for (auto m = arg.globalMatch(logic); m.hasNext();) {
                    const auto a = m.next();
                    kw.insert(a.captured(1), a.captured(2));
                }
                applyHelper(callee, kw, cfg, result, at);
            }
            if (unknownCall || !e.value(QLatin1String("touches")).toArray().isEmpty())
                notRead << e.value(QLatin1String("at")).toString();
        }
    }
    if (name == QLatin1String("_benchmark_common"))
        applyBenchmarkCommon(keywords, cfg, where);
    if (!notRead.isEmpty()) {
        Hit hit;
        hit.args << name + QStringLiteral("(cfg)")
                 << tr("statements of the helper that are not literal assignments: %1")
                        .arg(notRead.join(QStringLiteral(", ")));
        Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-08"), hit);
        d.location = where;
        result.diagnostics << d;
    }
    return true;
}

std::optional<QMap<QString, QString>> RecipeCatalogue::envConstant(const QString& name) const
{
    const auto it = m_constants.constFind(name);
    if (it == m_constants.constEnd())
        return std::nullopt;
    return *it;
}

RecipeHooks RecipeCatalogue::hooks() const
{
    RecipeHooks h;
    h.recipe = [this](const QString& fn, TrainingConfig& cfg, ImportResult& result, const SourceLocation& where) {
        return apply(fn, cfg, result, where);
    };
    h.helper = [this](const QString& fn, const QMap<QString, QString>& kw, TrainingConfig& cfg, ImportResult& result,
                      const SourceLocation& where) { return applyHelper(fn, kw, cfg, result, where); };
    h.envConstant = [this](const QString& name) { return envConstant(name); };
    return h;
}

RecipeHooks RecipeCatalogue::builtInHooks()
{
    RecipeHooks h;
    h.recipe = [](const QString& fn, TrainingConfig& cfg, ImportResult& result, const SourceLocation& where) {
        return builtIn().apply(fn, cfg, result, where);
    };
    h.helper = [](const QString& fn, const QMap<QString, QString>& kw, TrainingConfig& cfg, ImportResult& result,
                  const SourceLocation& where) { return builtIn().applyHelper(fn, kw, cfg, result, where); };
    h.envConstant = [](const QString& name) { return builtIn().envConstant(name); };
    return h;
}

HarnessImporter::RecipeResolver RecipeCatalogue::builtInResolver()
{
    return [](const QString& function, const QString& shortName, TrainingConfig& cfg) {
        return builtIn().resolver()(function, shortName, cfg);
    };
}

HarnessImporter::RecipeResolver RecipeCatalogue::resolver() const
{
    return [this](const QString& function, const QString&, TrainingConfig& cfg) {
        ImportResult ignored;
        return apply(function, cfg, ignored, SourceLocation{});
    };
}

} // namespace cga
