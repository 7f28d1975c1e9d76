#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace cga {

class ConfigSession;
class ProjectFiles;

// Crash recovery: the session is saved (atomically, as a project file) to one file a few seconds after each
// change; a clean exit discards it. After a crash or kill it is still there and restore() brings the work back.
class Autosave : public QObject
{
    Q_OBJECT

public:
    Autosave(ConfigSession* session, ProjectFiles* projects, int intervalSeconds, QObject* parent = nullptr);

    static QString defaultPath();
    void setPath(const QString& path) { m_path = path; }
    QString path() const { return m_path; }
    bool saveNow(QString* error = nullptr);
    // Loads the autosaved session; it counts as modified (the recovered work is not saved anywhere yet).
    bool restore(QString* error = nullptr);
    // A clean exit: the recovery file is not needed any more.
    void discard();

signals:
    void failed(const QString& message);

private:
    ConfigSession* m_session;
    ProjectFiles* m_projects;
    QTimer* m_timer;
    QString m_path;
};

} // namespace cga
