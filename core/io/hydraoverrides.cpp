#include "io/hydraoverrides.h"

#include "io/hydravalue.h"
#include "io/valueparser.h"
#include "model/mixedprecision.h"
#include "model/valueformat.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cga {

namespace {

void importError(ImportResult& result, const QString& token, const QString& reason, const SourceLocation& where)
{
    Hit hit;
    hit.fields << token.section(QLatin1Char('='), 0, 0).remove(QRegularExpression(QStringLiteral("^[+~]+")));
    hit.args << reason << reason;
    Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-04"), hit);
    d.location = where;
    result.diagnostics << d;
}

// Environment variables live in a dict: a new name needs '+', as Hydra's struct mode demands.
void applyEnv(const HydraOverrides::Override& o, const QString& token, const SourceLocation& where, TrainingConfig& cfg,
              ImportResult& result)
{
    using Override = HydraOverrides::Override;
    QString error;
    const QString name = o.key.mid(9);
    const bool exists = cfg.hasEnv(name);
    if (o.kind == Override::Kind::Delete) {
        cfg.unsetEnv(name);
        return;
    }
    if (o.kind == Override::Kind::Set && !exists) {
        importError(result, token,
                    HydraOverrides::tr("Could not override '%1'. Key '%2' is not in struct: write +%1=%3 to add it.")
                        .arg(o.key, name, o.text),
                    where);
        return;
    }
    if (o.kind == Override::Kind::Add && exists) {
        importError(
            result, token,
            HydraOverrides::tr("Could not append to config. An item is already at '%1': drop the '+'.").arg(o.key),
            where);
        return;
    }
    if (!o.value.isScalar()) {
        importError(result, token, HydraOverrides::tr("an environment variable needs a single value."), where);
        return;
    }
    FieldSpec envSpec;
    envSpec.path = o.key;
    envSpec.type = FieldType::Env;
    envSpec.nullable = true;
    const auto v = ValueParser::scalar(envSpec, o.text, o.quoted, &error);
    if (!v) {
        result.ignoreValue(o.key, error, where);
        return;
    }
    if (ValueFormat::isNullText(o.text)) {
        cfg.unsetEnv(name);
        return;
    }
    cfg.setEnv(name, v->toString());
    cfg.setEnvOrigin(name, where);
}

} // namespace

