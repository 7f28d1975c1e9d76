#pragma once

// Runs generated shell text with bash in a temporary folder whose fake programs record the words they were started
// with, and the hostile values (quotes, $(...), newlines, non-ASCII ...) the shell-safety tests feed through it.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

namespace cga::test {

// Values a user or an imported file may put where generated shell code carries them.
inline void addHostileRows()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("spaces") << QStringLiteral("a b  c");
    QTest::newRow("single quote") << QStringLiteral("it's");
    QTest::newRow("double quote") << QStringLiteral("say \"hi\"");
    QTest::newRow("command substitution") << QStringLiteral("$(touch pwned)");
    QTest::newRow("backticks") << QStringLiteral("`touch pwned`");
    QTest::newRow("semicolon") << QStringLiteral("a; touch pwned");
    QTest::newRow("newline") << QStringLiteral("line1\nline2");
    QTest::newRow("trailing newline") << QStringLiteral("plain\n");
    QTest::newRow("carriage return and tab") << QStringLiteral("a\r\tb");
    QTest::newRow("non-ascii") << QStringLiteral("训练 ümlaut ✓");
    QTest::newRow("variables") << QStringLiteral("$HOME ${PATH} $1 $@");
    QTest::newRow("glob and redirect") << QStringLiteral("* > out.txt < in & |");
    QTest::newRow("backslashes") << QStringLiteral("a\\b\\\\c\\");
    QTest::newRow("leading dash") << QStringLiteral("--output=/etc/passwd");
    QTest::newRow("empty") << QString();
    QTest::newRow("everything") << QStringLiteral("v a'l\"u$(e)`x`;\n中 \\ -x");
}

// A folder with fake programs that record the arguments they were started with (NUL-separated), and bash to run
// generated text in it.
struct ShellSandbox
{
    QTemporaryDir dir;

    void addRecorder(const QString& name)
    {
        const QString path = dir.filePath(QStringLiteral("bin/") + name);
        QDir().mkpath(dir.filePath(QStringLiteral("bin")));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write("#!/bin/bash\nprintf '%s\\0' \"$0\" \"$@\" >>\"$RECORD\"\n");
        f.close();
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    // Runs `script` (a generated text) with bash, then the command `after` (fixed text of the test); returns the
    // NUL-separated words recorded by the fake programs, or nullopt when bash failed.
    std::optional<QStringList> run(const QString& script, const QString& after = QString(),
                                   QByteArray* output = nullptr)
    {
        const QString path = dir.filePath(QStringLiteral("generated.sh"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return std::nullopt;
        f.write(script.toUtf8());
        f.close();
        QFile::remove(dir.filePath(QStringLiteral("record")));
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("PATH"),
                 dir.filePath(QStringLiteral("bin")) + QLatin1Char(':') + e.value(QStringLiteral("PATH")));
        e.insert(QStringLiteral("RECORD"), dir.filePath(QStringLiteral("record")));
        p.setProcessEnvironment(e);
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral("bash"),
                {QStringLiteral("-c"), QStringLiteral("source \"$1\"\n") + after, QStringLiteral("bash"), path});
        if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            if (output)
                *output = p.readAllStandardError();
            return std::nullopt;
        }
        if (output)
            *output = p.readAllStandardOutput();
        QFile rec(dir.filePath(QStringLiteral("record")));
        if (!rec.open(QIODevice::ReadOnly))
            return QStringList();
        QStringList words;
        for (const QByteArray& w : rec.readAll().split('\0'))
            words << QString::fromUtf8(w);
        words.removeLast(); // after the last NUL
        return words;
    }
    bool pwned() const { return QFile::exists(dir.filePath(QStringLiteral("pwned"))); }
};

} // namespace cga::test
