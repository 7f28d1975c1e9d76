#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>
#include <vector>

namespace cga {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// One per-iteration line (spec e.1). Values that the line does not carry are NaN / -1.
struct IterationRecord
{
    qint64 iteration = 0;
    qint64 trainIters = 0;
    qint64 line = 0;
    double elapsedMs = kNaN; // "elapsed time per iteration (ms)": the interval average
    double tflops = kNaN; // "throughput per GPU (TFLOP/s/GPU)" as printed
    double loss = kNaN; // the first loss key of the run (usually "lm loss")
    double gradNorm = kNaN; // nan / inf are kept as such
    double learningRate = kNaN;
    int skippedIterations = -1; // "number of skipped iterations" (in the interval)
    int nanIterations = -1; // "number of nan iterations" (in the interval)
    int rank = -1; // the rank prefix of the line, -1 without one
    bool tflopsImplausible = false; // above the plausible maximum: not trusted
    bool gradNormNonFinite = false; // "grad norm: nan" / "inf"
};

// "Step Time : 4.65s GPU utilization: 59892.5MODEL_TFLOP/s/GPU" (rank 0, once per logged iteration).
struct StepTimeRecord
{
    double seconds = kNaN;
    double tflops = kNaN;
    qint64 line = 0;
    int rank = -1;
    int segment = 0; // step-time-only excerpts: a new segment starts after text that is not log output
    bool tflopsImplausible = false;
};

// "[Rank r] (after N iterations) memory (GB) | mem-allocated-gigabytes: v | ..." (spec e.2), or the older
// "memory (MB) | allocated: v | max allocated: v | reserved: v | max reserved: v".
struct MemoryRecord
{
    int rank = -1;
    qint64 afterIteration = 0;
    qint64 line = 0;
    QString unit; // "GB" or "MB" as printed
    QList<QPair<QString, double>> values; // every key in print order, incl. the upstream typo mem-alloc-retires
    double value(const QString& key) const;
    double bytes(const QString& key) const; // value in bytes (GB = 1e9, MB = 2^20), NaN when absent
};

// One message of the graph machinery (spec e.4).
struct CaptureEvent
{
    enum Kind {
        GraphableLayers, // TE: "Rank r: N graphable layers."  (value = N)
        NoGraphableLayers, // TE: "No graphable layers found. Skipping CUDA graph capture."
        TeCaptureStart, // TE: "Start CUDA Graphs capture..."
        TeCaptureTime, // TE: "Time spent in CUDA Graphs capture on rank r: Xs"  (value = seconds)
        FullCaptureStart, // full_iteration: "Capture CUDA graph for training!!!"
        FullCaptureDone, // full_iteration: "CUDA graph capture done for training!!!"
        FullValidationCapture, // full_iteration: the same for validation
        LocalCreating, // local: "Creating N CUDA graphs"  (value = N)
        LocalBuilt, // local: "> built N cuda graph(s) in X sec, with total memory usage: allocated a, reserved b."
        GraphsDeleted, // "Deleting CUDA graphs" / TE "Rank r: a graphs deleted with explicit reset, ..."
        VisionEnabled, // "Vision encoder CUDA graph enabled with seq_length=n"
        VisionGraphableLayers // "VisionTECudaGraphHelper: Found N graphable ..."
    };
    Kind kind = TeCaptureStart;
    int rank = -1; // the rank the message names, else its prefix, else -1
    double value = kNaN; // count or seconds, see Kind
    double seconds = kNaN; // LocalBuilt: build time
    QString allocated, reserved; // LocalBuilt: memory as printed
    qint64 line = 0;
    qint64 iterationBefore = 0; // the last iteration number logged in the run before this message (0: none)
};

// Start-up facts printed by the run itself (config dump, Megatron-LM argument list, checkpoint loading).
struct PrintedConfig
{
    int warmupSteps = -1; // cuda_graph_warmup_steps
    QString impl; // cuda_graph_impl, or "local"/"transformer_engine" from the legacy enable_/external_cuda_graph
    int logInterval = -1; // log_interval
    qint64 trainIters = -1; // train_iters
    qint64 resumedAt = -1; // "successfully loaded checkpoint from ... at iteration N"
};

// One training run inside a log: the iterations from the start of the loop to the end (or to the next restart).
struct TrainingRun
{
    int index = 0; // 0-based position in the log
    qint64 firstLine = 0;
    qint64 lastLine = 0;
    std::vector<IterationRecord> iterations;
    std::vector<StepTimeRecord> stepTimes;
    QList<MemoryRecord> memory; // capped at kMaxMemoryRecords
    QList<CaptureEvent> captureEvents; // capped at kMaxCaptureEvents
    PrintedConfig config;
    double theoreticalWeightOptimizerMb = kNaN; // "Theoretical memory footprints: weight and optimizer=x MB"
    double theoreticalActivationMb = kNaN;
    double theoreticalTotalMb = kNaN;
    QString lossKey; // the loss the iterations carry in IterationRecord::loss ("lm loss")
    int duplicateIterationLines = 0; // iteration lines of other ranks that repeat a logged iteration
    int droppedRecords = 0; // memory lines and capture messages beyond the caps

    static constexpr int kMaxMemoryRecords = 4096;
    static constexpr int kMaxCaptureEvents = 4096;

    bool isEmpty() const { return iterations.empty() && stepTimes.empty(); }
    bool hasEvent(CaptureEvent::Kind kind) const;
    const CaptureEvent* firstEvent(CaptureEvent::Kind kind) const;
};

// Everything read from one log file.
struct TrainingLog
{
    QString file;
    qint64 bytes = 0;
    qint64 lines = 0;
    qint64 cutLines = 0; // lines longer than the reader's cap
    qint64 nulBytes = 0;
    bool endedWithoutNewline = false; // truncated last line
    qint64 lastNonEmptyLine = 0; // number of the last line with text
    QString lastNonEmptyText; // its text (for hang evidence)
    QList<TrainingRun> runs;

    bool looksBinary() const { return nulBytes > 0 && nulBytes * 100 > bytes; }
};

} // namespace cga
