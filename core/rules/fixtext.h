#pragma once

#include "rules/diagnostic.h"

#include <QString>

namespace cga {

// A fix or a field change as text, the way the CLI's report, the diagnostics panel and the recommendation panel
// show it: each change as a Hydra override, "model.cuda_graph_impl=transformer_engine".
class FixText
{
public:
    static QString change(const FieldChange& change);
    // The changes, one override each, joined by `separator`: "model.a=1 model.b=[attn,mlp]".
    static QString changes(const QList<FieldChange>& changes, const QString& separator = QStringLiteral(" "));
    // "Disable the NaN check on the loss: rerun_state_machine.check_for_nan_in_loss=false"
    static QString line(const Fix& fix);
};

} // namespace cga
