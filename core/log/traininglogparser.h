#pragma once

#include "log/loglinereader.h"
#include "log/trainingrecords.h"

#include <QCoreApplication>

#include <string>

namespace cga {

// Reads a Megatron Bridge / Megatron-LM training log (spec section e) line by line and keeps what a benchmark
// needs: iteration lines, Step Time lines, memory lines, the theoretical-memory line, graph-capture messages and
// the printed configuration. All-ranks logs are handled: rank prefixes are stripped and remembered, repeated
// iteration lines of other ranks are counted, not duplicated. A hand-written scanner (one multi-pattern pass per
// line, then field scanning) does the work; no regular expression runs per line.
//
// NeMo 2.0 logs are read too: their "Training epoch E, iteration I/N | ... | train_step_timing in s: T" lines and
// Lightning progress bars (train_step_timing in s=T, global_step=I).
//
// Runs: a new run starts when the iteration number goes back (a restart in the same file) or train_iters changes.
// A log with Step Time lines but no iteration lines (an excerpt) is split into runs at text that is not log output.
class TrainingLogParser : public LogLineSink
{
    Q_DECLARE_TR_FUNCTIONS(cga::TrainingLogParser)

public:
    // Above this a TFLOP/s/GPU figure is flagged as implausible (no GPU comes close; the figure is then ignored).
    static constexpr double kDefaultMaxPlausibleTflops = 10000.0;

    explicit TrainingLogParser(const QString& file = QString(), double maxPlausibleTflops = kDefaultMaxPlausibleTflops);

    void line(const LogLine& line) override;
    // Ends the log: returns what was read (byte and line counts from the reader).
    TrainingLog finish(const LogLineReader& reader);

    // The run that lines go to now (nullptr before the first record); for line-by-line consumers.
    const TrainingRun* currentRun() const { return m_runs.isEmpty() ? nullptr : &m_runs.last(); }
    int runCount() const { return static_cast<int>(m_runs.size()); }

    // Reads a whole file. False (with *error naming the file) only when it cannot be read.
    static bool parseFile(const QString& path, TrainingLog* out, QString* error,
                          double maxPlausibleTflops = kDefaultMaxPlausibleTflops);
    // Reads a log held in memory (tests, pasted text).
    static TrainingLog parseText(const QByteArray& text, const QString& name = QStringLiteral("<text>"),
                                 double maxPlausibleTflops = kDefaultMaxPlausibleTflops);

private:
    enum Trigger {
        Iteration,
        StepTime,
        MemoryLine,
        Theoretical,
        Graphable,
        NoGraphable,
        TeStart,
        TeTime,
        FullStart,
        FullDone,
        FullValidationStart,
        FullValidationDone,
        CudaGraphsWord,
        Built,
        DeletedReset,
        VisionEnabled,
        VisionFound,
        Resume,
        ProgressBar,
        CfgWarmup,
        CfgImpl,
        CfgLogInterval,
        CfgTrainIters,
        CfgEnableGraph,
        CfgExternalGraph,
        TriggerCount
    };

    bool handle(int trigger, const char* lineBegin, const char* matchBegin, const char* matchEnd, const char* end,
                int rank, qint64 lineNo);
    // A graph-capture message (graphable layers, capture start/time/done, graphs built/deleted), added to the
    // run; false when the text around the trigger does not make one.
    bool parseCaptureEvent(int trigger, const char* lineBegin, const char* matchBegin, const char* matchEnd,
                           const char* end, int rank, qint64 lineNo);
    bool parseIteration(const char* p, const char* end, int rank, qint64 lineNo);
    bool parseStepTime(const char* p, const char* end, int rank, qint64 lineNo);
    // A PyTorch Lightning progress bar of NeMo 2.0 ("... global_step=9.000, ..., train_step_timing in s=1.230]"),
    // redrawn with carriage returns: one iteration per step it shows.
    bool parseProgressBar(const char* lineBegin, const char* end, int rank, qint64 lineNo);
    bool parseMemory(const char* lineBegin, const char* matchEnd, const char* end, int rank, qint64 lineNo);
    bool parseTheoretical(const char* p, const char* end);
    bool parseConfig(int trigger, const char* lineBegin, const char* matchBegin, const char* matchEnd, const char* end);
    void addEvent(CaptureEvent event);
    TrainingRun& run(); // the current run, created on demand
    TrainingRun& startRun(); // a new run; moves start-up records that came after the previous run's last iteration
    PrintedConfig& configTarget(); // the current run before its first iteration, else the next run's
    // Iteration lines broken across physical lines (a terminal or a log collector wrapping at a fixed width): an
    // iteration line that does not end with Megatron's closing '|' and lacks its time is joined with the lines
    // that follow until it does (at most kMaxWrapParts), then read again.
    void noteIterationLine(const char* lineBegin, const char* p, const char* end, int rank, qint64 lineNo,
                           bool parsed);
    bool continueWrappedLine(const char* b, const char* e, int rank);
    void finishWrap(); // reads the joined text of a wrapped iteration line
    static constexpr int kMaxWrapParts = 4;

    QString m_file;
    double m_maxTflops;
    struct TriggerTable; // the trigger texts compiled once per process
    static const TriggerTable& triggerTable();

    const TriggerTable& m_triggers;
    QList<TrainingRun> m_runs;
    PrintedConfig m_pendingConfig; // printed after a run's iterations: belongs to the next run
    bool m_hasPendingConfig = false;
    int m_reportingRank = -2; // the rank whose iteration lines the current run follows (-2: none yet)
    int m_segment = 0;
    qint64 m_lastNonEmptyLine = 0;
    std::string m_lastNonEmptyText;
    struct Wrap
    {
        bool active = false;
        bool pushed = false; // the first part made an iteration record (replaced when the joined text is read)
        std::string text; // from after "iteration "
        int rank = -1;
        qint64 line = 0;
        int parts = 0;
    } m_wrap;
    const char* m_rawEnd = nullptr; // the end of the current line before trailing spaces were trimmed
};

} // namespace cga
