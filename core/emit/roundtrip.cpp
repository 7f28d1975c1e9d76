#include "emit/roundtrip.h"

#include "emit/rollback.h"
#include "rules/rulesengine.h"

#include <QSet>

namespace cga {

RoundTripResult RoundTrip::check(EmitFormat format, const TrainingConfig& cfg, const TargetContext& target,
                                 const EmitOptions& options)
{
    RoundTripResult r;
    const auto emitter = EmitterFactory::create(format);
    r.emitted = emitter->generate(cfg, target, options);
    if (!r.emitted.ok) {
        r.differences << QStringLiteral("<not written>");
        return r;
    }
    if (r.emitted.scope == RoundTripScope::None) {
        r.identical = true;
        return r;
    }
    const auto back = emitter->readBack(r.emitted.text, target, options);
    if (!back || !back->import.ok()) {
        r.differences << QStringLiteral("<not read back>");
        return r;
    }
    const TrainingConfig spelled = EmitPlan::spelledFor(cfg, target.profile);
    const TrainingConfig expectedInput
        = format == EmitFormat::Rollback ? Rollback::make(spelled, target).config : spelled;
    const TrainingConfig expected = EmitPlan::normalize(expectedInput, target);
    const TrainingConfig got = EmitPlan::normalize(back->config, back->target);
    const QSet<QString> skipped(r.emitted.notExpressed.begin(), r.emitted.notExpressed.end());

    QStringList paths;
    switch (r.emitted.scope) {
    case RoundTripScope::Everything:
        paths = TrainingConfig::differences(expected, got);
        break;
    case RoundTripScope::Environment: {
        for (const QString& p : TrainingConfig::differences(expected, got))
            if (p.startsWith(QLatin1String("env_vars.")))
                paths << p;
        break;
    }
    case RoundTripScope::WrittenPaths:
        r.compared = r.emitted.writtenPaths;
        for (const QString& p : r.emitted.writtenPaths) {
            bool known = false;
            if (!sameValue(expected.valueAt(p, &known), got.valueAt(p)))
                paths << p;
        }
        break;
    case RoundTripScope::None:
        break;
    }
    for (const QString& p : paths) {
        if (skipped.contains(p))
            continue;
        r.differences
            << QStringLiteral("%1: %2 -> %3").arg(p, displayValue(expected.valueAt(p)), displayValue(got.valueAt(p)));
    }
    r.identical = r.differences.isEmpty();
    return r;
}

} // namespace cga
