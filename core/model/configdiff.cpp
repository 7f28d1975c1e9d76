#include "model/configdiff.h"

#include "model/valueformat.h"

namespace cga {

QList<ConfigDifference> ConfigDiff::between(const TrainingConfig& base, const TrainingConfig& edited)
{
    QList<ConfigDifference> out;
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        if (s.isEnv())
            continue;
        const bool inBase = base.isSet(s.id);
        const bool inEdited = edited.isSet(s.id);
        if (!inBase && !inEdited)
            continue;
        if (inBase && inEdited && base.value(s.id) == edited.value(s.id))
            continue;
        out << ConfigDifference{s.path, inBase ? base.value(s.id) : QVariant(),
                                inEdited ? edited.value(s.id) : QVariant()};
    }
    QStringList names = base.env().keys() + edited.env().keys();
    names.sort();
    names.removeDuplicates();
    for (const QString& name : std::as_const(names)) {
        const bool inBase = base.hasEnv(name);
        const bool inEdited = edited.hasEnv(name);
        if (inBase && inEdited && base.envValue(name) == edited.envValue(name))
            continue;
        out << ConfigDifference{QStringLiteral("env_vars.") + name, inBase ? QVariant(base.envValue(name)) : QVariant(),
                                inEdited ? QVariant(edited.envValue(name)) : QVariant()};
    }
    return out;
}

TrainingConfig ConfigDiff::overlay(const TrainingConfig& base, const TrainingConfig& overrides)
{
    TrainingConfig run = base;
    for (const FieldSpec& s : FieldRegistry::instance().all())
        if (!s.isEnv() && overrides.isSet(s.id))
            run.set(s.id, overrides.value(s.id));
    for (auto it = overrides.env().constBegin(); it != overrides.env().constEnd(); ++it)
        run.setEnv(it.key(), it.value());
    return run;
}

QString ConfigDiff::describe(const ConfigDifference& d)
{
    const auto text = [](const QVariant& v) { return v.isValid() ? ValueFormat::pythonLiteral(v) : tr("(not set)"); };
    return tr("%1: %2 -> %3").arg(d.path, text(d.before), text(d.after));
}

} // namespace cga
