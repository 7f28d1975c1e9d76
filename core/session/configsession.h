#pragma once

#include "emit/emitter.h"
#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/rulesengine.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace cga {

// The configuration the user is editing (in the GUI, or a script): the training config, its target, where it came
// from, and its validation report, which is recomputed on every change. Wizard pages read and write it through
// paths; the target is addressed with pseudo-paths so that the same change lists (undo, fixes, project files)
// carry both: target.gpu, target.te_version, target.torch_version, target.profile, target.front_end,
// target.shell_env.NAME.
struct PresetInfo;

// Everything a ConfigSession holds apart from its report (which follows from it): what replacing a configuration
// (a preset, a file, a project) swaps, and an undo of that replacement brings back.
struct SessionState
{
    TrainingConfig config;
    TrainingConfig base; // what the changes are measured against (ConfigSession::baseConfig())
    TargetContext target;
    QString origin;
    QString presetId;
    Diagnostics importDiagnostics;
    int numGpus = 0;
    HarnessRecipe harness; // how the perf harness names the recipe an import came from (invalid when none)
    bool modified = false;
};

class ConfigSession : public QObject
{
    Q_OBJECT

public:
    explicit ConfigSession(QObject* parent = nullptr);

    const TrainingConfig& config() const { return m_config; }
    // The configuration as the last reset() gave it (the preset, recipe or file as loaded): what "the changes"
    // are measured against (ConfigDiff, EmitOptions::base).
    const TrainingConfig& baseConfig() const { return m_base; }
    const TargetContext& target() const { return m_target; }
    const ValidationReport& report() const { return m_report; }
    // Diagnostics of the last import (unknown keys, harness adjustments ...), shown with the report.
    const Diagnostics& importDiagnostics() const { return m_importDiagnostics; }
    Diagnostics allDiagnostics() const { return m_importDiagnostics + m_report.diagnostics; }

    QString origin() const { return m_origin; } // preset id or file the config came from, or an import's kind
    // The kinds of import that have no file name, as origins: language-neutral, shown translated (originText()).
    static const char* const HarnessOrigin;
    static const char* const MegatronOrigin;
    // The origin as shown (the window title, the artefacts' header): an import's kind in the language of the
    // moment, a file name or preset id as it is.
    static QString originText(const QString& origin);
    QString originText() const { return originText(m_origin); }
    QString presetId() const { return m_presetId; }
    int importGpuCount() const { return m_numGpus; } // what the import said (the harness -ng), 0 when nothing
    const HarnessRecipe& harness() const { return m_harness; } // the recipe a harness command named
    bool isModified() const { return m_modified; }

    // What the emitters need to know about this configuration (see emitOptionsFor), from its preset in the
    // built-in library or its recipe of the catalogue, else its origin and the GPUs the import named.
    EmitOptions emitOptions() const;
    // The GPUs the run uses: the preset's or catalogue recipe's, else what the import said (the harness -ng), else 0;
    // and their kind (the preset's, else the target's GPU).
    int runGpuCount() const;
    QString runGpu() const;
    // The emitter options of a configuration, computed here once so that every front end (the review page, the
    // cluster page, cga generate, cga cluster) writes the same artefact from the same state: the preset's title,
    // source recipe and harness identity with the library's resolver; the Slurm A/B asks for the preset's GPUs
    // (SbatchEmitter::defaultsFor) and runs the perf harness when the harness knows the recipe. preset: the
    // library preset or preset file the configuration came from, nullptr when none (origin then titles the
    // artefacts and the target's GPU sets the GPUs per node).
    // numGpus: the GPUs the run uses when there is no preset (the harness -ng of an import).
    // harness: the recipe a harness command named, when there is no preset (its A/B script runs the harness).
    static EmitOptions emitOptionsFor(const PresetInfo* preset, const QString& origin, const TargetContext& target,
                                      int numGpus = 0, const HarnessRecipe& harness = {});

    // Replaces everything (a preset, an opened file); not undoable by itself (the GUI wraps it). numGpus: the GPUs
    // the input says the run uses (the harness -ng), 0 when it does not.
    void reset(const TrainingConfig& config, const TargetContext& target, const QString& origin,
               const QString& presetId = QString(), const Diagnostics& importDiagnostics = {}, int numGpus = 0);
    // A reset() in one value: the state of the session, and the state after a reset with these arguments (the base
    // is the configuration, unmodified). restore() replaces everything with a state; not undoable by itself
    // (ReplaceConfigCommand wraps it).
    SessionState state() const;
    static SessionState fresh(const TrainingConfig& config, const TargetContext& target, const QString& origin,
                              const QString& presetId = QString(), const Diagnostics& importDiagnostics = {},
                              int numGpus = 0);
    void restore(const SessionState& state);
    // Runs the checks again, for their texts in the language of the moment; the configuration, its base and the
    // modified flag stay as they are.
    void retranslate();

    QVariant value(const QString& path) const; // fields, env_vars.NAME, target.*
    // Applies changes and re-validates once; emits changed() with the paths whose values changed.
    void apply(const QList<FieldChange>& changes);
    void setValue(const QString& path, const QVariant& value) { apply({FieldChange{path, value}}); }
    void setModified(bool modified);

    static bool isTargetPath(const QString& path) { return path.startsWith(QLatin1String("target.")); }
    static QVariant targetValue(const TargetContext& target, const QString& path);
    static bool setTargetValue(TargetContext& target, const QString& path, const QVariant& value);

signals:
    void changed(const QStringList& paths);
    void reportChanged();
    void resetDone();
    void modifiedChanged(bool modified);

private:
    void revalidate();
    // The preset of the library, or the recipe of the catalogue, the configuration came from.
    std::optional<PresetInfo> presetInfo() const;

    TrainingConfig m_config;
    TrainingConfig m_base;
    TargetContext m_target;
    ValidationReport m_report;
    Diagnostics m_importDiagnostics;
    QString m_origin;
    QString m_presetId;
    bool m_modified = false;
    int m_numGpus = 0;
    HarnessRecipe m_harness;
};

} // namespace cga
