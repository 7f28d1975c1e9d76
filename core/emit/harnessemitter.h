#pragma once

#include "emit/emitter.h"

namespace cga {

// The perf-harness command `python scripts/performance/run_script.py -m ... -mr ... -g ... -c ... -ng ...` for
// EmitOptions::harness. The harness accepts only --cuda_graph_impl none|local|transformer_engine (PH-01) and
// comma-separated scopes (PH-02): full-iteration graphs are written as `--cuda_graph_impl local --cuda_graph_scope
// full_iteration`, which the harness turns into full_iteration (PH-07). Everything else that differs from the
// recipe the harness resolves is added as Hydra overrides (unknown tokens, applied before the flags, spec c.2).
// The emitter proves the command by reading it back with HarnessImporter and the preset library's resolver, adding
// overrides until the result matches; what the harness cannot express (an override that a flag applied later
// undoes) is listed in notes and EmitResult::notExpressed.
class HarnessEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::HarnessEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Harness; }
    FrontEnd frontEnd(const TargetContext&) const override { return FrontEnd::PerfHarness; }
    std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                     const EmitOptions& options) const override;

    static QString script() { return QStringLiteral("scripts/performance/run_script.py"); }

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
