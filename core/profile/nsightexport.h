#pragma once

#include "profile/profiletrace.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QStringList>

class QSqlQuery;

namespace cga {

// An Nsight Systems SQLite export as NsightSqliteReader reads it: the read-only connection (its own name, so that
// readers on several threads never share one), the tables and columns it has, the export's metadata, and the one
// process whose rows are read (the one that ran the most kernels). Errors go to the ProfileError given, notes and
// the format to the ProfileTrace.
class NsightExport
{
public:
    static constexpr char Kernels[] = "CUPTI_ACTIVITY_KIND_KERNEL";
    static constexpr char Runtime[] = "CUPTI_ACTIVITY_KIND_RUNTIME";
    static constexpr char Memcpy[] = "CUPTI_ACTIVITY_KIND_MEMCPY";
    static constexpr char Memset[] = "CUPTI_ACTIVITY_KIND_MEMSET";
    static constexpr char Nvtx[] = "NVTX_EVENTS";
    static constexpr char Strings[] = "StringIds";

    NsightExport(const QString& path, ProfileTrace* out, ProfileError* error);
    ~NsightExport();
    NsightExport(const NsightExport&) = delete;
    NsightExport& operator=(const NsightExport&) = delete;

    bool open();
    void readMetaData(); // the format, the schema version, the classes of CUDA API calls
    bool checkColumns(); // false (UnknownSchema, NotATrace, NoSteps) where a needed table or column is missing
    bool choosePid(); // false (NoSteps) where no process ran a kernel

    QSqlDatabase& db() { return m_db; }
    bool has(const char* table) const { return m_tables.contains(QLatin1String(table)); }
    bool hasColumn(const char* table, const char* column) const
    {
        return m_columns.value(QLatin1String(table)).contains(QLatin1String(column));
    }
    qint64 count(const QString& sql);
    // " AND column >= from AND column < to" in nanoseconds, for finite bounds given in microseconds.
    QString timeClause(const char* column, double from, double to) const;
    // " AND (column >> 24) = pid": the rows of the chosen process (empty where the export names none).
    QString pidClause(const char* column) const;
    QString apiClasses() const { return m_apiClasses; }
    QString kernelNameColumn() const { return m_kernelName; }
    bool pidKnown() const { return m_pidKnown; }

    bool fail(ProfileError::Kind kind, const QString& message);
    bool failQuery(const QSqlQuery& q);

private:
    QString m_path;
    ProfileTrace* m_out;
    ProfileError* m_error;
    QString m_connection;
    QSqlDatabase m_db;
    QSet<QString> m_tables;
    QHash<QString, QStringList> m_columns;
    qint64 m_pid = 0; // globalPid >> 24: the process's part of Nsight's global ids
    bool m_pidKnown = false;
    QString m_apiClasses = QStringLiteral("0, 1"); // runtime and driver calls in ENUM_NSYS_EVENT_CLASS
    QString m_kernelName = QStringLiteral("demangledName");
    QString m_schema; // EXPORT_SCHEMA_VERSION, e.g. 3.13.2
};

} // namespace cga
