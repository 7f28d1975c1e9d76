#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace cga {

// The GUI's persistent settings, one typed accessor per key (no string keys outside this class).
// Tests pass their own QSettings (an INI file in a temporary folder): QStandardPaths test mode does not redirect
// QSettings in Qt 6.4.
class Settings
{
public:
    explicit Settings(QSettings* storage = nullptr); // nullptr: the application's default settings
    ~Settings();
    QSettings* storage() const { return m_settings; } // shared with the cluster page's settings

    QString language() const; // "" until the user picks one: then the system locale decides
    void setLanguage(const QString& code);

    QString lastDirectory() const;
    void setLastDirectory(const QString& dir);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    QStringList recentFiles() const;
    void addRecentFile(const QString& path); // most recent first, no duplicates, at most kMaxRecentFiles
    void clearRecentFiles();
    static constexpr int kMaxRecentFiles = 10;

    int autosaveIntervalSeconds() const;
    void setAutosaveIntervalSeconds(int seconds);

    // The benchmark's Python runners: the Python ("" = CGA_PYTHON or python3) and the Megatron-Core folder.
    QString benchPython() const;
    void setBenchPython(const QString& python);
    QString benchMegatronPath() const;
    void setBenchMegatronPath(const QString& dir);

    bool cleanExit() const; // false while the application runs: tells a crash from a normal quit
    void setCleanExit(bool clean);

    void sync();

private:
    QSettings* m_settings;
    std::unique_ptr<QSettings> m_owned;
};

} // namespace cga
