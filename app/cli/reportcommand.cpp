#include "command.h"
#include "report/reportchartexporter.h"
#include "report/reportinput.h"
#include "report/resultreport.h"
#include "util/atomicwrite.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

namespace cga::cli {

namespace {

QString ms(double v)
{
    return std::isfinite(v) ? QLocale::c().toString(v, 'f', 1) : QStringLiteral("-");
}

class ReportCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("report"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "Numbers (and charts) of benchmark results and training logs.");
    }
    bool needsGui(const QStringList& args) const override
    {
        for (const QString& a : args)
            if (a == QLatin1String("--png") || a == QLatin1String("--pdf") || a.startsWith(QLatin1String("--png="))
                || a.startsWith(QLatin1String("--pdf=")))
                return true;
        return false;
    }

    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        parser.setApplicationDescription(QCoreApplication::translate(
            "cga::cli",
            "Reads benchmark results (JSON), Megatron training logs and Megatron-LM golden values "
            "(golden_values_*.json) "
            "and prints per-mode medians, IQR, phases, "
            "capture cost and the speedup of graphed modes over the eager one. Exit status: 0 done, 2 an input "
            "could not be read or holds nothing to report, or a chart could not be written."));
        parser.addPositionalArgument(
            QStringLiteral("inputs"),
            QCoreApplication::translate("cga::cli", "Training logs, result JSON files or golden values."),
            QStringLiteral("LOG|RESULT.json ..."));
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli", "Output format: text or json."),
                          QStringLiteral("text|json"), QStringLiteral("text")});
        parser.addOption({QStringLiteral("csv"),
                          QCoreApplication::translate("cga::cli", "Write the raw samples as CSV ('-' for stdout)."),
                          QStringLiteral("file")});
        parser.addOption({QStringLiteral("png"), QCoreApplication::translate("cga::cli", "Write the charts as PNG."),
                          QStringLiteral("file")});
        parser.addOption({QStringLiteral("pdf"), QCoreApplication::translate("cga::cli", "Write the charts as PDF."),
                          QStringLiteral("file")});
        parser.addOption({QStringLiteral("warmup-steps"),
                          QCoreApplication::translate("cga::cli",
                                                      "Training logs: cuda_graph_warmup_steps when the log does not "
                                                      "print it (default 3)."),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("impl"),
                          QCoreApplication::translate("cga::cli",
                                                      "Training logs: cuda_graph_impl when the log does not show it "
                                                      "(none for an eager run)."),
                          QStringLiteral("impl")});
        parser.addOption({QStringLiteral("log-interval"),
                          QCoreApplication::translate("cga::cli",
                                                      "Training logs: logger.log_interval when the log does not "
                                                      "print it."),
                          QStringLiteral("N")});
        int code = 0;
        if (!parse(parser, args, &code))
            return code;

        const QStringList files = parser.positionalArguments();
        if (files.isEmpty()) {
            err() << QCoreApplication::translate("cga::cli", "Nothing to report: give result JSON files or logs.")
                  << Qt::endl;
            return 2;
        }
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QLatin1String("text") && format != QLatin1String("json")) {
            err() << QCoreApplication::translate("cga::cli", "Unknown format '%1'; use text or json.").arg(format)
                  << Qt::endl;
            return 2;
        }
        ClassifierOptions options;
        if (!intOption(parser, QStringLiteral("warmup-steps"), 0, &options.warmupSteps)
            || !intOption(parser, QStringLiteral("log-interval"), 1, &options.logInterval))
            return 2;
        options.impl = parser.value(QStringLiteral("impl"));

        int status = 0;
        QList<ReportInput> inputs;
        for (const QString& f : files) {
            ReportInput in;
            QString error;
            if (!ReportInput::load(f, options, &in, &error)) {
                err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
                status = 2;
                continue;
            }
            inputs << in;
        }
        const ResultReport report = ResultReport::build(inputs);
        for (const QString& e : report.errors) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(e) << Qt::endl;
            status = 2;
        }

        if (format == QLatin1String("json"))
            out() << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
        else
            printText(report);
        out().flush();

        if (parser.isSet(QStringLiteral("csv")) && !writeCsv(report, parser.value(QStringLiteral("csv"))))
            status = 2;
        for (const char* chart : {"png", "pdf"}) {
            const QString option = QString::fromLatin1(chart);
            if (parser.isSet(option) && !writeChart(report, parser.value(option), chart))
                status = 2;
        }
        return status;
    }

