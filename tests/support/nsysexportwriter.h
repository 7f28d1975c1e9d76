#pragma once

// Writes a ProfileTrace as an Nsight Systems SQLite export, with the tables and columns of real exports (schema
// 3.13.2 of Nsight Systems 2024.5 and 2.9.1 of 2022.2), so that a real PyTorch trace can be read through both
// readers and the analyses compared. Host ops become NVTX ranges named as torch.autograd.profiler.emit_nvtx()
// names them ("aten::mm, seq = 12, op_id = 40, sizes = []"), the ends of each forward-backward link sharing a
// sequence number; CUDA calls get their version suffix (cudaLaunchKernel_v7000); the 2.9 schema repeats each
// launch as a backtrace event, as such exports do.

#include "profile/profiletrace.h"

#include <QFile>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <cmath>

namespace cga::test {

class NsysExportWriter
{
public:
    enum class Schema { V3_13, V2_9 };

    static constexpr qint64 Pid = 4242;
    static constexpr qint64 OtherPid = 777;

    Schema schema = Schema::V3_13;
    bool withNvtx = true;
    bool torchOpRanges = true; // host ops as emit_nvtx ranges (else they are left out)
    int otherProcessKernels = 0; // kernels of a second process, which the reader must leave out
    QStringList skipColumns; // "TABLE.column" left out of the schema (an unknown schema)

    bool write(const ProfileTrace& t, const QString& path, QString* error)
    {
        QFile::remove(path);
        const QString name = QStringLiteral("nsys-writer-%1").arg(quintptr(this));
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            ok = db.open() && fill(db, t, error);
            if (!ok && error->isEmpty())
                *error = db.lastError().text();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }

    // The PyTorch trace at tracePath, read whole, written as an export at path.
    bool writeTrace(const QString& tracePath, const QString& path, QString* error)
    {
        ProfileTrace t;
        ProfileError e;
        ProfileReadOptions all;
        all.maxSteps = 0;
        if (!ProfileTrace::read(tracePath, &t, &e, all)) {
            *error = e.message;
            return false;
        }
        return write(t, path, error);
    }

    static qint64 globalId(qint64 pid, qint64 tid) { return (pid << 24) | (tid & 0xffffff); }
    static qint64 ns(double us) { return qint64(std::llround(us * 1000.0)); }

private:
    bool exec(QSqlDatabase& db, const QString& sql, QString* error)
    {
        QSqlQuery q(db);
        if (!q.exec(sql)) {
            *error = sql.left(80) + QStringLiteral(": ") + q.lastError().text();
            return false;
        }
        return true;
    }

    bool table(QSqlDatabase& db, const QString& name, const QStringList& columns, QString* error)
    {
        QStringList kept;
        for (const QString& c : columns)
            if (!skipColumns.contains(name + QLatin1Char('.') + c.section(QLatin1Char(' '), 0, 0)))
                kept << c;
        return exec(db, QStringLiteral("CREATE TABLE %1 (%2)").arg(name, kept.join(QStringLiteral(", "))), error);
    }

    bool insert(QSqlQuery& q, const QVariantList& values, QString* error)
    {
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, values[i]);
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
        return true;
    }

    QStringList has(const QString& table, const QStringList& columns) const
    {
        QStringList kept;
        for (const QString& c : columns)
            if (!skipColumns.contains(table + QLatin1Char('.') + c))
                kept << c;
        return kept;
    }

