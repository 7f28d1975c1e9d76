#include "io/envblockimporter.h"

#include "rules/rulesengine.h"
#include "util/shellwords.h"
#include "util/unicodetext.h"

#include <QRegularExpression>

namespace cga {

ImportResult EnvBlockImporter::importText(const QString& text, TrainingConfig& cfg, const QString& source)
{
    ImportResult result;
    // One command per line; a line continues on the next while a quote is open or it ends in an unescaped
    // backslash (ShellWords::split then drops the backslash-newline). Joining continuations before splitting would
    // also remove a backslash-newline inside single quotes, where it is part of the value.
    static const QRegularExpression assignment(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)=(.*)$"),
                                               QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*\\z"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    // Outside quotes (split() succeeded), an odd number of backslashes at the end escapes the newline.
    const auto continues = [](QString* line) {
        const bool crlf = line->endsWith(QLatin1Char('\r'));
        qsizetype i = line->size() - (crlf ? 1 : 0), backslashes = 0;
        while (i > 0 && line->at(i - 1) == QLatin1Char('\\')) {
            --i;
            ++backslashes;
        }
        if (backslashes % 2 == 0)
            return false;
        if (crlf)
            line->chop(1);
        return true;
    };
    TrainingConfig working = cfg;
    QStringList skipped;
    for (int n = 0; n < lines.size(); ++n) {
        QString line = lines.at(n);
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
            continue;
        const SourceLocation where{source, n + 1, 0};
        QString error;
        auto words = ShellWords::split(line, &error);
        // A quoted value may span lines: keep reading until the quote closes.
        while ((!words || continues(&line)) && n + 1 < lines.size()) {
            line += QLatin1Char('\n') + lines.at(++n);
            words = ShellWords::split(line, &error);
        }
        if (!words) {
            result.fail(EnvBlockImporter::tr("line %1: %2.").arg(where.line).arg(error), where);
            return result;
        }
        if (words->isEmpty())
            continue;
        QStringList w = *words;
        if (w.first() == QLatin1String("unset")) {
            for (const QString& v : w.mid(1))
                if (!v.startsWith(QLatin1Char('-')))
                    working.unsetEnv(v);
            continue;
        }
        const bool exported = w.first() == QLatin1String("export");
        if (exported)
            w.removeFirst();
        bool any = false;
        for (const QString& word : w) {
            if (word.startsWith(QLatin1Char('-')) && exported)
                continue; // export -n ...: options
            const auto m = assignment.match(word);
            if (m.hasMatch()) {
                const QString path = QStringLiteral("env_vars.") + m.captured(1);
                if (const QString problem = UnicodeText::nonCharacterProblem(m.captured(2), path); !problem.isEmpty()) {
                    result.ignoreValue(path, problem, where);
                    any = true;
                    continue;
                }
                working.setEnv(m.captured(1), m.captured(2));
                working.setEnvOrigin(m.captured(1), where);
                any = true;
            } else if (exported && name.match(word).hasMatch()) {
                any = true; // `export NAME` exports what the shell has: nothing to record
            } else {
                any = false;
                break;
            }
        }
        if (!any)
            skipped << line.trimmed().left(60);
    }
    cfg = working;
    if (!skipped.isEmpty()) {
        result.unusedKeys = skipped;
        Hit hit;
        hit.args << QString::number(skipped.size()) << source;
        hit.fields = skipped.mid(0, 20);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("IMP-03"), hit);
    }
    return result;
}

} // namespace cga
