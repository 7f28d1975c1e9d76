#include "command.h"
#include "profile/profilechartexporter.h"
#include "profile/profilereport.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace cga::cli {

namespace {

class ProfileCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("profile"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli",
                                           "Where an eager run's GPU waits for the host, and what graphs would win.");
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
            "Reads a profile of an eager run, a PyTorch profiler trace (Chrome trace JSON, *.pt.trace.json, gzipped "
            "or not) or an Nsight Systems SQLite export (nsys export --type sqlite), and prints per step the kernels, "
            "launches, GPU busy and idle time with the causes of the gaps, the split "
            "per scope (attn, mlp, moe_router, moe_preprocess, layer, full_iteration) and the step time a graph of "
            "each scope would reach. Exit status: 0 done, 2 the trace could not be read or holds no steps, or a "
            "chart could not be written."));
        parser.addPositionalArgument(
            QStringLiteral("trace"),
            QCoreApplication::translate("cga::cli", "The profiler trace or Nsight Systems export."),
            QStringLiteral("TRACE"));
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli", "Output format: text or json."),
                          QStringLiteral("text|json"), QStringLiteral("text")});
        parser.addOption({QStringLiteral("png"),
                          QCoreApplication::translate("cga::cli", "Write the timeline of the last step as PNG."),
                          QStringLiteral("file")});
        parser.addOption({QStringLiteral("pdf"),
                          QCoreApplication::translate("cga::cli", "Write the timeline of the last step as PDF."),
                          QStringLiteral("file")});
        parser.addOption({QStringLiteral("measured"),
                          QCoreApplication::translate("cga::cli",
                                                      "A measured step time to check the prediction against, in ms: "
                                                      "eager=MS, layer=MS, full_iteration=MS, attn=MS, ... "
                                                      "(repeatable)."),
                          QStringLiteral("scope=ms")});
        parser.addOption({QStringLiteral("steps"),
                          QCoreApplication::translate("cga::cli",
                                                      "Analyse at most N steps, the first ones (default %1); 0 "
                                                      "analyses every step, keeping the whole trace in memory.")
                              .arg(ProfileReadOptions::DefaultMaxSteps),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("step-marker"),
                          QCoreApplication::translate("cga::cli",
                                                      "The ranges whose name begins with NAME mark the steps (an "
                                                      "NVTX range or record_function of your own), instead of "
                                                      "ProfilerStep#, training_step_N or Optimizer.step#."),
                          QStringLiteral("NAME")});
        parser.addOption({QStringLiteral("whole-trace"),
                          QCoreApplication::translate("cga::cli",
                                                      "Analyse the whole trace as one step (a profile without step "
                                                      "markers).")});
        int code = 0;
        if (!parse(parser, args, &code))
            return code;
        const QStringList files = parser.positionalArguments();
        if (files.size() != 1) {
            err() << QCoreApplication::translate("cga::cli", "Give one profiler trace.") << Qt::endl;
            return 2;
        }
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QLatin1String("text") && format != QLatin1String("json")) {
            err() << QCoreApplication::translate("cga::cli", "Unknown format '%1'; use text or json.").arg(format)
                  << Qt::endl;
            return 2;
        }
        QMap<QString, double> measured;
        for (const QString& m : parser.values(QStringLiteral("measured"))) {
            const qsizetype eq = m.indexOf(QLatin1Char('='));
            bool ok = false;
            const double v = eq > 0 ? m.mid(eq + 1).toDouble(&ok) : 0;
            if (!ok || v <= 0) {
                err() << QCoreApplication::translate("cga::cli",
                                                     "error: --measured %1: expected scope=milliseconds, such as "
                                                     "eager=28.9")
                             .arg(m)
                      << Qt::endl;
                return 2;
            }
            measured.insert(m.left(eq), v);
        }

        ProfileReadOptions options;
        if (parser.isSet(QStringLiteral("steps"))) {
            bool ok = false;
            options.maxSteps = parser.value(QStringLiteral("steps")).toInt(&ok);
            if (!ok || options.maxSteps < 0) {
                err() << QCoreApplication::translate("cga::cli",
                                                     "error: --steps %1: expected a whole number of steps, 0 for all")
                             .arg(parser.value(QStringLiteral("steps")))
                      << Qt::endl;
                return 2;
            }
        }
        options.stepMarker = parser.value(QStringLiteral("step-marker"));
        options.wholeTrace = parser.isSet(QStringLiteral("whole-trace"));
        if (options.wholeTrace && !options.stepMarker.isEmpty()) {
            err() << QCoreApplication::translate("cga::cli", "error: give --step-marker or --whole-trace, not both")
                  << Qt::endl;
            return 2;
        }
        ProfileReport report;
        ProfileError error;
        if (!ProfileReport::load(files.front(), &report, &error, options)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error.message) << Qt::endl;
            return 2;
        }
        report.prediction.measuredMs = measured;
        if (format == QLatin1String("json"))
            out() << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
        else
            out() << report.text();
        out().flush();
        int status = 0;
        for (const char* chart : {"png", "pdf"}) {
            const QString option = QString::fromLatin1(chart);
            if (parser.isSet(option) && !writeChart(report, parser.value(option), chart))
                status = 2;
        }
        return status;
    }

private:
    bool writeChart(const ProfileReport& report, const QString& path, const char* format)
    {
        ProfileChartExporter* exporter = ProfileChartExporter::instance();
        if (!exporter) {
            err() << QCoreApplication::translate("cga::cli",
                                                 "error: %1: charts need the GUI build (cga with the chart views); "
                                                 "this build writes text, JSON and CSV only.")
                         .arg(path)
                  << Qt::endl;
            return false;
        }
        QString error;
        if (!exporter->exportTimeline(report, path, QByteArray(format), &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return false;
        }
        return true;
    }
};

CGA_REGISTER_COMMAND(ProfileCommand)

} // namespace

} // namespace cga::cli
