// cga-gui: the desktop application. Opens on the default workload; everything is a thin layer over cga_core.
#include "mainwindow.h"
#include "settings.h"
#include "util/translations.h"

#include <QApplication>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("cuda-graph-assistant"));
    QApplication::setApplicationName(QStringLiteral("cuda-graph-assistant"));
    QApplication::setApplicationDisplayName(QStringLiteral("CUDA Graph Assistant"));
    QApplication::setApplicationVersion(QStringLiteral(CGA_VERSION));

    cga::Settings settings;
    cga::Translations translations;
    const QString language = settings.language().isEmpty() ? cga::Translations::fromEnvironment() : settings.language();
    translations.setLanguage(language);

    cga::MainWindow window(&settings, &translations);
    window.show();
    return app.exec();
}
