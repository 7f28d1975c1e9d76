#pragma once

#include "bench/benchmarkresult.h"
#include "log/iterationclassifier.h"
#include "log/runsummary.h"
#include "log/trainingrecords.h"

#include <QCoreApplication>

namespace cga {

// A training log read as a benchmark: one classified summary per run and the BenchmarkResult the charts and
// reports use (runner "training-log", one mode per run, samples by phase). The parsed records are not kept.
struct TrainingLogResult
{
    Q_DECLARE_TR_FUNCTIONS(cga::TrainingLogResult)

public:
    QList<RunSummary> runs;
    BenchmarkResult result;

    static TrainingLogResult analyze(const TrainingLog& log, const ClassifierOptions& options = {});
    // Parses and analyzes a file. False (with *error naming the file) when it cannot be read; a file that holds no
    // iteration is read fine and reported through result.error / result.errorCode ("garbage").
    static bool load(const QString& path, const ClassifierOptions& options, TrainingLogResult* out, QString* error);
    // "train.log", then "train.log #2", ... for later runs in the same file.
    static QString modeName(const QString& file, int runIndex);
};

} // namespace cga
