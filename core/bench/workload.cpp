#include "bench/workload.h"

#include "model/trainingconfig.h"

#include <QJsonArray>

#include <iterator>

namespace cga {

namespace {

const char* const kIntFields[]
    = {"num_layers",       "hidden_size",      "ffn_hidden_size",     "num_attention_heads", "seq_length",
       "micro_batch_size", "num_microbatches", "vocab_size",          "tensor_parallel",     "num_moe_experts",
       "moe_router_topk",  "expert_parallel",  "moe_ffn_hidden_size", "warmup_steps"};

int* intField(Workload& w, int index)
{
    int* fields[] = {&w.numLayers,      &w.hiddenSize,      &w.ffnHiddenSize,    &w.numAttentionHeads, &w.seqLength,
                     &w.microBatchSize, &w.numMicrobatches, &w.vocabSize,        &w.tensorParallel,    &w.numMoeExperts,
                     &w.moeRouterTopk,  &w.expertParallel,  &w.moeFfnHiddenSize, &w.warmupSteps};
    return fields[index];
}

} // namespace

bool Workload::hasDenseLayers() const
{
    if (!isMoe())
        return true;
    for (int l = 0; l < numLayers; ++l)
        if (!moeLayerPattern.isEmpty() && moeLayerPattern.at(l % moeLayerPattern.size()) == 0)
            return true;
    return false;
}

QString Workload::validate() const
{
    if (kind != QLatin1String("transformer") && kind != QLatin1String("empty_kernels")
        && kind != QLatin1String("layer_stream"))
        return tr("unknown workload kind \"%1\"").arg(kind);
    if (opProfile != QLatin1String("megatron") && opProfile != QLatin1String("pytorch"))
        return tr("unknown op profile \"%1\" (megatron or pytorch)").arg(opProfile);
    if (numLayers < 1 || hiddenSize < 8 || hiddenSize % 8 != 0)
        return tr("the model needs at least one layer and a hidden size that is a multiple of 8");
    if (numAttentionHeads < 1 || hiddenSize % numAttentionHeads != 0)
        return tr("the number of attention heads (%1) must divide the hidden size (%2)")
            .arg(numAttentionHeads)
            .arg(hiddenSize);
    if (seqLength < 1 || microBatchSize < 1 || numMicrobatches < 1)
        return tr("sequence length, micro-batch size and microbatches must be positive");
    if (tensorParallel < 1 || numAttentionHeads % tensorParallel != 0 || ffnHiddenSize % tensorParallel != 0)
        return tr("the tensor-parallel size (%1) must divide the heads and the FFN size").arg(tensorParallel);
    if (dtype != QLatin1String("bf16") && dtype != QLatin1String("fp8"))
        return tr("the data type must be bf16 or fp8");
    if (numMoeExperts == 1 || numMoeExperts < 0)
        return tr("the number of experts must be 0 (dense) or at least 2");
    if (isMoe() && (moeRouterTopk < 1 || moeRouterTopk > numMoeExperts))
        return tr("the router top-k (%1) must be between 1 and the number of experts").arg(moeRouterTopk);
    if (isMoe() && (expertParallel < 1 || numMoeExperts % expertParallel != 0))
        return tr("the expert-parallel size (%1) must divide the number of experts").arg(expertParallel);
    if (modes.isEmpty())
        return tr("no modes to compare");
    return {};
}

QJsonObject Workload::toJson() const
{
    QJsonObject o{{QStringLiteral("name"), name},
                  {QStringLiteral("kind"), kind},
                  {QStringLiteral("op_profile"), opProfile},
                  {QStringLiteral("dtype"), dtype},
                  {QStringLiteral("activation"), activation},
                  {QStringLiteral("moe_dropless"), moeDropless},
                  {QStringLiteral("moe_capacity_factor"), moeCapacityFactor},
                  {QStringLiteral("optimizer_in_graph"), optimizerInGraph},
                  {QStringLiteral("modes"), QJsonArray::fromStringList(modes)}};
    Workload& self = const_cast<Workload&>(*this);
    for (int i = 0; i < int(std::size(kIntFields)); ++i)
        o.insert(QLatin1String(kIntFields[i]), *intField(self, i));
    if (moeLayerPattern.isEmpty()) {
        o.insert(QStringLiteral("moe_layer_freq"), 1);
    } else {
        QJsonArray freq;
        for (int v : moeLayerPattern)
            freq.append(v);
        o.insert(QStringLiteral("moe_layer_freq"), freq);
    }
    return o;
}

bool Workload::fromJson(const QJsonObject& o, Workload* out, QString* error)
{
    Workload w = *out;
    auto str = [&](const char* key, QString* field) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isString())
            *field = v.toString();
        else if (!v.isUndefined() && !v.isNull()) {
            *error = tr("\"%1\" must be a string").arg(QLatin1String(key));
            return false;
        }
        return true;
    };
    if (!str("name", &w.name) || !str("kind", &w.kind) || !str("op_profile", &w.opProfile) || !str("dtype", &w.dtype)
        || !str("activation", &w.activation))
        return false;
    for (int i = 0; i < int(std::size(kIntFields)); ++i) {
        const QJsonValue v = o.value(QLatin1String(kIntFields[i]));
        if (v.isUndefined() || v.isNull())
            continue;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d != double(qint64(d)) || d > 1e9) {
            *error = tr("\"%1\" must be a non-negative integer").arg(QLatin1String(kIntFields[i]));
            return false;
        }
        *intField(w, i) = int(d);
    }
    const QJsonValue freq = o.value(QStringLiteral("moe_layer_freq"));
    if (freq.isDouble()) {
        const int every = freq.toInt();
        w.moeLayerPattern.clear();
        if (every > 1)
            for (int l = 0; l < w.numLayers; ++l)
                w.moeLayerPattern << (l % every == 0 ? 1 : 0);
    } else if (freq.isArray()) {
        w.moeLayerPattern.clear();
        for (const QJsonValue& v : freq.toArray())
            w.moeLayerPattern << v.toInt();
    }
    if (o.value(QStringLiteral("moe_dropless")).isBool())
        w.moeDropless = o.value(QStringLiteral("moe_dropless")).toBool();
    if (o.value(QStringLiteral("moe_capacity_factor")).isDouble())
        w.moeCapacityFactor = o.value(QStringLiteral("moe_capacity_factor")).toDouble();
    if (o.value(QStringLiteral("optimizer_in_graph")).isBool())
        w.optimizerInGraph = o.value(QStringLiteral("optimizer_in_graph")).toBool();
    if (o.value(QStringLiteral("modes")).isArray()) {
        w.modes.clear();
        for (const QJsonValue& v : o.value(QStringLiteral("modes")).toArray())
            w.modes << v.toString();
    }
    const QString problem = w.validate();
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    *out = w;
    return true;
}

