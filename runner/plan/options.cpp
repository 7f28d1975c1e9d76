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
    for (const std::string& kv : split(text, ',')) {
        const size_t eq = kv.find('=');
        const std::string key = kv.substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : kv.substr(eq + 1);
        double v = 0;
        if (!toDouble(value, &v) || v < 0) {
            *error = "--calibrate: \"" + kv + "\" is not key=number";
            return false;
        }
        if (key == "eager_ms")
            o->calEagerMs = v;
        else if (key == "replay_ms")
            o->calReplayMs = v;
        else if (key == "launches")
            o->calLaunches = static_cast<int>(v);
        else {
            *error = "--calibrate: unknown key \"" + key + "\" (eager_ms, replay_ms, launches)";
            return false;
        }
    }
    if (!(o->calEagerMs > o->calReplayMs) || o->calReplayMs <= 0) {
        *error = "--calibrate needs eager_ms > replay_ms > 0 from a measured PyTorch step";
        return false;
    }
    return true;
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
    else
        return false;
    return true;
}

std::vector<std::string> Overhead::presetNames()
{
    return {"raw", "pytorch", "megatron-te"};
}

double Overhead::fitted(int ourLaunchesPerStep, double rawHostUsPerOp) const
{
    const int launches = calLaunches > 0 ? calLaunches : ourLaunchesPerStep;
    if (launches <= 0)
        return 0.0;
    const double perLaunch = (calEagerMs - calReplayMs) * 1000.0 / launches;
    const double busy = perLaunch - rawHostUsPerOp;
    return busy > 0 ? busy : 0.0;
}

