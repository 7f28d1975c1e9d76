#pragma once

#include "emit/emitter.h"

namespace cga {

// The rollback variant (see Rollback) written in EmitOptions::rollbackFormat (YAML by default), with a header that
// lists what changed and why. It reads back through that format's importer; the round trip compares against
// Rollback::make(config).config.
class RollbackEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::RollbackEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Rollback; }
    FrontEnd frontEnd(const TargetContext& target) const override;
    std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                     const EmitOptions& options) const override;

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
