#pragma once

#include <QString>

namespace cga {

// Provider families whose rules differ (spec a.1, MB-05, MB-19, VLM vision fields).
enum class ProviderKind {
    Gpt, // GPTModelProvider and subclasses (Llama, Qwen, DeepSeek, GPT-OSS, Kimi ...): the default
    Hybrid, // HybridModelProvider / Mamba / NemotronH: no TE-RNG assertion, mamba layers exist
    Qwen3VlMoe, // Qwen3-VL / Qwen3.5-VL MoE: own provide(), vision graph fields
    Gemma4Moe // Gemma 4 MoE: rejects CUDA graphs
};

enum class DatasetKind { Gpt, Finetuning, Energon, Other };

class ModelProvider
{
public:
    // Classifies a class path such as megatron.bridge.models.llama.llama_provider.Llama31ModelProvider.
    static ProviderKind classify(const QString& targetClassPath);
    static DatasetKind classifyDataset(const QString& targetClassPath);
    static QString kindName(ProviderKind kind); // gpt, hybrid, qwen3-vl-moe, gemma4-moe
    static QString kindTitle(ProviderKind kind); // translated
    static bool hasMambaLayers(ProviderKind kind) { return kind == ProviderKind::Hybrid; }
    static bool enforcesTeRngTracker(ProviderKind kind) { return kind == ProviderKind::Gpt; }
    static bool hasVisionGraphs(ProviderKind kind) { return kind == ProviderKind::Qwen3VlMoe; }
};

} // namespace cga
