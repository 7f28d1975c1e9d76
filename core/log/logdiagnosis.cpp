#include "log/logdiagnosis.h"

#include "log/logscan.h"
#include "log/multipatternmatcher.h"
#include "log/rankprefix.h"

#include <QJsonArray>

#include <algorithm>

namespace cga {

using namespace logscan;

namespace {

// Marker texts share the matcher with the signatures; their ids start here.
enum Marker { MarkerBase = 1 << 20, MarkerTrainingDone, MarkerTimeLimit, MarkerWatchdogTimeout };

const std::vector<const char*> kCaptureFrames
    = {"make_graphed_callables", "create_cudagraphs", "full_cuda_graph.py", "torch/cuda/graphs.py", "capture_end"};
constexpr int kMaxKeptIterationLines = 24;

QByteArray normalised(const char* text)
{
    QByteArray out;
    bool prevSpace = false;
    for (const char* p = text; *p; ++p) {
        const bool space = *p == ' ' || *p == '\t';
        if (!(space && prevSpace))
            out += space ? ' ' : *p;
        prevSpace = space;
    }
    return out;
}

int severityRank(Severity s)
{
    return s == Severity::Error ? 0 : (s == Severity::Warning ? 1 : 2);
}

// "7.10 GiB" ending right before p, in bytes; -1 when there is none.
double sizeBefore(const char* begin, const char* p)
{
    while (p > begin && isSpace(p[-1]))
        --p;
    const char* unitEnd = p;
    while (p > begin && ((p[-1] >= 'A' && p[-1] <= 'Z') || (p[-1] >= 'a' && p[-1] <= 'z')))
        --p;
    const QByteArray unit(p, unitEnd - p);
    while (p > begin && isSpace(p[-1]))
        --p;
    const char* numEnd = p;
    while (p > begin && (isDigit(p[-1]) || p[-1] == '.'))
        --p;
    double v = 0;
    if (p == numEnd || !parseDouble(p, numEnd, &v))
        return -1;
    if (unit == "GiB")
        return v * 1024.0 * 1024.0 * 1024.0;
    if (unit == "MiB")
        return v * 1024.0 * 1024.0;
    if (unit == "KiB")
        return v * 1024.0;
    return unit == "bytes" ? v : -1;
}

// The line, or for a long line the part around the match, on UTF-8 character boundaries.
QString excerpt(const char* body, const char* end, const char* matchEnd)
{
    constexpr qsizetype kBefore = 220, kAfter = 80;
    if (end - body <= kBefore + kAfter)
        return QString::fromUtf8(body, end - body);
    const char* from = std::max(body, matchEnd - kBefore);
    const char* to = std::min(end, std::max(matchEnd, from + kBefore) + kAfter);
    while (from > body && from < to && (static_cast<unsigned char>(*from) & 0xC0) == 0x80)
        ++from;
    while (to < end && to > from && (static_cast<unsigned char>(*to) & 0xC0) == 0x80)
        --to;
    const QChar ellipsis(0x2026);
    return (from > body ? QString(ellipsis) : QString()) + QString::fromUtf8(from, to - from)
        + (to < end ? QString(ellipsis) : QString());
}

// Python source rather than output: a line of code quoted in a traceback, a pasted file or a diff ("+    raise
// ValueError(\"...\")", "-        \"moe cuda graph is only ...\""). The message it holds is what the code would print,
// not what this run printed.
bool isQuotedSource(const char* body, const char* end)
{
    const char* p = body;
    if (p < end && (*p == '+' || *p == '-') && p + 1 < end && p[1] != *p)
        p = skipSpaces(p + 1, end); // a diff line
    static const char* const kSource[]
        = {"raise ",         "assert ",          "f\"",           "f'",    "\"", "'", "logger.", "logging.",
           "warnings.warn(", "log_single_rank(", "print_rank_0(", "print("};
    for (const char* s : kSource) {
        const size_t n = std::strlen(s);
        if (static_cast<size_t>(end - p) >= n && std::memcmp(p, s, n) == 0)
            return true;
    }
    return false;
}

// A py-spy stack frame: "    func (path/file.py:123)".
bool isPySpyFrame(const char* body, const char* end)
{
    return end > body && end[-1] == ')' && find(body, end, " (") && find(body, end, ".py:")
        && !find(body, end, "File \"");
}

// The signature texts compiled once per process: one matcher for all texts and the markers, the normalised text
// of each matcher id, and for each id the rows that share its text (in table order).
struct SignatureIndex
{
    MultiPatternMatcher matcher{true};
    QHash<int, QByteArray> texts; // id = row * 64 + text
    QHash<int, std::vector<int>> candidates;

