// BenchRunner against a fake runner: recorded runs replayed, each documented exit code, garbage, a cut-off line,
// a crash, a hang, cancelling (gracefully and by force), and a program that does not exist.
#include "bench/benchrunner.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace cga;

namespace {

const QString kFake = QStringLiteral(CGA_FAKEBENCH);

QString data(const char* name)
{
    return QStringLiteral(CGA_TEST_DATA_DIR "/bench/") + QLatin1String(name);
}

} // namespace

class TestBenchRunner : public QObject
{
    Q_OBJECT

private slots:
    void recordedRunFinishes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("modes");
        QTest::newRow("cga-bench") << data("cga-bench-tiny-h200.jsonl") << 6;
        QTest::newRow("torch runner") << data("torch-runner-tiny-h200.jsonl") << 3;
    }
    void recordedRunFinishes()
    {
        QFETCH(QString, file);
        QFETCH(int, modes);
        BenchRunner runner;
        runner.setProgram(kFake, {QStringLiteral("replay"), file});
        QSignalSpy started(&runner, &BenchRunner::started);
        QSignalSpy samples(&runner, &BenchRunner::sample);
        QSignalSpy phases(&runner, &BenchRunner::phase);
        QSignalSpy progress(&runner, &BenchRunner::progress);
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(runner.start());
        QVERIFY(finished.wait(20000));
        QCOMPARE(started.size(), 1);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(samples.size(), runner.result().samples.size());
        QVERIFY(samples.size() > 50);
        QVERIFY(phases.size() >= 3);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toDouble(), 1.0);
        const BenchmarkResult r = finished.first().at(0).value<BenchmarkResult>();
        QVERIFY(r.complete);
        QCOMPARE(r.modeNames().size(), modes);
    }

    void exitCodes_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<bool>("finishes");
        QTest::addColumn<QString>("errorCode");
        QTest::newRow("0 ok") << 0 << true << "";
        QTest::newRow("1 CUDA error") << 1 << false << "cuda_error";
        QTest::newRow("2 bad workload") << 2 << false << "bad_workload";
        QTest::newRow("3 no device") << 3 << false << "no_device";
        QTest::newRow("4 out of memory") << 4 << false << "oom";
        QTest::newRow("5 no graph mode captured: still a result") << 5 << true << "capture_failed";
        QTest::newRow("6 interrupted") << 6 << false << "interrupted";
        QTest::newRow("7 no PyTorch") << 7 << false << "no_torch";
    }
    void exitCodes()
    {
        QFETCH(int, code);
        QFETCH(bool, finishes);
        QFETCH(QString, errorCode);
        BenchRunner runner;
        runner.setProgram(kFake, {QStringLiteral("exit"), QString::number(code)});
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(runner.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 20000);
        QCOMPARE(finished.size(), finishes ? 1 : 0);
        QCOMPARE(runner.exitCode(), code);
        QCOMPARE(runner.result().errorCode, errorCode);
        if (!finishes) {
            // the runner's own error code wins; the exit code's name is the fallback
            const QString reported = failed.first().at(0).toString();
            QVERIFY2(reported == errorCode || reported == BenchRunner::errorCodeFor(code), qPrintable(reported));
            QVERIFY(!failed.first().at(1).toString().isEmpty());
        }
        if (code == 5) {
            QVERIFY(!runner.result().mode(QStringLiteral("attn"))->capturable);
            QCOMPARE(runner.result().steadyWallMs(QStringLiteral("eager")).size(), 2);
        }
    }

    void failures_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("errorCode");
        QTest::addColumn<int>("samplesKept");
        QTest::newRow("garbage only") << "garbage"
                                      << "garbage" << 0;
        QTest::newRow("cut-off last line") << "partial"
                                           << "truncated" << 1;
        QTest::newRow("no summary") << "nosummary"
                                    << "truncated" << 1;
        QTest::newRow("crash") << "crash"
                               << "crash" << 1;
    }
    void failures()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, errorCode);
        QFETCH(int, samplesKept);
        BenchRunner runner;
        runner.setProgram(kFake, {scenario});
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(failed.wait(20000));
        QCOMPARE(finished.size(), 0);
        QCOMPARE(failed.first().at(0).toString(), errorCode);
        QCOMPARE(runner.result().errorCode, errorCode);
        QCOMPARE(runner.result().samples.size(), samplesKept);
        QVERIFY(!runner.result().complete);
        if (scenario == QLatin1String("crash"))
            QVERIFY(failed.first().at(1).toString().contains(QLatin1String("about to crash"))); // stderr tail
    }

    void garbageBetweenEventsIsOnlyAWarning()
    {
        BenchRunner runner;
        runner.setProgram(kFake, {QStringLiteral("mixed")});
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.reader().garbageLines(), 2);
        QCOMPARE(runner.result().steadyWallMs(QStringLiteral("attn")).size(), 5);
    }

    void hangIsDetected()
    {
        BenchRunner runner;
        runner.setProgram(kFake, {QStringLiteral("hang")});
        runner.setHangTimeout(300);
        runner.setKillTimeout(300);
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(runner.start());
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("hang"));
        QVERIFY(!runner.isRunning());
    }

    void cancelKeepsThePartialResult()
    {
        BenchRunner runner;
        runner.setProgram(kFake, {QStringLiteral("slow")});
        QSignalSpy samples(&runner, &BenchRunner::sample);
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(runner.start());
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 3, 20000);
        runner.cancel();
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("interrupted"));
        QCOMPARE(runner.exitCode(), int(BenchRunner::ExitInterrupted)); // it wrote its summary and left
        QVERIFY(runner.reader().sawSummary());
        QVERIFY(runner.result().samples.size() >= 3);
        QVERIFY(runner.wasCancelled());
    }

    void cancelKillsARunnerThatIgnoresIt()
    {
        BenchRunner runner;
        runner.setProgram(kFake, {QStringLiteral("stubborn")});
        runner.setKillTimeout(300);
        QSignalSpy started(&runner, &BenchRunner::started);
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(runner.start());
        QTest::qWait(200); // let it install its handler
        runner.cancel();
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("interrupted"));
        QVERIFY(!runner.isRunning());
    }

    void argumentsAreNotAShellString()
    {
        BenchRunner runner;
        const QStringList args{QStringLiteral("args"), QStringLiteral("two words"), QStringLiteral("$(rm -rf /)"),
                               QStringLiteral("quote\"d")};
        runner.setProgram(kFake, args);
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.result().environment.command.mid(1), args);
    }

    // The PyTorch runner as shipped (the source file; cga embeds the same file): its plan needs no PyTorch, and
    // without PyTorch or a GPU it ends with its documented exit code and a structured error.
    void torchRunnerScript()
    {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("no python3 here");
        const QString script = QStringLiteral(CGA_SOURCE_DIR "/resources/runners/cga_torch_runner.py");
        BenchRunner plan;
        plan.setProgram(python,
                        {QStringLiteral("-u"), script, QStringLiteral("--preset"), QStringLiteral("gpt-h1024"),
                         QStringLiteral("--dry-run")});
        QSignalSpy planned(&plan, &BenchRunner::finished);
        QVERIFY(plan.start());
        QVERIFY(planned.wait(30000));
        QCOMPARE(plan.result().modeNames(), (QStringList{"eager", "attn", "attn+mlp", "full_iteration"}));
        QCOMPARE(plan.result().environment.runner, QStringLiteral("torch"));

        BenchRunner bad;
        bad.setProgram(python, {QStringLiteral("-u"), script, QStringLiteral("--modes"), QStringLiteral("moe")});
        QSignalSpy rejected(&bad, &BenchRunner::failed);
        QVERIFY(bad.start());
        QVERIFY(rejected.wait(30000));
        QCOMPARE(bad.exitCode(), int(BenchRunner::ExitBadWorkload));

        BenchRunner run;
        run.setProgram(python,
                       {QStringLiteral("-u"), script, QStringLiteral("--preset"), QStringLiteral("tiny"),
                        QStringLiteral("--duration-limit"), QStringLiteral("20")});
        QSignalSpy finished(&run, &BenchRunner::finished);
        QSignalSpy failed(&run, &BenchRunner::failed);
        QVERIFY(run.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 120000);
        if (!finished.isEmpty())
            return; // PyTorch and a GPU are here: it measured
        QVERIFY2(run.exitCode() == BenchRunner::ExitMissingDependency || run.exitCode() == BenchRunner::ExitNoDevice,
                 qPrintable(run.stderrTail()));
        QVERIFY(!run.result().error.isEmpty());
    }

    void missingProgram()
    {
        BenchRunner runner;
        runner.setProgram(QStringLiteral("/nonexistent/cga-bench"), {});
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(!runner.start());
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("not_started"));
    }
};

QTEST_GUILESS_MAIN(TestBenchRunner)
#include "tst_benchrunner.moc"
