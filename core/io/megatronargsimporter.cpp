#include "io/megatronargsimporter.h"

#include "io/valueparser.h"
#include "rules/rulesengine.h"
#include "util/shellwords.h"
#include "util/unicodetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace cga {

namespace {

enum class Kind { Value, True, False, List };

struct Flag
{
    const char* name;
    FieldId field;
    Kind kind;
};

// arguments.py flags that map onto modelled fields. Special flags are handled in code below.
const Flag kFlags[] = {
    {"--cuda-graph-impl", FieldId::CudaGraphImpl, Kind::Value},
    {"--cuda-graph-modules", FieldId::CudaGraphModules, Kind::List},
    {"--cuda-graph-scope", FieldId::CudaGraphScope, Kind::List},
    {"--cuda-graph-warmup-steps", FieldId::CudaGraphWarmupSteps, Kind::Value},
    {"--cuda-graph-use-single-mempool", FieldId::CudaGraphUseSingleMempool, Kind::True},
    {"--cuda-graph-retain-backward-graph", FieldId::CudaGraphRetainBackwardGraph, Kind::True},
    {"--inference-cuda-graph-scope", FieldId::InferenceCudaGraphScope, Kind::Value},
    {"--inference-rng-tracker", FieldId::RngInferenceRngTracker, Kind::True},
    {"--recompute-granularity", FieldId::RecomputeGranularity, Kind::Value},
    {"--recompute-method", FieldId::RecomputeMethod, Kind::Value},
    {"--recompute-num-layers", FieldId::RecomputeNumLayers, Kind::Value},
    {"--recompute-modules", FieldId::RecomputeModules, Kind::List},
    {"--cpu-offloading", FieldId::CpuOffloading, Kind::True},
    {"--cpu-offloading-num-layers", FieldId::CpuOffloadingNumLayers, Kind::Value},
    {"--fine-grained-activation-offloading", FieldId::FineGrainedActivationOffloading, Kind::True},
    {"--offload-modules", FieldId::OffloadModules, Kind::List},
    {"--fine-grained-offloading-max-inflight-offloads", FieldId::FineGrainedOffloadingMaxInflightOffloads, Kind::Value},
    {"--num-experts", FieldId::NumMoeExperts, Kind::Value},
    {"--moe-layer-freq", FieldId::MoeLayerFreq, Kind::Value},
    {"--moe-router-topk", FieldId::MoeRouterTopk, Kind::Value},
    {"--moe-token-dispatcher-type", FieldId::MoeTokenDispatcherType, Kind::Value},
    {"--moe-flex-dispatcher-backend", FieldId::MoeFlexDispatcherBackend, Kind::Value},
    {"--moe-expert-capacity-factor", FieldId::MoeExpertCapacityFactor, Kind::Value},
    {"--moe-pad-expert-input-to-capacity", FieldId::MoePadExpertInputToCapacity, Kind::True},
    {"--moe-router-padding-for-fp8", FieldId::MoeRouterPaddingForFp8, Kind::True},
    {"--moe-shared-expert-intermediate-size", FieldId::MoeSharedExpertIntermediateSize, Kind::Value},
    {"--moe-shared-expert-overlap", FieldId::MoeSharedExpertOverlap, Kind::True},
    {"--moe-input-jitter-eps", FieldId::MoeInputJitterEps, Kind::Value},
    {"--moe-expert-rank-capacity-factor", FieldId::MoeExpertRankCapacityFactor, Kind::Value},
    {"--moe-ffn-hidden-size", FieldId::MoeFfnHiddenSize, Kind::Value},
    {"--hidden-dropout", FieldId::HiddenDropout, Kind::Value},
    {"--attention-dropout", FieldId::AttentionDropout, Kind::Value},
    {"--overlap-moe-expert-parallel-comm", FieldId::ModelOverlapMoeExpertParallelComm, Kind::True},
    {"--delay-wgrad-compute", FieldId::ModelDelayWgradCompute, Kind::True},
    {"--no-gradient-accumulation-fusion", FieldId::GradientAccumulationFusion, Kind::False},
    {"--disable-bias-linear", FieldId::AddBiasLinear, Kind::False},
    {"--add-qkv-bias", FieldId::AddQkvBias, Kind::True},
    {"--variable-seq-lengths", FieldId::VariableSeqLengths, Kind::True},
    {"--seq-length", FieldId::ModelSeqLength, Kind::Value},
    {"--num-layers", FieldId::NumLayers, Kind::Value},
    {"--hidden-size", FieldId::HiddenSize, Kind::Value},
    {"--ffn-hidden-size", FieldId::FfnHiddenSize, Kind::Value},
    {"--num-attention-heads", FieldId::NumAttentionHeads, Kind::Value},
    {"--num-query-groups", FieldId::NumQueryGroups, Kind::Value},
    {"--mtp-num-layers", FieldId::MtpNumLayers, Kind::Value},
    {"--tensor-model-parallel-size", FieldId::TensorModelParallelSize, Kind::Value},
    {"--pipeline-model-parallel-size", FieldId::PipelineModelParallelSize, Kind::Value},
    {"--virtual-pipeline-model-parallel-size", FieldId::VirtualPipelineModelParallelSize, Kind::Value},
    {"--context-parallel-size", FieldId::ContextParallelSize, Kind::Value},
    {"--hierarchical-context-parallel-sizes", FieldId::HierarchicalContextParallelSizes, Kind::List},
    {"--expert-model-parallel-size", FieldId::ExpertModelParallelSize, Kind::Value},
    {"--expert-tensor-parallel-size", FieldId::ExpertTensorParallelSize, Kind::Value},
    {"--sequence-parallel", FieldId::SequenceParallel, Kind::True},
    {"--bf16", FieldId::Bf16, Kind::True},
    {"--fp16", FieldId::Fp16, Kind::True},
    {"--fp8-format", FieldId::Fp8, Kind::Value},
    {"--fp8-recipe", FieldId::Fp8Recipe, Kind::Value},
    {"--fp4-format", FieldId::Fp4, Kind::Value},
    {"--transformer-impl", FieldId::TransformerImpl, Kind::Value},
    {"--gtp-weight-remat-size", FieldId::GtpWeightRematSize, Kind::Value},
    {"--cross-entropy-loss-fusion", FieldId::CrossEntropyLossFusion, Kind::True},
    {"--cross-entropy-fusion-impl", FieldId::CrossEntropyFusionImpl, Kind::Value},
    {"--inference-batch-times-seqlen-threshold", FieldId::InferenceBatchTimesSeqlenThreshold, Kind::Value},
    {"--inference-dynamic-batching-num-cuda-graphs", FieldId::InferenceDynamicBatchingNumCudaGraphs, Kind::Value},
    {"--overlap-grad-reduce", FieldId::OverlapGradReduce, Kind::True},
    {"--overlap-param-gather", FieldId::OverlapParamGather, Kind::True},
    {"--overlap-param-gather-with-optimizer-step", FieldId::OverlapParamGatherWithOptimizerStep, Kind::True},
    {"--use-distributed-optimizer", FieldId::UseDistributedOptimizer, Kind::True},
    {"--use-megatron-fsdp", FieldId::UseMegatronFsdp, Kind::True},
    {"--nccl-ub", FieldId::NcclUb, Kind::True},
    {"--fp8-param-gather", FieldId::Fp8ParamGather, Kind::True},
    {"--optimizer-cuda-graph", FieldId::OptimizerCudaGraph, Kind::True},
    {"--micro-batch-size", FieldId::MicroBatchSize, Kind::Value},
    {"--global-batch-size", FieldId::GlobalBatchSize, Kind::Value},
    {"--train-iters", FieldId::TrainIters, Kind::Value},
    {"--train-samples", FieldId::TrainSamples, Kind::Value},
    {"--log-interval", FieldId::LogInterval, Kind::Value},
    {"--log-throughput", FieldId::LogThroughput, Kind::True},
    {"--log-memory-to-tensorboard", FieldId::LogMemoryToTensorboard, Kind::True},
    {"--log-num-zeros-in-grad", FieldId::LogNumZerosInGrad, Kind::True},
    {"--loss-scale", FieldId::LossScale, Kind::Value},
    {"--load", FieldId::CheckpointLoad, Kind::Value},
    {"--moe-grouped-gemm", FieldId::MoeGroupedGemm, Kind::True},
    {"--moe-use-grouped-tensor", FieldId::MoeUseGroupedTensor, Kind::True},
    {"--use-transformer-engine-op-fuser", FieldId::UseTransformerEngineOpFuser, Kind::True},
    {"--moe-router-dtype", FieldId::MoeRouterDtype, Kind::Value},
    {"--moe-router-padding-for-quantization", FieldId::MoeRouterPaddingForQuantization, Kind::True},
    {"--moe-router-score-function", FieldId::MoeRouterScoreFunction, Kind::Value},
    {"--moe-router-pre-softmax", FieldId::MoeRouterPreSoftmax, Kind::True},
    {"--moe-router-load-balancing-type", FieldId::MoeRouterLoadBalancingType, Kind::Value},
    {"--multi-latent-attention", FieldId::MultiLatentAttention, Kind::True},
    {"--enable-mhc-connections", FieldId::EnableMhcConnections, Kind::True},
    {"--normalization", FieldId::Normalization, Kind::Value},
    {"--apply-layernorm-1p", FieldId::LayernormZeroCenteredGamma, Kind::True},
    {"--fp8-quantizer-factory", FieldId::Fp8QuantizerFactory, Kind::Value},
};

const QHash<QString, const Flag*>& flagTable()
{
    static const QHash<QString, const Flag*> table = [] {
        QHash<QString, const Flag*> t;
        for (const Flag& f : kFlags)
            t.insert(QString::fromLatin1(f.name), &f);
        return t;
    }();
    return table;
}

} // namespace

