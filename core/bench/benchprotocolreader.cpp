#include "bench/benchprotocolreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace cga {

namespace {

double number(const QJsonValue& v)
{
    return v.isDouble() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

QString clocksText(const QJsonObject& clocks)
{
    if (!clocks.value(QStringLiteral("sm_mhz")).isDouble())
        return {};
    return QStringLiteral("SM %1 MHz, memory %2 MHz")
        .arg(clocks.value(QStringLiteral("sm_mhz")).toInt())
        .arg(clocks.value(QStringLiteral("mem_mhz")).toInt());
}

constexpr int kReportedGarbage = 5; // lines quoted in the warnings; the rest are counted

} // namespace

void BenchProtocolReader::problem(const QString& text)
{
    m_problems << text;
    m_result.warnings << text;
}

void BenchProtocolReader::feed(const QByteArray& bytes)
{
    qsizetype start = 0;
    while (start < bytes.size()) {
        const qsizetype nl = bytes.indexOf('\n', start);
        if (nl < 0) {
            if (!m_skippingLongLine)
                m_buffer.append(bytes.constData() + start, bytes.size() - start);
            if (m_buffer.size() > kMaxLineBytes) {
                m_buffer.clear();
                m_skippingLongLine = true;
            }
            return;
        }
        if (m_skippingLongLine) {
            m_skippingLongLine = false;
            ++m_garbage;
            problem(
                tr("A line of the runner's output was longer than %1 MiB and was skipped.").arg(kMaxLineBytes >> 20));
        } else {
            m_buffer.append(bytes.constData() + start, nl - start);
            line(m_buffer);
        }
        m_buffer.clear();
        start = nl + 1;
    }
}

void BenchProtocolReader::finish()
{
    if (m_skippingLongLine || m_buffer.trimmed().isEmpty()) {
        m_buffer.clear();
        m_skippingLongLine = false;
        return;
    }
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(m_buffer.trimmed(), &err);
    if (err.error == QJsonParseError::NoError && doc.isObject()) {
        line(m_buffer); // complete, only the final newline is missing
    } else {
        m_truncated = true;
        problem(tr("The runner's output ends in the middle of a line (%1 bytes were cut off).").arg(m_buffer.size()));
    }
    m_buffer.clear();
}

QList<QJsonObject> BenchProtocolReader::takeEvents()
{
    QList<QJsonObject> out;
    out.swap(m_pending);
    return out;
}

int BenchProtocolReader::exitCodeReported() const
{
    return m_summary.value(QStringLiteral("exit_code")).toInt(-1);
}

void BenchProtocolReader::line(const QByteArray& raw)
{
    const QByteArray text = raw.trimmed();
    if (text.isEmpty())
        return;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    const QJsonObject o = doc.object();
    if (err.error != QJsonParseError::NoError || !doc.isObject() || !o.value(QStringLiteral("event")).isString()) {
        ++m_garbage;
        if (m_garbage <= kReportedGarbage)
            problem(tr("Ignored a line that is not part of the protocol: %1").arg(QString::fromUtf8(text.left(160))));
        else if (m_garbage == kReportedGarbage + 1)
            problem(tr("More lines that are not part of the protocol were ignored."));
        return;
    }
    ++m_events;
    handle(o);
    m_pending << o;
}

void BenchProtocolReader::handle(const QJsonObject& e)
{
    const QString type = e.value(QStringLiteral("event")).toString();
    if (type == QLatin1String("start"))
        onStart(e);
    else if (type == QLatin1String("phase"))
        onPhase(e);
    else if (type == QLatin1String("sample"))
        onSample(e);
    else if (type == QLatin1String("progress"))
        m_progress = qBound(0.0, e.value(QStringLiteral("fraction")).toDouble(m_progress), 1.0);
    else if (type == QLatin1String("warning"))
        onWarning(e);
    else if (type == QLatin1String("error"))
        onError(e);
    else if (type == QLatin1String("summary"))
        onSummary(e);
    else if (type == QLatin1String("device"))
        m_devices << e;
    // Other events: a newer runner's; ignored.
}

void BenchProtocolReader::onStart(const QJsonObject& e)
{
    m_start = e;
    m_protocol = e.value(QStringLiteral("protocol")).toInt(0);
    if (m_protocol > kProtocolVersion)
        problem(tr("The runner speaks protocol version %1; this version of cga reads version %2 and ignores what it "
                   "does not know.")
                    .arg(m_protocol)
                    .arg(kProtocolVersion));
    else if (m_protocol < 1)
        problem(
            tr("The runner's start event names no protocol version; reading it as version %1.").arg(kProtocolVersion));
    RunEnvironment& env = m_result.environment;
    env.runner = e.value(QStringLiteral("runner")).toString();
    for (const QJsonValue& v : e.value(QStringLiteral("command")).toArray())
        env.command << v.toString();
    env.workload = e.value(QStringLiteral("workload")).toObject();
    env.startedAt = e.value(QStringLiteral("started_at")).toString();
    const QJsonObject overhead = e.value(QStringLiteral("overhead")).toObject();
    const QString preset = overhead.value(QStringLiteral("preset")).toString();
    if (!preset.isEmpty())
        env.overheadSetting = overhead.value(QStringLiteral("us_per_op")).isDouble()
            ? QStringLiteral("%1, %2 us per op").arg(preset).arg(overhead.value(QStringLiteral("us_per_op")).toDouble())
            : preset;
    const QJsonObject d = e.value(QStringLiteral("environment")).toObject();
    env.gpuName = d.value(QStringLiteral("gpu_name")).toString();
    env.smCount = d.value(QStringLiteral("sm_count")).toInt();
    const QString build = d.value(QStringLiteral("driver_build")).toString();
    const QString cuda = d.value(QStringLiteral("driver_version")).toString();
    env.driverVersion
        = build.isEmpty() ? cuda : (cuda.isEmpty() ? build : QStringLiteral("%1 (CUDA %2)").arg(build, cuda));
    env.runtimeVersion = d.value(QStringLiteral("runtime_version")).toString();
    if (d.contains(QStringLiteral("torch_version")))
        env.runtimeVersion = QStringLiteral("CUDA %1, PyTorch %2")
                                 .arg(env.runtimeVersion, d.value(QStringLiteral("torch_version")).toString());
    if (d.contains(QStringLiteral("megatron_version"))) {
        // The Megatron-Core runner measures Megatron itself: nothing is emulated.
        env.runtimeVersion
            += QStringLiteral(", Megatron-Core %1").arg(d.value(QStringLiteral("megatron_version")).toString());
        env.overheadSetting = tr("none: Megatron-Core itself was measured");
    }
    env.clocksStart = clocksText(d.value(QStringLiteral("clocks")).toObject());
    env.cpuModel = d.value(QStringLiteral("cpu_model")).toString();
    env.hostName = d.value(QStringLiteral("host_name")).toString();
    for (const QJsonValue& v : e.value(QStringLiteral("modes")).toArray()) {
        const QJsonObject m = v.toObject();
        const QString name = m.value(QStringLiteral("mode")).toString();
        if (name.isEmpty())
            continue;
        ModeInfo& info = m_result.ensureMode(name);
        info.graphed = m.value(QStringLiteral("graphed")).toBool(info.graphed);
        info.kernelsPerStep = m.value(QStringLiteral("kernels_per_step")).toInt(info.kernelsPerStep);
        info.graphsPerStep = m.value(QStringLiteral("graphs_per_step")).toInt(info.graphsPerStep);
        info.eagerLaunchesPerStep = m.value(QStringLiteral("eager_launches_per_step")).toInt(info.eagerLaunchesPerStep);
        info.noGraphs = m.value(QStringLiteral("no_graphs")).toBool(info.noGraphs);
        if (overhead.value(QStringLiteral("us_per_op")).isDouble())
            info.hostOverheadUsPerOp = overhead.value(QStringLiteral("us_per_op")).toDouble();
    }
}

void BenchProtocolReader::onPhase(const QJsonObject& e)
{
    const QString phase = e.value(QStringLiteral("phase")).toString();
    const QString mode = e.value(QStringLiteral("mode")).toString();
    const double ms = number(e.value(QStringLiteral("ms")));
    if (phase == QLatin1String("first_call")) {
        m_result.firstCallMs = ms;
        m_result.rawHostUsPerOp = number(e.value(QStringLiteral("raw_host_us_per_op")));
        return;
    }
    if (mode.isEmpty() || phase == QLatin1String("warmup"))
        return;
    ModeInfo& info = m_result.ensureMode(mode);
    if (phase == QLatin1String("capture")) {
        info.captureMs = ms;
        if (e.value(QStringLiteral("graphs")).isDouble())
            info.graphsPerStep = e.value(QStringLiteral("graphs")).toInt();
    } else if (phase == QLatin1String("instantiate")) {
        info.instantiateMs = ms;
    } else if (phase == QLatin1String("upload")) {
        info.uploadMs = ms;
    } else if (phase == QLatin1String("first_replay")) {
        info.firstReplayMs = ms;
    }
    if (e.value(QStringLiteral("graph_memory_bytes")).isDouble())
        info.graphMemoryBytes = e.value(QStringLiteral("graph_memory_bytes")).toDouble();
    if (e.value(QStringLiteral("memory_after_bytes")).isDouble())
        info.peakMemoryBytes = e.value(QStringLiteral("memory_after_bytes")).toDouble();
}

void BenchProtocolReader::onSample(const QJsonObject& e)
{
    Sample s;
    s.mode = e.value(QStringLiteral("mode")).toString();
    if (s.mode.isEmpty() || !BenchmarkResult::parsePhase(e.value(QStringLiteral("phase")).toString(), &s.phase)) {
        problem(tr("Ignored a sample without a mode or with an unknown phase \"%1\".")
                    .arg(e.value(QStringLiteral("phase")).toString()));
        return;
    }
    s.iteration = e.value(QStringLiteral("iteration")).toInt();
    s.steps = qMax(1, e.value(QStringLiteral("steps")).toInt(1));
    s.wallMs = number(e.value(QStringLiteral("wall_ms")));
    s.gpuMs = number(e.value(QStringLiteral("gpu_ms")));
    s.hostMs = number(e.value(QStringLiteral("host_ms")));
    if (!std::isfinite(s.wallMs) || s.wallMs < 0) {
        problem(tr("Ignored a sample of %1 without a valid wall time.").arg(s.mode));
        return;
    }
    if (s.phase != RunPhase::Warmup) // warmup runs eagerly even when eager is not one of the compared modes
        m_result.ensureMode(s.mode);
    m_result.samples << s;
}

void BenchProtocolReader::onWarning(const QJsonObject& e)
{
    const QString code = e.value(QStringLiteral("code")).toString();
    const QString message = e.value(QStringLiteral("message")).toString();
    const QString mode = e.value(QStringLiteral("mode")).toString();
    if (code == QLatin1String("not_capturable") && !mode.isEmpty()) {
        ModeInfo& info = m_result.ensureMode(mode);
        info.capturable = false;
        info.captureError = message;
    } else if (code == QLatin1String("no_graphs") && !mode.isEmpty()) {
        m_result.ensureMode(mode).noGraphs = true;
    }
    m_result.warnings << (message.isEmpty() ? code : message);
}

void BenchProtocolReader::onError(const QJsonObject& e)
{
    const bool fatal = e.value(QStringLiteral("fatal")).toBool(true);
    if (m_fatalSeen)
        return; // the first fatal error is the cause
    m_result.errorCode = e.value(QStringLiteral("code")).toString();
    m_result.error = e.value(QStringLiteral("message")).toString();
    m_fatalSeen = fatal;
}

void BenchProtocolReader::onSummary(const QJsonObject& e)
{
    m_summary = e;
    const int exitCode = e.value(QStringLiteral("exit_code")).toInt(-1);
    m_result.complete = e.value(QStringLiteral("complete")).toBool(exitCode == 0);
    m_result.stopReason = e.value(QStringLiteral("stop_reason")).toString();
    const QJsonObject overhead = e.value(QStringLiteral("overhead")).toObject();
    if (overhead.value(QStringLiteral("us_per_op")).isDouble()) {
        const double us = overhead.value(QStringLiteral("us_per_op")).toDouble();
        QString setting = QStringLiteral("%1, %2 us per op")
                              .arg(overhead.value(QStringLiteral("preset")).toString())
                              .arg(us, 0, 'f', 2);
        const double perGraph = overhead.value(QStringLiteral("us_per_graph")).toDouble(0.0);
        if (perGraph > 0)
            setting += QStringLiteral(", %1 us per graph replay").arg(perGraph, 0, 'f', 1);
        const QJsonObject cal = overhead.value(QStringLiteral("calibration")).toObject();
        if (!cal.isEmpty()) {
            setting += QStringLiteral(" (fitted to a measured step of %1 ms eager, %2 ms replay")
                           .arg(cal.value(QStringLiteral("eager_ms")).toDouble())
                           .arg(cal.value(QStringLiteral("replay_ms")).toDouble());
            const QJsonObject on = cal.value(QStringLiteral("fitted_on")).toObject();
            if (on.value(QStringLiteral("launches")).isDouble())
                setting += QStringLiteral(", %1 launches").arg(on.value(QStringLiteral("launches")).toInt());
            if (on.value(QStringLiteral("layer_ms")).isDouble())
                setting += QStringLiteral(", %1 ms per-layer graph step")
                               .arg(on.value(QStringLiteral("layer_ms")).toDouble());
            if (cal.value(QStringLiteral("gpu_scale")).isDouble())
                setting += QStringLiteral("; GPU time x %1")
                               .arg(cal.value(QStringLiteral("gpu_scale")).toDouble(), 0, 'f', 3);
            setting += QLatin1Char(')');
        }
        m_result.environment.overheadSetting = setting;
        for (ModeInfo& m : m_result.modes)
            m.hostOverheadUsPerOp = us;
    }
    if (overhead.value(QStringLiteral("raw_host_us_per_op")).isDouble())
        m_result.rawHostUsPerOp = overhead.value(QStringLiteral("raw_host_us_per_op")).toDouble();
    const QString end = clocksText(e.value(QStringLiteral("clocks_end")).toObject());
    if (!end.isEmpty())
        m_result.environment.clocksEnd = end;
    for (const QJsonValue& v : e.value(QStringLiteral("modes")).toArray()) {
        const QJsonObject m = v.toObject();
        const QString name = m.value(QStringLiteral("mode")).toString();
        if (name.isEmpty())
            continue;
        ModeInfo& info = m_result.ensureMode(name);
        info.graphed = m.value(QStringLiteral("graphed")).toBool(info.graphed);
        info.capturable = m.value(QStringLiteral("capturable")).toBool(info.capturable);
        if (!m.value(QStringLiteral("capture_error")).toString().isEmpty())
            info.captureError = m.value(QStringLiteral("capture_error")).toString();
        auto take = [&](const char* key, double* field) {
            if (m.value(QLatin1String(key)).isDouble())
                *field = m.value(QLatin1String(key)).toDouble();
        };
        take("capture_ms", &info.captureMs);
        take("instantiate_ms", &info.instantiateMs);
        take("upload_ms", &info.uploadMs);
        take("graph_memory_bytes", &info.graphMemoryBytes);
        take("peak_memory_bytes", &info.peakMemoryBytes);
        take("first_replay_ms", &info.firstReplayMs);
        info.kernelsPerStep = m.value(QStringLiteral("kernels_per_step")).toInt(info.kernelsPerStep);
        info.graphsPerStep = m.value(QStringLiteral("graphs_per_step")).toInt(info.graphsPerStep);
        info.eagerLaunchesPerStep = m.value(QStringLiteral("eager_launches_per_step")).toInt(info.eagerLaunchesPerStep);
        info.noGraphs = m.value(QStringLiteral("no_graphs")).toBool(info.noGraphs);
    }
}

BenchmarkResult BenchProtocolReader::parse(const QByteArray& output, QStringList* problems)
{
    BenchProtocolReader r;
    r.feed(output);
    r.finish();
    if (problems)
        *problems = r.problems();
    return r.result();
}

} // namespace cga
