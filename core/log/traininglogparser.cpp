#include "log/traininglogparser.h"

#include "log/logscan.h"
#include "log/multipatternmatcher.h"
#include "log/rankprefix.h"

namespace cga {

using namespace logscan;

namespace {

struct TriggerText
{
    const char* text;
    int trigger;
};

// A glog-style line of PyTorch's C++ logging: "[W1102 10:00:00.000 ProcessGroupNCCL.cpp:4715] ..." or
// "W1006 03:25:41.706000 3374946 torch/distributed/run.py:766] ...".
bool isGlogLine(const char* p, const char* end)
{
    if (p < end && *p == '[')
        ++p;
    if (end - p < 8 || (*p != 'I' && *p != 'W' && *p != 'E' && *p != 'F'))
        return false;
    return isDigit(p[1]) && isDigit(p[2]) && isDigit(p[3]) && isDigit(p[4]) && p[5] == ' ' && isDigit(p[6])
        && isDigit(p[7]);
}

} // namespace

// Building the matcher costs more than parsing a short log, and every parser of the process uses the same texts.
struct TrainingLogParser::TriggerTable
{
    MultiPatternMatcher matcher;
    int length[TriggerCount] = {};

    TriggerTable()
    {
        static const TriggerText kTriggers[] = {
            {"iteration ", Iteration},
            {"Step Time :", StepTime},
            {"iterations) memory (", MemoryLine},
            {"Theoretical memory footprints:", Theoretical},
            {" graphable layers", Graphable},
            {"No graphable layers found", NoGraphable},
            {"Start CUDA Graphs capture", TeStart},
            {"Time spent in CUDA Graphs capture on rank ", TeTime},
            {"Capture CUDA graph for training", FullStart},
            {"CUDA graph capture done for training", FullDone},
            {"Capture CUDA graph for validation", FullValidationStart},
            {"CUDA graph capture done for validation", FullValidationDone},
            {" CUDA graphs", CudaGraphsWord},
            {" cuda graph(s) in ", Built},
            {" graphs deleted with explicit reset", DeletedReset},
            {"Vision encoder CUDA graph enabled", VisionEnabled},
            {"VisionTECudaGraphHelper: Found ", VisionFound},
            {"successfully loaded checkpoint from", Resume},
            {"cuda_graph_warmup_steps", CfgWarmup},
            {"cuda-graph-warmup-steps", CfgWarmup},
            {"cuda_graph_impl", CfgImpl},
            {"cuda-graph-impl", CfgImpl},
            {"log_interval", CfgLogInterval},
            {"log-interval", CfgLogInterval},
            {"train_iters", CfgTrainIters},
            {"train-iters", CfgTrainIters},
            {"enable_cuda_graph", CfgEnableGraph},
            {"external_cuda_graph", CfgExternalGraph},
        };
        for (const TriggerText& t : kTriggers) {
            matcher.add(QByteArray(t.text), t.trigger);
            length[t.trigger] = static_cast<int>(std::strlen(t.text)); // spellings of one trigger: same length
        }
        matcher.build();
    }
};

const TrainingLogParser::TriggerTable& TrainingLogParser::triggerTable()
{
    static const TriggerTable table;
    return table;
}

TrainingLogParser::TrainingLogParser(const QString& file, double maxPlausibleTflops)
    : m_file(file)
    , m_maxTflops(maxPlausibleTflops)
    , m_triggers(triggerTable())
{
}

void TrainingLogParser::line(const LogLine& l)
{
    const char* b = l.begin;
    const char* const e = trimEnd(b, l.end);
    const int rank = RankPrefix::strip(&b, e);
    const char* t = skipSpaces(b, e);
    if (t == e)
        return;
    m_lastNonEmptyLine = l.number;
    m_lastNonEmptyText.assign(l.begin, static_cast<size_t>(std::min<qsizetype>(l.size(), 400)));
    if (isGlogLine(t, e))
        return; // PyTorch / NCCL C++ logging: never one of our records, and most of an all-ranks log

    bool matched = false;
    m_triggers.matcher.scan(t, e, [&](int trigger, const char* matchEnd) {
        const bool consumed = handle(trigger, t, matchEnd - m_triggers.length[trigger], matchEnd, e, rank, l.number);
        matched = matched || consumed;
        return !consumed || trigger >= CfgWarmup; // a config value does not end the line's other records
    });
    if (matched || rank >= 0)
        return;
    // Text that is not log output (an excerpt's prose): the next Step Time line starts a new segment.
    if (!m_runs.isEmpty() && !m_runs.last().stepTimes.empty() && m_runs.last().stepTimes.back().segment == m_segment)
        ++m_segment;
}

void TrainingLogParser::addEvent(CaptureEvent event)
{
    TrainingRun& r = run();
    event.iterationBefore = r.iterations.empty() ? 0 : r.iterations.back().iteration;
    if (r.captureEvents.size() < TrainingRun::kMaxCaptureEvents)
        r.captureEvents.append(event);
    else
        ++r.droppedRecords;
}

TrainingRun& TrainingLogParser::run()
{
    if (m_runs.isEmpty()) {
        m_runs.append(TrainingRun());
        if (m_hasPendingConfig) {
            m_runs.last().config = m_pendingConfig;
            m_hasPendingConfig = false;
        }
    }
    return m_runs.last();
}

TrainingRun& TrainingLogParser::startRun()
{
    TrainingRun next;
    next.index = static_cast<int>(m_runs.size());
    if (m_hasPendingConfig) {
        next.config = m_pendingConfig;
        m_pendingConfig = PrintedConfig();
        m_hasPendingConfig = false;
    }
    if (!m_runs.isEmpty()) {
        TrainingRun& prev = m_runs.last();
        const qint64 lastIterLine = prev.iterations.empty() ? 0 : prev.iterations.back().line;
        // Step Time lines printed before the first iteration line of the new run.
        std::vector<StepTimeRecord> moved;
        while (prev.stepTimes.size() > prev.iterations.size() && prev.stepTimes.back().line > lastIterLine) {
            moved.insert(moved.begin(), prev.stepTimes.back());
            prev.stepTimes.pop_back();
        }
        next.stepTimes = moved;
        // Set-up messages of the new run (graphable layers, capture before iteration 1).
        for (int i = 0; i < prev.captureEvents.size();) {
            const CaptureEvent& e = prev.captureEvents[i];
            if (e.line > lastIterLine && e.kind != CaptureEvent::GraphsDeleted
                && e.kind != CaptureEvent::FullValidationCapture) {
                CaptureEvent moved = e;
                moved.iterationBefore = 0;
                next.captureEvents.append(moved);
                prev.captureEvents.removeAt(i);
            } else {
                ++i;
            }
        }
    }
    m_runs.append(next);
    return m_runs.last();
}

PrintedConfig& TrainingLogParser::configTarget()
{
    if (!m_runs.isEmpty() && m_runs.last().iterations.empty())
        return m_runs.last().config;
    if (m_runs.isEmpty())
        return run().config;
    m_hasPendingConfig = true;
    return m_pendingConfig;
}

TrainingLog TrainingLogParser::finish(const LogLineReader& reader)
{
    TrainingLog log;
    log.file = m_file;
    log.bytes = reader.bytesRead();
    log.lines = reader.lineCount();
    log.cutLines = reader.cutLines();
    log.nulBytes = reader.nulBytes();
    log.endedWithoutNewline = reader.endedWithoutNewline();
    log.lastNonEmptyLine = m_lastNonEmptyLine;
    log.lastNonEmptyText
        = QString::fromUtf8(m_lastNonEmptyText.data(), static_cast<qsizetype>(m_lastNonEmptyText.size()));

    for (TrainingRun& r : m_runs) {
        // An excerpt of Step Time lines only: each segment is a run of its own.
        if (r.iterations.empty() && !r.stepTimes.empty() && r.stepTimes.front().segment != r.stepTimes.back().segment) {
            std::vector<StepTimeRecord> all = std::move(r.stepTimes);
            r.stepTimes.clear();
            TrainingRun part = r;
            part.stepTimes.clear();
            int segment = all.front().segment;
            for (const StepTimeRecord& s : all) {
                if (s.segment != segment && !part.stepTimes.empty()) {
                    part.firstLine = part.stepTimes.front().line;
                    part.lastLine = part.stepTimes.back().line;
                    log.runs.append(part);
                    part = TrainingRun();
                    segment = s.segment;
                }
                part.stepTimes.push_back(s);
            }
            part.firstLine = part.stepTimes.front().line;
            part.lastLine = part.stepTimes.back().line;
            log.runs.append(part);
            continue;
        }
        log.runs.append(r);
    }
    for (int i = 0; i < log.runs.size(); ++i)
        log.runs[i].index = i;
    return log;
}

bool TrainingLogParser::parseFile(const QString& path, TrainingLog* out, QString* error, double maxPlausibleTflops)
{
    TrainingLogParser parser(path, maxPlausibleTflops);
    LogLineReader reader;
    const bool ok = reader.readFile(path, parser, error);
    *out = parser.finish(reader);
    return ok;
}

TrainingLog TrainingLogParser::parseText(const QByteArray& text, const QString& name, double maxPlausibleTflops)
{
    TrainingLogParser parser(name, maxPlausibleTflops);
    LogLineReader reader;
    reader.feed(text.constData(), text.size(), parser);
    reader.finish(parser);
    return parser.finish(reader);
}

} // namespace cga
