#pragma once

// Shared set-up of the GUI tests: settings in a temporary folder (QStandardPaths' test mode does not redirect
// QSettings in Qt 6.4), a translator, and screenshots written under the build folder for reviewers.
#include "mainwindow.h"
#include "settings.h"
#include "util/translations.h"

#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QWidget>

#include <memory>

namespace cga::test {

struct UiFixture
{
    QTemporaryDir dir;
    std::unique_ptr<QSettings> qsettings;
    std::unique_ptr<Settings> settings;
    std::unique_ptr<Translations> translations;
    std::unique_ptr<MainWindow> window;

    explicit UiFixture(const QString& language = QStringLiteral("en"))
    {
        qsettings = std::make_unique<QSettings>(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        settings = std::make_unique<Settings>(qsettings.get());
        translations = std::make_unique<Translations>();
        translations->setLanguage(language);
        window = std::make_unique<MainWindow>(settings.get(), translations.get());
        window->resize(1280, 860);
        window->show();
    }
};

inline QString screenshotDir()
{
    const QString d = QStringLiteral(CGA_BINARY_DIR "/screenshots");
    QDir().mkpath(d);
    return d;
}

inline bool saveScreenshot(QWidget* w, const QString& name)
{
    return w->grab().save(screenshotDir() + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace cga::test
