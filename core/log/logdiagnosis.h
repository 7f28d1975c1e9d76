#pragma once

#include "log/iterationclassifier.h"
#include "log/logfinding.h"
#include "log/loglinereader.h"
#include "log/logsignature.h"
#include "log/tracebackcontext.h"
#include "log/traininglogparser.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>

#include <memory>
#include <string>

namespace cga {

struct DiagnosisOptions
{
    int warmupSteps = -1; // as for the classifier: -1 from the log, else 3
    QString impl; // as for the classifier
    int maxEvidence = 3; // evidence lines kept per finding
    double slowCaptureSeconds = 30.0; // PP-27 above this
};

// Finds the known failure signatures (LogSignature::all()) in training logs. Lines are matched in one pass, with
// the log's state at that line (capture in progress, the same rank's traceback, a py-spy dump); facts that need
// the whole log (a hang after the capture or at the end, zero grad norm on the first replay, ...) are checked when
// a file ends, from the same parse the benchmark reading uses. Findings are merged by signature across ranks and
// files.
class LogDiagnosis : public LogLineSink
{
    Q_DECLARE_TR_FUNCTIONS(cga::LogDiagnosis)

public:
    explicit LogDiagnosis(const DiagnosisOptions& options = {});
    ~LogDiagnosis() override;

    // Reads and diagnoses one file; false (with *error naming it) when it cannot be read.
    bool addFile(const QString& path, QString* error);
    void addText(const QByteArray& text, const QString& name);

    QList<LogFinding> findings() const; // errors first, then warnings, then info; by id inside
    bool hasError() const;
    QJsonObject toJson() const; // {"findings": [...]}

    void line(const LogLine& line) override;

private:
    struct Match
    {
        int row;
        int text;
        const char* end; // where the text ends in the line
    };

    void beginFile(const QString& name);
    void endFile(const LogLineReader& reader);
    void trackState(qint64 lineNo, const char* body, const char* end, int rank, const LogLine& line);
    void matchSignatures(const LogLine& line, const char* body, const char* end, int rank);
    bool conditionHolds(const LogSignature& sig, const char* body, const char* end, int rank, qint64 lineNo,
                        bool indented) const;
    // The row that explains a matched text: the first of `rows` (table order) whose condition holds; among rows
    // decided by traceback frames, the one whose frame is nearest the error. -1 when none holds.
    int explainingRow(const std::vector<int>& rows, const char* body, const char* end, int rank, qint64 lineNo,
                      bool indented) const;
    void checkRun(const TrainingRun& run);
    void checkEnd(const TrainingLog& log);
    void report(const LogSignature& sig, const QString& evidence, int rank, Severity severity);
    void report(const LogSignature& sig, const QString& evidence, int rank)
    {
        report(sig, evidence, rank, sig.severity);
    }
    QString evidence(qint64 lineNo, int rank, const QString& text) const;
    QString storedLine(qint64 lineNo) const; // evidence text of a remembered line, or a placeholder

    DiagnosisOptions m_options;

    // Per file.
    QString m_file;
    std::unique_ptr<TrainingLogParser> m_parser;
    TracebackContext m_traceback;
    QMap<qint64, QString> m_kept; // evidence texts of iteration / capture / config lines, bounded
    int m_keptIterations = 0;
    qint64 m_iterationsSeen = 0;
    int m_eventsSeen = 0;
    int m_runsSeen = 0;
    bool m_capturing = false;
    qint64 m_captureLine = 0;
    qint64 m_iterationsAfterCapture = 0;
    qint64 m_trainingDoneLine = 0;
    qint64 m_timeLimitLine = 0;
    qint64 m_watchdogTimeoutLine = 0;
    qint64 m_implLine = 0;
    bool m_errorInFile = false;

    // Over all files.
    QList<LogFinding> m_findings;
    QHash<QString, int> m_index; // id -> position in m_findings
    QHash<QString, QList<int>> m_evidenceRanks; // id -> ranks already shown in evidence
};

} // namespace cga
