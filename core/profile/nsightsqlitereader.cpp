#include "profile/nsightsqlitereader.h"

#include "profile/nsightexport.h"
#include "profile/stepmarkers.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <cmath>
#include <limits>

namespace cga {

namespace {

constexpr const char* Kernels = NsightExport::Kernels;
constexpr const char* Runtime = NsightExport::Runtime;
constexpr const char* Memcpy = NsightExport::Memcpy;
constexpr const char* Memset = NsightExport::Memset;
constexpr const char* Nvtx = NsightExport::Nvtx;
constexpr const char* Strings = NsightExport::Strings;

// NVTX event types that are ranges with an end: NvtxPushPopRange, NvtxStartEndRange, and their NVTXT forms.
constexpr char NvtxRangeTypes[] = "59, 60, 70, 71";

constexpr double Inf = std::numeric_limits<double>::infinity();

// CUPTI's memcpy kinds (CUpti_ActivityMemcpyKind), named as the PyTorch profiler names its copies.
QString memcpyName(qint64 kind)
{
    static const char* names[]
        = {"Memcpy",      "Memcpy HtoD", "Memcpy DtoH", "Memcpy HtoA", "Memcpy AtoH", "Memcpy AtoA",
           "Memcpy AtoD", "Memcpy DtoA", "Memcpy DtoD", "Memcpy HtoH", "Memcpy PtoP"};
    return QString::fromLatin1(kind >= 0 && kind < qint64(std::size(names)) ? names[kind] : names[0]);
}

struct Window
{
    double start = -Inf;
    double hostEnd = Inf;
    double gpuEnd = Inf;
};

class ProgressShare
{
public:
    ProgressShare(const ProfileReadOptions& options, double from, double to, qint64 rows)
        : m_progress(options.progress)
        , m_from(from)
        , m_to(to)
        , m_rows(std::max<qint64>(1, rows))
    {
    }
    bool row()
    {
        if (!m_progress || (++m_done & 0xffff) != 0)
            return true;
        return m_progress(m_from + (m_to - m_from) * std::min(1.0, double(m_done) / double(m_rows)));
    }
    bool done() const { return !m_progress || m_progress(m_to); }

private:
    std::function<bool(double)> m_progress;
    double m_from, m_to;
    qint64 m_rows;
    qint64 m_done = 0;
};

// One read of one export: the connection (its own name, so readers on several threads never share one), the
// tables it has and the process it reads.
// Reads the rows of one export into the trace: the step markers and their window first, then NVTX ranges, CUDA
// calls and GPU work of the chosen process inside the window.
class NsightRows
{
public:
    NsightRows(const QString& path, ProfileTrace* out, ProfileError* error, const ProfileReadOptions& options)
        : m_path(path)
        , m_out(out)
        , m_error(error)
        , m_options(options)
        , m_x(path, out, error)
    {
    }

    bool read();

private:
    bool findWindow(Window* window);
    bool readNvtx(const Window& w, ProgressShare* progress);
    bool readRuntime(const Window& w, ProgressShare* progress);
    bool readGpu(const char* table, TraceSpan::Kind kind, const Window& w, ProgressShare* progress);
    bool cancelled()
    {
        return m_x.fail(ProfileError::Kind::Cancelled,
                        NsightSqliteReader::tr("Reading %1 was cancelled.").arg(QFileInfo(m_path).fileName()));
    }

