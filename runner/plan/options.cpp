#include "options.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace cga::bench {

namespace {

bool toInt(const std::string& s, long long minValue, long long* out)
{
    if (s.empty())
        return false;
    char* end = nullptr;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (!end || *end != '\0' || v < minValue)
        return false;
    *out = v;
    return true;
}

bool toDouble(const std::string& s, double* out)
{
    if (s.empty())
        return false;
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (!end || *end != '\0')
        return false;
    *out = v;
    return true;
}

std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string part;
    while (std::getline(ss, part, sep))
        if (!part.empty())
            out.push_back(part);
    return out;
}

bool parseCalibration(const std::string& text, Overhead* o, std::string* error)
{
    o->calibrate = true;
    o->preset = "calibrated";
    return o->cal.parse(text, error);
}

} // namespace

bool Overhead::presetValue(const std::string& name, double* usPerOp)
{
    // Busy-wait per op on top of the real launch (about 3.8 us on the H200, benchmark-method.md). PyTorch eager
    // spends about 17-22 us per launch on that machine; Transformer Engine modules spend more than plain torch.
    if (name == "raw")
        *usPerOp = 0.0;
    else if (name == "pytorch")
        *usPerOp = 14.0;
    else if (name == "megatron-te")
        *usPerOp = 20.0;
    else if (name == "megatron-local") // Megatron-Core's local spec: 28.9 ms eager over 585 launches, less 3.8
        *usPerOp = 45.6;
    else
        return false;
    return true;
}

double Overhead::presetGraphValue(const std::string& name)
{
    // Megatron-Core's `local` per-layer graphs on the H200 (docs/benchmarks.md): 10.2 ms per step for 16 graph
    // replays and 73 eager launches at 49.4 us each (28.9 ms / 585), so 412 us of host time per replay, less the
    // two busy-waits of 45.6 us around each graph launch and our raw graph launch and static-input copy (3.8 us
    // each). Not measured for the other presets: 0.
    return name == "megatron-local" ? 313.0 : 0.0;
}

std::vector<std::string> Overhead::presetNames()
{
    return {"raw", "pytorch", "megatron-te", "megatron-local"};
}

namespace {

// The words of the command line, one option at a time: "--name value" or "--name=value".
class ArgCursor
{
public:
    explicit ArgCursor(const std::vector<std::string>& args)
        : m_args(args)
    {
    }

