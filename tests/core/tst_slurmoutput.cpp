// Reading what sbatch, squeue and sacct answer (texts captured from Slurm 22.05), refusing garbage with a message,
// classifying their errors, and folding polls into a job's step states (ClusterJobTracker).
#include "cluster/clusterjobtracker.h"
#include "cluster/slurmerror.h"
#include "cluster/slurmoutput.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestSlurmOutput : public QObject
{
    Q_OBJECT

private slots:
    void sbatch_data();
    void sbatch();
    void squeueJobs();
    void squeueSteps();
    void sacctWithAccounting();
    void sacctCompletionLog();
    void garbageIsRefused_data();
    void garbageIsRefused();
    void elapsed_data();
    void elapsed();
    void states();
    void errorClassification_data();
    void errorClassification();
    void trackerWithAccounting();
    void trackerWithoutAccounting();
    void trackerFailedStepFromLog();
    void trackerForgottenJob();
    void logOutcome_data();
    void logOutcome();
};

void TestSlurmOutput::sbatch_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("jobId");
    QTest::addColumn<QString>("cluster");
    QTest::addRow("plain") << QByteArray("1234\n") << true << "1234"
                           << "";
    QTest::addRow("with cluster") << QByteArray("77;cgatest\n") << true << "77"
                                  << "cgatest";
    QTest::addRow("warning first") << QByteArray("sbatch: warning: something\n42\n") << true << "42"
                                   << "";
    QTest::addRow("empty") << QByteArray("") << false << ""
                           << "";
    QTest::addRow("words") << QByteArray("Submitted batch job 12\n") << false << ""
                           << "";
    QTest::addRow("binary") << QByteArray("\x01\x02\xff") << false << ""
                            << "";
}

void TestSlurmOutput::sbatch()
{
    QFETCH(QByteArray, out);
    QFETCH(bool, ok);
    QFETCH(QString, jobId);
    QFETCH(QString, cluster);
    QString id, cl, error;
    QCOMPARE(SlurmOutput::parseSbatch(out, &id, &cl, &error), ok);
    if (ok) {
        QCOMPARE(id, jobId);
        QCOMPARE(cl, cluster);
    } else {
        QVERIFY(!error.isEmpty());
    }
}

void TestSlurmOutput::squeueJobs()
{
    const QByteArray out = "17|RUNNING|1:02|None|2026-11-30T18:08:08|NONE|localhost|cga-cuda-graph-ab\n"
                           "18|PENDING|0:00|Resources|N/A|N/A||name|with|bars\n"
                           "19_3|FAILED|1-02:03:04|NonZeroExitCode|2026-11-30T18:08:08|2026-11-30T18:08:14|n[1-2]|x\n";
    QList<SlurmJobInfo> jobs;
    QString error;
    QVERIFY2(SlurmOutput::parseSqueueJobs(out, &jobs, &error), qPrintable(error));
    QCOMPARE(jobs.size(), 3);
    QCOMPARE(jobs[0].jobId, QStringLiteral("17"));
    QCOMPARE(jobs[0].state, QStringLiteral("RUNNING"));
    QCOMPARE(jobs[0].elapsedSeconds, 62);
    QCOMPARE(jobs[0].reason, QString());
    QCOMPARE(jobs[0].end, QString());
    QCOMPARE(jobs[0].name, QStringLiteral("cga-cuda-graph-ab"));
    QCOMPARE(jobs[1].reason, QStringLiteral("Resources"));
    QCOMPARE(jobs[1].start, QString());
    QCOMPARE(jobs[1].name, QStringLiteral("name|with|bars"));
    QCOMPARE(jobs[2].jobId, QStringLiteral("19_3"));
    QCOMPARE(jobs[2].elapsedSeconds, 86400 + 2 * 3600 + 3 * 60 + 4);
    QVERIFY(SlurmOutput::parseSqueueJobs("", &jobs, &error));
    QVERIFY(jobs.isEmpty());
}

