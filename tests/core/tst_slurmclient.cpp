// SlurmClient and ClusterJobMonitor with stand-in Slurm programs (shell scripts that answer what the test writes
// into files): argument lists, error classes for every failure (not installed, unreachable, timeout, garbage,
// refused), exponential back-off that starts again after a change, polling that survives errors, cancel.
#include "cluster/clusterjobmonitor.h"
#include "cluster/clusterjobstore.h"
#include "cluster/clustersubmitter.h"
#include "cluster/slurmclient.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestSlurmClient : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_bin;
    QTemporaryDir m_state;

    // <program> answers with the files <program>[.steps].out / .err / .rc / .sleep in the state folder and appends
    // its arguments to <program>.args.
    void writeFake(const QString& program)
    {
        QFile f(m_bin.filePath(program));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "#!/bin/sh\n"
            "s=\"$FAKE_STATE/$(basename \"$0\")\"\n"
            "case \" $* \" in *\" --steps \"*) s=\"$s.steps\" ;; *\" --completion \"*) s=\"$s.completion\" ;; esac\n"
            "printf '%s\\n' \"$*\" >>\"$s.args\"\n"
            "[ -f \"$s.sleep\" ] && sleep \"$(cat \"$s.sleep\")\"\n"
            "[ -f \"$s.out\" ] && cat \"$s.out\"\n"
            "[ -f \"$s.err\" ] && cat \"$s.err\" >&2\n"
            "exit \"$(cat \"$s.rc\" 2>/dev/null || echo 0)\"\n");
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    }
    void answer(const QString& name, const QByteArray& out, const QByteArray& err = {}, int rc = 0)
    {
        const auto put = [this](const QString& file, const QByteArray& data) {
            QFile f(m_state.filePath(file));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(data);
        };
        put(name + QStringLiteral(".out"), out);
        put(name + QStringLiteral(".err"), err);
        put(name + QStringLiteral(".rc"), QByteArray::number(rc));
    }
    QStringList argsOf(const QString& name)
    {
        QFile f(m_state.filePath(name + QStringLiteral(".args")));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    void setUpClient(SlurmClient& client)
    {
        client.setProgramDirectory(m_bin.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("FAKE_STATE"), m_state.path());
        client.setEnvironment(env);
        client.setTimeout(10000);
    }
    void clearState()
    {
        QDir d(m_state.path());
        for (const QString& f : d.entryList(QDir::Files))
            d.remove(f);
    }
    ClusterJob job() const
    {
        return ClusterJob::create(QStringLiteral("42"), m_state.filePath(QStringLiteral("logs")), {});
    }

private slots:
    void initTestCase();
    void init() { clearState(); }
    void argumentListsAndAnswers();
    void notInstalled();
    void timeoutKillsTheCommand();
    void backoffGrowsAndRestartsOnChange();
    void pollErrorsKeepPolling_data();
    void pollErrorsKeepPolling();
    void missingSlurmStopsPolling();
    void followsToTheEndWithAccounting();
    void cancelRefused();
    void submitGarbageAndErrors();
};

void TestSlurmClient::initTestCase()
{
    QVERIFY(m_bin.isValid() && m_state.isValid());
    for (const char* p : {"sbatch", "squeue", "sacct", "scancel", "sinfo"})
        writeFake(QString::fromLatin1(p));
}

void TestSlurmClient::argumentListsAndAnswers()
{
    SlurmClient client;
    setUpClient(client);
    QVERIFY(client.isInstalled());
    answer(QStringLiteral("squeue"), "42|RUNNING|0:05|None|2026-01-01T00:00:00|NONE|n1|ab\n");
    SlurmCall* call = client.queryJob(QStringLiteral("42"));
    QVERIFY(call->waitForFinished(10000));
    QVERIFY(call->ok());
    QCOMPARE(call->standardOutput(), QByteArray("42|RUNNING|0:05|None|2026-01-01T00:00:00|NONE|n1|ab\n"));
    QCOMPARE(argsOf(QStringLiteral("squeue")),
             QStringList{QStringLiteral("--noheader --states=all --jobs=42 --format=%i|%T|%M|%r|%S|%e|%N|%j")});
    SlurmCall* submit = client.submit(QStringLiteral("/a dir/x.sbatch"), QStringLiteral("/a dir"));
    QVERIFY(submit->waitForFinished(10000));
    QCOMPARE(submit->arguments(),
             (QStringList{QStringLiteral("--parsable"), QStringLiteral("--chdir=/a dir"),
                          QStringLiteral("/a dir/x.sbatch")}));
    SlurmCall* sacct = client.accounting(QStringLiteral("42"), true);
    QVERIFY(sacct->waitForFinished(10000));
    QCOMPARE(sacct->arguments().first(), QStringLiteral("--completion"));
}

