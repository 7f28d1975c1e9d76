// The cluster page: an explicit confirmation before anything is submitted, a clear banner when Slurm is missing,
// jobs listed from the persisted store, and, against the real Slurm of the "slurm" fixture, a submitted A/B followed
// to its end without blocking and its results collected (eager against replay, as for a local benchmark).
#include "cluster/clusterconfirmdialog.h"
#include "cluster/clusterjobmodel.h"
#include "cluster/clusterjobstore.h"
#include "cluster/clusterresultsview.h"
#include "cluster/clusterscript.h"
#include "cluster/clustersettings.h"
#include "cluster/clustersubmitform.h"
#include "cluster/clusterwidget.h"
#include "cluster/slurmclient.h"
#include "recipes/presetlibrary.h"
#include "results/resultsview.h"
#include "session/configsession.h"
#include "uitestsupport.h"
#include "util/shellwords.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace cga;

class TestClusterWidget : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<ClusterSettings> m_settings;
    ConfigSession m_session;

    bool slurmReady() const
    {
        return QFile::exists(QDir(QStringLiteral(CGA_SLURM_STATE_DIR)).filePath(QStringLiteral("ready")));
    }
    ClusterSubmitParams testParams(const QStringList& env) const
    {
        ClusterSubmitParams p;
        p.jobName = QStringLiteral("cga-ui-ab");
        p.partition = QStringLiteral("debug");
        p.gpusPerNode = 0;
        p.tasksPerNode = 1;
        p.time = QStringLiteral("00:10:00");
        p.trainingCommand = ShellWords::quote(QStringLiteral(CGA_STANDIN));
        for (const QString& e : env)
            p.setupLines << QStringLiteral("export ") + e;
        p.logRoot = m_dir.filePath(QStringLiteral("logs"));
        return p;
    }
    // Writes the stand-in's logs for a job as if it had run (no Slurm needed).
    void runStandIn(const ClusterJob& job)
    {
        QDir().mkpath(job.logDir);
        for (const auto& [variant, args] :
             {std::pair{QStringLiteral("eager"),
                        QStringList{QStringLiteral("--cuda_graph_impl"), QStringLiteral("none")}},
              std::pair{QStringLiteral("graph"),
                        QStringList{QStringLiteral("--cuda_graph_impl"), QStringLiteral("transformer_engine")}}}) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("CGA_STANDIN_SLEEP"), QStringLiteral("0"));
            p.setProcessEnvironment(env);
            p.setStandardOutputFile(job.stepLog(variant));
            p.start(QStringLiteral(CGA_STANDIN), args);
            QVERIFY(p.waitForFinished(30000));
        }
    }

private slots:
    void initTestCase();
    void formRoundTrip();
    void confirmationShowsScriptAndResources();
    void cancellingTheConfirmationSubmitsNothing();
    void slurmMissingIsExplained();
    void listedJobsAreCollected();
    void submitFollowCollect();
};

void TestClusterWidget::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_qsettings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("cluster.ini")), QSettings::IniFormat);
    m_settings = std::make_unique<ClusterSettings>(m_qsettings.get());
    m_settings->setStoreFolder(m_dir.filePath(QStringLiteral("store")));
    const PresetLibrary& lib = PresetLibrary::builtIn();
    const auto preset = lib.load(PresetLibrary::defaultPresetId());
    QVERIFY(preset);
    m_session.reset(preset->config, preset->target, preset->info.path, preset->info.id);
}

void TestClusterWidget::formRoundTrip()
{
    ClusterSubmitForm form;
    ClusterSubmitParams p = testParams({QStringLiteral("A=1"), QStringLiteral("B='x y'")});
    p.containerImage = QStringLiteral("nvcr.io/nvidia/nemo:25.09");
    p.variants = SbatchOptions::Variants::Hydra;
    p.seed = 99;
    QSignalSpy changed(&form, &ClusterSubmitForm::changed);
    form.setParams(p);
    QCOMPARE(form.params(), p);
    form.gpusSpin()->setValue(0);
    QCOMPARE(form.gpusSpin()->text(), QStringLiteral("none requested"));
    form.setupEdit()->setPlainText(QStringLiteral("module load a\n\n  \nsource b"));
    QCOMPARE(form.params().setupLines, (QStringList{QStringLiteral("module load a"), QStringLiteral("source b")}));
    QVERIFY(changed.count() > 0);
}

