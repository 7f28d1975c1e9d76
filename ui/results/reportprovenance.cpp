#include "results/reportprovenance.h"

#include "util/shellwords.h"

#include <QDir>

namespace cga {

namespace {

QString gpuText(const RunEnvironment& env)
{
    if (env.gpuName.isEmpty())
        return {};
    QStringList parts{env.gpuName};
    if (env.smCount > 0)
        parts << ReportProvenance::tr("%n SM(s)", nullptr, env.smCount);
    if (!env.driverVersion.isEmpty())
        parts << ReportProvenance::tr("driver %1").arg(env.driverVersion);
    if (!env.runtimeVersion.isEmpty())
        parts << ReportProvenance::tr("runtime %1").arg(env.runtimeVersion);
    if (!env.hostName.isEmpty())
        parts << ReportProvenance::tr("host %1").arg(env.hostName);
    return parts.join(QStringLiteral(", "));
}

QString dateText(const QString& iso)
{
    const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
    if (!t.isValid())
        return iso;
    return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

} // namespace

ReportProvenance ReportProvenance::of(const ResultReport& report, const QDateTime& exportedAt)
{
    ReportProvenance p;
    p.exportedAt = exportedAt;
    for (const ReportInput& in : report.inputs) {
        const RunEnvironment& env = in.result.environment;
        Source s;
        s.path = QDir::toNativeSeparators(in.path);
        s.runner = env.runner;
        s.gpu = gpuText(env);
        s.measuredAt = dateText(env.startedAt);
        s.command = env.command.isEmpty() ? QString() : ShellWords::join(env.command);
        p.sources << s;
    }
    return p;
}

QStringList ReportProvenance::lines() const
{
    QStringList out;
    for (const Source& s : sources) {
        out << tr("Source: %1").arg(s.path);
        QStringList facts;
        facts << (s.gpu.isEmpty() ? tr("GPU: not recorded") : tr("GPU: %1").arg(s.gpu));
        facts << (s.runner.isEmpty() ? tr("runner: not recorded") : tr("runner: %1").arg(s.runner));
        facts << (s.measuredAt.isEmpty() ? tr("measured: date not recorded") : tr("measured %1").arg(s.measuredAt));
        out << facts.join(QStringLiteral(" · "));
        if (!s.command.isEmpty())
            out << tr("Command: %1").arg(s.command);
    }
    if (sources.isEmpty())
        out << tr("No results loaded.");
    out << tr("Exported %1 by CUDA Graph Assistant")
               .arg(exportedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
    return out;
}

QString ReportProvenance::paths() const
{
    QStringList out;
    for (const Source& s : sources)
        out << s.path;
    return out.join(QStringLiteral("; "));
}

QString ReportProvenance::gpus() const
{
    QStringList out;
    for (const Source& s : sources)
        if (!s.gpu.isEmpty() && !out.contains(s.gpu))
            out << s.gpu;
    return out.join(QStringLiteral("; "));
}

} // namespace cga
