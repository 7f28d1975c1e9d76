// The cluster A/B against a real one-node Slurm (the "slurm" ctest fixture, scripts/slurm-test-env.sh): submit with
// sbatch, follow with squeue/sacct through the same monitor the GUI uses, read the step logs (a stand-in workload
// writes Megatron Bridge logs with known numbers), chart eager against replay and diagnose a failing graph variant.
// Skips, with the reason, only where the fixture could not start Slurm.
#include "cluster/clustercollector.h"
#include "cluster/clusterjobmonitor.h"
#include "cluster/clusterjobstore.h"
#include "cluster/clusterscript.h"
#include "cluster/clustersubmitter.h"
#include "cluster/slurmclient.h"
#include "recipes/presetlibrary.h"
#include "util/shellwords.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestSlurmIntegration : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Preset m_preset;
    EmitOptions m_options;

    ClusterSubmitParams params(const QString& name, const QStringList& env) const
    {
        ClusterSubmitParams p;
        p.jobName = name;
        p.partition = QStringLiteral("debug");
        p.gpusPerNode = 0; // the test cluster has no GPUs (GRES-free)
        p.tasksPerNode = 1;
        p.time = QStringLiteral("00:10:00");
        p.trainingCommand = ShellWords::quote(QStringLiteral(CGA_STANDIN));
        for (const QString& e : env)
            p.setupLines << QStringLiteral("export ") + e;
        p.logRoot = m_dir.filePath(QStringLiteral("logs"));
        p.cgaCommand = QStringLiteral("cga-not-installed-here");
        return p;
    }

    // Submits through ClusterSubmitter (real sbatch); returns the job or fails the test.
    bool submit(const ClusterSubmitParams& p, ClusterJobStore* store, ClusterJob* job, SlurmError* error = nullptr)
    {
        const ClusterScript script = ClusterScript::build(m_preset.config, m_preset.target, m_options, p);
        if (!script.ok) {
            qWarning("script: %s", qPrintable(script.error));
            return false;
        }
        SlurmClient client;
        ClusterSubmitter submitter(&client, store);
        QSignalSpy submitted(&submitter, &ClusterSubmitter::submitted);
        QSignalSpy failed(&submitter, &ClusterSubmitter::failed);
        if (!submitter.submit(script, p, QStringLiteral("integration")))
            return false;
        if (!QTest::qWaitFor([&] { return submitted.count() + failed.count() > 0; }, 90000))
            return false;
        if (!failed.isEmpty()) {
            if (error)
                *error = failed.first().at(0).value<SlurmError>();
            return false;
        }
        *job = submitted.first().at(0).value<ClusterJob>();
        return true;
    }

    struct Followed
    {
        ClusterJob job;
        QStringList transitions; // "eager:RUNNING", ...
        bool finished = false;
        bool failed = false;
        QString reason;
        QStringList errors;
    };

    Followed follow(const ClusterJob& job, int timeoutMs, const std::function<void(ClusterJobMonitor&)>& during = {})
    {
        Followed f;
        SlurmClient client;
        ClusterJobMonitor monitor(&client);
        monitor.setBackoff(200, 1000);
        monitor.setJob(job);
        connect(&monitor, &ClusterJobMonitor::stepStateChanged, this,
                [&f](const ClusterStep& s) { f.transitions << s.variant + QLatin1Char(':') + s.state; });
        connect(&monitor, &ClusterJobMonitor::finished, this, [&f] { f.finished = true; });
        connect(&monitor, &ClusterJobMonitor::failed, this, [&f](const ClusterJob&, const QString& reason) {
            f.failed = true;
            f.reason = reason;
        });
        connect(&monitor, &ClusterJobMonitor::pollError, this, [&f](const SlurmError& e) {
            f.errors << SlurmError::kindName(e.kind) + QLatin1Char(' ') + e.message();
        });
        monitor.start();
        if (during)
            during(monitor);
        const bool ended = QTest::qWaitFor([&] { return f.finished || f.failed; }, timeoutMs);
        Q_UNUSED(ended); // the callers check finished / failed
        monitor.stop();
        f.job = monitor.job();
        return f;
    }

