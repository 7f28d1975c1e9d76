#pragma once

// Shared set-up of the GUI tests: settings in a temporary folder (QStandardPaths' test mode does not redirect
// QSettings in Qt 6.4), a translator, and screenshots written under the build folder for reviewers.
#include "bench/benchmarkpanel.h"
#include "diagnostics/diagnosticspanel.h"
#include "diagnostics/recommendationpanel.h"
#include "mainwindow.h"
#include "results/resultsview.h"
#include "session/configsession.h"
#include "settings.h"
#include "util/translations.h"
#include "wizard/configwizard.h"
#include "wizard/reviewpage.h"

#include <QAction>
#include <QDir>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoStack>
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

    // The window's parts, found as a user meets them: widgets and actions by their object names, the session and
    // the undo history among the window's children.
    template<class T> T* part(const char* objectName) const
    {
        return window->findChild<T*>(QString::fromLatin1(objectName));
    }
    ConfigSession* session() const { return part<ConfigSession>("configSession"); }
    QUndoStack* undoStack() const { return part<QUndoStack>("undoStack"); }
    ConfigWizard* wizard() const { return part<ConfigWizard>("configWizard"); }
    DiagnosticsPanel* diagnosticsPanel() const { return part<DiagnosticsPanel>("diagnosticsPanel"); }
    ReviewPage* reviewPage() const { return part<ReviewPage>("reviewPage"); }
    RecommendationPanel* recommendationPanel() const { return part<RecommendationPanel>("recommendationPanel"); }
    QTabWidget* tabs() const { return part<QTabWidget>("mainTabs"); }
    BenchmarkPanel* benchmarkPanel() const { return part<BenchmarkPanel>("benchmarkPanel"); }
    ResultsView* resultsView() const { return part<ResultsView>("resultsView"); }
    // Edit > Undo / Redo.
    void undo() const { part<QAction>("undoAction")->trigger(); }
    void redo() const { part<QAction>("redoAction")->trigger(); }
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
