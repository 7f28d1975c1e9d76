#include "profile/profiletrace.h"

#include "profile/nsightsqlitereader.h"
#include "profile/stepmarkers.h"
#include "profile/traceeventstream.h"
#include "profile/tracejsonstring.h"

#include <QFileInfo>

#include <algorithm>
#include <cstring>
#include <limits>

namespace cga {

namespace {

template<qsizetype N> inline bool is(QByteArrayView k, const char (&literal)[N])
{
    return k.size() == N - 1 && std::memcmp(k.data(), literal, N - 1) == 0;
}

struct PendingFlow
{
    double ts = 0;
    qint64 tid = 0;
    bool haveStart = false;
    bool haveEnd = false;
    double endTs = 0;
    qint64 endTid = 0;
};

// The kind of a kept span by its category; launch calls are told by their name (isLaunch()).
bool kindOf(QByteArrayView cat, TraceSpan::Kind* kind)
{
    if (is(cat, "cpu_op"))
        *kind = TraceSpan::Kind::CpuOp;
    else if (is(cat, "cuda_runtime") || is(cat, "cuda_driver"))
        *kind = TraceSpan::Kind::Runtime;
    else if (is(cat, "kernel"))
        *kind = TraceSpan::Kind::Kernel;
    else if (is(cat, "gpu_memcpy"))
        *kind = TraceSpan::Kind::Memcpy;
    else if (is(cat, "gpu_memset"))
        *kind = TraceSpan::Kind::Memset;
    else if (is(cat, "user_annotation"))
        *kind = TraceSpan::Kind::Annotation;
    else if (is(cat, "gpu_user_annotation"))
        *kind = TraceSpan::Kind::GpuAnnotation;
    else
        return false;
    return true;
}

// The categories the analysis uses; the parser skips every other event past its "cat" (ac2g flows, python
// functions, metadata).
bool kept(QByteArrayView cat)
{
    TraceSpan::Kind kind;
    return kindOf(cat, &kind) || is(cat, "fwdbwd");
}

// The part of the trace's time the second pass keeps: host events of the first steps, GPU work until the end of
// the second step after them.
struct TimeWindow
{
    double start = -std::numeric_limits<double>::infinity();
    double hostEnd = std::numeric_limits<double>::infinity();
    double gpuEnd = std::numeric_limits<double>::infinity();

