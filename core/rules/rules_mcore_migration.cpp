// Spec section b.1, part 1b: the deprecated full_iteration scopes and their migration, the implementation and
// inference scope checks of Megatron-Core's CUDA-graph block (MC-07..MC-13), and the pre-2026 API (LEG-*).
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

void checkMc11(RuleRun& r)
{
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
}

} // namespace

// structure: data table
void addMcoreMigrationRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-07",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "CGC L97-101",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Both deprecated values full_iteration and full_iteration_inference are listed."),
        .messages
        = {{.upstream = "cuda_graph_modules cannot contain multiple deprecated values at the same time: %1.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "full_iteration (training) and full_iteration_inference (inference) cannot both be listed.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Keep one deprecated value, or better, use cuda_graph_impl."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
            [](RuleRun& r) {
                const QStringList m = r.ctx.modules();
                if (m.contains(QLatin1String("full_iteration"))
                    && m.contains(QLatin1String("full_iteration_inference"))) {
                    Hit& h = r.fire({F::CudaGraphModules});
                    h.args << joinQuoted(
                        {QStringLiteral("full_iteration"), QStringLiteral("full_iteration_inference")});
                    h.fixes << fullIterationFix(r.ctx,
                                                QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration training graphs"));
                }
            },
    });

    rules.push_back({
        .id = "MC-08",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "CGC L107-111",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "The deprecated scope full_iteration is used with cuda_graph_impl=transformer_engine."),
        .messages
        = {{.upstream = "cuda_graph_modules='full_iteration' cannot be combined with cuda_graph_impl='%1'.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Full-iteration graphs are not built by Transformer Engine; use cuda_graph_impl=full_iteration.")},
           {.upstream = "To use full iteration cuda graph, please use cuda_graph_impl=local instead of "
                        "cuda_graph_impl=transformer_engine.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "Before May 2026 full-iteration graphs are spelled cuda_graph_impl=local with "
                                "cuda_graph_scope=[full_iteration].")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Switch to full-iteration graphs with the right spelling."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MC-08b",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "CGC L112-116",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "The deprecated scope full_iteration is used with an inference graph scope."),
        .messages
        = {{.upstream = "cuda_graph_modules='full_iteration' cannot be combined with inference_cuda_graph_scope='%1'.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Full-iteration training graphs cannot be combined with inference_cuda_graph_scope=%1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Leave inference_cuda_graph_scope unset."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MC-09",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "CGC L117-126",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The deprecated scope full_iteration_inference is used with an implementation other than none/local, "
            "or with an inference scope other than block."),
        .messages
        = {{.upstream = "cuda_graph_modules='full_iteration_inference' cannot be combined with cuda_graph_impl=%1",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "full_iteration_inference only works with cuda_graph_impl=local (inference block graphs).")},
           {.upstream
            = "cuda_graph_modules='full_iteration_inference' cannot be combined with inference_cuda_graph_scope=%1",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "full_iteration_inference means inference_cuda_graph_scope=block; %1 contradicts it.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use cuda_graph_impl=local with inference_cuda_graph_scope=block."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.modules().contains(QLatin1String("full_iteration_inference")))
                    return;
                const QStringList rest = withoutItems(r.ctx.modules(), {QStringLiteral("full_iteration_inference")});
                const Impl i = r.ctx.impl();
                if (i != Impl::None && i != Impl::Local) {
                    Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphImpl});
                    h.args << c.stringValue(F::CudaGraphImpl);
                    h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Remove full_iteration_inference"),
                                         rest);
                }
                const QString s = c.stringValue(F::InferenceCudaGraphScope);
                if (!c.isNull(F::InferenceCudaGraphScope) && s != QLatin1String("block")) {
                    Hit& h = r.fire({F::CudaGraphModules, F::InferenceCudaGraphScope});
                    h.variant = 1;
                    h.args << s;
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use inference_cuda_graph_scope=block"),
                                       {{F::InferenceCudaGraphScope, QStringLiteral("block")}});
                }
            },
    });

    rules.push_back({
        .id = "MC-10",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2752-2772, CGC L129-136",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Deprecated scope values are migrated: full_iteration becomes cuda_graph_impl=full_iteration (raw "
            "Megatron-Core promotes even impl none); full_iteration_inference becomes "
            "inference_cuda_graph_scope=block."),
        .messages
        = {{.upstream
            = "cuda_graph_modules 'full_iteration' is deprecated. Use cuda_graph_impl='full_iteration' instead.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The legacy spelling (local + full_iteration scope) was turned into cuda_graph_impl=full_iteration.")},
           {.upstream
            = "cuda_graph_modules 'full_iteration_inference' is deprecated and has no effect when "
              "cuda_graph_impl='none'. "
              "Use cuda_graph_impl='local' with inference_cuda_graph_scope='block' to enable inference CUDA graphs.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "full_iteration_inference was turned into inference_cuda_graph_scope=block.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl=full_iteration with an empty cuda_graph_modules."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
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
                    Fix f = fullIterationFix(r.ctx,
                                             QT_TRANSLATE_NOOP("cga::Rules", "Write cuda_graph_impl=full_iteration"));
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
            },
    });

    rules.push_back({
        .id = "MC-11",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2778-2783",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "cuda_graph_impl is not one of none, transformer_engine, local, full_iteration (before May 2026: "
            "full_iteration is not an implementation)."),
        .messages = {{.upstream = "Invalid cuda graph implementation: %1",
                      .explanation
                      = QT_TRANSLATE_NOOP("cga::Rules", "'%1' is not a CUDA graph implementation. Valid values: %2.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Choose a valid implementation."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkMc11,
    });

    rules.push_back({
        .id = "MC-12",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2785-2793",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "inference_cuda_graph_scope is not allowed for the implementation (none and transformer_engine and "
            "full_iteration allow only none; local allows layer or block). Unset, it defaults to layer for local."),
        .messages = {{.upstream = "Invalid inference CUDA graph scope '%1' for cuda_graph_impl='%2'.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "inference_cuda_graph_scope=%1 does not work with cuda_graph_impl=%2.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Leave inference_cuda_graph_scope unset."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                const Impl i = r.ctx.impl();
                if (i == Impl::Invalid)
                    return;
                if (c.isNull(F::InferenceCudaGraphScope)) {
                    c.set(F::InferenceCudaGraphScope,
                          i == Impl::Local ? QStringLiteral("layer") : QStringLiteral("none"));
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
            },
    });

    rules.push_back({
        .id = "MC-13",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2794-2796",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "cuda_graph_impl is full_iteration but scopes are left in cuda_graph_modules (for example local "
            "+ [full_iteration, attn] migrates with [attn] left over)."),
        .messages = {{.upstream = "cuda_graph_modules must be empty when cuda_graph_impl=\"full_iteration\".",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "A full-iteration graph captures the whole forward and backward pass; per-module scopes "
                          "make no sense with it.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Empty cuda_graph_modules."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::FullIteration || r.ctx.modules().isEmpty() || r.ctx.hasDiagnostic("MLM-06"))
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphImpl});
                h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture the full iteration only"));
            },
    });

    rules.push_back({
        .id = "LEG-01",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "spec section 0 (MCore PR #4292)",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "cuda_graph_modules is used with a Megatron-Core older than 2026-05-18, where the field is "
                            "called cuda_graph_scope."),
        .messages = {{.upstream = nullptr,
                      .explanation
                      = QT_TRANSLATE_NOOP("cga::Rules",
                                          "This Megatron-Core has no cuda_graph_modules field; write the scopes into "
                                          "cuda_graph_scope.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Write the scopes into cuda_graph_scope."),
        .frontEnds = FeAll,
        .profiles = PrLegacy,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.input.isSet(F::CudaGraphModules))
                    return;
                Hit& h = r.fire({F::CudaGraphModules});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Move the scopes to cuda_graph_scope"),
                                   {{F::CudaGraphScope, r.ctx.input.listValue(F::CudaGraphModules)},
                                    {F::CudaGraphModules, nullValue()}});
            },
    });

    rules.push_back({
        .id = "LEG-02",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "spec PP-28 (pre-refactor transformer_config.py)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Before 2026-05-18, the local implementation accepts only full_iteration or an empty scope list."),
        .messages
        = {{.upstream
            = "For local cuda graph implementation, the only valid value for cuda_graph_scope is full_iteration, or an "
              "empty list to denote layerwise graphs. To use other scopes, use cuda_graph_impl=transformer_engine.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Module scopes such as attn need Transformer Engine graphs in this Megatron-Core.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_engine for module scopes."),
        .frontEnds = FeAll,
        .profiles = PrLegacy,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::Local)
                    return;
                const QStringList m = r.ctx.modules();
                if (m.isEmpty() || m == QStringList{QStringLiteral("full_iteration")})
                    return;
                Hit& h = r.fire({F::CudaGraphScope, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine graphs"),
                                   {{F::CudaGraphImpl, QStringLiteral("transformer_engine")}});
            },
    });
}

} // namespace cga
