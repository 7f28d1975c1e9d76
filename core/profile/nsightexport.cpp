#include "profile/nsightexport.h"

#include "profile/nsightsqlitereader.h"

#include <QAtomicInteger>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <cmath>

namespace cga {

namespace {

QAtomicInteger<int> s_connections = 0;

qint64 toNs(double us)
{
    return qint64(std::llround(us * 1000.0));
}

} // namespace

NsightExport::NsightExport(const QString& path, ProfileTrace* out, ProfileError* error)
    : m_path(path)
    , m_out(out)
    , m_error(error)
    , m_connection(QStringLiteral("cga-nsys-%1").arg(s_connections.fetchAndAddRelaxed(1)))
{
}

NsightExport::~NsightExport()
{
    const bool added = m_db.isValid();
    m_db = QSqlDatabase();
    if (added)
        QSqlDatabase::removeDatabase(m_connection);
}

bool NsightExport::fail(ProfileError::Kind kind, const QString& message)
{
    m_error->kind = kind;
    m_error->message = message;
    return false;
}

bool NsightExport::failQuery(const QSqlQuery& q)
{
    return fail(ProfileError::Kind::Garbled,
                NsightSqliteReader::tr("%1: the database cannot be read: %2").arg(m_path, q.lastError().text()));
}

bool NsightExport::open()
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(ProfileError::Kind::Io,
                    NsightSqliteReader::tr("%1 is an SQLite database, and Qt's SQLite driver (QSQLITE) is not "
                                           "installed: install the package libqt6sql6-sqlite.")
                        .arg(m_path));
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(m_path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!m_db.open())
        return fail(ProfileError::Kind::Io,
                    NsightSqliteReader::tr("%1: cannot open the database: %2").arg(m_path, m_db.lastError().text()));
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
        return failQuery(q);
    while (q.next())
        m_tables.insert(q.value(0).toString());
    for (const char* t : {Kernels, Runtime, Memcpy, Memset, Nvtx, Strings}) {
        if (!has(t))
            continue;
        const QSqlRecord r = m_db.record(QLatin1String(t));
        QStringList names;
        for (int i = 0; i < r.count(); ++i)
            names << r.fieldName(i);
        m_columns.insert(QLatin1String(t), names);
    }
    return true;
}

bool NsightExport::checkColumns()
{
    if (!has(Strings) || (!has(Kernels) && !has(Runtime)))
        return fail(ProfileError::Kind::NotATrace,
                    NsightSqliteReader::tr("%1 is an SQLite database but not an Nsight Systems export (it has no "
                                           "StringIds and CUPTI_ACTIVITY_KIND_KERNEL tables). Export a report with "
                                           "nsys export --type sqlite REPORT.nsys-rep.")
                        .arg(m_path));
    if (!has(Kernels) || !has(Runtime))
        return fail(ProfileError::Kind::NoSteps,
                    NsightSqliteReader::tr("%1: the export holds no %2 table: the profile traced no CUDA work. "
                                           "Profile with nsys profile --trace=cuda,nvtx.")
                        .arg(m_path, QLatin1String(has(Kernels) ? Runtime : Kernels)));
    if (!hasColumn(Kernels, "demangledName"))
        m_kernelName = QStringLiteral("shortName");
    struct Need
    {
        const char* table;
        QList<const char*> columns;
    };
    const QList<Need> needs = {
        {Kernels, {"start", "end", "streamId", "correlationId", "globalPid"}},
        {Runtime, {"start", "end", "eventClass", "globalTid", "correlationId", "nameId"}},
        {Memcpy, {"start", "end", "streamId", "correlationId", "globalPid", "copyKind"}},
        {Memset, {"start", "end", "streamId", "correlationId", "globalPid"}},
        {Nvtx, {"start", "end", "eventType", "text", "globalTid"}},
        {Strings, {"id", "value"}},
    };
    for (const Need& n : needs) {
        if (!has(n.table))
            continue;
        QList<const char*> columns = n.columns;
        if (QLatin1String(n.table) == QLatin1String(Kernels))
            columns << (m_kernelName == QLatin1String("demangledName") ? "demangledName" : "shortName");
        for (const char* c : columns)
            if (!hasColumn(n.table, c))
                return fail(ProfileError::Kind::UnknownSchema,
                            NsightSqliteReader::tr("%1: unknown Nsight Systems export schema%2: table %3 has no "
                                                   "column %4")
                                .arg(m_path, m_schema.isEmpty() ? QString() : QLatin1Char(' ') + m_schema,
                                     QLatin1String(n.table), QLatin1String(c)));
    }
    return true;
}