    SignatureIndex()
    {
        const std::vector<LogSignature>& table = LogSignature::all();
        for (int r = 0; r < static_cast<int>(table.size()); ++r) {
            for (int t = 0; t < static_cast<int>(table[r].texts.size()); ++t) {
                texts.insert(r * 64 + t, normalised(table[r].texts[t]));
                matcher.add(QByteArray(table[r].texts[t]), r * 64 + t);
            }
        }
        for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
            std::vector<int> rows;
            for (auto other = texts.cbegin(); other != texts.cend(); ++other)
                if (other.value() == it.value())
                    rows.push_back(other.key() / 64);
            std::sort(rows.begin(), rows.end());
            rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
            candidates.insert(it.key(), rows);
        }
        matcher.add("[after training is done]", MarkerTrainingDone);
        matcher.add("DUE TO TIME LIMIT", MarkerTimeLimit);
        matcher.add("Watchdog caught collective operation timeout", MarkerWatchdogTimeout);
        matcher.build();
    }

    static const SignatureIndex& instance()
    {
        static const SignatureIndex index;
        return index;
    }
};

} // namespace

LogDiagnosis::LogDiagnosis(const DiagnosisOptions& options)
    : m_options(options)
{
}

LogDiagnosis::~LogDiagnosis() = default;

bool LogDiagnosis::addFile(const QString& path, QString* error)
{
    beginFile(path);
    LogLineReader reader;
    const bool ok = reader.readFile(path, *this, error);
    endFile(reader);
    return ok;
}

void LogDiagnosis::addText(const QByteArray& text, const QString& name)
{
    beginFile(name);
    LogLineReader reader;
    reader.feed(text.constData(), text.size(), *this);
    reader.finish(*this);
    endFile(reader);
}

void LogDiagnosis::beginFile(const QString& name)
{
    m_file = name;
    m_parser = std::make_unique<TrainingLogParser>(name);
    m_traceback.clear();
    m_kept.clear();
    m_keptIterations = 0;
    m_iterationsSeen = 0;
    m_eventsSeen = 0;
    m_runsSeen = 0;
    m_capturing = false;
    m_captureLine = 0;
    m_iterationsAfterCapture = 0;
    m_trainingDoneLine = m_timeLimitLine = m_watchdogTimeoutLine = m_implLine = 0;
    m_errorInFile = false;
}

void LogDiagnosis::line(const LogLine& l)
{
    m_parser->line(l);
    const char* b = l.begin;
    const char* const e = trimEnd(b, l.end);
    const int rank = RankPrefix::strip(&b, e);
    const char* body = skipSpaces(b, e);
    if (body == e)
        return;
    trackState(l.number, body, e, rank, l);
    matchSignatures(l, b, e, rank);
}

void LogDiagnosis::trackState(qint64 lineNo, const char* body, const char* end, int rank, const LogLine& l)
{
    if (const TrainingRun* run = m_parser->currentRun()) {
        if (m_parser->runCount() != m_runsSeen) {
            m_runsSeen = m_parser->runCount();
            m_iterationsSeen = 0;
            m_eventsSeen = 0;
        }
        if (static_cast<qint64>(run->iterations.size()) > m_iterationsSeen) {
            m_iterationsSeen = static_cast<qint64>(run->iterations.size());
            m_capturing = false;
            if (m_captureLine > 0)
                ++m_iterationsAfterCapture;
            const IterationRecord& rec = run->iterations.back();
            if (m_keptIterations < kMaxKeptIterationLines || rec.gradNormNonFinite || rec.nanIterations > 0) {
                if (m_kept.size() < 4 * kMaxKeptIterationLines)
                    m_kept.insert(lineNo, l.text(300));
                ++m_keptIterations;
            }
        }
        for (; m_eventsSeen < run->captureEvents.size(); ++m_eventsSeen) {
            const CaptureEvent& ev = run->captureEvents[m_eventsSeen];
            switch (ev.kind) {
            case CaptureEvent::TeCaptureStart:
            case CaptureEvent::FullCaptureStart:
            case CaptureEvent::LocalCreating:
                m_capturing = true;
                break;
            case CaptureEvent::TeCaptureTime:
            case CaptureEvent::FullCaptureDone:
            case CaptureEvent::LocalBuilt:
                m_capturing = false;
                break;
            default:
                continue;
            }
            if (m_captureLine == 0)
                m_captureLine = ev.line;
            if (ev.line == lineNo)
                m_kept.insert(lineNo, l.text(300));
        }
        if (m_implLine == 0 && !run->config.impl.isEmpty()) {
            m_implLine = lineNo;
            m_kept.insert(lineNo, l.text(300));
        }
    }
    m_traceback.line(rank, lineNo, body, end);
}

