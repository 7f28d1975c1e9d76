#include "clustertext.h"

#include "cluster/slurmoutput.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace cga::cli {

namespace {

QString ms(double v)
{
    return std::isfinite(v) ? QLocale::c().toString(v, 'f', 1) : QStringLiteral("-");
}

QString stepText(const ClusterStep& s)
{
    QString t = QStringLiteral("%1 %2").arg(s.variant, SlurmOutput::stateTitle(s.state));
    if (s.elapsedSeconds >= 0)
        t += QLatin1Char(' ') + SlurmOutput::formatElapsed(s.elapsedSeconds);
    if (!s.exitCode.isEmpty() && s.exitCode != QLatin1String("0:0"))
        t += QStringLiteral(" (%1)").arg(s.exitCode);
    return t;
}

} // namespace

QString ClusterText::statusLine(const ClusterJob& job)
{
    QString line
        = QCoreApplication::translate("cga::cli", "job %1 %2 %3")
              .arg(job.jobId, SlurmOutput::stateTitle(job.state), SlurmOutput::formatElapsed(job.elapsedSeconds));
    if (!job.reason.isEmpty() && !job.isTerminal())
        line += QStringLiteral(" (%1)").arg(job.reason);
    for (const ClusterStep& s : job.steps)
        line += QStringLiteral(" | ") + stepText(s);
    return line;
}

QString ClusterText::jobTable(const QList<ClusterJob>& jobs)
{
    if (jobs.isEmpty())
        return QCoreApplication::translate("cga::cli", "No cluster jobs yet.") + QLatin1Char('\n');
    QString t = QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                    .arg(QCoreApplication::translate("cga::cli", "JOB"), -9)
                    .arg(QCoreApplication::translate("cga::cli", "NAME"), -22)
                    .arg(QCoreApplication::translate("cga::cli", "STATE"), -12)
                    .arg(QCoreApplication::translate("cga::cli", "SUBMITTED (UTC)"), -17)
                    .arg(QCoreApplication::translate("cga::cli", "EAGER"), -12)
                    .arg(QCoreApplication::translate("cga::cli", "GRAPH"), -12)
                    .arg(QCoreApplication::translate("cga::cli", "LOGS"));
    for (const ClusterJob& j : jobs) {
        const ClusterStep* e = j.step(QStringLiteral("eager"));
        const ClusterStep* g = j.step(QStringLiteral("graph"));
        t += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                 .arg(j.jobId, -9)
                 .arg(j.params.jobName, -22)
                 .arg(SlurmOutput::stateTitle(j.state), -12)
                 .arg(j.submittedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")), -17)
                 .arg(e ? SlurmOutput::stateTitle(e->state) : QStringLiteral("-"), -12)
                 .arg(g ? SlurmOutput::stateTitle(g->state) : QStringLiteral("-"), -12)
                 .arg(j.logDir);
    }
    return t;
}

QString ClusterText::collection(const ClusterCollection& c)
{
    QString t;
    t += statusLine(c.job) + QLatin1Char('\n');
    t += QCoreApplication::translate("cga::cli", "Logs: %1").arg(c.job.logDir) + QStringLiteral("\n\n");

    const ModeReport* eager = c.eagerMode();
    const ModeReport* graph = c.graphMode();
    if (eager || graph) {
        t += QCoreApplication::translate("cga::cli", "Median step time per phase (ms):") + QLatin1Char('\n');
        t += QStringLiteral("  %1 %2 %3\n")
                 .arg(QCoreApplication::translate("cga::cli", "phase"), -14)
                 .arg(QCoreApplication::translate("cga::cli", "eager"), 16)
                 .arg(QCoreApplication::translate("cga::cli", "graph"), 16);
        const auto cell = [](const ModeReport* m, int phase) {
            if (!m || m->phases[phase].count == 0)
                return QStringLiteral("-");
            return QStringLiteral("%1 (n=%2)").arg(ms(m->phases[phase].median)).arg(m->phases[phase].count);
        };
        for (int p = 0; p < 7; ++p) {
            if ((!eager || eager->phases[p].count == 0) && (!graph || graph->phases[p].count == 0))
                continue;
            t += QStringLiteral("  %1 %2 %3\n")
                     .arg(BenchmarkResult::phaseTitle(static_cast<RunPhase>(p)), -14)
                     .arg(cell(eager, p), 16)
                     .arg(cell(graph, p), 16);
        }
        if (graph && std::isfinite(graph->captureIterationMs))
            t += QCoreApplication::translate("cga::cli", "  capture iteration: %1 ms")
                     .arg(ms(graph->captureIterationMs))
                + QLatin1Char('\n');
        if (const SpeedupReport* sp = c.speedup()) {
            t += QCoreApplication::translate("cga::cli",
                                             "Speedup of replay over eager: %1x (%2 ms -> %3 ms, %4 ms saved "
                                             "per iteration)")
                     .arg(QLocale::c().toString(sp->speedup, 'f', 3), ms(sp->eagerMedianMs), ms(sp->graphMedianMs),
                          ms(sp->savedMsPerIteration))
                + QLatin1Char('\n');
            if (std::isfinite(sp->breakEvenIterations))
                t += QCoreApplication::translate("cga::cli", "The capture pays for itself after %1 iterations.")
                         .arg(QLocale::c().toString(sp->breakEvenIterations, 'f', 1))
                    + QLatin1Char('\n');
        } else {
            t += QCoreApplication::translate("cga::cli", "No speedup: one of the steps has no steady iterations.")
                + QLatin1Char('\n');
        }
    } else {
        t += QCoreApplication::translate("cga::cli", "No iteration was read from the step logs.") + QLatin1Char('\n');
    }
    for (const QString& w : c.report.warnings)
        t += QCoreApplication::translate("cga::cli", "warning: %1").arg(w) + QLatin1Char('\n');

    if (!c.diagnosedFiles.isEmpty()) {
        t += QLatin1Char('\n')
            + QCoreApplication::translate("cga::cli", "Diagnosis of %1:")
                  .arg(c.diagnosedFiles.join(QStringLiteral(", ")))
            + QLatin1Char('\n');
        if (c.findings.isEmpty())
            t += QCoreApplication::translate("cga::cli", "  no known failure signature found") + QLatin1Char('\n');
        for (const LogFinding& f : c.findings) {
            t += QStringLiteral("  %1 %2 [%3] %4\n")
                     .arg(f.id, f.painPoint, Diagnostic::severityName(f.severity), f.title);
            for (const QString& e : f.evidence)
                t += QStringLiteral("      %1\n").arg(e);
            t += QStringLiteral("    ") + QCoreApplication::translate("cga::cli", "fix: %1").arg(f.fix)
                + QLatin1Char('\n');
        }
    }
    for (const QString& e : c.errors)
        t += QCoreApplication::translate("cga::cli", "error: %1").arg(e) + QLatin1Char('\n');
    return t;
}

} // namespace cga::cli