std::optional<HydraOverrides::Override> HydraOverrides::parse(const QString& token, QString* error)
{
    auto fail = [&](const QString& m) -> std::optional<Override> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    Override o;
    QString t = token.trimmed();
    if (t.startsWith(QLatin1String("++"))) {
        o.kind = Override::Kind::ForceAdd;
        t = t.mid(2);
    } else if (t.startsWith(QLatin1Char('+'))) {
        o.kind = Override::Kind::Add;
        t = t.mid(1);
    } else if (t.startsWith(QLatin1Char('~'))) {
        o.kind = Override::Kind::Delete;
        t = t.mid(1);
    }
    const int eq = t.indexOf(QLatin1Char('='));
    o.key = (eq < 0 ? t : t.left(eq)).trimmed();
    static const QRegularExpression keyRe(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*\\z"));
    if (!keyRe.match(o.key).hasMatch())
        return fail(HydraOverrides::tr("'%1' is not a valid key (expected dotted names such as model.cuda_graph_impl).")
                        .arg(o.key));
    if (eq < 0) {
        if (o.kind != Override::Kind::Delete)
            return fail(HydraOverrides::tr("'%1' has no '=value'.").arg(token));
        return o;
    }
    o.hasValue = true;
    const auto value = HydraValue::parse(t.mid(eq + 1), error);
    if (!value)
        return std::nullopt;
    o.value = *value;
    o.isList = value->kind == HydraValue::Kind::List;
    o.nested = !value->isScalar() && !value->isFlatList();
    if (value->isScalar()) {
        o.text = value->text;
        o.quoted = value->kind == HydraValue::Kind::Quoted;
    } else if (value->isFlatList()) {
        for (const HydraValue& item : value->items)
            o.items << qMakePair(item.text, item.kind == HydraValue::Kind::Quoted);
    }
    return o;
}

ImportResult HydraOverrides::apply(const QStringList& overrides, TrainingConfig& cfg, const QString& source)
{
    ImportResult result;
    for (int n = 0; n < overrides.size(); ++n) {
        const QString& token = overrides.at(n);
        const SourceLocation where{source, n + 1, 0};
        QString error;
        const auto o = parse(token, &error);
        if (!o) {
            importError(result, token, error, where);
            continue;
        }
        if (o->key.startsWith(QLatin1String("env_vars."))) {
            applyEnv(*o, token, where, cfg, result);
            continue;
        }
        // Bridge's mixed_precision is a recipe name or a config whose precision fields land on the model.
        if (o->key == QLatin1String("mixed_precision")
            && (o->kind == Override::Kind::Delete || (o->value.isScalar() && o->text == QLatin1String("null")))) {
            cfg.clearMixedPrecision(); // None: the model's own precision fields stand
            continue;
        }
        if (o->key == QLatin1String("mixed_precision") && o->value.isScalar()) {
            if (!MixedPrecision::recordRecipeName(o->text, cfg, where))
                result.unknownMixedPrecision(o->key, o->text, where);
            continue;
        }
        QString key = o->key;
        bool mixedPrecisionField = false;
        if (key.startsWith(QLatin1String("mixed_precision."))) {
            const QString name = key.mid(16);
            if (name == QLatin1String("bf16") || name == QLatin1String("fp16") || name == QLatin1String("fp8")
                || name == QLatin1String("fp8_recipe") || name == QLatin1String("fp4")) {
                key = QStringLiteral("model.") + name;
                mixedPrecisionField = true;
            }
        }
        const auto id = FieldRegistry::instance().find(key);
        if (!id) {
            const QString suggestion = FieldRegistry::instance().suggest(o->key);
            if (!suggestion.isEmpty() || o->key.contains(QLatin1String("cuda_graph"))) {
                Hit hit;
                hit.fields << o->key;
                hit.args << o->key << suggestion;
                hit.variant = suggestion.isEmpty() ? 1 : 0;
                Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-01"), hit);
                d.location = where;
                result.diagnostics << d;
            } else {
                result.unusedKeys << o->key;
            }
            continue;
        }
        const FieldSpec& spec = FieldRegistry::instance().spec(*id);
        if (o->kind == Override::Kind::Delete) {
            cfg.unset(*id);
            continue;
        }
        if (o->kind == Override::Kind::Add) {
            importError(
                result, token,
                HydraOverrides::tr("Could not append to config. An item is already at '%1': drop the '+'.").arg(o->key),
                where);
            continue;
        }
        if (o->nested) {
            result.ignoreValue(spec.path,
                               HydraOverrides::tr("%1 expects %2; the override gives %3.")
                                   .arg(spec.path, FieldRegistry::typeName(spec.type),
                                        o->value.kind == HydraValue::Kind::Dict ? HydraOverrides::tr("a dict")
                                                                                : HydraOverrides::tr("a nested list")),
                               where);
            continue;
        }
        if (o->value.isInterpolation()) {
            result.unusedKeys << o->key; // OmegaConf resolves ${...} when Bridge reads the config: kept, not checked
            continue;
        }
        std::optional<QVariant> v = o->isList ? ValueParser::list(spec, o->items, &error)
                                              : ValueParser::scalar(spec, o->text, o->quoted, &error);
        if (!v) {
            result.ignoreValue(spec.path, error, where);
            continue;
        }
        cfg.set(*id, *v);
        cfg.setOrigin(*id, where);
        if (mixedPrecisionField)
            MixedPrecision::recordSectionField(*id, *v, cfg, where);
        // A field inside dataset.offline_packing_specs means the specs exist (as a YAML mapping would).
        if (*id == FieldId::PadCuSeqlens && !cfg.isSet(FieldId::OfflinePackingSpecs))
            cfg.set(FieldId::OfflinePackingSpecs, true);
    }
    // runtime_config_update applies the mixed-precision config after the overrides: it wins over model.fp8=...
    MixedPrecision::applyRecorded(cfg);
    if (!result.unusedKeys.isEmpty()) {
        Hit hit;
        hit.args << QString::number(result.unusedKeys.size()) << source;
        hit.fields = result.unusedKeys.mid(0, 20);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("IMP-03"), hit);
    }
    return result;
}

} // namespace cga
