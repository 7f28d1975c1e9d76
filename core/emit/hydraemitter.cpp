#include "emit/hydraemitter.h"

#include "emit/emitnotes.h"
#include "io/hydraoverrides.h"
#include "model/mixedprecision.h"
#include "model/valueformat.h"
#include "util/shellwords.h"

namespace cga {

namespace {

using F = FieldId;

} // namespace

QString HydraEmitter::overrideFor(const QString& path, const QVariant& value)
{
    return path + QLatin1Char('=') + ValueFormat::hydraValue(value, false, ValueFormat::HydraFloats::Shortest);
}

QString HydraEmitter::envValue(const QString& value)
{
    QString v = value;
    v.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + v + QLatin1Char('"');
}

QStringList HydraEmitter::overrides(const EmitPlan& plan, const TrainingConfig* base)
{
    QStringList out;
    bool precisionDone = false;
    for (const EmitEntry& e : plan.entries) {
        if (MixedPrecision::isPrecisionField(e.id)) {
            if (precisionDone)
                continue;
            precisionDone = true;
            if (!plan.mixedPrecisionName.isEmpty()) {
                out << QStringLiteral("mixed_precision=") + plan.mixedPrecisionName;
                continue;
            }
            for (const EmitEntry& p : plan.entries)
                if (MixedPrecision::isPrecisionField(p.id))
                    out << overrideFor(fieldPath(p.id), p.value);
            continue;
        }
        if (e.id == F::OfflinePackingSpecs && e.value.toBool() && plan.has(F::PadCuSeqlens))
            continue; // the pad_cu_seqlens override implies the specs
        if (e.id == F::OfflinePackingSpecs && e.value.toBool()) {
            out << overrideFor(fieldPath(F::PadCuSeqlens), plan.value(F::PadCuSeqlens));
            continue;
        }
        out << overrideFor(fieldPath(e.id), e.value);
    }
    for (auto it = plan.env.constBegin(); it != plan.env.constEnd(); ++it) {
        const QString prefix = !base ? QStringLiteral("++") : base->hasEnv(it.key()) ? QString() : QStringLiteral("+");
        out << prefix + QStringLiteral("env_vars.") + it.key() + QLatin1Char('=') + envValue(it.value());
    }
    return out;
}

EmitResult HydraEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    EmitResult result;
    QStringList lines;
    if (options.comments) {
        for (const QString& h : EmitNotes::header(HydraEmitter::tr("Hydra overrides"), plan, options))
            lines << EmitNotes::commentLine(h);
        lines << QStringLiteral("# ")
                + HydraEmitter::tr("Append to the training command (after --config-file, if any); later overrides "
                                   "win.");
    }
    const QStringList words = overrides(plan);
    QStringList quoted;
    for (const QString& w : words)
        quoted << ShellWords::quote(w);
    lines << quoted.join(QStringLiteral(" \\\n"));
    result.ok = true;
    result.text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    result.fileName = EmitNotes::fileStem(options.title) + QStringLiteral("-overrides.txt");
    result.writtenPaths = plan.paths();
    return result;
}

std::optional<ReadBack> HydraEmitter::readBack(const QString& text, const TargetContext& target,
                                               const EmitOptions&) const
{
    ReadBack back;
    back.target = targetFor(target);
    QString error;
    const auto words = ShellWords::split(text, &error);
    if (!words) {
        back.import.fail(error);
        return back;
    }
    back.import = HydraOverrides::apply(*words, back.config, QStringLiteral("<generated overrides>"));
    return back;
}

} // namespace cga
