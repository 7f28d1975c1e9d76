#include "io/hydraoverrides.h"

#include "io/valueparser.h"
#include "model/mixedprecision.h"
#include "model/valueformat.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cga {

namespace {

// Reads a quoted string starting at text[i] (a quote); returns the unescaped content and moves i past it.
std::optional<QString> readQuoted(const QString& text, int& i)
{
    const QChar q = text.at(i);
    QString out;
    for (++i; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\') && i + 1 < text.size()
            && (text.at(i + 1) == q || text.at(i + 1) == QLatin1Char('\\'))) {
            out += text.at(++i);
            continue;
        }
        if (c == q) {
            ++i;
            return out;
        }
        out += c;
    }
    return std::nullopt;
}

void importError(ImportResult& result, const QString& token, const QString& reason, const SourceLocation& where)
{
    Hit hit;
    hit.fields << token.section(QLatin1Char('='), 0, 0).remove(QRegularExpression(QStringLiteral("^[+~]+")));
    hit.args << reason << reason;
    Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-04"), hit);
    d.location = where;
    result.diagnostics << d;
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
    const QString v = t.mid(eq + 1).trimmed();
    if (v.startsWith(QLatin1Char('{')))
        return fail(HydraOverrides::tr("dictionary values are not supported in '%1'.").arg(token));
    if (v.startsWith(QLatin1Char('['))) {
        if (!v.endsWith(QLatin1Char(']')))
            return fail(HydraOverrides::tr("the list in '%1' is not closed with ']'.").arg(token));
        o.isList = true;
        const QString inner = v.mid(1, v.size() - 2);
        int i = 0;
        while (i < inner.size()) {
            while (i < inner.size() && inner.at(i).isSpace())
                ++i;
            if (i >= inner.size())
                break;
            if (inner.at(i) == QLatin1Char('[') || inner.at(i) == QLatin1Char('{'))
                return fail(HydraOverrides::tr("nested lists are not supported in '%1'.").arg(token));
            if (inner.at(i) == QLatin1Char('\'') || inner.at(i) == QLatin1Char('"')) {
                const auto q = readQuoted(inner, i);
                if (!q)
                    return fail(HydraOverrides::tr("an unterminated quote in '%1'.").arg(token));
                o.items << qMakePair(*q, true);
            } else {
                int start = i;
                while (i < inner.size() && inner.at(i) != QLatin1Char(','))
                    ++i;
                const QString item = inner.mid(start, i - start).trimmed();
                if (item.isEmpty())
                    return fail(HydraOverrides::tr("an empty list item in '%1'.").arg(token));
                o.items << qMakePair(item, false);
            }
            while (i < inner.size() && inner.at(i).isSpace())
                ++i;
            if (i < inner.size()) {
                if (inner.at(i) != QLatin1Char(','))
                    return fail(HydraOverrides::tr("expected ',' between list items in '%1'.").arg(token));
                ++i;
            }
        }
        return o;
    }
    if (v.startsWith(QLatin1Char('\'')) || v.startsWith(QLatin1Char('"'))) {
        int i = 0;
        const auto q = readQuoted(v, i);
        if (!q || i != v.size())
            return fail(HydraOverrides::tr("an unterminated or misplaced quote in '%1'.").arg(token));
        o.text = *q;
        o.quoted = true;
        return o;
    }
    o.text = v;
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
        // Environment variables live in a dict: a new name needs '+', as Hydra's struct mode demands.
        if (o->key.startsWith(QLatin1String("env_vars."))) {
            const QString name = o->key.mid(9);
            const bool exists = cfg.hasEnv(name);
            if (o->kind == Override::Kind::Delete) {
                cfg.unsetEnv(name);
                continue;
            }
            if (o->kind == Override::Kind::Set && !exists) {
                importError(
                    result, token,
                    HydraOverrides::tr("Could not override '%1'. Key '%2' is not in struct: write +%1=%3 to add it.")
                        .arg(o->key, name, o->text),
                    where);
                continue;
            }
            if (o->kind == Override::Kind::Add && exists) {
                importError(result, token,
                            HydraOverrides::tr("Could not append to config. An item is already at '%1': drop the '+'.")
                                .arg(o->key),
                            where);
                continue;
            }
            if (o->isList) {
                importError(result, token, HydraOverrides::tr("an environment variable needs a single value."), where);
                continue;
            }
            FieldSpec envSpec;
            envSpec.path = o->key;
            envSpec.type = FieldType::Env;
            envSpec.nullable = true;
            const auto v = ValueParser::scalar(envSpec, o->text, o->quoted, &error);
            if (!v) {
                result.ignoreValue(o->key, error, where);
                continue;
            }
            if (ValueFormat::isNullText(o->text)) {
                cfg.unsetEnv(name);
                continue;
            }
            cfg.setEnv(name, v->toString());
            cfg.setEnvOrigin(name, where);
            continue;
        }
        // Bridge's mixed_precision is a recipe name or a config whose precision fields land on the model.
        if (o->key == QLatin1String("mixed_precision") && o->kind != Override::Kind::Delete && !o->isList) {
            if (MixedPrecision::applyRecipeName(o->text, cfg)) {
                cfg.setOrigin(FieldId::Bf16, where);
                continue;
            }
        }
        QString key = o->key;
        if (key.startsWith(QLatin1String("mixed_precision."))) {
            const QString name = key.mid(16);
            if (name == QLatin1String("bf16") || name == QLatin1String("fp16") || name == QLatin1String("fp8")
                || name == QLatin1String("fp8_recipe") || name == QLatin1String("fp4"))
                key = QStringLiteral("model.") + name;
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
        std::optional<QVariant> v = o->isList ? ValueParser::list(spec, o->items, &error)
                                              : ValueParser::scalar(spec, o->text, o->quoted, &error);
        if (!v) {
            result.ignoreValue(spec.path, error, where);
            continue;
        }
        cfg.set(*id, *v);
        cfg.setOrigin(*id, where);
        // A field inside dataset.offline_packing_specs means the specs exist (as a YAML mapping would).
        if (*id == FieldId::PadCuSeqlens && !cfg.isSet(FieldId::OfflinePackingSpecs))
            cfg.set(FieldId::OfflinePackingSpecs, true);
    }
    if (!result.unusedKeys.isEmpty()) {
        Hit hit;
        hit.args << QString::number(result.unusedKeys.size()) << source;
        hit.fields = result.unusedKeys.mid(0, 20);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("IMP-03"), hit);
    }
    return result;
}

} // namespace cga
