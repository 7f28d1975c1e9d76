#pragma once

#include "io/importresult.h"

#include <QCoreApplication>
#include <QString>

namespace cga {

// Reads a shell environment block such as the one `cga generate --format env` writes:
//   export NCCL_GRAPH_REGISTER=0
//   export PYTORCH_CUDA_ALLOC_CONF='expandable_segments:True'
//   unset CUDA_GRAPHS_USE_NODE_PRIORITY
// Words are split and unquoted like sh does (no expansion). `export A=1 B=2`, bare `A=1` lines and comments are
// accepted; any other command is skipped and counted (IMP-03). The variables are merged into cfg.env_vars.
class EnvBlockImporter
{
    Q_DECLARE_TR_FUNCTIONS(cga::EnvBlockImporter)

public:
    static ImportResult importText(const QString& text, TrainingConfig& cfg,
                                   const QString& source = QStringLiteral("<env>"));
};

} // namespace cga
