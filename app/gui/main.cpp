// cga-gui: the desktop application. Opens on the default workload; everything is a thin layer over cga_core.
#include "autosave.h"
#include "mainwindow.h"
#include "settings.h"
#include "util/translations.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("cuda-graph-assistant"));
    QApplication::setApplicationName(QStringLiteral("cuda-graph-assistant"));
    QApplication::setApplicationDisplayName(QStringLiteral("CUDA Graph Assistant"));
    QApplication::setApplicationVersion(QStringLiteral(CGA_VERSION));
    // The installed desktop file and icon (packaging/) share this id.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.cudagraphassistant.CudaGraphAssistant"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.cudagraphassistant.CudaGraphAssistant")));

    // --measure-startup: print the time to the first interactive page and quit (tests/benchmarks/bm_startup).
    bool measureStartup = false;
    QStringList files;
    for (const QString& a : QApplication::arguments().mid(1)) {
        if (a == QLatin1String("--measure-startup"))
            measureStartup = true;
        else if (!a.startsWith(QLatin1String("--")))
            files << a;
    }

    cga::Settings settings;
    cga::Translations translations;
    const QString language = settings.language().isEmpty() ? cga::Translations::fromEnvironment() : settings.language();
    translations.setLanguage(language);

    // After a crash or kill the last autosave is still there: offer to bring that work back.
    const bool crashed = !settings.cleanExit() && QFile::exists(cga::Autosave::defaultPath());

    cga::MainWindow window(&settings, &translations);
    window.show();
    if (crashed && !measureStartup && files.isEmpty()) {
        const auto answer = QMessageBox::question(
            &window, QApplication::translate("cga::MainWindow", "Restore unsaved work?"),
            QApplication::translate("cga::MainWindow",
                                    "CUDA Graph Assistant did not exit cleanly last time. Restore "
                                    "the configuration you were editing?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        QString error;
        if (answer == QMessageBox::Yes && !window.restoreAutosave(&error))
            QMessageBox::warning(&window, QApplication::translate("cga::MainWindow", "Cannot restore"), error);
    }
    // A YAML or Python file given on the command line (the desktop file passes one with "Open with").
    if (!files.isEmpty()) {
        QString error;
        if (!window.openFile(files.first(), &error))
            QMessageBox::warning(&window, QApplication::translate("cga::MainWindow", "Cannot open"), error);
    }
    if (measureStartup) {
        // The first page is interactive once the event loop has processed the show and paint events.
        QTimer::singleShot(0, &app, [&] {
            std::printf("first_page_ms=%.1f\n", double(sinceStart.nsecsElapsed()) / 1e6);
            std::fflush(stdout);
            app.quit();
        });
    }
    return app.exec();
}
