#include "workloadjson.h"

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

// A string member that must be one of `names`; `problem` is the message for any other value.
bool readName(const Json& o, const char* key, std::initializer_list<const char*> names, std::string* out,
              const std::string& problem, std::string* error)
{
    const Json& v = o.at(key);
    if (!v.isString())
        return true;
    for (const char* n : names)
        if (v.toString() == n) {
            *out = n;
            return true;
        }
    *error = problem;
    return false;
}

std::string unknownKind(const std::string& kind)
{
    return "unknown kind \"" + kind + "\" (transformer, empty_kernels, layer_stream)";
}

std::string unknownProfile(const std::string& profile)
{
    return "unknown op_profile \"" + profile + "\" (megatron, megatron-local, pytorch)";
}

bool readNames(const Json& o, Workload& w, std::string* error)
{
    if (o.at("name").isString())
        w.name = o.at("name").toString();
    return readName(o, "kind", {"transformer", "empty_kernels", "layer_stream"}, &w.kind,
                    unknownKind(o.at("kind").toString()), error)
        && readName(o, "op_profile", {"megatron", "megatron-local", "pytorch"}, &w.opProfile,
                    unknownProfile(o.at("op_profile").toString()), error);
}

bool readNumbers(const Json& o, Workload& w, std::string* error)
{
    for (const Workload::IntField& f : Workload::intFields())
        if (!readInt(o, f.key, &(w.*f.member), f.minimum, error))
            return false;
    return readBool(o, "moe_dropless", &w.moeDropless, error)
        && readBool(o, "optimizer_in_graph", &w.optimizerInGraph, error)
        && readName(o, "dtype", {"bf16", "fp8"}, &w.dtype, "dtype must be bf16 or fp8", error)
        && readName(o, "activation", {"swiglu", "gelu"}, &w.activation, "activation must be swiglu or gelu", error);
}

bool readMoeAndModes(const Json& o, Workload& w, std::string* error)
{
    const Json& cf = o.at("moe_capacity_factor");
    if (cf.isNumber())
        w.moeCapacityFactor = cf.toNumber();
    const Json& freq = o.at("moe_layer_freq");
    if (freq.isNumber()) {
        if (freq.toNumber() < 1) {
            *error = "moe_layer_freq must be at least 1";
            return false;
        }
        w.setMoeLayerFreq(static_cast<int>(freq.toNumber()));
    } else if (freq.isArray()) {
        w.moeLayerPattern.clear();
        for (const Json& v : freq.items())
            w.moeLayerPattern.push_back(static_cast<int>(v.toNumber(-1)));
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
    return true;
}

// The names a workload built in code (a preset, a test) could still get wrong; the JSON reader checks them first.
bool validateNames(const Workload& w, std::string* error)
{
    if (!w.isTransformer() && !w.isEmptyKernels() && !w.isLayerStream())
        *error = unknownKind(w.kind);
    else if (w.opProfile != "megatron" && !w.isMegatronLocalProfile() && !w.isPyTorchProfile())
        *error = unknownProfile(w.opProfile);
    else if (w.dtype != "bf16" && !w.isFp8())
        *error = "dtype must be bf16 or fp8";
    else if (!w.isSwiglu() && w.activation != "gelu")
        *error = "activation must be swiglu or gelu";
    else
        return true;
    return false;
}

bool validateMoe(const Workload& w, std::string* error)
{
    if (w.moeRouterTopk < 1 || w.moeRouterTopk > w.numMoeExperts)
        *error = "moe_router_topk must be 1..num_moe_experts";
    else if (w.expertParallel < 1 || w.numMoeExperts % w.expertParallel != 0)
        *error = "expert_parallel must divide num_moe_experts";
    else if (!w.moeDropless && !(w.moeCapacityFactor > 0.0))
        *error = "moe_capacity_factor must be positive when routing is not dropless";
    else {
        for (int v : w.moeLayerPattern)
            if (v != 0 && v != 1) {
                *error = "moe_layer_freq as a list holds 0 and 1 only";
                return false;
            }
        return true;
    }
    return false;
}

// The shapes of a transformer step (after the checks every kind shares).
bool validateTransformer(const Workload& w, std::string* error)
{
    auto bad = [error](const char* msg) {
        *error = msg;
        return false;
    };
    if (w.numMicrobatches < 1 || w.numMicrobatches > 4096)
        return bad("num_microbatches must be 1..4096");
    if (w.numAttentionHeads < 1 || w.hiddenSize % w.numAttentionHeads != 0)
        return bad("num_attention_heads must divide hidden_size");
    if (w.numQueryGroups < 0 || w.numAttentionHeads % w.queryGroups() != 0)
        return bad("num_query_groups must divide num_attention_heads");
    if (w.tensorParallel < 1 || w.numAttentionHeads % w.tensorParallel != 0 || w.ffnHiddenSize % w.tensorParallel != 0)
        return bad("tensor_parallel must divide num_attention_heads and ffn_hidden_size");
    if (w.queryGroups() >= w.tensorParallel && w.queryGroups() % w.tensorParallel != 0)
        return bad("tensor_parallel must divide num_query_groups (or exceed it)");
    if (w.ffnHiddenSize < 8)
        return bad("ffn_hidden_size must be at least 8");
    if (w.vocabSize < 0)
        return bad("vocab_size must not be negative");
    if (w.numMoeExperts == 1 || w.numMoeExperts < 0)
        return bad("num_moe_experts must be 0 (dense) or at least 2");
    if (w.isMoe() && !validateMoe(w, error))
        return false;
    if (w.warmupSteps < 0 || w.warmupSteps > 1000)
        return bad("warmup_steps must be 0..1000");
    if (w.modes.empty())
        return bad("no modes to run");
    return true;
}

} // namespace