void TestSlurmClient::notInstalled()
{
    QTemporaryDir empty;
    SlurmClient client;
    client.setProgramDirectory(empty.path());
    SlurmError e;
    QVERIFY(!client.isInstalled(&e));
    QCOMPARE(e.kind, SlurmError::Kind::NotInstalled);
    QCOMPARE(e.program, QStringLiteral("sbatch"));
    SlurmCall* call = client.queryJob(QStringLiteral("1"));
    QSignalSpy finished(call, &SlurmCall::finished);
    QVERIFY(finished.wait(5000));
    QCOMPARE(call->error().kind, SlurmError::Kind::NotInstalled);
    QVERIFY(call->error().message().contains(QLatin1String("squeue was not found")));
}

void TestSlurmClient::timeoutKillsTheCommand()
{
    SlurmClient client;
    setUpClient(client);
    client.setTimeout(300);
    answer(QStringLiteral("squeue"), "");
    QFile sleep(m_state.filePath(QStringLiteral("squeue.sleep")));
    QVERIFY(sleep.open(QIODevice::WriteOnly));
    sleep.write("20");
    sleep.close();
    QElapsedTimer t;
    t.start();
    SlurmCall* call = client.queryJob(QStringLiteral("1"));
    QVERIFY(call->waitForFinished(10000));
    QVERIFY(t.elapsed() < 5000);
    QCOMPARE(call->error().kind, SlurmError::Kind::Timeout);
    QVERIFY(call->error().isTransient());
}

void TestSlurmClient::backoffGrowsAndRestartsOnChange()
{
    SlurmClient client;
    setUpClient(client);
    answer(QStringLiteral("squeue"), "42|PENDING|0:00|Priority|N/A|N/A||ab\n");
    answer(QStringLiteral("sacct"), "", "Slurm accounting storage is disabled\n", 1);
    ClusterJobMonitor monitor(&client);
    monitor.setBackoff(40, 300, 2.0);
    monitor.setJob(job());
    QList<int> waits;
    connect(&monitor, &ClusterJobMonitor::pollDone, this, [&] { waits << monitor.currentIntervalMs(); });
    QSignalSpy errors(&monitor, &ClusterJobMonitor::pollError);
    monitor.start();
    QTRY_VERIFY_WITH_TIMEOUT(waits.size() >= 5, 20000);
    QCOMPARE(waits.mid(0, 5), (QList<int>{40, 80, 160, 300, 300}));
    QVERIFY(!monitor.accountingAvailable());
    QCOMPARE(errors.count(), 0); // no accounting is not an error
    QCOMPARE(monitor.job().reason, QStringLiteral("Priority"));

    // The job starts: the next wait is the initial one again.
    answer(QStringLiteral("squeue"), "42|RUNNING|0:01|None|2026-01-01T00:00:00|NONE|n1|ab\n");
    answer(QStringLiteral("squeue.steps"), "42.0|0:01|n1|python\n42.batch|0:01|n1|batch\n");
    QSignalSpy step(&monitor, &ClusterJobMonitor::stepStateChanged);
    const int before = waits.size();
    QTRY_VERIFY_WITH_TIMEOUT(step.count() > 0, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(waits.size() > before, 5000);
    QCOMPARE(monitor.job().state, QStringLiteral("RUNNING"));
    QCOMPARE(monitor.job().step(QStringLiteral("eager"))->state, QStringLiteral("RUNNING"));
    QCOMPARE(waits.last(), 40);
    monitor.stop();
}

void TestSlurmClient::pollErrorsKeepPolling_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<int>("rc");
    QTest::addColumn<int>("kind");
    QTest::addRow("garbage") << QByteArray("JOBID PARTITION NAME\n 42 debug ab\n") << QByteArray() << 0
                             << int(SlurmError::Kind::Garbage);
    QTest::addRow("binary") << QByteArray("\xff\xfe\x00\x01", 4) << QByteArray() << 0 << int(SlurmError::Kind::Garbage);
    QTest::addRow("controller down") << QByteArray()
                                     << QByteArray("slurm_load_jobs error: Unable to contact slurm controller "
                                                   "(connect failure)\n")
                                     << 1 << int(SlurmError::Kind::NotReachable);
    QTest::addRow("crash") << QByteArray() << QByteArray("Segmentation fault\n") << 139
                           << int(SlurmError::Kind::Failed);
}

