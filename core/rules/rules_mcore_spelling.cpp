// Spec section b.1, part 1: the deprecated flags and the scope spellings of Megatron-Core's CUDA-graph block
// (MC-01..MC-06b). The deprecated full_iteration scopes and the pre-2026 API are in rules_mcore_migration.cpp, the
// __post_init__ checks that run before the block in rules_mcore_postinit.cpp.
#include "rules/rulehelpers.h"

#include <QSet>

namespace cga {

namespace {

using F = FieldId;

const QStringList kModuleNames{"attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"};

QString closestModule(const QString& name)
{
    const QString n = name.toLower();
    if (n.startsWith(QLatin1String("att")) || n == QLatin1String("self_attention"))
        return QStringLiteral("attn");
    if (n.contains(QLatin1String("router")))
        return QStringLiteral("moe_router");
    if (n.contains(QLatin1String("preprocess")) || n.contains(QLatin1String("dispatch")))
        return QStringLiteral("moe_preprocess");
    if (n.contains(QLatin1String("mamba")) || n.contains(QLatin1String("ssm")))
        return QStringLiteral("mamba");
    if (n.contains(QLatin1String("moe")) || n.contains(QLatin1String("expert")))
        return QStringLiteral("moe");
    if (n.contains(QLatin1String("mlp")) || n.contains(QLatin1String("ffn")))
        return QStringLiteral("mlp");
    return {};
}

bool isStringItem(const QVariant& v)
{
    return v.metaType().id() == QMetaType::QString;
}

QVariantList rawItems(const TrainingConfig& cfg, FieldId id)
{
    const QVariant v = cfg.value(id);
    if (isNullValue(v))
        return {};
    if (v.metaType().id() == QMetaType::QVariantList)
        return v.toList();
    if (v.metaType().id() == QMetaType::QStringList) {
        QVariantList out;
        for (const QString& s : v.toStringList())
            out << s;
        return out;
    }
    return {v};
}

void checkMc04b(RuleRun& r)
{
    TrainingConfig& c = r.ctx.cfg;
    if (c.isNull(F::CudaGraphScope) || r.ctx.hasDiagnostic("MC-04"))
        return;
    QStringList names;
    for (const QString& s : c.listValue(F::CudaGraphScope))
        names << (s.startsWith(QLatin1String("CudaGraphScope.")) || s.startsWith(QLatin1String("CudaGraphModule."))
                      ? s.section(QLatin1Char('.'), -1)
                      : s);
    // Keep non-string items as they are, so MC-06 still sees them.
    const QVariant raw = c.value(F::CudaGraphScope);
    if (raw.metaType().id() == QMetaType::QVariantList) {
        QVariantList items = raw.toList();
        for (QVariant& v : items)
            if (isStringItem(v))
                v = v.toString().section(QLatin1Char('.'), -1);
        c.set(F::CudaGraphModules, items);
    } else {
        c.set(F::CudaGraphModules, names);
    }
    c.set(F::CudaGraphScope, nullValue());
    if (r.ctx.target.profile == McoreProfile::Legacy)
        return; // before the rename cuda_graph_scope was the field itself: nothing to report
    Hit& h = r.fire({F::CudaGraphScope, F::CudaGraphModules});
    Fix f;
    f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_modules"));
    f.changes << change(F::CudaGraphScope, nullValue()) << change(F::CudaGraphModules, names);
    h.fixes << f;
}

void checkMc06b(RuleRun& r)
{
    // One finding for all unknown names, with one fix for all of them: a finding per name, each with a fix
    // that repairs only its own name, made validating (which proves every fix) cubic in the list's length.
    static const QStringList accepted
        = kModuleNames + QStringList{"full", "full_iteration", "full_iteration_inference"};
    QStringList unknown; // in the order written, each once
    QSet<QString> unknownSet;
    for (const QVariant& v : rawItems(r.ctx.cfg, F::CudaGraphModules)) {
        const QString name = v.toString();
        if (isStringItem(v) && !accepted.contains(name) && !unknownSet.contains(name)) {
            unknownSet.insert(name);
            unknown << name;
        }
    }
    if (unknown.isEmpty())
        return;
    const QStringList m = r.ctx.modules();
    const QSet<QString> listed(m.cbegin(), m.cend());
    QStringList replaced;
    QSet<QString> guesses;
    for (const QString& name : m) {
        if (!unknownSet.contains(name)) {
            replaced << name;
            continue;
        }
        const QString guess = closestModule(name);
        if (!guess.isEmpty() && !listed.contains(guess) && !guesses.contains(guess)) {
            guesses.insert(guess);
            replaced << guess;
        }
    }
    const int guessed = guesses.size();
    Hit& h = r.fire({F::CudaGraphModules});
    h.args << unknown.first();
    const char* title = nullptr;
    if (unknown.size() == 1) {
        title = guessed ? QT_TRANSLATE_NOOP("cga::Rules", "Use the closest valid name")
                        : QT_TRANSLATE_NOOP("cga::Rules", "Remove the unknown name");
    } else {
        h.variant = 1;
        h.args << joinQuoted(unknown);
        title = guessed == 0 ? QT_TRANSLATE_NOOP("cga::Rules", "Remove the unknown names")
            : guessed == unknown.size()
            ? QT_TRANSLATE_NOOP("cga::Rules", "Use the closest valid names")
            : QT_TRANSLATE_NOOP("cga::Rules", "Use the closest valid names and remove the others");
    }
    h.fixes << scopesFix(r.ctx, title, replaced);
}

} // namespace

// structure: data table
void addMcoreSpellingRules(std::vector<RuleDef>& rules)
{
    // --- The CUDA-graph block (TC L2698-2976, CGC) ---
    rules.push_back({
        .id = "MC-01",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2698-2701",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "A deprecated flag (enable_cuda_graph or external_cuda_graph) is set together with "
                            "cuda_graph_impl."),
        .messages = {{.upstream = "Do not use enable_cuda_graph or external_cuda_graph with cuda_graph_impl.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "The deprecated flags and cuda_graph_impl both choose the implementation; keep only "
                          "cuda_graph_impl.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set enable_cuda_graph and external_cuda_graph to false."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if ((c.boolValue(F::EnableCudaGraph) || c.boolValue(F::ExternalCudaGraph))
                    && c.stringValue(F::CudaGraphImpl) != QLatin1String("none")) {
                    Hit& h = r.fire({F::EnableCudaGraph, F::ExternalCudaGraph, F::CudaGraphImpl});
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Drop the deprecated flags"),
                                       {{F::EnableCudaGraph, false}, {F::ExternalCudaGraph, false}});
                }
            },
    });

