#include "command.h"
#include "model/fieldregistry.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>

namespace cga::cli {

namespace {

class ExplainCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("explain"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "Explain a rule: its condition, message, source and fix.");
    }
    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("id"),
                                     QCoreApplication::translate("cga::cli",
                                                                 "A rule id such as "
                                                                 "MC-22, or 'all'."));
        int code = 0;
        if (!parse(parser, args, &code))
            return code;
        const QStringList ids = parser.positionalArguments();
        if (ids.isEmpty()) {
            err() << QCoreApplication::translate("cga::cli", "Give a rule id, e.g. cga explain MC-22.") << Qt::endl;
            return 2;
        }
        if (ids.first() == QLatin1String("all")) {
            for (const RuleDef& r : RuleCatalog::instance().rules()) {
                if (!r.id)
                    continue;
                out() << QStringLiteral("%1  %2").arg(QString::fromLatin1(r.id), -8).arg(rulesTr(r.condition)) << "\n";
            }
            out().flush();
            return 0;
        }
        int status = 0;
        for (const QString& id : ids) {
            const QString text = RulesEngine::explain(id);
            if (text.isEmpty()) {
                err() << QCoreApplication::translate("cga::cli",
                                                     "Unknown rule id '%1'. Run 'cga explain all' for the "
                                                     "list.")
                             .arg(id)
                      << Qt::endl;
                status = 2;
                continue;
            }
            out() << text << "\n\n";
        }
        out().flush();
        return status;
    }
};

class FieldsCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("fields"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "List the configuration fields the rules read.");
    }
    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        int code = 0;
        if (!parse(parser, args, &code))
            return code;
        const FieldRegistry& reg = FieldRegistry::instance();
        for (const FieldSpec& s : reg.all()) {
            out() << s.path << "\n";
            out() << "  "
                  << QCoreApplication::translate("cga::cli", "type: %1, default: %2")
                         .arg(FieldRegistry::typeName(s.type), displayValue(s.defaultValue))
                  << "\n";
            if (!s.allowed.isEmpty())
                out()
                    << "  "
                    << QCoreApplication::translate("cga::cli", "allowed: %1").arg(s.allowed.join(QStringLiteral(", ")))
                    << "\n";
            out() << "  " << FieldRegistry::description(s.id) << "\n";
            const QStringList rules = RuleCatalog::instance().rulesReading(s.path);
            if (!rules.isEmpty())
                out() << "  "
                      << QCoreApplication::translate("cga::cli", "rules: %1").arg(rules.join(QStringLiteral(", ")))
                      << "\n";
        }
        out().flush();
        return 0;
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::ExplainCommand;
using cga::cli::FieldsCommand;
CGA_REGISTER_COMMAND(ExplainCommand)
CGA_REGISTER_COMMAND(FieldsCommand)
