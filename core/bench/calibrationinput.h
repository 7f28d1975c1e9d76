#pragma once

#include "bench/benchmarkresult.h"

#include <QCoreApplication>
#include <QString>

namespace cga {

// cga-bench's --calibrate argument from a run of a real runner (Megatron-Core, PyTorch; docs/bench-protocol.md,
// "Calibration"): its eager and full-iteration steady medians, the eager step's launches when they were counted,
// and its whole-layer graph step (`local`, `layer`) with that step's graph replays, which fit the host cost of a
// replay. A cga-bench result cannot calibrate cga-bench.
class CalibrationInput
{
    Q_DECLARE_TR_FUNCTIONS(cga::CalibrationInput)

public:
    double eagerMs = 0; // steady median of the eager step
    double replayMs = 0; // steady median of the full-iteration replay
    int launches = -1; // launches of the eager step, -1 when the run did not count them
    double layerMs = -1; // steady median of the whole-layer graph step, -1 when the run has none
    int layerGraphs = 0; // graph replays of that step

    // "eager_ms=X,replay_ms=Y[,launches=N][,layer_ms=L,layer_graphs=M]"
    QString argument() const;

    // False with *error saying what is missing.
    static bool fromResult(const BenchmarkResult& result, CalibrationInput* out, QString* error);
    // The argument() of the calibration the result gives.
    static bool fromResult(const BenchmarkResult& result, QString* calibrate, QString* error);
};

} // namespace cga
