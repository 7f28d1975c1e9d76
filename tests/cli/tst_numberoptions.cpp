// Whole-number options of every command are checked the same way before anything runs: a value that is not a number,
// or is below what the option takes, stops the command with status 2 and names the option and its minimum.
#include "support/clirun.h"

#include <QTest>

class TestNumberOptions : public QObject
{
    Q_OBJECT

private slots:
    void rejected_data();
    void rejected();
};

void TestNumberOptions::rejected_data()
{
    const QString log = QStringLiteral(CGA_TEST_DATA_DIR "/logs/te-attn-4ranks-torchrun.log");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("diagnose --max-evidence 0")
        << QStringList{"diagnose", "--max-evidence", "0", log} << "--max-evidence takes a whole number of at least 1";
    QTest::newRow("diagnose --warmup-steps -1")
        << QStringList{"diagnose", "--warmup-steps", "-1", log} << "--warmup-steps takes a whole number of at least 0";
    QTest::newRow("report --log-interval x")
        << QStringList{"report", "--log-interval", "x", log} << "--log-interval takes a whole number of at least 1";
    QTest::newRow("bench --duration-limit 0")
        << QStringList{"bench", "--workload-preset", "tiny", "--duration-limit", "0"}
        << "--duration-limit takes a whole number of at least 1";
    QTest::newRow("bench --device 1.5") << QStringList{"bench", "--workload-preset", "tiny", "--device", "1.5"}
                                        << "--device takes a whole number of at least 0";
}

void TestNumberOptions::rejected()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const cga::test::CliRun run = cga::test::runCga(args << QStringLiteral("--lang") << QStringLiteral("en"));
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(err.contains(message), qPrintable(err));
    QCOMPARE(run.out, QByteArray()); // stopped before reading, planning or printing anything
}

QTEST_MAIN(TestNumberOptions)
#include "tst_numberoptions.moc"