void TestClusterWidget::confirmationShowsScriptAndResources()
{
    ClusterWidget w(&m_session, nullptr, m_settings.get());
    w.form()->setParams(testParams({}));
    const ClusterScript script = w.buildScript();
    QVERIFY2(script.ok, qPrintable(script.error));
    ClusterConfirmDialog dialog(script);
    QCOMPARE(dialog.scriptText(), script.text);
    QVERIFY(dialog.scriptText().startsWith(QLatin1String("#!/bin/bash")));
    QVERIFY(dialog.resources().contains(QStringLiteral("Partition: debug")));
    QVERIFY(dialog.commandText().startsWith(QLatin1String("sbatch --parsable --chdir=")));
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("submitButton")));
    dialog.show();
    test::saveScreenshot(&dialog, QStringLiteral("cluster-confirm"));
}

void TestClusterWidget::cancellingTheConfirmationSubmitsNothing()
{
    QTemporaryDir bin; // a Slurm whose sbatch would record that it ran
    QFile sbatch(bin.filePath(QStringLiteral("sbatch")));
    QVERIFY(sbatch.open(QIODevice::WriteOnly));
    sbatch.write("#!/bin/sh\ntouch \"$(dirname \"$0\")/ran\"\necho 5\n");
    sbatch.close();
    sbatch.setPermissions(sbatch.permissions() | QFileDevice::ExeOwner);
    for (const char* p : {"squeue", "sacct", "scancel", "sinfo"})
        QVERIFY(QFile::link(QStringLiteral("/bin/true"), bin.filePath(QString::fromLatin1(p))));
    SlurmClient client;
    client.setProgramDirectory(bin.path());
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store-cancel")));
    ClusterWidget w(&m_session, nullptr, m_settings.get(), &store, &client);
    w.form()->setParams(testParams({}));
    QVERIFY(w.slurmAvailable());
    bool sawDialog = false;
    QTimer::singleShot(200, this, [&] {
        auto* d = qobject_cast<ClusterConfirmDialog*>(QApplication::activeModalWidget());
        sawDialog = d != nullptr;
        if (d)
            d->reject();
    });
    w.requestSubmit(true);
    QVERIFY(sawDialog);
    QCOMPARE(w.statusText(), QStringLiteral("Not submitted."));
    QTest::qWait(100);
    QVERIFY(!QFile::exists(bin.filePath(QStringLiteral("ran"))));
    QCOMPARE(w.jobModel()->rowCount(), 0);
}

void TestClusterWidget::slurmMissingIsExplained()
{
    QTemporaryDir empty;
    SlurmClient client;
    client.setProgramDirectory(empty.path());
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store-missing")));
    ClusterWidget w(&m_session, nullptr, m_settings.get(), &store, &client);
    w.resize(1200, 800);
    w.show();
    QTest::qWait(50);
    QVERIFY(!w.slurmAvailable());
    auto* banner = w.findChild<QLabel*>(QStringLiteral("clusterBanner"));
    QVERIFY(banner && banner->isVisible());
    QVERIFY2(banner->text().contains(QLatin1String("sbatch was not found")), qPrintable(banner->text()));
    QVERIFY(!w.findChild<QPushButton*>(QStringLiteral("clusterSubmitButton"))->isEnabled());
    test::saveScreenshot(&w, QStringLiteral("cluster-no-slurm"));
}

