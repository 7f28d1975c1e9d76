#include "autosave.h"

#include "projectfiles.h"
#include "session/configsession.h"

#include <QFile>
#include <QStandardPaths>
#include <QTimer>

namespace cga {

Autosave::Autosave(ConfigSession* session, ProjectFiles* projects, int intervalSeconds, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_projects(projects)
    , m_timer(new QTimer(this))
    , m_path(defaultPath())
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(intervalSeconds * 1000);
    connect(m_timer, &QTimer::timeout, this, [this] { saveNow(); });
    connect(m_session, &ConfigSession::changed, m_timer, [this] {
        if (!m_timer->isActive())
            m_timer->start();
    });
}

QString Autosave::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.cga.yaml");
}

bool Autosave::saveNow(QString* error)
{
    const ProjectFile project = m_projects->current();
    QString message;
    const bool ok = project.save(m_path, &message);
    if (!ok) {
        emit failed(message);
        if (error)
            *error = message;
    }
    return ok;
}

bool Autosave::restore(QString* error)
{
    ProjectFile project;
    QString message;
    if (!ProjectFile::load(m_path, &project, &message)) {
        if (error)
            *error = message;
        return false;
    }
    m_projects->load(project, project.origin);
    m_session->setModified(true);
    return true;
}

void Autosave::discard()
{
    QFile::remove(m_path);
}

} // namespace cga
