#include "profile/profiletrace.h"

#include "profile/traceeventstream.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cga {

namespace {

struct PendingFlow
{
    double ts = 0;
    qint64 tid = 0;
    bool haveStart = false;
    bool haveEnd = false;
    double endTs = 0;
    qint64 endTid = 0;
};

bool kindOf(const QString& cat, const QString& name, TraceSpan::Kind* kind)
{
    if (cat == QLatin1String("cpu_op"))
        *kind = TraceSpan::Kind::CpuOp;
    else if (cat == QLatin1String("cuda_runtime") || cat == QLatin1String("cuda_driver"))
        *kind = ProfileTrace::isLaunchCall(name) ? TraceSpan::Kind::Launch : TraceSpan::Kind::Runtime;
    else if (cat == QLatin1String("kernel"))
        *kind = TraceSpan::Kind::Kernel;
    else if (cat == QLatin1String("gpu_memcpy"))
        *kind = TraceSpan::Kind::Memcpy;
    else if (cat == QLatin1String("gpu_memset"))
        *kind = TraceSpan::Kind::Memset;
    else if (cat == QLatin1String("user_annotation"))
        *kind = TraceSpan::Kind::Annotation;
    else if (cat == QLatin1String("gpu_user_annotation"))
        *kind = TraceSpan::Kind::GpuAnnotation;
    else
        return false;
    return true;
}

// The value of "cat" in an event's raw bytes, empty when there is none (metadata and instant events).
QByteArrayView categoryOf(QByteArrayView e)
{
    const qsizetype key = e.indexOf(QByteArrayView("\"cat\""));
    if (key < 0)
        return {};
    qsizetype i = key + 5;
    while (i < e.size() && (e[i] == ' ' || e[i] == ':' || e[i] == '\n' || e[i] == '\t' || e[i] == '\r'))
        ++i;
    if (i >= e.size() || e[i] != '"')
        return {};
    const qsizetype end = e.indexOf('"', i + 1);
    return end < 0 ? QByteArrayView() : e.sliced(i + 1, end - i - 1);
}

// Events the analysis never uses (ac2g flows, python functions, metadata) are not parsed.
bool unused(QByteArrayView e)
{
    const QByteArrayView cat = categoryOf(e);
    for (const char* kept : {"cpu_op", "cuda_runtime", "cuda_driver", "kernel", "gpu_memcpy", "gpu_memset",
                             "user_annotation", "gpu_user_annotation", "fwdbwd"})
        if (cat == QByteArrayView(kept))
            return false;
    return true;
}

qint64 idOf(const QJsonValue& v)
{
    return v.isString() ? v.toString().toLongLong() : qint64(v.toDouble());
}

} // namespace

qint32 ProfileTrace::intern(const QString& name)
{
    const auto it = m_index.constFind(name);
    if (it != m_index.constEnd())
        return it.value();
    const qint32 id = qint32(names.size());
    names << name;
    m_index.insert(name, id);
    return id;
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
    stream.setSkipFilter(unused);
    QHash<qint64, PendingFlow> flows;
    QJsonObject e;
    while (stream.next(&e)) {
        const QString cat = e.value(QLatin1String("cat")).toString();
        const QString ph = e.value(QLatin1String("ph")).toString();
        if (cat == QLatin1String("fwdbwd")) {
            PendingFlow& f = flows[idOf(e.value(QLatin1String("id")))];
            const double ts = e.value(QLatin1String("ts")).toDouble();
            const qint64 tid = idOf(e.value(QLatin1String("tid")));
            if (ph == QLatin1String("s")) {
                f.haveStart = true;
                f.ts = ts;
                f.tid = tid;
            } else if (ph == QLatin1String("f")) {
                f.haveEnd = true;
                f.endTs = ts;
                f.endTid = tid;
            }
            continue;
        }
        if (ph != QLatin1String("X"))
            continue;
        const QString name = e.value(QLatin1String("name")).toString();
        TraceSpan s;
        if (!kindOf(cat, name, &s.kind))
            continue;
        s.ts = e.value(QLatin1String("ts")).toDouble();
        s.dur = std::max(0.0, e.value(QLatin1String("dur")).toDouble());
        s.tid = idOf(e.value(QLatin1String("tid")));
        const QJsonObject args = e.value(QLatin1String("args")).toObject();
        if (args.contains(QLatin1String("correlation")))
            s.correlation = idOf(args.value(QLatin1String("correlation")));
        if (args.contains(QLatin1String("stream")))
            s.stream = qint32(args.value(QLatin1String("stream")).toInt());
        s.name = out->intern(name);
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