Workload Workload::fromConfig(const TrainingConfig& c, QStringList* notes)
{
    Workload w;
    w.name = QStringLiteral("config");
    QStringList assumed;
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
    assumed << tr("one microbatch per step (the data-parallel size is not known here; set --microbatches)");
    w.tensorParallel = qMax<int>(1, int(c.intValue(FieldId::TensorModelParallelSize, 1)));
    if (w.numAttentionHeads % w.tensorParallel != 0 || w.ffnHiddenSize % w.tensorParallel != 0) {
        assumed << tr("the tensor-parallel size %1 does not divide the heads and FFN; emulated without it")
                       .arg(w.tensorParallel);
        w.tensorParallel = 1;
    }
    w.dtype = c.isNull(FieldId::Fp8) ? QStringLiteral("bf16") : QStringLiteral("fp8");
    w.vocabSize = 32000;
    assumed << tr("the vocabulary size is not part of the configuration; assumed %1").arg(w.vocabSize);
    w.warmupSteps = qMax<int>(1, int(c.intValue(FieldId::CudaGraphWarmupSteps, 3)));
    w.optimizerInGraph = c.boolValue(FieldId::OptimizerCudaGraph);
    if (!c.isNull(FieldId::NumMoeExperts) && c.intValue(FieldId::NumMoeExperts) > 1) {
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
                w.moeLayerPattern << (v.toInt() != 0 ? 1 : 0);
        } else if (freq.toInt() > 1) {
            for (int l = 0; l < w.numLayers; ++l)
                w.moeLayerPattern << (l % freq.toInt() == 0 ? 1 : 0);
        }
    }

    // Modes: eager against what the configuration captures, plus the usual alternatives.
    QStringList modules = c.listValue(FieldId::CudaGraphModules);
    if (modules.isEmpty())
        modules = c.listValue(FieldId::CudaGraphScope);
    const QString impl = c.stringValue(FieldId::CudaGraphImpl);
    QString configured;
    if (impl == QLatin1String("full_iteration") || modules.contains(QLatin1String("full_iteration"))) {
        configured = QStringLiteral("full_iteration");
    } else if (impl == QLatin1String("transformer_engine") || impl == QLatin1String("local")) {
        QStringList scopes;
        for (const QString& m : {QStringLiteral("attn"), QStringLiteral("mlp"), QStringLiteral("moe_router"),
                                 QStringLiteral("moe_preprocess"), QStringLiteral("moe")})
            if (modules.contains(m))
                scopes << m;
        if (modules.contains(QLatin1String("mamba")))
            assumed << tr("mamba layers are not emulated; the mamba scope is left out");
        if (modules.isEmpty()) { // the whole layer
            scopes << QStringLiteral("attn");
            if (w.hasDenseLayers())
                scopes << QStringLiteral("mlp");
            if (w.isMoe())
                scopes << (w.moeDropless ? QStringLiteral("moe_router") : QStringLiteral("moe"));
        }
        if (scopes.contains(QLatin1String("mlp")) && !w.hasDenseLayers())
            scopes.removeAll(QStringLiteral("mlp"));
        configured = scopes.join(QLatin1Char('+'));
    }
    w.modes = {QStringLiteral("eager")};
    if (!configured.isEmpty())
        w.modes << configured;
    const QStringList alternatives = w.isMoe()
        ? QStringList{QStringLiteral("attn"), QStringLiteral("attn+moe_router"),
                      QStringLiteral("attn+moe_router+moe_preprocess")}
        : QStringList{QStringLiteral("attn"), QStringLiteral("attn+mlp"), QStringLiteral("full_iteration")};
    for (const QString& m : alternatives)
        if (!w.modes.contains(m) && w.modes.size() < 4)
            w.modes << m;
    if (notes)
        *notes = assumed;
    return w;
}

} // namespace cga
