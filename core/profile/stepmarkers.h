#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace cga {

// Which ranges of a trace mark its training steps, and the steps they make. Shared by the readers (which need the
// steps' time window before they keep events) and the analysis.
//
// In order of preference:
// - the ranges the user named (ProfileReadOptions::stepMarker: every range whose name begins with it); where the
//   user named one, no other rule stands in for it;
// - ProfilerStep#N ranges (torch.profiler's schedule, or record_function("ProfilerStep#N"));
// - training_step_N ranges (Megatron Bridge pushes an NVTX range ...training_step_N around each step);
// - Optimizer.step# annotations (PyTorch's optimizer hook): a step ends with each, and starts where the previous
//   one ended (the first at the trace's first host event).
// A user-named marker that covers its steps (at least half of the time from one start to the next, as a range
// around each iteration does) is a step; a shorter one (a range around one call of each iteration) marks where a
// step starts, so N markers make N-1 steps.
// With wholeTrace, the trace's host span is one step, whatever ranges it holds.
class StepMarkers
{
    Q_DECLARE_TR_FUNCTIONS(cga::StepMarkers)

public:
    enum class Rule { ProfilerStep, TrainingStep, NamedRange, OptimizerStep, WholeTrace };

    struct Step
    {
        QString label;
        double start = 0;
        double end = 0;
    };

    explicit StepMarkers(QString userMarker = {}, bool wholeTrace = false);

    // Notes a host range (an annotation, a cpu op or an NVTX range) and the host span of the trace. Ranges that
    // mark no step are ignored.
    void addRange(const QString& name, double ts, double end, qint64 tid);
    void addHostTime(double ts, double end);

    // The steps in time order by the first rule that has markers; false when none has (and no whole trace).
    bool steps(Rule* rule, std::vector<Step>* out, qint64* tid) const;

    // True when name marks a step under some rule (a reader keeps such ranges as annotations).
    bool marks(const QString& name) const;

    static bool isTrainingStep(const QString& name);

    const QString& userMarker() const { return m_user; }
    bool wholeTrace() const { return m_whole; }

private:
    struct Range
    {
        double ts = 0;
        double end = 0;
        qint64 tid = 0;
        QString name;
    };

    int listOf(const QString& name) const;

    QString m_user;
    bool m_whole = false;
    std::vector<Range> m_named, m_profiler, m_training, m_optimizer;
    double m_hostStart = 1e300;
    double m_hostEnd = -1e300;
};

} // namespace cga
