#pragma once

#include "json.h"

#include <string>
#include <vector>

namespace cga::bench {

// What a calibrated prediction is fitted on and how it predicts (docs/bench-protocol.md, --calibrate): one measured
// eager step and one measured replay step of the real runner (Megatron-Core, PyTorch) fit two numbers.
//  - host cost per launch: an eager step that is host-bound (its wall above its GPU time) takes as long as the host
//    needs to issue its launches, so host = eager_ms / launches (a GPU-bound one hides it: 0).
//    cga-bench busy-waits that minus its own raw launch cost before every launch.
//  - GPU-time scale: the real step's GPU time (gpu_ms, GPU busy of the eager step, else replay_ms) over cga-bench's
//    GPU time of the same step (bench_gpu_ms, else this run's full-iteration replay, which is GPU-bound).
//  - optionally host cost per graph replay: a measured per-layer graph step (layer_ms, host-bound) less its eager
//    launches at the fitted host cost, over its graph replays (layer_graphs, default cga-bench's layer mode's).
// The prediction of a mode is the busier of its two resources: max(host enqueue, GPU time x scale).
struct Calibration
{
    double eagerMs = 0; // the real runner's eager step
    double replayMs = 0; // its graph replay step (full iteration)
    int launches = 0; // its launches per eager step (0: this workload's)
    double gpuMs = 0; // its GPU busy time per step (0: replayMs)
    double benchGpuMs = 0; // cga-bench's GPU time of that step (0: this run's full-iteration replay)
    double layerMs = 0; // its per-layer graph step (Megatron-Core `local`), 0: not given
    int layerGraphs = 0; // graph replays in that step (0: cga-bench's layer mode's)
    double fittedGraphUs = -1; // set by the run: the busy-wait per graph replay fitted (graphBusyUs), -1 none

    bool parse(const std::string& text, std::string* error);
    double realGpuMs() const { return gpuMs > 0 ? gpuMs : replayMs; }
    // Host microseconds per launch of the real runner; `ourLaunches` when `launches` is 0.
    double hostUsPerLaunch(int ourLaunches) const;
    // The busy-wait per op that makes cga-bench's launches cost as much: host - our raw launch, at least 0.
    double busyUs(int ourLaunches, double rawHostUsPerOp) const;
    // The busy-wait per graph replay that makes cga-bench's layer step cost layerMs of host time: its
    // `restLaunches` eager launches at the fitted host cost, and per graph replay two busy-waits, the graph launch
    // and the static-input copy at our raw launch cost. -1 when layerMs is not given or there are no graphs.
    double graphBusyUs(int restLaunches, int ourGraphs, int ourLaunches, double rawHostUsPerOp) const;
    // Real GPU time over ours; 0 when ours is not known (no bench_gpu_ms and no full-iteration replay).
    double gpuScale(double oursGpuMs) const;

    // One mode's steady medians as cga-bench measured them.
    struct ModeTimes
    {
        double hostMs = 0, gpuMs = 0;
    };
    // The mode's predicted step: max(host, GPU x scale). A host-bound mode's GPU events span its idle gaps too, so
    // its GPU time is the step's busy time (`stepGpuMs`, the full-iteration replay) instead.
    static double predictMs(const ModeTimes& t, double stepGpuMs, double scale);

    // Adds predicted_ms to every measured mode of the summary's `modes` and predicted_speedup (predicted eager over
    // predicted mode) to every comparison, and returns the `calibration` object for the summary's overhead.
    Json annotate(Json* modes, Json* comparisons, int ourLaunches, double rawHostUsPerOp) const;

    // The summary's `calibration` object: fitted_on (the measured inputs and where cga-bench's GPU time came
    // from), host_us_per_launch, busy_us_per_op, gpu_scale (null when not fitted).
    Json toJson(int ourLaunches, double rawHostUsPerOp, double oursGpuMs, const std::string& oursFrom) const;
};

} // namespace cga::bench
