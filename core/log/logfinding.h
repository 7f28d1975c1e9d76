#pragma once

#include "rules/diagnostic.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cga {

// One diagnosis result: a known failure signature found in one or more logs, merged across ranks and files.
struct LogFinding
{
    QString id; // the signature, "LOG-04"
    QString painPoint; // "PP-04"
    QString rule; // "MCR-03", empty when no rule of the catalogue matches
    Severity severity = Severity::Error;
    QString title; // translated
    QString fix; // translated
    QStringList evidence; // "FILE:LINE: [rank R] text", at most a few, from different ranks where possible
    QList<int> ranks; // the ranks it was seen on (sorted; lines without a rank prefix add none)
    int occurrences = 0; // matching lines (or computed facts) over all files

    bool isError() const { return severity == Severity::Error; }
    // {"id", "pain_point", "rule" (null when none), "severity", "evidence", "fix", "title", "ranks", "occurrences"}
    QJsonObject toJson() const;
};

} // namespace cga
