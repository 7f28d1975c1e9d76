#pragma once

#include "io/importresult.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>

namespace cga {

// A perf-harness command line: `python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b -g h100 -c bf16
// -ng 16 --cuda_graph_impl transformer_engine --cuda_graph_scope attn,moe_router ... [hydra.overrides]`.
// It resolves the recipe (through a resolver, e.g. the preset library), applies the recipe's _benchmark_common
// (PH-15), the Hydra tokens first and the argparse overrides second (spec c.2), firing PH-01..PH-16 as it goes.
class HarnessImporter
{
    Q_DECLARE_TR_FUNCTIONS(cga::HarnessImporter)

public:
    // Returns true and fills the config when it knows the recipe function name
    // (e.g. "qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config"); `shortName` is -mr (e.g. "qwen3_30b_a3b").
    using RecipeResolver
        = std::function<bool(const QString& recipeFunction, const QString& shortName, TrainingConfig& cfg)>;

    static ImportResult importText(const QString& commandLine, TrainingConfig& cfg, const RecipeResolver& resolver = {},
                                   const QString& source = QStringLiteral("<harness-args>"));
    static ImportResult importArgs(const QStringList& args, TrainingConfig& cfg, const RecipeResolver& resolver = {},
                                   const QString& source = QStringLiteral("<harness-args>"));

    static const QStringList& validImpls(); // none, local, transformer_engine
    static const QStringList& validScopes(); // full_iteration, attn, mlp, moe, moe_router, moe_preprocess, mamba
    static const QStringList& validGpus(); // -g
    static const QStringList& validComputeDtypes(); // -c
    // "qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config" (utils.py L447-458)
    static QString recipeFunctionName(const QString& recipe, const QString& task, int numGpus, const QString& gpu,
                                      const QString& computeDtype, const QString& variant);
};

} // namespace cga
