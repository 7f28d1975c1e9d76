#pragma once

#include "model/trainingconfig.h"

#include <QString>

namespace cga {

// Megatron Bridge names its mixed-precision recipes (bf16_mixed, bf16_with_fp8_current_scaling_mixed,
// bf16_with_mxfp8_mixed, bf16_with_nvfp4_mixed ...); a config may carry such a name instead of the fields
// (`mixed_precision: bf16_mixed` in YAML, `cfg.mixed_precision = "bf16_mixed"` in a recipe). This maps the names
// onto the precision fields the rules read (model.bf16, model.fp16, model.fp8, model.fp8_recipe, model.fp4) and
// back, so every importer and emitter agrees on them.
class MixedPrecision
{
public:
    // Sets the precision fields a recipe name implies. Returns false (and changes nothing) for a name that names
    // no precision at all.
    static bool applyRecipeName(const QString& name, TrainingConfig& cfg);
    // The precision fields a recipe name stands for (an invalid QVariant is None), as MixedPrecisionConfig holds
    // them: every one of the five, fp8_recipe "tensorwise" when the recipe leaves it. Empty for a name that names no
    // precision.
    static QMap<FieldId, QVariant> recipeValues(const QString& name);
    // MixedPrecisionConfig's defaults for the five fields (a `mixed_precision:` section starts from them).
    static QMap<FieldId, QVariant> sectionDefaults();
    // Records `mixed_precision: NAME` (returns false for a name that names no precision) or one field of a
    // `mixed_precision:` section, and applies the record at once.
    static bool recordRecipeName(const QString& name, TrainingConfig& cfg, const SourceLocation& where);
    static void recordSectionField(FieldId id, const QVariant& value, TrainingConfig& cfg, const SourceLocation& where);
    // Bridge's runtime_config_update: the recorded mixed-precision fields overwrite the model's; each model field an
    // input set that is replaced is noted (TrainingConfig::mixedPrecisionReplaced, for IMP-10). Does nothing without
    // a record.
    static void applyRecorded(TrainingConfig& cfg);
    // The end of loading: applies the record, then drops it, so later edits (the GUI, cga generate --set) stand.
    static void settle(TrainingConfig& cfg);
    // The recipe name whose fields are exactly the config's precision fields, or empty when none matches
    // (for example fp8 without bf16, or fp8 and fp4 together).
    static QString recipeNameFor(const TrainingConfig& cfg);
    // The recipe names Bridge registers (underscore spelling).
    static QStringList registeredNames();
    // True when any precision field is set.
    static bool isSet(const TrainingConfig& cfg);
    // model.bf16, model.fp16, model.fp8, model.fp8_recipe, model.fp4: what a recipe name stands for.
    static bool isPrecisionField(FieldId id);
};

} // namespace cga
