#include "recipes/recommender.h"

#include "rules/rule.h"

namespace cga {

namespace {

using F = FieldId;

struct Candidate
{
    QString title;
    QString impl; // transformer_engine, full_iteration, none
    QStringList modules;
    QString why;
    bool selectiveInstead = false; // switch full recompute to selective (a TE alternative under full recompute)
};

QStringList list(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* i : items)
        out << QString::fromLatin1(i);
    return out;
}

QString joined(const QStringList& modules)
{
    return modules.isEmpty() ? Recommender::tr("whole layers") : modules.join(QStringLiteral(", "));
}

Candidate te(const QStringList& modules, const QString& why)
{
    return Candidate{Recommender::tr("Transformer Engine graphs on %1").arg(joined(modules)),
                     QStringLiteral("transformer_engine"), modules, why};
}

// The scope candidates of the quick decision, most preferred first.
QList<Candidate> scopeCandidates(const WorkloadFacts& f)
{
    QList<Candidate> c;
    const bool blackwell = f.gpu.isBlackwellOrLater();
    switch (f.kind) {
    case WorkloadKind::Dense:
        if (f.packedSequences) {
            c << te(list({"mlp"}),
                    Recommender::tr("Packed sequences: capturing the MLP only keeps packed attention "
                                    "eager, so pad_cu_seqlens is not needed (MB-09); the Llama 3 70B "
                                    "SFT recipes do this."));
            c << te(list({"attn"}),
                    Recommender::tr("Packed attention can be captured with pad_cu_seqlens and "
                                    "pad_to_max_length (MB-08, MB-09)."));
        } else {
            c << te(list({"attn"}), Recommender::tr("Dense models start with attn (the skill's quick decision)."));
            c << te(list({"attn", "mlp"}),
                    Recommender::tr("Add mlp only after an eager-against-graph A/B shows attn alone helps."));
        }
        break;
    case WorkloadKind::MoeDropless:
    case WorkloadKind::Vlm:
        if (f.packedSequences) {
            if (f.kind == WorkloadKind::MoeDropless)
                c << te(list({"attn"}),
                        Recommender::tr("Packed MoE batches reject router-scoped TE graphs (MB-15): capture attention "
                                        "only, with pad_cu_seqlens (MB-09)."));
            break;
        }
        c << te(
            list({"moe_router", "moe_preprocess"}),
            f.kind == WorkloadKind::Vlm
                ? Recommender::tr("Vision-language MoE recipes capture the router scopes only: attn is not "
                                  "compatible with Qwen3VLModel capture (perf_recipes/qwen_vl/common.py).")
                : Recommender::tr("Dropless MoE starts with moe_router and moe_preprocess; the expert compute has "
                                  "data-dependent shapes and stays eager (current Megatron Bridge guidance; PP-06)."));
        if (f.kind == WorkloadKind::MoeDropless) {
            c << te(list({"attn", "moe_router", "moe_preprocess"}),
                    f.epOverlap ? Recommender::tr("With EP overlap attn is risky: grad-norm explosions reported "
                                                  "(ADV-13), and delayed wgrad in an attention graph needs TE 2.12 "
                                                  "(MB-06).")
                                : Recommender::tr("Add attn as well only when a matched A/B on the final "
                                                  "configuration shows it helps."));
            c << te(list({"attn"}), Recommender::tr("Attention only, when the router scopes are rejected."));
        }
        break;
    case WorkloadKind::MoeDropPad:
        if (f.packedSequences) {
            c << te(list({"attn"}), Recommender::tr("Packed MoE batches reject router-scoped TE graphs (MB-15)."));
            break;
        }
        if (!f.epOverlap) {
            c << te(list({"moe"}),
                    Recommender::tr("Drop-and-pad routing gives static expert shapes, so the whole MoE "
                                    "block can be captured (MC-20)."));
            c << te(list({"attn", "moe"}), Recommender::tr("Add attn after an A/B."));
        }
        c << te(list({"moe_router", "moe_preprocess"}),
                f.epOverlap ? Recommender::tr("EP overlap forbids the moe scope with TE graphs (MC-34).")
                            : Recommender::tr("The router scopes, when the moe scope is rejected."));
        c << te(list({"attn"}), Recommender::tr("Attention only, when the MoE scopes are rejected."));
        break;
    case WorkloadKind::Hybrid: {
        const bool routers = f.hasMoe() && blackwell && !f.packedSequences;
        if (routers)
            c << te(list({"attn", "mamba", "moe_router", "moe_preprocess"}),
                    Recommender::tr("Hybrid MoE recipes on Blackwell capture attention, Mamba and the router scopes "
                                    "(Nemotron 3)."));
        c << te(list({"attn", "mamba"}),
                Recommender::tr("Hybrid models capture attention and Mamba layers (mamba only "
                                "for real Mamba layers; the H100 recipes stop here)."));
        c << te(list({"mamba"}), Recommender::tr("Mamba layers only (the Nemotron-H 56B H100 recipe)."));
        break;
    }
    }
    return c;
}

bool attentionCaptured(const Candidate& c)
{
    if (c.impl == QLatin1String("full_iteration"))
        return true;
    return c.impl == QLatin1String("transformer_engine")
        && (c.modules.isEmpty() || c.modules.contains(QLatin1String("attn")));
}

void add(QList<FieldChange>& changes, const TrainingConfig& base, FieldId id, const QVariant& value,
         bool always = false)
{
    if (!always && base.isSet(id) && sameValue(base.value(id), value))
        return;
    if (!always && !base.isSet(id) && sameValue(base.value(id), value) && !isNullValue(value))
        return;
    changes << change(id, value);
}

void addEnv(QList<FieldChange>& changes, const TrainingConfig& base, const TargetContext& target, const QString& name,
            const QString& value)
{
    const QString current = target.shellEnv.contains(name) ? target.shellEnv.value(name) : base.envValue(name);
    if ((base.hasEnv(name) || target.shellEnv.contains(name)) && current == value)
        return;
    changes << envChange(name, value);
}

// The field and env changes that put a candidate into the base configuration.
void changesFor(const Candidate& c, const WorkloadFacts& f, const TrainingConfig& base, const TargetContext& target,
                QList<FieldChange>& fields, QList<FieldChange>& env)
{
    const bool legacy = target.profile == McoreProfile::Legacy;
    const bool full = c.impl == QLatin1String("full_iteration");
    if (c.impl == QLatin1String("none")) {
        add(fields, base, F::CudaGraphImpl, QStringLiteral("none"), true);
        return;
    }
    if (full && legacy) {
        add(fields, base, F::CudaGraphImpl, QStringLiteral("local"), true);
        add(fields, base, F::CudaGraphScope, QStringList{QStringLiteral("full_iteration")}, true);
        if (base.isSet(F::CudaGraphModules))
            add(fields, base, F::CudaGraphModules, nullValue(), true);
    } else if (legacy) {
        add(fields, base, F::CudaGraphImpl, c.impl, true);
        add(fields, base, F::CudaGraphScope, c.modules, true);
        if (base.isSet(F::CudaGraphModules))
            add(fields, base, F::CudaGraphModules, nullValue(), true);
    } else {
        add(fields, base, F::CudaGraphImpl, c.impl, true);
        add(fields, base, F::CudaGraphModules, full ? QStringList{} : c.modules, true);
        if (base.isSet(F::CudaGraphScope) && !base.isNull(F::CudaGraphScope))
            add(fields, base, F::CudaGraphScope, nullValue(), true);
    }
    for (FieldId flag : {F::EnableCudaGraph, F::ExternalCudaGraph})
        if (base.boolValue(flag))
            add(fields, base, flag, false, true);
    add(fields, base, F::CudaGraphWarmupSteps, 3);
    add(fields, base, F::UseTeRngTracker, true);
    add(fields, base, F::RngTeRngTracker, true);
    if (c.selectiveInstead) {
        add(fields, base, F::RecomputeGranularity, QStringLiteral("selective"));
        add(fields, base, F::RecomputeMethod, nullValue());
        add(fields, base, F::RecomputeNumLayers, nullValue());
        add(fields, base, F::RecomputeModules,
            f.hasMoe() ? QStringList{QStringLiteral("moe_act")} : QStringList{QStringLiteral("mlp")});
        if (f.hasMoe())
            add(fields, base, F::MoeGroupedGemm, true); // recomputing moe_act needs it (MC-54)
    }
    if (full) {
        add(fields, base, F::CheckForNanInLoss, false);
        add(fields, base, F::CheckForNanInGrad, false);
        if (f.hasMoe()) {
            if (base.isNull(F::MoeExpertRankCapacityFactor)) {
                // As the recipes do: a per-rank capacity needs HybridEP with the op fuser (MC-53).
                add(fields, base, F::MoeExpertRankCapacityFactor, 1.5);
                add(fields, base, F::MoeTokenDispatcherType, QStringLiteral("flex"));
                add(fields, base, F::MoeFlexDispatcherBackend, QStringLiteral("hybridep"));
                add(fields, base, F::UseTransformerEngineOpFuser, true);
            }
            // Not moe_pad_experts_for_cuda_graph_inference, which the full-iteration recipes also set: only
            // Megatron-Core's inference reads it (text_generation_controller.py), a training run never does.
        }
        if (base.boolValue(F::FineGrainedActivationOffloading)
            && base.isNull(F::FineGrainedOffloadingMaxInflightOffloads))
            add(fields, base, F::FineGrainedOffloadingMaxInflightOffloads, 1);
    }
    if (base.boolValue(F::OfflinePackingSpecs)) {
        add(fields, base, F::PadToMaxLength, true);
        if (attentionCaptured(c))
            add(fields, base, F::PadCuSeqlens, true);
    }
    // Environment, as the shipped recipes set it (PP-01, PP-02, MCR-03).
    if (full) {
        addEnv(env, base, target, QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"),
               QStringLiteral("expandable_segments:True,graph_capture_record_stream_reuse:True"));
        addEnv(env, base, target, QStringLiteral("TORCH_NCCL_AVOID_RECORD_STREAMS"), QStringLiteral("0"));
    } else {
        const QString alloc = target.shellEnv.contains(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"))
            ? target.shellEnv.value(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"))
            : base.envValue(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"));
        if (alloc.isEmpty())
            addEnv(env, base, target, QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"),
                   QStringLiteral("expandable_segments:True"));
    }
    addEnv(env, base, target, QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
    const bool teBelow210 = !target.teVersion.isNull() && target.teVersion < QVersionNumber(2, 10);
    if (base.boolValue(F::FineGrainedActivationOffloading) && !teBelow210)
        addEnv(env, base, target, QStringLiteral("NVTE_CPU_OFFLOAD_V1"), QStringLiteral("1"));
}

ValidationReport check(const TrainingConfig& cfg, const TargetContext& target)
{
    ValidationOptions vo;
    vo.proveFixes = false;
    vo.includeAdvice = true;
    return RulesEngine::validate(cfg, target, vo);
}

QStringList errorIds(const ValidationReport& r)
{
    QStringList ids;
    for (const Diagnostic& d : r.diagnostics)
        if (d.isError() && !ids.contains(d.id))
            ids << d.id;
    return ids;
}

QString firstErrorText(const ValidationReport& r)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.isError())
            return d.message;
    return {};
}

// One candidate applied to the base configuration and validated.
struct Trial
{
    Recommendation::Alternative alternative;
    QList<FieldChange> fields;
    QList<FieldChange> env;
    ValidationReport report;
};

// The base with graphs off. It must be valid: otherwise no graph setting can make it so.
TrainingConfig withoutGraphs(const WorkloadFacts& facts, const TrainingConfig& base, const TargetContext& target)
{
    TrainingConfig eager = base;
    QList<FieldChange> off;
    QList<FieldChange> env;
    const Candidate none{QString(), QStringLiteral("none"), {}, QString()};
    changesFor(none, facts, base, target, off, env);
    RulesEngine::apply(eager, off);
    return eager;
}

// The candidates in order of preference: full iteration first where full recomputation or CPU offloading needs it,
// else the quick decision's scopes (and full iteration on Blackwell); graphs off last.
QList<Candidate> candidatesFor(const WorkloadFacts& facts, bool blackwell)
{
    QList<Candidate> candidates;
    const bool fullRecompute = facts.recompute == WorkloadFacts::Recompute::Full;
    const bool cpuOffload = facts.offload == WorkloadFacts::Offload::Cpu;
    const Candidate fullCandidate{Recommender::tr("One full-iteration graph"),
                                  QStringLiteral("full_iteration"),
                                  {},
                                  fullRecompute ? Recommender::tr("Full recomputation works only with full-iteration "
                                                                  "graphs (MC-22).")
                                      : cpuOffload
                                      ? Recommender::tr("CPU offloading works only with full-iteration "
                                                        "graphs or none (MC-14).")
                                      : Recommender::tr("Every shipped full-iteration recipe targets "
                                                        "Blackwell-class GPUs; peak memory can reach 1.5-2x "
                                                        "eager (ADV-03, ADV-04).")};
    if (fullRecompute || cpuOffload) {
        candidates << fullCandidate;
        if (fullRecompute) {
            for (Candidate c : scopeCandidates(facts)) {
                c.selectiveInstead = true;
                c.title = Recommender::tr("Selective recompute, and %1").arg(c.title);
                c.why = Recommender::tr("Switch full recomputation to selective recomputation outside the graphs to "
                                        "use Transformer Engine scopes (MC-22).");
                candidates << c;
                break;
            }
        }
    } else {
        candidates << scopeCandidates(facts);
        if (blackwell)
            candidates << fullCandidate;
    }
    candidates << Candidate{Recommender::tr("CUDA graphs off"),
                            QStringLiteral("none"),
                            {},
                            Recommender::tr("The eager run, when no graph setting passes the rules.")};
    return candidates;
}

Trial tryCandidate(const Candidate& c, const WorkloadFacts& facts, const TrainingConfig& base,
                   const TargetContext& target)
{
    Trial t;
    changesFor(c, facts, base, target, t.fields, t.env);
    TrainingConfig cfg = base;
    RulesEngine::apply(cfg, t.fields + t.env);
    t.report = check(cfg, target);
    Recommendation::Alternative& a = t.alternative;
    a.title = c.title;
    const bool legacyFull = target.profile == McoreProfile::Legacy && c.impl == QLatin1String("full_iteration");
    a.impl = legacyFull ? QStringLiteral("local") : c.impl;
    a.modules = legacyFull ? QStringList{QStringLiteral("full_iteration")} : c.modules;
    a.changes = t.fields + t.env;
    a.why = c.why;
    a.valid = t.report.valid();
    a.rejectedBy = errorIds(t.report);
    return t;
}

// The first candidate without an error wins; graphs off only as the last candidate. -1 when none passes.
int firstPassing(const QList<Candidate>& candidates, const QList<Trial>& trials)
{
    for (int i = 0; i < candidates.size(); ++i)
        if (trials.at(i).alternative.valid
            && (candidates.at(i).impl != QLatin1String("none") || i == candidates.size() - 1))
            return i;
    return -1;
}

// What the chosen graphs need: profiling, the A/B, RNG, NaN checks, the environment, offloading, packing, FP8.
void addGraphReasons(Recommendation& rec, const Candidate& best, const WorkloadFacts& facts, bool blackwell)
{
    if (!facts.launchBoundProfile)
        rec.reasons << Recommender::tr("Profile the eager run first: graphs pay off only where the profile shows "
                                       "host or launch gaps, and a "
                                       "successful capture is not a speedup (PP-09).");
    rec.reasons << Recommender::tr("Warmup 3 (Megatron-Core's default): compare replay iterations after warmup and "
                                   "the capture step against the eager rollback (ADV-06); the Slurm A/B script "
                                   "runs both.");
    rec.reasons << Recommender::tr("Both TE RNG flags on: GPT providers require the graph-safe tracker (MB-05).");
    if (best.impl == QLatin1String("full_iteration")) {
        rec.reasons << Recommender::tr("NaN checks off: full-iteration graphs require it for the loss (MB-03) and "
                                       "recommend it for gradients (ADV-02).");
        if (facts.hasMoe())
            rec.reasons << Recommender::tr("Dropless MoE in one graph needs a per-rank expert capacity "
                                           "(moe_expert_rank_capacity_factor, ADV-18); the recipes use 1.5 with "
                                           "HybridEP.");
        if (!blackwell)
            rec.reasons << Recommender::tr("Every shipped full-iteration recipe targets Blackwell-class GPUs; on "
                                           "%1 measure memory headroom first (ADV-04).")
                               .arg(facts.gpu.displayName());
    }
    for (const FieldChange& e : rec.envChanges) {
        if (e.path == QLatin1String("env_vars.NCCL_GRAPH_REGISTER"))
            rec.reasons << (best.impl == QLatin1String("transformer_engine")
                                ? Recommender::tr("NCCL_GRAPH_REGISTER=0: required with expandable segments and "
                                                  "Transformer Engine graphs (MCR-03, PP-01).")
                                : Recommender::tr("NCCL_GRAPH_REGISTER=0: the full-iteration recipes set it with "
                                                  "expandable segments (PP-01)."));
        else if (e.path == QLatin1String("env_vars.PYTORCH_CUDA_ALLOC_CONF"))
            rec.reasons << Recommender::tr("PYTORCH_CUDA_ALLOC_CONF=%1: the recipes' allocator setting against "
                                           "fragmentation after capture (PP-02).")
                               .arg(e.value.toString());
        else if (e.path == QLatin1String("env_vars.NVTE_CPU_OFFLOAD_V1"))
            rec.reasons << Recommender::tr("NVTE_CPU_OFFLOAD_V1=1: fine-grained offloading with TE 2.10 or newer "
                                           "(MB-16).");
    }
    if (facts.offload == WorkloadFacts::Offload::FineGrained)
        rec.reasons << Recommender::tr("Fine-grained offloading needs at least one warmup step (MC-32) and no "
                                       "moe scope (MC-31).");
    if (facts.packedSequences)
        rec.reasons << Recommender::tr("Packed sequences: pad_to_max_length on (MB-08)%1.")
                           .arg(attentionCaptured(best) ? Recommender::tr(" and pad_cu_seqlens on (MB-09)")
                                                        : QString());
    if (facts.hasMoe() && facts.precision.startsWith(QLatin1String("fp8")))
        rec.reasons << Recommender::tr("MoE with FP8 and TE graphs: use a Transformer Engine build with PR #3065; "
                                       "older ones shrink expert gradients silently (PP-12).");
    rec.reasons << Recommender::tr("Then widen the scopes one step at a time, re-running the A/B on the final "
                                   "dispatcher, overlap, precision and recompute settings.");
}

void addNoGraphReasons(Recommendation& rec, const WorkloadFacts& facts)
{
    if (facts.packedSequences && facts.kind == WorkloadKind::Vlm)
        rec.reasons << Recommender::tr("No scope fits: packed MoE batches reject router-scoped TE graphs (MB-15), "
                                       "and attn is not compatible with Qwen3VLModel capture "
                                       "(perf_recipes/qwen_vl/common.py).");
    rec.reasons << Recommender::tr("No graph setting passes the rules for this workload; keep the eager run.");
}

} // namespace

Recommendation Recommender::recommend(const WorkloadFacts& facts, const TargetContext& target)
{
    return recommend(facts, facts.baseConfig(), target);
}

Recommendation Recommender::recommend(const WorkloadFacts& facts, const TrainingConfig& base,
                                      const TargetContext& target)
{
    Recommendation rec;
    const bool blackwell = facts.gpu.isBlackwellOrLater() || target.gpu.isBlackwellOrLater();
    const ValidationReport eagerReport = check(withoutGraphs(facts, base, target), target);
    const QList<Candidate> candidates = candidatesFor(facts, blackwell);
    QList<Trial> trials;
    for (const Candidate& c : candidates)
        trials << tryCandidate(c, facts, base, target);

    int chosen = firstPassing(candidates, trials);
    if (!eagerReport.valid()) {
        rec.baseHasErrors = true;
        chosen = int(candidates.size()) - 1;
        rec.reasons << Recommender::tr("The configuration has errors that no graph setting fixes (%1): fix them "
                                       "first; nothing is proposed.")
                           .arg(errorIds(eagerReport).join(QStringLiteral(", ")));
    }
    if (chosen < 0)
        chosen = int(candidates.size()) - 1;

    const Candidate& best = candidates.at(chosen);
    const Trial& pick = trials.at(chosen);
    rec.impl = pick.alternative.impl;
    rec.modules = pick.alternative.modules;
    rec.warmup = 3;
    rec.config = base;
    if (rec.baseHasErrors) {
        // Nothing is proposed: the configuration stays as it is, with its errors reported.
        rec.impl = base.stringValue(F::CudaGraphImpl);
        rec.modules.clear();
        rec.report = check(base, target);
    } else {
        rec.fieldChanges = pick.fields;
        rec.envChanges = pick.env;
        RulesEngine::apply(rec.config, rec.allChanges());
        rec.report = pick.report;
    }
    for (int i = 0; i < trials.size(); ++i)
        if (i != chosen)
            rec.alternatives << trials.at(i).alternative;

    // Why: the decision, then what was rejected on the way, then what the graphs need.
    if (!rec.baseHasErrors)
        rec.reasons << best.why;
    for (int i = 0; i < chosen; ++i) {
        const Recommendation::Alternative& a = trials.at(i).alternative;
        if (a.valid)
            continue;
        rec.reasons << Recommender::tr("Not %1: rejected by %2 (%3)")
                           .arg(a.title, a.rejectedBy.join(QStringLiteral(", ")), firstErrorText(trials.at(i).report));
    }
    if (rec.graphsOn() && !rec.baseHasErrors)
        addGraphReasons(rec, best, facts, blackwell);
    else if (!rec.baseHasErrors)
        addNoGraphReasons(rec, facts);
    return rec;
}

} // namespace cga
