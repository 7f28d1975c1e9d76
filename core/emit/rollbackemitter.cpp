#include "emit/rollbackemitter.h"

#include "emit/emitnotes.h"
#include "emit/rollback.h"

namespace cga {

namespace {

EmitFormat innerFormat(const EmitOptions& options)
{
    const EmitFormat f = options.rollbackFormat;
    return (f == EmitFormat::Rollback || f == EmitFormat::Sbatch) ? EmitFormat::Yaml : f;
}

} // namespace

FrontEnd RollbackEmitter::frontEnd(const TargetContext& target) const
{
    return target.frontEnd;
}

EmitResult RollbackEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    const Rollback::Result rollback = Rollback::make(plan.config, plan.target);
    const EmitFormat inner = innerFormat(options);
    EmitOptions innerOptions = options;
    if (!options.title.isEmpty())
        innerOptions.title = RollbackEmitter::tr("%1, CUDA graphs off").arg(options.title);
    EmitResult result = EmitterFactory::create(inner)->generate(rollback.config, plan.target, innerOptions);
    if (!result.ok)
        return result;
    if (options.comments) {
        QStringList header{RollbackEmitter::tr("Rollback: the same run with CUDA graphs off.")};
        for (const QString& reason : rollback.reasons)
            header << QStringLiteral("- ") + reason;
        QString prefix;
        for (const QString& line : header)
            prefix += EmitNotes::commentLine(line) + QLatin1Char('\n');
        result.text = prefix + result.text;
    }
    result.notes = rollback.reasons + result.notes;
    result.fileName
        = EmitNotes::fileStem(options.title) + QStringLiteral("-rollback.") + EmitterFactory::fileExtension(inner);
    return result;
}

std::optional<ReadBack> RollbackEmitter::readBack(const QString& text, const TargetContext& target,
                                                  const EmitOptions& options) const
{
    return EmitterFactory::create(innerFormat(options))->readBack(text, target, options);
}

} // namespace cga
