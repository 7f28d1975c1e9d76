// Spec section b.4: the perf harness (scripts/performance) checks and adjustments. The harness importer applies
// them in the order of section c.2 and fires them through RulesEngine::diagnosticFor(); these rows are their
// catalogue entries (messages, sources, explanations).
#include "rules/rulehelpers.h"

namespace cga {

void addHarnessRules(std::vector<RuleDef>& rules)
{
    const auto add = [&rules](const char* id, Severity sev, const char* source, const char* condition,
                              std::vector<RuleMessage> messages, const char* fixHint) {
        rules.push_back({id, sev, Phase::Harness, Stage::Harness, source, condition, std::move(messages), fixHint,
                         FeHarness, PrAll, nullptr});
    };

    add("PH-01", Severity::Error, "AP L92-97",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--cuda_graph_impl is not none, local or transformer_engine (full_iteration is not accepted on this "
            "command line)."),
        {{"Invalid value for cuda_graph_impl: %1. Valid options are: ['none', 'local', 'transformer_engine']",
          QT_TRANSLATE_NOOP(
              "cga::Rules",
              "The harness accepts only none, local and transformer_engine; for full-iteration graphs pass "
              "--cuda_graph_impl local --cuda_graph_scope full_iteration.")}},
        QT_TRANSLATE_NOOP("cga::Rules",
                          "Use --cuda_graph_impl local --cuda_graph_scope full_iteration for full-iteration graphs."));
    add("PH-02", Severity::Error, "AP L100-109",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "An item of --cuda_graph_scope is not one of full_iteration, attn, mlp, moe, moe_router, moe_preprocess, "
            "mamba."),
        {{"Invalid value for cuda_graph_scope: %1. Valid options are: ['full_iteration', 'attn', 'mlp', 'moe', "
          "'moe_router', 'moe_preprocess', 'mamba']. Comma separated list of scopes is allowed.",
          QT_TRANSLATE_NOOP(
              "cga::Rules",
              "'%1' is not a scope the harness accepts; separate several scopes with commas, no spaces.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Use comma-separated scope names."));
    add("PH-03", Severity::Auto, "OVR L125-128",
        QT_TRANSLATE_NOOP("cga::Rules", "--cuda_graph_impl is given and is not none: both TE RNG flags are turned on."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules", "The harness turned rng.te_rng_tracker and model.use_te_rng_tracker on.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("PH-04", Severity::Auto, "OVR L130-135",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The effective implementation is none: TE RNG is turned off in both places, scopes are cleared and the "
            "scope argument is ignored."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "With graphs off the harness turned both TE RNG flags off and cleared the scopes.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; note that the TE RNG tracker is off afterwards."));
    add("PH-05", Severity::Error, "OVR L138-140",
        QT_TRANSLATE_NOOP("cga::Rules", "full_iteration is combined with other scopes."),
        {{"full_iteration CUDA graph scope cannot be combined with other scopes.",
          QT_TRANSLATE_NOOP("cga::Rules", "A full-iteration graph already contains every module.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Pass --cuda_graph_scope full_iteration alone."));
    add("PH-06", Severity::Error, "OVR L141-142",
        QT_TRANSLATE_NOOP("cga::Rules", "The full_iteration scope with the transformer_engine implementation."),
        {{"full_iteration CUDA graph scope cannot use cuda_graph_impl=transformer_engine.",
          QT_TRANSLATE_NOOP("cga::Rules", "Full-iteration graphs are not built by Transformer Engine.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Use --cuda_graph_impl local with the full_iteration scope."));
    add("PH-07", Severity::Auto, "OVR L143-145",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "full_iteration with impl local/full_iteration becomes cuda_graph_impl=full_iteration with empty "
            "modules; other scopes are set as cuda_graph_modules."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "The harness set cuda_graph_impl=full_iteration with empty cuda_graph_modules.")},
         {nullptr, QT_TRANSLATE_NOOP("cga::Rules", "The harness set cuda_graph_modules to %1.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("PH-08", Severity::Error, "OVR L149-154",
        QT_TRANSLATE_NOOP("cga::Rules",
                          "The effective implementation is transformer_engine and a scope is outside the TE list."),
        {{"Invalid cuda graph scope: %1. Valid options are: ['attn', 'mlp', 'moe', 'moe_router', 'moe_preprocess', "
          "'mamba']",
          QT_TRANSLATE_NOOP("cga::Rules", "Transformer Engine graphs capture modules; %1 is not one of them.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Use attn, mlp, moe, moe_router, moe_preprocess or mamba."));
    add("PH-09", Severity::Error, "OVR L155",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "After the harness overrides, Bridge's local-implementation check (MB-02) runs: --cuda_graph_impl local "
            "--cuda_graph_scope attn fails here."),
        {{"Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs with scopes "
          "%1. Use model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or "
          "\"mlp\".",
          QT_TRANSLATE_NOOP(
              "cga::Rules",
              "In the harness, local means full-iteration graphs; module scopes need transformer_engine.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Use --cuda_graph_impl transformer_engine for module scopes."));
    add("PH-10", Severity::Auto, "OVR L157-158",
        QT_TRANSLATE_NOOP("cga::Rules", "A full-iteration result turns rerun_state_machine.check_for_nan_in_loss off."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "The harness turned the NaN check on the loss off (full-iteration graphs).")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("PH-11", Severity::Auto, "OVR L163-186",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "-rl N sets full recomputation with method block; --recompute_modules sets selective (applied after the "
            "graph overrides, so -rl with TE graphs fails MC-22 later)."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "-rl %1 set recompute_granularity=full, recompute_method=block, recompute_num_layers=%1.")},
         {nullptr, QT_TRANSLATE_NOOP("cga::Rules", "--recompute_modules set selective recomputation of %1.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("PH-12", Severity::Auto, "OVR L170-173",
        QT_TRANSLATE_NOOP("cga::Rules", "-ol N > 0 turns legacy CPU offloading on (weights off, N layers)."),
        {{nullptr, QT_TRANSLATE_NOOP("cga::Rules", "-ol %1 turned legacy CPU offloading on for %1 layers.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("PH-13", Severity::Auto, "OVR L189-199",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--moe_a2a_overlap true turns EP overlap on, and also delay_wgrad_compute, and shared-expert overlap off."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "--moe_a2a_overlap turned EP overlap and delayed weight gradients on (and shared-expert "
                            "overlap off).")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; note that delayed wgrad is on too."));
    add("PH-14", Severity::Auto, "OVR L570-582",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--data squad_packed with graphs: cu_seqlens are padded and samples are padded to max length."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "Packed SQuAD data with graphs: pad_cu_seqlens and pad_to_max_length were turned on.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("PH-15", Severity::Auto, "perf_recipes/_common.py L30-87",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Every flat perf recipe runs _benchmark_common: 50 iterations, log every iteration, NaN and large-grad "
            "checks off; TE RNG follows whether graphs are active in the base recipe."),
        {{nullptr,
          QT_TRANSLATE_NOOP("cga::Rules",
                            "The perf recipe's common settings were applied: 50 iterations, log_interval 1, NaN checks "
                            "off.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."));
    add("PH-16", Severity::Error, "AP",
        QT_TRANSLATE_NOOP(
            "cga::Rules",
            "-g must be one of h100, b200, b300, gb200, gb300, vr200, r100; -c one of bf16, fp8_cs, fp8_mx, fp8_sc, "
            "nvfp4; -m, -mr, -ng and -g are required."),
        {{"argument %1: invalid choice: '%2' (choose from %3)",
          QT_TRANSLATE_NOOP("cga::Rules", "'%2' is not a valid value for %1.")},
         {"the following arguments are required: %1", QT_TRANSLATE_NOOP("cga::Rules", "The harness needs %1.")}},
        QT_TRANSLATE_NOOP("cga::Rules", "Give the required arguments with valid values."));
}

} // namespace cga