private slots:
    void initTestCase();
    void abJobIsFollowedChartedAndListed();
    void failingGraphVariantIsDiagnosed_data();
    void failingGraphVariantIsDiagnosed();
    void cancelStopsTheJob();
    void submitErrorsAreClassified_data();
    void submitErrorsAreClassified();
};

void TestSlurmIntegration::initTestCase()
{
    const QDir state(QStringLiteral(CGA_SLURM_STATE_DIR));
    if (!QFile::exists(state.filePath(QStringLiteral("ready")))) {
        QFile why(state.filePath(QStringLiteral("unavailable")));
        if (why.open(QIODevice::ReadOnly))
            QSKIP(qPrintable(QStringLiteral("Slurm could not start: ") + QString::fromUtf8(why.readAll()).trimmed()));
        QSKIP("The test Slurm cluster is not running: run this test through ctest (fixture slurm_env_start) or "
              "scripts/slurm-test-env.sh start first.");
    }
    QVERIFY(qEnvironmentVariableIsSet("SLURM_CONF"));
    QVERIFY(m_dir.isValid());
    const PresetLibrary& lib = PresetLibrary::builtIn();
    const auto preset = lib.load(PresetLibrary::defaultPresetId());
    QVERIFY(preset);
    m_preset = *preset;
    m_options = lib.emitOptions(*lib.info(PresetLibrary::defaultPresetId()));

    SlurmClient client;
    SlurmError missing;
    QVERIFY2(client.isInstalled(&missing), qPrintable(missing.message()));
    SlurmCall* sinfo = client.partitions();
    QVERIFY(sinfo->waitForFinished(60000));
    QVERIFY2(sinfo->ok(), qPrintable(sinfo->error().message()));
    QVERIFY(sinfo->standardOutput().startsWith("debug"));
}

