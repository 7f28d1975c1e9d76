#pragma once

#include "calibration.h"
#include "workloadjson.h"
#include "workloadpresets.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cga::bench {

// Exit codes of cga-bench (docs/bench-protocol.md).
enum ExitCode : int {
    ExitOk = 0,
    ExitInternal = 1, // an unexpected CUDA or cuBLAS error
    ExitBadWorkload = 2, // bad arguments or workload
    ExitNoDevice = 3, // no CUDA device (or no driver)
    ExitOutOfMemory = 4,
    ExitCaptureFailed = 5, // every graph mode failed to capture
    ExitInterrupted = 6 // SIGINT/SIGTERM: the summary holds what was measured
};

// Framework overhead emulation (method rule 5): a busy-wait of usPerOp before each eager launch and before and
// after each graph launch, as a framework spends host time around every operation, and usPerGraph more before
// each graph launch: the framework's graphed callable (Megatron-Core's CudaGraphManager checks and copies its
// arguments in Python on every replay, forward and backward).
struct Overhead
{
    std::string preset = "raw"; // raw, pytorch, megatron-te, megatron-local, custom, calibrated
    double usPerOp = 0.0;
    double usPerGraph = 0.0; // from the preset
    double usPerGraphGiven = -1.0; // --graph-overhead; wins over the preset when >= 0
    double graphUs() const { return usPerGraphGiven >= 0 ? usPerGraphGiven : usPerGraph; }
    // Calibration from a measured step of the real runner (calibration.h): host cost and GPU-time scale.
    bool calibrate = false;
    Calibration cal;

    static bool presetValue(const std::string& name, double* usPerOp);
    static double presetGraphValue(const std::string& name);
    static std::vector<std::string> presetNames();
};

struct Options
{
    bool help = false;
    bool version = false;
    bool listDevices = false;
    bool dryRun = false; // print the start event and the plan, touch no GPU
    int device = 0;
    double durationLimitS = 120.0; // hard limit for the whole run
    double noiseTarget = 0.01; // stop when every arm's relative stdev is below this
    int minSamples = 10;
    int maxSamples = 200;
    double blockTargetMs = 20.0; // steady-state samples are blocks of at least this long
    uint64_t seed = 1;
    bool constantData = false; // --fill constant: launch_anchor.cu's memset pattern, for comparing with it only
    Workload workload;
    Overhead overhead;
    std::vector<std::string> command; // argv as given
};

bool parseOptions(const std::vector<std::string>& args, Options* out, std::string* error);
std::string helpText();

} // namespace cga::bench
