#pragma once

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
class WorkloadPage;

// The guided path from a workload to a validated, exported recipe. Pages read and write the ConfigSession through
// a FieldBinder; the MoE page is shown only for MoE models. Buttons are retranslated by the wizard itself (Qt 6.4
// does not retranslate an existing QWizard's stock buttons).
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
    // Shows the page that edits the path and focuses its widget. Returns false when no page shows it.
    bool showField(const QString& path);

signals:
    // Finish was pressed on the last page: the wizard stays where it is and the page does what Finish means.
    void finishRequested();

protected:
    void changeEvent(QEvent* event) override;
    void done(int result) override;

private:
    void retranslateUi();

    ConfigSession* m_session;
    FieldBinder* m_binder;
    StartPage* m_start;
    WorkloadPage* m_workload;
    MemoryPage* m_memory;
    MoePage* m_moe;
    GraphsPage* m_graphs;
    EnvironmentPage* m_environment;
};

} // namespace cga
