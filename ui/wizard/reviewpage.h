#pragma once

#include "emit/emitter.h"
#include "wizard/wizardpagebase.h"

#include <QHash>

class QCheckBox;
class QGroupBox;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QVBoxLayout;

namespace cga {

// Step 7: every artefact of the configuration (Python overrides, Bridge YAML, Hydra overrides, perf-harness
// command, Megatron-LM arguments, environment block, Slurm A/B script, rollback) in tabs with copy and save, after
// the user has confirmed the risks of this configuration (memory headroom, NaN checks off with full-iteration
// graphs, static shapes, measuring before keeping graphs). Nothing can be exported while an error remains.
class ReviewPage : public WizardPageBase
{
    Q_OBJECT

public:
    ReviewPage(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);
    void retranslateUi() override;
    void initializePage() override;

    // The risks the user must confirm for the current configuration (empty when graphs are off).
    QList<QCheckBox*> riskBoxes() const { return m_riskBoxes; }
    void confirmAllRisks();
    bool exportEnabled() const;
    QString textFor(EmitFormat format) const;
    bool saveFormat(EmitFormat format, const QString& path, QString* error) const;
    // Writes every artefact into a folder under its suggested name; returns the files written.
    QStringList exportAll(const QString& directory, QString* error) const;
    // Finish: export every artefact into a folder the user picks, then say what was written and what to run next.
    void finish();
    // Finish is possible once export is (no error, every risk confirmed).
    bool isComplete() const override;

signals:
    // The user wants to measure this configuration: on this GPU, or as the eager/graph A/B on a Slurm cluster.
    void benchmarkRequested();
    void clusterRequested();

private:
    void regenerate();
    void rebuildRisks();
    void updateExportState();
    void askSave(EmitFormat format);
    void askExportAll();
    void exportWithSummary(const QString& directory);

    struct Tab
    {
        QPlainTextEdit* text = nullptr;
        QLabel* notes = nullptr;
        QPushButton* copy = nullptr;
        QPushButton* save = nullptr;
        EmitResult result;
    };

    void updateChanges();

    EmitOptions m_options; // the session's (ConfigSession::emitOptions), renewed when it is reset
    QCheckBox* m_changesOnly; // write only the changes against the loaded recipe (EmitOptions::base)
    QPlainTextEdit* m_changes; // the changes against it, one per line
    QLabel* m_status;
    QGroupBox* m_riskBox;
    QVBoxLayout* m_riskLayout;
    QList<QCheckBox*> m_riskBoxes;
    QList<QLabel*> m_riskDetails;
    QStringList m_riskKeys; // which risks the boxes stand for, to keep ticks while they stay the same
    QString m_riskWorkload; // the origin and preset the choices were made for: another workload asks again
    QTabWidget* m_tabs;
    QHash<int, Tab> m_tabsByFormat;
    QPushButton* m_exportAll;
    QPushButton* m_benchmark;
    QPushButton* m_cluster;
    class QTimer* m_debounce;
    QString m_exportDirectory; // where the last export went; the next one starts there
};

} // namespace cga
