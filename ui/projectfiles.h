#pragma once

#include "session/projectfile.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace cga {

class ConfigSession;
class ConfigWizard;

// The session as a project file: opens a project (or any Bridge YAML) into the session and the wizard page it was
// saved on, saves the session with the current wizard page, and remembers the path the project lives at (empty
// while the session holds something else: a preset, an import, a blank configuration).
class ProjectFiles : public QObject
{
    Q_OBJECT

public:
    ProjectFiles(ConfigSession* session, ConfigWizard* wizard, QUndoStack* undo, QObject* parent = nullptr);

    bool open(const QString& path, QString* error = nullptr);
    bool save(const QString& path, QString* error = nullptr);
    // Makes a read project the session's configuration (origin: when the project names none) and shows its page.
    void load(const ProjectFile& project, const QString& origin);
    // The session and the wizard page, as saved and autosaved.
    ProjectFile current() const;
    QString path() const { return m_path; }
    void forget() { m_path.clear(); }

private:
    ConfigSession* m_session;
    ConfigWizard* m_wizard;
    QUndoStack* m_undo;
    QString m_path;
};

} // namespace cga