    bool prepare(QSqlQuery& q, const QString& table, const QStringList& columns, QString* error)
    {
        const QStringList kept = has(table, columns);
        QStringList marks;
        for (int i = 0; i < kept.size(); ++i)
            marks << QStringLiteral("?");
        if (!q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                           .arg(table, kept.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))))) {
            *error = q.lastError().text();
            return false;
        }
        m_kept = kept;
        m_all = columns;
        return true;
    }

    // The values of the kept columns, in order.
    QVariantList row(const QVariantList& all) const
    {
        QVariantList v;
        for (int i = 0; i < m_all.size(); ++i)
            if (m_kept.contains(m_all[i]))
                v << all[i];
        return v;
    }

    qint64 stringId(QSqlQuery& strings, const QString& s, QString* error)
    {
        const auto it = m_strings.constFind(s);
        if (it != m_strings.constEnd())
            return *it;
        const qint64 id = m_strings.size() + 1;
        m_strings.insert(s, id);
        strings.bindValue(0, id);
        strings.bindValue(1, s);
        if (!strings.exec())
            *error = strings.lastError().text();
        return id;
    }

    static QString versioned(const QString& call)
    {
        if (call.startsWith(QLatin1String("cudaLaunch")) || call.startsWith(QLatin1String("cudaMemcpyAsync"))
            || call.startsWith(QLatin1String("cudaMemsetAsync")) || call.startsWith(QLatin1String("cudaGraphLaunch")))
            return call + QStringLiteral("_v7000");
        if (call.startsWith(QLatin1String("cuda")))
            return call + QStringLiteral("_v3020");
        return call;
    }

    static int copyKind(const QString& name)
    {
        if (name.contains(QLatin1String("HtoD")))
            return 1;
        if (name.contains(QLatin1String("DtoH")))
            return 2;
        if (name.contains(QLatin1String("DtoD")))
            return 8;
        if (name.contains(QLatin1String("PtoP")))
            return 10;
        return 0;
    }

    bool createTables(QSqlDatabase& db, QString* error)
    {
        const bool v3 = schema == Schema::V3_13;
        const QString meta = v3 ? QStringLiteral("META_DATA_EXPORT") : QStringLiteral("EXPORT_META_DATA");
        if (!exec(db, QStringLiteral("CREATE TABLE %1 (name TEXT NOT NULL, value TEXT)").arg(meta), error)
            || !table(db, QStringLiteral("StringIds"),
                      {QStringLiteral("id INTEGER NOT NULL PRIMARY KEY"), QStringLiteral("value TEXT NOT NULL")},
                      error))
            return false;
        const QStringList metaRows = v3 ? QStringList{QStringLiteral("EXPORT_PRODUCT_VERSION=2024.5.1.113"),
                                                      QStringLiteral("EXPORT_SCHEMA_VERSION=3.13.2"),
                                                      QStringLiteral("EXPORT_SCHEMA_VERSION_MAJOR=3")}
                                        : QStringList{QStringLiteral("EXPORT_PRODUCT_VERSION=2022.2.1.31"),
                                                      QStringLiteral("EXPORT_SCHEMA_VERSION=2.9.1"),
                                                      QStringLiteral("EXPORT_SCHEMA_VERSION_MAJOR=2")};
        for (const QString& m : metaRows)
            if (!exec(db,
                      QStringLiteral("INSERT INTO %1 VALUES ('%2', '%3')")
                          .arg(meta, m.section(QLatin1Char('='), 0, 0), m.section(QLatin1Char('='), 1)),
                      error))
                return false;
        if (v3
            && (!exec(db,
                      QStringLiteral("CREATE TABLE ENUM_NSYS_EVENT_CLASS (id INTEGER NOT NULL PRIMARY KEY, name "
                                     "TEXT, label TEXT)"),
                      error)
                || !exec(db,
                         QStringLiteral("INSERT INTO ENUM_NSYS_EVENT_CLASS VALUES (0, "
                                        "'TRACE_PROCESS_EVENT_CUDA_RUNTIME', 'CUDA runtime'), (1, "
                                        "'TRACE_PROCESS_EVENT_CUDA_DRIVER', 'CUDA driver'), (67, "
                                        "'TRACE_PROCESS_EVENT_CUDABACKTRACE', 'CUDA backtrace')"),
                         error)))
            return false;
        const QStringList gpu
            = {QStringLiteral("start"),     QStringLiteral("end"),      QStringLiteral("deviceId"),
               QStringLiteral("contextId"), QStringLiteral("streamId"), QStringLiteral("correlationId"),
               QStringLiteral("globalPid")};
        m_kernel = gpu;
        m_kernel << QStringLiteral("demangledName") << QStringLiteral("shortName") << QStringLiteral("gridX")
                 << QStringLiteral("graphNodeId");
        m_runtime = {QStringLiteral("start"),       QStringLiteral("end"),           QStringLiteral("eventClass"),
                     QStringLiteral("globalTid"),   QStringLiteral("correlationId"), QStringLiteral("nameId"),
                     QStringLiteral("returnValue"), QStringLiteral("callchainId")};
        m_memcpy = gpu;
        m_memcpy << QStringLiteral("bytes") << QStringLiteral("copyKind");
        m_memset = gpu;
        m_memset << QStringLiteral("value") << QStringLiteral("bytes");
        m_nvtx = {QStringLiteral("start"),   QStringLiteral("end"),       QStringLiteral("eventType"),
                  QStringLiteral("rangeId"), QStringLiteral("category"),  QStringLiteral("color"),
                  QStringLiteral("text"),    QStringLiteral("globalTid"), QStringLiteral("endGlobalTid"),
                  QStringLiteral("textId"),  QStringLiteral("domainId")};
        const auto integers = [](const QStringList& c) {
            QStringList out;
            for (const QString& x : c)
                out << x + (x == QLatin1String("text") ? QStringLiteral(" TEXT") : QStringLiteral(" INTEGER"));
            return out;
        };
        if (!table(db, QStringLiteral("CUPTI_ACTIVITY_KIND_KERNEL"), integers(m_kernel), error)
            || !table(db, QStringLiteral("CUPTI_ACTIVITY_KIND_RUNTIME"), integers(m_runtime), error)
            || !table(db, QStringLiteral("CUPTI_ACTIVITY_KIND_MEMCPY"), integers(m_memcpy), error)
            || !table(db, QStringLiteral("CUPTI_ACTIVITY_KIND_MEMSET"), integers(m_memset), error)
            || (withNvtx && !table(db, QStringLiteral("NVTX_EVENTS"), integers(m_nvtx), error)))
            return false;
        return true;
    }

    bool fill(QSqlDatabase& db, const ProfileTrace& t, QString* error)
    {
        if (!createTables(db, error))
            return false;
        db.transaction();
        QSqlQuery strings(db);
        strings.prepare(QStringLiteral("INSERT INTO StringIds (id, value) VALUES (?, ?)"));

        // Sequence numbers from the forward-backward links, on the ops at their ends.
        QHash<QPair<qint64, qint64>, qint64> seqAt; // (tid, ts in ns) -> seq
        qint64 seq = 0;
        for (const FwdBwdLink& l : t.links) {
            ++seq;
            seqAt.insert({l.fwdTid, ns(l.fwdTs)}, seq);
            seqAt.insert({l.bwdTid, ns(l.bwdTs)}, seq);
        }
        QSqlQuery q(db);
        return writeNvtx(q, strings, t, seqAt, error) && writeRuntime(q, strings, t, error)
            && writeGpu(q, strings, t, error) && error->isEmpty() && db.commit();
    }

    bool writeNvtx(QSqlQuery& q, QSqlQuery& strings, const ProfileTrace& t,
                   const QHash<QPair<qint64, qint64>, qint64>& seqAt, QString* error)
    {
        const bool v3 = schema == Schema::V3_13;
        if (withNvtx) {
            if (!prepare(q, QStringLiteral("NVTX_EVENTS"), m_nvtx, error))
                return false;
            qint64 opId = 0;
            for (const TraceSpan& s : t.spans) {
                const bool op = s.kind == TraceSpan::Kind::CpuOp;
                if (s.kind != TraceSpan::Kind::Annotation && !(op && torchOpRanges))
                    continue;
                QString text = t.nameOf(s);
                if (op && !text.startsWith(QLatin1String("ProfilerStep#"))) {
                    const auto it = seqAt.constFind({s.tid, ns(s.ts)});
                    QString n = text;
                    if (it != seqAt.constEnd() && !text.contains(QLatin1String("Backward")))
                        n += QStringLiteral(", seq = %1").arg(*it);
                    else if (it != seqAt.constEnd())
                        n = QStringLiteral("%1, seq = %2").arg(text.section(QLatin1Char(' '), -1)).arg(*it);
                    text = n + QStringLiteral(", op_id = %1, sizes = []").arg(++opId);
                }
                // the newer schema keeps registered strings in StringIds, the text of the others inline
                const bool registered = v3 && s.kind == TraceSpan::Kind::Annotation;
                const QVariant textId = registered ? QVariant(stringId(strings, text, error)) : QVariant();
                if (!insert(
                        q,
                        row({ns(s.ts), ns(s.end()), 59, QVariant(), QVariant(), QVariant(),
                             registered ? QVariant() : QVariant(text), globalId(Pid, s.tid), QVariant(), textId, 0}),
                        error))
                    return false;
            }
        }
        return true;
    }

    bool writeRuntime(QSqlQuery& q, QSqlQuery& strings, const ProfileTrace& t, QString* error)
    {
        const bool v3 = schema == Schema::V3_13;
        if (!prepare(q, QStringLiteral("CUPTI_ACTIVITY_KIND_RUNTIME"), m_runtime, error))
            return false;
        for (const TraceSpan& s : t.spans) {
            if (s.kind != TraceSpan::Kind::Launch && s.kind != TraceSpan::Kind::Runtime)
                continue;
            const QString name = versioned(t.nameOf(s));
            const qint64 id = stringId(strings, name, error);
            const QVariant correlation = s.correlation >= 0 ? QVariant(s.correlation) : QVariant();
            if (!insert(q, row({ns(s.ts), ns(s.end()), 0, globalId(Pid, s.tid), correlation, id, 0, QVariant()}),
                        error))
                return false;
            if (!v3 && s.kind == TraceSpan::Kind::Launch
                && !insert(q,
                           row({ns(s.ts) - 300, ns(s.end()) + 200, 67, globalId(Pid, s.tid), correlation,
                                stringId(strings, t.nameOf(s), error), 0, 1}),
                           error))
                return false;
        }
        return true;
    }

    bool writeGpu(QSqlQuery& q, QSqlQuery& strings, const ProfileTrace& t, QString* error)
    {
        for (auto [kind, tableName, columns] :
             {std::tuple{TraceSpan::Kind::Kernel, QStringLiteral("CUPTI_ACTIVITY_KIND_KERNEL"), m_kernel},
              std::tuple{TraceSpan::Kind::Memcpy, QStringLiteral("CUPTI_ACTIVITY_KIND_MEMCPY"), m_memcpy},
              std::tuple{TraceSpan::Kind::Memset, QStringLiteral("CUPTI_ACTIVITY_KIND_MEMSET"), m_memset}}) {
            if (!prepare(q, tableName, columns, error))
                return false;
            for (const TraceSpan& s : t.spans) {
                if (s.kind != kind)
                    continue;
                QVariantList v = {ns(s.ts),
                                  ns(s.end()),
                                  0,
                                  1,
                                  s.stream,
                                  s.correlation >= 0 ? QVariant(s.correlation) : QVariant(),
                                  globalId(Pid, 0)};
                if (kind == TraceSpan::Kind::Kernel) {
                    const qint64 id = stringId(strings, t.nameOf(s), error);
                    v << id << stringId(strings, t.nameOf(s).section(QLatin1Char('<'), 0, 0), error) << 1 << QVariant();
                } else if (kind == TraceSpan::Kind::Memcpy) {
                    v << 4096 << copyKind(t.nameOf(s));
                } else {
                    v << 0 << 4096;
                }
                if (!insert(q, row(v), error))
                    return false;
            }
        }
        if (otherProcessKernels > 0) {
            if (!prepare(q, QStringLiteral("CUPTI_ACTIVITY_KIND_KERNEL"), m_kernel, error))
                return false;
            const qint64 id = stringId(strings, QStringLiteral("other_process_kernel"), error);
            for (int i = 0; i < otherProcessKernels; ++i)
                if (!insert(q,
                            row({qint64(i) * 1000, qint64(i) * 1000 + 500, 0, 1, 7, i + 1, globalId(OtherPid, 0), id,
                                 id, 1, QVariant()}),
                            error))
                    return false;
        }
        return true;
    }

    QHash<QString, qint64> m_strings;
    QStringList m_kept, m_all;
    QStringList m_kernel, m_runtime, m_memcpy, m_memset, m_nvtx;
};

} // namespace cga::test
