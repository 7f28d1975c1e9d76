#pragma once

#include "io/configloader.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QString>

namespace cga {

// What a validation could actually check, so that success is never claimed for nothing: the input held no
// configuration at all (an empty file), CUDA graphs are off in it (the CUDA-graph rules have nothing to look at), or
// graph settings were there and were checked. Every front end (cga validate, the GUI's summary) says it the same way.
class CheckCoverage
{
    Q_DECLARE_TR_FUNCTIONS(cga::CheckCoverage)

public:
    enum class Kind { NothingRead, GraphsOff, Checked };

    // `loaded`: what the importers read; `report`: its validation (the normalised config tells whether graphs are on).
    static Kind of(const LoadedConfig& loaded, const ValidationReport& report);
    // The same for a configuration without its import (the GUI's session): never NothingRead.
    static Kind of(const ValidationReport& report);

    // A sentence for the user: why nothing could be checked, or that graphs are off and what that leaves; empty
    // for Checked. `inputs` names what was read.
    static QString sentence(Kind kind, const QString& inputs = QString());
    // The one-line summary of a report without errors or warnings ("Valid: ..." only when graphs were checked).
    static QString cleanSummary(Kind kind);
    // "nothing_read", "graphs_off", "checked" (JSON output).
    static QString name(Kind kind);
};

} // namespace cga