void TestSlurmOutput::squeueSteps()
{
    const QByteArray out = "1.0|0:03|localhost|bash\n1.batch|0:04|localhost|batch\n1.extern|0:04|localhost|extern\n";
    QList<SlurmStepInfo> steps;
    QString error;
    QVERIFY2(SlurmOutput::parseSqueueSteps(out, &steps, &error), qPrintable(error));
    QCOMPARE(steps.size(), 3);
    QCOMPARE(steps[0].index(), 0);
    QCOMPARE(steps[0].state, QStringLiteral("RUNNING"));
    QCOMPARE(steps[0].elapsedSeconds, 3);
    QCOMPARE(steps[1].index(), -1);
    QCOMPARE(steps[2].index(), -1);
}

void TestSlurmOutput::sacctWithAccounting()
{
    const QByteArray out
        = "123|FAILED|1:0|00:02:10|2026-11-30T10:00:00|2026-11-30T10:02:10|node[01-02]|ab\n"
          "123.batch|FAILED|1:0|00:02:10|2026-11-30T10:00:00|2026-11-30T10:02:10|node01|batch\n"
          "123.extern|COMPLETED|0:0|00:02:10|2026-11-30T10:00:00|2026-11-30T10:02:10|node[01-02]|extern\n"
          "123.0|COMPLETED|0:0|00:01:00|2026-11-30T10:00:01|2026-11-30T10:01:01|node[01-02]|python\n"
          "123.1|CANCELLED by 1000|0:15|00:01:09|2026-11-30T10:01:01|Unknown|node[01-02]|python\n"
          "124|COMPLETED|0:0|00:00:01|2026-11-30T10:00:00|2026-11-30T10:00:01|node01|other\n";
    SlurmJobInfo job;
    QList<SlurmStepInfo> steps;
    QString error;
    QVERIFY2(SlurmOutput::parseSacct(out, QStringLiteral("123"), &job, &steps, &error), qPrintable(error));
    QCOMPARE(job.jobId, QStringLiteral("123"));
    QCOMPARE(job.state, QStringLiteral("FAILED"));
    QCOMPARE(job.exitCode, QStringLiteral("1:0"));
    QCOMPARE(job.elapsedSeconds, 130);
    QCOMPARE(steps.size(), 4);
    QCOMPARE(steps[3].stepId, QStringLiteral("123.1"));
    QCOMPARE(steps[3].state, QStringLiteral("CANCELLED"));
    QCOMPARE(steps[3].index(), 1);
}

void TestSlurmOutput::sacctCompletionLog()
{
    // sacct --completion on a cluster without slurmdbd: the job row only.
    const QByteArray out = "1|FAILED|3:0|00:00:06|2026-11-30T18:08:08|2026-11-30T18:08:14|localhost|exp\n";
    SlurmJobInfo job;
    QList<SlurmStepInfo> steps;
    QString error;
    QVERIFY(SlurmOutput::parseSacct(out, QStringLiteral("1"), &job, &steps, &error));
    QCOMPARE(job.state, QStringLiteral("FAILED"));
    QCOMPARE(job.exitCode, QStringLiteral("3:0"));
    QVERIFY(steps.isEmpty());
    QVERIFY(SlurmOutput::parseSacct("", QStringLiteral("1"), &job, &steps, &error));
    QVERIFY(job.jobId.isEmpty());
}

void TestSlurmOutput::garbageIsRefused_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QByteArray>("out");
    QTest::addRow("squeue table with header")
        << "squeue" << QByteArray("JOBID PARTITION NAME USER ST TIME NODES\n 1 debug x root R 0:01 1\n");
    QTest::addRow("squeue too few fields") << "squeue" << QByteArray("17|RUNNING|1:02\n");
    QTest::addRow("squeue no state") << "squeue" << QByteArray("17||1:02|None|N/A|N/A||x\n");
    // The length is the literal's, without its terminating NUL (ASan found a read past the end with 16).
    static const char binary[] = "\x00\x01\x02|\xff\xfe|||||||\n";
    QTest::addRow("squeue binary") << "squeue" << QByteArray(binary, sizeof binary - 1);
    QTest::addRow("steps without a step id") << "steps" << QByteArray("17|0:01|n|x\n");
    QTest::addRow("steps truncated") << "steps" << QByteArray("17.0|0:0");
    QTest::addRow("sacct table") << "sacct" << QByteArray("JobID JobName State\n------------ ------\n");
    QTest::addRow("sacct no job id") << "sacct" << QByteArray("abc|RUNNING|0:0|00:00:01|x|y|z|n\n");
    QTest::addRow("sacct no state") << "sacct" << QByteArray("12||0:0|00:00:01|x|y|z|n\n");
}

