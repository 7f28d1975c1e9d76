#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace cga {

// What kind of model a workload trains, as far as CUDA-graph scopes are concerned (the skill's quick decision).
enum class WorkloadKind {
    Dense, // every layer has an MLP: attn, then mlp
    MoeDropless, // MoE without token dropping: moe_router, moe_preprocess (attn only if an A/B shows it helps)
    MoeDropPad, // MoE with a capacity factor and padding: the whole moe part can be captured
    Hybrid, // hybrid Mamba (Nemotron-H): mamba and attn
    Vlm // vision-language (Qwen3-VL): the language model's router scopes
};

class WorkloadKinds
{
    Q_DECLARE_TR_FUNCTIONS(cga::WorkloadKinds)

public:
    static QString name(WorkloadKind kind); // dense, moe-dropless, moe-drop-pad, hybrid, vlm
    static QString title(WorkloadKind kind); // translated
    static std::optional<WorkloadKind> parse(const QString& name);
    static QStringList names();
};

} // namespace cga