void LogDiagnosis::matchSignatures(const LogLine& l, const char* b, const char* e, int rank)
{
    const SignatureIndex& index = SignatureIndex::instance();
    Match found[16];
    int count = 0;
    index.matcher.scan(b, e, [&](int id, const char* matchEnd) {
        if (id > MarkerBase) {
            qint64& marker = id == MarkerTrainingDone
                ? m_trainingDoneLine
                : (id == MarkerTimeLimit ? m_timeLimitLine : m_watchdogTimeoutLine);
            marker = l.number;
            m_kept.insert(l.number, l.text(300));
            return true;
        }
        const Match m{id / 64, id % 64, matchEnd};
        for (int i = 0; i < count; ++i)
            if (found[i].row == m.row && found[i].text == m.text)
                return true;
        if (count < 16)
            found[count++] = m;
        return true;
    });
    if (count == 0)
        return;

    const std::vector<LogSignature>& table = LogSignature::all();
    const char* body = skipSpaces(b, e);
    if (isQuotedSource(body, e))
        return;
    std::vector<int> picked;
    for (int i = 0; i < count; ++i) {
        const QByteArray text = index.texts.value(found[i].row * 64 + found[i].text);
        bool shadowed = false; // part of a longer text that matched too
        for (int j = 0; j < count && !shadowed; ++j) {
            const QByteArray other = index.texts.value(found[j].row * 64 + found[j].text);
            shadowed = other.size() > text.size() && other.contains(text);
        }
        if (shadowed)
            continue;
        const int row = explainingRow(index.candidates.value(found[i].row * 64 + found[i].text), body, e, rank,
                                      l.number, body > b);
        if (row >= 0 && std::find(picked.begin(), picked.end(), row) == picked.end())
            picked.push_back(row);
    }
    // Rows that share a text describe the same line differently (OOM during capture vs. OOM): keep the first.
    std::sort(picked.begin(), picked.end());
    std::vector<int> kept;
    for (int row : picked) {
        bool sibling = false;
        for (int k : kept)
            for (const char* t : table[row].texts)
                for (const char* u : table[k].texts)
                    sibling = sibling || std::strcmp(t, u) == 0;
        if (!sibling)
            kept.push_back(row);
    }
    for (int row : kept) {
        const char* at = e;
        for (int i = 0; i < count; ++i)
            if (found[i].row == row)
                at = std::min(at, found[i].end);
        report(table[row], evidence(l.number, rank, excerpt(body, e, at)), rank);
        // A crash ends the run; a stack dump of a stuck run does not.
        if (table[row].severity == Severity::Error && table[row].condition != LogSignature::Condition::PySpyFrame)
            m_errorInFile = true;
    }
}

int LogDiagnosis::explainingRow(const std::vector<int>& rows, const char* body, const char* end, int rank,
                                qint64 lineNo, bool indented) const
{
    const std::vector<LogSignature>& table = LogSignature::all();
    for (size_t i = 0; i < rows.size(); ++i) {
        const LogSignature& first = table[rows[i]];
        if (!conditionHolds(first, body, end, rank, lineNo, indented))
            continue;
        if (first.condition != LogSignature::Condition::Frames)
            return rows[i];
        // Several rows are told apart by the traceback: the frame nearest the error decides.
        int best = rows[i];
        int bestDepth = m_traceback.depth(rank, lineNo, first.frames);
        for (size_t j = i + 1; j < rows.size(); ++j) {
            const LogSignature& other = table[rows[j]];
            if (other.condition != LogSignature::Condition::Frames)
                continue;
            const int d = m_traceback.depth(rank, lineNo, other.frames);
            if (d > bestDepth) {
                best = rows[j];
                bestDepth = d;
            }
        }
        return best;
    }
    return -1;
}

