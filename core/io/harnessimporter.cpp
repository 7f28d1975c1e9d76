#include "io/harnessimporter.h"

#include "io/hydraoverrides.h"
#include "model/mixedprecision.h"
#include "model/valueformat.h"
#include "rules/rulehelpers.h"
#include "rules/rulesengine.h"
#include "util/shellwords.h"
#include "util/unicodetext.h"

#include <QCoreApplication>
#include <QHash>

namespace cga {

namespace {

using F = FieldId;

struct Parsed
{
    QHash<QString, QString> values; // canonical long option -> value
    QStringList env; // -E KEY=VALUE, -ce k=v,...
    QStringList hydra; // unknown tokens treated as overrides
    QStringList unknown;
    bool packedSequence = false;
    bool dryrun = false;
};

// Short and long spellings of argument_parser.py options that take a value.
const QHash<QString, QString>& optionNames()
{
    static const QHash<QString, QString> names{
        {"-m", "model_family_name"},
        {"--model_family_name", "model_family_name"},
        {"-mr", "model_recipe_name"},
        {"--model_recipe_name", "model_recipe_name"},
        {"--task", "task"},
        {"-g", "gpu"},
        {"--gpu", "gpu"},
        {"-c", "compute_dtype"},
        {"--compute_dtype", "compute_dtype"},
        {"-ng", "num_gpus"},
        {"--num_gpus", "num_gpus"},
        {"-cv", "config_variant"},
        {"--config_variant", "config_variant"},
        {"--cuda_graph_impl", "cuda_graph_impl"},
        {"--cuda_graph_scope", "cuda_graph_scope"},
        {"-mb", "micro_batch_size"},
        {"--micro_batch_size", "micro_batch_size"},
        {"-gb", "global_batch_size"},
        {"--global_batch_size", "global_batch_size"},
        {"-sl", "seq_length"},
        {"--seq_length", "seq_length"},
        {"-ms", "max_steps"},
        {"--max_steps", "max_steps"},
        {"-tp", "tensor_model_parallel_size"},
        {"--tensor_model_parallel_size", "tensor_model_parallel_size"},
        {"-pp", "pipeline_model_parallel_size"},
        {"--pipeline_model_parallel_size", "pipeline_model_parallel_size"},
        {"-cp", "context_parallel_size"},
        {"--context_parallel_size", "context_parallel_size"},
        {"-vp", "virtual_pipeline_model_parallel_size"},
        {"--virtual_pipeline_model_parallel_size", "virtual_pipeline_model_parallel_size"},
        {"-ep", "expert_model_parallel_size"},
        {"--expert_model_parallel_size", "expert_model_parallel_size"},
        {"-et", "expert_tensor_parallel_size"},
        {"--expert_tensor_parallel_size", "expert_tensor_parallel_size"},
        {"-rl", "recompute_num_layers"},
        {"--recompute_num_layers", "recompute_num_layers"},
        {"--recompute_modules", "recompute_modules"},
        {"-ol", "activation_offload_layers"},
        {"--activation_offload_layers", "activation_offload_layers"},
        {"--moe_a2a_overlap", "moe_a2a_overlap"},
        {"--moe_flex_dispatcher_backend", "moe_flex_dispatcher_backend"},
        {"--use_tokendrop", "use_tokendrop"},
        {"--use_megatron_fsdp", "use_megatron_fsdp"},
        {"--nccl_ub", "nccl_ub"},
        {"--data", "data"},
        {"--profiling_start_step", "profiling_start_step"},
        {"--profiling_stop_step", "profiling_stop_step"},
        {"--timing_threshold", "timing_threshold"},
        {"--skip_first_percent_time", "skip_first_percent_time"},
        {"--memory_threshold", "memory_threshold"},
        {"--save_config_filepath", "save_config_filepath"},
    };
    return names;
}

const QStringList& flagOptions()
{
    static const QStringList flags{"--packed_sequence", "-d",   "--dryrun",       "-en",
                                   "--enable_nsys",     "-pyp", "--deterministic"};
    return flags;
}

void fire(ImportResult& r, const char* id, const Hit& hit)
{
    Diagnostic d = RulesEngine::diagnosticFor(QString::fromLatin1(id), hit);
    d.phase = Phase::Harness;
    r.diagnostics << d;
}

void fireSimple(ImportResult& r, const char* id, const QStringList& args, const QStringList& fields = {},
                int variant = 0)
{
    Hit h;
    h.args = args;
    h.fields = fields;
    h.variant = variant;
    fire(r, id, h);
}

std::optional<bool> boolArg(const QString& v)
{
    return ValueFormat::parseBool(v);
}

} // namespace

const QStringList& HarnessImporter::validImpls()
{
    static const QStringList v{"none", "local", "transformer_engine"};
    return v;
}

const QStringList& HarnessImporter::validScopes()
{
    static const QStringList v{"full_iteration", "attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"};
    return v;
}

const QStringList& HarnessImporter::validGpus()
{
    static const QStringList v{"h100", "b200", "b300", "gb200", "gb300", "vr200", "r100"};
    return v;
}

const QStringList& HarnessImporter::validComputeDtypes()
{
    static const QStringList v{"bf16", "fp8_cs", "fp8_mx", "fp8_sc", "nvfp4"};
    return v;
}

QString HarnessImporter::recipeFunctionName(const QString& recipe, const QString& task, int numGpus, const QString& gpu,
                                            const QString& computeDtype, const QString& variant)
{
    static const QHash<QString, QString> suffix{{"bf16", "bf16"},    {"fp8_cs", "fp8cs"}, {"fp8_mx", "fp8mx"},
                                                {"fp8_sc", "fp8sc"}, {"nvfp4", "nvfp4"},  {"fp8_ds", "fp8ds"}};
    QString name = QStringLiteral("%1_%2_%3gpu_%4_%5")
                       .arg(recipe, task)
                       .arg(numGpus)
                       .arg(gpu, suffix.value(computeDtype, computeDtype));
    if (!variant.isEmpty() && variant != QLatin1String("v1") && variant != QLatin1String("v2"))
        name += QLatin1Char('_') + variant;
    return name + QStringLiteral("_config");
}

ImportResult HarnessImporter::importText(const QString& commandLine, TrainingConfig& cfg,
                                         const RecipeResolver& resolver, const QString& source)
{
    QString error;
    const auto words = ShellWords::split(commandLine, &error);
    if (!words) {
        ImportResult r;
        r.fail(HarnessImporter::tr("cannot split the command line: %1.").arg(error), SourceLocation{source, 0, 0});
        return r;
    }
    return importArgs(*words, cfg, resolver, source);
}

namespace {

// What argparse made of the harness's own options, before anything is applied.
struct Checked
{
    QString gpu; // -g, lower case
    QString dtype; // -c, bf16 by default
    bool implGiven = false;
    QString implArg;
    bool implValid = true;
    bool scopeGiven = false;
    QStringList scopeArg;
    bool scopeValid = true;
};

// Drops "python scripts/performance/run_script.py" (or setup_experiment.py) and leading NAME=value words.
QStringList scriptArgs(const QStringList& input)
{
    for (int i = 0; i < input.size(); ++i)
        if (input.at(i).endsWith(QLatin1String(".py")))
            return input.mid(i + 1);
    return input;
}

// Sorts the words into options with values, flags, environment, Hydra overrides and unknown words (PH-16 for an
// option without its value).
Parsed parseArgs(const QStringList& args, ImportResult& result)
{
    Parsed p;
    for (int i = 0; i < args.size(); ++i) {
        QString a = args.at(i);
        QString inlineValue;
        bool hasInline = false;
        if (a.startsWith(QLatin1Char('-')) && a.contains(QLatin1Char('='))) {
            inlineValue = a.section(QLatin1Char('='), 1);
            a = a.section(QLatin1Char('='), 0, 0);
            hasInline = true;
        }
        if (a == QLatin1String("-E") || a == QLatin1String("--env")) {
            if (hasInline)
                p.env << inlineValue;
            else if (i + 1 < args.size())
                p.env << args.at(++i);
            continue;
        }
        if (a == QLatin1String("-ce") || a == QLatin1String("--custom_env_vars")) {
            const QString v = hasInline ? inlineValue : (i + 1 < args.size() ? args.at(++i) : QString());
            p.env += v.split(QLatin1Char(','), Qt::SkipEmptyParts);
            continue;
        }
        if (flagOptions().contains(a)) {
            if (a == QLatin1String("--packed_sequence"))
                p.packedSequence = true;
            if (a == QLatin1String("-d") || a == QLatin1String("--dryrun"))
                p.dryrun = true;
            continue;
        }
        const auto it = optionNames().constFind(a);
        if (it != optionNames().constEnd()) {
            if (hasInline)
                p.values.insert(*it, inlineValue);
            else if (i + 1 < args.size())
                p.values.insert(*it, args.at(++i));
            else
                fireSimple(result, "PH-16", {a}, {}, 1);
            continue;
        }
        if (!a.startsWith(QLatin1Char('-'))
            && (args.at(i).contains(QLatin1Char('=')) || args.at(i).startsWith(QLatin1Char('~'))))
            p.hydra << args.at(i); // parse_known_args: unknown tokens are Hydra overrides (~key deletes)
        else
            p.unknown << args.at(i);
    }
    return p;
}

// PH-16: argparse requirements and choices; PH-01 / PH-02: argparse validation of the graph options.
Checked checkArgs(const Parsed& p, ImportResult& result)
{
    QStringList missing;
    for (const char* req : {"model_family_name", "model_recipe_name", "num_gpus", "gpu"})
        if (!p.values.contains(QLatin1String(req)))
            missing << QStringLiteral("-%1").arg(QString::fromLatin1(req) == QLatin1String("model_family_name") ? "m"
                                                     : QString::fromLatin1(req) == QLatin1String("model_recipe_name")
                                                     ? "mr"
                                                     : QString::fromLatin1(req) == QLatin1String("num_gpus") ? "ng"
                                                                                                             : "g");
    if (!missing.isEmpty())
        fireSimple(result, "PH-16", {missing.join(QStringLiteral(", "))}, {}, 1);
    Checked c;
    c.gpu = p.values.value(QStringLiteral("gpu")).toLower();
    const QStringList& gpus = HarnessImporter::validGpus();
    if (!c.gpu.isEmpty() && !gpus.contains(c.gpu))
        fireSimple(result, "PH-16", {QStringLiteral("-g/--gpu"), c.gpu, gpus.join(QStringLiteral(", "))});
    c.dtype = p.values.value(QStringLiteral("compute_dtype"), QStringLiteral("bf16"));
    const QStringList& dtypes = HarnessImporter::validComputeDtypes();
    if (!dtypes.contains(c.dtype))
        fireSimple(result, "PH-16", {QStringLiteral("-c/--compute_dtype"), c.dtype, dtypes.join(QStringLiteral(", "))});
    if (!c.gpu.isEmpty())
        if (const auto g = TargetContext::parseGpu(c.gpu))
            result.gpu = g;

    c.implGiven = p.values.contains(QStringLiteral("cuda_graph_impl"));
    c.implArg = p.values.value(QStringLiteral("cuda_graph_impl"));
    if (c.implGiven && !HarnessImporter::validImpls().contains(c.implArg)) {
        fireSimple(result, "PH-01", {c.implArg}, {fieldPath(F::CudaGraphImpl)});
        c.implValid = false;
    }
    c.scopeGiven = p.values.contains(QStringLiteral("cuda_graph_scope"));
    c.scopeArg = p.values.value(QStringLiteral("cuda_graph_scope")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& s : c.scopeArg) {
        if (!HarnessImporter::validScopes().contains(s.trimmed())) {
            fireSimple(result, "PH-02", {p.values.value(QStringLiteral("cuda_graph_scope"))},
                       {fieldPath(F::CudaGraphScope)});
            c.scopeValid = false;
            break;
        }
    }
    return c;
}

// 1. The recipe, and its _benchmark_common (PH-15). Returns whether the resolver knew the recipe.
bool applyRecipe(const Parsed& p, const Checked& c, const HarnessImporter::RecipeResolver& resolver,
                 TrainingConfig& cfg, ImportResult& result)
{
    const QString recipe = p.values.value(QStringLiteral("model_recipe_name"));
    const QString fn = HarnessImporter::recipeFunctionName(
        recipe, p.values.value(QStringLiteral("task"), QStringLiteral("pretrain")),
        p.values.value(QStringLiteral("num_gpus")).toInt(), c.gpu, c.dtype,
        p.values.value(QStringLiteral("config_variant")));
    result.recipeName = fn;
    result.numGpus = p.values.value(QStringLiteral("num_gpus")).toInt();
    // The command names its recipe the harness way: the A/B script of an import runs the harness with the same flags.
    result.harness.modelFamily = p.values.value(QStringLiteral("model_family_name"));
    result.harness.recipe = recipe;
    result.harness.task = p.values.value(QStringLiteral("task"), QStringLiteral("pretrain"));
    result.harness.gpu = c.gpu;
    result.harness.computeDtype = c.dtype;
    result.harness.numGpus = result.numGpus;
    result.harness.variant = p.values.value(QStringLiteral("config_variant"));
    const bool resolved = resolver && !recipe.isEmpty() && resolver(fn, recipe, cfg);
    if (!resolved && !recipe.isEmpty())
        fireSimple(result, "IMP-05", {fn});
    cfg.set(F::TrainIters, 50);
    cfg.set(F::LogInterval, 1);
    cfg.set(F::CheckForNanInGrad, false);
    cfg.set(F::CheckForLargeGrads, false);
    cfg.set(F::CheckForNanInLoss, false);
    const bool graphsActive = cfg.stringValue(F::CudaGraphImpl) != QLatin1String("none");
    if (!graphsActive) {
        cfg.set(F::CudaGraphScope, QStringList{});
        cfg.unset(F::CudaGraphModules);
    }
    // A resolved recipe that states both TE RNG flags is the flat recipe's final result: _benchmark_common
    // already ran inside it, and a later edit may have changed the implementation after it (the Qwen3-VL perf
    // recipes switch to TE graphs with both flags left False, spec f.2). Recomputing would hide that.
    const bool recipeStatesRng = resolved && cfg.isSet(F::RngTeRngTracker) && cfg.isSet(F::UseTeRngTracker);
    if (!recipeStatesRng) {
        cfg.set(F::RngTeRngTracker, graphsActive);
        cfg.set(F::UseTeRngTracker, graphsActive);
    }
    fireSimple(result, "PH-15", {},
               {fieldPath(F::TrainIters), fieldPath(F::LogInterval), fieldPath(F::CheckForNanInLoss)});
    return resolved;
}

// Precision from -c, unless the resolved recipe states its own (-c only picks the recipe function then).
void applyPrecision(const QString& dtype, bool resolved, TrainingConfig& cfg)
{
    if (resolved && MixedPrecision::isSet(cfg)) {
        // keep the recipe's precision
    } else if (dtype == QLatin1String("bf16")) {
        cfg.set(F::Bf16, true);
    } else if (dtype.startsWith(QLatin1String("fp8"))) {
        cfg.set(F::Bf16, true);
        cfg.set(F::Fp8, QStringLiteral("e4m3"));
        cfg.set(F::Fp8Recipe,
                dtype == QLatin1String("fp8_mx")       ? QStringLiteral("mxfp8")
                    : dtype == QLatin1String("fp8_sc") ? QStringLiteral("blockwise")
                                                       : QStringLiteral("tensorwise"));
    } else if (dtype == QLatin1String("nvfp4")) {
        cfg.set(F::Bf16, true);
        cfg.set(F::Fp4, QStringLiteral("e2m1"));
    }
}

// 3. argparse overrides (set_user_overrides): sizes, parallelism, MoE dispatch and the boolean switches.
void applyUserOverrides(const Parsed& p, TrainingConfig& cfg)
{
    auto intArg = [&](const char* key, F field) {
        const QString k = QString::fromLatin1(key);
        if (!p.values.contains(k))
            return;
        bool ok = false;
        const qlonglong v = p.values.value(k).toLongLong(&ok);
        if (ok && v != -1)
            cfg.set(field, v);
        else if (p.values.value(k) == QLatin1String("None"))
            cfg.set(field, nullValue());
    };
    intArg("micro_batch_size", F::MicroBatchSize);
    intArg("global_batch_size", F::GlobalBatchSize);
    if (p.values.contains(QStringLiteral("seq_length"))) {
        intArg("seq_length", F::ModelSeqLength);
        intArg("seq_length", F::DatasetSeqLength);
    }
    intArg("max_steps", F::TrainIters);
    intArg("tensor_model_parallel_size", F::TensorModelParallelSize);
    if (p.values.contains(QStringLiteral("tensor_model_parallel_size")))
        cfg.set(F::SequenceParallel, p.values.value(QStringLiteral("tensor_model_parallel_size")).toInt() > 1);
    intArg("pipeline_model_parallel_size", F::PipelineModelParallelSize);
    intArg("context_parallel_size", F::ContextParallelSize);
    intArg("virtual_pipeline_model_parallel_size", F::VirtualPipelineModelParallelSize);
    intArg("expert_model_parallel_size", F::ExpertModelParallelSize);
    intArg("expert_tensor_parallel_size", F::ExpertTensorParallelSize);
    if (p.values.contains(QStringLiteral("moe_flex_dispatcher_backend"))) {
        const QString b = p.values.value(QStringLiteral("moe_flex_dispatcher_backend"));
        if (b == QLatin1String("None")) {
            cfg.set(F::MoeTokenDispatcherType, QStringLiteral("alltoall"));
        } else if (b != QLatin1String("-1")) {
            cfg.set(F::MoeTokenDispatcherType, QStringLiteral("flex"));
            cfg.set(F::MoeFlexDispatcherBackend, b);
        }
    }
    if (const auto td = boolArg(p.values.value(QStringLiteral("use_tokendrop")))) {
        if (*td) {
            cfg.set(F::MoeExpertCapacityFactor, 1.0);
            cfg.set(F::MoePadExpertInputToCapacity, true);
        } else {
            cfg.set(F::MoeExpertCapacityFactor, nullValue());
            cfg.set(F::MoePadExpertInputToCapacity, false);
        }
    }
    if (const auto b = boolArg(p.values.value(QStringLiteral("use_megatron_fsdp"))))
        cfg.set(F::UseMegatronFsdp, *b);
    if (const auto b = boolArg(p.values.value(QStringLiteral("nccl_ub"))))
        cfg.set(F::NcclUb, *b);
}

// PH-08: scopes that transformer_engine graphs do not know.
void checkTeScopes(const QStringList& scopes, bool skipRepeats, ImportResult& result)
{
    static const QStringList te{"attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"};
    QStringList bad;
    for (const QString& s : scopes)
        if (!te.contains(s) && !(skipRepeats && bad.contains(s)))
            bad << s;
    if (!bad.isEmpty())
        fireSimple(result, "PH-08", {joinQuoted(bad)}, {fieldPath(F::CudaGraphScope)});
}

// --cuda_graph_scope given and valid: PH-05 .. PH-09.
void applyScopeArg(const QStringList& scopeArg, const QString& effectiveImpl, TrainingConfig& cfg, ImportResult& result)
{
    QStringList scopes;
    for (const QString& s : scopeArg)
        scopes << s.trimmed();
    const bool full = scopes.contains(QLatin1String("full_iteration"));
    if (full && scopes.size() > 1) {
        fireSimple(result, "PH-05", {}, {fieldPath(F::CudaGraphScope)});
    } else if (full && effectiveImpl == QLatin1String("transformer_engine")) {
        fireSimple(result, "PH-06", {}, {fieldPath(F::CudaGraphScope), fieldPath(F::CudaGraphImpl)});
    } else if (full) {
        cfg.set(F::CudaGraphImpl, QStringLiteral("full_iteration"));
        cfg.set(F::CudaGraphModules, QStringList{});
        cfg.unset(F::CudaGraphScope);
        fireSimple(result, "PH-07", {}, {fieldPath(F::CudaGraphImpl), fieldPath(F::CudaGraphModules)});
    } else {
        if (effectiveImpl == QLatin1String("transformer_engine"))
            checkTeScopes(scopes, false, result);
        cfg.set(F::CudaGraphModules, scopes);
        cfg.unset(F::CudaGraphScope);
        fireSimple(result, "PH-07", {joinQuoted(scopes)}, {fieldPath(F::CudaGraphModules)}, 1);
    }
    // PH-09: Bridge's local check runs right here.
    if (cfg.stringValue(F::CudaGraphImpl) == QLatin1String("local")) {
        const QStringList m = cfg.listValue(F::CudaGraphModules);
        if (!m.isEmpty() && !m.contains(QLatin1String("full_iteration")))
            fireSimple(result, "PH-09", {joinQuoted(m)}, {fieldPath(F::CudaGraphImpl), fieldPath(F::CudaGraphModules)});
    }
}

// _set_cuda_graph_overrides (OVR L125-158): PH-03 .. PH-10.
void applyGraphOverrides(const Checked& c, const QString& source, TrainingConfig& cfg, ImportResult& result)
{
    if (c.implGiven && c.implValid) {
        cfg.set(F::CudaGraphImpl, c.implArg);
        cfg.setOrigin(F::CudaGraphImpl, SourceLocation{source, 0, 0});
        if (c.implArg != QLatin1String("none")) {
            cfg.set(F::RngTeRngTracker, true);
            cfg.set(F::UseTeRngTracker, true);
            fireSimple(result, "PH-03", {}, {fieldPath(F::RngTeRngTracker), fieldPath(F::UseTeRngTracker)});
        }
    }
    const QString effectiveImpl = cfg.stringValue(F::CudaGraphImpl);
    if (effectiveImpl == QLatin1String("none")) {
        cfg.set(F::RngTeRngTracker, false);
        cfg.set(F::UseTeRngTracker, false);
        cfg.set(F::CudaGraphScope, QStringList{});
        cfg.unset(F::CudaGraphModules);
        fireSimple(result, "PH-04", {}, {fieldPath(F::CudaGraphImpl), fieldPath(F::RngTeRngTracker)});
    } else if (!c.scopeGiven && effectiveImpl == QLatin1String("transformer_engine")) {
        // Without --cuda_graph_scope the recipe's (or the Hydra overrides') scopes are checked against the TE list.
        checkTeScopes(cfg.listValue(F::CudaGraphModules) + cfg.listValue(F::CudaGraphScope), true, result);
    } else if (c.scopeGiven && c.scopeValid) {
        applyScopeArg(c.scopeArg, effectiveImpl, cfg, result);
    }
    // PH-10: a full-iteration result turns the NaN check on the loss off.
    const bool fullResult = cfg.stringValue(F::CudaGraphImpl) == QLatin1String("full_iteration")
        || (cfg.stringValue(F::CudaGraphImpl) == QLatin1String("local")
            && (cfg.listValue(F::CudaGraphScope).contains(QLatin1String("full_iteration"))
                || cfg.listValue(F::CudaGraphModules).contains(QLatin1String("full_iteration"))));
    if (fullResult) {
        cfg.set(F::CheckForNanInLoss, false);
        fireSimple(result, "PH-10", {}, {fieldPath(F::CheckForNanInLoss)});
    }
}

// After the graph overrides: recompute (PH-11), activation offload (PH-12), --moe_a2a_overlap (PH-13) and packed
// SQuAD data with graphs (PH-14).
void applyLateOverrides(const Parsed& p, TrainingConfig& cfg, ImportResult& result)
{
    if (p.values.contains(QStringLiteral("recompute_num_layers"))) {
        const QString n = p.values.value(QStringLiteral("recompute_num_layers"));
        cfg.set(F::RecomputeGranularity, QStringLiteral("full"));
        cfg.set(F::RecomputeMethod, QStringLiteral("block"));
        cfg.set(F::RecomputeNumLayers, n.toLongLong());
        fireSimple(result, "PH-11", {n}, {fieldPath(F::RecomputeGranularity), fieldPath(F::RecomputeNumLayers)});
    }
    if (p.values.contains(QStringLiteral("recompute_modules"))) {
        const QStringList mods
            = p.values.value(QStringLiteral("recompute_modules")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        cfg.set(F::RecomputeGranularity, QStringLiteral("selective"));
        cfg.set(F::RecomputeModules, mods);
        fireSimple(result, "PH-11", {mods.join(QLatin1Char(','))}, {fieldPath(F::RecomputeModules)}, 1);
    }
    if (p.values.contains(QStringLiteral("activation_offload_layers"))) {
        const qlonglong n = p.values.value(QStringLiteral("activation_offload_layers")).toLongLong();
        if (n > 0) {
            cfg.set(F::CpuOffloading, true);
            cfg.set(F::CpuOffloadingWeights, false);
            cfg.set(F::CpuOffloadingNumLayers, n);
            fireSimple(result, "PH-12", {QString::number(n)}, {fieldPath(F::CpuOffloading)});
        }
    }
    if (const auto a2a = boolArg(p.values.value(QStringLiteral("moe_a2a_overlap")))) {
        cfg.set(F::CommOverlapMoeExpertParallelComm, *a2a);
        cfg.set(F::CommOverlapDelayWgradCompute, *a2a);
        if (*a2a) {
            cfg.set(F::MoeSharedExpertOverlap, false);
            fireSimple(result, "PH-13", {},
                       {fieldPath(F::CommOverlapMoeExpertParallelComm), fieldPath(F::CommOverlapDelayWgradCompute)});
        }
    }
    const QString data = p.values.value(QStringLiteral("data"), QStringLiteral("mock"));
    if (data == QLatin1String("squad_packed") || p.packedSequence) {
        cfg.set(F::OfflinePackingSpecs, true);
        if (cfg.stringValue(F::CudaGraphImpl) != QLatin1String("none")) {
            cfg.set(F::PadCuSeqlens, true);
            cfg.set(F::PadToMaxLength, true);
            fireSimple(result, "PH-14", {}, {fieldPath(F::PadCuSeqlens), fieldPath(F::PadToMaxLength)});
        }
    }
}

// Launcher environment (-E KEY=VALUE, -ce k=v,...), then IMP-03 for the words nobody understood.
void applyEnvAndUnknown(const Parsed& p, const QString& source, TrainingConfig& cfg, ImportResult& result)
{
    for (const QString& kv : p.env) {
        const int eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString path = QStringLiteral("env_vars.") + kv.left(eq);
        if (const QString problem = UnicodeText::nonCharacterProblem(kv, path); !problem.isEmpty()) {
            result.ignoreValue(path, problem, SourceLocation{source, 0, 0});
            continue;
        }
        cfg.setEnv(kv.left(eq), kv.mid(eq + 1));
        cfg.setEnvOrigin(kv.left(eq), SourceLocation{source, 0, 0});
    }
    if (!p.unknown.isEmpty()) {
        result.unusedKeys += p.unknown;
        Hit hit;
        hit.args << QString::number(p.unknown.size()) << source;
        hit.fields = p.unknown.mid(0, 20);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("IMP-03"), hit);
    }
}

} // namespace

ImportResult HarnessImporter::importArgs(const QStringList& input, TrainingConfig& cfg, const RecipeResolver& resolver,
                                         const QString& source)
{
    ImportResult result;
    result.frontEnd = FrontEnd::PerfHarness;
    const Parsed p = parseArgs(scriptArgs(input), result);
    const Checked checked = checkArgs(p, result);
    const bool resolved = applyRecipe(p, checked, resolver, cfg, result);
    applyPrecision(checked.dtype, resolved, cfg);
    // 2. Hydra overrides from the unknown tokens, first.
    if (!p.hydra.isEmpty())
        result.merge(HydraOverrides::apply(p.hydra, cfg, source));
    applyUserOverrides(p, cfg);
    applyGraphOverrides(checked, source, cfg, result);
    applyLateOverrides(p, cfg, result);
    applyEnvAndUnknown(p, source, cfg, result);
    return result;
}

} // namespace cga