void TestClusterWidget::listedJobsAreCollected()
{
    // A job submitted in an earlier session: listed from the store, its logs read without Slurm.
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store-earlier")));
    ClusterJob job
        = ClusterJob::create(QStringLiteral("314"), m_dir.filePath(QStringLiteral("earlier/314")), testParams({}));
    job.state = QStringLiteral("COMPLETED");
    for (ClusterStep& s : job.steps)
        s.state = QStringLiteral("COMPLETED");
    job.graphImpl = QStringLiteral("transformer_engine");
    job.warmupSteps = 3;
    runStandIn(job);
    QVERIFY(store.add(job));

    QTemporaryDir empty;
    SlurmClient client;
    client.setProgramDirectory(empty.path());
    ClusterJobStore reopened(store.folder());
    ClusterWidget w(&m_session, nullptr, m_settings.get(), &reopened, &client);
    QCOMPARE(w.jobModel()->rowCount(), 1);
    QCOMPARE(w.jobModel()->data(w.jobModel()->index(0, ClusterJobModel::StateColumn)).toString(),
             QStringLiteral("Completed"));
    QSignalSpy results(&w, &ClusterWidget::resultsReady);
    QSignalSpy reports(&w, &ClusterWidget::resultsReportReady);
    w.selectJob(QStringLiteral("314"));
    QCOMPARE(w.selectedJobId(), QStringLiteral("314"));
    w.collectJob(QStringLiteral("314"));
    QVERIFY(results.wait(30000));
    QCOMPARE(reports.count(), 1);
    const ClusterCollection c = results.first().at(0).value<ClusterCollection>();
    QVERIFY(c.speedup());
    QCOMPARE(c.speedup()->speedup, 1.25);
    QVERIFY(w.resultsView()->summaryText().contains(QLatin1String("1.250x")));
    QTableWidget* phases = w.resultsView()->phaseTable();
    QVERIFY(phases->rowCount() >= 3);
    // The same results view (table and charts) as a local benchmark.
    ResultsView* charts = w.resultsView()->chartsView();
    QCOMPARE(charts->report().modes.size(), 2);
    QCOMPARE(charts->report().speedups.size(), 1);
    QCOMPARE(charts->report().speedups.first().speedup, 1.25);
    QVERIFY(!charts->charts().isEmpty());
    w.resize(1400, 900);
    w.show();
    QTest::qWait(50); // let the splitter and the scroll area lay out
    test::saveScreenshot(&w, QStringLiteral("cluster-results"));
    w.resultsView()->tabs()->setCurrentWidget(charts);
    QTest::qWait(50);
    test::saveScreenshot(&w, QStringLiteral("cluster-results-charts"));
}

void TestClusterWidget::submitFollowCollect()
{
    if (!slurmReady())
        QSKIP("The test Slurm cluster did not start (see slurm_env_start / the state folder's 'unavailable').");
    ClusterJobStore store(m_dir.filePath(QStringLiteral("store-live")));
    SlurmClient client;
    ClusterWidget w(&m_session, nullptr, m_settings.get(), &store, &client);
    w.setPollingBackoff(200, 1000);
    QTRY_VERIFY(w.slurmAvailable());
    w.form()->setParams(testParams({QStringLiteral("CGA_STANDIN_SLEEP=0.1")}));
    QSignalSpy submitted(&w, &ClusterWidget::submitted);
    QSignalSpy failed(&w, &ClusterWidget::submitFailed);
    QSignalSpy ended(&w, &ClusterWidget::jobEnded);
    w.requestSubmit(false);
    QTRY_VERIFY_WITH_TIMEOUT(submitted.count() + failed.count() > 0, 60000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().at(0).toString()));
    const ClusterJob job = submitted.first().at(0).value<ClusterJob>();
    QCOMPARE(w.jobModel()->rowCount(), 1);
    QVERIFY(w.isFollowing(job.jobId));
    // The event loop keeps running while the job is followed: the GUI never waits on Slurm.
    QVERIFY(ended.wait(240000));
    const ClusterJob done = ended.first().at(0).value<ClusterJob>();
    QVERIFY2(done.succeeded(), qPrintable(done.state));
    QCOMPARE(w.jobModel()
                 ->data(w.jobModel()->indexOf(job.jobId).siblingAtColumn(ClusterJobModel::GraphColumn))
                 .toString()
                 .section(QLatin1Char(' '), 0, 0),
             QStringLiteral("Completed"));
    QVERIFY(!w.isFollowing(job.jobId));
    QCOMPARE(m_settings->lastParams().jobName, QStringLiteral("cga-ui-ab")); // remembered
    QSignalSpy results(&w, &ClusterWidget::resultsReady);
    w.collectJob(job.jobId);
    QVERIFY(results.wait(30000));
    const ClusterCollection c = results.first().at(0).value<ClusterCollection>();
    QVERIFY(c.speedup());
    QCOMPARE(c.eagerMode()->steady().median, 100.0);
    QCOMPARE(c.graphMode()->steady().median, 80.0);
}

QTEST_MAIN(TestClusterWidget)
#include "tst_clusterwidget.moc"