bool WorkloadJson::validate(const Workload& w, std::string* error)
{
    auto bad = [error](const char* msg) {
        *error = msg;
        return false;
    };
    if (!validateNames(w, error))
        return false;
    if (w.isEmptyKernels())
        return w.emptyKernels >= 1 && w.emptyKernels <= 1000000 ? true : bad("empty_kernels must be 1..1000000");
    if (w.numLayers < 1 || w.numLayers > 1024)
        return bad("num_layers must be 1..1024");
    if (w.hiddenSize < 8 || w.hiddenSize > 65536 || w.hiddenSize % 8 != 0)
        return bad("hidden_size must be a multiple of 8 in 8..65536");
    if (w.seqLength < 1 || w.microBatchSize < 1 || static_cast<double>(w.seqLength) * w.microBatchSize > 4.0e6)
        return bad("seq_length x micro_batch_size must be 1..4M tokens");
    if (w.isLayerStream())
        return true;
    return validateTransformer(w, error);
}

Json WorkloadJson::toJson(const Workload& w)
{
    Json o = Json::object();
    o.set("name", w.name);
    o.set("kind", w.kind);
    o.set("op_profile", w.opProfile);
    o.set("num_layers", w.numLayers);
    o.set("hidden_size", w.hiddenSize);
    o.set("ffn_hidden_size", w.ffnHiddenSize);
    o.set("num_attention_heads", w.numAttentionHeads);
    o.set("num_query_groups", w.numQueryGroups);
    o.set("seq_length", w.seqLength);
    o.set("micro_batch_size", w.microBatchSize);
    o.set("num_microbatches", w.numMicrobatches);
    o.set("dtype", w.dtype);
    o.set("activation", w.activation);
    o.set("vocab_size", w.vocabSize);
    o.set("tensor_parallel", w.tensorParallel);
    o.set("num_moe_experts", w.numMoeExperts);
    o.set("moe_router_topk", w.moeRouterTopk);
    o.set("expert_parallel", w.expertParallel);
    o.set("moe_ffn_hidden_size", w.moeFfnHiddenSize);
    Json freq = Json::array();
    for (int v : w.moeLayerPattern)
        freq.push(v);
    if (w.moeLayerPattern.empty())
        o.set("moe_layer_freq", 1);
    else
        o.set("moe_layer_freq", freq);
    o.set("moe_dropless", w.moeDropless);
    o.set("moe_capacity_factor", w.moeCapacityFactor);
    o.set("empty_kernels", w.emptyKernels);
    o.set("warmup_steps", w.warmupSteps);
    o.set("optimizer_in_graph", w.optimizerInGraph);
    o.set("modes", Json::stringArray(w.modes));
    return o;
}

bool WorkloadJson::fromJson(const Json& o, Workload* out, std::string* error)
{
    if (!o.isObject()) {
        *error = "a workload must be a JSON object";
        return false;
    }
    Workload w = *out;
    if (!readNames(o, w, error) || !readNumbers(o, w, error) || !readMoeAndModes(o, w, error) || !validate(w, error))
        return false;
    *out = w;
    return true;
}

} // namespace cga::bench
