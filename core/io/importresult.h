#pragma once

#include "io/harnessrecipe.h"
#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/diagnostic.h"
#include "util/sourcelocation.h"

#include <QStringList>

#include <optional>

namespace cga {

// What an importer read: the configuration (merged into the one passed in), the diagnostics it raised (unknown
// keys IMP-*, harness adjustments PH-*, Megatron-LM flag conflicts MLM-01/02), hints about the target, and a fatal
// error when the input could not be read at all.
struct ImportResult
{
    Diagnostics diagnostics;
    std::optional<FrontEnd> frontEnd; // what the input looked like
    std::optional<GpuInfo> gpu; // e.g. the harness -g flag
    QString recipeName; // e.g. the harness recipe it resolves
    int numGpus = 0; // the GPUs the run uses (the harness -ng); 0 when the input does not say
    HarnessRecipe harness; // how the perf harness names the recipe of a harness command (invalid otherwise)
    QStringList unusedKeys; // keys read but not used by the rules (kept, not checked)

    QString error; // fatal: the input could not be read
    SourceLocation errorLocation;

    bool ok() const { return error.isEmpty(); }
    // "file:line:column: message" for a fatal error.
    QString errorText() const;
    void fail(const QString& message, const SourceLocation& where = {});
    // IMP-02: the value of `field` is not applied (a wrong type, or text a configuration file cannot store) because
    // of `reason`, a sentence naming the field; the rest of the input is read.
    void ignoreValue(const QString& field, const QString& reason, const SourceLocation& where);
    // MB-27: `field` names a mixed-precision recipe Bridge has not registered (get_mixed_precision_config's
    // ValueError when the job starts).
    void unknownMixedPrecision(const QString& field, const QString& name, const SourceLocation& where);
    void merge(const ImportResult& other);
};

} // namespace cga