    rules.push_back({
        .id = "MC-02",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2702-2704",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "Both deprecated flags enable_cuda_graph and external_cuda_graph are true."),
        .messages = {{.upstream = "enable_cuda_graph and external_cuda_graph cannot be enabled at the same time.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "enable_cuda_graph means the local implementation and external_cuda_graph the Transformer "
                          "Engine one; they cannot both be on.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Replace both with cuda_graph_impl."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.boolValue(F::EnableCudaGraph) && c.boolValue(F::ExternalCudaGraph)) {
                    Hit& h = r.fire({F::EnableCudaGraph, F::ExternalCudaGraph});
                    h.fixes << makeFix(
                        QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine graphs (cuda_graph_impl)"),
                        {{F::EnableCudaGraph, false},
                         {F::ExternalCudaGraph, false},
                         {F::CudaGraphImpl, QStringLiteral("transformer_engine")}});
                }
            },
    });

    rules.push_back({
        .id = "MC-03",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2706-2714",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A deprecated flag chooses the implementation: enable_cuda_graph becomes local, external_cuda_graph "
            "becomes transformer_engine."),
        .messages
        = {{.upstream = "enable_cuda_graph is deprecated, use cuda_graph_impl=local instead.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "enable_cuda_graph=True was turned into cuda_graph_impl=local (per-layer Megatron-Core graphs).")},
           {.upstream = "external_cuda_graph is deprecated, use cuda_graph_impl=transformer_engine instead.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "external_cuda_graph=True was turned into cuda_graph_impl=transformer_engine.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl instead of the deprecated flag."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                const bool enable = c.boolValue(F::EnableCudaGraph);
                const bool external = c.boolValue(F::ExternalCudaGraph);
                if ((!enable && !external) || (enable && external)
                    || c.stringValue(F::CudaGraphImpl) != QLatin1String("none"))
                    return;
                Hit& h = r.fire({enable ? F::EnableCudaGraph : F::ExternalCudaGraph, F::CudaGraphImpl});
                h.variant = enable ? 0 : 1;
                c.set(F::CudaGraphImpl, enable ? QStringLiteral("local") : QStringLiteral("transformer_engine"));
                if (enable)
                    r.ctx.legacyLocalManager = true;
                h.fixes << makeFix(
                    enable ? QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl=local")
                           : QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl=transformer_engine"),
                    {{enable ? F::EnableCudaGraph : F::ExternalCudaGraph, false},
                     {F::CudaGraphImpl, enable ? QStringLiteral("local") : QStringLiteral("transformer_engine")}});
            },
    });

    rules.push_back({
        .id = "MC-04",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2716-2721",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "Both cuda_graph_scope (deprecated) and cuda_graph_modules are set."),
        .messages
        = {{.upstream = "cuda_graph_scope and cuda_graph_modules cannot be set together.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "cuda_graph_scope is the old name of cuda_graph_modules; set only one of them.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Keep one of the two fields."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.isNull(F::CudaGraphScope))
                    return;
                const QStringList m = c.listValue(F::CudaGraphModules);
                if (c.isNull(F::CudaGraphModules) || m.isEmpty() || m == QStringList{QStringLiteral("full")})
                    return;
                Hit& h = r.fire({F::CudaGraphScope, F::CudaGraphModules});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Keep cuda_graph_modules, drop cuda_graph_scope"),
                                   {{F::CudaGraphScope, nullValue()}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Keep cuda_graph_scope, drop cuda_graph_modules"),
                                   {{F::CudaGraphModules, QStringList{}}});
            },
    });

    rules.push_back({
        .id = "MC-04b",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2722-2739",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "cuda_graph_scope is set: its value moves into cuda_graph_modules and cuda_graph_scope becomes None."),
        .messages
        = {{.upstream = "cuda_graph_scope is deprecated, use cuda_graph_modules instead.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "cuda_graph_scope was moved into cuda_graph_modules (the new name since May 2026).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_modules instead of cuda_graph_scope."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkMc04b,
    });

    rules.push_back({
        .id = "MC-05",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "CGC L39-41",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "\"full\" is listed together with other scopes."),
        .messages = {{.upstream = "full scope cannot be used with other scopes.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "\"full\" (the whole layer) cannot be combined with other scopes; list the scopes or use an "
                          "empty list.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Remove \"full\" or the other scopes."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const QStringList m = r.ctx.modules();
                if (m.size() > 1 && m.contains(QLatin1String("full"))) {
                    Hit& h = r.fire({F::CudaGraphModules});
                    h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Remove \"full\""),
                                         withoutItems(m, {QStringLiteral("full")}))
                            << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture whole layers (empty list)"),
                                         {});
                }
            },
    });

    rules.push_back({
        .id = "MC-05b",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2747-2751",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "\"full\" alone means the whole layer and becomes an empty list."),
        .messages = {{.upstream = "full scope is deprecated. Use empty cuda_graph_modules to capture the whole layer.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "\"full\" was replaced by an empty list (capture the whole layer).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Write an empty list instead of \"full\"."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (c.listValue(F::CudaGraphModules) != QStringList{QStringLiteral("full")})
                    return;
                c.set(F::CudaGraphModules, QStringList{});
                if (r.ctx.impl() == Impl::None)
                    return; // Bridge clears scopes of a disabled config first (MB-01)
                Hit& h = r.fire({F::CudaGraphModules});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Write an empty list"), {});
            },
    });

    rules.push_back({
        .id = "MC-06",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "CGC L49-52",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "A scope entry is neither a string nor a CudaGraphModule (for example a number)."),
        .messages = {{.upstream = "cuda_graph_modules values must be strings or CudaGraphModule enums, got %1.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "Scope entries must be names such as attn or moe_router; %1 is not a name.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Replace the entry with a scope name."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const QVariantList items = rawItems(r.ctx.cfg, F::CudaGraphModules);
                QStringList names;
                bool bad = false;
                QString badRepr;
                for (const QVariant& v : items) {
                    if (isStringItem(v)) {
                        names << v.toString();
                    } else if (!bad) {
                        bad = true;
                        badRepr = displayValue(v);
                    }
                }
                if (!bad)
                    return;
                Hit& h = r.fire({F::CudaGraphModules});
                h.args << badRepr;
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Remove the entry"), names);
            },
    });

    rules.push_back({
        .id = "MC-06b",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "CGC L57",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "A scope name is not a CudaGraphModule (for example \"attention\" or \"router\")."),
        .messages = {{.upstream = "KeyError: '%1'",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "'%1' is not a scope name. Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.")},
                     {.upstream = "KeyError: '%1'",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "%2 are not scope names (Megatron stops at the first, '%1'). Valid names: attn, mlp, "
                          "moe, moe_router, moe_preprocess, mamba.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use a valid scope name."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkMc06b,
    });
}

} // namespace cga
