#include "bench/workloadjson.h"

#include <QJsonArray>

namespace cga {

namespace {

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

bool isOneOf(const std::string& value, std::initializer_list<const char*> names)
{
    for (const char* n : names)
        if (value == n)
            return true;
    return false;
}

} // namespace

QString WorkloadJson::validate(const Workload& w)
{
    if (!isOneOf(w.kind, {"transformer", "empty_kernels", "layer_stream"}))
        return tr("unknown workload kind \"%1\"").arg(qs(w.kind));
    if (!isOneOf(w.opProfile, {"megatron", "megatron-local", "pytorch"}))
        return tr("unknown op profile \"%1\" (megatron, megatron-local or pytorch)").arg(qs(w.opProfile));
    if (w.numLayers < 1 || w.hiddenSize < 8 || w.hiddenSize % 8 != 0)
        return tr("the model needs at least one layer and a hidden size that is a multiple of 8");
    if (w.numAttentionHeads < 1 || w.hiddenSize % w.numAttentionHeads != 0)
        return tr("the number of attention heads (%1) must divide the hidden size (%2)")
            .arg(w.numAttentionHeads)
            .arg(w.hiddenSize);
    if (w.seqLength < 1 || w.microBatchSize < 1 || w.numMicrobatches < 1)
        return tr("sequence length, micro-batch size and microbatches must be positive");
    if (w.numQueryGroups < 0 || w.numAttentionHeads % w.queryGroups() != 0)
        return tr("the number of query groups (%1) must divide the number of attention heads (%2)")
            .arg(w.queryGroups())
            .arg(w.numAttentionHeads);
    if (w.tensorParallel < 1 || w.numAttentionHeads % w.tensorParallel != 0 || w.ffnHiddenSize % w.tensorParallel != 0)
        return tr("the tensor-parallel size (%1) must divide the heads and the FFN size").arg(w.tensorParallel);
    if (w.queryGroups() >= w.tensorParallel && w.queryGroups() % w.tensorParallel != 0)
        return tr("the tensor-parallel size (%1) must divide the number of query groups (%2)")
            .arg(w.tensorParallel)
            .arg(w.queryGroups());
    if (!isOneOf(w.dtype, {"bf16", "fp8"}))
        return tr("the data type must be bf16 or fp8");
    if (w.numMoeExperts == 1 || w.numMoeExperts < 0)
        return tr("the number of experts must be 0 (dense) or at least 2");
    if (w.isMoe() && (w.moeRouterTopk < 1 || w.moeRouterTopk > w.numMoeExperts))
        return tr("the router top-k (%1) must be between 1 and the number of experts").arg(w.moeRouterTopk);
    if (w.isMoe() && (w.expertParallel < 1 || w.numMoeExperts % w.expertParallel != 0))
        return tr("the expert-parallel size (%1) must divide the number of experts").arg(w.expertParallel);
    if (!isOneOf(w.graphImpl, {"", "transformer_engine", "local", "full_iteration"}))
        return tr("unknown cuda_graph_impl \"%1\" (transformer_engine, local or full_iteration)").arg(qs(w.graphImpl));
    if (w.modes.empty())
        return tr("no modes to compare");
    return {};
}

QJsonObject WorkloadJson::toJson(const Workload& w)
{
    QJsonObject o{{QStringLiteral("name"), qs(w.name)},
                  {QStringLiteral("kind"), qs(w.kind)},
                  {QStringLiteral("op_profile"), qs(w.opProfile)},
                  {QStringLiteral("dtype"), qs(w.dtype)},
                  {QStringLiteral("activation"), qs(w.activation)},
                  {QStringLiteral("moe_dropless"), w.moeDropless},
                  {QStringLiteral("moe_capacity_factor"), w.moeCapacityFactor},
                  {QStringLiteral("optimizer_in_graph"), w.optimizerInGraph},
                  {QStringLiteral("cuda_graph_impl"), qs(w.graphImpl)},
                  {QStringLiteral("modes"), QJsonArray::fromStringList(modes(w))}};
    for (const Workload::IntField& f : Workload::intFields())
        if (!f.benchOnly)
            o.insert(QLatin1String(f.key), w.*f.member);
    if (w.moeLayerPattern.empty()) {
        o.insert(QStringLiteral("moe_layer_freq"), 1);
    } else {
        QJsonArray freq;
        for (int v : w.moeLayerPattern)
            freq.append(v);
        o.insert(QStringLiteral("moe_layer_freq"), freq);
    }
    return o;
}

bool WorkloadJson::fromJson(const QJsonObject& o, Workload* out, QString* error)
{
    Workload w = *out;
    auto str = [&](const char* key, std::string* field) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isString())
            *field = v.toString().toStdString();
        else if (!v.isUndefined() && !v.isNull()) {
            *error = tr("\"%1\" must be a string").arg(QLatin1String(key));
            return false;
        }
        return true;
    };
    if (!str("name", &w.name) || !str("kind", &w.kind) || !str("op_profile", &w.opProfile) || !str("dtype", &w.dtype)
        || !str("activation", &w.activation) || !str("cuda_graph_impl", &w.graphImpl))
        return false;
    for (const Workload::IntField& f : Workload::intFields()) {
        const QJsonValue v = o.value(QLatin1String(f.key));
        if (f.benchOnly || v.isUndefined() || v.isNull())
            continue;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d != double(qint64(d)) || d > 1e9) {
            *error = tr("\"%1\" must be a non-negative integer").arg(QLatin1String(f.key));
            return false;
        }
        w.*f.member = int(d);
    }
    const QJsonValue freq = o.value(QStringLiteral("moe_layer_freq"));
    if (freq.isDouble()) {
        w.setMoeLayerFreq(freq.toInt());
    } else if (freq.isArray()) {
        w.moeLayerPattern.clear();
        for (const QJsonValue& v : freq.toArray())
            w.moeLayerPattern.push_back(v.toInt());
    }
    if (o.value(QStringLiteral("moe_dropless")).isBool())
        w.moeDropless = o.value(QStringLiteral("moe_dropless")).toBool();
    if (o.value(QStringLiteral("moe_capacity_factor")).isDouble())
        w.moeCapacityFactor = o.value(QStringLiteral("moe_capacity_factor")).toDouble();
    if (o.value(QStringLiteral("optimizer_in_graph")).isBool())
        w.optimizerInGraph = o.value(QStringLiteral("optimizer_in_graph")).toBool();
    if (o.value(QStringLiteral("modes")).isArray()) {
        QStringList modes;
        for (const QJsonValue& v : o.value(QStringLiteral("modes")).toArray())
            modes << v.toString();
        setModes(&w, modes);
    }
    const QString problem = validate(w);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    *out = w;
    return true;
}

QStringList WorkloadJson::modes(const Workload& w)
{
    QStringList out;
    for (const std::string& m : w.modes)
        out << qs(m);
    return out;
}

void WorkloadJson::setModes(Workload* w, const QStringList& modes)
{
    w->modes.clear();
    for (const QString& m : modes)
        w->modes.push_back(m.toStdString());
}

QList<int> WorkloadJson::moeLayerPattern(const Workload& w)
{
    return QList<int>(w.moeLayerPattern.begin(), w.moeLayerPattern.end());
}

} // namespace cga
