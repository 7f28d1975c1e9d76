#include "emit/envemitter.h"

#include "emit/emitnotes.h"
#include "io/envblockimporter.h"
#include "util/shellwords.h"

#include <QRegularExpression>

namespace cga {

bool EnvEmitter::isShellName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*\\z"));
    return re.match(name).hasMatch();
}

QStringList EnvEmitter::exportLines(const QMap<QString, QString>& env, QStringList* refused)
{
    QStringList lines;
    for (auto it = env.constBegin(); it != env.constEnd(); ++it) {
        if (!isShellName(it.key())) {
            if (refused)
                *refused << it.key();
            continue;
        }
        lines << QStringLiteral("export ") + ShellWords::quote(it.key() + QLatin1Char('=') + it.value());
    }
    return lines;
}

EmitResult EnvEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    EmitResult result;
    result.scope = RoundTripScope::Environment;
    QStringList lines;
    if (options.comments) {
        for (const QString& h : EmitNotes::header(EnvEmitter::tr("Environment"), plan, options))
            lines << EmitNotes::commentLine(h);
        lines << QStringLiteral("# ")
                + EnvEmitter::tr("Exported variables win over the config's env_vars (Bridge uses "
                                 "os.environ.setdefault).");
    }
    QStringList refused;
    exportLines(plan.env, &refused);
    if (!refused.isEmpty()) {
        result.notes << EnvEmitter::tr("Not a shell variable name, so it cannot be exported: %1.")
                            .arg(refused.join(QStringLiteral(", ")));
        for (const QString& r : refused)
            result.notExpressed << QStringLiteral("env_vars.") + r;
    }
    if (plan.env.size() == refused.size() && options.comments)
        lines << QStringLiteral("# ") + EnvEmitter::tr("The configuration sets no environment variables.");
    for (auto it = plan.env.constBegin(); it != plan.env.constEnd(); ++it) {
        if (refused.contains(it.key()))
            continue;
        if (options.comments)
            lines << EmitNotes::commentLine(EmitNotes::explainEnv(it.key(), it.value(), plan));
        QMap<QString, QString> one;
        one.insert(it.key(), it.value());
        lines << exportLines(one);
        result.writtenPaths << QStringLiteral("env_vars.") + it.key();
    }
    result.ok = true;
    result.text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    result.fileName = EmitNotes::fileStem(options.title) + QStringLiteral("-env.sh");
    return result;
}

std::optional<ReadBack> EnvEmitter::readBack(const QString& text, const TargetContext& target, const EmitOptions&) const
{
    ReadBack back;
    back.target = targetFor(target);
    back.import = EnvBlockImporter::importText(text, back.config, QStringLiteral("<generated env>"));
    return back;
}

} // namespace cga
