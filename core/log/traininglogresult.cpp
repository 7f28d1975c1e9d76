#include "log/traininglogresult.h"

#include "log/traininglogparser.h"

#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cga {

QString TrainingLogResult::modeName(const QString& file, int runIndex)
{
    QString name = QFileInfo(file).fileName();
    if (name.isEmpty())
        name = file;
    return runIndex == 0 ? name : name + QStringLiteral(" #") + QString::number(runIndex + 1);
}

TrainingLogResult TrainingLogResult::analyze(const TrainingLog& log, const ClassifierOptions& options)
{
    TrainingLogResult out;
    BenchmarkResult& r = out.result;
    r.environment.runner = QStringLiteral("training-log");
    r.environment.command = QStringList{log.file};
    r.environment.workload = QJsonObject{
        {QStringLiteral("file"), log.file}, {QStringLiteral("bytes"), log.bytes}, {QStringLiteral("lines"), log.lines}};

    if (log.looksBinary())
        r.warnings
            << tr("%1: %2 NUL bytes: this looks like a binary file, not a text log.").arg(log.file).arg(log.nulBytes);
    if (log.cutLines > 0)
        r.warnings << tr("%1: %2 line(s) longer than %3 bytes were cut.")
                          .arg(log.file)
                          .arg(log.cutLines)
                          .arg(LogLineReader::kMaxLineBytes);
    if (log.endedWithoutNewline)
        r.warnings << tr("%1: the last line (%2) has no line end: the log was cut or is still being written.")
                          .arg(log.file)
                          .arg(log.lines);

    bool complete = true;
    for (const TrainingRun& run : log.runs) {
        if (run.isEmpty())
            continue;
        RunSummary s = IterationClassifier::classify(run, options, modeName(log.file, run.index), log.file);
        ModeInfo& m = r.ensureMode(s.mode);
        m.graphed = s.graphed;
        m.captureMs = s.captureSeconds * 1000.0;
        m.peakMemoryBytes = s.maxReservedBytesBeforeCapture;
        if (!s.graphableLayers.isEmpty()) {
            qint64 total = 0; // each count is an int; their sum over ranks may not be (a corrupt log)
            for (int n : s.graphableLayers)
                total += n;
            m.graphableLayers = int(std::min<qint64>(total, std::numeric_limits<int>::max()));
        }
        for (const ClassifiedIteration& c : s.iterations) {
            Sample sample;
            sample.mode = s.mode;
            sample.phase = c.phase;
            sample.iteration = static_cast<int>(c.iteration);
            sample.wallMs = c.ms;
            sample.rank = c.rank;
            r.samples << sample;
        }
        for (const QString& w : s.warnings)
            r.warnings << s.mode + QStringLiteral(": ") + w;
        complete = complete && s.complete();
        out.runs << s;
    }
    r.complete = complete && !out.runs.isEmpty();
    qint64 timed = 0, iterations = 0;
    for (const Sample& sample : std::as_const(r.samples))
        timed += std::isfinite(sample.wallMs) ? 1 : 0;
    for (const TrainingRun& run : log.runs)
        iterations += static_cast<qint64>(run.iterations.size());
    if (!out.runs.isEmpty() && timed == 0) {
        // Iterations (and losses) but no time per step: an empty table would look like a result.
        r.errorCode = QStringLiteral("no_times");
        r.error = tr("%1: %n iteration line(s) read, but none gives the time of the step (no 'elapsed time per "
                     "iteration (ms)', 'train_step_timing in s' or 'Step Time' value): nothing to report.",
                     nullptr, static_cast<int>(std::min<qint64>(iterations, std::numeric_limits<int>::max())))
                      .arg(log.file);
    } else if (out.runs.isEmpty()) {
        r.errorCode = QStringLiteral("garbage");
        r.error = tr("%1: no iteration line and no Step Time line: not a Megatron training log, or it stops before "
                     "the first logged iteration.")
                      .arg(log.file);
    }
    return out;
}

bool TrainingLogResult::load(const QString& path, const ClassifierOptions& options, TrainingLogResult* out,
                             QString* error)
{
    TrainingLog log;
    if (!TrainingLogParser::parseFile(path, &log, error))
        return false;
    *out = analyze(log, options);
    return true;
}

} // namespace cga
