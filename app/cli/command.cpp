#include "command.h"

#include <QCoreApplication>

#include <cstdio>

namespace cga::cli {

namespace {
std::vector<CommandRegistry::Factory>& factories()
{
    static std::vector<CommandRegistry::Factory> f;
    return f;
}
} // namespace

QTextStream& Command::out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream& Command::err()
{
    static QTextStream s(stderr);
    return s;
}

bool Command::parse(QCommandLineParser& parser, const QStringList& args, int* exitCode)
{
    parser.addHelpOption();
    parser.addOption(QCommandLineOption(QStringLiteral("lang"),
                                        QCoreApplication::translate("cga::cli", "Language of the output: en or zh_CN."),
                                        QStringLiteral("code")));
    QStringList full{QStringLiteral("cga %1").arg(name())};
    full += args;
    if (!parser.parse(full)) {
        err() << parser.errorText() << Qt::endl;
        *exitCode = 2;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        out().flush();
        *exitCode = 0;
        return false;
    }
    return true;
}

bool CommandRegistry::add(const Factory& factory)
{
    factories().push_back(factory);
    return true;
}

std::vector<std::unique_ptr<Command>> CommandRegistry::all()
{
    std::vector<std::unique_ptr<Command>> out;
    for (const Factory& f : factories())
        out.push_back(f());
    return out;
}

std::unique_ptr<Command> CommandRegistry::find(const QString& name)
{
    for (const Factory& f : factories()) {
        auto c = f();
        if (c->name() == name)
            return c;
    }
    return nullptr;
}

bool Command::intOption(const QCommandLineParser& parser, const QString& name, int minimum, int* value)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const int v = parser.value(name).toInt(&ok);
    if (!ok || v < minimum) {
        err() << QCoreApplication::translate("cga::cli", "error: --%1 takes a whole number of at least %2.")
                     .arg(name)
                     .arg(minimum)
              << Qt::endl;
        return false;
    }
    *value = v;
    return true;
}

} // namespace cga::cli