void TestSlurmOutput::garbageIsRefused()
{
    QFETCH(QString, reader);
    QFETCH(QByteArray, out);
    QString error;
    bool ok = true;
    if (reader == QLatin1String("squeue")) {
        QList<SlurmJobInfo> jobs;
        ok = SlurmOutput::parseSqueueJobs(out, &jobs, &error);
    } else if (reader == QLatin1String("steps")) {
        QList<SlurmStepInfo> steps;
        ok = SlurmOutput::parseSqueueSteps(out, &steps, &error);
    } else {
        SlurmJobInfo job;
        QList<SlurmStepInfo> steps;
        ok = SlurmOutput::parseSacct(out, QString(), &job, &steps, &error);
    }
    QVERIFY(!ok);
    QVERIFY(error.contains(QLatin1String("line 1")));
}

void TestSlurmOutput::elapsed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("seconds");
    QTest::addRow("s") << "5" << qint64(5);
    QTest::addRow("m:ss") << "0:06" << qint64(6);
    QTest::addRow("mm:ss") << "12:34" << qint64(754);
    QTest::addRow("h:mm:ss") << "1:02:03" << qint64(3723);
    QTest::addRow("d-hh:mm:ss") << "2-00:00:01" << qint64(172801);
    QTest::addRow("fraction") << "00:00:01.250" << qint64(1);
    QTest::addRow("invalid") << "INVALID" << qint64(-1);
    QTest::addRow("unlimited") << "UNLIMITED" << qint64(-1);
    QTest::addRow("empty") << "" << qint64(-1);
    QTest::addRow("garbage") << "1:x:3" << qint64(-1);
}

void TestSlurmOutput::elapsed()
{
    QFETCH(QString, text);
    QFETCH(qint64, seconds);
    QCOMPARE(SlurmOutput::parseElapsed(text), seconds);
}

void TestSlurmOutput::states()
{
    QCOMPARE(SlurmOutput::normalizeState(QStringLiteral("CANCELLED by 0")), QStringLiteral("CANCELLED"));
    QCOMPARE(SlurmOutput::normalizeState(QStringLiteral("cd")), QStringLiteral("COMPLETED"));
    QCOMPARE(SlurmOutput::normalizeState(QStringLiteral("OUT_OF_ME+")), QStringLiteral("OUT_OF_ME"));
    QVERIFY(SlurmOutput::isTerminalState(QStringLiteral("TIMEOUT")));
    QVERIFY(SlurmOutput::isTerminalState(QStringLiteral("CANCELLED by 12")));
    QVERIFY(!SlurmOutput::isTerminalState(QStringLiteral("RUNNING")));
    QVERIFY(!SlurmOutput::isTerminalState(QStringLiteral("COMPLETING")));
    QVERIFY(!SlurmOutput::isTerminalState(QStringLiteral("SOMETHING_NEW")));
    QCOMPARE(SlurmOutput::stateTitle(QStringLiteral("PD")), QStringLiteral("Pending"));
    QCOMPARE(SlurmOutput::stateTitle(QStringLiteral("SOMETHING_NEW")), QStringLiteral("SOMETHING_NEW"));
    QCOMPARE(SlurmOutput::formatElapsed(3723), QStringLiteral("01:02:03"));
    QCOMPARE(SlurmOutput::formatElapsed(90061), QStringLiteral("1-01:01:01"));
    QCOMPARE(SlurmOutput::formatElapsed(-1), QStringLiteral("-"));
}