void TestSlurmClient::pollErrorsKeepPolling()
{
    QFETCH(QByteArray, out);
    QFETCH(QByteArray, err);
    QFETCH(int, rc);
    QFETCH(int, kind);
    SlurmClient client;
    setUpClient(client);
    answer(QStringLiteral("squeue"), out, err, rc);
    ClusterJobMonitor monitor(&client);
    monitor.setBackoff(30, 200);
    monitor.setJob(job());
    QSignalSpy errors(&monitor, &ClusterJobMonitor::pollError);
    monitor.start();
    QTRY_VERIFY_WITH_TIMEOUT(errors.count() >= 3, 20000);
    QCOMPARE(int(errors.first().at(0).value<SlurmError>().kind), kind);
    QVERIFY(monitor.isRunning());
    QVERIFY(!monitor.job().lastError.isEmpty());
    QCOMPARE(monitor.job().state, QStringLiteral("PENDING")); // nothing guessed from garbage

    // Slurm answers again: polling picks up where it was, and the error is cleared.
    answer(QStringLiteral("squeue"), "42|COMPLETED|0:09|None|2026-01-01T00:00:00|2026-01-01T00:00:09|n1|ab\n");
    answer(QStringLiteral("sacct"), "", "Slurm accounting storage is disabled\n", 1);
    answer(QStringLiteral("sacct.completion"), "42|COMPLETED|0:0|00:00:09|x|y|n1|ab\n");
    QSignalSpy finished(&monitor, &ClusterJobMonitor::finished);
    QVERIFY(finished.wait(20000));
    QVERIFY(monitor.job().lastError.isEmpty());
    QVERIFY(monitor.job().succeeded());
    QCOMPARE(monitor.job().exitCode, QStringLiteral("0:0"));
    QVERIFY(!monitor.isRunning());
}

void TestSlurmClient::missingSlurmStopsPolling()
{
    QTemporaryDir empty;
    SlurmClient client;
    client.setProgramDirectory(empty.path());
    ClusterJobMonitor monitor(&client);
    monitor.setBackoff(30, 100);
    monitor.setJob(job());
    QSignalSpy errors(&monitor, &ClusterJobMonitor::pollError);
    QSignalSpy done(&monitor, &ClusterJobMonitor::pollDone);
    monitor.start();
    QVERIFY(done.wait(5000));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.first().at(0).value<SlurmError>().kind, SlurmError::Kind::NotInstalled);
    QVERIFY(!monitor.isRunning());
    QTest::qWait(200);
    QCOMPARE(errors.count(), 1);
}

