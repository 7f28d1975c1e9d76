#include "results/resultsummary.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace cga {

namespace {

QString num(double v)
{
    return std::isfinite(v) ? QString::number(v, 'f', 2) : QStringLiteral("—");
}

// "mode moe_preprocess is not capturable: cudaError..." -> "cudaError...": the verdict names the mode itself.
QString captureReason(const QString& error)
{
    static const QRegularExpression prefix(QStringLiteral("^mode \\S+ is not capturable: "));
    QString reason = error;
    return reason.remove(prefix);
}

} // namespace

ResultSummary ResultSummary::of(const ResultReport& report)
{
    ResultSummary s;
    for (const SpeedupReport& sp : report.speedups)
        if (sp.noGraphs && std::isfinite(sp.speedup))
            s.verdicts << tr("%1: no CUDA graph was made in this mode, so it ran the eager step; %2x against %3 "
                             "(95% interval %4-%5) is the difference between two runs of that step: %6.")
                              .arg(sp.graphMode, num(sp.speedup), sp.eagerMode, num(sp.ciLow), num(sp.ciHigh),
                                   Statistics::verdictTitle(sp.verdict));
        else if (std::isfinite(sp.speedup))
            s.verdicts << tr("%1: %2x against %3 (95% interval %4-%5): %6.")
                              .arg(sp.graphMode, num(sp.speedup), sp.eagerMode, num(sp.ciLow), num(sp.ciHigh),
                                   Statistics::verdictTitle(sp.verdict));
    // The warnings that only restate a verdict, and those that are the runner's stray output.
    QSet<QString> restated, stray;
    for (const ReportInput& in : report.inputs) {
        const QString prefix = in.kind == ReportInput::Kind::TrainingLog ? QString() : in.path + QStringLiteral(": ");
        for (const QString& p : in.problems)
            stray.insert(prefix + p);
        for (const ModeInfo& m : in.result.modes)
            if (!m.capturable) {
                restated.insert(prefix + m.captureError);
                for (const QString& w : in.result.warnings)
                    if (w.startsWith(QStringLiteral("mode %1 is not capturable").arg(m.mode)))
                        restated.insert(prefix + w);
            }
    }
    for (const ModeInfo& m : report.combined.modes)
        if (!m.capturable)
            s.verdicts << (m.captureError.isEmpty()
                               ? tr("%1 is not capturable.").arg(m.mode)
                               : tr("%1 is not capturable: %2").arg(m.mode, captureReason(m.captureError)));
    QList<QPair<QString, QString>> paths; // "/the/folder/run.jsonl: " -> "run.jsonl: "
    for (const ReportInput& in : report.inputs)
        paths.append({in.path + QStringLiteral(": "), QFileInfo(in.path).fileName() + QStringLiteral(": ")});
    for (const QString& original : report.warnings + report.errors) {
        if (restated.contains(original))
            continue;
        QString text = original;
        for (const auto& p : paths)
            if (text.startsWith(p.first)) {
                text = p.second + text.mid(p.first.size());
                break;
            }
        if (stray.contains(original)) {
            s.details << text;
            continue;
        }
        const qsizetype newline = text.indexOf(QLatin1Char('\n'));
        if (newline < 0) {
            s.notes << text;
        } else {
            s.notes << tr("%1 (more under Details)").arg(text.left(newline).trimmed());
            s.details << text;
        }
    }
    return s;
}

} // namespace cga
