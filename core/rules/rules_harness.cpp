// Spec section b.4: the perf harness (scripts/performance) checks and adjustments. The harness importer applies
// them in the order of section c.2 and fires them through RulesEngine::diagnosticFor(); these rows are their
// catalogue entries (messages, sources, explanations).
#include "rules/rulehelpers.h"

namespace cga {

// structure: data table
void addHarnessRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "PH-01",
        .severity = Severity::Error,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "AP L92-97",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--cuda_graph_impl is not none, local or transformer_engine (full_iteration is not accepted on this "
            "command line)."),
        .messages
        = {{.upstream
            = "Invalid value for cuda_graph_impl: %1. Valid options are: ['none', 'local', 'transformer_engine']",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The harness accepts only none, local and transformer_engine; for full-iteration graphs pass "
                "--cuda_graph_impl local --cuda_graph_scope full_iteration.")}},
        .fixHint = QT_TRANSLATE_NOOP(
            "cga::Rules", "Use --cuda_graph_impl local --cuda_graph_scope full_iteration for full-iteration graphs."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-02",
        .severity = Severity::Error,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "AP L100-109",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "An item of --cuda_graph_scope is not one of full_iteration, attn, mlp, moe, moe_router, moe_preprocess, "
            "mamba."),
        .messages
        = {{.upstream
            = "Invalid value for cuda_graph_scope: %1. Valid options are: ['full_iteration', 'attn', 'mlp', 'moe', "
              "'moe_router', 'moe_preprocess', 'mamba']. Comma separated list of scopes is allowed.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "'%1' is not a scope the harness accepts; separate several scopes with commas, no spaces.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use comma-separated scope names."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-03",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L125-128",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "--cuda_graph_impl is given and is not none: both TE RNG flags are turned on."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "The harness turned rng.te_rng_tracker and model.use_te_rng_tracker on.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-04",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L130-135",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The effective implementation is none: TE RNG is turned off in both places, scopes are cleared and the "
            "scope argument is ignored."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "With graphs off the harness turned both TE RNG flags off and cleared the scopes.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; note that the TE RNG tracker is off afterwards."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-05",
        .severity = Severity::Error,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L138-140",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "full_iteration is combined with other scopes."),
        .messages
        = {{.upstream = "full_iteration CUDA graph scope cannot be combined with other scopes.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "A full-iteration graph already contains every module.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Pass --cuda_graph_scope full_iteration alone."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-06",
        .severity = Severity::Error,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L141-142",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "The full_iteration scope with the transformer_engine implementation."),
        .messages = {{.upstream = "full_iteration CUDA graph scope cannot use cuda_graph_impl=transformer_engine.",
                      .explanation
                      = QT_TRANSLATE_NOOP("cga::Rules", "Full-iteration graphs are not built by Transformer Engine.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use --cuda_graph_impl local with the full_iteration scope."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-07",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L143-145",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "full_iteration with impl local/full_iteration becomes cuda_graph_impl=full_iteration with empty "
            "modules; other scopes are set as cuda_graph_modules."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "The harness set cuda_graph_impl=full_iteration with empty cuda_graph_modules.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "The harness set cuda_graph_modules to %1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-08",
        .severity = Severity::Error,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L149-154",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "The effective implementation is transformer_engine and a scope is outside the TE list."),
        .messages
        = {{.upstream
            = "Invalid cuda graph scope: %1. Valid options are: ['attn', 'mlp', 'moe', 'moe_router', 'moe_preprocess', "
              "'mamba']",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "Transformer Engine graphs capture modules; %1 is not one of them.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use attn, mlp, moe, moe_router, moe_preprocess or mamba."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-09",
        .severity = Severity::Error,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L155",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "After the harness overrides, Bridge's local-implementation check (MB-02) runs: --cuda_graph_impl local "
            "--cuda_graph_scope attn fails here."),
        .messages
        = {{.upstream
            = "Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs with "
              "scopes "
              "%1. Use model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or "
              "\"mlp\".",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "In the harness, local means full-iteration graphs; module scopes need transformer_engine.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use --cuda_graph_impl transformer_engine for module scopes."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-10",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L157-158",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "A full-iteration result turns rerun_state_machine.check_for_nan_in_loss off."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "The harness turned the NaN check on the loss off (full-iteration graphs).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-11",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L163-186",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "-rl N sets full recomputation with method block; --recompute_modules sets selective (applied after the "
            "graph overrides, so -rl with TE graphs fails MC-22 later)."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "-rl %1 set recompute_granularity=full, recompute_method=block, recompute_num_layers=%1.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "--recompute_modules set selective recomputation of %1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-12",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L170-173",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "-ol N > 0 turns legacy CPU offloading on (weights off, N layers)."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "-ol %1 turned legacy CPU offloading on for %1 layers.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-13",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L189-199",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--moe_a2a_overlap true turns EP overlap on, and also delay_wgrad_compute, and shared-expert overlap off."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "--moe_a2a_overlap turned EP overlap and delayed weight gradients on (and shared-expert "
                          "overlap off).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; note that delayed wgrad is on too."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-14",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "OVR L570-582",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--data squad_packed with graphs: cu_seqlens are padded and samples are padded to max length."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Packed SQuAD data with graphs: pad_cu_seqlens and pad_to_max_length were turned on.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-15",
        .severity = Severity::Auto,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "perf_recipes/_common.py L30-87",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Every flat perf recipe runs _benchmark_common: 50 iterations, log every iteration, NaN and large-grad "
            "checks off; TE RNG follows whether graphs are active in the base recipe."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "The perf recipe's common settings were applied: 50 iterations, log_interval 1, NaN checks "
                          "off.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "PH-16",
        .severity = Severity::Error,
        .phase = Phase::Harness,
        .stage = Stage::Harness,
        .source = "AP",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "-g must be one of h100, b200, b300, gb200, gb300, vr200, r100; -c one of bf16, fp8_cs, fp8_mx, fp8_sc, "
            "nvfp4; -m, -mr, -ng and -g are required."),
        .messages = {{.upstream = "argument %1: invalid choice: '%2' (choose from %3)",
                      .explanation = QT_TRANSLATE_NOOP("cga::Rules", "'%2' is not a valid value for %1.")},
                     {.upstream = "the following arguments are required: %1",
                      .explanation = QT_TRANSLATE_NOOP("cga::Rules", "The harness needs %1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Give the required arguments with valid values."),
        .frontEnds = FeHarness,
        .profiles = PrAll,
    });
}

} // namespace cga
