#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>
#include <vector>

namespace cga::cli {

// One `cga <name>` subcommand. Commands register themselves with CGA_REGISTER_COMMAND.
class Command
{
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0; // translated, one line
    // Charts (report) need a QApplication; everything else runs on QCoreApplication.
    virtual bool needsGui(const QStringList& args) const
    {
        Q_UNUSED(args);
        return false;
    }
    // args: the arguments after the command name. Returns the exit status.
    virtual int run(const QStringList& args) = 0;

protected:
    static QTextStream& out();
    static QTextStream& err();
    // Common options: --help, --lang. Returns false (after printing) when the command should stop; *exitCode set.
    bool parse(QCommandLineParser& parser, const QStringList& args, int* exitCode);
    // An optional whole-number option of at least `minimum`: *value stays as it is when the option is absent; false,
    // after printing which option and what it takes, when the value is not such a number.
    static bool intOption(const QCommandLineParser& parser, const QString& name, int minimum, int* value);
};

class CommandRegistry
{
public:
    using Factory = std::function<std::unique_ptr<Command>()>;
    static bool add(const Factory& factory);
    static std::vector<std::unique_ptr<Command>> all();
    static std::unique_ptr<Command> find(const QString& name);
};

} // namespace cga::cli

#define CGA_REGISTER_COMMAND(Class)                                                                                    \
    namespace {                                                                                                        \
    const bool registered##Class = ::cga::cli::CommandRegistry::add([] { return std::make_unique<Class>(); });         \
    }
