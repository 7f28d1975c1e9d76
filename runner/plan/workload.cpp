#include "workload.h"

#include <cmath>

namespace cga::bench {

namespace {

bool readInt(const Json& o, const char* key, int* out, int minValue, std::string* error)
{
    const Json& v = o.at(key);
    if (v.isNull())
        return true;
    if (!v.isNumber() || v.toNumber() != std::floor(v.toNumber())) {
        *error = std::string("\"") + key + "\" must be an integer";
        return false;
    }
    if (v.toNumber() < minValue || v.toNumber() > 1e9) {
        *error = std::string("\"") + key + "\" must be at least " + std::to_string(minValue);
        return false;
    }
    *out = static_cast<int>(v.toNumber());
    return true;
}

bool readBool(const Json& o, const char* key, bool* out, std::string* error)
{
    const Json& v = o.at(key);
    if (v.isNull())
        return true;
    if (!v.isBool()) {
        *error = std::string("\"") + key + "\" must be true or false";
        return false;
    }
    *out = v.toBool();
    return true;
}

Workload gpt(const char* name, int hidden, int layers, int mbs, int seq)
{
    Workload w;
    w.name = name;
    w.profile = Workload::OpProfile::PyTorch;
    w.hidden = hidden;
    w.layers = layers;
    w.microBatch = mbs;
    w.seq = seq;
    w.heads = hidden / 128 > 0 ? hidden / 128 : 1;
    w.ffn = 4 * hidden;
    w.swiglu = false;
    w.vocab = 0;
    w.warmupSteps = 5;
    w.optimizerInGraph = true;
    w.modes = {"eager", "attn", "attn+mlp", "full_iteration"};
    return w;
}

} // namespace

const char* Workload::kindName(Kind k)
{
    switch (k) {
    case Kind::Transformer:
        return "transformer";
    case Kind::EmptyKernels:
        return "empty_kernels";
    case Kind::LayerStream:
        return "layer_stream";
    }
    return "transformer";
}

const char* Workload::profileName(OpProfile p)
{
    return p == OpProfile::PyTorch ? "pytorch" : "megatron";
}

bool Workload::isMoeLayer(int layer) const
{
    if (!isMoe())
        return false;
    if (moePattern.empty())
        return true;
    return moePattern[static_cast<size_t>(layer) % moePattern.size()] != 0;
}

bool Workload::hasDenseLayers() const
{
    for (int l = 0; l < layers; ++l)
        if (!isMoeLayer(l))
            return true;
    return false;
}

void Workload::setMoeLayerFreq(int every)
{
    moePattern.clear();
    if (every <= 1)
        return;
    for (int l = 0; l < layers; ++l)
        moePattern.push_back(l % every == 0 ? 1 : 0);
}

bool Workload::validate(std::string* error) const
{
    auto bad = [error](const std::string& msg) {
        *error = msg;
        return false;
    };
    if (kind == Kind::EmptyKernels)
        return emptyKernels >= 1 && emptyKernels <= 1000000 ? true : bad("empty_kernels must be 1..1000000");
    if (layers < 1 || layers > 1024)
        return bad("num_layers must be 1..1024");
    if (hidden < 8 || hidden > 65536 || hidden % 8 != 0)
        return bad("hidden_size must be a multiple of 8 in 8..65536");
    if (seq < 1 || microBatch < 1 || static_cast<double>(seq) * microBatch > 4.0e6)
        return bad("seq_length x micro_batch_size must be 1..4M tokens");
    if (kind == Kind::LayerStream)
        return true;
    if (microbatches < 1 || microbatches > 4096)
        return bad("num_microbatches must be 1..4096");
    if (heads < 1 || hidden % heads != 0)
        return bad("num_attention_heads must divide hidden_size");
    if (tensorParallel < 1 || heads % tensorParallel != 0 || ffn % tensorParallel != 0)
        return bad("tensor_parallel must divide num_attention_heads and ffn_hidden_size");
    if (ffn < 8)
        return bad("ffn_hidden_size must be at least 8");
    if (vocab < 0)
        return bad("vocab_size must not be negative");
    if (experts == 1 || experts < 0)
        return bad("num_moe_experts must be 0 (dense) or at least 2");
    if (isMoe()) {
        if (topk < 1 || topk > experts)
            return bad("moe_router_topk must be 1..num_moe_experts");
        if (expertParallel < 1 || experts % expertParallel != 0)
            return bad("expert_parallel must divide num_moe_experts");
        if (!dropless && !(capacityFactor > 0.0))
            return bad("moe_capacity_factor must be positive when routing is not dropless");
        for (int v : moePattern)
            if (v != 0 && v != 1)
                return bad("moe_layer_freq as a list holds 0 and 1 only");
    }
    if (warmupSteps < 0 || warmupSteps > 1000)
        return bad("warmup_steps must be 0..1000");
    if (modes.empty())
        return bad("no modes to run");
    return true;
}

Json Workload::toJson() const
{
    Json o = Json::object();
    o.set("name", name);
    o.set("kind", kindName(kind));
    o.set("op_profile", profileName(profile));
    o.set("num_layers", layers);
    o.set("hidden_size", hidden);
    o.set("ffn_hidden_size", ffn);
    o.set("num_attention_heads", heads);
    o.set("seq_length", seq);
    o.set("micro_batch_size", microBatch);
    o.set("num_microbatches", microbatches);
    o.set("dtype", fp8 ? "fp8" : "bf16");
    o.set("activation", swiglu ? "swiglu" : "gelu");
    o.set("vocab_size", vocab);
    o.set("tensor_parallel", tensorParallel);
    o.set("num_moe_experts", experts);
    o.set("moe_router_topk", topk);
    o.set("expert_parallel", expertParallel);
    o.set("moe_ffn_hidden_size", moeFfn);
    Json freq = Json::array();
    for (int v : moePattern)
        freq.push(v);
    if (moePattern.empty())
        o.set("moe_layer_freq", 1);
    else
        o.set("moe_layer_freq", freq);
    o.set("moe_dropless", dropless);
    o.set("moe_capacity_factor", capacityFactor);
    o.set("empty_kernels", emptyKernels);
    o.set("warmup_steps", warmupSteps);
    o.set("optimizer_in_graph", optimizerInGraph);
    o.set("modes", Json::stringArray(modes));
    return o;
}

bool Workload::fromJson(const Json& o, Workload* out, std::string* error)
{
    if (!o.isObject()) {
        *error = "a workload must be a JSON object";
        return false;
    }
    Workload w = *out;
    if (o.at("name").isString())
        w.name = o.at("name").toString();
    const Json& kind = o.at("kind");
    if (kind.isString()) {
        if (kind.toString() == "transformer")
            w.kind = Kind::Transformer;
        else if (kind.toString() == "empty_kernels")
            w.kind = Kind::EmptyKernels;
        else if (kind.toString() == "layer_stream")
            w.kind = Kind::LayerStream;
        else {
            *error = "unknown kind \"" + kind.toString() + "\" (transformer, empty_kernels, layer_stream)";
            return false;
        }
    }
    const Json& profile = o.at("op_profile");
    if (profile.isString()) {
        if (profile.toString() == "megatron")
            w.profile = OpProfile::Megatron;
        else if (profile.toString() == "pytorch")
            w.profile = OpProfile::PyTorch;
        else {
            *error = "unknown op_profile \"" + profile.toString() + "\" (megatron, pytorch)";
            return false;
        }
    }
    if (!readInt(o, "num_layers", &w.layers, 1, error) || !readInt(o, "hidden_size", &w.hidden, 1, error)
        || !readInt(o, "ffn_hidden_size", &w.ffn, 1, error) || !readInt(o, "num_attention_heads", &w.heads, 1, error)
        || !readInt(o, "seq_length", &w.seq, 1, error) || !readInt(o, "micro_batch_size", &w.microBatch, 1, error)
        || !readInt(o, "num_microbatches", &w.microbatches, 1, error) || !readInt(o, "vocab_size", &w.vocab, 0, error)
        || !readInt(o, "tensor_parallel", &w.tensorParallel, 1, error)
        || !readInt(o, "num_moe_experts", &w.experts, 0, error) || !readInt(o, "moe_router_topk", &w.topk, 1, error)
        || !readInt(o, "expert_parallel", &w.expertParallel, 1, error)
        || !readInt(o, "moe_ffn_hidden_size", &w.moeFfn, 0, error)
        || !readInt(o, "empty_kernels", &w.emptyKernels, 1, error)
        || !readInt(o, "warmup_steps", &w.warmupSteps, 0, error) || !readBool(o, "moe_dropless", &w.dropless, error)
        || !readBool(o, "optimizer_in_graph", &w.optimizerInGraph, error))
        return false;
    const Json& dtype = o.at("dtype");
    if (dtype.isString()) {
        if (dtype.toString() != "bf16" && dtype.toString() != "fp8") {
            *error = "dtype must be bf16 or fp8";
            return false;
        }
        w.fp8 = dtype.toString() == "fp8";
    }
    const Json& act = o.at("activation");
    if (act.isString()) {
        if (act.toString() != "swiglu" && act.toString() != "gelu") {
            *error = "activation must be swiglu or gelu";
            return false;
        }
        w.swiglu = act.toString() == "swiglu";
    }
    const Json& cf = o.at("moe_capacity_factor");
    if (cf.isNumber())
        w.capacityFactor = cf.toNumber();
    const Json& freq = o.at("moe_layer_freq");
    if (freq.isNumber()) {
        if (freq.toNumber() < 1) {
            *error = "moe_layer_freq must be at least 1";
            return false;
        }
        w.setMoeLayerFreq(static_cast<int>(freq.toNumber()));
    } else if (freq.isArray()) {
        w.moePattern.clear();
        for (const Json& v : freq.items())
            w.moePattern.push_back(static_cast<int>(v.toNumber(-1)));
    }
    const Json& modes = o.at("modes");
    if (modes.isArray()) {
        w.modes.clear();
        for (const Json& m : modes.items()) {
            if (!m.isString()) {
                *error = "modes must be strings";
                return false;
            }
            w.modes.push_back(m.toString());
        }
    }
    if (!w.validate(error))
        return false;
    *out = w;
    return true;
}

std::vector<std::string> Workload::presetNames()
{
    return {"empty-kernels",  "layer-stream", "gpt-h1024",     "gpt-h2048", "gpt-h4096",
            "gpt-h4096-long", "llama3-8b",    "qwen3-30b-a3b", "tiny"};
}

bool Workload::preset(const std::string& name, Workload* out)
{
    Workload w;
    if (name == "empty-kernels") {
        w.kind = Kind::EmptyKernels;
        w.emptyKernels = 1000;
        w.warmupSteps = 3;
        w.modes = {"eager", "full_iteration"};
    } else if (name == "layer-stream") {
        w.kind = Kind::LayerStream;
        w.layers = 8;
        w.hidden = 1024;
        w.seq = 256;
        w.warmupSteps = 5;
        w.modes = {"eager", "full_iteration"};
    } else if (name == "gpt-h1024") {
        w = gpt("gpt-h1024", 1024, 8, 1, 512);
    } else if (name == "gpt-h2048") {
        w = gpt("gpt-h2048", 2048, 8, 1, 2048);
    } else if (name == "gpt-h4096") {
        w = gpt("gpt-h4096", 4096, 4, 1, 4096);
    } else if (name == "gpt-h4096-long") {
        w = gpt("gpt-h4096-long", 4096, 4, 2, 8192);
    } else if (name == "llama3-8b") {
        w.layers = 32;
        w.hidden = 4096;
        w.ffn = 14336;
        w.heads = 32;
        w.seq = 8192;
        w.vocab = 128256;
        w.modes = {"eager", "attn", "attn+mlp", "full_iteration"};
    } else if (name == "qwen3-30b-a3b") {
        w.layers = 48;
        w.hidden = 2048;
        w.ffn = 6144;
        w.heads = 32;
        w.seq = 4096;
        w.vocab = 151936;
        w.experts = 128;
        w.topk = 8;
        w.expertParallel = 8;
        w.moeFfn = 768;
        w.dropless = true;
        w.modes = {"eager", "attn", "attn+moe_router", "attn+moe_router+moe_preprocess"};
    } else if (name == "tiny") {
        // A seconds-long smoke test: small dense + MoE layers, every kind of scope.
        w.layers = 2;
        w.hidden = 256;
        w.ffn = 1024;
        w.heads = 2;
        w.seq = 128;
        w.experts = 8;
        w.topk = 2;
        w.moeFfn = 256;
        w.setMoeLayerFreq(2);
        w.vocab = 1024;
        w.modes = {"eager", "attn", "attn+mlp", "attn+moe_router", "moe_preprocess", "full_iteration"};
    } else {
        return false;
    }
    w.name = name;
    *out = w;
    return true;
}

} // namespace cga::bench
