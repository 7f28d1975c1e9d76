#include "projectfiles.h"

#include "model/configdiff.h"
#include "replaceconfigcommand.h"
#include "session/configsession.h"
#include "wizard/configwizard.h"

#include <QFileInfo>
#include <QUndoStack>

namespace cga {

ProjectFiles::ProjectFiles(ConfigSession* session, ConfigWizard* wizard, QUndoStack* undo, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_wizard(wizard)
    , m_undo(undo)
{
}

bool ProjectFiles::open(const QString& path, QString* error)
{
    ProjectFile project;
    QString message;
    if (!ProjectFile::load(path, &project, &message)) {
        if (error)
            *error = message;
        return false;
    }
    load(project, QFileInfo(path).fileName());
    if (project.hasProjectSection)
        m_path = QFileInfo(path).absoluteFilePath();
    return true;
}

void ProjectFiles::load(const ProjectFile& project, const QString& origin)
{
    TargetContext target = project.hasProjectSection ? project.target : m_session->target();
    if (!project.hasProjectSection && project.import.frontEnd)
        target.frontEnd = *project.import.frontEnd;
    m_path.clear();
    SessionState state
        = ConfigSession::fresh(project.config, target, project.origin.isEmpty() ? origin : project.origin,
                               project.presetId, project.import.diagnostics, project.numGpus);
    state.harness = project.harness;
    if (project.base)
        state.base = *project.base; // the changes stay changes against the recipe
    const QString name = origin;
    m_undo->push(new ReplaceConfigCommand(m_session, state, [name] { return tr("Open %1").arg(name); }));
    m_wizard->restart();
    const int page = project.wizardPage >= 0 && m_wizard->page(project.wizardPage) ? project.wizardPage
                                                                                   : int(ConfigWizard::Workload);
    while (m_wizard->currentId() != page && m_wizard->nextId() != -1)
        m_wizard->next();
}

ProjectFile ProjectFiles::current() const
{
    ProjectFile project;
    project.config = m_session->config();
    project.target = m_session->target();
    project.origin = m_session->origin();
    project.presetId = m_session->presetId();
    project.numGpus = m_session->importGpuCount();
    project.harness = m_session->harness();
    if (!ConfigDiff::between(m_session->baseConfig(), m_session->config()).isEmpty())
        project.base = m_session->baseConfig();
    project.wizardPage = m_wizard->currentId();
    return project;
}

bool ProjectFiles::save(const QString& path, QString* error)
{
    const ProjectFile project = current();
    QString message;
    if (!project.save(path, &message)) {
        if (error)
            *error = message;
        return false;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    m_session->setModified(false);
    return true;
}

} // namespace cga
