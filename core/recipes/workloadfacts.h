#pragma once

#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "recipes/workloadkind.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace cga {

// What a user knows about a workload before choosing CUDA-graph settings: the inputs of the skill's quick
// decision and of the rules that reject combinations.
struct WorkloadFacts
{
    Q_DECLARE_TR_FUNCTIONS(cga::WorkloadFacts)

public:
    enum class Recompute { None, Selective, Full };
    enum class Offload { None, Cpu, FineGrained };

    WorkloadKind kind = WorkloadKind::Dense;
    bool moe = false; // MoE layers in a hybrid model (implied by the MoE kinds and by vlm: the Qwen3-VL MoE provider)
    Recompute recompute = Recompute::None;
    QStringList recomputeModules; // selective recompute; empty = Megatron's default (core_attn)
    Offload offload = Offload::None;
    bool packedSequences = false; // offline packed sequences (SFT)
    bool epOverlap = false; // EP all-to-all overlap (comm_overlap.overlap_moe_expert_parallel_comm)
    GpuInfo gpu; // the target GPU
    QString precision = QStringLiteral("bf16"); // bf16, fp8cs, fp8mx, fp8sc, nvfp4
    bool launchBoundProfile = false; // an eager profile shows host/launch gaps (the newer guidance's gate)

    bool hasMoe() const
    {
        return moe || kind == WorkloadKind::MoeDropless || kind == WorkloadKind::MoeDropPad
            || kind == WorkloadKind::Vlm;
    }

    // The facts a configuration states (kind from the provider and MoE fields, recompute, offloading, packing, EP
    // overlap, precision) and the target's GPU.
    static WorkloadFacts fromConfig(const TrainingConfig& cfg, const TargetContext& target);
    // Writes the facts into a configuration (recompute, offloading, packing, EP overlap, precision fields), changing
    // only what differs; returns the changes.
    QList<QPair<QString, QVariant>> applyTo(TrainingConfig& cfg) const;
    // A small configuration of the kind, for recommending without a recipe: shapes of a typical model of the
    // kind, then applyTo().
    TrainingConfig baseConfig() const;

    static QString recomputeName(Recompute r); // none, selective, full
    static std::optional<Recompute> parseRecompute(const QString& name);
    static QString offloadName(Offload o); // none, cpu, fine-grained
    static std::optional<Offload> parseOffload(const QString& name);
    static QStringList precisionNames(); // bf16, fp8cs, fp8mx, fp8sc, nvfp4
    // Bridge's mixed-precision recipe name for a precision name, or empty.
    static QString mixedPrecisionRecipe(const QString& precision);
    // A one-line summary for reports: "MoE, dropless, selective recompute, EP overlap, H100, bf16".
    QString summary() const;
};

} // namespace cga
