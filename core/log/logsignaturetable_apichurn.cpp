// Signatures of the start-up assertions about renamed and deprecated CUDA-graph options (pain point PP-28: flags
// given together, deprecated spellings, implementations that changed names), with the rule of the catalogue each
// one matches.
#include "log/logsignaturetable.h"

#include <QCoreApplication>

namespace cga {

// structure: data table
void addApiChurnSignatures(std::vector<LogSignature>& t)
{
    t.push_back({
        .id = "LOG-57",
        .painPoint = "PP-28",
        .rule = "MLM-01",
        .severity = Severity::Error,
        .texts = {"Do not use --enable-cuda-graph or --external-cuda-graph with --cuda-graph-impl.",
                  "--enable-cuda-graph and --external-cuda-graph cannot be enabled at the same time."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Legacy graph flags mixed with --cuda-graph-impl"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use only --cuda-graph-impl (local or "
                                 "transformer_engine)."),
    });
    t.push_back({
        .id = "LOG-58",
        .painPoint = "PP-28",
        .rule = "MLM-02",
        .severity = Severity::Error,
        .texts = {"--cuda-graph-scope and --cuda-graph-modules cannot be used together."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Old and new scope flags together (Megatron-LM)"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use --cuda-graph-modules only."),
    });
    t.push_back({
        .id = "LOG-59",
        .painPoint = "PP-28",
        .rule = "MC-04",
        .severity = Severity::Error,
        .texts = {"cuda_graph_scope and cuda_graph_modules cannot be set together."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "cuda_graph_scope and cuda_graph_modules together"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set cuda_graph_modules only (cuda_graph_scope is "
                                 "deprecated)."),
    });
    t.push_back({
        .id = "LOG-60",
        .painPoint = "PP-28",
        .rule = "MC-13",
        .severity = Severity::Error,
        .texts = {"cuda_graph_modules must be empty when cuda_graph_impl=\"full_iteration\".",
                  "--cuda-graph-modules must be empty when --cuda-graph-impl=full_iteration."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Module scopes with full-iteration graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Leave cuda_graph_modules empty with "
                                 "cuda_graph_impl=full_iteration."),
    });
    t.push_back({
        .id = "LOG-61",
        .painPoint = "PP-28",
        .rule = "MB-02",
        .severity = Severity::Error,
        .texts = {"Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "local implementation with module scopes in Bridge"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use cuda_graph_impl=transformer_engine for module scopes, "
                                 "or full_iteration for whole-iteration graphs."),
    });
    t.push_back({
        .id = "LOG-62",
        .painPoint = "PP-28",
        .rule = "LEG-02",
        .severity = Severity::Error,
        .texts = {"For local cuda graph implementation, the only valid value for cuda_graph_scope is full_iteration"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Scope spelling of an older Megatron-Core"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Write the flags in the dialect of the installed Megatron-Core (cga validate "
                                 "--profile legacy checks the old spelling)."),
    });
    t.push_back({
        .id = "LOG-63",
        .painPoint = "PP-28",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"To use full iteration cuda graph, please use cuda_graph_impl=local instead of "
                  "cuda_graph_impl=transformer_engine."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Full-iteration spelling of an older Megatron-Core"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "In that Megatron-Core, full-iteration graphs are cuda_graph_impl=local with "
                                 "cuda_graph_scope=[full_iteration]; newer ones use "
                                 "cuda_graph_impl=full_iteration."),
    });
    t.push_back({
        .id = "LOG-64",
        .painPoint = "PP-28",
        .rule = "MC-02",
        .severity = Severity::Error,
        .texts = {"enable_cuda_graph and external_cuda_graph cannot be enabled at the same time."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Both legacy graph fields set"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Remove enable_cuda_graph / external_cuda_graph and set "
                                 "cuda_graph_impl only."),
    });
    t.push_back({
        .id = "LOG-65",
        .painPoint = "PP-28",
        .rule = "MC-01",
        .severity = Severity::Error,
        .texts = {"Do not use enable_cuda_graph or external_cuda_graph with cuda_graph_impl."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Legacy graph fields mixed with cuda_graph_impl"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Remove enable_cuda_graph / external_cuda_graph and set "
                                 "cuda_graph_impl only."),
    });
    t.push_back({
        .id = "LOG-66",
        .painPoint = "PP-28",
        .rule = "MC-11",
        .severity = Severity::Error,
        .texts = {"Invalid cuda graph implementation:"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Unknown cuda_graph_impl"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use none, transformer_engine, full_iteration or local."),
    });
    t.push_back({
        .id = "LOG-67",
        .painPoint = "PP-28",
        .rule = "MCR-09",
        .severity = Severity::Error,
        .texts = {"CUDA graph compatible cross entropy requires TransformerEngine >= 2.7.0"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fused cross entropy needs a newer Transformer Engine"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Upgrade Transformer Engine to 2.7 or later, or use another "
                                 "implementation than full_iteration."),
    });
    t.push_back({
        .id = "LOG-68",
        .painPoint = "PP-28",
        .rule = "MC-04b",
        .severity = Severity::Warning,
        .texts = {"cuda_graph_scope is deprecated, use cuda_graph_modules instead."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated cuda_graph_scope"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Write the scopes into cuda_graph_modules."),
    });
    t.push_back({
        .id = "LOG-69",
        .painPoint = "PP-28",
        .rule = "MC-03",
        .severity = Severity::Warning,
        .texts = {"enable_cuda_graph is deprecated, use cuda_graph_impl=local instead.",
                  "external_cuda_graph is deprecated, use cuda_graph_impl=transformer_engine instead."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated enable_cuda_graph / external_cuda_graph"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Set cuda_graph_impl instead of the legacy fields."),
    });
    t.push_back({
        .id = "LOG-70",
        .painPoint = "PP-28",
        .rule = "MC-05b",
        .severity = Severity::Warning,
        .texts = {"full scope is deprecated."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated \"full\" scope"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use an empty cuda_graph_modules list to capture the whole "
                                 "layer."),
    });
    t.push_back({
        .id = "LOG-71",
        .painPoint = "PP-28",
        .rule = "MC-10",
        .severity = Severity::Warning,
        .texts = {"cuda_graph_modules 'full_iteration' is deprecated."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated full_iteration scope value"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use cuda_graph_impl=full_iteration with empty "
                                 "cuda_graph_modules."),
    });
}

} // namespace cga
