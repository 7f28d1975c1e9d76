// Problems found while reading the input (not Megatron rules): unknown keys, values of the wrong type, keys that
// are kept but not checked, Hydra syntax that Bridge would reject. Fired by the importers.
#include "rules/rulehelpers.h"

namespace cga {

// structure: data table
void addImportRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "IMP-01",
        .severity = Severity::Warning,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A key is not a field of the config (a typo of a known field, an unknown CUDA-graph key, or an unknown "
            "section). Bridge skips such keys with a warning, so the setting silently has no effect."),
        .messages
        = {{.upstream = "Key '%1' in overrides not found in config object. Skipping.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "'%1' is not a config field; did you mean %2? As written it has no effect.")},
           {.upstream = "Key '%1' in overrides not found in config object. Skipping.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "'%1' is not a CUDA-graph field of this Megatron version; as written it has no effect.")},
           {.upstream = "Key '%1' in overrides not found in config object. Skipping.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "'%1' is not a section of the Megatron Bridge ConfigContainer; it is ignored.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Correct the key's spelling or remove it."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-02",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "A value has the wrong type or is not one of the allowed values."),
        .messages
        = {{.upstream = nullptr, .explanation = QT_TRANSLATE_NOOP("cga::Rules", "%1 The value was ignored.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Write a value of the field's type."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-03",
        .severity = Severity::Info,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Keys that are valid Megatron settings but play no part in CUDA-graph rules are kept and not checked."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "%1 keys in %2 are not used by the CUDA-graph rules; they were kept as they are and not "
                          "checked.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-04",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A Hydra override that Bridge's parser rejects: a new key without '+', '+' on an existing key, or bad "
            "syntax."),
        .messages = {{.upstream = "Failed to parse Hydra overrides: %1",
                      .explanation = QT_TRANSLATE_NOOP("cga::Rules", "%2 Bridge would refuse this override.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Write the override as Bridge expects it."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-05",
        .severity = Severity::Warning,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The perf-harness recipe is not in the preset library, so the check starts from Megatron defaults plus "
            "the harness flags."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Recipe %1 is not in the preset library; the check starts from defaults plus your flags, so "
                          "values the recipe sets are not seen.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Validate the recipe's ConfigContainer.yaml (run_script.py --dryrun) instead."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-06",
        .severity = Severity::Warning,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input: Megatron-LM tests/functional_tests (yaml.safe_load)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A key is written twice in one mapping of a Megatron-LM model_config.yaml. Megatron-LM reads the file "
            "with PyYAML's safe_load, where the last value wins and the first is silently dropped."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "'%1' is written on line %2 and again on line %3; Megatron-LM uses the last value (%4) "
                          "and ignores the first, and so does this check.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Remove the line that does not hold the value you mean."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-07",
        .severity = Severity::Info,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The YAML file wraps the Bridge sections in a top-level 'ConfigContainer:' key, as NVIDIA's "
            "performance YAMLs do; the sections are read from inside it."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "The sections (model:, train: ...) are inside a top-level '%1:' key; they were read from "
                          "there, as if written at the top level.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-08",
        .severity = Severity::Warning,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A statement of a Python recipe file that a static reading cannot evaluate (a call it does not know, an "
            "expression that is not a literal): it is skipped and the verdict covers the rest of the file."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "`%1` was not understood (%2); the statement was skipped, and the check covers the rest "
                          "of the file.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Write the value as a literal, or validate the ConfigContainer.yaml the recipe "
                                     "writes (run_script.py --dryrun)."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-10",
        .severity = Severity::Info,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "Bridge training/mixed_precision.py L138-156 (update_config_with_precision_overrides)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A model precision field the input sets is overwritten by the mixed_precision recipe or section."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "%1 is overwritten: Bridge applies the mixed_precision config onto the model when the job "
                          "starts, so the model gets %2, whatever order the inputs came in.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Set the precision in mixed_precision (a recipe name or its fields), not in "
                                     "model."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "IMP-09",
        .severity = Severity::Info,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "input",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The recipe of the catalogue that the input starts from has values the static reading of Bridge could "
            "not resolve (for example the architecture a Hugging Face config.json gives); they keep Megatron's "
            "defaults."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Recipe %1 (%2) starts the configuration; %3 of its values could not be resolved from the "
                          "source and keep Megatron's defaults: %4.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Give those fields in an override file or as Hydra overrides when they matter."),
        .frontEnds = FeAll,
        .profiles = PrAll,
    });
}

} // namespace cga
