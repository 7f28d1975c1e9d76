#include "workloadpresets.h"

namespace cga::bench {

namespace {

Workload gpt(int hidden, int layers, int mbs, int seq)
{
    Workload w;
    w.opProfile = "pytorch";
    w.hiddenSize = hidden;
    w.numLayers = layers;
    w.microBatchSize = mbs;
    w.seqLength = seq;
    w.numAttentionHeads = hidden / 128 > 0 ? hidden / 128 : 1;
    w.ffnHiddenSize = 4 * hidden;
    w.activation = "gelu";
    w.vocabSize = 0;
    w.warmupSteps = 5;
    w.optimizerInGraph = true;
    w.modes = {"eager", "attn", "attn+mlp", "full_iteration"};
    return w;
}

Workload emptyKernels()
{
    Workload w;
    w.kind = "empty_kernels";
    w.emptyKernels = 1000;
    w.warmupSteps = 3;
    w.modes = {"eager", "full_iteration"};
    return w;
}

Workload layerStream()
{
    Workload w;
    w.kind = "layer_stream";
    w.numLayers = 8;
    w.hiddenSize = 1024;
    w.seqLength = 256;
    w.warmupSteps = 5;
    w.modes = {"eager", "full_iteration"};
    return w;
}

Workload llama3_8b()
{
    Workload w;
    w.numLayers = 32;
    w.hiddenSize = 4096;
    w.ffnHiddenSize = 14336;
    w.numAttentionHeads = 32;
    w.seqLength = 8192;
    w.vocabSize = 128256;
    w.modes = {"eager", "attn", "attn+mlp", "full_iteration"};
    return w;
}

Workload qwen3_30b_a3b()
{
    Workload w;
    w.numLayers = 48;
    w.hiddenSize = 2048;
    w.ffnHiddenSize = 6144;
    w.numAttentionHeads = 32;
    w.seqLength = 4096;
    w.vocabSize = 151936;
    w.numMoeExperts = 128;
    w.moeRouterTopk = 8;
    w.expertParallel = 8;
    w.moeFfnHiddenSize = 768;
    w.moeDropless = true;
    w.modes = {"eager", "attn", "attn+moe_router", "attn+moe_router+moe_preprocess"};
    return w;
}

// A seconds-long smoke test: small dense + MoE layers, every kind of scope.
Workload tiny()
{
    Workload w;
    w.numLayers = 2;
    w.hiddenSize = 256;
    w.ffnHiddenSize = 1024;
    w.numAttentionHeads = 2;
    w.seqLength = 128;
    w.numMoeExperts = 8;
    w.moeRouterTopk = 2;
    w.moeFfnHiddenSize = 256;
    w.setMoeLayerFreq(2);
    w.vocabSize = 1024;
    w.modes = {"eager", "attn", "attn+mlp", "attn+moe_router", "moe_preprocess", "full_iteration"};
    return w;
}

} // namespace

std::vector<std::string> WorkloadPresets::names()
{
    return {"empty-kernels",  "layer-stream", "gpt-h1024",     "gpt-h2048", "gpt-h4096",
            "gpt-h4096-long", "llama3-8b",    "qwen3-30b-a3b", "tiny"};
}

bool WorkloadPresets::preset(const std::string& name, Workload* out)
{
    Workload w;
    if (name == "empty-kernels")
        w = emptyKernels();
    else if (name == "layer-stream")
        w = layerStream();
    else if (name == "gpt-h1024")
        w = gpt(1024, 8, 1, 512);
    else if (name == "gpt-h2048")
        w = gpt(2048, 8, 1, 2048);
    else if (name == "gpt-h4096")
        w = gpt(4096, 4, 1, 4096);
    else if (name == "gpt-h4096-long")
        w = gpt(4096, 4, 2, 8192);
    else if (name == "llama3-8b")
        w = llama3_8b();
    else if (name == "qwen3-30b-a3b")
        w = qwen3_30b_a3b();
    else if (name == "tiny")
        w = tiny();
    else
        return false;
    w.name = name;
    *out = w;
    return true;
}

} // namespace cga::bench
