#pragma once

#include "io/importresult.h"
#include "io/recipehooks.h"

#include <QCoreApplication>
#include <QString>

namespace cga {

// Reads recipe edits written in Python, the way a user pastes them after `cfg = some_recipe()`:
//   cfg.model.cuda_graph_impl = "transformer_engine"
//   cfg.model.cuda_graph_modules = ["moe_router", "moe_preprocess"]     (CudaGraphModule.attn also works)
//   cfg.model.moe_layer_freq = [0] * 3 + [1] * 58
//   cfg.env_vars["NCCL_GRAPH_REGISTER"] = "0"
//   cfg.mixed_precision = "bf16_with_fp8_current_scaling_mixed"
// The first name (cfg, config, recipe ...) is the ConfigContainer. Literals are Python's: True/False/None, numbers,
// strings with escapes, lists and tuples, list repetition and concatenation. Statements may span lines inside
// brackets or after a backslash. A comment of the form `#: model._target_ = "..."` carries a value that cannot be
// pasted as code (the model provider class) and is read like an assignment. With RecipeHooks (the recipe catalogue):
// `cfg = some_recipe(...)` starts from the catalogue's recipe, helper calls such as `_benchmark_common(cfg)` apply
// what the helper does, `cfg.env_vars = {**COMMON_PERF_ENV_VARS, ...}` and `cfg.env_vars.update({...})` set the
// environment. Imports and calls that do not touch the cfg are skipped and counted (IMP-03); a statement that
// cannot be evaluated gives one warning with its line (IMP-08); a value of the wrong type is reported (IMP-02).
class PythonOverridesImporter
{
    Q_DECLARE_TR_FUNCTIONS(cga::PythonOverridesImporter)

public:
    static ImportResult importText(const QString& text, TrainingConfig& cfg,
                                   const QString& source = QStringLiteral("<python>"), const RecipeHooks& hooks = {});
    static ImportResult importFile(const QString& path, TrainingConfig& cfg, const RecipeHooks& hooks = {});
};

} // namespace cga
