// The start of a run (its plan, as the start event and the notes of its modes), shared by the dry run and the
// measurement; the rest of BenchRun is in benchrun.cu.
#include "benchrun.h"
#include "device.h"

namespace cga::bench {

Json BenchRun::startEvent(bool withEnvironment) const
{
    const Workload& w = m_opt.workload;
    Json e = m_out.event("start");
    e.set("protocol", Emitter::kProtocolVersion);
    e.set("runner", "cga-bench");
    e.set("runner_version", kVersion);
    e.set("command", Json::stringArray(m_opt.command));
    e.set("workload", WorkloadJson::toJson(w));
    Json overhead = Json::object();
    overhead.set("preset", m_opt.overhead.preset);
    overhead.set("us_per_op", m_opt.overhead.usPerOp);
    overhead.set("us_per_graph", m_opt.overhead.graphUs());
    overhead.set("calibrate", m_opt.overhead.calibrate);
    e.set("overhead", overhead);
    Json modes = Json::array();
    for (const Arm& a : m_arms) {
        Json m = Json::object();
        m.set("mode", a.plan.mode.name);
        m.set("graphed", a.plan.mode.graphed);
        m.set("kernels_per_step", a.plan.kernelsPerStep);
        m.set("eager_launches_per_step", a.plan.eagerLaunchesPerStep);
        m.set("graphs_per_step", a.plan.graphLaunchesPerStep);
        m.set("graphed_kernels_per_step", a.plan.graphedKernelsPerStep);
        m.set("expect_capture_failure", a.plan.expectCaptureFailure);
        m.set("no_graphs", a.plan.noGraphs);
        modes.push(m);
    }
    e.set("modes", modes);
    Json blocks = Json::object();
    for (Block b : {Block::Embedding, Block::Attn, Block::Mlp, Block::MoeRouter, Block::MoePreprocess,
                    Block::MoeExperts, Block::GradAccum, Block::Loss, Block::Optimizer, Block::Stream}) {
        const int n = m_plan.kernelCount(b);
        if (n > 0)
            blocks.set(blockName(b), n);
    }
    e.set("kernels_per_block", blocks);
    e.set("expected_memory_bytes", static_cast<double>(m_plan.buffers.totalBytes(w.numMicrobatches)));
    Json settings = Json::object();
    settings.set("duration_limit_s", m_opt.durationLimitS);
    settings.set("noise_target", m_opt.noiseTarget);
    settings.set("min_samples", m_opt.minSamples);
    settings.set("max_samples", m_opt.maxSamples);
    settings.set("block_ms", m_opt.blockTargetMs);
    settings.set("seed", static_cast<double>(m_opt.seed));
    settings.set("fill", m_opt.constantData ? "constant" : "random");
    e.set("settings", settings);
    e.set("environment", withEnvironment ? Device::describe(m_opt.device) : Json());
    e.set("started_at", Device::nowIso8601());
    return e;
}

void BenchRun::emitModeNotes()
{
    for (const Arm& a : m_arms) {
        const ModeNote note = modeNote(a.plan, m_opt.workload);
        if (!note.code.empty())
            m_out.warning(note.code, note.message, a.plan.mode.name);
    }
}

} // namespace cga::bench
