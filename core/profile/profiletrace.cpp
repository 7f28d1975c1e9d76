#include "profile/profiletrace.h"

#include "profile/traceeventstream.h"
#include "profile/tracejsonstring.h"

#include <QFileInfo>

#include <algorithm>
#include <cstring>

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

bool ProfileTrace::read(const QString& path, ProfileTrace* out, ProfileError* error)
{
    *out = ProfileTrace();
    out->path = path;
    TraceEventStream stream(path);
    stream.setCategoryFilter(kept);
    // Room for the spans as the file's size suggests (a real trace keeps one per about 300 bytes of JSON, which
    // gzip shrinks about 13 times), so that they are not moved as they grow; pages never written cost nothing.
    const qint64 size = QFileInfo(path).size() * (stream.compressed() ? 13 : 1);
    out->spans.reserve(std::size_t(std::clamp<qint64>(size / 256, 0, 8 << 20)));
    QHash<qint64, PendingFlow> flows;
    TraceEvent e;
    while (stream.next(&e)) {
        if (is(e.cat, "fwdbwd")) {
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