void TestSlurmOutput::errorClassification_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    using K = SlurmError::Kind;
    QTest::addRow("partition") << "sbatch" << 1
                               << "sbatch: error: invalid partition specified: nope\nsbatch: error: Batch job "
                                  "submission failed: Invalid partition name specified"
                               << int(K::InvalidPartition);
    QTest::addRow("account") << "sbatch" << 1
                             << "sbatch: error: Batch job submission failed: Invalid account or account/partition "
                                "combination specified"
                             << int(K::InvalidAccount);
    QTest::addRow("time") << "sbatch" << 255 << "sbatch: error: Invalid --time specification"
                          << int(K::InvalidTimeLimit);
    QTest::addRow("time limit too long") << "sbatch" << 1
                                         << "sbatch: error: Batch job submission failed: Requested time limit is "
                                            "invalid (missing or exceeds some limit)"
                                         << int(K::InvalidTimeLimit);
    QTest::addRow("gres") << "sbatch" << 1 << "sbatch: error: Invalid generic resource (gres) specification"
                          << int(K::ResourcesUnavailable);
    QTest::addRow("nodes") << "sbatch" << 1
                           << "sbatch: error: Batch job submission failed: Requested node configuration is not "
                              "available"
                           << int(K::ResourcesUnavailable);
    QTest::addRow("controller down") << "squeue" << 1
                                     << "slurm_load_jobs error: Unable to contact slurm controller (connect failure)"
                                     << int(K::NotReachable);
    QTest::addRow("no config") << "squeue" << 1
                               << "squeue: error: s_p_parse_file: cannot stat file /nonexistent: No such file or "
                                  "directory, retrying in 1sec up to 60sec\nsqueue: fatal: Unable to process "
                                  "configuration file"
                               << int(K::NotReachable);
    QTest::addRow("munge down")
        << "sbatch" << 1
        << "sbatch: error: Munge encode failed: Failed to access \"/run/munge/munge.socket.2\": "
           "No such file or directory"
        << int(K::NotReachable);
    QTest::addRow("unknown job") << "squeue" << 1 << "slurm_load_jobs error: Invalid job id specified"
                                 << int(K::InvalidJob);
    QTest::addRow("no accounting") << "sacct" << 1 << "Slurm accounting storage is disabled"
                                   << int(K::AccountingDisabled);
    QTest::addRow("not yours") << "scancel" << 1
                               << "scancel: error: Kill job error on job id 5: Access/permission denied"
                               << int(K::PermissionDenied);
    QTest::addRow("other") << "sbatch" << 1 << "sbatch: error: something new" << int(K::Failed);
    QTest::addRow("ok with warning") << "sbatch" << 0 << "sbatch: warning: x" << int(K::None);
}

void TestSlurmOutput::errorClassification()
{
    QFETCH(QString, program);
    QFETCH(int, exitCode);
    QFETCH(QString, text);
    QFETCH(int, kind);
    const SlurmError e = SlurmError::classify(program, exitCode, text);
    QCOMPARE(int(e.kind), kind);
    if (e.isError()) {
        QVERIFY(e.message().endsWith(text.trimmed())); // Slurm's text verbatim, after our explanation
        QVERIFY(!e.title().isEmpty());
    }
    QVERIFY(SlurmError::notInstalled(QStringLiteral("sbatch")).message().contains(QLatin1String("sbatch")));
    QVERIFY(SlurmError::timeout(QStringLiteral("squeue"), 30000).isTransient());
}

namespace {
SlurmStepInfo step(const QString& id, const QString& state = QStringLiteral("RUNNING"))
{
    SlurmStepInfo s;
    s.stepId = id;
    s.state = state;
    s.elapsedSeconds = 3;
    return s;
}
SlurmJobInfo jobInfo(const QString& state)
{
    SlurmJobInfo j;
    j.jobId = QStringLiteral("9");
    j.state = state;
    j.elapsedSeconds = 10;
    return j;
}
} // namespace