void NsightExport::readMetaData()
{
    const QString table = has("META_DATA_EXPORT") ? QStringLiteral("META_DATA_EXPORT")
        : has("EXPORT_META_DATA")                 ? QStringLiteral("EXPORT_META_DATA")
                                                  : QString();
    QHash<QString, QString> meta;
    if (!table.isEmpty()) {
        QSqlQuery q(m_db);
        if (q.exec(QStringLiteral("SELECT name, value FROM %1").arg(table)))
            while (q.next())
                meta.insert(q.value(0).toString(), q.value(1).toString());
    }
    const QString version = meta.value(QStringLiteral("EXPORT_PRODUCT_VERSION"));
    const QString schema = meta.value(QStringLiteral("EXPORT_SCHEMA_VERSION"));
    m_schema = schema;
    bool ok = false;
    const int major = meta.value(QStringLiteral("EXPORT_SCHEMA_VERSION_MAJOR")).toInt(&ok);
    m_out->schemaVersion = ok ? major : -1;
    if (!version.isEmpty() && !schema.isEmpty())
        m_out->format = NsightSqliteReader::tr("Nsight Systems %1 SQLite export, schema %2").arg(version, schema);
    else
        m_out->format = NsightSqliteReader::tr("Nsight Systems SQLite export");
    if (has("ENUM_NSYS_EVENT_CLASS")) {
        QSqlQuery q(m_db);
        QStringList ids;
        if (q.exec(QStringLiteral("SELECT id FROM ENUM_NSYS_EVENT_CLASS WHERE name IN "
                                  "('TRACE_PROCESS_EVENT_CUDA_RUNTIME', 'TRACE_PROCESS_EVENT_CUDA_DRIVER')")))
            while (q.next())
                ids << QString::number(q.value(0).toLongLong());
        if (!ids.isEmpty())
            m_apiClasses = ids.join(QStringLiteral(", "));
    }
}

qint64 NsightExport::count(const QString& sql)
{
    QSqlQuery q(m_db);
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : 0;
}

QString NsightExport::timeClause(const char* column, double from, double to) const
{
    QString c;
    if (std::isfinite(from))
        c += QStringLiteral(" AND %1 >= %2").arg(QLatin1String(column)).arg(toNs(from));
    if (std::isfinite(to))
        c += QStringLiteral(" AND %1 < %2").arg(QLatin1String(column)).arg(toNs(to));
    return c;
}

QString NsightExport::pidClause(const char* column) const
{
    return m_pidKnown ? QStringLiteral(" AND (%1 >> 24) = %2").arg(QLatin1String(column)).arg(m_pid) : QString();
}

bool NsightExport::choosePid()
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT globalPid >> 24, count(*) FROM %1 GROUP BY globalPid >> 24 "
                               "ORDER BY count(*) DESC")
                    .arg(QLatin1String(Kernels))))
        return failQuery(q);
    QList<QPair<qint64, qint64>> processes;
    while (q.next()) {
        if (processes.isEmpty())
            m_pidKnown = !q.isNull(0);
        processes.append({q.value(0).toLongLong(), q.value(1).toLongLong()});
    }
    if (processes.isEmpty())
        return fail(ProfileError::Kind::NoSteps,
                    NsightSqliteReader::tr("%1: no steps found: the export holds no CUDA kernel. Profile with nsys "
                                           "profile --trace=cuda,nvtx, over steps that run on the GPU.")
                        .arg(m_path));
    m_pid = processes.front().first;
    if (processes.size() > 1)
        m_out->notes << NsightSqliteReader::tr("%1 processes ran kernels; the one that ran the most is read: "
                                               "process %2, %3 kernels (the next: %4).")
                            .arg(processes.size())
                            .arg(m_pid & 0xffffff)
                            .arg(processes.front().second)
                            .arg(processes.at(1).second);
    return true;
}

} // namespace cga
