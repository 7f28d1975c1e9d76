#include "command.h"
#include "log/logdiagnosis.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace cga::cli {

namespace {

// "0-7, 12" for a sorted rank list.
QString rankRanges(const QList<int>& ranks)
{
    QStringList parts;
    for (int i = 0; i < ranks.size();) {
        int j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        parts << (j > i ? QStringLiteral("%1-%2").arg(ranks[i]).arg(ranks[j]) : QString::number(ranks[i]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

class DiagnoseCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("diagnose"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "Find known CUDA-graph failures in training logs.");
    }

    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        parser.setApplicationDescription(QCoreApplication::translate(
            "cga::cli",
            "Reads Megatron Bridge / Megatron-LM training logs (one file or one per rank) and reports the known "
            "failure signatures with their pain point, the matching rule, the evidence lines and the fix. Exit "
            "status: 0 no error finding, 1 at least one error finding, 2 a file could not be read."));
        parser.addPositionalArgument(QStringLiteral("logs"), QCoreApplication::translate("cga::cli", "Log files."),
                                     QStringLiteral("LOG ..."));
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli", "Output format: text or json."),
                          QStringLiteral("text|json"), QStringLiteral("text")});
        parser.addOption({QStringLiteral("warmup-steps"),
                          QCoreApplication::translate("cga::cli",
                                                      "cuda_graph_warmup_steps of the run, when the log does not "
                                                      "print it (default 3)."),
                          QStringLiteral("N")});
        parser.addOption(
            {QStringLiteral("impl"),
             QCoreApplication::translate("cga::cli", "cuda_graph_impl of the run, when the log does not show it."),
             QStringLiteral("impl")});
        parser.addOption({QStringLiteral("max-evidence"),
                          QCoreApplication::translate("cga::cli", "Evidence lines per finding (default 3)."),
                          QStringLiteral("N"), QStringLiteral("3")});
        int code = 0;
        if (!parse(parser, args, &code))
            return code;

        const QStringList files = parser.positionalArguments();
        if (files.isEmpty()) {
            err() << QCoreApplication::translate("cga::cli", "Nothing to diagnose: give one or more log files.")
                  << Qt::endl;
            return 2;
        }
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QLatin1String("text") && format != QLatin1String("json")) {
            err() << QCoreApplication::translate("cga::cli", "Unknown format '%1'; use text or json.").arg(format)
                  << Qt::endl;
            return 2;
        }
        DiagnosisOptions options;
        options.impl = parser.value(QStringLiteral("impl"));
        if (!intOption(parser, QStringLiteral("warmup-steps"), 0, &options.warmupSteps)
            || !intOption(parser, QStringLiteral("max-evidence"), 1, &options.maxEvidence))
            return 2;

        LogDiagnosis diagnosis(options);
        bool unreadable = false;
        for (const QString& f : files) {
            QString error;
            if (!diagnosis.addFile(f, &error)) {
                err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
                unreadable = true;
            }
        }

        const QList<LogFinding> findings = diagnosis.findings();
        if (format == QLatin1String("json")) {
            out() << QJsonDocument(diagnosis.toJson()).toJson(QJsonDocument::Indented);
        } else if (findings.isEmpty()) {
            out() << QCoreApplication::translate("cga::cli", "No known failure signature found in %1.")
                         .arg(files.join(QStringLiteral(", ")))
                  << "\n";
        } else {
            printText(findings);
        }
        out().flush();
        if (unreadable)
            return 2;
        return diagnosis.hasError() ? 1 : 0;
    }

private:
    void printText(const QList<LogFinding>& findings)
    {
        int errors = 0, warnings = 0;
        for (const LogFinding& f : findings) {
            errors += f.severity == Severity::Error;
            warnings += f.severity == Severity::Warning;
        }
        out() << QCoreApplication::translate("cga::cli", "%1 finding(s): %2 error(s), %3 warning(s).")
                     .arg(findings.size())
                     .arg(errors)
                     .arg(warnings)
              << "\n";
        const QString indent(QStringLiteral("    "));
        for (const LogFinding& f : findings) {
            out() << "\n"
                  << Diagnostic::severityTitle(f.severity) << "  " << f.id << "  " << f.painPoint
                  << (f.rule.isEmpty() ? QString() : QStringLiteral("  ") + f.rule) << "  " << f.title << "\n";
            if (!f.ranks.isEmpty())
                out() << indent
                      << QCoreApplication::translate("cga::cli", "ranks %1, %2 line(s)")
                             .arg(rankRanges(f.ranks))
                             .arg(f.occurrences)
                      << "\n";
            else if (f.occurrences > 1)
                out() << indent << QCoreApplication::translate("cga::cli", "%1 line(s)").arg(f.occurrences) << "\n";
            for (const QString& e : f.evidence)
                out() << indent << e << "\n";
            out() << indent << QCoreApplication::translate("cga::cli", "fix: %1").arg(f.fix) << "\n";
        }
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::DiagnoseCommand;
CGA_REGISTER_COMMAND(DiagnoseCommand)