void TestSlurmIntegration::abJobIsFollowedChartedAndListed()
{
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store")));
    ClusterJob job;
    QVERIFY(submit(params(QStringLiteral("cga-it-ab"), {QStringLiteral("CGA_STANDIN_SLEEP=0.25")}), &store, &job));
    QVERIFY(QFile::exists(job.scriptPath));
    QCOMPARE(job.graphImpl, QStringLiteral("transformer_engine"));
    QCOMPARE(job.warmupSteps, 3);

    const Followed f = follow(job, 240000);
    QVERIFY2(f.finished, qPrintable(f.reason + f.errors.join(QLatin1Char('\n'))));
    QCOMPARE(f.job.state, QStringLiteral("COMPLETED"));
    QVERIFY(f.job.succeeded());
    // Each step ran for about 3 s: the monitor saw it running, then done, eager before graph.
    QVERIFY2(f.transitions.contains(QStringLiteral("eager:RUNNING")), qPrintable(f.transitions.join(QLatin1Char(' '))));
    QVERIFY2(f.transitions.contains(QStringLiteral("graph:RUNNING")), qPrintable(f.transitions.join(QLatin1Char(' '))));
    QVERIFY(f.transitions.indexOf(QStringLiteral("eager:RUNNING"))
            < f.transitions.indexOf(QStringLiteral("graph:RUNNING")));
    QCOMPARE(f.job.step(QStringLiteral("eager"))->state, QStringLiteral("COMPLETED"));
    QCOMPARE(f.job.step(QStringLiteral("graph"))->state, QStringLiteral("COMPLETED"));
    QCOMPARE(f.job.step(QStringLiteral("eager"))->stepId, job.jobId + QStringLiteral(".0"));
    QCOMPARE(f.job.step(QStringLiteral("graph"))->stepId, job.jobId + QStringLiteral(".1"));
    QVERIFY(f.job.elapsedSeconds >= 5);

    // The job's own output names both step logs.
    QFile out(f.job.outputPath);
    QVERIFY2(out.open(QIODevice::ReadOnly), qPrintable(f.job.outputPath));
    const QByteArray outText = out.readAll();
    QVERIFY2(outText.contains(QDir(f.job.logDir).filePath(QStringLiteral("eager.log")).toUtf8()), outText.constData());
    QVERIFY2(outText.contains(QDir(f.job.logDir).filePath(QStringLiteral("graph.log")).toUtf8()), outText.constData());

    // Collect: the numbers the stand-in wrote, read like a local benchmark.
    ClusterCollector collector;
    QSignalSpy done(&collector, &ClusterCollector::finished);
    QVERIFY(collector.start(f.job));
    QVERIFY(done.wait(60000));
    const ClusterCollection c = collector.result();
    QVERIFY2(c.errors.isEmpty(), qPrintable(c.errors.join(QLatin1Char('\n'))));
    const ModeReport* eager = c.eagerMode();
    const ModeReport* graph = c.graphMode();
    QVERIFY(eager && graph);
    QVERIFY(!eager->graphed);
    QVERIFY(graph->graphed);
    QCOMPARE(eager->steady().count, 12);
    QCOMPARE(eager->steady().median, 100.0);
    QCOMPARE(eager->phases[int(RunPhase::FirstCall)].median, 900.0);
    QCOMPARE(graph->steady().count, 9);
    QCOMPARE(graph->steady().median, 80.0);
    QCOMPARE(graph->captureIterationMs, 7000.0);
    QCOMPARE(graph->phases[int(RunPhase::Warmup)].count, 2);
    const SpeedupReport* sp = c.speedup();
    QVERIFY(sp);
    QCOMPARE(sp->speedup, 1.25);
    QCOMPARE(sp->savedMsPerIteration, 20.0);
    QVERIFY(c.diagnosedFiles.isEmpty()); // nothing failed
    for (const LogFinding& finding : c.findings)
        QVERIFY2(!finding.isError(), qPrintable(finding.id));

    // Listed and persisted: a new store (the application started again) reads it back.
    QVERIFY(store.update(f.job));
    ClusterJobStore again(store.folder());
    QVERIFY(again.load());
    const auto listed = again.job(job.jobId);
    QVERIFY(listed);
    QCOMPARE(listed->state, QStringLiteral("COMPLETED"));
    QCOMPARE(listed->steps.size(), 2);
    QCOMPARE(listed->params.jobName, QStringLiteral("cga-it-ab"));
}

void TestSlurmIntegration::failingGraphVariantIsDiagnosed_data()
{
    QTest::addColumn<QString>("failure");
    QTest::addColumn<QString>("variants");
    QTest::addColumn<QString>("finding");
    QTest::addColumn<QString>("painPoint");
    QTest::addRow("PP-04 OOM in make_graphed_callables, --config-file variants") << "pp04"
                                                                                 << "config-file"
                                                                                 << "LOG-04"
                                                                                 << "PP-04";
    QTest::addRow("PP-01 NCCL_GRAPH_REGISTER assertion, Hydra variants") << "pp01"
                                                                         << "hydra"
                                                                         << "LOG-01"
                                                                         << "PP-01";
}

