// The persisted job list (atomic JSON, shared by the GUI and the command line, damaged files set aside) and the
// remembered submit parameters (QSettings, every field, values holding quotes, commas, newlines and non-ASCII).
#include "cluster/clusterjobstore.h"
#include "cluster/clustersettings.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestClusterJobStore : public QObject
{
    Q_OBJECT

private:
    static ClusterJob sample(const QString& id, int minutesAgo)
    {
        ClusterSubmitParams p;
        p.jobName = QStringLiteral("ab-") + id;
        p.setupLines = {QStringLiteral("module load cuda/12.8"), QStringLiteral("export A='x, y'")};
        ClusterJob j = ClusterJob::create(id, QStringLiteral("/shared/logs/") + id, p);
        j.submittedAt = QDateTime::currentDateTimeUtc().addSecs(-60 * minutesAgo);
        j.title = QStringLiteral("qwen3-30b-a3b-h100-bf16-te");
        j.graphImpl = QStringLiteral("transformer_engine");
        j.warmupSteps = 3;
        return j;
    }

private slots:
    void roundTripAndOrder();
    void sharedBetweenFrontEnds();
    void damagedFileIsSetAside();
    void missingFolderIsCreated();
    void settingsRememberEveryField();
    void paramsJsonRoundTrip();
    void fitToRecipe();
};

void TestClusterJobStore::roundTripAndOrder()
{
    QTemporaryDir dir;
    ClusterJobStore store(dir.path());
    QVERIFY(store.load());
    QVERIFY(store.jobs().isEmpty());
    QSignalSpy changed(&store, &ClusterJobStore::jobsChanged);
    QVERIFY(store.add(sample(QStringLiteral("10"), 30)));
    QVERIFY(store.add(sample(QStringLiteral("11"), 5)));
    QCOMPARE(changed.count(), 2);
    QCOMPARE(store.jobs().first().jobId, QStringLiteral("11")); // newest first

    ClusterJob j = *store.job(QStringLiteral("10"));
    j.state = QStringLiteral("FAILED");
    j.steps[1].state = QStringLiteral("FAILED");
    j.steps[1].exitCode = QStringLiteral("1:0");
    QVERIFY(store.update(j));
    QString error;
    ClusterJob unknown = sample(QStringLiteral("99"), 1);
    QVERIFY(!store.update(unknown, &error));
    QVERIFY(error.contains(QLatin1String("99")));

    ClusterJobStore reread(dir.path());
    QVERIFY(reread.load(&error));
    QCOMPARE(reread.jobs().size(), 2);
    const ClusterJob back = *reread.job(QStringLiteral("10"));
    QCOMPARE(back.toJson(), j.toJson());
    QCOMPARE(back.params.setupLines, j.params.setupLines);
    QCOMPARE(back.step(QStringLiteral("graph"))->exitCode, QStringLiteral("1:0"));

    QVERIFY(reread.remove(QStringLiteral("11")));
    QVERIFY(!reread.remove(QStringLiteral("11")));
    QCOMPARE(reread.jobs().size(), 1);
    // No temporary files left behind by the atomic writes.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("cluster-jobs.json")});
}

void TestClusterJobStore::sharedBetweenFrontEnds()
{
    QTemporaryDir dir;
    ClusterJobStore gui(dir.path());
    ClusterJobStore cli(dir.path());
    QVERIFY(gui.add(sample(QStringLiteral("1"), 3)));
    QVERIFY(cli.add(sample(QStringLiteral("2"), 2))); // re-reads first: job 1 is kept
    QVERIFY(gui.add(sample(QStringLiteral("3"), 1)));
    ClusterJobStore reread(dir.path());
    QVERIFY(reread.load());
    QCOMPARE(reread.jobs().size(), 3);
}

void TestClusterJobStore::damagedFileIsSetAside()
{
    QTemporaryDir dir;
    QFile f(QDir(dir.path()).filePath(QStringLiteral("cluster-jobs.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"version\": 1, \"jobs\": [ {\"job_id\": \"5\", truncated");
    f.close();
    ClusterJobStore store(dir.path());
    QString error;
    QVERIFY(!store.load(&error));
    QVERIFY(error.contains(QLatin1String("damaged")));
    QVERIFY(store.jobs().isEmpty());
    QVERIFY(store.add(sample(QStringLiteral("6"), 1)));
    QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), 2);
    QVERIFY(files.filter(QStringLiteral(".corrupt-")).size() == 1);

    // One bad entry among good ones: the good ones are read, the file is kept aside before the next write.
    QTemporaryDir dir2;
    QFile g(QDir(dir2.path()).filePath(QStringLiteral("cluster-jobs.json")));
    QVERIFY(g.open(QIODevice::WriteOnly));
    QJsonObject good = sample(QStringLiteral("7"), 1).toJson();
    g.write(QJsonDocument(QJsonObject{{QStringLiteral("version"), 1},
                                      {QStringLiteral("jobs"), QJsonArray{good, QJsonObject{{"job_id", "x; rm"}}, 3}}})
                .toJson());
    g.close();
    ClusterJobStore partial(dir2.path());
    QVERIFY(!partial.load(&error));
    QVERIFY(error.contains(QLatin1String("skipped")));
    QCOMPARE(partial.jobs().size(), 1);
    QVERIFY(partial.add(sample(QStringLiteral("8"), 0)));
    QCOMPARE(QDir(dir2.path()).entryList(QDir::Files).filter(QStringLiteral(".corrupt-")).size(), 1);

    // A newer format is not overwritten silently either.
    QTemporaryDir dir3;
    QFile h(QDir(dir3.path()).filePath(QStringLiteral("cluster-jobs.json")));
    QVERIFY(h.open(QIODevice::WriteOnly));
    h.write("{\"version\": 99, \"jobs\": []}");
    h.close();
    ClusterJobStore newer(dir3.path());
    QVERIFY(!newer.load(&error));
    QVERIFY(error.contains(QLatin1String("99")));
}

