// TrainingLogParser, the records of one line: iteration, Step Time, memory and theoretical-memory lines, graph
// capture messages and printed configuration values. The scanning pass and the runs are in traininglogparser.cpp.
#include "log/logscan.h"
#include "log/traininglogparser.h"

#include <cmath>
#include <limits>

namespace cga {

using namespace logscan;

namespace {

// A count read as a number ("number of nan iterations: 3"): NaN, infinities and values outside int, which a corrupt
// or hostile line may hold, are no count (converting them to int is undefined behaviour).
bool countFrom(double d, int* out)
{
    if (!(d >= 0 && d <= double(std::numeric_limits<int>::max())))
        return false;
    *out = static_cast<int>(d);
    return true;
}

bool keyIs(const char* k, size_t n, const char* lit)
{
    return std::strlen(lit) == n && std::memcmp(k, lit, n) == 0;
}

// A config value token: up to a space, comma, bracket or the end; quotes removed.
QString valueToken(const char* p, const char* end)
{
    p = skipSpaces(p, end);
    if (p < end && (*p == '"' || *p == '\''))
        ++p;
    const char* q = p;
    while (q < end && !isSpace(*q) && *q != ',' && *q != '"' && *q != '\'' && *q != ')' && *q != ']' && *q != '}')
        ++q;
    return QString::fromLatin1(p, q - p);
}

} // namespace

bool TrainingLogParser::handle(int trigger, const char* lineBegin, const char* matchBegin, const char* matchEnd,
                               const char* end, int rank, qint64 lineNo)
{
    switch (trigger) {
    case Iteration: {
        const bool parsed = parseIteration(matchEnd, end, rank, lineNo);
        noteIterationLine(lineBegin, matchEnd, end, rank, lineNo, parsed);
        return parsed;
    }
    case StepTime:
        return parseStepTime(matchEnd, end, rank, lineNo);
    case MemoryLine:
        return parseMemory(lineBegin, matchEnd, end, rank, lineNo);
    case Theoretical:
        return parseTheoretical(matchEnd, end);
    case ProgressBar:
        return parseProgressBar(lineBegin, end, rank, lineNo);
    case Resume: {
        const char* at = find(matchEnd, end, " at iteration ");
        long long n = -1;
        if (!at || !parseInt(at + 14, end, &n))
            return false;
        configTarget().resumedAt = n;
        return true;
    }
    default:
        break;
    }
    if (trigger >= CfgWarmup)
        return parseConfig(trigger, lineBegin, matchBegin, matchEnd, end);
    return parseCaptureEvent(trigger, lineBegin, matchBegin, matchEnd, end, rank, lineNo);
}

bool TrainingLogParser::parseCaptureEvent(int trigger, const char* lineBegin, const char* matchBegin,
                                          const char* matchEnd, const char* end, int rank, qint64 lineNo)
{
    CaptureEvent ev;
    ev.rank = rank;
    ev.line = lineNo;
    switch (trigger) {
    case Graphable: {
        const long long n = intBefore(lineBegin, matchBegin);
        if (n < 0)
            return false;
        if (find(lineBegin, matchBegin, "model chunk")) // the DEBUG per-chunk line repeats the count
            return true;
        if (const char* r = find(lineBegin, matchBegin, "Rank ")) {
            long long v = -1;
            if (parseInt(r + 5, matchBegin, &v))
                ev.rank = static_cast<int>(v);
        }
        ev.kind = CaptureEvent::GraphableLayers;
        ev.value = static_cast<double>(n);
        addEvent(ev);
        return true;
    }
    case NoGraphable:
        ev.kind = CaptureEvent::NoGraphableLayers;
        addEvent(ev);
        return true;
    case TeStart:
        ev.kind = CaptureEvent::TeCaptureStart;
        addEvent(ev);
        return true;
    case TeTime: {
        long long r = -1;
        const char* p = parseInt(matchEnd, end, &r);
        double seconds = kNaN;
        if (!p || p >= end || *p != ':' || !parseDouble(p + 1, end, &seconds))
            return false;
        ev.kind = CaptureEvent::TeCaptureTime;
        ev.rank = static_cast<int>(r);
        ev.value = seconds;
        addEvent(ev);
        return true;
    }
    case FullStart:
    case FullDone:
        ev.kind = trigger == FullStart ? CaptureEvent::FullCaptureStart : CaptureEvent::FullCaptureDone;
        addEvent(ev);
        return true;
    case FullValidationStart:
    case FullValidationDone:
        ev.kind = CaptureEvent::FullValidationCapture;
        addEvent(ev);
        return true;
    case CudaGraphsWord: {
        if (endsWith(lineBegin, matchBegin, "Deleting")) {
            ev.kind = CaptureEvent::GraphsDeleted;
            addEvent(ev);
            return true;
        }
        const long long n = intBefore(lineBegin, matchBegin);
        const char* creating = find(lineBegin, matchBegin, "Creating ");
        if (n < 0 || !creating)
            return false;
        ev.kind = CaptureEvent::LocalCreating;
        ev.value = static_cast<double>(n);
        addEvent(ev);
        return true;
    }
    case Built: {
        const long long n = intBefore(lineBegin, matchBegin);
        if (n < 0 || !find(lineBegin, matchBegin, "built"))
            return false;
        ev.kind = CaptureEvent::LocalBuilt;
        ev.value = static_cast<double>(n);
        parseDouble(matchEnd, end, &ev.seconds);
        if (const char* a = find(matchEnd, end, "allocated "))
            ev.allocated = valueToken(a + 10, end);
        if (const char* r = find(matchEnd, end, "reserved "))
            ev.reserved = valueToken(r + 9, end);
        if (ev.reserved.endsWith(QLatin1Char('.')))
            ev.reserved.chop(1);
        addEvent(ev);
        return true;
    }
    case DeletedReset: {
        ev.kind = CaptureEvent::GraphsDeleted;
        if (const char* r = find(lineBegin, matchBegin, "Rank ")) {
            long long v = -1;
            if (parseInt(r + 5, matchBegin, &v))
                ev.rank = static_cast<int>(v);
        }
        addEvent(ev);
        return true;
    }
    case VisionEnabled:
        ev.kind = CaptureEvent::VisionEnabled;
        addEvent(ev);
        return true;
    case VisionFound: {
        long long n = -1;
        if (!parseInt(matchEnd, end, &n))
            return false;
        ev.kind = CaptureEvent::VisionGraphableLayers;
        ev.value = static_cast<double>(n);
        addEvent(ev);
        return true;
    }
    default:
        return false;
    }
}

bool TrainingLogParser::parseIteration(const char* p, const char* end, int rank, qint64 lineNo)
{
    // "iteration {it:8d}/{train_iters:8d} | key: value | ..."
    long long it = 0, total = 0;
    p = parseInt(p, end, &it);
    if (!p || p >= end || *p != '/' || it < 0)
        return false;
    p = parseInt(p + 1, end, &total);
    if (!p)
        return false;

    IterationRecord rec;
    rec.iteration = it;
    rec.trainIters = total;
    rec.line = lineNo;
    rec.rank = rank;
    const char* lossKey = nullptr;
    size_t lossKeyLen = 0;
    while (p < end) {
        const char* bar = static_cast<const char*>(std::memchr(p, '|', end - p));
        const char* segEnd = bar ? bar : end;
        const char* k = skipSpaces(p, segEnd);
        p = bar ? bar + 1 : end;
        const char* colon = k < segEnd ? static_cast<const char*>(std::memchr(k, ':', segEnd - k)) : nullptr;
        if (!colon)
            continue;
        const size_t n = static_cast<size_t>(colon - k);
        const char* v = colon + 1;
        double d = kNaN;
        switch (n) {
        case 9:
            if (keyIs(k, n, "grad norm") && parseDouble(v, segEnd, &rec.gradNorm))
                rec.gradNormNonFinite = !std::isfinite(rec.gradNorm);
            break;
        case 10:
            if (keyIs(k, n, "loss scale"))
                continue;
            break;
        case 13:
            if (keyIs(k, n, "learning rate")) {
                parseDouble(v, segEnd, &rec.learningRate);
                continue;
            }
            break;
        case 22:
            // NeMo 2.0: "Training epoch 0, iteration 9/99 | ... | train_step_timing in s: 1.234 | ..."
            if (keyIs(k, n, "train_step_timing in s") && parseDouble(v, segEnd, &d) && std::isfinite(d))
                rec.elapsedMs = d * 1000.0;
            break;
        case 24:
            if (keyIs(k, n, "number of nan iterations") && parseDouble(v, segEnd, &d))
                countFrom(d, &rec.nanIterations);
            break;
        case 28:
            if (keyIs(k, n, "number of skipped iterations") && parseDouble(v, segEnd, &d))
                countFrom(d, &rec.skippedIterations);
            break;
        case 31:
            if (keyIs(k, n, "elapsed time per iteration (ms)"))
                parseDouble(v, segEnd, &rec.elapsedMs);
            break;
        case 32:
            if (keyIs(k, n, "throughput per GPU (TFLOP/s/GPU)") && parseDouble(v, segEnd, &rec.tflops))
                rec.tflopsImplausible = !(rec.tflops >= 0 && rec.tflops <= m_maxTflops);
            break;
        default:
            break;
        }
        // Loss keys: "lm loss", "mtp_1 loss", "load_balancing_loss", ... The run keeps the first one it sees.
        if (n >= 4 && std::memcmp(k + n - 4, "loss", 4) == 0 && !lossKey) {
            lossKey = k;
            lossKeyLen = n;
            parseDouble(v, segEnd, &rec.loss);
        }
    }

    TrainingRun* r = m_runs.isEmpty() ? nullptr : &m_runs.last();
    if (r && !r->iterations.empty()) {
        const IterationRecord& last = r->iterations.back();
        const bool otherRank = rank != m_reportingRank;
        if (it <= last.iteration && otherRank) {
            ++r->duplicateIterationLines;
            return true;
        }
        if (it <= last.iteration || total != last.trainIters)
            r = &startRun();
    }
    if (!r)
        r = &run();
    if (r->iterations.empty()) {
        m_reportingRank = rank;
        if (lossKey)
            r->lossKey = QString::fromLatin1(lossKey, static_cast<qsizetype>(lossKeyLen));
    } else if (lossKey && !r->lossKey.isEmpty()
               && (static_cast<size_t>(r->lossKey.size()) != lossKeyLen
                   || r->lossKey != QLatin1String(lossKey, static_cast<qsizetype>(lossKeyLen)))) {
        rec.loss = kNaN; // a different first loss key: not comparable
    }
    if (r->iterations.empty() && r->firstLine == 0)
        r->firstLine = lineNo;
    r->lastLine = lineNo;
    r->iterations.push_back(rec);
    return true;
}

bool TrainingLogParser::parseStepTime(const char* p, const char* end, int rank, qint64 lineNo)
{
    // "Step Time : {sec:.2f}s GPU utilization: {tf:.1f}MODEL_TFLOP/s/GPU"
    StepTimeRecord rec;
    p = parseDouble(p, end, &rec.seconds);
    if (!p || p >= end || *p != 's')
        return false;
    if (const char* u = find(p, end, "GPU utilization:")) {
        if (parseDouble(u + 16, end, &rec.tflops))
            rec.tflopsImplausible = !(rec.tflops >= 0 && rec.tflops <= m_maxTflops);
    }
    rec.line = lineNo;
    rec.rank = rank;
    rec.segment = m_segment;
    TrainingRun& r = run();
    if (r.firstLine == 0)
        r.firstLine = lineNo;
    r.lastLine = lineNo;
    r.stepTimes.push_back(rec);
    return true;
}

bool TrainingLogParser::parseProgressBar(const char* lineBegin, const char* end, int rank, qint64 lineNo)
{
    bool any = false;
    for (const char* seg = lineBegin; seg < end;) {
        const char* cr = static_cast<const char*>(std::memchr(seg, '\r', end - seg));
        const char* segEnd = cr ? cr : end;
        const char* t = find(seg, segEnd, "train_step_timing in s=");
        const char* g = find(seg, segEnd, "global_step=");
        double seconds = kNaN, step = kNaN;
        if (t && g && parseDouble(t + 23, segEnd, &seconds) && parseDouble(g + 12, segEnd, &step)
            && std::isfinite(seconds) && step >= 0 && step < 1e15) {
            IterationRecord rec;
            rec.iteration = static_cast<long long>(step);
            rec.elapsedMs = seconds * 1000.0;
            rec.line = lineNo;
            rec.rank = rank;
            if (const char* l = find(seg, segEnd, "reduced_train_loss="))
                parseDouble(l + 19, segEnd, &rec.loss);
            // "| 10/100 [": the bar's total, else the run's.
            long long total = 0;
            if (const char* open = find(seg, segEnd, " [")) {
                const char* slash = open;
                while (slash > seg && slash[-1] != '/')
                    --slash;
                if (slash > seg)
                    parseInt(slash, open, &total);
            }
            TrainingRun& r = run();
            rec.trainIters = r.iterations.empty() ? total : r.iterations.back().trainIters;
            // A redraw of the step already read (or the NeMo line of the same step) adds nothing.
            if (r.iterations.empty() || rec.iteration > r.iterations.back().iteration) {
                if (r.iterations.empty()) {
                    m_reportingRank = rank;
                    r.lossKey = QStringLiteral("reduced_train_loss");
                    if (r.firstLine == 0)
                        r.firstLine = lineNo;
                }
                r.lastLine = lineNo;
                r.iterations.push_back(rec);
            }
            any = true;
        }
        seg = cr ? cr + 1 : end;
    }
    return any;
}

bool TrainingLogParser::parseMemory(const char* lineBegin, const char* matchEnd, const char* end, int rank,
                                    qint64 lineNo)
{
    // "[Rank r] (after N iterations) memory (GB) | key: v | ..." ([Rank r] was taken as the rank prefix)
    const char* after = find(lineBegin, matchEnd, "(after ");
    long long it = 0;
    if (!after || !parseInt(after + 7, matchEnd, &it))
        return false;
    MemoryRecord rec;
    rec.rank = rank;
    if (rank < 0 && after > lineBegin) {
        if (const char* r = find(lineBegin, after, "Rank ")) {
            long long v = -1;
            if (parseInt(r + 5, after, &v))
                rec.rank = static_cast<int>(v);
        }
    }
    rec.afterIteration = it;
    rec.line = lineNo;
    const char* close = matchEnd < end ? static_cast<const char*>(std::memchr(matchEnd, ')', end - matchEnd)) : nullptr;
    if (!close)
        return false;
    rec.unit = QString::fromLatin1(matchEnd, close - matchEnd);
    const char* p = close + 1;
    while (p < end) {
        const char* bar = static_cast<const char*>(std::memchr(p, '|', end - p));
        const char* segEnd = bar ? bar : end;
        const char* k = skipSpaces(p, segEnd);
        p = bar ? bar + 1 : end;
        const char* colon = k < segEnd ? static_cast<const char*>(std::memchr(k, ':', segEnd - k)) : nullptr;
        double v = kNaN;
        if (colon && parseDouble(colon + 1, segEnd, &v))
            rec.values.append({QString::fromLatin1(k, colon - k), v});
    }
    TrainingRun& r = run();
    if (r.memory.size() < TrainingRun::kMaxMemoryRecords)
        r.memory.append(rec);
    else
        ++r.droppedRecords;
    return true;
}

bool TrainingLogParser::parseTheoretical(const char* p, const char* end)
{
    // "weight and optimizer={x:.2f} MB[, activation={y:.2f} MB, total={z:.2f} MB]"
    const char* w = find(p, end, "weight and optimizer=");
    if (!w)
        return false;
    TrainingRun& r = run();
    parseDouble(w + 21, end, &r.theoreticalWeightOptimizerMb);
    if (const char* a = find(w, end, "activation="))
        parseDouble(a + 11, end, &r.theoreticalActivationMb);
    if (const char* t = find(w, end, "total="))
        parseDouble(t + 6, end, &r.theoreticalTotalMb);
    return true;
}

bool TrainingLogParser::parseConfig(int trigger, const char* lineBegin, const char* matchBegin, const char* matchEnd,
                                    const char* end)
{
    // "  cuda_graph_impl: transformer_engine" (config dump), "  cuda_graph_impl ....... transformer_engine"
    // (Megatron-LM arguments), "model.cuda_graph_impl=..." / "--cuda-graph-impl ..." (command lines).
    const bool atStart = matchBegin == lineBegin;
    const bool qualified = (matchBegin > lineBegin && matchBegin[-1] == '.')
        || (matchBegin - lineBegin >= 2 && matchBegin[-1] == '-' && matchBegin[-2] == '-');
    if (!atStart && !qualified)
        return false;
    const char* p = skipSpaces(matchEnd, end);
    if (p < end && (*p == ':' || *p == '=')) {
        ++p;
    } else if (p < end && *p == '.') {
        while (p < end && *p == '.')
            ++p;
    } else if (!(qualified && p > matchEnd)) {
        return false;
    }
    const QString value = valueToken(p, end);
    if (value.isEmpty())
        return false;
    PrintedConfig& c = configTarget();
    bool ok = false;
    switch (trigger) {
    case CfgWarmup: {
        const int w = value.toInt(&ok);
        if (ok && c.warmupSteps < 0)
            c.warmupSteps = w;
        break;
    }
    case CfgImpl:
        if (c.impl.isEmpty() || c.impl == QLatin1String("none"))
            c.impl = value;
        break;
    case CfgLogInterval: {
        const int v = value.toInt(&ok);
        if (ok && c.logInterval < 0)
            c.logInterval = v;
        break;
    }
    case CfgTrainIters: {
        const qint64 v = value.toLongLong(&ok);
        if (ok && c.trainIters < 0)
            c.trainIters = v;
        break;
    }
    case CfgEnableGraph:
    case CfgExternalGraph:
        if ((value == QLatin1String("true") || value == QLatin1String("True")) && c.impl.isEmpty())
            c.impl = trigger == CfgEnableGraph ? QStringLiteral("local") : QStringLiteral("transformer_engine");
        break;
    default:
        return false;
    }
    return true;
}

} // namespace cga
