#pragma once

#include <string>
#include <vector>

namespace cga {

// What the benchmark runners emulate: one training step on one GPU at the user's shapes, and the modes to compare.
// One description for both sides: cga derives it from a training configuration (WorkloadFromConfig) and writes it
// as the workload object of docs/bench-protocol.md (WorkloadJson); cga-bench reads that object, a preset or flags
// (bench::WorkloadJson, bench::WorkloadPresets), and cga_torch_runner.py reads the same JSON. Plain C++17, no Qt.
struct Workload
{
    std::string name = "custom";
    std::string kind = "transformer"; // transformer, empty_kernels (N empty kernels: the launch-overhead bound),
                                      // layer_stream (6 GEMMs + 8 elementwise per layer, forward only)
    std::string opProfile
        = "megatron"; // megatron (Transformer Engine's fused kernels), megatron-local (Megatron-Core's
                      // local spec: unfused attention, fp32 softmax) or pytorch (unfused torch.nn)
    int numLayers = 8;
    int hiddenSize = 1024;
    int ffnHiddenSize = 4096; // dense MLP hidden size
    int numAttentionHeads = 8;
    int numQueryGroups = 0; // key/value heads (grouped-query attention); 0: one per attention head
    int seqLength = 2048; // tokens per sequence on this GPU (after context parallelism)
    int microBatchSize = 1;
    int numMicrobatches = 1; // per step (gradient accumulation)
    std::string dtype = "bf16"; // bf16, or fp8 (bf16 GEMMs plus the cast/amax kernels FP8 adds)
    std::string activation = "swiglu"; // swiglu (gated MLP: FC1 is 2x wide) or gelu
    int vocabSize = 0; // 0: no output layer
    int tensorParallel = 1; // divides heads and FFN; no collectives are emulated
    int numMoeExperts = 0; // 0: dense
    int moeRouterTopk = 2;
    int expertParallel = 1;
    int moeFfnHiddenSize = 0; // 0: ffnHiddenSize
    std::vector<int> moeLayerPattern; // per layer 1 = MoE, 0 = dense; empty = every layer (moe_layer_freq 1)
    bool moeDropless = true;
    double moeCapacityFactor = 1.0; // used when !moeDropless
    int emptyKernels = 1000; // kind empty_kernels only
    int warmupSteps = 3;
    bool optimizerInGraph = false; // full_iteration captures the optimizer too (as torch.cuda.graph users do)
    // The configuration's cuda_graph_impl (transformer_engine, local, full_iteration; empty: graphs off). The
    // Megatron-Core runner measures scope modes with it where its layer spec allows; cga-bench ignores it.
    std::string graphImpl;
    std::vector<std::string> modes{"eager", "attn", "attn+mlp", "full_iteration"};

    bool isTransformer() const { return kind == "transformer"; }
    bool isEmptyKernels() const { return kind == "empty_kernels"; }
    bool isLayerStream() const { return kind == "layer_stream"; }
    bool isPyTorchProfile() const { return opProfile == "pytorch"; }
    bool isMegatronLocalProfile() const { return opProfile == "megatron-local"; }
    bool isFp8() const { return dtype == "fp8"; }
    bool isSwiglu() const { return activation == "swiglu"; }

    int tokens() const { return seqLength * microBatchSize; }
    bool isMoe() const { return numMoeExperts > 1; }
    bool isMoeLayer(int layer) const;
    bool hasDenseLayers() const;
    int localExperts() const { return numMoeExperts / (expertParallel > 0 ? expertParallel : 1); }
    int headDim() const { return hiddenSize / (numAttentionHeads > 0 ? numAttentionHeads : 1); }
    int localHeads() const { return numAttentionHeads / tensorParallel; }
    int queryGroups() const { return numQueryGroups > 0 ? numQueryGroups : numAttentionHeads; }
    // Megatron keeps one key/value head per rank where there are fewer groups than tensor-parallel ranks.
    int localQueryGroups() const { return queryGroups() >= tensorParallel ? queryGroups() / tensorParallel : 1; }
    int localFfn() const { return ffnHiddenSize / tensorParallel; }
    int expertFfn() const { return (moeFfnHiddenSize > 0 ? moeFfnHiddenSize : ffnHiddenSize) / tensorParallel; }

    // moe_layer_freq as Megatron reads it: N (every N-th layer is MoE, N <= 1 all of them).
    void setMoeLayerFreq(int every);

    // The integer members of the JSON form, in the order both sides read them.
    using IntMember = int Workload::*;
    struct IntField
    {
        const char* key;
        IntMember member;
        int minimum; // what cga-bench accepts (cga accepts any non-negative value and checks the shapes instead)
        bool benchOnly; // read and written by cga-bench only (cga's JSON leaves it out)
    };
    static const std::vector<IntField>& intFields();
};

} // namespace cga
