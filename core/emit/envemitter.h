#pragma once

#include "emit/emitter.h"

namespace cga {

// The configuration's environment as a shell block: `export NAME=value` lines, every value quoted with
// ShellWords::quote. Exported variables win over cfg.env_vars (Bridge applies env_vars with os.environ.setdefault),
// so the block is what a launcher must export for the settings to hold even when the cluster's profile sets them.
class EnvEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::EnvEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Env; }
    FrontEnd frontEnd(const TargetContext& target) const override { return target.frontEnd; }
    std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                     const EmitOptions& options) const override;

    // True for a name the shell accepts as a variable: letters, digits and _, not starting with a digit.
    static bool isShellName(const QString& name);
    // `export NAME=value` lines, unquoted names checked (a name that is not a shell identifier is refused).
    static QStringList exportLines(const QMap<QString, QString>& env, QStringList* refused = nullptr);

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
