#pragma once

#include "stepplan.h"

#include <string>
#include <vector>

namespace cga::bench {

enum ScopeBit : unsigned {
    ScopeAttn = 1u << 0,
    ScopeMlp = 1u << 1,
    ScopeMoeRouter = 1u << 2,
    ScopeMoePreprocess = 1u << 3,
    ScopeMoe = 1u << 4
};

// One arm of the comparison: eager, a set of TE scopes (one graph per scope per layer per microbatch per
// direction), layer (one graph per whole layer per microbatch per direction, as Megatron-Core's `local`
// implementation with no cuda_graph_modules captures), or full_iteration (one graph for forward + backward of all
// microbatches). Under the `megatron-local` profile scopes are planned as Megatron's local implementation runs
// them (ModePlan::localWholeLayers, noGraphs).
struct Mode
{
    std::string name; // canonical: "eager", "attn+mlp", "layer", "full_iteration"
    bool graphed = false;
    bool fullIteration = false;
    bool wholeLayer = false;
    unsigned scopes = 0;
};

// What one step of a mode launches: eager segments and graphs, in order.
struct Unit
{
    bool graph = false;
    std::vector<int> segments; // indices into StepPlan::segments
};

struct ModePlan
{
    Mode mode;
    std::vector<Unit> units;
    int kernelsPerStep = 0; // device operations (inside graphs or not)
    int eagerLaunchesPerStep = 0; // kernels launched one by one
    int graphLaunchesPerStep = 0;
    int graphedKernelsPerStep = 0;
    int copiesPerStep = 0; // static-input copies before graph launches
    bool expectCaptureFailure = false; // a graph holds dropless MoE's device-to-host sync
    // Under the `megatron-local` profile a scope set is planned as Megatron-Core's local implementation runs it on
    // the local spec's plain TransformerLayer: a layer whose scopes name attn (or mlp, on a dense layer) is graphed
    // whole (localWholeLayers); MoE scopes graph nothing, so a set of MoE scopes alone makes no graph at all
    // (noGraphs: the mode runs the eager step).
    bool localWholeLayers = false;
    bool noGraphs = false;
};

// Parses "attn+mlp", "attn,mlp", "layer", "full_iteration", "eager"; checks it against Megatron's rules and the
// workload.
bool parseMode(const std::string& text, const Workload& w, Mode* out, std::string* error);
std::string scopeNames(unsigned scopes); // canonical order joined by '+'

ModePlan planMode(const StepPlan& plan, const Mode& mode, const Workload& w);

// A warning a mode's plan carries, in the dry run and the run: `code` empty when none. Under `megatron-local`:
// `no_graphs` (Megatron makes no graph for the mode's scopes: the mode runs the eager step) and `whole_layer` (the
// scopes make Megatron graph each layer whole, not the scopes alone).
struct ModeNote
{
    std::string code;
    std::string message;
};
ModeNote modeNote(const ModePlan& plan, const Workload& w);

} // namespace cga::bench
