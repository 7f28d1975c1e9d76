// The env emitter: every value quoted for sh, and a block sourced by bash exports exactly the values it was given.
#include "emit/emitter.h"
#include "emit/roundtrip.h"
#include "support/shellsandbox.h"

#include <QStandardPaths>
#include <QTest>

using namespace cga;
using cga::test::addHostileRows;
using cga::test::ShellSandbox;

class TestEnvEmitter : public QObject
{
    Q_OBJECT

private slots:
    void envQuotesEveryValue();
    void envBlockRunByBashExportsExactValues_data();
    void envBlockRunByBashExportsExactValues();
};

void TestEnvEmitter::envQuotesEveryValue()
{
    TrainingConfig cfg;
    cfg.setEnv(QStringLiteral("A"), QStringLiteral("x y"));
    cfg.setEnv(QStringLiteral("B"), QStringLiteral("$(touch /tmp/pwned) `id`; echo 'q'\n中文"));
    cfg.setEnv(QStringLiteral("C"), QString());
    cfg.setEnv(QStringLiteral("bad name"), QStringLiteral("1"));
    const EmitResult r = EmitterFactory::create(EmitFormat::Env)->generate(cfg, TargetContext());
    QVERIFY2(r.ok, qPrintable(r.notes.join(QLatin1Char('\n'))));
    QVERIFY(r.text.contains(QStringLiteral("export 'A=x y'")));
    QVERIFY(r.notExpressed.contains(QStringLiteral("env_vars.bad name")));
    QVERIFY(!r.notes.isEmpty());
    const RoundTripResult rt = RoundTrip::check(EmitFormat::Env, cfg, TargetContext());
    QCOMPARE(rt.differences, QStringList());
}

void TestEnvEmitter::envBlockRunByBashExportsExactValues_data()
{
    addHostileRows();
}

void TestEnvEmitter::envBlockRunByBashExportsExactValues()
{
    QFETCH(QString, value);
    if (QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty())
        QSKIP("bash is not installed");
    TrainingConfig cfg;
    cfg.setEnv(QStringLiteral("CGA_HOSTILE"), value);
    cfg.setEnv(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
    const EmitResult r = EmitterFactory::create(EmitFormat::Env)->generate(cfg, TargetContext());
    QVERIFY(r.ok);
    // The block is sourced, then a program started from that shell prints its environment: the value arrives
    // exported and unchanged, and nothing in it ran.
    ShellSandbox box;
    box.addRecorder(QStringLiteral("print-env"));
    QByteArray output;
    const auto words = box.run(r.text, QStringLiteral("print-env \"$CGA_HOSTILE\" && env -0"), &output);
    QVERIFY2(words, output.constData());
    QCOMPARE(words->mid(1), QStringList{value});
    QVERIFY(output.split('\0').contains("CGA_HOSTILE=" + value.toUtf8()));
    QVERIFY(!box.pwned());
}

QTEST_GUILESS_MAIN(TestEnvEmitter)
#include "tst_envemitter.moc"
