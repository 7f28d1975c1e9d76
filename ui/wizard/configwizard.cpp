#include "wizard/configwizard.h"

#include "session/configsession.h"
#include "wizard/environmentpage.h"
#include "wizard/fieldbinder.h"
#include "wizard/graphspage.h"
#include "wizard/memorypage.h"
#include "wizard/moepage.h"
#include "wizard/startpage.h"
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
    retranslateUi();
}

void ConfigWizard::setReviewPage(WizardPageBase* page)
{
    setPage(Review, page);
    page->makeScrollable();
}

int ConfigWizard::nextId() const
{
    switch (currentId()) {
    case Start:
        return Workload;
    case Workload:
        return Memory;
    case Memory: {
        const TrainingConfig& c = m_session->config();
        const bool moe = !c.isNull(FieldId::NumMoeExperts) && c.intValue(FieldId::NumMoeExperts) > 1;
        return moe ? Moe : Graphs;
    }
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