private:
    bool writeCsv(const ResultReport& report, const QString& path)
    {
        const QString text = report.combined.samplesCsv();
        if (path == QLatin1String("-")) {
            out() << text;
            out().flush();
            return true;
        }
        // Atomically, like every file cga writes: a full disk or an unwritable folder leaves the previous file.
        QString error;
        if (!AtomicWrite::write(path, text.toUtf8(), &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return false;
        }
        return true;
    }

    bool writeChart(const ResultReport& report, const QString& path, const char* format)
    {
        ReportChartExporter* exporter = ReportChartExporter::instance();
        if (!exporter) {
            err() << QCoreApplication::translate("cga::cli",
                                                 "error: %1: charts need the GUI build (cga with the chart views); "
                                                 "this build writes text, JSON and CSV only.")
                         .arg(path)
                  << Qt::endl;
            return false;
        }
        QString error;
        if (!exporter->exportCharts(report, path, QByteArray(format), &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return false;
        }
        return true;
    }

    void printText(const ResultReport& report)
    {
        const QString indent(QStringLiteral("  "));
        for (const ModeReport& m : report.modes) {
            QString what;
            if (!m.graphed)
                what = QCoreApplication::translate("cga::cli", "eager");
            else if (m.impl.isEmpty())
                what = QCoreApplication::translate("cga::cli", "graphed");
            else
                what = QCoreApplication::translate("cga::cli", "graphed: %1").arg(m.impl);
            if (m.warmupSteps >= 0)
                what += QStringLiteral(", ")
                    + QCoreApplication::translate("cga::cli", "warmup steps %1, log interval %2")
                          .arg(m.warmupSteps)
                          .arg(m.logInterval);
            out() << m.mode << "  [" << what << "]\n";
            out() << indent
                  << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                         .arg(QCoreApplication::translate("cga::cli", "phase"), -14)
                         .arg(QCoreApplication::translate("cga::cli", "n"), 7)
                         .arg(QCoreApplication::translate("cga::cli", "median ms"), 12)
                         .arg(QCoreApplication::translate("cga::cli", "IQR ms"), 10)
                         .arg(QCoreApplication::translate("cga::cli", "min ms"), 10)
                         .arg(QCoreApplication::translate("cga::cli", "max ms"), 10);
            for (int p = 0; p < 7; ++p) {
                const PhaseStats& s = m.phases[p];
                if (s.count == 0)
                    continue;
                out() << indent
                      << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                             .arg(BenchmarkResult::phaseTitle(static_cast<RunPhase>(p)), -14)
                             .arg(s.count, 7)
                             .arg(ms(s.median), 12)
                             .arg(ms(s.iqr()), 10)
                             .arg(ms(s.min), 10)
                             .arg(ms(s.max), 10);
            }
            if (m.graphed) {
                QStringList capture;
                if (std::isfinite(m.captureMs))
                    capture
                        << QCoreApplication::translate("cga::cli", "%1 ms printed or measured").arg(ms(m.captureMs));
                if (std::isfinite(m.captureIterationMs))
                    capture << QCoreApplication::translate("cga::cli", "capture iteration %1 ms")
                                   .arg(ms(m.captureIterationMs));
                if (std::isfinite(m.captureCostMs))
                    capture << QCoreApplication::translate("cga::cli", "one-time cost %1 ms").arg(ms(m.captureCostMs));
                if (!capture.isEmpty())
                    out() << indent
                          << QCoreApplication::translate("cga::cli", "capture: %1")
                                 .arg(capture.join(QStringLiteral(", ")))
                          << "\n";
            }
            if (m.graphableLayers >= 0)
                out() << indent
                      << QCoreApplication::translate("cga::cli", "graphable layers: %1").arg(m.graphableLayers) << "\n";
            if (std::isfinite(m.peakMemoryBytes))
                out() << indent
                      << QCoreApplication::translate("cga::cli", "peak memory: %1 GB")
                             .arg(QLocale::c().toString(m.peakMemoryBytes / 1e9, 'f', 2))
                      << "\n";
            out() << "\n";
        }
        if (!report.speedups.isEmpty()) {
            out() << QCoreApplication::translate("cga::cli", "Speedup (steady-state medians):") << "\n";
            for (const SpeedupReport& s : report.speedups) {
                out() << indent
                      << QCoreApplication::translate("cga::cli",
                                                     "%1 vs %2: %3x (%4 ms -> %5 ms, %6 ms saved per "
                                                     "iteration)")
                             .arg(s.graphMode, s.eagerMode,
                                  std::isfinite(s.speedup) ? QLocale::c().toString(s.speedup, 'f', 3)
                                                           : QStringLiteral("-"),
                                  ms(s.eagerMedianMs), ms(s.graphMedianMs), ms(s.savedMsPerIteration));
                if (std::isfinite(s.ciLow))
                    out() << QCoreApplication::translate("cga::cli", ", 95% interval %1-%2x")
                                 .arg(QLocale::c().toString(s.ciLow, 'f', 3), QLocale::c().toString(s.ciHigh, 'f', 3));
                out() << ", " << Statistics::verdictTitle(s.verdict);
                if (s.noGraphs)
                    out() << QCoreApplication::translate("cga::cli", " (no graph was made: the eager step ran)");
                if (std::isfinite(s.breakEvenIterations))
                    out() << QCoreApplication::translate("cga::cli", ", capture paid back after %1 iterations")
                                 .arg(QLocale::c().toString(s.breakEvenIterations, 'f', 1));
                out() << "\n";
            }
            out() << "\n";
        }
        if (!report.warnings.isEmpty()) {
            out() << QCoreApplication::translate("cga::cli", "Warnings:") << "\n";
            for (const QString& w : report.warnings)
                out() << indent << w << "\n";
        }
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::ReportCommand;
CGA_REGISTER_COMMAND(ReportCommand)
