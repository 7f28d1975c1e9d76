#include "bench/benchmarkresult.h"

#include <QJsonArray>

namespace cga {

namespace {

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

double numOr(const QJsonValue& v)
{
    return v.isDouble() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

const char* const kPhases[] = {"first_call", "warmup", "capture", "instantiate", "upload", "first_replay", "steady"};

} // namespace

QString BenchmarkResult::phaseName(RunPhase p)
{
    return QString::fromLatin1(kPhases[static_cast<int>(p)]);
}

bool BenchmarkResult::parsePhase(const QString& name, RunPhase* out)
{
    for (int i = 0; i < 7; ++i) {
        if (name == QLatin1String(kPhases[i])) {
            *out = static_cast<RunPhase>(i);
            return true;
        }
    }
    return false;
}

QString BenchmarkResult::phaseTitle(RunPhase p)
{
    switch (p) {
    case RunPhase::FirstCall:
        return tr("first call");
    case RunPhase::Warmup:
        return tr("warmup");
    case RunPhase::Capture:
        return tr("capture");
    case RunPhase::Instantiate:
        return tr("instantiate");
    case RunPhase::Upload:
        return tr("upload");
    case RunPhase::FirstReplay:
        return tr("first replay");
    case RunPhase::Steady:
        return tr("steady state");
    }
    return {};
}

QStringList BenchmarkResult::modeNames() const
{
    QStringList names;
    for (const ModeInfo& m : modes)
        names << m.mode;
    for (const Sample& s : samples)
        if (!names.contains(s.mode))
            names << s.mode;
    return names;
}

const ModeInfo* BenchmarkResult::mode(const QString& name) const
{
    for (const ModeInfo& m : modes)
        if (m.mode == name)
            return &m;
    return nullptr;
}

ModeInfo& BenchmarkResult::ensureMode(const QString& name)
{
    for (ModeInfo& m : modes)
        if (m.mode == name)
            return m;
    ModeInfo m;
    m.mode = name;
    m.graphed = name != QLatin1String("eager");
    modes << m;
    return modes.last();
}

QList<Sample> BenchmarkResult::samplesOf(const QString& mode, RunPhase phase) const
{
    QList<Sample> out;
    for (const Sample& s : samples)
        if (s.mode == mode && s.phase == phase)
            out << s;
    return out;
}

QList<double> BenchmarkResult::steadyWallMs(const QString& mode) const
{
    QList<double> out;
    for (const Sample& s : samples)
        if (s.mode == mode && s.phase == RunPhase::Steady && std::isfinite(s.wallMs))
            out << s.wallMs;
    return out;
}

QJsonObject BenchmarkResult::toJson() const
{
    QJsonObject env{{QStringLiteral("runner"), environment.runner},
                    {QStringLiteral("gpu_name"), environment.gpuName},
                    {QStringLiteral("sm_count"), environment.smCount},
                    {QStringLiteral("driver_version"), environment.driverVersion},
                    {QStringLiteral("runtime_version"), environment.runtimeVersion},
                    {QStringLiteral("clocks_start"), environment.clocksStart},
                    {QStringLiteral("clocks_end"), environment.clocksEnd},
                    {QStringLiteral("cpu_model"), environment.cpuModel},
                    {QStringLiteral("host_name"), environment.hostName},
                    {QStringLiteral("command"), QJsonArray::fromStringList(environment.command)},
                    {QStringLiteral("workload"), environment.workload},
                    {QStringLiteral("overhead_setting"), environment.overheadSetting},
                    {QStringLiteral("started_at"), environment.startedAt}};
    QJsonArray modeArray;
    for (const ModeInfo& m : modes)
        modeArray.append(QJsonObject{{QStringLiteral("mode"), m.mode},
                                     {QStringLiteral("graphed"), m.graphed},
                                     {QStringLiteral("capturable"), m.capturable},
                                     {QStringLiteral("capture_error"), m.captureError},
                                     {QStringLiteral("capture_ms"), num(m.captureMs)},
                                     {QStringLiteral("instantiate_ms"), num(m.instantiateMs)},
                                     {QStringLiteral("upload_ms"), num(m.uploadMs)},
                                     {QStringLiteral("graph_memory_bytes"), num(m.graphMemoryBytes)},
                                     {QStringLiteral("peak_memory_bytes"), num(m.peakMemoryBytes)},
                                     {QStringLiteral("kernels_per_step"), m.kernelsPerStep},
                                     {QStringLiteral("graphs_per_step"), m.graphsPerStep},
                                     {QStringLiteral("host_overhead_us_per_op"), num(m.hostOverheadUsPerOp)},
                                     {QStringLiteral("graphable_layers"), m.graphableLayers},
                                     {QStringLiteral("first_replay_ms"), num(m.firstReplayMs)},
                                     {QStringLiteral("eager_launches_per_step"), m.eagerLaunchesPerStep},
                                     {QStringLiteral("no_graphs"), m.noGraphs}});
    QJsonArray sampleArray;
    for (const Sample& s : samples)
        sampleArray.append(QJsonObject{{QStringLiteral("mode"), s.mode},
                                       {QStringLiteral("phase"), phaseName(s.phase)},
                                       {QStringLiteral("iteration"), s.iteration},
                                       {QStringLiteral("wall_ms"), num(s.wallMs)},
                                       {QStringLiteral("gpu_ms"), num(s.gpuMs)},
                                       {QStringLiteral("host_ms"), num(s.hostMs)},
                                       {QStringLiteral("rank"), s.rank},
                                       {QStringLiteral("steps"), s.steps}});
    return QJsonObject{{QStringLiteral("schema"), QStringLiteral("cga-benchmark-result")},
                       {QStringLiteral("version"), kSchemaVersion},
                       {QStringLiteral("environment"), env},
                       {QStringLiteral("modes"), modeArray},
                       {QStringLiteral("samples"), sampleArray},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
                       {QStringLiteral("error"), error},
                       {QStringLiteral("error_code"), errorCode},
                       {QStringLiteral("complete"), complete},
                       {QStringLiteral("first_call_ms"), num(firstCallMs)},
                       {QStringLiteral("raw_host_us_per_op"), num(rawHostUsPerOp)},
                       {QStringLiteral("stop_reason"), stopReason}};
}

bool BenchmarkResult::fromJson(const QJsonObject& o, BenchmarkResult* out, QString* error)
{
    if (o.value(QStringLiteral("schema")).toString() != QLatin1String("cga-benchmark-result")) {
        *error = tr("not a benchmark result (the \"schema\" field is missing or wrong).");
        return false;
    }
    const int version = o.value(QStringLiteral("version")).toInt(-1);
    if (version < 1 || version > kSchemaVersion) {
        *error = tr("unsupported result version %1 (this build reads up to %2).").arg(version).arg(kSchemaVersion);
        return false;
    }
    BenchmarkResult r;
    const QJsonObject env = o.value(QStringLiteral("environment")).toObject();
    r.environment.runner = env.value(QStringLiteral("runner")).toString();
    r.environment.gpuName = env.value(QStringLiteral("gpu_name")).toString();
    r.environment.smCount = env.value(QStringLiteral("sm_count")).toInt();
    r.environment.driverVersion = env.value(QStringLiteral("driver_version")).toString();
    r.environment.runtimeVersion = env.value(QStringLiteral("runtime_version")).toString();
    r.environment.clocksStart = env.value(QStringLiteral("clocks_start")).toString();
    r.environment.clocksEnd = env.value(QStringLiteral("clocks_end")).toString();
    r.environment.cpuModel = env.value(QStringLiteral("cpu_model")).toString();
    r.environment.hostName = env.value(QStringLiteral("host_name")).toString();
    for (const QJsonValue& v : env.value(QStringLiteral("command")).toArray())
        r.environment.command << v.toString();
    r.environment.workload = env.value(QStringLiteral("workload")).toObject();
    r.environment.overheadSetting = env.value(QStringLiteral("overhead_setting")).toString();
    r.environment.startedAt = env.value(QStringLiteral("started_at")).toString();
    for (const QJsonValue& v : o.value(QStringLiteral("modes")).toArray()) {
        const QJsonObject m = v.toObject();
        ModeInfo info;
        info.mode = m.value(QStringLiteral("mode")).toString();
        if (info.mode.isEmpty()) {
            *error = tr("a mode without a name.");
            return false;
        }
        info.graphed = m.value(QStringLiteral("graphed")).toBool();
        info.capturable = m.value(QStringLiteral("capturable")).toBool(true);
        info.captureError = m.value(QStringLiteral("capture_error")).toString();
        info.captureMs = numOr(m.value(QStringLiteral("capture_ms")));
        info.instantiateMs = numOr(m.value(QStringLiteral("instantiate_ms")));
        info.uploadMs = numOr(m.value(QStringLiteral("upload_ms")));
        info.graphMemoryBytes = numOr(m.value(QStringLiteral("graph_memory_bytes")));
        info.peakMemoryBytes = numOr(m.value(QStringLiteral("peak_memory_bytes")));
        info.kernelsPerStep = m.value(QStringLiteral("kernels_per_step")).toInt(-1);
        info.graphsPerStep = m.value(QStringLiteral("graphs_per_step")).toInt(-1);
        info.hostOverheadUsPerOp = numOr(m.value(QStringLiteral("host_overhead_us_per_op")));
        info.graphableLayers = m.value(QStringLiteral("graphable_layers")).toInt(-1);
        info.firstReplayMs = numOr(m.value(QStringLiteral("first_replay_ms")));
        info.eagerLaunchesPerStep = m.value(QStringLiteral("eager_launches_per_step")).toInt(-1);
        info.noGraphs = m.value(QStringLiteral("no_graphs")).toBool(false);
        r.modes << info;
    }
    for (const QJsonValue& v : o.value(QStringLiteral("samples")).toArray()) {
        const QJsonObject s = v.toObject();
        Sample sample;
        sample.mode = s.value(QStringLiteral("mode")).toString();
        if (!parsePhase(s.value(QStringLiteral("phase")).toString(), &sample.phase) || sample.mode.isEmpty()) {
            *error = tr("a sample with an unknown phase or no mode.");
            return false;
        }
        sample.iteration = s.value(QStringLiteral("iteration")).toInt();
        sample.wallMs = numOr(s.value(QStringLiteral("wall_ms")));
        sample.gpuMs = numOr(s.value(QStringLiteral("gpu_ms")));
        sample.hostMs = numOr(s.value(QStringLiteral("host_ms")));
        sample.rank = s.value(QStringLiteral("rank")).toInt(-1);
        sample.steps = qMax(1, s.value(QStringLiteral("steps")).toInt(1));
        r.samples << sample;
    }
    for (const QJsonValue& v : o.value(QStringLiteral("warnings")).toArray())
        r.warnings << v.toString();
    r.error = o.value(QStringLiteral("error")).toString();
    r.errorCode = o.value(QStringLiteral("error_code")).toString();
    r.complete = o.value(QStringLiteral("complete")).toBool();
    r.firstCallMs = numOr(o.value(QStringLiteral("first_call_ms")));
    r.rawHostUsPerOp = numOr(o.value(QStringLiteral("raw_host_us_per_op")));
    r.stopReason = o.value(QStringLiteral("stop_reason")).toString();
    *out = r;
    return true;
}

QString BenchmarkResult::samplesCsv() const
{
    auto f = [](double v) { return std::isfinite(v) ? QString::number(v, 'g', 10) : QString(); };
    QString csv = QStringLiteral("mode,phase,iteration,wall_ms,gpu_ms,host_ms,rank\n");
    for (const Sample& s : samples) {
        QString mode = s.mode;
        if (mode.contains(QLatin1Char(',')) || mode.contains(QLatin1Char('"')))
            mode = QLatin1Char('"') + mode.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        csv += mode + QLatin1Char(',') + phaseName(s.phase) + QLatin1Char(',') + QString::number(s.iteration)
            + QLatin1Char(',') + f(s.wallMs) + QLatin1Char(',') + f(s.gpuMs) + QLatin1Char(',') + f(s.hostMs)
            + QLatin1Char(',') + (s.rank >= 0 ? QString::number(s.rank) : QString()) + QLatin1Char('\n');
    }
    return csv;
}

} // namespace cga
