#include "modes.h"

#include <sstream>

namespace cga::bench {

namespace {

struct ScopeName
{
    unsigned bit;
    const char* name;
};
const ScopeName kScopes[] = {{ScopeAttn, "attn"},
                             {ScopeMlp, "mlp"},
                             {ScopeMoeRouter, "moe_router"},
                             {ScopeMoePreprocess, "moe_preprocess"},
                             {ScopeMoe, "moe"}};

unsigned scopeOf(Block b)
{
    switch (b) {
    case Block::Attn:
        return ScopeAttn;
    case Block::Mlp:
        return ScopeMlp;
    case Block::MoeRouter:
        return ScopeMoeRouter;
    case Block::MoePreprocess:
        return ScopeMoePreprocess;
    default:
        return 0;
    }
}

bool isMoeBlock(Block b)
{
    return b == Block::MoeRouter || b == Block::MoePreprocess || b == Block::MoeExperts;
}

// The blocks a whole-layer graph holds: everything a transformer layer runs in one direction.
bool isLayerBlock(const Segment& s)
{
    return s.layer >= 0
        && (s.block == Block::Attn || s.block == Block::Mlp || isMoeBlock(s.block) || s.block == Block::GradAccum);
}

bool sameLayerPass(const Segment& a, const Segment& b)
{
    return a.layer == b.layer && a.microbatch == b.microbatch && a.backward == b.backward;
}

// Megatron-Core's local implementation on the local spec's plain TransformerLayer
// (TransformerLayer.create_mcore_cudagraph_manager): a layer gets a CudaGraphManager when its scopes name attn, or
// mlp on a dense layer, and that manager captures the layer's whole forward (and backward); MoE scopes are
// MoETransformerLayer's, so they graph nothing here.
bool localGraphsLayer(unsigned scopes, const Workload& w, int layer)
{
    return (scopes & ScopeAttn) || ((scopes & ScopeMlp) && !w.isMoeLayer(layer));
}

const unsigned kMoeScopes = ScopeMoeRouter | ScopeMoePreprocess | ScopeMoe;

} // namespace

std::string scopeNames(unsigned scopes)
{
    std::string out;
    for (const ScopeName& s : kScopes)
        if (scopes & s.bit) {
            if (!out.empty())
                out += '+';
            out += s.name;
        }
    return out;
}

bool parseMode(const std::string& text, const Workload& w, Mode* out, std::string* error)
{
    Mode m;
    const bool synthetic = !w.isTransformer();
    if (text == "eager") {
        m.name = "eager";
        *out = m;
        return true;
    }
    if (text == "layer") {
        if (synthetic) {
            *error = std::string("the ") + w.kind + " workload has no transformer blocks: use eager and full_iteration";
            return false;
        }
        m.name = "layer";
        m.graphed = true;
        m.wholeLayer = true;
        *out = m;
        return true;
    }
    if (text == "full_iteration" || text == "full") {
        m.name = "full_iteration";
        m.graphed = true;
        m.fullIteration = true;
        *out = m;
        return true;
    }
    std::string normalized = text;
    for (char& c : normalized)
        if (c == ',')
            c = '+';
    std::stringstream ss(normalized);
    std::string part;
    while (std::getline(ss, part, '+')) {
        bool found = false;
        for (const ScopeName& s : kScopes)
            if (part == s.name) {
                m.scopes |= s.bit;
                found = true;
            }
        if (!found) {
            if (part == "full_iteration")
                *error = "full_iteration captures the whole step and cannot be combined with other scopes";
            else if (part == "eager")
                *error = "eager cannot be combined with graph scopes";
            else if (part == "layer")
                *error = "layer captures the whole layer and cannot be combined with other scopes";
            else
                *error = "unknown mode or scope \"" + part
                    + "\" (eager, full_iteration, layer, attn, mlp, moe_router, moe_preprocess, moe)";
            return false;
        }
    }
    if (m.scopes == 0) {
        *error = "empty mode";
        return false;
    }
    if (synthetic) {
        *error = std::string("the ") + w.kind + " workload has no transformer blocks: use eager and full_iteration";
        return false;
    }
    if ((m.scopes & ScopeMoe) && (m.scopes & (ScopeMoeRouter | ScopeMoePreprocess))) {
        *error = "moe captures the router and the preprocess already; do not combine it with moe_router or "
                 "moe_preprocess";
        return false;
    }
    if ((m.scopes & (ScopeMoe | ScopeMoeRouter | ScopeMoePreprocess)) && !w.isMoe()) {
        *error = "MoE scopes need an MoE workload (num_moe_experts > 1)";
        return false;
    }
    if ((m.scopes & ScopeMoe) && w.moeDropless) {
        *error = "the moe scope captures expert dispatch, whose shapes are dynamic with dropless routing; set a "
                 "capacity factor (moe_dropless false) or use moe_router/moe_preprocess";
        return false;
    }
    if ((m.scopes & ScopeMlp) && !w.hasDenseLayers()) {
        *error = "the mlp scope captures dense MLP layers and every layer of this workload is MoE";
        return false;
    }
    if (w.isMegatronLocalProfile() && (m.scopes & ScopeMlp) && !(m.scopes & ScopeAttn) && w.isMoe()) {
        *error = "with the local spec, Megatron-Core gives an MoE layer no graph for the mlp scope and stops (an "
                 "assertion in TransformerLayer.create_mcore_cudagraph_manager): add attn, which graphs every layer "
                 "whole, or use layer";
        return false;
    }
    m.graphed = true;
    m.name = scopeNames(m.scopes);
    *out = m;
    return true;
}

ModePlan planMode(const StepPlan& plan, const Mode& mode, const Workload& w)
{
    ModePlan mp;
    mp.mode = mode;
    const auto& segs = plan.segments;
    auto add = [&](bool graph, int index) {
        Unit u;
        u.graph = graph;
        u.segments.push_back(index);
        mp.units.push_back(u);
    };
    if (!mode.graphed) {
        for (size_t i = 0; i < segs.size(); ++i)
            add(false, static_cast<int>(i));
    } else if (mode.fullIteration) {
        Unit graph;
        graph.graph = true;
        std::vector<Unit> before, after;
        bool seenModel = false;
        for (size_t i = 0; i < segs.size(); ++i) {
            const bool optimizer = segs[i].block == Block::Optimizer;
            if (optimizer && !w.optimizerInGraph) {
                Unit u;
                u.segments.push_back(static_cast<int>(i));
                (seenModel ? after : before).push_back(u);
            } else {
                graph.segments.push_back(static_cast<int>(i));
                seenModel = true;
            }
        }
        mp.units = before;
        mp.units.push_back(graph);
        mp.units.insert(mp.units.end(), after.begin(), after.end());
    } else if (mode.wholeLayer || w.isMegatronLocalProfile()) {
        // One graph per layer, microbatch and direction; the embedding, loss and optimizer stay eager. Under
        // `megatron-local` a scope set graphs the layers Megatron's local implementation graphs, each one whole.
        mp.localWholeLayers = !mode.wholeLayer;
        for (size_t i = 0; i < segs.size(); ++i) {
            const int index = static_cast<int>(i);
            if (!isLayerBlock(segs[i]) || !(mode.wholeLayer || localGraphsLayer(mode.scopes, w, segs[i].layer))) {
                add(false, index);
                continue;
            }
            if (!mp.units.empty() && mp.units.back().graph) {
                const Segment& prev = segs[static_cast<size_t>(mp.units.back().segments.back())];
                if (sameLayerPass(prev, segs[i])) {
                    mp.units.back().segments.push_back(index);
                    continue;
                }
            }
            add(true, index);
        }
    } else {
        for (size_t i = 0; i < segs.size(); ++i) {
            const Segment& s = segs[i];
            const int index = static_cast<int>(i);
            if ((mode.scopes & ScopeMoe) && isMoeBlock(s.block)) {
                // One graph for router + preprocess + experts of a layer, microbatch and direction.
                if (!mp.units.empty() && mp.units.back().graph) {
                    const Segment& prev = segs[static_cast<size_t>(mp.units.back().segments.back())];
                    if (isMoeBlock(prev.block) && prev.layer == s.layer && prev.microbatch == s.microbatch
                        && prev.backward == s.backward) {
                        mp.units.back().segments.push_back(index);
                        continue;
                    }
                }
                add(true, index);
            } else {
                add((mode.scopes & scopeOf(s.block)) != 0, index);
            }
        }
    }
    for (const Unit& u : mp.units) {
        int kernels = 0;
        bool sync = false;
        for (int i : u.segments)
            for (const Op& op : segs[static_cast<size_t>(i)].ops) {
                ++kernels;
                sync = sync || op.kind == OpKind::DeviceToHost;
            }
        mp.kernelsPerStep += kernels;
        if (u.graph) {
            ++mp.graphLaunchesPerStep;
            mp.graphedKernelsPerStep += kernels;
            mp.expectCaptureFailure = mp.expectCaptureFailure || sync;
        } else {
            mp.eagerLaunchesPerStep += kernels;
        }
    }
    if (mode.fullIteration)
        mp.copiesPerStep = w.isTransformer() ? w.numMicrobatches : 0;
    else
        mp.copiesPerStep = mp.graphLaunchesPerStep;
    mp.noGraphs = mp.localWholeLayers && mp.graphLaunchesPerStep == 0;
    mp.localWholeLayers = mp.localWholeLayers && !mp.noGraphs;
    return mp;
}

ModeNote modeNote(const ModePlan& plan, const Workload& w)
{
    const std::string& name = plan.mode.name;
    const std::string why
        = "with the local spec (cuda_graph_impl local) Megatron-Core builds a plain TransformerLayer, "
          "which gets a CudaGraphManager only when attn, or mlp on a dense layer, is among "
          "cuda_graph_modules, and that manager captures the layer's whole forward and backward; "
          "MoE scopes are graphed by MoETransformerLayer, which the local spec does not build";
    if (plan.noGraphs)
        return {"no_graphs",
                "mode " + name + ": Megatron-Core makes no CUDA graph for these scopes: " + why
                    + "; so this mode captures no graph and runs the eager step, and its comparison with eager is "
                      "no_significant_difference by construction"};
    if (!plan.localWholeLayers)
        return {};
    std::string what = "attention and MLP";
    if (w.isMoe())
        what = w.hasDenseLayers() ? "attention and the MLP or the MoE layer" : "attention and the MoE layer";
    std::string message = "mode " + name + ": Megatron-Core graphs each layer whole here, not the scopes alone: " + why
        + "; this mode captures one graph per layer and direction (" + what + "), as layer does";
    if (plan.mode.scopes & kMoeScopes)
        message += "; its MoE scopes add nothing";
    if (plan.expectCaptureFailure)
        message += "; dropless routing waits for the host inside the layer, so the capture fails, as Megatron's does";
    return {"whole_layer", message};
}

} // namespace cga::bench
