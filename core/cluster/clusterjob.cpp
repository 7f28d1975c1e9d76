#include "cluster/clusterjob.h"

#include "cluster/slurmoutput.h"

#include <QDir>
#include <QJsonArray>

namespace cga {

bool ClusterStep::isTerminal() const
{
    return SlurmOutput::isTerminalState(state);
}

QJsonObject ClusterStep::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("variant")] = variant;
    o[QStringLiteral("step_id")] = stepId;
    o[QStringLiteral("state")] = state;
    o[QStringLiteral("state_source")] = stateSource;
    o[QStringLiteral("elapsed_s")] = static_cast<double>(elapsedSeconds);
    o[QStringLiteral("exit_code")] = exitCode;
    o[QStringLiteral("log")] = logPath;
    return o;
}

ClusterStep ClusterStep::fromJson(const QJsonObject& o)
{
    ClusterStep s;
    s.variant = o.value(QLatin1String("variant")).toString();
    s.stepId = o.value(QLatin1String("step_id")).toString();
    s.state = o.value(QLatin1String("state")).toString(s.state);
    s.stateSource = o.value(QLatin1String("state_source")).toString();
    s.elapsedSeconds = static_cast<qint64>(o.value(QLatin1String("elapsed_s")).toDouble(-1));
    s.exitCode = o.value(QLatin1String("exit_code")).toString();
    s.logPath = o.value(QLatin1String("log")).toString();
    return s;
}

ClusterJob ClusterJob::create(const QString& jobId, const QString& logDir, const ClusterSubmitParams& params)
{
    ClusterJob j;
    j.jobId = jobId;
    j.params = params;
    j.logDir = logDir;
    j.submittedAt = QDateTime::currentDateTimeUtc();
    j.lastUpdate = j.submittedAt;
    j.outputPath = QDir(logDir).filePath(QStringLiteral("%1-%2.out").arg(params.jobName, jobId));
    for (const QString& v : variants()) {
        ClusterStep s;
        s.variant = v;
        s.logPath = QDir(logDir).filePath(v + QStringLiteral(".log"));
        j.steps << s;
    }
    return j;
}

bool ClusterJob::isTerminal() const
{
    return SlurmOutput::isTerminalState(state);
}

bool ClusterJob::succeeded() const
{
    if (state != QLatin1String("COMPLETED"))
        return false;
    for (const ClusterStep& s : steps)
        if (!s.succeeded())
            return false;
    return true;
}

ClusterStep* ClusterJob::step(const QString& variant)
{
    for (ClusterStep& s : steps)
        if (s.variant == variant)
            return &s;
    return nullptr;
}

const ClusterStep* ClusterJob::step(const QString& variant) const
{
    for (const ClusterStep& s : steps)
        if (s.variant == variant)
            return &s;
    return nullptr;
}

QString ClusterJob::stepLog(const QString& variant) const
{
    const ClusterStep* s = step(variant);
    return s ? s->logPath : QString();
}

QString ClusterJob::displayName() const
{
    return QStringLiteral("%1 (%2)").arg(jobId, params.jobName);
}

QJsonObject ClusterJob::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("job_id")] = jobId;
    o[QStringLiteral("cluster")] = cluster;
    o[QStringLiteral("title")] = title;
    o[QStringLiteral("submitted_at")] = submittedAt.toString(Qt::ISODate);
    o[QStringLiteral("params")] = params.toJson();
    o[QStringLiteral("log_dir")] = logDir;
    o[QStringLiteral("script")] = scriptPath;
    o[QStringLiteral("output")] = outputPath;
    o[QStringLiteral("graph_impl")] = graphImpl;
    o[QStringLiteral("warmup_steps")] = warmupSteps;
    o[QStringLiteral("state")] = state;
    o[QStringLiteral("reason")] = reason;
    o[QStringLiteral("elapsed_s")] = static_cast<double>(elapsedSeconds);
    o[QStringLiteral("exit_code")] = exitCode;
    o[QStringLiteral("last_error")] = lastError;
    o[QStringLiteral("last_update")] = lastUpdate.toString(Qt::ISODate);
    QJsonArray a;
    for (const ClusterStep& s : steps)
        a.append(s.toJson());
    o[QStringLiteral("steps")] = a;
    return o;
}

bool ClusterJob::fromJson(const QJsonObject& o, ClusterJob* out, QString* error)
{
    ClusterJob j;
    j.jobId = o.value(QLatin1String("job_id")).toString();
    if (!SlurmOutput::isValidJobId(j.jobId)) {
        *error = tr("a job entry has no valid job_id");
        return false;
    }
    j.logDir = o.value(QLatin1String("log_dir")).toString();
    if (j.logDir.isEmpty()) {
        *error = tr("job %1 has no log_dir").arg(j.jobId);
        return false;
    }
    if (!o.value(QLatin1String("params")).isObject() || !o.value(QLatin1String("steps")).isArray()) {
        *error = tr("job %1 has no params or steps").arg(j.jobId);
        return false;
    }
    j.cluster = o.value(QLatin1String("cluster")).toString();
    j.title = o.value(QLatin1String("title")).toString();
    j.submittedAt = QDateTime::fromString(o.value(QLatin1String("submitted_at")).toString(), Qt::ISODate);
    j.params = ClusterSubmitParams::fromJson(o.value(QLatin1String("params")).toObject());
    j.scriptPath = o.value(QLatin1String("script")).toString();
    j.outputPath = o.value(QLatin1String("output")).toString();
    j.graphImpl = o.value(QLatin1String("graph_impl")).toString();
    j.warmupSteps = o.value(QLatin1String("warmup_steps")).toInt(-1);
    j.state = o.value(QLatin1String("state")).toString(j.state);
    j.reason = o.value(QLatin1String("reason")).toString();
    j.elapsedSeconds = static_cast<qint64>(o.value(QLatin1String("elapsed_s")).toDouble(-1));
    j.exitCode = o.value(QLatin1String("exit_code")).toString();
    j.lastError = o.value(QLatin1String("last_error")).toString();
    j.lastUpdate = QDateTime::fromString(o.value(QLatin1String("last_update")).toString(), Qt::ISODate);
    for (const QJsonValue& v : o.value(QLatin1String("steps")).toArray())
        j.steps << ClusterStep::fromJson(v.toObject());
    *out = j;
    return true;
}

} // namespace cga