void TestSlurmClient::followsToTheEndWithAccounting()
{
    SlurmClient client;
    setUpClient(client);
    // A cluster with slurmdbd: the job has left squeue, sacct knows every step.
    answer(QStringLiteral("squeue"), "", "slurm_load_jobs error: Invalid job id specified\n", 1);
    answer(QStringLiteral("sacct"),
           "42|FAILED|1:0|00:02:10|a|b|n[1-2]|ab\n"
           "42.batch|FAILED|1:0|00:02:10|a|b|n1|batch\n"
           "42.0|COMPLETED|0:0|00:01:00|a|b|n[1-2]|python\n"
           "42.1|OUT_OF_MEMORY|0:125|00:01:09|a|b|n[1-2]|python\n");
    ClusterJobMonitor monitor(&client);
    monitor.setBackoff(30, 100);
    monitor.setJob(job());
    QSignalSpy failed(&monitor, &ClusterJobMonitor::failed);
    QSignalSpy steps(&monitor, &ClusterJobMonitor::stepStateChanged);
    monitor.start();
    QVERIFY(failed.wait(10000));
    QCOMPARE(steps.count(), 2);
    const ClusterJob j = monitor.job();
    QCOMPARE(j.state, QStringLiteral("FAILED"));
    QCOMPARE(j.step(QStringLiteral("eager"))->state, QStringLiteral("COMPLETED"));
    QCOMPARE(j.step(QStringLiteral("graph"))->state, QStringLiteral("OUT_OF_MEMORY"));
    QCOMPARE(j.step(QStringLiteral("graph"))->elapsedSeconds, 69);
    QVERIFY(monitor.accountingAvailable());
    const QString reason = failed.first().at(1).toString();
    QVERIFY2(reason.contains(QLatin1String("graph (Out of memory)")), qPrintable(reason));
}

void TestSlurmClient::cancelRefused()
{
    SlurmClient client;
    setUpClient(client);
    answer(QStringLiteral("scancel"), "", "scancel: error: Kill job error on job id 42: Access/permission denied\n", 1);
    ClusterJobMonitor monitor(&client);
    monitor.setJob(job());
    QSignalSpy cancelled(&monitor, &ClusterJobMonitor::cancelFinished);
    monitor.cancelJob();
    QVERIFY(cancelled.wait(10000));
    QCOMPARE(cancelled.first().at(0).toBool(), false);
    QVERIFY(cancelled.first().at(1).toString().contains(QLatin1String("Access/permission denied")));
    QCOMPARE(argsOf(QStringLiteral("scancel")), QStringList{QStringLiteral("42")});
}

void TestSlurmClient::submitGarbageAndErrors()
{
    SlurmClient client;
    setUpClient(client);
    QTemporaryDir logs;
    ClusterJobStore store(logs.filePath(QStringLiteral("store")));
    ClusterSubmitter submitter(&client, &store);
    ClusterScript script;
    script.ok = true;
    script.text = QStringLiteral("#!/bin/bash\ntrue\n");
    script.logDir = logs.filePath(QStringLiteral("job dir"));
    script.scriptPath = QDir(script.logDir).filePath(QStringLiteral("ab.sbatch"));

    answer(QStringLiteral("sbatch"), "Submitted batch job 12\n");
    QSignalSpy failed(&submitter, &ClusterSubmitter::failed);
    QSignalSpy submitted(&submitter, &ClusterSubmitter::submitted);
    QVERIFY(submitter.submit(script, {}, QStringLiteral("t")));
    QVERIFY(!submitter.submit(script, {}, QStringLiteral("t"))); // one at a time
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.first().at(0).value<SlurmError>().kind, SlurmError::Kind::Garbage);
    QVERIFY(QFile::exists(script.scriptPath));

    answer(QStringLiteral("sbatch"), "",
           "sbatch: error: Batch job submission failed: Invalid account or "
           "account/partition combination specified\n",
           1);
    QVERIFY(submitter.submit(script, {}, QStringLiteral("t")));
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.last().at(0).value<SlurmError>().kind, SlurmError::Kind::InvalidAccount);

    answer(QStringLiteral("sbatch"), "77;cluster2\n");
    QVERIFY(submitter.submit(script, {}, QStringLiteral("t")));
    QVERIFY(submitted.wait(10000));
    const ClusterJob j = submitted.first().at(0).value<ClusterJob>();
    QCOMPARE(j.jobId, QStringLiteral("77"));
    QCOMPARE(j.cluster, QStringLiteral("cluster2"));
    QCOMPARE(store.jobs().size(), 1);
    QCOMPARE(j.outputPath, QDir(script.logDir).filePath(QStringLiteral("cga-cuda-graph-ab-77.out")));
}

QTEST_GUILESS_MAIN(TestSlurmClient)
#include "tst_slurmclient.moc"