void TestSlurmIntegration::failingGraphVariantIsDiagnosed()
{
    QFETCH(QString, failure);
    QFETCH(QString, variants);
    QFETCH(QString, finding);
    QFETCH(QString, painPoint);
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store")));
    ClusterSubmitParams p
        = params(QStringLiteral("cga-it-") + failure,
                 {QStringLiteral("CGA_STANDIN_SLEEP=0.05"), QStringLiteral("CGA_STANDIN_FAIL=") + failure});
    QVERIFY(ClusterSubmitParams::parseVariants(variants, &p.variants));
    ClusterJob job;
    QVERIFY(submit(p, &store, &job));

    const Followed f = follow(job, 240000);
    QVERIFY2(f.failed, qPrintable(f.errors.join(QLatin1Char('\n'))));
    QVERIFY(!f.finished);
    QCOMPARE(f.job.state, QStringLiteral("FAILED"));
    QCOMPARE(f.job.exitCode, QStringLiteral("1:0"));
    QCOMPARE(f.job.step(QStringLiteral("eager"))->state, QStringLiteral("COMPLETED"));
    QCOMPARE(f.job.step(QStringLiteral("graph"))->state, QStringLiteral("FAILED"));
    QCOMPARE(f.job.step(QStringLiteral("graph"))->exitCode, QStringLiteral("1:0"));
    QVERIFY2(f.reason.contains(QLatin1String("graph")), qPrintable(f.reason));

    const ClusterCollection c = ClusterCollector::collect(f.job);
    QVERIFY(c.eagerMode());
    QCOMPARE(c.eagerMode()->steady().median, 100.0);
    QVERIFY(!c.speedup()); // the graph variant never replayed
    QVERIFY(c.diagnosedFiles.contains(f.job.stepLog(QStringLiteral("graph"))));
    QVERIFY(!c.diagnosedFiles.contains(f.job.stepLog(QStringLiteral("eager"))));
    const LogFinding* found = nullptr;
    for (const LogFinding& x : c.findings)
        if (x.id == finding)
            found = &x;
    QVERIFY2(found, qPrintable(QJsonDocument(c.toJson().value(QLatin1String("findings")).toArray()).toJson()));
    QCOMPARE(found->painPoint, painPoint);
    QVERIFY(found->isError());
    QVERIFY(!found->evidence.isEmpty());
    QVERIFY2(found->evidence.first().contains(QLatin1String("graph.log")), qPrintable(found->evidence.first()));
}

void TestSlurmIntegration::cancelStopsTheJob()
{
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store")));
    ClusterJob job;
    QVERIFY(submit(params(QStringLiteral("cga-it-cancel"), {QStringLiteral("CGA_STANDIN_SLEEP=5")}), &store, &job));
    bool cancelOk = false;
    QString cancelMessage;
    const Followed f = follow(job, 120000, [&](ClusterJobMonitor& monitor) {
        connect(&monitor, &ClusterJobMonitor::cancelFinished, this, [&](bool ok, const QString& message) {
            cancelOk = ok;
            cancelMessage = message;
        });
        QVERIFY(QTest::qWaitFor(
            [&] { return monitor.job().step(QStringLiteral("eager"))->state == QLatin1String("RUNNING"); }, 60000));
        monitor.cancelJob();
    });
    QVERIFY2(cancelOk, qPrintable(cancelMessage));
    QVERIFY(f.failed);
    QCOMPARE(f.job.state, QStringLiteral("CANCELLED"));
    QVERIFY(f.job.step(QStringLiteral("eager"))->state != QLatin1String("COMPLETED"));
    QVERIFY(f.job.step(QStringLiteral("graph"))->state != QLatin1String("COMPLETED"));
}

void TestSlurmIntegration::submitErrorsAreClassified_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("slurmSays");
    QTest::addRow("partition") << "partition"
                               << "nope" << int(SlurmError::Kind::InvalidPartition)
                               << "invalid partition specified: nope";
    QTest::addRow("time limit") << "time"
                                << "1:2:3:4:5" << int(SlurmError::Kind::InvalidTimeLimit)
                                << "Invalid --time specification";
    QTest::addRow("GPUs on a GRES-free cluster")
        << "gpus"
        << "1" << int(SlurmError::Kind::ResourcesUnavailable) << "Invalid generic resource (gres) specification";
}

void TestSlurmIntegration::submitErrorsAreClassified()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(int, kind);
    QFETCH(QString, slurmSays);
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store-errors")));
    ClusterSubmitParams p = params(QStringLiteral("cga-it-error"), {});
    if (field == QLatin1String("partition"))
        p.partition = value;
    else if (field == QLatin1String("time"))
        p.time = value;
    else
        p.gpusPerNode = value.toInt();
    ClusterJob job;
    SlurmError error;
    QVERIFY(!submit(p, &store, &job, &error));
    QCOMPARE(int(error.kind), kind);
    QVERIFY2(error.slurmText.contains(slurmSays), qPrintable(error.slurmText));
    QVERIFY(error.message().contains(slurmSays));
    QVERIFY(store.jobs().isEmpty());
}

QTEST_GUILESS_MAIN(TestSlurmIntegration)
#include "tst_slurmintegration.moc"