QString MegatronArgsImporter::flagFor(FieldId id)
{
    for (const Flag& f : kFlags)
        if (f.field == id && f.kind != Kind::False)
            return QString::fromLatin1(f.name);
    return {};
}

ImportResult MegatronArgsImporter::importText(const QString& commandLine, TrainingConfig& cfg, const QString& source)
{
    QString error;
    const auto words = ShellWords::split(commandLine, &error);
    if (!words) {
        ImportResult r;
        r.fail(MegatronArgsImporter::tr("cannot split the command line: %1.").arg(error), SourceLocation{source, 0, 0});
        return r;
    }
    return importArgs(*words, cfg, source);
}

namespace {

// The graph flags seen, for the checks that look at them together (MLM-01, MLM-02).
struct Seen
{
    bool impl = false;
    bool enable = false;
    bool external = false;
    bool modules = false;
    bool scope = false;
    bool groupQueryAttention = false; // --group-query-attention
    bool queryGroups = false; // --num-query-groups
};

// Leading NAME=value words are the launcher's environment; everything up to the script is the launcher. Removes
// both from `args` (and their entries from `argOrigins`).
void takeLauncherWords(QStringList& args, QList<SourceLocation>& argOrigins, const QString& source, TrainingConfig& cfg,
                       ImportResult& result)
{
    static const QRegularExpression envWord(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)=(.*)$"));
    while (!args.isEmpty()) {
        const auto m = envWord.match(args.first());
        if (!m.hasMatch())
            break;
        const QString path = QStringLiteral("env_vars.") + m.captured(1);
        if (const QString problem = UnicodeText::nonCharacterProblem(m.captured(2), path); !problem.isEmpty()) {
            result.ignoreValue(path, problem, argOrigins.isEmpty() ? SourceLocation{source, 0, 0} : argOrigins.first());
            args.removeFirst();
            if (!argOrigins.isEmpty())
                argOrigins.removeFirst();
            continue;
        }
        cfg.setEnv(m.captured(1), m.captured(2));
        cfg.setEnvOrigin(m.captured(1), SourceLocation{source, 0, 0});
        args.removeFirst();
        if (!argOrigins.isEmpty())
            argOrigins.removeFirst();
    }
    for (int i = args.size() - 1; i >= 0; --i) {
        if (args.at(i).endsWith(QLatin1String(".py")) && !args.at(i).startsWith(QLatin1String("--"))) {
            args = args.mid(i + 1);
            argOrigins = argOrigins.mid(i + 1);
            break;
        }
    }
}

// The flags that are not one field each. Returns false for any other flag.
bool applySpecialFlag(const QString& flag, const QStringList& values, const SourceLocation& where, TrainingConfig& cfg,
                      Seen& seen)
{
    if (flag == QLatin1String("--enable-cuda-graph")) {
        seen.enable = true;
        return true;
    }
    if (flag == QLatin1String("--external-cuda-graph")) {
        seen.external = true;
        return true;
    }
    if (flag == QLatin1String("--group-query-attention")) {
        seen.groupQueryAttention = true;
        return true;
    }
    if (flag == QLatin1String("--te-rng-tracker")) {
        cfg.set(FieldId::RngTeRngTracker, true);
        cfg.set(FieldId::UseTeRngTracker, true);
        cfg.setOrigin(FieldId::RngTeRngTracker, where);
        return true;
    }
    if (flag == QLatin1String("--no-check-for-nan-in-loss-and-grad")) {
        cfg.set(FieldId::CheckForNanInLoss, false);
        cfg.set(FieldId::CheckForNanInGrad, false);
        cfg.setOrigin(FieldId::CheckForNanInLoss, where);
        return true;
    }
    if (flag == QLatin1String("--num-layers-per-virtual-pipeline-stage") && !values.isEmpty()) {
        const qint64 layers = cfg.intValue(FieldId::NumLayers, -1);
        const qint64 pp = qMax<qint64>(1, cfg.intValue(FieldId::PipelineModelParallelSize, 1));
        const qint64 per = values.first().toLongLong();
        cfg.set(FieldId::VirtualPipelineModelParallelSize,
                (layers > 0 && per > 0) ? qMax<qint64>(1, layers / pp / per) : 2);
        return true;
    }
    return false;
}

// The value a table flag gives its field; nullopt (and `error`) when the words do not make one.
std::optional<QVariant> flagValue(const Flag& f, const FieldSpec& spec, const QString& flag, const QStringList& values,
                                  QString* error)
{
    switch (f.kind) {
    case Kind::True:
        return values.isEmpty() ? QVariant(true) : ValueParser::scalar(spec, values.first(), false, error);
    case Kind::False:
        return false;
    case Kind::Value:
        if (values.isEmpty()) {
            *error = MegatronArgsImporter::tr("%1 needs a value.").arg(flag);
            return std::nullopt;
        }
        return ValueParser::scalar(spec, values.join(QLatin1Char(' ')), false, error);
    case Kind::List: {
        QList<QPair<QString, bool>> items;
        for (const QString& value : values)
            for (const QString& item : ValueParser::splitList(value))
                items << qMakePair(item, false);
        return ValueParser::list(spec, items, error);
    }
    }
    return std::nullopt;
}

// MLM-01: the legacy flags are mutually exclusive with each other and with --cuda-graph-impl; MLM-02: the hidden
// --cuda-graph-scope with --cuda-graph-modules.
void checkGraphFlags(const Seen& seen, TrainingConfig& cfg, ImportResult& result)
{
    if ((seen.enable || seen.external) && seen.impl) {
        Hit hit;
        hit.fields << fieldPath(FieldId::EnableCudaGraph) << fieldPath(FieldId::CudaGraphImpl);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("MLM-01"), hit);
    } else if (seen.enable && seen.external) {
        Hit hit;
        hit.variant = 1;
        hit.fields << fieldPath(FieldId::EnableCudaGraph) << fieldPath(FieldId::ExternalCudaGraph);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("MLM-01"), hit);
    } else if (seen.enable || seen.external) {
        cfg.set(FieldId::CudaGraphImpl, seen.enable ? QStringLiteral("local") : QStringLiteral("transformer_engine"));
    }
    if (seen.modules && seen.scope) {
        Hit hit;
        hit.fields << fieldPath(FieldId::CudaGraphScope) << fieldPath(FieldId::CudaGraphModules);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("MLM-02"), hit);
        cfg.unset(FieldId::CudaGraphScope);
    }
}

} // namespace

