// cga: the command-line front end of CUDA Graph Assistant. Each subcommand is a thin layer over cga_core.
#include "command.h"
#include "util/translations.h"

#include <QCoreApplication>
#ifdef CGA_HAVE_UI
#include "results/profilechartrenderer.h"
#include "results/reportchartrenderer.h"

#include <QApplication>
#endif

#include <cstdio>
#include <memory>

namespace {

QString languageFromArgs(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == QLatin1String("--lang") && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return cga::Translations::fromEnvironment();
}

void printUsage()
{
    QTextStream out(stdout);
    out << QCoreApplication::translate("cga::cli", "Usage: cga <command> [options]") << "\n\n"
        << QCoreApplication::translate("cga::cli", "Commands:") << "\n";
    for (const auto& c : cga::cli::CommandRegistry::all())
        out << QStringLiteral("  %1").arg(c->name(), -12) << c->summary() << "\n";
    out << "\n"
        << QCoreApplication::translate("cga::cli", "Run 'cga <command> --help' for the options of a command.") << "\n";
}

// The arguments without a --lang option placed before the command name (`cga --lang zh_CN validate ...`).
QStringList argumentsWithoutLeadingLang(int argc, char** argv)
{
    QStringList raw;
    for (int i = 1; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    while (!raw.isEmpty()) {
        if (raw.first() == QLatin1String("--lang"))
            raw = raw.mid(2);
        else if (raw.first().startsWith(QLatin1String("--lang=")))
            raw = raw.mid(1);
        else
            break;
    }
    return raw;
}

} // namespace

int main(int argc, char** argv)
{
    const QStringList raw = argumentsWithoutLeadingLang(argc, argv);
    const QString commandName = raw.value(0);
    auto command = cga::cli::CommandRegistry::find(commandName);
    const QStringList args = raw.mid(1);

    std::unique_ptr<QCoreApplication> app;
#ifdef CGA_HAVE_UI
    if (command && command->needsGui(args)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
            && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen"); // charts render headless
        app = std::make_unique<QApplication>(argc, argv);
    }
    // `cga report --png/--pdf` draws with the same charts as the GUI.
    cga::ReportChartRenderer chartRenderer;
    cga::ReportChartExporter::setInstance(&chartRenderer);
    // `cga profile --png/--pdf` draws the Profile tab's timeline.
    cga::ProfileChartRenderer profileRenderer;
    cga::ProfileChartExporter::setInstance(&profileRenderer);
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("cuda-graph-assistant"));
    QCoreApplication::setApplicationName(QStringLiteral("cga"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CGA_VERSION));

    cga::Translations translations;
    translations.setLanguage(languageFromArgs(argc, argv));

    if (commandName == QLatin1String("--version") || commandName == QLatin1String("-v")
        || commandName == QLatin1String("version")) {
        QTextStream(stdout) << "cga " << CGA_VERSION << "\n";
        return 0;
    }
    if (commandName.isEmpty() || commandName == QLatin1String("--help") || commandName == QLatin1String("-h")
        || commandName == QLatin1String("help")) {
        printUsage();
        return commandName.isEmpty() ? 2 : 0;
    }
    if (!command) {
        QTextStream(stderr) << QCoreApplication::translate("cga::cli", "Unknown command '%1'.").arg(commandName)
                            << "\n";
        printUsage();
        return 2;
    }
    return command->run(args);
}