bool LogDiagnosis::conditionHolds(const LogSignature& sig, const char* body, const char* end, int rank, qint64 lineNo,
                                  bool indented) const
{
    switch (sig.condition) {
    case LogSignature::Condition::None:
        return true;
    case LogSignature::Condition::Capturing:
        return m_capturing || m_traceback.has(rank, lineNo, kCaptureFrames);
    case LogSignature::Condition::Frames:
        return m_traceback.depth(rank, lineNo, sig.frames) >= 0;
    case LogSignature::Condition::PySpyFrame:
        return indented && isPySpyFrame(body, end);
    case LogSignature::Condition::Fragmentation: {
        // "Tried to allocate 9.27 GiB. ... and 7.10 GiB is reserved by PyTorch but unallocated."
        const char* tried = find(body, end, "Tried to allocate ");
        const char* reserved = find(body, end, " is reserved by PyTorch but unallocated");
        const char* dot = tried ? find(tried + 18, end, ". ") : nullptr;
        if (!tried || !reserved || !dot)
            return false;
        const double request = sizeBefore(tried + 18, dot);
        return request > 0 && sizeBefore(body, reserved) >= request;
    }
    }
    return false;
}

void LogDiagnosis::endFile(const LogLineReader& reader)
{
    const TrainingLog log = m_parser->finish(reader);
    for (const TrainingRun& run : log.runs)
        if (!run.isEmpty())
            checkRun(run);
    checkEnd(log);
    m_parser.reset();
}

void LogDiagnosis::checkRun(const TrainingRun& run)
{
    ClassifierOptions options;
    options.warmupSteps = m_options.warmupSteps;
    options.impl = m_options.impl;
    const RunSummary s = IterationClassifier::classify(run, options, QString(), m_file);

    const ClassifiedIteration* firstSteady = nullptr;
    const ClassifiedIteration* lastWarmup = nullptr;
    for (const ClassifiedIteration& c : s.iterations) {
        if (c.phase == RunPhase::Warmup)
            lastWarmup = &c;
        if (c.phase == RunPhase::Steady && !firstSteady)
            firstSteady = &c;
    }
    if (s.graphed && s.firstReplayGradNorm == 0 && firstSteady)
        report(*LogSignature::find(LogSignature::kZeroGradFirstReplay), storedLine(firstSteady->line),
               firstSteady->rank);

    if (s.nonFiniteGradNorms > 0 || s.nanIterations > 0) {
        const LogSignature& sig = *LogSignature::find(LogSignature::kNonFiniteGradNorm);
        for (const IterationRecord& r : run.iterations)
            if (r.gradNormNonFinite || r.nanIterations > 0)
                report(sig, storedLine(r.line), r.rank);
    }

    if (s.captureSeconds >= m_options.slowCaptureSeconds) {
        for (const CaptureEvent& e : run.captureEvents)
            if ((e.kind == CaptureEvent::TeCaptureTime && e.value >= m_options.slowCaptureSeconds)
                || (e.kind == CaptureEvent::LocalBuilt && e.seconds >= m_options.slowCaptureSeconds)) {
                report(*LogSignature::find(LogSignature::kSlowCapture), storedLine(e.line), e.rank);
                break;
            }
    }

    // Graphs configured, the loop went past the capture iteration, and no capture message at all.
    const bool nothingCaptured = s.graphed && s.implSource == FactSource::Printed && run.captureEvents.isEmpty()
        && s.lastIteration - s.startIteration >= s.warmupSteps + 2;
    if (nothingCaptured && m_implLine > 0)
        report(*LogSignature::find(LogSignature::kNothingCaptured), storedLine(m_implLine), -1);

    const PhaseStats& warm = s.stats(RunPhase::Warmup);
    const PhaseStats& steady = s.stats(RunPhase::Steady);
    if (s.graphed && !nothingCaptured && warm.count >= 2 && steady.count >= 3 && steady.median >= 0.98 * warm.median
        && lastWarmup && firstSteady) {
        const LogSignature& sig = *LogSignature::find(LogSignature::kNoSpeedup);
        report(sig, storedLine(lastWarmup->line), lastWarmup->rank);
        report(sig, storedLine(firstSteady->line), firstSteady->rank);
    }
}

