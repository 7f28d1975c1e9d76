#include "wizard/configwizard.h"

#include "session/configsession.h"
#include "wizard/environmentpage.h"
#include "wizard/fieldbinder.h"
#include "wizard/graphspage.h"
#include "wizard/memorypage.h"
#include "wizard/moepage.h"
#include "wizard/startpage.h"
#include "wizard/wizardsteplist.h"
#include "wizard/workloadpage.h"

#include <QAbstractButton>
#include <QEvent>
#include <QTimer>

namespace cga {

ConfigWizard::ConfigWizard(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : QWizard(parent)
    , m_session(session)
    , m_binder(binder)
    , m_start(new StartPage(session, binder, this))
    , m_workload(new WorkloadPage(session, binder, this))
    , m_memory(new MemoryPage(session, binder, this))
    , m_moe(new MoePage(session, binder, this))
    , m_graphs(new GraphsPage(session, binder, this))
    , m_environment(new EnvironmentPage(session, binder, this))
    , m_steps(new WizardStepList(this))
{
    setObjectName(QStringLiteral("configWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoCancelButton, true);
    setOption(QWizard::HaveHelpButton, false);
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setPage(Start, m_start);
    setPage(Workload, m_workload);
    setPage(Memory, m_memory);
    setPage(Moe, m_moe);
    setPage(Graphs, m_graphs);
    setPage(Environment, m_environment);
    setStartId(Start);
    for (int id : pageIds())
        if (auto* p = qobject_cast<WizardPageBase*>(page(id)))
            p->makeScrollable();
    setSideWidget(m_steps);
    connect(this, &QWizard::currentIdChanged, this, &ConfigWizard::updateSteps);
    connect(m_session, &ConfigSession::reportChanged, this, &ConfigWizard::updateSteps);
    connect(m_steps, &WizardStepList::stepRequested, this, &ConfigWizard::goToStep);
    retranslateUi();
}

void ConfigWizard::setReviewPage(WizardPageBase* page)
{
    setPage(Review, page);
    page->makeScrollable();
    updateSteps();
}

int ConfigWizard::nextId() const
{
    switch (currentId()) {
    case Start:
        return Workload;
    case Workload:
        return Memory;
    case Memory:
        return stepApplies(Moe) ? Moe : Graphs;
    case Moe:
        return Graphs;
    case Graphs:
        return Environment;
    case Environment:
        return page(Review) ? Review : -1;
    default:
        return -1;
    }
}

int ConfigWizard::pageFor(const QString& path) const
{
    for (int id : {Workload, Memory, Moe, Graphs, Environment}) {
        auto* p = qobject_cast<WizardPageBase*>(page(id));
        if (p && p->editedPaths().contains(path))
            return id;
    }
    if (path.startsWith(QLatin1String("env_vars.")) || path.startsWith(QLatin1String("target.")))
        return Environment;
    return -1;
}

QList<int> ConfigWizard::otherPagesFor(const QList<FieldChange>& changes) const
{
    QList<int> pages;
    for (const FieldChange& c : changes)
        if (const int page = pageFor(c.path); page >= 0 && page != currentId() && !pages.contains(page))
            pages << page;
    return pages;
}

bool ConfigWizard::showField(const QString& path)
{
    const int id = pageFor(path);
    if (id < 0)
        return false;
    // QWizard only moves forward or back along the visited path: rebuild the path to the target page.
    if (currentId() != id) {
        restart();
        while (currentId() != id && nextId() != -1) {
            if (currentId() == Memory && id == Moe && nextId() != Moe)
                break; // the MoE page is not part of a dense model's path
            next();
        }
    }
    if (QWidget* w = m_binder->widgetFor(path); w && currentPage()->isAncestorOf(w)) {
        if (auto* p = qobject_cast<WizardPageBase*>(currentPage()))
            p->ensureVisible(w);
        w->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return currentId() == id;
}

bool ConfigWizard::stepApplies(int id, QString* reason) const
{
    if (id != Moe)
        return true;
    const TrainingConfig& c = m_session->config();
    if (!c.isNull(FieldId::NumMoeExperts) && c.intValue(FieldId::NumMoeExperts) > 1)
        return true;
    if (reason)
        *reason = tr("Only for mixture-of-experts models: this model has no experts (num_moe_experts is not set "
                     "above 1 on the Workload page).");
    return false;
}

bool ConfigWizard::goToStep(int id)
{
    if (id == currentId())
        return true;
    if (!visitedIds().contains(id))
        return false;
    while (currentId() != id && currentId() != -1)
        back();
    return currentId() == id;
}

void ConfigWizard::updateSteps()
{
    QList<WizardStepList::StepInfo> steps;
    const QList<int> visited = visitedIds();
    for (int id : pageIds()) {
        WizardStepList::StepInfo s;
        s.id = id;
        s.title = page(id)->title();
        s.applies = stepApplies(id, &s.reason);
        s.reachable = visited.contains(id);
        steps << s;
    }
    m_steps->setSteps(steps, currentId());
}

void ConfigWizard::retranslateUi()
{
    setWindowTitle(tr("Configure CUDA graphs"));
    m_binder->retranslate(); // a QObject: it gets no LanguageChange of its own
    setButtonText(QWizard::BackButton, tr("< &Back"));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    setButtonText(QWizard::FinishButton, tr("&Finish"));
    setButtonText(QWizard::CancelButton, tr("Cancel"));
    setButtonText(QWizard::CommitButton, tr("&Commit"));
    setButtonText(QWizard::HelpButton, tr("&Help"));
    // The pages retitle themselves on their own LanguageChange, which may come after this one.
    QTimer::singleShot(0, this, &ConfigWizard::updateSteps);
}

void ConfigWizard::done(int result)
{
    if (result == QDialog::Accepted) {
        emit finishRequested(); // a QWizard would hide itself here, leaving the tab empty
        return;
    }
    QWizard::done(result);
}

void ConfigWizard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

} // namespace cga