void TestSlurmOutput::trackerWithAccounting()
{
    ClusterJob job = ClusterJob::create(QStringLiteral("9"), QStringLiteral("/nonexistent/logs"), {});
    ClusterPoll p;
    p.queueAnswered = p.inQueue = true;
    p.queueJob = jobInfo(QStringLiteral("PENDING"));
    p.accountingAnswered = true;
    ClusterJobChanges c = ClusterJobTracker::apply(job, p);
    QVERIFY(!c.jobState); // PENDING -> PENDING
    QVERIFY(c.steps.isEmpty());

    p.queueJob = jobInfo(QStringLiteral("RUNNING"));
    p.stepsAnswered = true;
    p.runningSteps = {step(QStringLiteral("9.batch")), step(QStringLiteral("9.0"))};
    p.accountingJob = jobInfo(QStringLiteral("RUNNING"));
    p.accountingSteps = {step(QStringLiteral("9.0")), step(QStringLiteral("9.batch"))};
    c = ClusterJobTracker::apply(job, p);
    QVERIFY(c.jobState);
    QCOMPARE(c.steps, QStringList{QStringLiteral("eager")});
    QCOMPARE(job.step(QStringLiteral("eager"))->state, QStringLiteral("RUNNING"));
    QCOMPARE(job.step(QStringLiteral("eager"))->stepId, QStringLiteral("9.0"));
    QCOMPARE(job.step(QStringLiteral("graph"))->state, QStringLiteral("PENDING"));

    p.inQueue = false;
    p.runningSteps.clear();
    SlurmJobInfo done = jobInfo(QStringLiteral("FAILED"));
    done.exitCode = QStringLiteral("1:0");
    p.accountingJob = done;
    SlurmStepInfo graph = step(QStringLiteral("9.1"), QStringLiteral("FAILED"));
    graph.exitCode = QStringLiteral("1:0");
    p.accountingSteps = {step(QStringLiteral("9.0"), QStringLiteral("COMPLETED")), graph};
    c = ClusterJobTracker::apply(job, p);
    QVERIFY(c.jobState);
    QCOMPARE(c.steps, (QStringList{QStringLiteral("eager"), QStringLiteral("graph")}));
    QCOMPARE(job.state, QStringLiteral("FAILED"));
    QCOMPARE(job.exitCode, QStringLiteral("1:0"));
    QCOMPARE(job.step(QStringLiteral("graph"))->state, QStringLiteral("FAILED"));
    QCOMPARE(job.step(QStringLiteral("graph"))->stateSource, QStringLiteral("sacct"));
    QVERIFY(job.isTerminal());
    QVERIFY(!job.succeeded());
}

void TestSlurmOutput::trackerWithoutAccounting()
{
    ClusterJob job = ClusterJob::create(QStringLiteral("9"), QStringLiteral("/nonexistent/logs"), {});
    ClusterPoll p;
    p.queueAnswered = p.inQueue = p.stepsAnswered = true;
    p.queueJob = jobInfo(QStringLiteral("RUNNING"));
    p.runningSteps = {step(QStringLiteral("9.batch"))};
    ClusterJobTracker::apply(job, p);
    QCOMPARE(job.step(QStringLiteral("eager"))->state, QStringLiteral("PENDING"));

    // The eager step ran between two polls: graph running means eager is over.
    p.runningSteps = {step(QStringLiteral("9.batch")), step(QStringLiteral("9.1"))};
    ClusterJobChanges c = ClusterJobTracker::apply(job, p);
    QCOMPARE(c.steps, (QStringList{QStringLiteral("eager"), QStringLiteral("graph")}));
    QCOMPARE(job.step(QStringLiteral("eager"))->state, QStringLiteral("ENDED"));
    QCOMPARE(job.step(QStringLiteral("graph"))->state, QStringLiteral("RUNNING"));

    p.runningSteps = {step(QStringLiteral("9.batch"))};
    ClusterJobTracker::apply(job, p);
    QCOMPARE(job.step(QStringLiteral("graph"))->state, QStringLiteral("ENDED"));

    // The job completed: the batch script exits non-zero when a step fails, so both steps completed.
    p.queueJob = jobInfo(QStringLiteral("COMPLETED"));
    p.stepsAnswered = false;
    p.runningSteps.clear();
    c = ClusterJobTracker::apply(job, p);
    QVERIFY(c.jobState);
    QVERIFY(job.succeeded());
    QCOMPARE(job.step(QStringLiteral("graph"))->stateSource, QStringLiteral("job"));
}

