#include "recentfiles.h"

#include "settings.h"

#include <QFileInfo>
#include <QMenu>

namespace cga {

RecentFiles::RecentFiles(Settings* settings, QMenu* menu, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_menu(menu)
{
    rebuildMenu();
}

void RecentFiles::opened(const QString& path)
{
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    rebuildMenu();
}

void RecentFiles::saved(const QString& path)
{
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    for (const QString& f : m_settings->recentFiles()) {
        QAction* a = m_menu->addAction(f);
        connect(a, &QAction::triggered, this, [this, f] { emit openRequested(f); });
    }
    m_menu->setEnabled(!m_menu->isEmpty());
}

} // namespace cga
