#pragma once

#include <QObject>
#include <QString>

class QMenu;

namespace cga {

class Settings;

// The File menu's recent files: the list kept in the settings (most recent first), shown in a menu whose entries
// ask for the file to be opened again.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    RecentFiles(Settings* settings, QMenu* menu, QObject* parent = nullptr);

    // An opened file: first in the list, and its folder is where the next file dialog starts.
    void opened(const QString& path);
    // A saved file: first in the list.
    void saved(const QString& path);

signals:
    void openRequested(const QString& path);

private:
    void rebuildMenu();

    Settings* m_settings;
    QMenu* m_menu;
};

} // namespace cga
