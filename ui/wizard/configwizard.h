#pragma once

#include "rules/diagnostic.h"

#include <QWizard>

namespace cga {

class ConfigSession;
class EnvironmentPage;
class FieldBinder;
class GraphsPage;
class MemoryPage;
class MoePage;
class StartPage;
class WizardPageBase;
class WizardStepList;
class WorkloadPage;

// The guided path from a workload to a validated, exported recipe. Pages read and write the ConfigSession through
// a FieldBinder; the MoE page is shown only for MoE models. A step list beside the pages (WizardStepList) shows
// where the user is, greys the steps that do not apply with the reason, and goes back to a step already reached.
// Buttons are retranslated by the wizard itself (Qt 6.4 does not retranslate an existing QWizard's stock buttons).
class ConfigWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { Start, Workload, Memory, Moe, Graphs, Environment, Review };

    ConfigWizard(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);

    int nextId() const override;
    // Adds the last page (review and export), which is built elsewhere.
    void setReviewPage(WizardPageBase* page);

    StartPage* startPage() const { return m_start; }
    GraphsPage* graphsPage() const { return m_graphs; }
    // The page that edits this path (fields, env_vars.*, target.*), or -1.
    int pageFor(const QString& path) const;
    // The pages other than the current one that edit these changes' paths, each once.
    QList<int> otherPagesFor(const QList<FieldChange>& changes) const;
    // Shows the page that edits the path and focuses its widget. Returns false when no page shows it.
    bool showField(const QString& path);
    // Whether a step applies to the configuration; when it does not, the reason (translated) in *reason.
    bool stepApplies(int id, QString* reason = nullptr) const;
    WizardStepList* stepList() const { return m_steps; }
    // Goes back to a step already reached (one of visitedIds()); false for any other.
    bool goToStep(int id);

signals:
    // Finish was pressed on the last page: the wizard stays where it is and the page does what Finish means.
    void finishRequested();

protected:
    void changeEvent(QEvent* event) override;
    void done(int result) override;

private:
    void retranslateUi();
    void updateSteps();

    ConfigSession* m_session;
    FieldBinder* m_binder;
    StartPage* m_start;
    WorkloadPage* m_workload;
    MemoryPage* m_memory;
    MoePage* m_moe;
    GraphsPage* m_graphs;
    EnvironmentPage* m_environment;
    WizardStepList* m_steps;
};

} // namespace cga