    QString m_path;
    ProfileTrace* m_out;
    ProfileError* m_error;
    const ProfileReadOptions& m_options;
    NsightExport m_x;
};

bool NsightRows::findWindow(Window* window)
{
    StepMarkers markers(m_options.stepMarker, m_options.wholeTrace);
    {
        QSqlQuery q(m_x.db());
        if (!q.exec(QStringLiteral("SELECT min(start), max(end) FROM %1 WHERE 1 = 1%2")
                        .arg(QLatin1String(Runtime), m_x.pidClause("globalTid"))))
            return m_x.failQuery(q);
        if (q.next() && !q.isNull(0))
            markers.addHostTime(q.value(0).toLongLong() / 1000.0, q.value(1).toLongLong() / 1000.0);
    }
    const QString name
        = m_x.hasColumn(Nvtx, "textId") ? QStringLiteral("COALESCE(n.text, s.value)") : QStringLiteral("n.text");
    const QString from = m_x.hasColumn(Nvtx, "textId")
        ? QStringLiteral("%1 n LEFT JOIN %2 s ON s.id = n.textId").arg(QLatin1String(Nvtx), QLatin1String(Strings))
        : QStringLiteral("%1 n").arg(QLatin1String(Nvtx));
    const QString ranges = QStringLiteral("n.eventType IN (%1) AND n.end IS NOT NULL%2")
                               .arg(QLatin1String(NvtxRangeTypes), m_x.pidClause("n.globalTid"));
    if (m_x.has(Nvtx)) {
        QSqlQuery q(m_x.db());
        q.setForwardOnly(true);
        QString marker = QStringLiteral("substr(%1, 1, 13) = 'ProfilerStep#' OR substr(%1, 1, 15) = "
                                        "'Optimizer.step#' OR instr(%1, 'training_step_') > 0")
                             .arg(name);
        if (!m_options.stepMarker.isEmpty())
            marker += QStringLiteral(" OR substr(%1, 1, length(:marker)) = :marker").arg(name);
        q.prepare(QStringLiteral("SELECT n.start, n.end, %1, n.globalTid FROM %2 WHERE %3 AND (%4)")
                      .arg(name, from, ranges, marker));
        if (!m_options.stepMarker.isEmpty())
            q.bindValue(QStringLiteral(":marker"), m_options.stepMarker);
        if (!q.exec())
            return m_x.failQuery(q);
        while (q.next())
            markers.addRange(q.value(2).toString(), q.value(0).toLongLong() / 1000.0, q.value(1).toLongLong() / 1000.0,
                             q.value(3).toLongLong());
    }
    StepMarkers::Rule rule;
    std::vector<StepMarkers::Step> steps;
    qint64 tid = 0;
    if (!markers.steps(&rule, &steps, &tid)) {
        QStringList repeated;
        if (m_x.has(Nvtx)) {
            QSqlQuery q(m_x.db());
            if (q.exec(QStringLiteral("SELECT %1 AS r, count(*) FROM %2 WHERE %3 AND r IS NOT NULL AND "
                                      "instr(r, ', seq = ') = 0 AND instr(r, ', sizes = ') = 0 GROUP BY r "
                                      "HAVING count(*) > 1 ORDER BY count(*) DESC LIMIT 3")
                           .arg(name, from, ranges)))
                while (q.next())
                    repeated << NsightSqliteReader::tr("%1 (%2 times)")
                                    .arg(q.value(0).toString())
                                    .arg(q.value(1).toLongLong());
        }
        m_out->stepHint = repeated.isEmpty()
            ? NsightSqliteReader::tr("The export has no NVTX range that repeats: push one around each step "
                                     "(torch.cuda.nvtx.range_push; Megatron Bridge names them training_step_N), "
                                     "and trace NVTX (nsys profile --trace=cuda,nvtx).")
            : NsightSqliteReader::tr("NVTX ranges that repeat in the export: %1.")
                  .arg(repeated.join(QStringLiteral(", ")));
        return false;
    }
    m_out->stepsInTrace = int(steps.size());
    const int maxSteps = m_out->maxSteps;
    if (maxSteps <= 0 || int(steps.size()) <= maxSteps)
        return true;
    m_out->windowed = true;
    window->start = rule == StepMarkers::Rule::OptimizerStep ? -Inf : steps.front().start;
    window->hostEnd = steps[std::size_t(maxSteps) - 1].end;
    if (maxSteps + 1 < int(steps.size()))
        window->gpuEnd = steps[std::size_t(maxSteps) + 1].end;
    return true;
}

bool NsightRows::readNvtx(const Window& w, ProgressShare* progress)
{
    const bool textId = m_x.hasColumn(Nvtx, "textId");
    QSqlQuery q(m_x.db());
    q.setForwardOnly(true);
    const QString sql
        = QStringLiteral("SELECT n.start, n.end, %1, n.globalTid FROM %2 WHERE n.eventType IN (%3) AND n.end IS NOT "
                         "NULL%4%5 ORDER BY n.start")
              .arg(textId ? QStringLiteral("COALESCE(n.text, s.value)") : QStringLiteral("n.text"),
                   textId ? QStringLiteral("%1 n LEFT JOIN %2 s ON s.id = n.textId")
                                .arg(QLatin1String(Nvtx), QLatin1String(Strings))
                          : QStringLiteral("%1 n").arg(QLatin1String(Nvtx)),
                   QLatin1String(NvtxRangeTypes), m_x.pidClause("n.globalTid"),
                   m_x.timeClause("n.start", w.start, w.hostEnd));
    if (!q.exec(sql))
        return m_x.failQuery(q);
    const StepMarkers markers(m_options.stepMarker);
    QHash<qint64, QPair<double, qint64>> forward; // seq -> the first forward op that carries it
    int ops = 0;
    while (q.next()) {
        if (!progress->row())
            return cancelled();
        const QString text = q.value(2).toString();
        if (text.isEmpty())
            continue;
        TraceSpan s;
        s.ts = q.value(0).toLongLong() / 1000.0;
        s.dur = std::max(0.0, q.value(1).toLongLong() / 1000.0 - s.ts);
        s.tid = q.value(3).toLongLong();
        QString op;
        qint64 seq = -1;
        const bool recorded = NsightSqliteReader::torchOp(text, &op, &seq);
        if (recorded && !markers.marks(op) && NsightSqliteReader::isHostOp(op, seq)) {
            s.kind = TraceSpan::Kind::CpuOp;
            s.name = m_out->intern(op);
            ++ops;
            if (seq >= 0) {
                if (!op.contains(QLatin1String("Backward"))) {
                    if (!forward.contains(seq))
                        forward.insert(seq, {s.ts, s.tid});
                } else if (const auto f = forward.constFind(seq); f != forward.constEnd()) {
                    m_out->links.push_back({f->first, f->second, s.ts, s.tid});
                }
            }
        } else {
            s.kind = TraceSpan::Kind::Annotation; // a step marker, record_function, Megatron's or the user's own
            s.name = m_out->intern(recorded ? op : text);
        }
        m_out->spans.push_back(s);
        ++m_out->eventCount;
    }
    if (ops == 0)
        m_out->notes << NsightSqliteReader::tr("The export has no NVTX ranges of PyTorch ops, so the scopes (attn, "
                                               "mlp, router) cannot be placed: profile under "
                                               "torch.autograd.profiler.emit_nvtx() (Megatron-LM: --profile with "
                                               "--record-shapes) to have them.");
    return true;
}

bool NsightRows::readRuntime(const Window& w, ProgressShare* progress)
{
    QSqlQuery q(m_x.db());
    q.setForwardOnly(true);
    const QString sql = QStringLiteral("SELECT r.start, r.end, s.value, r.globalTid, r.correlationId FROM %1 r JOIN "
                                       "%2 s ON s.id = r.nameId WHERE r.eventClass IN (%3)%4%5 ORDER BY r.start")
                            .arg(QLatin1String(Runtime), QLatin1String(Strings), m_x.apiClasses(),
                                 m_x.pidClause("r.globalTid"), m_x.timeClause("r.start", w.start, w.hostEnd));
    if (!q.exec(sql))
        return m_x.failQuery(q);
    QSet<qint64> seen;
    QHash<QString, qint32> names; // by the versioned name, so each distinct call is cut once
    while (q.next()) {
        if (!progress->row())
            return cancelled();
        TraceSpan s;
        if (!q.isNull(4)) {
            s.correlation = q.value(4).toLongLong();
            if (seen.contains(s.correlation))
                continue; // the same call, told twice
            seen.insert(s.correlation);
        }
        const QString raw = q.value(2).toString();
        auto name = names.constFind(raw);
        if (name == names.constEnd())
            name = names.insert(raw, m_out->intern(NsightSqliteReader::apiName(raw)));
        s.name = *name;
        s.ts = q.value(0).toLongLong() / 1000.0;
        s.dur = std::max(0.0, q.value(1).toLongLong() / 1000.0 - s.ts);
        s.tid = q.value(3).toLongLong();
        s.kind = m_out->isLaunchName(s.name) ? TraceSpan::Kind::Launch : TraceSpan::Kind::Runtime;
        m_out->spans.push_back(s);
        ++m_out->eventCount;
    }
    return true;
}

bool NsightRows::readGpu(const char* table, TraceSpan::Kind kind, const Window& w, ProgressShare* progress)
{
    if (!m_x.has(table))
        return true;
    QSqlQuery q(m_x.db());
    q.setForwardOnly(true);
    QString name = QStringLiteral("NULL");
    QString from = QLatin1String(table) + QStringLiteral(" g");
    if (kind == TraceSpan::Kind::Kernel) {
        name = QStringLiteral("s.value");
        from += QStringLiteral(" JOIN %1 s ON s.id = g.%2").arg(QLatin1String(Strings), m_x.kernelNameColumn());
    } else if (kind == TraceSpan::Kind::Memcpy) {
        name = QStringLiteral("g.copyKind");
    }
    const QString sql
        = QStringLiteral("SELECT g.start, g.end, %1, g.streamId, g.correlationId FROM %2 WHERE 1 = 1%3%4")
              .arg(name, from, m_x.pidClause("g.globalPid"), m_x.timeClause("g.start", w.start, w.gpuEnd));
    if (!q.exec(sql))
        return m_x.failQuery(q);
    const qint32 memset = m_out->intern(QStringLiteral("Memset"));
    QHash<qint64, qint32> copies;
    while (q.next()) {
        if (!progress->row())
            return cancelled();
        TraceSpan s;
        s.kind = kind;
        s.ts = q.value(0).toLongLong() / 1000.0;
        s.dur = std::max(0.0, q.value(1).toLongLong() / 1000.0 - s.ts);
        s.stream = qint32(q.value(3).toLongLong());
        s.correlation = q.isNull(4) ? -1 : q.value(4).toLongLong();
        if (kind == TraceSpan::Kind::Kernel) {
            s.name = m_out->intern(q.value(2).toString());
        } else if (kind == TraceSpan::Kind::Memcpy) {
            const qint64 k = q.value(2).toLongLong();
            auto c = copies.constFind(k);
            if (c == copies.constEnd())
                c = copies.insert(k, m_out->intern(memcpyName(k)));
            s.name = *c;
        } else {
            s.name = memset;
        }
        m_out->spans.push_back(s);
        ++m_out->eventCount;
    }
    return true;
}

bool NsightRows::read()
{
    m_out->path = m_path;
    m_out->bytes = QFileInfo(m_path).size();
    m_out->maxSteps = std::max(0, m_options.maxSteps);
    m_out->stepMarker = m_options.stepMarker;
    m_out->wholeTrace = m_options.wholeTrace;
    if (!m_x.open())
        return false;
    m_x.readMetaData();
    if (!m_x.checkColumns() || !m_x.choosePid())
        return false;
    Window w;
    if (!findWindow(&w))
        return !m_error->isError(); // no steps: the analysis says so, with the hint
    if (m_options.progress && !m_options.progress(0.05))
        return cancelled();
    const QString where = QStringLiteral(" WHERE 1 = 1");
    struct Part
    {
        const char* table;
        QString pid;
        const char* time;
    };
    const QList<Part> parts = {{Nvtx, m_x.pidClause("globalTid"), "start"},
                               {Runtime, m_x.pidClause("globalTid"), "start"},
                               {Kernels, m_x.pidClause("globalPid"), "start"},
                               {Memcpy, m_x.pidClause("globalPid"), "start"},
                               {Memset, m_x.pidClause("globalPid"), "start"}};
    double from = 0.05;
    for (const Part& p : parts) {
        if (!m_x.has(p.table))
            continue;
        const bool gpu = p.table != Nvtx && p.table != Runtime;
        const qint64 rows = m_options.progress
            ? m_x.count(QStringLiteral("SELECT count(*) FROM %1%2%3%4")
                            .arg(QLatin1String(p.table), where, p.pid,
                                 m_x.timeClause(p.time, w.start, gpu ? w.gpuEnd : w.hostEnd)))
            : 0;
        ProgressShare progress(m_options, from, from + 0.19, rows);
        from += 0.19;
        bool ok = true;
        if (p.table == Nvtx)
            ok = readNvtx(w, &progress);
        else if (p.table == Runtime)
            ok = readRuntime(w, &progress);
        else
            ok = readGpu(p.table,
                         p.table == Kernels      ? TraceSpan::Kind::Kernel
                             : p.table == Memcpy ? TraceSpan::Kind::Memcpy
                                                 : TraceSpan::Kind::Memset,
                         w, &progress);
        if (!ok)
            return false;
        if (!progress.done())
            return cancelled();
    }
    if (!m_x.has(Nvtx))
        m_out->notes << NsightSqliteReader::tr("The export has no NVTX_EVENTS table: NVTX was not traced "
                                               "(nsys profile --trace=cuda,nvtx).");
    return true;
}

} // namespace

bool NsightSqliteReader::isSqlite(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    static const QByteArray magic("SQLite format 3\0", 16);
    return f.read(16) == magic;
}

bool NsightSqliteReader::read(const QString& path, ProfileTrace* out, ProfileError* error,
                              const ProfileReadOptions& options)
{
    *out = ProfileTrace();
    *error = ProfileError();
    NsightRows rows(path, out, error, options);
    return rows.read();
}

QString NsightSqliteReader::apiName(const QString& name)
{
    static const QRegularExpression version(QStringLiteral("_v\\d+$"));
    QString n = name;
    n.remove(version);
    return n;
}

bool NsightSqliteReader::torchOp(const QString& range, QString* op, qint64* seq)
{
    *seq = -1;
    // PyTorch's getNvtxStr: "NAME, seq = N, op_id = M, sizes = [...], input_op_ids = [...]", each part optional
    static const QRegularExpression annotated(
        QStringLiteral("^(.+?), (?:(?:stashed )?seq ?= ?(\\d+)|op_id = |sizes = |input_op_ids = )"));
    const QRegularExpressionMatch m = annotated.match(range);
    if (m.hasMatch()) {
        *op = m.captured(1);
        if (m.capturedLength(2) > 0)
            *seq = m.captured(2).toLongLong();
        return true;
    }
    if (range.startsWith(QLatin1String("aten::"))) {
        *op = range;
        return true;
    }
    return false;
}

bool NsightSqliteReader::isHostOp(const QString& op, qint64 seq)
{
    // An op or autograd function (what a PyTorch trace calls a cpu_op) rather than a user scope (record_function,
    // Optimizer.step#, nccl:all_reduce): an aten or namespaced op, an autograd node, or anything with a sequence
    // number, which only ops that record autograd history get.
    return seq >= 0 || op.startsWith(QLatin1String("aten::")) || op.contains(QLatin1String("::"))
        || op.contains(QLatin1String("Backward"));
}

} // namespace cga
