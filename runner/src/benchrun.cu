#include "benchrun.h"
#include "device.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace cga::bench {

namespace {

using Clock = std::chrono::steady_clock;

double msBetween(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

Json num(double v)
{
    return std::isfinite(v) && v >= 0 ? Json(v) : Json();
}

// The bootstrap interval of a comparison with too few samples is unknown (NaN); the summary writes it as 0.
double orZero(double v)
{
    return std::isnan(v) ? 0.0 : v;
}

} // namespace

BenchRun::BenchRun(const Options& options, Emitter& out, const std::atomic<bool>& interrupted)
    : m_opt(options)
    , m_out(out)
    , m_interrupted(interrupted)
    , m_cal(options.overhead.cal)
{
}

BenchRun::~BenchRun()
{
    if (m_exec)
        for (Arm& a : m_arms)
            m_exec->destroyGraphs(&a.graphs);
}

bool BenchRun::preparePlans(std::string* error)
{
    const Workload& w = m_opt.workload;
    m_plan = expandWorkload(w);
    if (!verifyPlan(m_plan, error)) {
        *error = "internal: the step plan does not fit its buffers: " + *error;
        return false;
    }
    for (const std::string& text : w.modes) {
        Mode mode;
        if (!parseMode(text, w, &mode, error)) {
            *error = "mode \"" + text + "\": " + *error;
            return false;
        }
        for (const Arm& a : m_arms)
            if (a.plan.mode.name == mode.name) {
                *error = "mode \"" + text + "\" is listed twice";
                return false;
            }
        Arm arm;
        arm.plan = planMode(m_plan, mode, w);
        m_arms.push_back(arm);
    }
    return true;
}

int BenchRun::dryRun()
{
    std::string error;
    if (!preparePlans(&error)) {
        m_out.error("bad_workload", error);
        return finish(ExitBadWorkload, "bad_workload");
    }
    m_out.emit(startEvent(false));
    emitModeNotes();
    Json s = m_out.event("summary");
    s.set("complete", false);
    s.set("dry_run", true);
    s.set("exit_code", 0);
    m_out.emit(s);
    m_summaryWritten = true;
    return ExitOk;
}

bool BenchRun::timeUp() const
{
    return m_out.elapsedS() >= m_opt.durationLimitS;
}

void BenchRun::progress(double fraction, const std::string& stage)
{
    fraction = std::min(1.0, std::max(0.0, fraction));
    Json e = m_out.event("progress");
    e.set("fraction", fraction);
    const double elapsed = m_out.elapsedS();
    const double byFraction = fraction > 0.01 ? elapsed * (1.0 - fraction) / fraction : -1;
    const double byLimit = std::max(0.0, m_opt.durationLimitS - elapsed);
    e.set("eta_s", byFraction >= 0 ? std::min(byFraction, byLimit) : byLimit);
    e.set("stage", stage);
    m_out.emit(e);
}

int BenchRun::fail(const CudaStatus& st, const std::string& stage)
{
    if (st.outOfMemory()) {
        m_out.error("oom", "out of device memory during " + stage + ": " + st.text());
        return finish(ExitOutOfMemory, "oom");
    }
    m_out.error("cuda_error", "CUDA error during " + stage + ": " + st.text());
    return finish(ExitInternal, "cuda_error");
}

CudaStatus BenchRun::firstCall()
{
    // Context, module load, cuBLAS handle and workspace, buffers, first step: everything a first call pays.
    const auto t0 = Clock::now();
    m_exec = std::make_unique<Executor>(m_opt.workload, m_plan, m_opt.seed, m_opt.constantData);
    CudaStatus st = m_exec->createContext();
    if (!st.ok())
        return st;
    const auto t1 = Clock::now();
    st = m_exec->allocate();
    if (!st.ok())
        return st;
    const auto t2 = Clock::now();
    size_t freeB = 0, totalB = 0;
    cudaMemGetInfo(&freeB, &totalB);
    m_baseMemoryBytes = static_cast<double>(totalB - freeB);
    const ModePlan eager = planMode(m_plan, Mode{"eager", false, false, 0}, m_opt.workload);
    st = m_exec->runStep(eager, nullptr, 0);
    if (st.ok())
        st = CudaStatus{cudaStreamSynchronize(m_exec->stream()), 0, "cudaStreamSynchronize(first step)"};
    if (!st.ok())
        return st;
    const auto t3 = Clock::now();
    // The raw host cost of one launch here (no emulated overhead): what calibration subtracts.
    std::vector<double> perOp;
    for (int i = 0; i < 3 && st.ok(); ++i) {
        const auto h0 = Clock::now();
        st = m_exec->runStep(eager, nullptr, i + 1);
        const auto h1 = Clock::now();
        perOp.push_back(msBetween(h0, h1) * 1000.0 / std::max(1, eager.eagerLaunchesPerStep));
        if (st.ok())
            st = CudaStatus{cudaStreamSynchronize(m_exec->stream()), 0, "cudaStreamSynchronize"};
    }
    if (!st.ok())
        return st;
    m_rawHostUsPerOp = SampleStatistics::median(perOp);
    Json e = m_out.event("phase");
    e.set("phase", "first_call");
    e.set("mode", "eager");
    e.set("ms", msBetween(t0, t3));
    e.set("context_ms", msBetween(t0, t1));
    e.set("allocate_ms", msBetween(t1, t2));
    e.set("first_step_ms", msBetween(t2, t3));
    e.set("memory_used_bytes", m_baseMemoryBytes);
    e.set("raw_host_us_per_op", m_rawHostUsPerOp);
    m_out.emit(e);

    double busy = m_opt.overhead.usPerOp;
    double graphUs = m_opt.overhead.graphUs();
    if (m_opt.overhead.calibrate) {
        Calibration& cal = m_cal;
        busy = cal.busyUs(eager.eagerLaunchesPerStep, m_rawHostUsPerOp);
        Mode layer;
        std::string ignored;
        if (cal.layerMs > 0 && parseMode("layer", m_opt.workload, &layer, &ignored)) {
            const ModePlan lp = planMode(m_plan, layer, m_opt.workload);
            cal.fittedGraphUs = cal.graphBusyUs(lp.eagerLaunchesPerStep, lp.graphLaunchesPerStep,
                                                eager.eagerLaunchesPerStep, m_rawHostUsPerOp);
            if (cal.fittedGraphUs >= 0 && m_opt.overhead.usPerGraphGiven < 0)
                graphUs = cal.fittedGraphUs;
        }
    }
    m_exec->setBusyUs(busy);
    m_exec->setGraphUs(graphUs);
    return st;
}

CudaStatus BenchRun::measureBlock(Arm& arm, int steps, const char* phase, double* wallMs)
{
    const ModeGraphs* graphs = arm.plan.mode.graphed ? &arm.graphs : nullptr;
    cudaStream_t s = m_exec->stream();
    const auto t0 = Clock::now();
    cudaEventRecord(m_exec->startEvent(), s);
    CudaStatus st;
    for (int i = 0; i < steps && st.ok(); ++i)
        st = m_exec->runStep(arm.plan, graphs, arm.steps++);
    cudaEventRecord(m_exec->stopEvent(), s);
    const auto t1 = Clock::now();
    if (!st.ok())
        return st;
    st = CudaStatus{cudaEventSynchronize(m_exec->stopEvent()), 0, "cudaEventSynchronize"};
    const auto t2 = Clock::now();
    if (!st.ok())
        return st;
    float gpuMs = 0;
    cudaEventElapsedTime(&gpuMs, m_exec->startEvent(), m_exec->stopEvent());
    const double wall = msBetween(t0, t2) / steps, host = msBetween(t0, t1) / steps, gpu = gpuMs / steps;
    *wallMs = wall;
    if (!phase) // a probe: timed, not reported
        return st;
    Json e = m_out.event("sample");
    e.set("mode", arm.plan.mode.name);
    e.set("phase", phase);
    e.set("iteration", arm.steps - steps + 1);
    e.set("steps", steps);
    e.set("wall_ms", wall);
    e.set("gpu_ms", gpu);
    e.set("host_ms", host);
    const Json clocks = Device::clocks(m_opt.device);
    if (clocks.has("sm_mhz"))
        e.set("sm_mhz", clocks.at("sm_mhz"));
    m_out.emit(e);
    if (std::string(phase) == "steady") {
        arm.wall.push_back(wall);
        arm.gpu.push_back(gpu);
        arm.host.push_back(host);
    }
    return st;
}

CudaStatus BenchRun::warmup()
{
    Arm* eager = nullptr;
    for (Arm& a : m_arms)
        if (!a.plan.mode.graphed)
            eager = &a;
    Arm scratch;
    if (!eager) { // no eager arm requested: warm up eagerly all the same, without reporting an eager mode
        scratch.plan = planMode(m_plan, Mode{"eager", false, false, 0}, m_opt.workload);
        eager = &scratch;
    }
    const int steps = std::max(1, m_opt.workload.warmupSteps);
    double total = 0;
    CudaStatus st;
    for (int i = 0; i < steps && st.ok() && !stopRequested(); ++i) {
        double wall = 0;
        st = measureBlock(*eager, 1, "warmup", &wall);
        total += wall;
    }
    eager->steps = 0;
    Json e = m_out.event("phase");
    e.set("phase", "warmup");
    e.set("mode", "eager");
    e.set("ms", total);
    e.set("steps", steps);
    e.set("busy_us_per_op", m_exec->busyUs());
    m_out.emit(e);
    return st;
}

CudaStatus BenchRun::buildArm(Arm& arm)
{
    const std::string& name = arm.plan.mode.name;
    CudaStatus st = m_exec->buildGraphs(arm.plan, &arm.graphs);
    if (!st.ok()) {
        if (st.cuda == cudaErrorMemoryAllocation || st.cuda == cudaErrorStreamCaptureUnsupported
            || st.cuda == cudaErrorStreamCaptureInvalidated || st.cuda == cudaErrorStreamCaptureImplicit
            || st.cuda == cudaErrorStreamCaptureWrongThread || st.cuda == cudaErrorStreamCaptureUnjoined
            || st.cuda == cudaErrorStreamCaptureIsolation || st.cuda == cudaErrorStreamCaptureMerge
            || st.cuda == cudaErrorStreamCaptureUnmatched || st.cuda == cudaErrorNotPermitted || st.cublas != 0) {
            arm.capturable = false;
            arm.captureError = st.text();
            Json w = m_out.event("warning");
            w.set("code", "not_capturable");
            w.set("mode", name);
            w.set("message", "mode " + name + " is not capturable: " + st.text());
            w.set("cuda_error", std::string(cudaGetErrorName(st.cuda)));
            m_out.emit(w);
            return {};
        }
        return st;
    }
    Json e = m_out.event("phase");
    e.set("phase", "capture");
    e.set("mode", name);
    e.set("ms", arm.graphs.captureMs);
    e.set("graphs", static_cast<int>(arm.graphs.execs.size()));
    e.set("nodes", arm.graphs.nodes);
    m_out.emit(e);
    e = m_out.event("phase");
    e.set("phase", "instantiate");
    e.set("mode", name);
    e.set("ms", arm.graphs.instantiateMs);
    e.set("memory_before_bytes", arm.graphs.memoryBeforeBytes);
    e.set("memory_after_bytes", arm.graphs.memoryAfterBytes);
    e.set("graph_memory_bytes", arm.graphs.memoryAfterBytes - arm.graphs.memoryBeforeBytes);
    m_out.emit(e);
    e = m_out.event("phase");
    e.set("phase", "upload");
    e.set("mode", name);
    e.set("ms", arm.graphs.uploadMs);
    m_out.emit(e);
    double wall = 0;
    st = measureBlock(arm, 1, "first_replay", &wall);
    if (!st.ok())
        return st;
    arm.firstReplayMs = wall;
    e = m_out.event("phase");
    e.set("phase", "first_replay");
    e.set("mode", name);
    e.set("ms", wall);
    m_out.emit(e);
    return st;
}

CudaStatus BenchRun::steady()
{
    std::vector<Arm*> arms;
    for (Arm& a : m_arms)
        if (a.capturable)
            arms.push_back(&a);
    if (arms.empty())
        return {};
    // Blocks of steps long enough to time well (rule 2): size each arm's block from one timed step.
    for (Arm* a : arms) {
        double wall = 0;
        CudaStatus st = measureBlock(*a, 1, nullptr, &wall);
        if (!st.ok())
            return st;
        a->blockSteps
            = static_cast<int>(std::min(1000.0, std::max(1.0, std::ceil(m_opt.blockTargetMs / std::max(wall, 1e-3)))));
    }
    const double steadyStart = m_out.elapsedS();
    int rounds = 0;
    while (true) {
        if (stopRequested()) {
            m_stopReason = "interrupted";
            break;
        }
        if (timeUp()) {
            m_stopReason = "duration_limit";
            break;
        }
        for (Arm* a : arms) { // ABAB: every round runs one block of each arm, in the same order
            double wall = 0;
            CudaStatus st = measureBlock(*a, a->blockSteps, "steady", &wall);
            if (!st.ok())
                return st;
            if (stopRequested())
                break;
        }
        ++rounds;
        int minN = m_opt.maxSamples;
        double worstNoise = 0;
        for (Arm* a : arms) {
            minN = std::min(minN, static_cast<int>(a->wall.size()));
            worstNoise = std::max(worstNoise, SampleStatistics::summarize(a->wall).relStdev);
        }
        const bool enough = minN >= m_opt.minSamples && m_out.elapsedS() - steadyStart >= 0.5;
        double fraction = 0.1
            + 0.9
                * std::max(m_out.elapsedS() / m_opt.durationLimitS,
                           std::min(1.0, static_cast<double>(minN) / m_opt.minSamples) * 0.5);
        if (enough && worstNoise <= m_opt.noiseTarget) {
            m_stopReason = "converged";
            progress(1.0, "steady");
            break;
        }
        if (minN >= m_opt.maxSamples) {
            m_stopReason = "max_samples";
            progress(1.0, "steady");
            break;
        }
        progress(fraction, "steady");
    }
    if (m_stopReason == "duration_limit") {
        for (Arm* a : arms)
            if (static_cast<int>(a->wall.size()) < m_opt.minSamples) {
                m_out.warning("few_samples",
                              "the duration limit ended the run before " + std::to_string(m_opt.minSamples)
                                  + " samples of " + a->plan.mode.name,
                              a->plan.mode.name);
                break;
            }
    }
    return {};
}

Json BenchRun::modeJson(const Arm& a) const
{
    Json m = Json::object();
    m.set("mode", a.plan.mode.name);
    m.set("graphed", a.plan.mode.graphed);
    m.set("capturable", a.capturable);
    m.set("capture_error", a.captureError);
    m.set("kernels_per_step", a.plan.kernelsPerStep);
    m.set("eager_launches_per_step", a.plan.eagerLaunchesPerStep);
    m.set("graphs_per_step", a.plan.graphLaunchesPerStep);
    m.set("no_graphs", a.plan.noGraphs);
    if (a.plan.mode.graphed && a.capturable && !a.graphs.execs.empty()) {
        m.set("capture_ms", a.graphs.captureMs);
        m.set("instantiate_ms", a.graphs.instantiateMs);
        m.set("upload_ms", a.graphs.uploadMs);
        m.set("graph_memory_bytes", a.graphs.memoryAfterBytes - a.graphs.memoryBeforeBytes);
        m.set("peak_memory_bytes", a.graphs.memoryAfterBytes);
        m.set("first_replay_ms", num(a.firstReplayMs));
    } else {
        m.set("peak_memory_bytes", m_baseMemoryBytes);
    }
    m.set("host_overhead_us_per_op", m_exec ? m_exec->busyUs() : m_opt.overhead.usPerOp);
    m.set("block_steps", a.blockSteps);
    const SampleSummary s = SampleStatistics::summarize(a.wall);
    m.set("samples", s.n);
    if (s.n > 0) {
        m.set("median_ms", s.median);
        m.set("q1_ms", s.q1);
        m.set("q3_ms", s.q3);
        m.set("iqr_ms", s.iqr);
        m.set("rel_stdev", s.relStdev);
        m.set("median_gpu_ms", SampleStatistics::median(a.gpu));
        m.set("median_host_ms", SampleStatistics::median(a.host));
    }
    return m;
}

int BenchRun::finish(int exitCode, const std::string& stopReason)
{
    if (m_summaryWritten)
        return exitCode;
    m_summaryWritten = true;
    Json s = m_out.event("summary");
    s.set("complete", exitCode == ExitOk || exitCode == ExitCaptureFailed);
    s.set("exit_code", exitCode);
    s.set("stop_reason", stopReason);
    Json overhead = Json::object();
    overhead.set("preset", m_opt.overhead.preset);
    overhead.set("us_per_op", m_exec ? m_exec->busyUs() : m_opt.overhead.usPerOp);
    overhead.set("raw_host_us_per_op", num(m_rawHostUsPerOp));
    overhead.set("us_per_graph", m_exec ? m_exec->graphUs() : m_opt.overhead.graphUs());
    Json modes = Json::array();
    for (const Arm& a : m_arms)
        modes.push(modeJson(a));
    Json comparisons = Json::array();
    const Arm* eager = nullptr;
    for (const Arm& a : m_arms)
        if (!a.plan.mode.graphed)
            eager = &a;
    if (eager && !eager->wall.empty())
        for (const Arm& a : m_arms) {
            if (&a == eager || a.wall.empty())
                continue;
            const double oneTime = a.graphs.captureMs + a.graphs.instantiateMs + a.graphs.uploadMs;
            // Megatron makes no graph for the mode: the same step as eager, which only noise tells apart.
            const SampleComparison measured = SampleStatistics::compare(eager->wall, a.wall, oneTime);
            const SampleComparison c = a.plan.noGraphs ? SampleStatistics::asSameStep(measured) : measured;
            Json j = Json::object();
            j.set("mode", a.plan.mode.name);
            j.set("baseline", eager->plan.mode.name);
            j.set("speedup", c.speedup);
            j.set("ci_low", orZero(c.ciLow));
            j.set("ci_high", orZero(c.ciHigh));
            j.set("verdict", SampleStatistics::verdictName(c.verdict));
            j.set("break_even_iterations", num(c.breakEvenIterations));
            j.set("no_graphs", a.plan.noGraphs);
            comparisons.push(j);
        }
    if (m_opt.overhead.calibrate) // predicted_ms per mode, predicted_speedup per comparison (calibration.h)
        overhead.set("calibration", m_cal.annotate(&modes, &comparisons, m_plan.kernelCount(), m_rawHostUsPerOp));
    s.set("overhead", overhead);
    s.set("modes", modes);
    s.set("comparisons", comparisons);
    int devices = 0;
    if (m_exec && cudaGetDeviceCount(&devices) == cudaSuccess && devices > 0)
        s.set("clocks_end", Device::clocks(m_opt.device));
    m_out.emit(s);
    return exitCode;
}

int BenchRun::run()
{
    std::string error;
    if (!preparePlans(&error)) {
        m_out.error("bad_workload", error);
        return finish(ExitBadWorkload, "bad_workload");
    }
    std::string deviceError;
    const int devices = Device::count(&deviceError);
    if (devices == 0) {
        m_out.error("no_device", "no CUDA device: " + deviceError);
        return finish(ExitNoDevice, "no_device");
    }
    if (m_opt.device < 0 || m_opt.device >= devices) {
        m_out.error("bad_workload",
                    "--device " + std::to_string(m_opt.device) + ": there are " + std::to_string(devices)
                        + " CUDA devices");
        return finish(ExitBadWorkload, "bad_workload");
    }
    cudaSetDevice(m_opt.device);
    cudaFree(nullptr); // create the context before the start event's memory reading
    m_out.emit(startEvent(true));
    emitModeNotes();
    size_t freeB = 0, totalB = 0;
    if (cudaMemGetInfo(&freeB, &totalB) == cudaSuccess && totalB - freeB > (2ull << 30))
        m_out.warning("gpu_busy",
                      "the GPU already has " + std::to_string((totalB - freeB) >> 20)
                          + " MiB in use: other work may disturb the measurement");
    if (static_cast<double>(freeB) < static_cast<double>(m_plan.buffers.totalBytes(m_opt.workload.numMicrobatches))) {
        m_out.error("oom",
                    "the workload needs about "
                        + std::to_string(m_plan.buffers.totalBytes(m_opt.workload.numMicrobatches) >> 20)
                        + " MiB and the GPU has " + std::to_string(freeB >> 20) + " MiB free");
        return finish(ExitOutOfMemory, "oom");
    }
    progress(0.0, "first_call");
    CudaStatus st = firstCall();
    if (!st.ok())
        return fail(st, "the first call");
    progress(0.03, "warmup");
    st = warmup();
    if (!st.ok())
        return fail(st, "warmup");
    int graphed = 0, built = 0, index = 0;
    for (Arm& a : m_arms) {
        if (stopRequested() || timeUp())
            break;
        if (!a.plan.mode.graphed || a.plan.noGraphs) // Megatron makes no graph for it: it runs the eager step
            continue;
        ++graphed;
        st = buildArm(a);
        if (!st.ok())
            return fail(st, "capture of " + a.plan.mode.name);
        if (a.capturable)
            ++built;
        progress(0.03 + 0.07 * (++index) / std::max<size_t>(1, m_arms.size()), "capture");
    }
    if (stopRequested()) {
        m_out.error("interrupted", "interrupted before the steady state", false);
        return finish(ExitInterrupted, "interrupted");
    }
    st = steady();
    if (!st.ok())
        return fail(st, "the steady state");
    if (m_stopReason == "interrupted") {
        m_out.error("interrupted", "interrupted: the summary holds what was measured", false);
        return finish(ExitInterrupted, "interrupted");
    }
    if (graphed > 0 && built == 0) {
        m_out.error("capture_failed", "no graph mode could be captured", false);
        return finish(ExitCaptureFailed, m_stopReason);
    }
    return finish(ExitOk, m_stopReason);
}

} // namespace cga::bench
