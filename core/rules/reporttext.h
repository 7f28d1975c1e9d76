#pragma once

#include "rules/diagnostic.h"

#include <QCoreApplication>
#include <QString>

namespace cga {

// Plain-text rendering of diagnostics for the terminal: a summary line, then the findings grouped by severity
// (errors first), each with its explanation, the upstream message, the fields, the location and the fixes.
class ReportText
{
    Q_DECLARE_TR_FUNCTIONS(cga::ReportText)

public:
    static QString render(const Diagnostics& diagnostics, const QString& title, bool verbose = true);
    static QString summary(const Diagnostics& diagnostics);
};

} // namespace cga
