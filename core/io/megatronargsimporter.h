#pragma once

#include "io/importresult.h"

#include <QCoreApplication>
#include <QStringList>

namespace cga {

// Megatron-LM pretrain_gpt.py arguments (--cuda-graph-impl ... --cuda-graph-modules a b ...). Applies the
// command line's own defaults (NaN checks on, gradient accumulation fusion on), maps legacy flags the way
// arguments.py does and raises MLM-01 / MLM-02 for flags given together. A pasted launcher line is accepted:
// leading NAME=value words become environment variables and everything up to the *.py script is skipped.
class MegatronArgsImporter
{
    Q_DECLARE_TR_FUNCTIONS(cga::MegatronArgsImporter)

public:
    // `origins` (optional, one per argument) says where each argument was read, e.g. a model_config.yaml line.
    static ImportResult importArgs(const QStringList& args, TrainingConfig& cfg,
                                   const QString& source = QStringLiteral("<megatron-args>"),
                                   const QList<SourceLocation>& origins = {});
    static ImportResult importText(const QString& commandLine, TrainingConfig& cfg,
                                   const QString& source = QStringLiteral("<megatron-args>"));
    // The flag for a field, when the command line has one (for the emitter).
    static QString flagFor(FieldId id);
};

} // namespace cga
