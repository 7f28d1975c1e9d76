#pragma once

#include "io/importresult.h"

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
// pasted as code (the model provider class) and is read like an assignment. Other statements (imports, calls) are
// skipped and counted (IMP-03); bad values are reported with their line (IMP-02).
class PythonOverridesImporter
{
    Q_DECLARE_TR_FUNCTIONS(cga::PythonOverridesImporter)

public:
    static ImportResult importText(const QString& text, TrainingConfig& cfg,
                                   const QString& source = QStringLiteral("<python>"));
    static ImportResult importFile(const QString& path, TrainingConfig& cfg);
};

} // namespace cga
