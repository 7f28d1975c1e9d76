#include "bench/workloadfromconfig.h"

#include "model/trainingconfig.h"

#include <algorithm>

namespace cga {

void WorkloadFromConfig::readShapes(const TrainingConfig& c, Workload& w, QStringList& assumed)
{
    auto intOf = [&](FieldId id, int fallback, const QString& what) {
        if (c.isNull(id)) {
            assumed << tr("%1 is not set; assumed %2").arg(what).arg(fallback);
            return fallback;
        }
        return int(c.intValue(id, fallback));
    };
    w.numLayers = intOf(FieldId::NumLayers, 8, QStringLiteral("num_layers"));
    w.hiddenSize = intOf(FieldId::HiddenSize, 1024, QStringLiteral("hidden_size"));
    w.ffnHiddenSize = c.isNull(FieldId::FfnHiddenSize) ? 4 * w.hiddenSize : int(c.intValue(FieldId::FfnHiddenSize));
    w.numAttentionHeads
        = intOf(FieldId::NumAttentionHeads, qMax(1, w.hiddenSize / 128), QStringLiteral("num_attention_heads"));
    const int groups = c.isNull(FieldId::NumQueryGroups) ? 0 : int(c.intValue(FieldId::NumQueryGroups));
    if (groups > 0 && w.numAttentionHeads % groups == 0)
        w.numQueryGroups = groups;
    else if (groups != 0)
        assumed << tr("num_query_groups %1 does not divide the %2 attention heads; measured with one group per head")
                       .arg(groups)
                       .arg(w.numAttentionHeads);
    int seq = c.isNull(FieldId::ModelSeqLength) ? int(c.intValue(FieldId::DatasetSeqLength, 0))
                                                : int(c.intValue(FieldId::ModelSeqLength));
    if (seq <= 0) {
        seq = 4096;
        assumed << tr("the sequence length is not set; assumed %1").arg(seq);
    }
    const int cp = qMax<int>(1, int(c.intValue(FieldId::ContextParallelSize, 1)));
    w.seqLength = qMax(1, seq / cp);
    w.microBatchSize = qMax<int>(1, int(c.intValue(FieldId::MicroBatchSize, 1)));
    w.numMicrobatches = 1;
    assumed << tr("one microbatch per step (the data-parallel size is not known here; set the microbatches per step)");
    w.tensorParallel = qMax<int>(1, int(c.intValue(FieldId::TensorModelParallelSize, 1)));
    if (w.numAttentionHeads % w.tensorParallel != 0 || w.ffnHiddenSize % w.tensorParallel != 0
        || (w.queryGroups() >= w.tensorParallel && w.queryGroups() % w.tensorParallel != 0)) {
        assumed
            << tr("the tensor-parallel size %1 does not divide the heads, query groups and FFN; emulated without it")
                   .arg(w.tensorParallel);
        w.tensorParallel = 1;
    }
    w.dtype = c.isNull(FieldId::Fp8) ? "bf16" : "fp8";
    w.vocabSize = 32000;
    assumed << tr("the vocabulary size is not part of the configuration; assumed %1").arg(w.vocabSize);
    w.warmupSteps = qMax<int>(1, int(c.intValue(FieldId::CudaGraphWarmupSteps, 3)));
    w.optimizerInGraph = c.boolValue(FieldId::OptimizerCudaGraph);
}

void WorkloadFromConfig::readMoe(const TrainingConfig& c, Workload& w)
{
    if (c.isNull(FieldId::NumMoeExperts) || c.intValue(FieldId::NumMoeExperts) <= 1)
        return;
    w.numMoeExperts = int(c.intValue(FieldId::NumMoeExperts));
    w.moeRouterTopk = qBound(1, int(c.intValue(FieldId::MoeRouterTopk, 2)), w.numMoeExperts);
    w.expertParallel = qMax<int>(1, int(c.intValue(FieldId::ExpertModelParallelSize, 1)));
    if (w.numMoeExperts % w.expertParallel != 0)
        w.expertParallel = 1;
    w.moeFfnHiddenSize = c.isNull(FieldId::MoeFfnHiddenSize) ? 0 : int(c.intValue(FieldId::MoeFfnHiddenSize));
    w.moeDropless = c.isNull(FieldId::MoeExpertCapacityFactor);
    if (!w.moeDropless)
        w.moeCapacityFactor = c.floatValue(FieldId::MoeExpertCapacityFactor, 1.0);
    const QVariant freq = c.value(FieldId::MoeLayerFreq);
    if (freq.metaType().id() == QMetaType::QVariantList || freq.metaType().id() == QMetaType::QStringList) {
        for (const QVariant& v : freq.toList())
            w.moeLayerPattern.push_back(v.toInt() != 0 ? 1 : 0);
    } else if (freq.toInt() > 1) {
        w.setMoeLayerFreq(freq.toInt());
    }
}

// What the configuration captures, as a mode ("full_iteration", or scopes joined by '+'); empty when eager.
QString WorkloadFromConfig::configuredMode(const TrainingConfig& c, const Workload& w, QStringList& assumed)
{
    QStringList modules = c.listValue(FieldId::CudaGraphModules);
    if (modules.isEmpty())
        modules = c.listValue(FieldId::CudaGraphScope);
    const QString impl = c.stringValue(FieldId::CudaGraphImpl);
    if (impl == QLatin1String("full_iteration") || modules.contains(QLatin1String("full_iteration")))
        return QStringLiteral("full_iteration");
    if (impl != QLatin1String("transformer_engine") && impl != QLatin1String("local"))
        return {};
    QStringList scopes;
    for (const QString& m : {QStringLiteral("attn"), QStringLiteral("mlp"), QStringLiteral("moe_router"),
                             QStringLiteral("moe_preprocess"), QStringLiteral("moe")})
        if (modules.contains(m))
            scopes << m;
    if (modules.contains(QLatin1String("mamba")))
        assumed << tr("mamba layers are not emulated; the mamba scope is left out");
    // The whole layer, one graph per layer and direction, as both implementations capture it; a dropless MoE
    // layer cannot be captured whole (its token counts sync with the host), so its capturable scopes stand in.
    if (modules.isEmpty() && !(w.isMoe() && w.moeDropless))
        return QStringLiteral("layer");
    if (modules.isEmpty()) {
        scopes << QStringLiteral("attn");
        if (w.hasDenseLayers())
            scopes << QStringLiteral("mlp");
        if (w.isMoe())
            scopes << (w.moeDropless ? QStringLiteral("moe_router") : QStringLiteral("moe"));
    }
    if (scopes.contains(QLatin1String("mlp")) && !w.hasDenseLayers())
        scopes.removeAll(QStringLiteral("mlp"));
    return scopes.join(QLatin1Char('+'));
}

// Eager against what the configuration captures, plus the usual alternatives (four modes at most).
void WorkloadFromConfig::chooseModes(const QString& configured, Workload& w)
{
    w.modes = {"eager"};
    if (!configured.isEmpty())
        w.modes.push_back(configured.toStdString());
    // Under the local spec, Megatron's local implementation graphs whole layers whatever the scopes (attn, attn+mlp
    // and layer are one mode) and makes no graph for MoE scopes alone (cga-bench, --op-profile megatron-local): only
    // the whole layer and the full iteration differ from eager there.
    const std::vector<std::string> alternatives = w.opProfile == "megatron-local"
        ? std::vector<std::string>{"layer", "full_iteration"}
        : w.isMoe() ? std::vector<std::string>{"attn", "attn+moe_router", "attn+moe_router+moe_preprocess"}
        : configured == QLatin1String("layer") ? std::vector<std::string>{"attn+mlp", "full_iteration"}
                                               : std::vector<std::string>{"attn", "attn+mlp", "full_iteration"};
    for (const std::string& m : alternatives)
        if (std::find(w.modes.begin(), w.modes.end(), m) == w.modes.end() && w.modes.size() < 4)
            w.modes.push_back(m);
}

Workload WorkloadFromConfig::build(const TrainingConfig& c, QStringList* notes)
{
    Workload w;
    w.name = "config";
    QStringList assumed;
    readShapes(c, w, assumed);
    readMoe(c, w);
    // The local layer spec (no Transformer Engine) runs unfused attention with an fp32 softmax: its own profile.
    if (c.stringValue(FieldId::TransformerImpl) == QLatin1String("local"))
        w.opProfile = "megatron-local";
    const QString configured = configuredMode(c, w, assumed);
    const QString impl = c.stringValue(FieldId::CudaGraphImpl);
    if (configured == QLatin1String("full_iteration"))
        w.graphImpl = "full_iteration";
    else if (!configured.isEmpty() && (impl == QLatin1String("transformer_engine") || impl == QLatin1String("local")))
        w.graphImpl = impl.toStdString();
    chooseModes(configured, w);
    if (notes)
        *notes = assumed;
    return w;
}

} // namespace cga