void TestClusterJobStore::missingFolderIsCreated()
{
    QTemporaryDir dir;
    ClusterJobStore store(QDir(dir.path()).filePath(QStringLiteral("a/b/c")));
    QVERIFY(store.add(sample(QStringLiteral("1"), 1)));
    QVERIFY(QFile::exists(store.filePath()));
    QVERIFY(ClusterJobStore::defaultFolder().endsWith(QLatin1String("cuda-graph-assistant/cluster")));
}

void TestClusterJobStore::settingsRememberEveryField()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("cluster.ini"));
    ClusterSubmitParams p;
    p.jobName = QStringLiteral("my-ab");
    p.partition = QStringLiteral("batch");
    p.account = QStringLiteral("proj_1");
    p.nodes = 4;
    p.gpusPerNode = 0;
    p.tasksPerNode = 2;
    p.time = QStringLiteral("1-00:00:00");
    p.containerImage = QStringLiteral("nvcr.io#nvidia/nemo:25.09");
    p.containerMounts = QStringLiteral("/lustre:/lustre,/home/训练:/w");
    p.setupLines = {QStringLiteral("source \"/opt/env, with comma.sh\"")}; // one line holding a comma
    p.trainingCommand = QStringLiteral("python 'run me.py' --x=$(y)");
    p.variants = SbatchOptions::Variants::Hydra;
    p.logRoot = QStringLiteral("/lustre/我的 logs");
    p.seed = 7;
    p.cgaCommand = QStringLiteral("/opt/cga/bin/cga");
    {
        QSettings s(file, QSettings::IniFormat);
        ClusterSettings settings(&s);
        QCOMPARE(settings.lastParams(), ClusterSubmitParams()); // defaults before anything is written
        settings.setLastParams(p);
        settings.setStoreFolder(QStringLiteral("/x/store"));
        settings.sync();
    }
    QSettings s(file, QSettings::IniFormat);
    ClusterSettings settings(&s);
    const ClusterSubmitParams back = settings.lastParams();
    QCOMPARE(back.toJson(), p.toJson());
    QCOMPARE(back.setupLines.size(), 1);
    QCOMPARE(settings.storeFolder(), QStringLiteral("/x/store"));
    p.setupLines = {QStringLiteral("a"), QStringLiteral("b")};
    settings.setLastParams(p);
    QCOMPARE(settings.lastParams().setupLines, p.setupLines);
    p.setupLines.clear();
    settings.setLastParams(p);
    QCOMPARE(settings.lastParams().setupLines, QStringList());
}

void TestClusterJobStore::paramsJsonRoundTrip()
{
    ClusterSubmitParams p;
    p.variants = SbatchOptions::Variants::ConfigFile;
    p.setupLines = {QStringLiteral("x")};
    QCOMPARE(ClusterSubmitParams::fromJson(p.toJson()), p);
    // Missing and mistyped keys keep their defaults.
    const ClusterSubmitParams d = ClusterSubmitParams::fromJson(QJsonObject{{"nodes", "three"}, {"variants", "smoke"}});
    QCOMPARE(d, ClusterSubmitParams());
}

void TestClusterJobStore::fitToRecipe()
{
    ClusterSubmitParams p; // 1 x 8
    QString note;
    QVERIFY(p.fitToRecipe(QStringLiteral("h100"), 16, &note));
    QCOMPARE(p.nodes, 2);
    QCOMPARE(p.gpusPerNode, 8);
    QVERIFY(note.contains(QLatin1String("16")));
    QVERIFY(!p.fitToRecipe(QStringLiteral("h100"), 16)); // already fits
    p.nodes = 4;
    p.gpusPerNode = 4; // 16 GPUs on 4-GPU nodes: kept
    QVERIFY(!p.fitToRecipe(QStringLiteral("gb200"), 16));
    p.nodes = 2;
    p.gpusPerNode = 8; // 16 GPUs, but a GB200 node has 4: refitted
    QVERIFY(p.fitToRecipe(QStringLiteral("gb200"), 16));
    QCOMPARE(p.nodes, 4);
    QCOMPARE(p.gpusPerNode, 4);
    p.gpusPerNode = 0; // no GPU request: left alone
    QVERIFY(!p.fitToRecipe(QStringLiteral("h100"), 16));
}

QTEST_GUILESS_MAIN(TestClusterJobStore)
#include "tst_clusterjobstore.moc"
