#pragma once

#include "json.h"

#include <string>
#include <vector>

namespace cga::bench {

// What one training step looks like on one GPU: the shapes of a Megatron model at the user's parallel sizes.
// Read from a preset, a JSON file (--workload) or flags; the JSON form is documented in docs/bench-protocol.md
// and written by cga's Workload::fromConfig.
struct Workload
{
    enum class Kind {
        Transformer, // a GPT/MoE training step (the default)
        EmptyKernels, // N empty kernels: the pure launch-overhead bound (method table, row 1)
        LayerStream // launch_anchor's layer stream: 6 GEMMs + 8 elementwise per layer, forward only
    };
    enum class OpProfile {
        Megatron, // Transformer Engine's fused kernels, gradient-accumulation fusion (kernel counts of
                  // benchmark-background.md section 5.2)
        PyTorch // a plain torch.nn GPT: unfused LayerNorm/bias/GELU, AccumulateGrad per parameter, foreach SGD
    };

    std::string name = "custom";
    Kind kind = Kind::Transformer;
    OpProfile profile = OpProfile::Megatron;
    int layers = 8;
    int hidden = 1024;
    int ffn = 4096; // dense MLP hidden size
    int heads = 8;
    int seq = 2048; // tokens per sequence on this GPU
    int microBatch = 1;
    int microbatches = 1; // per step (gradient accumulation)
    bool fp8 = false; // bf16 GEMMs plus the cast/amax kernels FP8 adds
    bool swiglu = true; // gated MLP (FC1 is 2x wide) or GELU
    int vocab = 0; // 0: no output layer
    int tensorParallel = 1; // divides heads and FFN; no collectives are emulated
    // MoE (experts == 0: dense)
    int experts = 0;
    int topk = 2;
    int expertParallel = 1;
    int moeFfn = 0; // 0: ffn
    std::vector<int> moePattern; // per layer 1 = MoE, 0 = dense; empty means every layer (moe_layer_freq 1)
    bool dropless = true;
    double capacityFactor = 1.0; // used when !dropless
    // Synthetic kinds
    int emptyKernels = 1000;
    // Steps
    int warmupSteps = 3;
    bool optimizerInGraph = false; // full_iteration captures the optimizer too (as torch.cuda.graph users do)
    std::vector<std::string> modes{"eager", "attn", "attn+mlp", "full_iteration"};

    int tokens() const { return seq * microBatch; }
    bool isMoe() const { return experts > 1; }
    bool isMoeLayer(int layer) const;
    bool hasDenseLayers() const;
    int localExperts() const { return experts / (expertParallel > 0 ? expertParallel : 1); }
    int headDim() const { return hidden / (heads > 0 ? heads : 1); }
    int localHeads() const { return heads / tensorParallel; }
    int localFfn() const { return ffn / tensorParallel; }
    int expertFfn() const { return (moeFfn > 0 ? moeFfn : ffn) / tensorParallel; }

    // moe_layer_freq as Megatron reads it: N (every N-th layer, N == 1 all) or an explicit 0/1 list.
    void setMoeLayerFreq(int every);

    bool validate(std::string* error) const;
    Json toJson() const;
    static bool fromJson(const Json& json, Workload* out, std::string* error);

    static bool preset(const std::string& name, Workload* out);
    static std::vector<std::string> presetNames();
    static const char* kindName(Kind k);
    static const char* profileName(OpProfile p);
};

} // namespace cga::bench
