#include "log/iterationclassifier.h"

#include <QLocale>

#include <algorithm>
#include <limits>

namespace cga {

namespace {

// A count carried by a capture event as a double: a corrupt log line may hold any number, and converting one
// outside int (or NaN) is undefined behaviour.
int countOf(double v)
{
    if (!(v >= 0))
        return 0;
    return v >= double(std::numeric_limits<int>::max()) ? std::numeric_limits<int>::max() : static_cast<int>(v);
}

bool hasAny(const TrainingRun& run, std::initializer_list<CaptureEvent::Kind> kinds)
{
    for (CaptureEvent::Kind k : kinds)
        if (run.hasEvent(k))
            return true;
    return false;
}

// The first capture message of the training loop (not validation), by line.
const CaptureEvent* firstCaptureMessage(const TrainingRun& run)
{
    const CaptureEvent* first = nullptr;
    for (const CaptureEvent& e : run.captureEvents) {
        const bool capture = e.kind == CaptureEvent::TeCaptureStart || e.kind == CaptureEvent::TeCaptureTime
            || e.kind == CaptureEvent::FullCaptureStart || e.kind == CaptureEvent::FullCaptureDone;
        if (capture && (!first || e.line < first->line))
            first = &e;
    }
    return first;
}

QString fmt(double v, int decimals = 1)
{
    return QLocale::c().toString(v, 'f', decimals);
}

} // namespace

RunSummary IterationClassifier::classify(const TrainingRun& run, const ClassifierOptions& options, const QString& mode,
                                         const QString& file)
{
    RunSummary s;
    s.mode = mode;
    s.file = file;
    s.runIndex = run.index;
    s.lossKey = run.lossKey;
    s.startIteration = std::max<qint64>(run.config.resumedAt, 0);

    // log_interval: caller, printed, else the spacing of the logged iterations.
    if (options.logInterval > 0) {
        s.logInterval = options.logInterval;
        s.logIntervalSource = FactSource::Option;
    } else if (run.config.logInterval > 0) {
        s.logInterval = run.config.logInterval;
        s.logIntervalSource = FactSource::Printed;
    } else if (!run.iterations.empty()) {
        qint64 step = run.iterations.front().iteration - s.startIteration;
        for (size_t i = 1; i < run.iterations.size(); ++i)
            step = std::min(step, run.iterations[i].iteration - run.iterations[i - 1].iteration);
        if (run.iterations.size() > 1 || step > 1) {
            s.logInterval = static_cast<int>(std::max<qint64>(step, 1));
            s.logIntervalSource = FactSource::Timing;
        }
    }

    decideImpl(run, options, s);
    decideWarmup(run, options, s);
    collectSamples(run, s);

    // Neither the caller, the messages nor the config say: a capture-shaped spike at W+1 means graphs.
    double ratio = 0;
    if (!s.graphed && s.implSource == FactSource::Default && s.logInterval == 1
        && captureSpikeAt(s, s.warmupSteps + 1, &ratio)) {
        s.graphed = true;
        s.impl.clear();
        s.implSource = FactSource::Timing;
        s.warnings << tr("No capture message and no printed cuda_graph_impl: iteration %1 is %2 times the "
                         "steady median, the shape of a graph capture, so the run is read as graphed with "
                         "cuda_graph_warmup_steps = %3. Give the implementation explicitly if this is wrong.")
                          .arg(s.startIteration + s.warmupSteps + 1)
                          .arg(fmt(ratio))
                          .arg(s.warmupSteps);
    }

    assignPhases(s);
    summarize(run, s);
    addWarnings(run, s);
    return s;
}

void IterationClassifier::decideImpl(const TrainingRun& run, const ClassifierOptions& options, RunSummary& s)
{
    const QString opt = options.impl.trimmed().toLower();
    const bool te = hasAny(run,
                           {CaptureEvent::GraphableLayers, CaptureEvent::NoGraphableLayers,
                            CaptureEvent::TeCaptureStart, CaptureEvent::TeCaptureTime});
    const bool full = hasAny(run, {CaptureEvent::FullCaptureStart, CaptureEvent::FullCaptureDone});
    const bool local = hasAny(run, {CaptureEvent::LocalCreating, CaptureEvent::LocalBuilt});
    if (!opt.isEmpty()) {
        s.impl = opt == QLatin1String("eager") ? QStringLiteral("none") : opt;
        s.implSource = FactSource::Option;
    } else if (full || te || local) {
        s.impl = full ? QStringLiteral("full_iteration")
                      : (te ? QStringLiteral("transformer_engine") : QStringLiteral("local"));
        s.implSource = FactSource::Messages;
    } else if (!run.config.impl.isEmpty()) {
        s.impl = run.config.impl;
        s.implSource = FactSource::Printed;
    } else {
        s.impl = QStringLiteral("none");
    }
    s.graphed = s.impl != QLatin1String("none");

    // TE helper that found nothing to graph: the run is eager although graphs are enabled.
    bool anyCount = false, allZero = true;
    for (const CaptureEvent& e : run.captureEvents) {
        if (e.kind != CaptureEvent::GraphableLayers)
            continue;
        anyCount = true;
        allZero = allZero && e.value == 0;
    }
    const bool captured = hasAny(run, {CaptureEvent::TeCaptureStart, CaptureEvent::TeCaptureTime});
    if (s.graphed && s.impl == QLatin1String("transformer_engine") && !captured
        && (run.hasEvent(CaptureEvent::NoGraphableLayers) || (anyCount && allZero)))
        s.graphed = false;
}

void IterationClassifier::decideWarmup(const TrainingRun& run, const ClassifierOptions& options, RunSummary& s)
{
    int observed = -1;
    if (const CaptureEvent* e = firstCaptureMessage(run); e && s.logInterval == 1)
        observed = static_cast<int>(std::max<qint64>(e->iterationBefore - s.startIteration, 0));
    if (options.warmupSteps >= 0) {
        s.warmupSteps = options.warmupSteps;
        s.warmupSource = FactSource::Option;
    } else if (run.config.warmupSteps >= 0) {
        s.warmupSteps = run.config.warmupSteps;
        s.warmupSource = FactSource::Printed;
    } else if (observed >= 0) {
        s.warmupSteps = observed;
        s.warmupSource = FactSource::Messages;
    }
    if (observed >= 0 && observed != s.warmupSteps && s.graphed)
        s.warnings << tr("cuda_graph_warmup_steps is %1 (%2), but the first capture message comes after iteration "
                         "%3; the classification uses %1.")
                          .arg(s.warmupSteps)
                          .arg(RunSummary::sourceName(s.warmupSource))
                          .arg(s.startIteration + observed);
}

// The Step Time line of iteration i, by position: Bridge prints it just before the iteration line (between the
// previous iteration line and this one), else the one right after it; NaN when neither holds one. Pairing by index
// would file a Step Time under the wrong iteration as soon as one line is missing.
double IterationClassifier::stepTimeOf(const TrainingRun& run, size_t i)
{
    const qint64 line = run.iterations[i].line;
    const qint64 before = i > 0 ? run.iterations[i - 1].line : 0;
    const qint64 after
        = i + 1 < run.iterations.size() ? run.iterations[i + 1].line : std::numeric_limits<qint64>::max();
    const auto first = std::lower_bound(run.stepTimes.begin(), run.stepTimes.end(), before + 1,
                                        [](const StepTimeRecord& st, qint64 l) { return st.line < l; });
    const StepTimeRecord* preceding = nullptr;
    const StepTimeRecord* following = nullptr;
    for (auto it = first; it != run.stepTimes.end() && it->line < after; ++it) {
        if (it->line < line)
            preceding = &*it;
        else if (it->line > line && !following)
            following = &*it;
    }
    const StepTimeRecord* st = preceding ? preceding : following;
    return st ? st->seconds * 1000.0 : kNaN;
}

void IterationClassifier::collectSamples(const TrainingRun& run, RunSummary& s)
{
    if (!run.iterations.empty()) {
        s.iterations.reserve(run.iterations.size());
        for (size_t i = 0; i < run.iterations.size(); ++i) {
            const IterationRecord& r = run.iterations[i];
            ClassifiedIteration c;
            c.iteration = r.iteration;
            c.ms = r.elapsedMs;
            if (std::isnan(c.ms))
                c.ms = stepTimeOf(run, i);
            c.rank = r.rank;
            c.line = r.line;
            s.iterations.push_back(c);
        }
        return;
    }
    // Step Time lines only: one per logged iteration.
    s.iterations.reserve(run.stepTimes.size());
    for (size_t i = 0; i < run.stepTimes.size(); ++i) {
        ClassifiedIteration c;
        c.iteration = s.startIteration + static_cast<qint64>(i + 1) * s.logInterval;
        c.ms = run.stepTimes[i].seconds * 1000.0;
        c.rank = run.stepTimes[i].rank;
        c.line = run.stepTimes[i].line;
        s.iterations.push_back(c);
    }
}

bool IterationClassifier::captureSpikeAt(const RunSummary& s, qint64 captureRel, double* ratio)
{
    double capture = kNaN, before = kNaN;
    QList<double> after;
    for (const ClassifiedIteration& c : s.iterations) {
        const qint64 k = c.iteration - s.startIteration;
        if (k == captureRel)
            capture = c.ms;
        else if (k == captureRel - 1)
            before = c.ms;
        else if (k > captureRel)
            after << c.ms;
    }
    const PhaseStats steady = PhaseStats::of(after);
    if (std::isnan(capture) || steady.count < 3 || !(steady.median > 0))
        return false;
    *ratio = capture / steady.median;
    return capture > 2.0 * steady.median && capture > steady.max && !(before >= capture);
}

void IterationClassifier::assignPhases(RunSummary& s)
{
    const qint64 capture = s.warmupSteps + 1; // relative to the run's start
    qint64 previous = -1;
    for (ClassifiedIteration& c : s.iterations) {
        const qint64 k = c.iteration - s.startIteration;
        const qint64 lo = previous < 0 ? std::max<qint64>(1, k - s.logInterval + 1) : previous + 1;
        previous = k;
        if (s.graphed && lo <= capture && capture <= k) {
            c.phase = RunPhase::Capture;
            c.mixed = k > lo;
            if (s.captureIteration < 0)
                s.captureIteration = c.iteration;
        } else if (lo <= 1) {
            c.phase = RunPhase::FirstCall;
            c.mixed = k > lo;
        } else if (s.graphed && k <= s.warmupSteps) {
            c.phase = RunPhase::Warmup;
        } else {
            c.phase = RunPhase::Steady;
        }
    }
}

void IterationClassifier::summarize(const TrainingRun& run, RunSummary& s)
{
    QList<double> byPhase[7];
    for (const ClassifiedIteration& c : s.iterations)
        byPhase[static_cast<int>(c.phase)] << c.ms;
    for (int p = 0; p < 7; ++p)
        s.phaseStats[p] = PhaseStats::of(byPhase[p]);

    for (const ClassifiedIteration& c : s.iterations)
        if (c.phase == RunPhase::Capture) {
            s.captureIterationMs = c.ms;
            break;
        }
    s.captureOverheadMs = s.captureIterationMs - s.stats(RunPhase::Steady).median;

    for (const CaptureEvent& e : run.captureEvents) {
        switch (e.kind) {
        case CaptureEvent::TeCaptureTime:
            if (!(e.value <= s.captureSeconds))
                s.captureSeconds = e.value;
            break;
        case CaptureEvent::LocalBuilt:
            if (!(e.seconds <= s.captureSeconds))
                s.captureSeconds = e.seconds;
            s.graphsBuilt = countOf(e.value);
            break;
        case CaptureEvent::GraphableLayers:
            s.graphableLayers[e.rank] = countOf(e.value);
            break;
        case CaptureEvent::VisionGraphableLayers:
            s.visionGraphableLayers = countOf(e.value);
            break;
        case CaptureEvent::NoGraphableLayers:
            s.noGraphableLayersMessage = true;
            break;
        default:
            break;
        }
    }

    // Memory lines before the capture (all of them for an eager run).
    const qint64 lastBefore = s.graphed ? s.startIteration + s.warmupSteps : std::numeric_limits<qint64>::max();
    for (const MemoryRecord& m : run.memory) {
        if (m.afterIteration > lastBefore)
            continue;
        const bool gb = m.unit == QLatin1String("GB");
        const double alloc
            = m.bytes(gb ? QStringLiteral("mem-max-allocated-gigabytes") : QStringLiteral("max allocated"));
        const double reserved
            = m.bytes(gb ? QStringLiteral("mem-max-reserved-gigabytes") : QStringLiteral("max reserved"));
        if (!(reserved <= s.maxReservedBytesBeforeCapture) && !std::isnan(reserved)) {
            s.maxReservedBytesBeforeCapture = reserved;
            s.memoryRank = m.rank;
            s.memoryAfterIteration = m.afterIteration;
        }
        if (!(alloc <= s.maxAllocatedBytesBeforeCapture) && !std::isnan(alloc))
            s.maxAllocatedBytesBeforeCapture = alloc;
    }
    s.theoreticalTotalMb
        = std::isnan(run.theoreticalTotalMb) ? run.theoreticalWeightOptimizerMb : run.theoreticalTotalMb;

    if (!run.iterations.empty()) {
        s.firstIteration = run.iterations.front().iteration;
        s.lastIteration = run.iterations.back().iteration;
        s.trainIters = run.iterations.back().trainIters;
    } else if (!s.iterations.empty()) {
        s.firstIteration = s.iterations.front().iteration;
        s.lastIteration = s.iterations.back().iteration;
        s.trainIters = std::max<qint64>(run.config.trainIters, 0);
    }
    for (size_t i = 0; i < run.iterations.size(); ++i) {
        const IterationRecord& r = run.iterations[i];
        s.nanIterations += std::max(r.nanIterations, 0);
        s.skippedIterations += std::max(r.skippedIterations, 0);
        if (r.gradNormNonFinite)
            ++s.nonFiniteGradNorms;
        if (r.tflopsImplausible) {
            ++s.implausibleTflops;
            if (std::isnan(s.implausibleTflopsExample)) {
                s.implausibleTflopsExample = r.tflops;
                s.implausibleTflopsLine = r.line;
            }
        }
        if (std::isnan(s.firstReplayGradNorm) && s.iterations[i].phase == RunPhase::Steady && s.graphed)
            s.firstReplayGradNorm = r.gradNorm;
    }
    for (const StepTimeRecord& st : run.stepTimes) {
        if (!st.tflopsImplausible)
            continue;
        ++s.implausibleTflops;
        if (std::isnan(s.implausibleTflopsExample)) {
            s.implausibleTflopsExample = st.tflops;
            s.implausibleTflopsLine = st.line;
        }
    }
}

void IterationClassifier::addWarnings(const TrainingRun& run, RunSummary& s)
{
    const qint64 captureAbs = s.startIteration + s.warmupSteps + 1;
    if (s.startIteration > 0)
        s.warnings << tr("The run resumed from the checkpoint of iteration %1: eager, capture and replay "
                         "iterations are counted from there.")
                          .arg(s.startIteration);
    if (s.graphed && s.captureIteration >= 0) {
        if (!std::isnan(s.captureSeconds))
            s.warnings << tr("Iteration %1 includes the graph capture (%2 s printed): it is the capture phase, not "
                             "steady state.")
                              .arg(s.captureIteration)
                              .arg(fmt(s.captureSeconds, 2));
        else
            s.warnings << tr("Iteration %1 holds the graph capture (cuda_graph_warmup_steps = %2): it is the "
                             "capture phase, not steady state.")
                              .arg(s.captureIteration)
                              .arg(s.warmupSteps);
    }
    if (s.graphed && s.warmupSteps == 0 && s.impl == QLatin1String("transformer_engine"))
        s.warnings << tr("cuda_graph_warmup_steps is 0: the capture runs before iteration 1, whose time also holds "
                         "the start-up cost.");
    if (s.logInterval > 1) {
        if (s.graphed)
            s.warnings << tr("log_interval is %1: each line is the average of %1 iterations, so the line that "
                             "holds iteration %2 mixes the capture with other iterations; it is the capture phase "
                             "and only lines made entirely of replays count as steady state.")
                              .arg(s.logInterval)
                              .arg(captureAbs);
        else
            s.warnings << tr("log_interval is %1: each line is the average of %1 iterations; the first line also "
                             "holds iteration 1's start-up cost.")
                              .arg(s.logInterval);
    }
    for (auto it = s.graphableLayers.cbegin(); it != s.graphableLayers.cend(); ++it)
        if (it.value() == 0)
            s.warnings
                << tr("Rank %1 reports 0 graphable layers: nothing is captured there, it runs eager.").arg(it.key());
    if (s.noGraphableLayersMessage)
        s.warnings << tr("TECudaGraphHelper found no graphable layers and skipped the capture: the whole model runs "
                         "eager although graphs are enabled.");
    if (s.graphsBuilt == 0)
        s.warnings << tr("The local implementation built 0 CUDA graphs: the run is eager.");
    const bool anyCaptureMessage = !run.captureEvents.isEmpty();
    if (s.graphed && s.implSource != FactSource::Timing && !anyCaptureMessage)
        s.warnings << tr("Graphs are enabled (%1, %2) but the log has no capture message: the capture may not "
                         "have happened, or the messages were filtered.")
                          .arg(s.impl, RunSummary::sourceName(s.implSource));
    if (s.implausibleTflops > 0)
        s.warnings << tr("%1 throughput figure(s) are implausibly high (%2 TFLOP/s/GPU on line %3, more than any "
                         "GPU delivers): throughput figures of this run are not trusted.")
                          .arg(s.implausibleTflops)
                          .arg(fmt(s.implausibleTflopsExample))
                          .arg(s.implausibleTflopsLine);
    const int steady = s.stats(RunPhase::Steady).count;
    if (!s.iterations.empty() && steady < 3)
        s.warnings << tr("Only %1 steady-state line(s): the steady median is not reliable.").arg(steady);
    if (s.trainIters > 0 && s.lastIteration < s.trainIters)
        s.warnings << tr("The log ends at iteration %1 of %2.").arg(s.lastIteration).arg(s.trainIters);
    if (run.duplicateIterationLines > 0)
        s.warnings << tr("%1 iteration lines of other ranks repeat logged iterations and were ignored.")
                          .arg(run.duplicateIterationLines);
    if (s.nanIterations > 0 || s.nonFiniteGradNorms > 0)
        s.warnings << tr("%1 NaN iteration(s) and %2 non-finite grad norm(s) were logged.")
                          .arg(s.nanIterations)
                          .arg(s.nonFiniteGradNorms);
    if (s.skippedIterations > 0)
        s.warnings << tr("%1 iteration(s) were skipped.").arg(s.skippedIterations);
    if (run.droppedRecords > 0)
        s.warnings << tr("%1 memory or capture lines beyond the cap were not kept.").arg(run.droppedRecords);
}

} // namespace cga
