#include "log/traininglogparser.h"

#include "log/logscan.h"
#include "log/multipatternmatcher.h"
#include "log/rankprefix.h"

#include <cmath>

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

// Where Megatron's iteration line puts the word: at the start of the text or after its timestamp ("[...] ").
bool startsIterationLine(const char* lineBegin, const char* word)
{
    if (word < lineBegin)
        return false;
    if (word == lineBegin)
        return true;
    const char* q = word;
    while (q > lineBegin && isSpace(q[-1]))
        --q;
    return q == lineBegin || q[-1] == ']';
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
            {"train_step_timing in s=", ProgressBar},
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
    if (isGlogLine(t, e)) {
        finishWrap();
        return; // PyTorch / NCCL C++ logging: never one of our records, and most of an all-ranks log
    }
    m_rawEnd = l.end;
    if (m_wrap.active && continueWrappedLine(b, e, rank))
        return;

    bool matched = false;
    m_triggers.matcher.scan(t, e, [&](int trigger, const char* matchEnd) {
        const bool consumed = handle(trigger, t, matchEnd - m_triggers.length[trigger], matchEnd, e, rank, l.number);
        matched = matched || consumed;
        return !consumed || trigger >= CfgWarmup; // a config value does not end the line's other records
    });
    // A line wrapped right after the word: "[2026-03-01 10:00:01] iteration" + "       5/     100 | ...".
    if (!matched && !m_wrap.active && endsWith(t, e, "iteration") && startsIterationLine(t, e - 9)) {
        m_wrap = Wrap{true, false, std::string(e, static_cast<size_t>(l.end - e)), rank, l.number, 1};
        return;
    }
    if (matched || rank >= 0)
        return;
    // Text that is not log output (an excerpt's prose): the next Step Time line starts a new segment.
    if (!m_runs.isEmpty() && !m_runs.last().stepTimes.empty() && m_runs.last().stepTimes.back().segment == m_segment)
        ++m_segment;
}

void TrainingLogParser::noteIterationLine(const char* lineBegin, const char* p, const char* end, int rank,
                                          qint64 lineNo, bool parsed)
{
    if (m_wrap.active || (end > p && end[-1] == '|'))
        return;
    if (parsed) {
        const TrainingRun* r = currentRun();
        if (!r || r->iterations.empty() || r->iterations.back().line != lineNo)
            return; // not the record of this line
        // Megatron's own lines always end with '|' (a time read from a cut line may be cut too); NeMo's lines do
        // not, and are complete once they hold their time.
        const bool megatronFormat = find(p, end, "consumed samples:") || find(p, end, "elapsed time per iteration");
        if (!megatronFormat && !std::isnan(r->iterations.back().elapsedMs))
            return;
    } else {
        // Only the start of the header ("iteration        5/"): digits, spaces and '/', where an iteration line
        // starts (not "... checkpoint at iteration 5").
        if (!startsIterationLine(lineBegin, p - 10))
            return;
        for (const char* q = p; q < end; ++q)
            if (!isDigit(*q) && !isSpace(*q) && *q != '/')
                return;
    }
    m_wrap.active = true;
    m_wrap.pushed = parsed;
    m_wrap.text.assign(p, static_cast<size_t>(std::max(end, m_rawEnd) - p)); // with the spaces the wrap kept
    m_wrap.rank = rank;
    m_wrap.line = lineNo;
    m_wrap.parts = 1;
}

bool TrainingLogParser::continueWrappedLine(const char* b, const char* e, int rank)
{
    const char* t = skipSpaces(b, e);
    // A new log record (a timestamp, another rank, a known record) ends the wrapped line.
    const char* it = find(t, e, "iteration ");
    const char* afterIt = it ? skipSpaces(it + 10, e) : nullptr;
    const bool newRecord = rank != m_wrap.rank || (t < e && *t == '[') || (afterIt && afterIt < e && isDigit(*afterIt))
        || find(t, e, "Step Time :") || find(t, e, "Traceback");
    if (newRecord) {
        finishWrap();
        return false;
    }
    m_wrap.text.append(b, static_cast<size_t>(std::max(e, m_rawEnd) - b));
    ++m_wrap.parts;
    size_t last = m_wrap.text.find_last_not_of(" \t\r");
    const bool closed = last != std::string::npos && m_wrap.text[last] == '|';
    if (!closed && m_wrap.parts < kMaxWrapParts)
        return true;
    finishWrap();
    return true;
}

void TrainingLogParser::finishWrap()
{
    if (!m_wrap.active)
        return;
    m_wrap.active = false;
    if (m_wrap.parts < 2)
        return; // nothing was joined
    if (m_wrap.pushed && !m_runs.isEmpty() && !m_runs.last().iterations.empty()
        && m_runs.last().iterations.back().line == m_wrap.line)
        m_runs.last().iterations.pop_back();
    const char* p = m_wrap.text.data();
    parseIteration(p, p + m_wrap.text.size(), m_wrap.rank, m_wrap.line);
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
    finishWrap();
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
