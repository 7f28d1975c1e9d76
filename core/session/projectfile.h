#pragma once

#include "io/harnessrecipe.h"
#include "io/importresult.h"
#include "model/targetcontext.h"
#include "model/trainingconfig.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cga {

// The wizard's state as a YAML file: a `cga_project:` section (target, origin, preset, wizard page) followed by the
// configuration exactly as the user has it (every set field, nulls included, the deprecated spellings kept), in
// Bridge's section shape, so the file is also a valid override file for --config-file. Saved atomically (AtomicWrite):
// a crash or kill during a save leaves the previous file intact.
class ProjectFile
{
    Q_DECLARE_TR_FUNCTIONS(cga::ProjectFile)

public:
    static constexpr int kVersion = 1;

    TrainingConfig config;
    TargetContext target;
    QString origin; // preset id or file the configuration came from
    QString presetId;
    int wizardPage = -1;
    int numGpus = 0; // the GPUs an import said the run uses (the harness -ng), 0 when none
    HarnessRecipe harness; // the recipe a harness command named (invalid when none)
    // The configuration the changes are measured against (the recipe as loaded), when it differs from `config`:
    // saved in cga_project.base so that a reopened project still exports only the changes.
    std::optional<TrainingConfig> base;
    bool hasProjectSection = false; // false for a plain Bridge YAML file
    ImportResult import; // what reading the configuration reported (unknown keys ..., the detected front end)

    QByteArray toYaml() const;
    bool save(const QString& path, QString* error) const;
    // Reads a project file (or any Bridge YAML, which then has no cga_project section). On failure `error` names
    // the file, line and column.
    static bool load(const QString& path, ProjectFile* out, QString* error);
    static bool fromYaml(const QByteArray& text, const QString& name, ProjectFile* out, QString* error);
};

} // namespace cga
