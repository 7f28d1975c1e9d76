#pragma once

#include "report/resultreport.h"

#include <QCoreApplication>
#include <QDateTime>

namespace cga {

// Where the data of a report came from, as every exported chart records it: per input the source file, the GPU
// (with driver and runtime), the runner, when it was measured and the exact command; and when it was exported.
class ReportProvenance
{
    Q_DECLARE_TR_FUNCTIONS(cga::ReportProvenance)

public:
    struct Source
    {
        QString path;
        QString runner;
        QString gpu; // name, SMs, driver, runtime; empty when the input does not record it (a training log)
        QString measuredAt; // "2026-11-30 18:03 UTC", empty when unknown
        QString command; // shell-quoted, empty when unknown
    };

    static ReportProvenance of(const ResultReport& report,
                               const QDateTime& exportedAt = QDateTime::currentDateTimeUtc());

    QList<Source> sources;
    QDateTime exportedAt;

    // Translated lines: for each source "Source: ...", "GPU: ... · runner ... · measured ...", "Command: ...";
    // then "Exported ...".
    QStringList lines() const;
    QString text() const { return lines().join(QLatin1Char('\n')); }
    QString paths() const; // the source files, "; "-separated
    QString gpus() const; // the distinct GPUs, "; "-separated
};

} // namespace cga