void LogDiagnosis::checkEnd(const TrainingLog& log)
{
    // The capture ran and nothing came after it: no iteration, no error, no end of training.
    if (m_captureLine > 0 && m_iterationsAfterCapture == 0 && !m_errorInFile && m_trainingDoneLine == 0) {
        const LogSignature& sig = *LogSignature::find(LogSignature::kHangAfterCapture);
        const bool killed = m_timeLimitLine > 0 || m_watchdogTimeoutLine > 0;
        const Severity severity = killed ? Severity::Error : sig.severity;
        report(sig, storedLine(m_captureLine), -1, severity);
        if (m_timeLimitLine > 0 || m_watchdogTimeoutLine > 0)
            report(sig, storedLine(std::max(m_timeLimitLine, m_watchdogTimeoutLine)), -1, severity);
        else if (log.lastNonEmptyLine > m_captureLine)
            report(sig, evidence(log.lastNonEmptyLine, -1, log.lastNonEmptyText.trimmed().left(300)), -1, severity);
    }
    // Training finished, then the job was killed by the time limit or a collective timed out.
    const qint64 killedAt = std::max(m_timeLimitLine, m_watchdogTimeoutLine);
    if (m_trainingDoneLine > 0 && killedAt > m_trainingDoneLine) {
        const LogSignature& sig = *LogSignature::find(LogSignature::kHangAtEnd);
        report(sig, storedLine(m_trainingDoneLine), -1);
        report(sig, storedLine(killedAt), -1);
    }
}

QString LogDiagnosis::evidence(qint64 lineNo, int rank, const QString& text) const
{
    QString s = m_file + QLatin1Char(':') + QString::number(lineNo) + QStringLiteral(": ");
    if (rank >= 0)
        s += QStringLiteral("[rank ") + QString::number(rank) + QStringLiteral("] ");
    return s + text;
}

QString LogDiagnosis::storedLine(qint64 lineNo) const
{
    const QString text = m_kept.value(lineNo);
    const QString body = text.isEmpty() ? tr("(line not kept)") : text.trimmed();
    return evidence(lineNo, -1, body);
}

void LogDiagnosis::report(const LogSignature& sig, const QString& evidenceLine, int rank, Severity severity)
{
    const QString id = QString::fromLatin1(sig.id);
    auto it = m_index.constFind(id);
    if (it == m_index.cend()) {
        LogFinding f;
        f.id = id;
        f.painPoint = QString::fromLatin1(sig.painPoint);
        f.rule = sig.rule ? QString::fromLatin1(sig.rule) : QString();
        f.severity = severity;
        f.title = QCoreApplication::translate("cga::LogDiagnosis", sig.title);
        f.fix = QCoreApplication::translate("cga::LogDiagnosis", sig.fix);
        it = m_index.insert(id, static_cast<int>(m_findings.size()));
        m_findings.append(f);
    }
    LogFinding& f = m_findings[*it];
    ++f.occurrences;
    if (severityRank(severity) < severityRank(f.severity))
        f.severity = severity;
    if (rank >= 0 && !f.ranks.contains(rank)) {
        f.ranks.insert(std::lower_bound(f.ranks.begin(), f.ranks.end(), rank), rank);
    }
    QList<int>& shown = m_evidenceRanks[id];
    const bool rankShown = rank >= 0 && shown.contains(rank);
    if (f.evidence.size() < m_options.maxEvidence && !rankShown && !f.evidence.contains(evidenceLine)) {
        f.evidence << evidenceLine;
        if (rank >= 0)
            shown << rank;
    }
}

QList<LogFinding> LogDiagnosis::findings() const
{
    QList<LogFinding> out = m_findings;
    std::stable_sort(out.begin(), out.end(), [](const LogFinding& a, const LogFinding& b) {
        if (severityRank(a.severity) != severityRank(b.severity))
            return severityRank(a.severity) < severityRank(b.severity);
        return a.id < b.id;
    });
    return out;
}

bool LogDiagnosis::hasError() const
{
    for (const LogFinding& f : m_findings)
        if (f.isError())
            return true;
    return false;
}

QJsonObject LogDiagnosis::toJson() const
{
    QJsonArray array;
    for (const LogFinding& f : findings())
        array.append(f.toJson());
    return QJsonObject{{QStringLiteral("findings"), array}};
}

} // namespace cga