    // Moves to the next option; false at the end.
    bool next()
    {
        if (++m_i >= m_args.size())
            return false;
        m_name = m_args[m_i];
        m_inline.clear();
        m_hasInline = false;
        const size_t eq = m_name.find('=');
        if (m_name.rfind("--", 0) == 0 && eq != std::string::npos) {
            m_inline = m_name.substr(eq + 1);
            m_name = m_name.substr(0, eq);
            m_hasInline = true;
        }
        return true;
    }
    const std::string& name() const { return m_name; }
    // The option's value: after '=', or the next word.
    bool value(std::string* v, std::string* error)
    {
        if (m_hasInline) {
            *v = m_inline;
            return true;
        }
        if (m_i + 1 >= m_args.size()) {
            *error = m_name + " needs a value";
            return false;
        }
        *v = m_args[++m_i];
        return true;
    }

private:
    const std::vector<std::string>& m_args;
    size_t m_i = 0;
    std::string m_name, m_inline;
    bool m_hasInline = false;
};

// The workload flags and the member of the workload object each one sets.
const char* workloadFlagKey(const std::string& flag)
{
    // structure: data table
    static const std::pair<const char*, const char*> kFlags[] = {{"--layers", "num_layers"},
                                                                 {"--hidden", "hidden_size"},
                                                                 {"--ffn", "ffn_hidden_size"},
                                                                 {"--heads", "num_attention_heads"},
                                                                 {"--query-groups", "num_query_groups"},
                                                                 {"--seq", "seq_length"},
                                                                 {"--mbs", "micro_batch_size"},
                                                                 {"--microbatches", "num_microbatches"},
                                                                 {"--dtype", "dtype"},
                                                                 {"--activation", "activation"},
                                                                 {"--op-profile", "op_profile"},
                                                                 {"--kind", "kind"},
                                                                 {"--vocab", "vocab_size"},
                                                                 {"--tp", "tensor_parallel"},
                                                                 {"--experts", "num_moe_experts"},
                                                                 {"--topk", "moe_router_topk"},
                                                                 {"--ep", "expert_parallel"},
                                                                 {"--moe-ffn", "moe_ffn_hidden_size"},
                                                                 {"--moe-layer-freq", "moe_layer_freq"},
                                                                 {"--capacity-factor", "moe_capacity_factor"},
                                                                 {"--empty-kernels", "empty_kernels"},
                                                                 {"--warmup", "warmup_steps"}};
    for (const auto& f : kFlags)
        if (flag == f.first)
            return f.second;
    return nullptr;
}

bool readWorkloadFile(const std::string& path, Workload* w, std::string* error)
{
    std::ifstream f(path);
    if (!f) {
        *error = "cannot read the workload file " + path;
        return false;
    }
    std::stringstream buf;
    buf << f.rdbuf();
    Json json;
    std::string parseError;
    if (!Json::parse(buf.str(), &json, &parseError)) {
        *error = path + ": " + parseError;
        return false;
    }
    const Json& inner = json.at("workload").isObject() ? json.at("workload") : json;
    if (!WorkloadJson::fromJson(inner, w, &parseError)) {
        *error = path + ": " + parseError;
        return false;
    }
    return true;
}

bool readOverhead(const std::string& v, Overhead* overhead, std::string* error)
{
    double us = 0;
    if (Overhead::presetValue(v, &us)) {
        overhead->preset = v;
        overhead->usPerOp = us;
        overhead->usPerGraph = Overhead::presetGraphValue(v);
    } else if (toDouble(v, &us) && us >= 0 && us < 100000) {
        overhead->preset = "custom";
        overhead->usPerOp = us;
        overhead->usPerGraph = 0.0;
    } else {
        *error = "--overhead takes raw, pytorch, megatron-te, megatron-local or microseconds per op";
        return false;
    }
    return true;
}

// --device, --seed, --min-samples, --max-samples.
bool readCount(const std::string& a, const std::string& v, Options& o, std::string* error)
{
    long long n = 0;
    if (!toInt(v, a == "--min-samples" || a == "--max-samples" ? 2 : 0, &n)) {
        *error = a + " takes a number";
        return false;
    }
    if (a == "--device")
        o.device = static_cast<int>(n);
    else if (a == "--seed")
        o.seed = static_cast<uint64_t>(n);
    else if (a == "--min-samples")
        o.minSamples = static_cast<int>(n);
    else
        o.maxSamples = static_cast<int>(n);
    return true;
}

// --duration-limit, --noise-target, --block-ms.
bool readPositive(const std::string& a, const std::string& v, Options& o, std::string* error)
{
    double d = 0;
    if (!toDouble(v, &d) || !(d > 0)) {
        *error = a + " takes a positive number";
        return false;
    }
    if (a == "--duration-limit")
        o.durationLimitS = d;
    else if (a == "--noise-target")
        o.noiseTarget = d;
    else
        o.blockTargetMs = d;
    return true;
}

// What the command line says, before the workload flags are applied over the preset or file.
struct ParsedArgs
{
    Options options;
    std::vector<std::pair<std::string, std::string>> flags; // workload flags, applied after the preset or file
    std::string modes;
};

// An option with no value. False when `a` is not one.
bool readSwitch(const std::string& a, ParsedArgs& p)
{
    Options& o = p.options;
    if (a == "--help" || a == "-h")
        o.help = true;
    else if (a == "--version")
        o.version = true;
    else if (a == "--list-devices")
        o.listDevices = true;
    else if (a == "--dry-run")
        o.dryRun = true;
    else if (a == "--optimizer-in-graph")
        p.flags.emplace_back("optimizer_in_graph", "1");
    else if (a == "--dropless")
        p.flags.emplace_back("moe_dropless", "1");
    else
        return false;
    return true;
}

// An option with a value. False with `error` set when the option or its value is wrong.
bool readValued(ArgCursor& args, ParsedArgs& p, std::string* error)
{
    const std::string a = args.name();
    Options& o = p.options;
    static const char* const kValued[]
        = {"--fill",           "--preset",       "--workload", "--modes",         "--overhead",
           "--calibrate",      "--device",       "--seed",     "--min-samples",   "--max-samples",
           "--duration-limit", "--noise-target", "--block-ms", "--graph-overhead"};
    const char* flagKey = workloadFlagKey(a);
    bool known = flagKey != nullptr;
    for (const char* name : kValued)
        known = known || a == name;
    if (!known) {
        *error = a.rfind("--", 0) == 0 ? "unknown option " + a + " (see --help)"
                                       : "unexpected argument \"" + a + "\" (see --help)";
        return false;
    }
    std::string v;
    if (!args.value(&v, error))
        return false;
    if (flagKey) {
        p.flags.emplace_back(flagKey, v);
        return true;
    }
    if (a == "--fill") {
        if (v != "random" && v != "constant") {
            *error = "--fill takes random or constant";
            return false;
        }
        o.constantData = v == "constant";
    } else if (a == "--preset") {
        if (!WorkloadPresets::preset(v, &o.workload)) {
            *error = "unknown preset \"" + v + "\"";
            return false;
        }
    } else if (a == "--workload") {
        return readWorkloadFile(v, &o.workload, error);
    } else if (a == "--modes") {
        p.modes = v;
    } else if (a == "--overhead") {
        return readOverhead(v, &o.overhead, error);
    } else if (a == "--calibrate") {
        return parseCalibration(v, &o.overhead, error);
    } else if (a == "--graph-overhead") {
        double us = 0;
        if (!toDouble(v, &us) || !(us >= 0) || us >= 100000) {
            *error = "--graph-overhead takes microseconds per graph replay (0 to 100000)";
            return false;
        }
        o.overhead.usPerGraphGiven = us;
    } else if (a == "--device" || a == "--seed" || a == "--min-samples" || a == "--max-samples") {
        return readCount(a, v, o, error);
    } else {
        return readPositive(a, v, o, error);
    }
    return true;
}

// The workload flags (and --modes) as one JSON object, read over the preset or file by the same reader.
bool applyWorkloadFlags(const ParsedArgs& p, Workload* w, std::string* error)
{
    Json patch = Json::object();
    for (const auto& f : p.flags) {
        const std::string& key = f.first;
        if (key == "dtype" || key == "activation" || key == "op_profile" || key == "kind") {
            patch.set(key, f.second);
        } else if (key == "optimizer_in_graph" || key == "moe_dropless") {
            patch.set(key, true);
        } else if (key == "moe_capacity_factor") {
            double d = 0;
            if (!toDouble(f.second, &d) || !(d > 0)) {
                *error = "--capacity-factor takes a positive number";
                return false;
            }
            patch.set(key, d);
            patch.set("moe_dropless", false);
        } else {
            long long n = 0;
            if (!toInt(f.second, 0, &n) || n > 1000000000) {
                *error = "--" + key + ": \"" + f.second + "\" is not a non-negative integer";
                return false;
            }
            patch.set(key, static_cast<double>(n));
        }
    }
    if (!p.modes.empty()) {
        Json list = Json::array();
        for (const std::string& m : split(p.modes, ','))
            list.push(m);
        patch.set("modes", list);
    }
    return patch.members().empty() || WorkloadJson::fromJson(patch, w, error);
}

} // namespace