    bool holds(const TraceSpan& s) const
    {
        const bool gpu = s.kind == TraceSpan::Kind::Kernel || s.kind == TraceSpan::Kind::Memcpy
            || s.kind == TraceSpan::Kind::Memset || s.kind == TraceSpan::Kind::GpuAnnotation;
        return s.ts >= start && s.ts < (gpu ? gpuEnd : hostEnd);
    }
};

// Reports the share of the file read to ProfileReadOptions::progress every few megabytes: of [from, to) of the whole
// (the two passes of a large trace share the bar). False once the callback asks to stop.
class ReadProgress
{
public:
    ReadProgress(const ProfileReadOptions& options, qint64 total, double from, double to)
        : m_progress(options.progress)
        , m_total(std::max<qint64>(1, total))
        , m_from(from)
        , m_to(to)
    {
    }
    bool report(qint64 done)
    {
        if (!m_progress || done < m_next)
            return true;
        m_next = done + Step;
        return m_progress(m_from + (m_to - m_from) * std::min(1.0, double(done) / double(m_total)));
    }

private:
    static constexpr qint64 Step = qint64(4) << 20;
    std::function<bool(double)> m_progress;
    qint64 m_total;
    double m_from, m_to;
    qint64 m_next = 0;
};

ProfileError cancelled(const QString& path)
{
    ProfileError e;
    e.kind = ProfileError::Kind::Cancelled;
    e.message = ProfileTrace::tr("Reading %1 was cancelled.").arg(QFileInfo(path).fileName());
    return e;
}

// The first pass: the step markers alone (user annotations; every other event is skipped at its "cat"), as
// ProfileAnalysis finds steps (StepMarkers). False when the pass found no marker (the trace is then read once,
// whole) or the stream failed (*error set).
bool findWindow(const QString& path, const ProfileReadOptions& options, TimeWindow* window, int* stepsInTrace,
                ProfileError* error, ReadProgress* progress)
{
    TraceEventStream stream(path);
    stream.setCategoryFilter([](QByteArrayView cat) { return is(cat, "user_annotation"); });
    StepMarkers markers(options.stepMarker);
    TraceEvent e;
    while (stream.next(&e)) {
        if (!progress->report(stream.bytesRead())) {
            *error = cancelled(path);
            return false;
        }
        if (!is(e.ph, "X"))
            continue;
        markers.addRange(TraceJsonString::decode(e.name), e.ts, e.ts + std::max(0.0, e.dur), e.tid);
    }
    if (stream.error().isError()) {
        *error = stream.error();
        return false;
    }
    StepMarkers::Rule rule;
    std::vector<StepMarkers::Step> steps;
    qint64 tid = 0;
    if (!markers.steps(&rule, &steps, &tid))
        return false;
    *stepsInTrace = int(steps.size());
    const int maxSteps = options.maxSteps;
    if (int(steps.size()) <= maxSteps)
        return false;
    // the first step of the optimizer rule starts at the trace's first host event, which this pass does not see
    window->start
        = rule == StepMarkers::Rule::OptimizerStep ? -std::numeric_limits<double>::infinity() : steps.front().start;
    window->hostEnd = steps[maxSteps - 1].end;
    if (maxSteps + 1 < int(steps.size()))
        window->gpuEnd = steps[maxSteps + 1].end;
    return true;
}

} // namespace

qint32 ProfileTrace::intern(QByteArrayView utf8)
{
    const auto it = m_index.constFind(QByteArray::fromRawData(utf8.data(), utf8.size()));
    if (it != m_index.constEnd())
        return it.value();
    const qint32 id = qint32(names.size());
    names << TraceJsonString::decode(utf8);
    m_launch.push_back(isLaunchCall(names.back()));
    m_index.insert(utf8.toByteArray(), id);
    return id;
}

qint32 ProfileTrace::intern(const QString& name)
{
    return intern(QByteArrayView(name.toUtf8()));
}

bool ProfileTrace::isLaunchCall(const QString& name)
{
    return name.startsWith(QLatin1String("cudaLaunch")) || name.startsWith(QLatin1String("cuLaunch"))
        || name.startsWith(QLatin1String("cudaGraphLaunch")) || name.startsWith(QLatin1String("cuGraphLaunch"))
        || name.startsWith(QLatin1String("cudaMemcpy")) || name.startsWith(QLatin1String("cudaMemset"))
        || name.startsWith(QLatin1String("cuMemcpy")) || name.startsWith(QLatin1String("cuMemset"));
}

bool ProfileTrace::isSyncCall(const QString& name)
{
    return name == QLatin1String("cudaDeviceSynchronize") || name == QLatin1String("cudaStreamSynchronize")
        || name == QLatin1String("cudaEventSynchronize") || name == QLatin1String("cuStreamSynchronize")
        || name == QLatin1String("cuCtxSynchronize") || name == QLatin1String("cuEventSynchronize");
}

bool ProfileTrace::read(const QString& path, ProfileTrace* out, ProfileError* error, const ProfileReadOptions& options)
{
    if (NsightSqliteReader::isSqlite(path))
        return NsightSqliteReader::read(path, out, error, options);
    *out = ProfileTrace();
    out->path = path;
    out->maxSteps = std::max(0, options.maxSteps);
    out->stepMarker = options.stepMarker;
    out->wholeTrace = options.wholeTrace;
    TraceEventStream stream(path);
    stream.setCategoryFilter(kept);
    // A real trace keeps one span per about 300 bytes of JSON, which gzip shrinks about 13 times.
    const qint64 size = QFileInfo(path).size() * (stream.compressed() ? 13 : 1);
    TimeWindow window;
    const bool twoPasses
        = out->maxSteps > 0 && !options.wholeTrace && size > options.singlePassBytes && !stream.error().isError();
    if (twoPasses) {
        ProfileError first;
        ReadProgress firstProgress(options, size, 0.0, 0.5);
        out->windowed = findWindow(path, options, &window, &out->stepsInTrace, &first, &firstProgress);
        if (first.isError()) {
            *error = first;
            return false;
        }
    }
    ReadProgress progress(options, size, twoPasses ? 0.5 : 0.0, 1.0);
    // Room for the spans as the file's size suggests, so that they are not moved as they grow; pages never
    // written cost nothing.
    if (!out->windowed)
        out->spans.reserve(std::size_t(std::clamp<qint64>(size / 256, 0, 8 << 20)));
    QHash<qint64, PendingFlow> flows;
    TraceEvent e;
    while (stream.next(&e)) {
        if (!progress.report(stream.bytesRead())) {
            *error = cancelled(path);
            return false;
        }
        if (is(e.cat, "fwdbwd")) {
            if (out->windowed && !(e.ts >= window.start && e.ts < window.hostEnd))
                continue; // a link with an end outside the window is never complete
            PendingFlow& f = flows[e.id];
            if (is(e.ph, "s")) {
                f.haveStart = true;
                f.ts = e.ts;
                f.tid = e.tid;
            } else if (is(e.ph, "f")) {
                f.haveEnd = true;
                f.endTs = e.ts;
                f.endTid = e.tid;
            }
            continue;
        }
        TraceSpan s;
        if (e.ph != QByteArrayView("X") || !kindOf(e.cat, &s.kind))
            continue;
        s.ts = e.ts;
        if (out->windowed && !window.holds(s))
            continue;
        s.dur = std::max(0.0, e.dur);
        s.tid = e.tid;
        if (e.hasCorrelation)
            s.correlation = e.correlation;
        if (e.hasStream)
            s.stream = qint32(e.stream);
        s.name = out->intern(e.name);
        if (s.kind == TraceSpan::Kind::Runtime && out->m_launch[s.name])
            s.kind = TraceSpan::Kind::Launch;
        out->spans.push_back(s);
    }
    out->schemaVersion = stream.schemaVersion();
    out->compressed = stream.compressed();
    out->eventCount = stream.eventsRead();
    out->bytes = stream.bytesRead();
    out->readerHighWater = stream.bufferHighWater();
    if (stream.error().isError()) {
        *error = stream.error();
        return false;
    }
    for (const PendingFlow& f : std::as_const(flows))
        if (f.haveStart && f.haveEnd)
            out->links.push_back({f.ts, f.tid, f.endTs, f.endTid});
    return true;
}

} // namespace cga
