// Spec section b.1, part 1: the implementation and scope spellings of Megatron-Core's CUDA-graph block (MC-01..MC-13)
// and the pre-2026 API (LEG-*). The __post_init__ checks that run before the block are in rules_mcore_postinit.cpp.
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

} // namespace

void addMcoreSpellingRules(std::vector<RuleDef>& rules)
{
    // --- The CUDA-graph block (TC L2698-2976, CGC) ---
    rules.push_back(
        {"MC-01",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "TC L2698-2701",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "A deprecated flag (enable_cuda_graph or external_cuda_graph) is set together with "
                           "cuda_graph_impl."),
         {{"Do not use enable_cuda_graph or external_cuda_graph with cuda_graph_impl.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "The deprecated flags and cuda_graph_impl both choose the implementation; keep only "
                             "cuda_graph_impl.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set enable_cuda_graph and external_cuda_graph to false."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if ((c.boolValue(F::EnableCudaGraph) || c.boolValue(F::ExternalCudaGraph))
                 && c.stringValue(F::CudaGraphImpl) != QLatin1String("none")) {
                 Hit& h = r.fire({F::EnableCudaGraph, F::ExternalCudaGraph, F::CudaGraphImpl});
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Drop the deprecated flags"),
                                    {{F::EnableCudaGraph, false}, {F::ExternalCudaGraph, false}});
             }
         }});

    rules.push_back(
        {"MC-02",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "TC L2702-2704",
         QT_TRANSLATE_NOOP("cga::Rules", "Both deprecated flags enable_cuda_graph and external_cuda_graph are true."),
         {{"enable_cuda_graph and external_cuda_graph cannot be enabled at the same time.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "enable_cuda_graph means the local implementation and external_cuda_graph the Transformer "
                             "Engine one; they cannot both be on.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Replace both with cuda_graph_impl."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (c.boolValue(F::EnableCudaGraph) && c.boolValue(F::ExternalCudaGraph)) {
                 Hit& h = r.fire({F::EnableCudaGraph, F::ExternalCudaGraph});
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine graphs (cuda_graph_impl)"),
                                    {{F::EnableCudaGraph, false},
                                     {F::ExternalCudaGraph, false},
                                     {F::CudaGraphImpl, QStringLiteral("transformer_engine")}});
             }
         }});

    rules.push_back(
        {"MC-03",
         Severity::Auto,
         Phase::Rco,
         Stage::Finalize,
         "TC L2706-2714",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "A deprecated flag chooses the implementation: enable_cuda_graph becomes local, external_cuda_graph "
             "becomes transformer_engine."),
         {{"enable_cuda_graph is deprecated, use cuda_graph_impl=local instead.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "enable_cuda_graph=True was turned into cuda_graph_impl=local (per-layer Megatron-Core graphs).")},
          {"external_cuda_graph is deprecated, use cuda_graph_impl=transformer_engine instead.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "external_cuda_graph=True was turned into cuda_graph_impl=transformer_engine.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl instead of the deprecated flag."),
         FeAll,
         PrAll,
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
         }});

    rules.push_back(
        {"MC-04",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "TC L2716-2721",
         QT_TRANSLATE_NOOP("cga::Rules", "Both cuda_graph_scope (deprecated) and cuda_graph_modules are set."),
         {{"cuda_graph_scope and cuda_graph_modules cannot be set together.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "cuda_graph_scope is the old name of cuda_graph_modules; set only one of them.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Keep one of the two fields."),
         FeAll,
         PrCurrent,
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
         }});

    rules.push_back(
        {"MC-04b",
         Severity::Auto,
         Phase::Rco,
         Stage::Finalize,
         "TC L2722-2739",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "cuda_graph_scope is set: its value moves into cuda_graph_modules and cuda_graph_scope becomes None."),
         {{"cuda_graph_scope is deprecated, use cuda_graph_modules instead.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "cuda_graph_scope was moved into cuda_graph_modules (the new name since May 2026).")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_modules instead of cuda_graph_scope."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             TrainingConfig& c = r.ctx.cfg;
             if (c.isNull(F::CudaGraphScope) || r.ctx.hasDiagnostic("MC-04"))
                 return;
             QStringList names;
             for (const QString& s : c.listValue(F::CudaGraphScope))
                 names << (s.startsWith(QLatin1String("CudaGraphScope."))
                                   || s.startsWith(QLatin1String("CudaGraphModule."))
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
         }});

    rules.push_back(
        {"MC-05",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "CGC L39-41",
         QT_TRANSLATE_NOOP("cga::Rules", "\"full\" is listed together with other scopes."),
         {{"full scope cannot be used with other scopes.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "\"full\" (the whole layer) cannot be combined with other scopes; list the scopes or use an "
               "empty list.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Remove \"full\" or the other scopes."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const QStringList m = r.ctx.modules();
             if (m.size() > 1 && m.contains(QLatin1String("full"))) {
                 Hit& h = r.fire({F::CudaGraphModules});
                 h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Remove \"full\""),
                                      withoutItems(m, {QStringLiteral("full")}))
                         << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture whole layers (empty list)"), {});
             }
         }});

    rules.push_back(
        {"MC-05b",
         Severity::Auto,
         Phase::Rco,
         Stage::Finalize,
         "TC L2747-2751",
         QT_TRANSLATE_NOOP("cga::Rules", "\"full\" alone means the whole layer and becomes an empty list."),
         {{"full scope is deprecated. Use empty cuda_graph_modules to capture the whole layer.",
           QT_TRANSLATE_NOOP("cga::Rules", "\"full\" was replaced by an empty list (capture the whole layer).")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Write an empty list instead of \"full\"."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             TrainingConfig& c = r.ctx.cfg;
             if (c.listValue(F::CudaGraphModules) != QStringList{QStringLiteral("full")})
                 return;
             c.set(F::CudaGraphModules, QStringList{});
             if (r.ctx.impl() == Impl::None)
                 return; // Bridge clears scopes of a disabled config first (MB-01)
             Hit& h = r.fire({F::CudaGraphModules});
             h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Write an empty list"), {});
         }});

    rules.push_back(
        {"MC-06",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "CGC L49-52",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "A scope entry is neither a string nor a CudaGraphModule (for example a number)."),
         {{"cuda_graph_modules values must be strings or CudaGraphModule enums, got %1.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Scope entries must be names such as attn or moe_router; %1 is not a name.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Replace the entry with a scope name."),
         FeAll,
         PrAll,
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
         }});

    rules.push_back(
        {"MC-06b",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "CGC L57",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "A scope name is not a CudaGraphModule (for example \"attention\" or \"router\")."),
         {{"KeyError: '%1'",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "'%1' is not a scope name. Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.")},
          {"KeyError: '%1'",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "%2 are not scope names (Megatron stops at the first, '%1'). Valid names: attn, mlp, "
                             "moe, moe_router, moe_preprocess, mamba.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use a valid scope name."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
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
         }});

    rules.push_back(
        {"MC-07",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "CGC L97-101",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Both deprecated values full_iteration and full_iteration_inference are listed."),
         {{"cuda_graph_modules cannot contain multiple deprecated values at the same time: %1.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "full_iteration (training) and full_iteration_inference (inference) cannot both be listed.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Keep one deprecated value, or better, use cuda_graph_impl."),
         FeAll,
         PrCurrent,
         [](RuleRun& r) {
             const QStringList m = r.ctx.modules();
             if (m.contains(QLatin1String("full_iteration")) && m.contains(QLatin1String("full_iteration_inference"))) {
                 Hit& h = r.fire({F::CudaGraphModules});
                 h.args << joinQuoted({QStringLiteral("full_iteration"), QStringLiteral("full_iteration_inference")});
                 h.fixes << fullIterationFix(r.ctx,
                                             QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration training graphs"));
             }
         }});

    rules.push_back(
        {"MC-08",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "CGC L107-111",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "The deprecated scope full_iteration is used with cuda_graph_impl=transformer_engine."),
         {{"cuda_graph_modules='full_iteration' cannot be combined with cuda_graph_impl='%1'.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Full-iteration graphs are not built by Transformer Engine; use cuda_graph_impl=full_iteration.")},
          {"To use full iteration cuda graph, please use cuda_graph_impl=local instead of "
           "cuda_graph_impl=transformer_engine.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Before May 2026 full-iteration graphs are spelled cuda_graph_impl=local with "
                             "cuda_graph_scope=[full_iteration].")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Switch to full-iteration graphs with the right spelling."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.modules().contains(QLatin1String("full_iteration")))
                 return;
             const Impl i = r.ctx.impl();
             if (i == Impl::None || i == Impl::Local || i == Impl::FullIteration)
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphImpl});
             h.variant = r.ctx.target.profile == McoreProfile::Legacy ? 1 : 0;
             h.args << r.ctx.cfg.stringValue(F::CudaGraphImpl);
             h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"));
         }});

    rules.push_back(
        {"MC-08b",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "CGC L112-116",
         QT_TRANSLATE_NOOP("cga::Rules", "The deprecated scope full_iteration is used with an inference graph scope."),
         {{"cuda_graph_modules='full_iteration' cannot be combined with inference_cuda_graph_scope='%1'.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Full-iteration training graphs cannot be combined with inference_cuda_graph_scope=%1.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Leave inference_cuda_graph_scope unset."),
         FeAll,
         PrCurrent,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.modules().contains(QLatin1String("full_iteration")) || c.isNull(F::InferenceCudaGraphScope))
                 return;
             const QString s = c.stringValue(F::InferenceCudaGraphScope);
             if (s == QLatin1String("none"))
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::InferenceCudaGraphScope});
             h.args << s;
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Leave inference_cuda_graph_scope unset"),
                                {{F::InferenceCudaGraphScope, nullValue()}});
         }});

    rules.push_back(
        {"MC-09",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "CGC L117-126",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "The deprecated scope full_iteration_inference is used with an implementation other than none/local, "
             "or with an inference scope other than block."),
         {{"cuda_graph_modules='full_iteration_inference' cannot be combined with cuda_graph_impl=%1",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "full_iteration_inference only works with cuda_graph_impl=local (inference block graphs).")},
          {"cuda_graph_modules='full_iteration_inference' cannot be combined with inference_cuda_graph_scope=%1",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "full_iteration_inference means inference_cuda_graph_scope=block; %1 contradicts it.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use cuda_graph_impl=local with inference_cuda_graph_scope=block."),
         FeAll,
         PrCurrent,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.modules().contains(QLatin1String("full_iteration_inference")))
                 return;
             const QStringList rest = withoutItems(r.ctx.modules(), {QStringLiteral("full_iteration_inference")});
             const Impl i = r.ctx.impl();
             if (i != Impl::None && i != Impl::Local) {
                 Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphImpl});
                 h.args << c.stringValue(F::CudaGraphImpl);
                 h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Remove full_iteration_inference"), rest);
             }
             const QString s = c.stringValue(F::InferenceCudaGraphScope);
             if (!c.isNull(F::InferenceCudaGraphScope) && s != QLatin1String("block")) {
                 Hit& h = r.fire({F::CudaGraphModules, F::InferenceCudaGraphScope});
                 h.variant = 1;
                 h.args << s;
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use inference_cuda_graph_scope=block"),
                                    {{F::InferenceCudaGraphScope, QStringLiteral("block")}});
             }
         }});

    rules.push_back(
        {"MC-10",
         Severity::Auto,
         Phase::Rco,
         Stage::Finalize,
         "TC L2752-2772, CGC L129-136",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Deprecated scope values are migrated: full_iteration becomes cuda_graph_impl=full_iteration (raw "
             "Megatron-Core promotes even impl none); full_iteration_inference becomes "
             "inference_cuda_graph_scope=block."),
         {{"cuda_graph_modules 'full_iteration' is deprecated. Use cuda_graph_impl='full_iteration' instead.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "The legacy spelling (local + full_iteration scope) was turned into cuda_graph_impl=full_iteration.")},
          {"cuda_graph_modules 'full_iteration_inference' is deprecated and has no effect when cuda_graph_impl='none'. "
           "Use cuda_graph_impl='local' with inference_cuda_graph_scope='block' to enable inference CUDA graphs.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "full_iteration_inference was turned into inference_cuda_graph_scope=block.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl=full_iteration with an empty cuda_graph_modules."),
         FeAll,
         PrCurrent,
         [](RuleRun& r) {
             TrainingConfig& c = r.ctx.cfg;
             if (r.ctx.hasDiagnostic("MC-07") || r.ctx.hasDiagnostic("MC-08") || r.ctx.hasDiagnostic("MC-09"))
                 return;
             QStringList m = r.ctx.modules();
             if (m.contains(QLatin1String("full_iteration"))) {
                 m.removeAll(QStringLiteral("full_iteration"));
                 c.set(F::CudaGraphModules, m);
                 c.set(F::CudaGraphImpl, QStringLiteral("full_iteration"));
                 Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphImpl});
                 Fix f
                     = fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl=full_iteration"));
                 h.fixes << f;
             }
             if (m.contains(QLatin1String("full_iteration_inference"))) {
                 m.removeAll(QStringLiteral("full_iteration_inference"));
                 c.set(F::CudaGraphModules, m);
                 if (r.ctx.impl() != Impl::None)
                     c.set(F::InferenceCudaGraphScope, QStringLiteral("block"));
                 Hit& h = r.fire({F::CudaGraphModules, F::InferenceCudaGraphScope});
                 h.variant = 1;
             }
         }});

    rules.push_back(
        {"MC-11",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "TC L2778-2783",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "cuda_graph_impl is not one of none, transformer_engine, local, full_iteration (before May 2026: "
             "full_iteration is not an implementation)."),
         {{"Invalid cuda graph implementation: %1",
           QT_TRANSLATE_NOOP("cga::Rules", "'%1' is not a CUDA graph implementation. Valid values: %2.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Choose a valid implementation."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const QString s = r.ctx.cfg.stringValue(F::CudaGraphImpl);
             const bool legacy = r.ctx.target.profile == McoreProfile::Legacy;
             const Impl i = EvalContext::parseImpl(s);
             if (i != Impl::Invalid && !(legacy && i == Impl::FullIteration))
                 return;
             Hit& h = r.fire({F::CudaGraphImpl});
             h.args << s
                    << (legacy ? QStringLiteral("none, local, transformer_engine")
                               : QStringLiteral("none, local, transformer_engine, full_iteration"));
             if (legacy && i == Impl::FullIteration) {
                 h.fixes << fullIterationFix(
                     r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use the pre-2026 spelling of full-iteration graphs"));
             } else {
                 const QString l = s.toLower();
                 if (l.startsWith(QLatin1String("te")) || l.contains(QLatin1String("engine")))
                     h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_engine"),
                                        {{F::CudaGraphImpl, QStringLiteral("transformer_engine")}});
                 else if (l.startsWith(QLatin1String("full")))
                     h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"));
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn CUDA graphs off"),
                                    {{F::CudaGraphImpl, QStringLiteral("none")}});
             }
         }});

    rules.push_back(
        {"MC-12",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "TC L2785-2793",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "inference_cuda_graph_scope is not allowed for the implementation (none and transformer_engine and "
             "full_iteration allow only none; local allows layer or block). Unset, it defaults to layer for local."),
         {{"Invalid inference CUDA graph scope '%1' for cuda_graph_impl='%2'.",
           QT_TRANSLATE_NOOP("cga::Rules", "inference_cuda_graph_scope=%1 does not work with cuda_graph_impl=%2.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Leave inference_cuda_graph_scope unset."),
         FeAll,
         PrCurrent,
         [](RuleRun& r) {
             TrainingConfig& c = r.ctx.cfg;
             const Impl i = r.ctx.impl();
             if (i == Impl::Invalid)
                 return;
             if (c.isNull(F::InferenceCudaGraphScope)) {
                 c.set(F::InferenceCudaGraphScope, i == Impl::Local ? QStringLiteral("layer") : QStringLiteral("none"));
                 return;
             }
             const QString s = c.stringValue(F::InferenceCudaGraphScope);
             const bool ok = i == Impl::Local ? (s == QLatin1String("layer") || s == QLatin1String("block"))
                                              : s == QLatin1String("none");
             if (ok)
                 return;
             Hit& h = r.fire({F::InferenceCudaGraphScope, F::CudaGraphImpl});
             h.args << s << c.stringValue(F::CudaGraphImpl);
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Leave inference_cuda_graph_scope unset"),
                                {{F::InferenceCudaGraphScope, nullValue()}});
         }});

    rules.push_back(
        {"MC-13",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "TC L2794-2796",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "cuda_graph_impl is full_iteration but scopes are left in cuda_graph_modules (for example local "
             "+ [full_iteration, attn] migrates with [attn] left over)."),
         {{"cuda_graph_modules must be empty when cuda_graph_impl=\"full_iteration\".",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "A full-iteration graph captures the whole forward and backward pass; per-module scopes "
                             "make no sense with it.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Empty cuda_graph_modules."),
         FeAll,
         PrCurrent,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::FullIteration || r.ctx.modules().isEmpty() || r.ctx.hasDiagnostic("MLM-06"))
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphImpl});
             h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture the full iteration only"));
         }});

    rules.push_back(
        {"LEG-01",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "spec section 0 (MCore PR #4292)",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "cuda_graph_modules is used with a Megatron-Core older than 2026-05-18, where the field is "
                           "called cuda_graph_scope."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "This Megatron-Core has no cuda_graph_modules field; write the scopes into "
                             "cuda_graph_scope.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Write the scopes into cuda_graph_scope."),
         FeAll,
         PrLegacy,
         [](RuleRun& r) {
             if (!r.ctx.input.isSet(F::CudaGraphModules))
                 return;
             Hit& h = r.fire({F::CudaGraphModules});
             h.fixes << makeFix(
                 QT_TRANSLATE_NOOP("cga::Rules", "Move the scopes to cuda_graph_scope"),
                 {{F::CudaGraphScope, r.ctx.input.listValue(F::CudaGraphModules)}, {F::CudaGraphModules, nullValue()}});
         }});

    rules.push_back(
        {"LEG-02",
         Severity::Error,
         Phase::Rco,
         Stage::Finalize,
         "spec PP-28 (pre-refactor transformer_config.py)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Before 2026-05-18, the local implementation accepts only full_iteration or an empty scope list."),
         {{"For local cuda graph implementation, the only valid value for cuda_graph_scope is full_iteration, or an "
           "empty list to denote layerwise graphs. To use other scopes, use cuda_graph_impl=transformer_engine.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Module scopes such as attn need Transformer Engine graphs in this Megatron-Core.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_engine for module scopes."),
         FeAll,
         PrLegacy,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::Local)
                 return;
             const QStringList m = r.ctx.modules();
             if (m.isEmpty() || m == QStringList{QStringLiteral("full_iteration")})
                 return;
             Hit& h = r.fire({F::CudaGraphScope, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine graphs"),
                                {{F::CudaGraphImpl, QStringLiteral("transformer_engine")}});
         }});
}

} // namespace cga