bool parseOptions(const std::vector<std::string>& args, Options* out, std::string* error)
{
    ParsedArgs p;
    p.options.command = args;
    ArgCursor cursor(args);
    while (cursor.next())
        if (!readSwitch(cursor.name(), p) && !readValued(cursor, p, error))
            return false;
    Options& o = p.options;
    if (!applyWorkloadFlags(p, &o.workload, error) || !WorkloadJson::validate(o.workload, error))
        return false;
    if (o.minSamples > o.maxSamples) {
        *error = "--min-samples is larger than --max-samples";
        return false;
    }
    *out = o;
    return true;
}

std::string helpText()
{
    std::string presets;
    for (const std::string& p : WorkloadPresets::names())
        presets += (presets.empty() ? "" : ", ") + p;
    return "Usage: cga-bench [options]\n"
           "Measures eager execution against CUDA graph replay (TE-scoped and full-iteration) for a training step\n"
           "emulated at the given shapes, and writes JSON lines (docs/bench-protocol.md) to stdout.\n"
           "\n"
           "Workload (a preset or file first, then flags override it):\n"
           "  --preset NAME             "
        + presets
        + "\n"
          "  --workload FILE.json      a workload object (as written by cga)\n"
          "  --layers N --hidden N --ffn N --heads N --query-groups N --seq N --mbs N --microbatches N\n"
          "  --dtype bf16|fp8          fp8 adds the cast/amax kernels of each GEMM\n"
          "  --activation swiglu|gelu  --vocab N (0: no output layer)  --tp N\n"
          "  --op-profile megatron|megatron-local|pytorch\n"
          "                            megatron: Transformer Engine's fused kernels; megatron-local: Megatron-Core's\n"
          "                            local spec without TE (unfused attention over [b*heads, s, s] scores with an\n"
          "                            fp32 softmax, LayerNorm and biases apart, main_grad adds: 585 launches at\n"
          "                            H=1024 L=8 T=512 as measured); pytorch: an unfused torch.nn model\n"
          "  --experts N --topk N --ep N --moe-ffn N --moe-layer-freq N\n"
          "  --dropless | --capacity-factor F\n"
          "  --kind transformer|empty_kernels|layer_stream  --empty-kernels N\n"
          "  --warmup N                eager steps before capture (default 3)\n"
          "  --optimizer-in-graph      full_iteration captures the optimizer too\n"
          "  --modes LIST              comma-separated: eager, full_iteration, layer (one graph per whole layer,\n"
          "                            as Megatron-Core's local implementation), or scopes joined by '+'\n"
          "                            (attn, mlp, moe_router, moe_preprocess, moe), e.g. eager,attn,attn+mlp;\n"
          "                            under megatron-local scopes graph what Megatron-Core's local implementation\n"
          "                            graphs: a layer whole when attn (or mlp, dense) is named, nothing for MoE\n"
          "                            scopes alone (the mode runs the eager step; a no_graphs warning says so)\n"
          "Framework overhead (method rule 5):\n"
          "  --overhead raw|pytorch|megatron-te|megatron-local|US\n"
          "                            busy-wait per op (raw 0, pytorch 14, megatron-te 20, megatron-local 45.6 us:\n"
          "                            Megatron-Core's local spec, 28.9 ms over 585 launches measured, less our\n"
          "                            3.8 us launch)\n"
          "  --graph-overhead US       host busy-wait per graph replay on top (the framework's graphed callable;\n"
          "                            megatron-local 313 us, fitted from Megatron-Core's local per-layer step;\n"
          "                            the other presets 0)\n"
          "  --calibrate eager_ms=X,replay_ms=Y[,launches=N][,gpu_ms=G][,bench_gpu_ms=B][,layer_ms=L,layer_graphs=M]\n"
          "                            fit to one eager and one replay step of the real runner (Megatron-Core,\n"
          "                            PyTorch): host cost per launch X / N (a host-bound step; our raw launch\n"
          "                            cost is subtracted, the rest busy-waits) and a GPU-time scale G / B (G: the\n"
          "                            real step's GPU busy time, default Y; B: cga-bench's GPU time of that step,\n"
          "                            default this run's full-iteration replay). N defaults to this workload's\n"
          "                            launches: give N and B when the real step was of another shape. The summary\n"
          "                            adds predicted_ms per mode (max of host and scaled GPU time) and says\n"
          "                            what the fit was made on. L and M: a measured per-layer graph step and its\n"
          "                            graph replays; the host time per replay is fitted from them\n"
          "Measurement:\n"
          "  --device N  --duration-limit S (default 120)  --noise-target F (default 0.01)\n"
          "  --min-samples N (10)  --max-samples N (200)  --block-ms MS (20)  --seed N\n"
          "  --fill random|constant    input data (constant only to reproduce launch_anchor.cu; the method\n"
          "                            requires random non-zero data)\n"
          "Other:\n"
          "  --list-devices            one JSON line per CUDA device\n"
          "  --dry-run                 print the plan (kernel counts, expected memory) without a GPU\n"
          "  --help  --version\n"
          "\n"
          "Exit codes: 0 ok, 1 internal CUDA error, 2 bad arguments or workload, 3 no CUDA device,\n"
          "4 out of memory, 5 capture failed in every graph mode, 6 interrupted (SIGINT/SIGTERM; the summary\n"
          "holds what was measured).\n";
}

} // namespace cga::bench
