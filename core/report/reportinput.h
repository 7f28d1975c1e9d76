#pragma once

#include "bench/benchmarkresult.h"
#include "log/iterationclassifier.h"
#include "log/runsummary.h"

#include <QCoreApplication>

namespace cga {

// One file given to `cga report`: a benchmark result (JSON written by a runner), or a training log (or Megatron-LM
// functional-test golden values) read as one.
struct ReportInput
{
    Q_DECLARE_TR_FUNCTIONS(cga::ReportInput)

public:
    enum class Kind { TrainingLog, ResultJson };

    QString path;
    Kind kind = Kind::TrainingLog;
    BenchmarkResult result;
    QList<RunSummary> runs; // training logs: one per run, in mode order
    // A runner's output: what could not be read as its protocol (stray lines, cut lines); also in result.warnings.
    QStringList problems;

    // Tells the two kinds apart by content (a JSON object vs. text). False, with *error naming the file (and the
    // line for malformed JSON), when the file cannot be read or is not a result of a supported version.
    static bool load(const QString& path, const ClassifierOptions& options, ReportInput* out, QString* error);
};

} // namespace cga
