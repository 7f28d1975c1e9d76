#include "profile/profileanalysis.h"

#include "profile/scopeclassifier.h"
#include "profile/stepmarkers.h"

#include <QHash>

#include <algorithm>

namespace cga {

namespace {

struct TopOp
{
    double ts = 0;
    double end = 0;
    qint32 name = -1;
    ScopeClassifier::Place place;
    bool placed = false;
};

struct StepRange
{
    QString label;
    double start = 0;
    double end = 0;
};

using ThreadOps = QHash<qint64, std::vector<TopOp>>;

// The outermost cpu ops of each host thread (an op inside another is part of it).
ThreadOps topLevelOps(const ProfileTrace& trace)
{
    QHash<qint64, std::vector<const TraceSpan*>> byTid;
    for (const TraceSpan& s : trace.spans)
        if (s.kind == TraceSpan::Kind::CpuOp && !trace.nameOf(s).startsWith(QLatin1String("ProfilerStep#")))
            byTid[s.tid].push_back(&s); // older profilers write the step range as a cpu_op around everything
    ThreadOps out;
    for (auto it = byTid.begin(); it != byTid.end(); ++it) {
        auto& v = it.value();
        std::sort(v.begin(), v.end(), [](const TraceSpan* a, const TraceSpan* b) {
            return a->ts != b->ts ? a->ts < b->ts : a->dur > b->dur;
        });
        std::vector<TopOp>& ops = out[it.key()];
        double end = -1e300;
        for (const TraceSpan* s : v) {
            if (s->ts < end)
                continue;
            ops.push_back({s->ts, s->end(), s->name, {}, false});
            end = s->end();
        }
    }
    return out;
}

int opAt(const std::vector<TopOp>& ops, double ts)
{
    auto it = std::upper_bound(ops.begin(), ops.end(), ts, [](double t, const TopOp& o) { return t < o.ts; });
    if (it == ops.begin())
        return -1;
    --it;
    return ts <= it->end ? int(it - ops.begin()) : -1;
}

bool findSteps(const ProfileTrace& trace, ProfileAnalysis::StepRule* rule, std::vector<StepRange>* steps,
               qint64* forwardTid)
{
    StepMarkers markers(trace.stepMarker, trace.wholeTrace);
    for (const TraceSpan& s : trace.spans) {
        if (s.kind == TraceSpan::Kind::Annotation || s.kind == TraceSpan::Kind::CpuOp)
            markers.addRange(trace.nameOf(s), s.ts, s.end(), s.tid);
        if (s.kind == TraceSpan::Kind::CpuOp || s.kind == TraceSpan::Kind::Launch || s.kind == TraceSpan::Kind::Runtime)
            markers.addHostTime(s.ts, s.end());
    }
    std::vector<StepMarkers::Step> found;
    if (!markers.steps(rule, &found, forwardTid))
        return false;
    if (*rule == ProfileAnalysis::StepRule::WholeTrace) {
        // the forward thread: the one that launched the most work
        QHash<qint64, int> launches;
        for (const TraceSpan& s : trace.spans)
            if (s.kind == TraceSpan::Kind::Launch)
                ++launches[s.tid];
        int most = -1;
        for (auto it = launches.cbegin(); it != launches.cend(); ++it)
            if (it.value() > most) {
                most = it.value();
                *forwardTid = it.key();
            }
    }
    for (const StepMarkers::Step& s : found)
        steps->push_back({s.label, s.start, s.end});
    return true;
}

int stepOf(const std::vector<StepRange>& steps, double ts)
{
    auto it
        = std::upper_bound(steps.begin(), steps.end(), ts, [](double t, const StepRange& r) { return t < r.start; });
    if (it == steps.begin())
        return -1;
    --it;
    return ts < it->end ? int(it - steps.begin()) : -1;
}

// Places the forward ops of each step by their sequence, then backward ops through the fwdbwd links; a
// backward op without a link takes the place of the op before it on its thread.
bool placeOps(const ProfileTrace& trace, const std::vector<StepRange>& steps, qint64 forwardTid, ThreadOps* ops)
{
    bool found = false;
    std::vector<TopOp>& fwd = (*ops)[forwardTid];
    for (const StepRange& r : steps) {
        QStringList names;
        std::vector<int> index;
        for (int i = 0; i < int(fwd.size()); ++i)
            if (fwd[i].ts >= r.start && fwd[i].ts < r.end) {
                names << trace.names.at(fwd[i].name);
                index.push_back(i);
            }
        const auto places = ScopeClassifier::classify(names);
        for (size_t k = 0; k < places.size(); ++k) {
            fwd[index[k]].place = places[k];
            fwd[index[k]].placed = true;
            found = found || places[k].layer >= 0;
        }
    }
    for (const FwdBwdLink& l : trace.links) {
        if (l.bwdTid == forwardTid || !ops->contains(l.fwdTid) || !ops->contains(l.bwdTid))
            continue;
        const int f = opAt((*ops)[l.fwdTid], l.fwdTs);
        std::vector<TopOp>& bwd = (*ops)[l.bwdTid];
        const int b = opAt(bwd, l.bwdTs);
        if (f < 0 || b < 0 || bwd[b].placed)
            continue;
        bwd[b].place = (*ops)[l.fwdTid][f].place;
        bwd[b].placed = true;
    }
    for (auto it = ops->begin(); it != ops->end(); ++it) {
        if (it.key() == forwardTid)
            continue;
        ScopeClassifier::Place last;
        int lastStep = -2;
        for (TopOp& o : it.value()) {
            const int step = stepOf(steps, o.ts);
            if (step != lastStep)
                last = {};
            lastStep = step;
            if (o.placed)
                last = o.place;
            else
                o.place = last;
        }
    }
    return found;
}

struct LaunchRef
{
    int step = -1;
    int index = -1;
};

// The launches and host spans of each step, with their places.
void collectHost(const ProfileTrace& trace, const std::vector<StepRange>& ranges, const ThreadOps& ops,
                 QList<StepProfile>* steps, QHash<qint64, LaunchRef>* byCorrelation)
{
    for (auto it = ops.begin(); it != ops.end(); ++it)
        for (const TopOp& o : it.value()) {
            const int step = stepOf(ranges, o.ts);
            if (step >= 0)
                (*steps)[step].hostSpans.push_back({o.ts, o.end, o.place.scope, o.place.layer});
        }
    for (const TraceSpan& s : trace.spans) {
        if (s.kind != TraceSpan::Kind::Launch)
            continue;
        const int step = stepOf(ranges, s.ts);
        if (step < 0)
            continue;
        ScopeClassifier::Place place;
        const auto t = ops.constFind(s.tid);
        if (t != ops.constEnd()) {
            const int op = opAt(t.value(), s.ts);
            if (op >= 0)
                place = t.value()[op].place;
        }
        StepProfile& p = (*steps)[step];
        if (s.correlation >= 0)
            byCorrelation->insert(s.correlation, {step, int(p.launches.size())});
        p.launches.push_back({s.ts, s.end(), 0.0, place.scope, place.layer});
    }
}

// GPU work, placed through the launch that issued it; returns the host calls that wait for the GPU, per step.
std::vector<std::vector<std::pair<double, double>>>
collectGpu(const ProfileTrace& trace, const QHash<qint64, LaunchRef>& byCorrelation, QList<StepProfile>* steps)
{
    std::vector<std::vector<std::pair<double, double>>> syncs(steps->size());
    for (const TraceSpan& s : trace.spans) {
        if (s.kind == TraceSpan::Kind::Runtime && ProfileTrace::isSyncCall(trace.nameOf(s))) {
            for (int i = 0; i < steps->size(); ++i)
                if (s.ts >= (*steps)[i].hostStart && s.ts < (*steps)[i].hostEnd)
                    syncs[i].push_back({s.ts, s.end()});
            continue;
        }
        GpuActivity::Kind kind;
        if (s.kind == TraceSpan::Kind::Kernel)
            kind = GpuActivity::Kind::Kernel;
        else if (s.kind == TraceSpan::Kind::Memcpy)
            kind = GpuActivity::Kind::Memcpy;
        else if (s.kind == TraceSpan::Kind::Memset)
            kind = GpuActivity::Kind::Memset;
        else
            continue;
        const auto ref = byCorrelation.constFind(s.correlation);
        if (ref == byCorrelation.constEnd())
            continue; // no launch of it inside a step
        StepProfile& p = (*steps)[ref->step];
        const HostLaunch& l = p.launches[ref->index];
        GpuActivity a;
        a.start = s.ts;
        a.end = s.end();
        a.kind = kind;
        a.launch = ref->index;
        a.scope = l.scope;
        a.layer = l.layer;
        p.activities.push_back(a);
        if (kind == GpuActivity::Kind::Memcpy && trace.nameOf(s).contains(QLatin1String("DtoH")))
            syncs[ref->step].push_back({l.start, l.end});
    }
    return syncs;
}

// Busy time, the gap before each activity and its cause.
void measureGaps(StepProfile* p, double previousGpuEnd, std::vector<std::pair<double, double>> syncs)
{
    auto& acts = p->activities;
    std::sort(acts.begin(), acts.end(), [](const GpuActivity& a, const GpuActivity& b) { return a.start < b.start; });
    std::sort(syncs.begin(), syncs.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    double frontier = std::max(p->hostStart, previousGpuEnd);
    if (!acts.empty())
        frontier = std::min(frontier, acts.front().start);
    p->spanStart = frontier;
    const double slack = ProfileAnalysis::LaunchSlackUs;
    for (GpuActivity& a : acts) {
        a.gapUs = std::max(0.0, a.start - frontier);
        a.busyUs = std::max(0.0, a.end - std::max(a.start, frontier));
        if (a.gapUs > 0) {
            auto it = std::lower_bound(syncs.begin(), syncs.end(), frontier - slack,
                                       [](const auto& s, double t) { return s.second < t; });
            bool sync = false;
            for (; it != syncs.end() && it->second <= a.start + slack && !sync; ++it)
                sync = it->first < frontier;
            const double launchEnd = a.launch >= 0 ? p->launches[a.launch].end : -1e300;
            if (sync)
                a.gapCause = GapCause::Sync;
            else if (a.kind != GpuActivity::Kind::Kernel && launchEnd > frontier - slack)
                a.gapCause = GapCause::Memcpy;
            else if (launchEnd > frontier - slack)
                a.gapCause = GapCause::Launch;
            else
                a.gapCause = GapCause::Other;
            ++p->gapCount[int(a.gapCause)];
        }
        frontier = std::max(frontier, a.end);
        p->layers = std::max(p->layers, a.layer + 1);
    }
    p->spanEnd = acts.empty() ? p->spanStart : frontier;
    std::vector<HostLaunch*> order;
    for (HostLaunch& l : p->launches)
        order.push_back(&l);
    std::sort(order.begin(), order.end(), [](const HostLaunch* a, const HostLaunch* b) { return a->start < b->start; });
    double previous = p->hostStart;
    for (HostLaunch* l : order) {
        l->hostUs = std::max(0.0, l->start - previous);
        previous = std::max(previous, l->start);
    }
}

} // namespace

bool ProfileAnalysis::analyze(const ProfileTrace& trace, ProfileAnalysis* out, ProfileError* error)
{
    *out = ProfileAnalysis();
    out->path = trace.path;
    out->format = trace.format;
    out->notes = trace.notes;
    out->stepMarker = trace.stepMarker;
    out->readerHighWater = trace.readerHighWater;
    out->bytes = trace.bytes;
    out->eventCount = trace.eventCount;
    std::vector<StepRange> ranges;
    qint64 forwardTid = 0;
    if (!findSteps(trace, &out->stepRule, &ranges, &forwardTid)) {
        error->kind = ProfileError::Kind::NoSteps;
        error->message = trace.stepMarker.isEmpty()
            ? tr("%1: no steps found: the trace has neither ProfilerStep# ranges (torch.profiler's schedule, or "
                 "record_function(\"ProfilerStep#N\") around each step), training_step_N ranges nor Optimizer.step# "
                 "annotations. Name the range that marks a step with --step-marker NAME, or read the whole trace as "
                 "one step with --whole-trace.")
                  .arg(trace.path)
            : tr("%1: no steps found: no range of the trace is named %2").arg(trace.path, trace.stepMarker);
        if (!trace.stepHint.isEmpty())
            error->message += QLatin1Char(' ') + trace.stepHint;
        return false;
    }
    out->stepsInTrace = std::max(int(ranges.size()), trace.stepsInTrace);
    if (trace.maxSteps > 0 && int(ranges.size()) > trace.maxSteps)
        ranges.resize(std::size_t(trace.maxSteps));
    ThreadOps ops = topLevelOps(trace);
    out->scopesFound = placeOps(trace, ranges, forwardTid, &ops);
    for (const StepRange& r : ranges) {
        StepProfile p;
        p.label = r.label;
        p.hostStart = r.start;
        p.hostEnd = r.end;
        out->steps << p;
    }
    QHash<qint64, LaunchRef> byCorrelation;
    collectHost(trace, ranges, ops, &out->steps, &byCorrelation);
    auto syncs = collectGpu(trace, byCorrelation, &out->steps);
    double previousEnd = -1e300;
    for (int i = 0; i < out->steps.size(); ++i) {
        measureGaps(&out->steps[i], previousEnd, std::move(syncs[i]));
        if (!out->steps[i].activities.empty())
            previousEnd = out->steps[i].spanEnd;
    }
    out->steps.erase(
        std::remove_if(out->steps.begin(), out->steps.end(), [](const StepProfile& p) { return p.activities.empty(); }),
        out->steps.end());
    if (out->steps.isEmpty()) {
        error->kind = ProfileError::Kind::NoSteps;
        error->message = tr("%1: no steps found: the trace marks %n step(s) but none launched GPU work", nullptr,
                            int(ranges.size()))
                             .arg(trace.path);
        return false;
    }
    return true;
}

QString ProfileAnalysis::stepRuleText() const
{
    switch (stepRule) {
    case StepRule::ProfilerStep:
        return tr("ProfilerStep# ranges");
    case StepRule::TrainingStep:
        return tr("training_step_N ranges (Megatron Bridge's NVTX range around each step)");
    case StepRule::NamedRange:
        return tr("the ranges named %1").arg(stepMarker);
    case StepRule::OptimizerStep:
        break;
    case StepRule::WholeTrace:
        return tr("the whole trace as one step (--whole-trace)");
    }
    return tr("Optimizer.step# annotations (the trace has no ProfilerStep# ranges): a step ends with each optimizer "
              "step");
}

QString ProfileAnalysis::stepRuleKey() const
{
    switch (stepRule) {
    case StepRule::ProfilerStep:
        return QStringLiteral("ProfilerStep#");
    case StepRule::TrainingStep:
        return QStringLiteral("training_step_N");
    case StepRule::NamedRange:
        return QStringLiteral("named_range");
    case StepRule::OptimizerStep:
        break;
    case StepRule::WholeTrace:
        return QStringLiteral("whole_trace");
    }
    return QStringLiteral("Optimizer.step#");
}

int StepProfile::kernelCount() const
{
    return int(std::count_if(activities.begin(), activities.end(),
                             [](const GpuActivity& a) { return a.kind == GpuActivity::Kind::Kernel; }));
}

double StepProfile::busyUs() const
{
    double t = 0;
    for (const GpuActivity& a : activities)
        t += a.busyUs;
    return t;
}

double StepProfile::idleUs() const
{
    double t = 0;
    for (const GpuActivity& a : activities)
        t += a.gapUs;
    return t;
}

double StepProfile::launchCallUs() const
{
    double t = 0;
    for (const HostLaunch& l : launches)
        t += l.end - l.start;
    return t;
}

QString profileScopeKey(ProfileScope scope)
{
    switch (scope) {
    case ProfileScope::Attn:
        return QStringLiteral("attn");
    case ProfileScope::Mlp:
        return QStringLiteral("mlp");
    case ProfileScope::MoeRouter:
        return QStringLiteral("moe_router");
    case ProfileScope::MoePreprocess:
        return QStringLiteral("moe_preprocess");
    case ProfileScope::MoeExperts:
        return QStringLiteral("moe_experts");
    case ProfileScope::Other:
        break;
    }
    return QStringLiteral("other");
}

QString gapCauseTitle(GapCause cause)
{
    switch (cause) {
    case GapCause::Launch:
        return ProfileAnalysis::tr("waiting on launches");
    case GapCause::Sync:
        return ProfileAnalysis::tr("on a sync");
    case GapCause::Memcpy:
        return ProfileAnalysis::tr("on a memcpy");
    case GapCause::Other:
        break;
    }
    return ProfileAnalysis::tr("other");
}

} // namespace cga
