#pragma once

#include "emitter.h"
#include "executor.h"
#include "measure/samplestatistics.h"
#include "modes.h"
#include "options.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace cga::bench {

// One measurement run (benchmark-method.md): first call, warmup, capture / instantiate / upload / first replay
// per graph mode, then interleaved steady-state blocks until the noise target, the sample cap or the time limit,
// then a summary. Every step of it is reported as JSON lines through the Emitter.
class BenchRun
{
public:
    static constexpr const char* kVersion = "0.1.0"; // the runner_version of the start event

    BenchRun(const Options& options, Emitter& out, const std::atomic<bool>& interrupted);
    ~BenchRun();
    int run(); // the exit code
    int dryRun(); // the plan only, no GPU

private:
    struct Arm
    {
        ModePlan plan;
        ModeGraphs graphs;
        bool capturable = true;
        std::string captureError;
        int blockSteps = 1;
        int steps = 0; // steps run so far (input rotation)
        double firstReplayMs = -1;
        std::vector<double> wall, gpu, host; // per-step averages of each steady block
    };

    bool preparePlans(std::string* error);
    Json startEvent(bool withEnvironment) const;
    void emitModeNotes(); // a warning per mode whose plan differs from its name's scopes (modeNote)
    bool timeUp() const;
    bool stopRequested() const { return m_interrupted.load(); }
    CudaStatus firstCall();
    CudaStatus warmup();
    CudaStatus buildArm(Arm& arm);
    CudaStatus steady();
    CudaStatus measureBlock(Arm& arm, int steps, const char* phase, double* wallMs);
    void progress(double fraction, const std::string& stage);
    int fail(const CudaStatus& st, const std::string& stage);
    int finish(int exitCode, const std::string& stopReason);
    Json modeJson(const Arm& arm) const;

    const Options& m_opt;
    Emitter& m_out;
    const std::atomic<bool>& m_interrupted;
    StepPlan m_plan;
    std::vector<Arm> m_arms;
    std::unique_ptr<Executor> m_exec;
    double m_rawHostUsPerOp = -1;
    Calibration m_cal; // the options' calibration, with what the run fitted (per graph replay)
    double m_baseMemoryBytes = 0;
    std::string m_stopReason;
    bool m_summaryWritten = false;
};

} // namespace cga::bench
