#pragma once

#include "model/trainingconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariant>

namespace cga {

// One setting that differs between a base configuration (the recipe or preset as loaded) and the edited one.
struct ConfigDifference
{
    QString path; // model.x, env_vars.NAME
    QVariant before; // invalid when the base does not set it
    QVariant after; // invalid when the edited configuration no longer sets it
};

// What the user changed against the recipe they started from: the rows of the Review page's change list and the
// filter of exports that write only those changes, so that pasting them after the recipe keeps the recipe's (and
// the user's own) other settings.
class ConfigDiff
{
    Q_DECLARE_TR_FUNCTIONS(cga::ConfigDiff)

public:
    // Fields in registry order, then environment variables by name.
    static QList<ConfigDifference> between(const TrainingConfig& base, const TrainingConfig& edited);
    // base with every field and variable that overrides sets laid over it: what a run of the recipe with an
    // artefact of only the changes sees.
    static TrainingConfig overlay(const TrainingConfig& base, const TrainingConfig& overrides);
    // "model.x: 1 -> 2", "model.y: (not set) -> True"; translated.
    static QString describe(const ConfigDifference& d);
};

} // namespace cga
