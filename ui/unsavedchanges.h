#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace cga {

class ConfigSession;
class ProjectFiles;

// Asks before work is lost: before the configuration is replaced (another preset, a blank configuration, an opened
// or recent file, an import) or the window closes, a modified configuration is saved, discarded or kept (Cancel:
// nothing changes, neither the configuration nor its undo history). An unmodified one goes without a question.
class UnsavedChanges : public QObject
{
    Q_OBJECT

public:
    enum class Reason { Replace, Close };
    // save: saves the session where it lives or asks where; the session is no longer modified once it is saved.
    UnsavedChanges(ConfigSession* session, ProjectFiles* projects, QWidget* dialogParent, std::function<void()> save);

    // True when the caller may go on: nothing unsaved, the changes were saved, or the user discarded them.
    bool settle(Reason reason) const;

private:
    ConfigSession* m_session;
    ProjectFiles* m_projects;
    QWidget* m_dialogParent;
    std::function<void()> m_save;
};

} // namespace cga