ImportResult MegatronArgsImporter::importArgs(const QStringList& input, TrainingConfig& cfg, const QString& source,
                                              const QList<SourceLocation>& origins)
{
    ImportResult result;
    result.frontEnd = FrontEnd::MegatronLm;
    QStringList args = input;
    QList<SourceLocation> argOrigins = origins;
    takeLauncherWords(args, argOrigins, source, cfg, result);

    // The command line's own defaults where they differ from Bridge's.
    cfg.set(FieldId::CheckForNanInLoss, true);
    cfg.set(FieldId::CheckForNanInGrad, true);
    cfg.set(FieldId::GradientAccumulationFusion, true);

    Seen seen;
    QStringList unused;
    for (int i = 0; i < args.size(); ++i) {
        QString flag = args.at(i);
        const SourceLocation where = i < argOrigins.size() ? argOrigins.at(i) : SourceLocation{source, 0, i + 1};
        if (!flag.startsWith(QLatin1String("--"))) {
            unused << flag;
            continue;
        }
        QStringList values;
        const int eq = flag.indexOf(QLatin1Char('='));
        if (eq > 0) {
            values << flag.mid(eq + 1);
            flag = flag.left(eq);
        } else {
            while (i + 1 < args.size() && !args.at(i + 1).startsWith(QLatin1String("--")))
                values << args.at(++i);
        }
        if (applySpecialFlag(flag, values, where, cfg, seen))
            continue;
        const auto it = flagTable().constFind(flag);
        if (it == flagTable().constEnd()) {
            unused << flag;
            continue;
        }
        const Flag& f = **it;
        const FieldSpec& spec = FieldRegistry::instance().spec(f.field);
        seen.impl |= f.field == FieldId::CudaGraphImpl;
        seen.modules |= f.field == FieldId::CudaGraphModules;
        seen.scope |= f.field == FieldId::CudaGraphScope;
        seen.queryGroups |= f.field == FieldId::NumQueryGroups;
        QString error;
        const std::optional<QVariant> v = flagValue(f, spec, flag, values, &error);
        if (!v) {
            result.ignoreValue(spec.path, error, where);
            continue;
        }
        cfg.set(f.field, *v);
        cfg.setOrigin(f.field, where);
    }

    checkGraphFlags(seen, cfg, result);
    // argument_utils.py passes --num-query-groups on only with --group-query-attention (else one group per head).
    if (seen.queryGroups && !seen.groupQueryAttention)
        cfg.unset(FieldId::NumQueryGroups);
    if (!unused.isEmpty()) {
        result.unusedKeys = unused;
        Hit hit;
        hit.args << QString::number(unused.size()) << source;
        hit.fields = unused.mid(0, 20);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("IMP-03"), hit);
    }
    return result;
}

} // namespace cga
