// Problems found while reading the input (not Megatron rules): unknown keys, values of the wrong type, keys that
// are kept but not checked, Hydra syntax that Bridge would reject. Fired by the importers.
#include "rules/rulehelpers.h"

namespace cga {

void addImportRules(std::vector<RuleDef>& rules)
{
    const auto add = [&rules](const char* id, Severity sev, const char* condition, std::vector<RuleMessage> messages,
                              const char* fixHint) {
        rules.push_back({id, sev, Phase::Rco, Stage::Harness, "input", condition, std::move(messages), fixHint, FeAll,
                         PrAll, nullptr});
    };
    add("IMP-01", Severity::Warning,
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A key is not a field of the config (a typo of a known field, an unknown CUDA-graph key, or an unknown "
            "section). Bridge skips such keys with a warning, so the setting silently has no effect."),
        {{"Key '%1' in overrides not found in config object. Skipping.",
          QT_TRANSLATE_NOOP("cga::Rules", "'%1' is not a config field; did you mean %2? As written it has no effect.")},
         {"Key '%1' in overrides not found in config object. Skipping.",
          QT_TRANSLATE_NOOP("cga::Rules",
                            "'%1' is not a CUDA-graph field of this Megatron version; as written it has no effect.")},
         {"Key '%1' in overrides not found in config object. Skipping.",
          QT_TRANSLATE_NOOP("cga::Rules",
                            "'%1' is not a section of the Megatron Bridge ConfigContainer; it is ignored.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Correct the key's spelling or remove it."));
    add("IMP-02", Severity::Error,
        QT_TRANSLATE_NOOP("cga::Rules", "A value has the wrong type or is not one of the allowed values."),
        {{nullptr, QT_TRANSLATE_NOOP("cga::Rules", "%1 The value was ignored.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Write a value of the field's type."));
    add("IMP-03", Severity::Info,
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Keys that are valid Megatron settings but play no part in CUDA-graph rules are kept and not checked."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "%1 keys in %2 are not used by the CUDA-graph rules; they were kept as they are and not "
                            "checked.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("IMP-04", Severity::Error,
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A Hydra override that Bridge's parser rejects: a new key without '+', '+' on an existing key, or bad "
            "syntax."),
        {{"Failed to parse Hydra overrides: %1",
          QT_TRANSLATE_NOOP("cga::Rules", "%2 Bridge would refuse this override.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Write the override as Bridge expects it."));
    add("IMP-05", Severity::Warning,
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The perf-harness recipe is not in the preset library, so the check starts from Megatron defaults plus "
            "the harness flags."),
        {{nullptr,
          QT_TRANSLATE_NOOP(
              "cga::Rules",
              "Recipe %1 is not in the preset library; the check starts from defaults plus your flags, so "
              "values the recipe sets are not seen.")}},
        QT_TRANSLATE_NOOP("cga::Rules",
                          "Validate the recipe's ConfigContainer.yaml (run_script.py --dryrun) instead."));
}

} // namespace cga
