#include "calibration.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace cga::bench {

bool Calibration::parse(const std::string& text, std::string* error)
{
    std::stringstream ss(text);
    std::string kv;
    while (std::getline(ss, kv, ',')) {
        if (kv.empty())
            continue;
        const size_t eq = kv.find('=');
        const std::string key = kv.substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : kv.substr(eq + 1);
        char* end = nullptr;
        const double v = value.empty() ? -1 : std::strtod(value.c_str(), &end);
        if (value.empty() || !end || *end != '\0' || !(v >= 0)) {
            *error = "--calibrate: \"" + kv + "\" is not key=number";
            return false;
        }
        if (key == "eager_ms")
            eagerMs = v;
        else if (key == "replay_ms")
            replayMs = v;
        else if (key == "launches")
            launches = static_cast<int>(v);
        else if (key == "gpu_ms")
            gpuMs = v;
        else if (key == "bench_gpu_ms")
            benchGpuMs = v;
        else if (key == "layer_ms")
            layerMs = v;
        else if (key == "layer_graphs")
            layerGraphs = static_cast<int>(v);
        else {
            *error = "--calibrate: unknown key \"" + key
                + "\" (eager_ms, replay_ms, launches, gpu_ms, bench_gpu_ms, layer_ms, layer_graphs)";
            return false;
        }
    }
    if (!(eagerMs > replayMs) || replayMs <= 0) {
        *error = "--calibrate needs eager_ms > replay_ms > 0 from a measured step of the real runner";
        return false;
    }
    return true;
}

double Calibration::hostUsPerLaunch(int ourLaunches) const
{
    const int n = launches > 0 ? launches : ourLaunches;
    if (n <= 0)
        return 0.0;
    // Host-bound, the wall is the host's; GPU-bound, the host cost hides behind the GPU and is not known (0).
    return eagerMs > realGpuMs() ? eagerMs * 1000.0 / n : 0.0;
}

double Calibration::busyUs(int ourLaunches, double rawHostUsPerOp) const
{
    return std::max(0.0, hostUsPerLaunch(ourLaunches) - std::max(0.0, rawHostUsPerOp));
}

double Calibration::graphBusyUs(int restLaunches, int ourGraphs, int ourLaunches, double rawHostUsPerOp) const
{
    const int graphs = layerGraphs > 0 ? layerGraphs : ourGraphs;
    if (!(layerMs > 0) || graphs <= 0)
        return -1.0;
    const double raw = std::max(0.0, rawHostUsPerOp);
    const double perGraph = (layerMs * 1000.0 - restLaunches * hostUsPerLaunch(ourLaunches)) / graphs;
    return std::max(0.0, perGraph - 2.0 * busyUs(ourLaunches, rawHostUsPerOp) - 2.0 * raw);
}

double Calibration::gpuScale(double oursGpuMs) const
{
    const double ours = benchGpuMs > 0 ? benchGpuMs : oursGpuMs;
    return ours > 0 ? realGpuMs() / ours : 0.0;
}

double Calibration::predictMs(const ModeTimes& t, double stepGpuMs, double scale)
{
    if (!(scale > 0))
        scale = 1.0;
    const bool gpuBound = t.gpuMs > 1.05 * t.hostMs;
    const double gpu = gpuBound || !(stepGpuMs > 0) ? t.gpuMs : std::min(t.gpuMs, stepGpuMs);
    return std::max(t.hostMs, gpu * scale);
}

Json Calibration::toJson(int ourLaunches, double rawHostUsPerOp, double oursGpuMs, const std::string& oursFrom) const
{
    Json on = Json::object();
    on.set("eager_ms", eagerMs);
    on.set("replay_ms", replayMs);
    on.set("launches", launches > 0 ? launches : ourLaunches);
    on.set("launches_given", launches > 0);
    on.set("gpu_ms", realGpuMs());
    on.set("gpu_from", gpuMs > 0 ? "gpu_ms" : "replay_ms");
    const double ours = benchGpuMs > 0 ? benchGpuMs : oursGpuMs;
    on.set("bench_gpu_ms", ours > 0 ? Json(ours) : Json());
    on.set("bench_gpu_from", benchGpuMs > 0 ? std::string("bench_gpu_ms") : oursFrom);
    on.set("layer_ms", layerMs > 0 ? Json(layerMs) : Json());
    on.set("layer_graphs", layerGraphs > 0 ? Json(layerGraphs) : Json());
    Json o = Json::object();
    // eager_ms, replay_ms and launches also at the top, where readers of protocol 1 find them.
    o.set("eager_ms", eagerMs);
    o.set("replay_ms", replayMs);
    o.set("launches", launches);
    o.set("fitted_on", on);
    o.set("host_us_per_launch", hostUsPerLaunch(ourLaunches));
    o.set("busy_us_per_op", busyUs(ourLaunches, rawHostUsPerOp));
    o.set("busy_us_per_graph", fittedGraphUs >= 0 ? Json(fittedGraphUs) : Json());
    const double scale = gpuScale(oursGpuMs);
    o.set("gpu_scale", scale > 0 ? Json(scale) : Json());
    return o;
}

Json Calibration::annotate(Json* modes, Json* comparisons, int ourLaunches, double rawHostUsPerOp) const
{
    double fullGpu = 0;
    for (const Json& m : modes->items())
        if (m.at("mode").toString() == "full_iteration" && m.at("median_gpu_ms").isNumber())
            fullGpu = m.at("median_gpu_ms").toNumber();
    const double scale = gpuScale(fullGpu);
    Json newModes = Json::array();
    double eagerPredicted = 0;
    std::vector<std::pair<std::string, double>> predicted;
    for (Json m : modes->items()) {
        if (m.at("median_host_ms").isNumber() && m.at("median_gpu_ms").isNumber()) {
            const ModeTimes t{m.at("median_host_ms").toNumber(), m.at("median_gpu_ms").toNumber()};
            const double ms = predictMs(t, fullGpu, scale);
            m.set("predicted_ms", ms);
            predicted.emplace_back(m.at("mode").toString(), ms);
            if (!m.at("graphed").toBool())
                eagerPredicted = ms;
        }
        newModes.push(m);
    }
    // A mode Megatron makes no graph for runs the eager step: its prediction is eager's.
    *modes = Json::array();
    for (Json m : newModes.items()) {
        if (m.at("no_graphs").toBool() && m.has("predicted_ms") && eagerPredicted > 0) {
            m.set("predicted_ms", eagerPredicted);
            for (auto& p : predicted)
                if (p.first == m.at("mode").toString())
                    p.second = eagerPredicted;
        }
        modes->push(m);
    }
    Json newComparisons = Json::array();
    for (Json c : comparisons->items()) {
        for (const auto& p : predicted)
            if (p.first == c.at("mode").toString() && eagerPredicted > 0 && p.second > 0)
                c.set("predicted_speedup", eagerPredicted / p.second);
        newComparisons.push(c);
    }
    *comparisons = newComparisons;
    return toJson(ourLaunches, rawHostUsPerOp, fullGpu, fullGpu > 0 ? "full_iteration" : "none");
}

} // namespace cga::bench
