#pragma once

#include "report/resultreport.h"

#include <QCoreApplication>

namespace cga {

// What the Results page says above its table, sorted by how much it matters: the verdicts (each graphed mode's
// speedup against its eager baseline, each mode that could not be captured, with the reason in full), then the
// warnings and errors (their first line), and apart from them the details: the runner's stray output (lines that
// are not part of its protocol) and the whole text of long messages (a runner's last output on stderr).
class ResultSummary
{
    Q_DECLARE_TR_FUNCTIONS(cga::ResultSummary)

public:
    static ResultSummary of(const ResultReport& report);

    QStringList verdicts;
    QStringList notes;
    QStringList details;

    bool isEmpty() const { return verdicts.isEmpty() && notes.isEmpty(); }
    QStringList lines() const { return verdicts + notes; } // what the summary shows
};

} // namespace cga
