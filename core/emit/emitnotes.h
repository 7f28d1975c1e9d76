#pragma once

#include "emit/emitplan.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cga {

struct EmitOptions;

// The explanations emitters write next to values (YAML comments, Python comments): why a CUDA-graph field has the
// value it has, citing the rule; for other fields the registry's description. All translated.
class EmitNotes
{
    Q_DECLARE_TR_FUNCTIONS(cga::EmitNotes)

public:
    static QString explain(const EmitEntry& entry, const EmitPlan& plan);
    static QString explainEnv(const QString& name, const QString& value, const EmitPlan& plan);
    // Header lines (without comment markers): what the artefact is, for which preset/recipe and Megatron-Core.
    static QStringList header(const QString& what, const EmitPlan& plan, const EmitOptions& options);
    // One comment line: the marker, then the text with line breaks turned into spaces.
    static QString commentLine(const QString& text, const QString& marker = QStringLiteral("# "));
    // A file-name stem from a title: "Qwen3-30B-A3B, 16x H100" -> "qwen3-30b-a3b-16x-h100".
    static QString fileStem(const QString& title);
};

} // namespace cga
