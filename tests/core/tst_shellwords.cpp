#include "util/shellwords.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace cga;

class TestShellWords : public QObject
{
    Q_OBJECT

private slots:
    void split_data();
    void split();
    void quoteSurvivesTheShell_data();
    void quoteSurvivesTheShell();
};

void TestShellWords::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("words");
    QTest::addRow("plain") << "a b  c" << QStringList{"a", "b", "c"};
    QTest::addRow("single quotes") << "a 'b c' d" << QStringList{"a", "b c", "d"};
    QTest::addRow("double quotes") << "a \"b \\\"c\\\"\"" << QStringList{"a", "b \"c\""};
    QTest::addRow("continuation") << "a \\\n b" << QStringList{"a", "b"};
    QTest::addRow("comment") << "a # b c\nd" << QStringList{"a", "d"};
    QTest::addRow("no expansion") << "$HOME `x`" << QStringList{"$HOME", "`x`"};
    QTest::addRow("adjacent quotes") << "a'b'\"c\"" << QStringList{"abc"};
}

void TestShellWords::split()
{
    QFETCH(QString, text);
    QFETCH(QStringList, words);
    const auto got = ShellWords::split(text);
    QVERIFY(got);
    QCOMPARE(*got, words);
}

void TestShellWords::quoteSurvivesTheShell_data()
{
    QTest::addColumn<QString>("value");
    QTest::addRow("spaces") << "a b  c";
    QTest::addRow("single quote") << "it's";
    QTest::addRow("double quote") << "say \"hi\"";
    QTest::addRow("command substitution") << "$(touch /tmp/cga-pwned)";
    QTest::addRow("backticks") << "`touch /tmp/cga-pwned`";
    QTest::addRow("semicolon") << "a; rm -rf /tmp/cga-nothing";
    QTest::addRow("newline") << "line1\nline2";
    // Safe characters then a final newline: PCRE's $ matches before it, so the word was left bare and the shell
    // dropped the newline (found by fuzz_shellwords).
    QTest::addRow("trailing newline") << "plain\n";
    QTest::addRow("assignment with trailing newline") << "A=1\n";
    QTest::addRow("non-ascii") << QStringLiteral("训练 ümlaut");
    QTest::addRow("empty") << "";
    QTest::addRow("dollar var") << "$HOME";
}

void TestShellWords::quoteSurvivesTheShell()
{
    QFETCH(QString, value);
    if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
        QSKIP("no sh");
    QProcess p;
    p.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("printf '%s' ") + ShellWords::quote(value)});
    QVERIFY(p.waitForFinished(5000));
    QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), value);
    const auto back = ShellWords::split(ShellWords::join({value, QStringLiteral("x")}));
    QVERIFY(back);
    QCOMPARE(back->value(0), value);
}

QTEST_GUILESS_MAIN(TestShellWords)
#include "tst_shellwords.moc"
