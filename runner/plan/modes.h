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
// microbatches).
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
};

// Parses "attn+mlp", "attn,mlp", "layer", "full_iteration", "eager"; checks it against Megatron's rules and the
// workload.
bool parseMode(const std::string& text, const Workload& w, Mode* out, std::string* error);
std::string scopeNames(unsigned scopes); // canonical order joined by '+'

ModePlan planMode(const StepPlan& plan, const Mode& mode, const Workload& w);

// What a user should know about what a mode emulates before trusting it, empty when nothing: under the
// `megatron-local` profile, MoE scopes are emulated as MoETransformerLayer's partial graphs, which Megatron-Core's
// local spec (a plain TransformerLayer) does not make.
std::string modeCaveat(const Mode& mode, const Workload& w);

} // namespace cga::bench
