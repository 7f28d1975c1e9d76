#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cga {

class TrainingConfig;

// What the benchmark runners emulate: one training step on one GPU at the user's shapes, and the modes to compare.
// The JSON form is the workload object of docs/bench-protocol.md, read by cga-bench (--workload) and by
// cga_torch_runner.py.
struct Workload
{
    Q_DECLARE_TR_FUNCTIONS(cga::Workload)

public:
    QString name = QStringLiteral("custom");
    QString kind = QStringLiteral("transformer"); // transformer, empty_kernels, layer_stream
    QString opProfile = QStringLiteral("megatron"); // megatron (TE fused kernels) or pytorch (unfused torch.nn)
    int numLayers = 8;
    int hiddenSize = 1024;
    int ffnHiddenSize = 4096;
    int numAttentionHeads = 8;
    int seqLength = 2048; // per GPU (after context parallelism)
    int microBatchSize = 1;
    int numMicrobatches = 1;
    QString dtype = QStringLiteral("bf16"); // bf16 or fp8
    QString activation = QStringLiteral("swiglu"); // swiglu or gelu
    int vocabSize = 0; // 0: no output layer
    int tensorParallel = 1;
    int numMoeExperts = 0; // 0: dense
    int moeRouterTopk = 2;
    int expertParallel = 1;
    int moeFfnHiddenSize = 0;
    QList<int> moeLayerPattern; // per layer 1 = MoE; empty = every layer
    bool moeDropless = true;
    double moeCapacityFactor = 1.0;
    int warmupSteps = 3;
    bool optimizerInGraph = false;
    QStringList modes{QStringLiteral("eager"), QStringLiteral("attn"), QStringLiteral("attn+mlp"),
                      QStringLiteral("full_iteration")};

    bool isMoe() const { return numMoeExperts > 1; }
    bool hasDenseLayers() const;
    // Empty when the workload is usable; otherwise the first problem, translated.
    QString validate() const;

    QJsonObject toJson() const;
    static bool fromJson(const QJsonObject& json, Workload* out, QString* error);

    // The workload of a training configuration: its shapes, parallel sizes, precision and MoE routing; the modes
    // compare eager with what the configuration captures (and the usual alternatives). `notes` receives what had
    // to be assumed (translated).
    static Workload fromConfig(const TrainingConfig& config, QStringList* notes = nullptr);
};

} // namespace cga
