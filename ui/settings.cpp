#include "settings.h"

#include <QDir>
#include <QSettings>

namespace cga {

namespace {
const char* const kLanguage = "ui/language";
const char* const kLastDirectory = "ui/lastDirectory";
const char* const kGeometry = "window/geometry";
const char* const kState = "window/state";
const char* const kRecent = "files/recent";
const char* const kAutosave = "files/autosaveIntervalSeconds";
const char* const kCleanExit = "session/cleanExit";
const char* const kBenchPython = "benchmark/python";
const char* const kBenchMegatronPath = "benchmark/megatronPath";
} // namespace

Settings::Settings(QSettings* storage)
    : m_settings(storage)
{
    if (!m_settings) {
        m_owned = std::make_unique<QSettings>();
        m_settings = m_owned.get();
    }
}

Settings::~Settings() = default;

QString Settings::language() const
{
    return m_settings->value(QLatin1String(kLanguage)).toString();
}

void Settings::setLanguage(const QString& code)
{
    m_settings->setValue(QLatin1String(kLanguage), code);
}

QString Settings::lastDirectory() const
{
    return m_settings->value(QLatin1String(kLastDirectory), QDir::homePath()).toString();
}

void Settings::setLastDirectory(const QString& dir)
{
    m_settings->setValue(QLatin1String(kLastDirectory), dir);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(QLatin1String(kGeometry)).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings->setValue(QLatin1String(kGeometry), geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(QLatin1String(kState)).toByteArray();
}

void Settings::setWindowState(const QByteArray& state)
{
    m_settings->setValue(QLatin1String(kState), state);
}

QStringList Settings::recentFiles() const
{
    return m_settings->value(QLatin1String(kRecent)).toStringList();
}

void Settings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings->setValue(QLatin1String(kRecent), files);
}

void Settings::clearRecentFiles()
{
    m_settings->remove(QLatin1String(kRecent));
}

int Settings::autosaveIntervalSeconds() const
{
    return qBound(5, m_settings->value(QLatin1String(kAutosave), 30).toInt(), 3600);
}

void Settings::setAutosaveIntervalSeconds(int seconds)
{
    m_settings->setValue(QLatin1String(kAutosave), seconds);
}

QString Settings::benchPython() const
{
    return m_settings->value(QLatin1String(kBenchPython)).toString();
}

void Settings::setBenchPython(const QString& python)
{
    m_settings->setValue(QLatin1String(kBenchPython), python);
}

QString Settings::benchMegatronPath() const
{
    return m_settings->value(QLatin1String(kBenchMegatronPath)).toString();
}

void Settings::setBenchMegatronPath(const QString& dir)
{
    m_settings->setValue(QLatin1String(kBenchMegatronPath), dir);
}

bool Settings::cleanExit() const
{
    return m_settings->value(QLatin1String(kCleanExit), true).toBool();
}

void Settings::setCleanExit(bool clean)
{
    m_settings->setValue(QLatin1String(kCleanExit), clean);
    m_settings->sync();
}

void Settings::sync()
{
    m_settings->sync();
}

} // namespace cga