void TestSlurmOutput::trackerFailedStepFromLog()
{
    QTemporaryDir dir;
    ClusterJob job = ClusterJob::create(QStringLiteral("9"), dir.path(), {});
    QFile eager(job.stepLog(QStringLiteral("eager")));
    QVERIFY(eager.open(QIODevice::WriteOnly));
    eager.write("iteration lines\n");
    eager.close();
    QFile graph(job.stepLog(QStringLiteral("graph")));
    QVERIFY(graph.open(QIODevice::WriteOnly));
    graph.write(
        "torch.OutOfMemoryError: CUDA out of memory.\nsrun: error: localhost: task 0: Exited with exit code 1\n");
    graph.close();
    ClusterPoll p;
    p.queueAnswered = p.inQueue = true;
    p.queueJob = jobInfo(QStringLiteral("FAILED"));
    ClusterJobTracker::apply(job, p);
    QCOMPARE(job.step(QStringLiteral("eager"))->state, QStringLiteral("COMPLETED"));
    QCOMPARE(job.step(QStringLiteral("eager"))->stateSource, QStringLiteral("log"));
    QCOMPARE(job.step(QStringLiteral("graph"))->state, QStringLiteral("FAILED"));
    QCOMPARE(job.step(QStringLiteral("graph"))->exitCode, QStringLiteral("1:0"));
}

void TestSlurmOutput::trackerForgottenJob()
{
    ClusterJob job = ClusterJob::create(QStringLiteral("9"), QStringLiteral("/nonexistent/logs"), {});
    job.state = QStringLiteral("RUNNING");
    ClusterPoll p;
    p.queueAnswered = true; // squeue: "Invalid job id specified", sacct: no row
    p.accountingAnswered = true;
    const ClusterJobChanges c = ClusterJobTracker::apply(job, p);
    QVERIFY(c.jobState);
    QCOMPARE(job.state, QStringLiteral("ENDED"));
    QVERIFY(job.isTerminal());
    QCOMPARE(job.step(QStringLiteral("eager"))->state, QStringLiteral("NOT_RUN")); // no log
}

void TestSlurmOutput::logOutcome_data()
{
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("exitCode");
    QTest::addRow("clean") << QByteArray("iteration 10/10\n") << "COMPLETED"
                           << "";
    QTest::addRow("exit code") << QByteArray("srun: error: node01: task 3: Exited with exit code 2\n") << "FAILED"
                               << "2:0";
    QTest::addRow("tasks range") << QByteArray("srun: error: node01: tasks 0-7: Exited with exit code 1\n") << "FAILED"
                                 << "1:0";
    QTest::addRow("killed") << QByteArray("srun: error: node01: task 0: Killed\n") << "FAILED"
                            << "";
    QTest::addRow("time limit") << QByteArray(
        "slurmstepd: error: *** STEP 12.1 ON node01 CANCELLED AT 2026-01-01T00:00:00 DUE TO TIME LIMIT ***\n")
                                << "TIMEOUT"
                                << "";
    QTest::addRow("cancelled") << QByteArray(
        "slurmstepd: error: *** STEP 12.1 ON node01 CANCELLED AT 2026-01-01T00:00:00 ***\n")
                               << "CANCELLED"
                               << "";
}

void TestSlurmOutput::logOutcome()
{
    QFETCH(QByteArray, tail);
    QFETCH(QString, state);
    QFETCH(QString, exitCode);
    QString code;
    QCOMPARE(ClusterJobTracker::stateFromLogText(tail, &code), state);
    QCOMPARE(code, exitCode);
    QCOMPARE(ClusterJobTracker::stateFromLog(QStringLiteral("/nonexistent/x.log"), &code), QStringLiteral("NOT_RUN"));
}

QTEST_GUILESS_MAIN(TestSlurmOutput)
#include "tst_slurmoutput.moc"