bool parseOptions(const std::vector<std::string>& args, Options* out, std::string* error)
{
    Options o;
    o.command = args;
    Workload& w = o.workload;
    bool presetGiven = false, workloadGiven = false;
    std::vector<std::pair<std::string, std::string>> flags; // applied after the preset or file
    std::string modes;
    for (size_t i = 1; i < args.size(); ++i) {
        std::string a = args[i];
        std::string value;
        bool hasValue = false;
        const size_t eq = a.find('=');
        if (a.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = a.substr(eq + 1);
            a = a.substr(0, eq);
            hasValue = true;
        }
        auto next = [&](std::string* v) {
            if (hasValue) {
                *v = value;
                return true;
            }
            if (i + 1 >= args.size()) {
                *error = a + " needs a value";
                return false;
            }
            *v = args[++i];
            return true;
        };
        std::string v;
        if (a == "--help" || a == "-h")
            o.help = true;
        else if (a == "--version")
            o.version = true;
        else if (a == "--list-devices")
            o.listDevices = true;
        else if (a == "--dry-run")
            o.dryRun = true;
        else if (a == "--optimizer-in-graph")
            flags.emplace_back("optimizer_in_graph", "1");
        else if (a == "--fill") {
            if (!next(&v))
                return false;
            if (v != "random" && v != "constant") {
                *error = "--fill takes random or constant";
                return false;
            }
            o.constantData = v == "constant";
        } else if (a == "--dropless")
            flags.emplace_back("moe_dropless", "1");
        else if (a == "--preset") {
            if (!next(&v))
                return false;
            if (!Workload::preset(v, &w)) {
                *error = "unknown preset \"" + v + "\"";
                return false;
            }
            presetGiven = true;
        } else if (a == "--workload") {
            if (!next(&v))
                return false;
            std::ifstream f(v);
            if (!f) {
                *error = "cannot read the workload file " + v;
                return false;
            }
            std::stringstream buf;
            buf << f.rdbuf();
            Json json;
            std::string parseError;
            if (!Json::parse(buf.str(), &json, &parseError)) {
                *error = v + ": " + parseError;
                return false;
            }
            const Json& inner = json.at("workload").isObject() ? json.at("workload") : json;
            if (!Workload::fromJson(inner, &w, &parseError)) {
                *error = v + ": " + parseError;
                return false;
            }
            workloadGiven = true;
        } else if (a == "--modes") {
            if (!next(&modes))
                return false;
        } else if (a == "--overhead") {
            if (!next(&v))
                return false;
            double us = 0;
            if (Overhead::presetValue(v, &us)) {
                o.overhead.preset = v;
                o.overhead.usPerOp = us;
            } else if (toDouble(v, &us) && us >= 0 && us < 100000) {
                o.overhead.preset = "custom";
                o.overhead.usPerOp = us;
            } else {
                *error = "--overhead takes raw, pytorch, megatron-te or microseconds per op";
                return false;
            }
        } else if (a == "--calibrate") {
            if (!next(&v) || !parseCalibration(v, &o.overhead, error))
                return false;
        } else if (a == "--device" || a == "--seed" || a == "--min-samples" || a == "--max-samples") {
            long long n = 0;
            if (!next(&v))
                return false;
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
        } else if (a == "--duration-limit" || a == "--noise-target" || a == "--block-ms") {
            double d = 0;
            if (!next(&v))
                return false;
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
        } else if (a.rfind("--", 0) == 0) {
            static const std::pair<const char*, const char*> kFlags[] = {{"--layers", "num_layers"},
                                                                         {"--hidden", "hidden_size"},
                                                                         {"--ffn", "ffn_hidden_size"},
                                                                         {"--heads", "num_attention_heads"},
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
            const char* key = nullptr;
            for (const auto& f : kFlags)
                if (a == f.first)
                    key = f.second;
            if (!key) {
                *error = "unknown option " + a + " (see --help)";
                return false;
            }
            if (!next(&v))
                return false;
            flags.emplace_back(key, v);
        } else {
            *error = "unexpected argument \"" + a + "\" (see --help)";
            return false;
        }
    }
    (void)presetGiven;
    (void)workloadGiven;
    // Flags override the preset or file: apply them as one JSON object through the same reader.
    Json patch = Json::object();
    for (const auto& f : flags) {
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
    if (!modes.empty()) {
        Json list = Json::array();
        for (const std::string& m : split(modes, ','))
            list.push(m);
        patch.set("modes", list);
    }
    if (!patch.members().empty() && !Workload::fromJson(patch, &w, error))
        return false;
    if (!w.validate(error))
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
    for (const std::string& p : Workload::presetNames())
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
          "  --layers N --hidden N --ffn N --heads N --seq N --mbs N --microbatches N\n"
          "  --dtype bf16|fp8          fp8 adds the cast/amax kernels of each GEMM\n"
          "  --activation swiglu|gelu  --vocab N (0: no output layer)  --tp N\n"
          "  --op-profile megatron|pytorch   fused TE kernels, or an unfused torch.nn model\n"
          "  --experts N --topk N --ep N --moe-ffn N --moe-layer-freq N\n"
          "  --dropless | --capacity-factor F\n"
          "  --kind transformer|empty_kernels|layer_stream  --empty-kernels N\n"
          "  --warmup N                eager steps before capture (default 3)\n"
          "  --optimizer-in-graph      full_iteration captures the optimizer too\n"
          "  --modes LIST              comma-separated: eager, full_iteration, or scopes joined by '+'\n"
          "                            (attn, mlp, moe_router, moe_preprocess, moe), e.g. eager,attn,attn+mlp\n"
          "Framework overhead (method rule 5):\n"
          "  --overhead raw|pytorch|megatron-te|US   busy-wait per op (raw 0, pytorch 14, megatron-te 20 us)\n"
          "  --calibrate eager_ms=X,replay_ms=Y[,launches=N]\n"
          "                            fit the per-op cost from a measured PyTorch step: (X - Y) / N launches\n"
          "                            minus our raw launch cost; N defaults to this workload's eager launches,\n"
          "                            so give it when the PyTorch step was of another workload\n"
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
