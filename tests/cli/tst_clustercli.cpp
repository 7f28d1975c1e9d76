// `cga cluster` as a user runs it, against the real one-node Slurm of the "slurm" fixture: submit shows the script
// and the resources and needs --yes, status follows to the end, list shows the persisted jobs, collect prints eager
// against replay and the diagnosis, cancel stops a job; Slurm errors and bad input give their exit statuses.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestClusterCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    bool m_slurm = false;

    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };
    Run cga(const QStringList& args, int timeoutMs = 240000)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CGA_CLI), args);
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
        }
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    QStringList submitArgs(const QString& jobName, const QStringList& env) const
    {
        QStringList a{QStringLiteral("cluster"),          QStringLiteral("submit"),
                      QStringLiteral("--preset"),         QStringLiteral("qwen3-30b-a3b-h100-bf16-te"),
                      QStringLiteral("--partition"),      QStringLiteral("debug"),
                      QStringLiteral("--gpus-per-node"),  QStringLiteral("0"),
                      QStringLiteral("--tasks-per-node"), QStringLiteral("1"),
                      QStringLiteral("--time"),           QStringLiteral("00:10:00"),
                      QStringLiteral("--job-name"),       jobName,
                      QStringLiteral("--train-cmd"),      QStringLiteral(CGA_STANDIN),
                      QStringLiteral("--log-root"),       m_dir.filePath(QStringLiteral("logs")),
                      QStringLiteral("--no-setup")};
        for (const QString& e : env)
            a << QStringLiteral("--setup") << QStringLiteral("export ") + e;
        return a;
    }
    static QString jobIdFrom(const QString& out)
    {
        const int at = out.indexOf(QLatin1String("Submitted job "));
        return at < 0 ? QString() : out.mid(at + 14).section(QLatin1Char(';'), 0, 0).trimmed();
    }

private slots:
    void initTestCase();
    void submitNeedsYesAndShowsScriptAndResources();
    void submitFollowListCollect();
    void failedStepIsDiagnosed();
    void cancelStopsAJob();
    void errors();
};

void TestClusterCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QDir state(QStringLiteral(CGA_SLURM_STATE_DIR));
    m_slurm = QFile::exists(state.filePath(QStringLiteral("ready")));
}

void TestClusterCli::submitNeedsYesAndShowsScriptAndResources()
{
    const Run r = cga(submitArgs(QStringLiteral("cga-cli-dry"), {QStringLiteral("CGA_STANDIN_SLEEP=0")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.startsWith(QLatin1String("Batch script (")));
    QVERIFY(r.out.contains(QLatin1String("#!/bin/bash")));
    QVERIFY(r.out.contains(QLatin1String("#SBATCH --partition=debug")));
    QVERIFY(r.out.contains(QLatin1String("Resources requested:")));
    QVERIFY(r.out.contains(QLatin1String("Partition: debug")));
    QVERIFY(r.out.contains(QLatin1String("Command: sbatch --parsable --chdir=")));
    QVERIFY(r.err.contains(QLatin1String("--yes")));
    // Nothing was submitted or listed.
    const Run list = cga({QStringLiteral("cluster"), QStringLiteral("list")});
    QCOMPARE(list.exitCode, 0);
    QVERIFY(list.out.contains(QLatin1String("No cluster jobs yet.")));
}

void TestClusterCli::submitFollowListCollect()
{
    if (!m_slurm)
        QSKIP("The test Slurm cluster did not start (see slurm_env_start / the state folder's 'unavailable').");
    Run r = cga(submitArgs(QStringLiteral("cga-cli-ab"), {QStringLiteral("CGA_STANDIN_SLEEP=0.1")})
                << QStringLiteral("--yes"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString job = jobIdFrom(r.out);
    QVERIFY2(!job.isEmpty(), qPrintable(r.out));

    r = cga({QStringLiteral("cluster"), QStringLiteral("status"), job, QStringLiteral("--max-interval"),
             QStringLiteral("2")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY(r.out.contains(QStringLiteral("job %1 Completed").arg(job)));
    QVERIFY(r.out.contains(QLatin1String("eager Completed")));
    QVERIFY(r.out.contains(QLatin1String("graph Completed")));

    // The remembered values: a second submit without the options uses them.
    const Run again = cga({QStringLiteral("cluster"), QStringLiteral("submit"), QStringLiteral("--preset"),
                           QStringLiteral("qwen3-30b-a3b-h100-bf16-te")});
    QCOMPARE(again.exitCode, 1);
    QVERIFY(again.out.contains(QLatin1String("Job name: cga-cli-ab")));
    QVERIFY(again.out.contains(QLatin1String("no GPUs requested")));

    r = cga({QStringLiteral("cluster"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray jobs = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QLatin1String("jobs")).toArray();
    QCOMPARE(jobs.size(), 1);
    QCOMPARE(jobs.first().toObject().value(QLatin1String("job_id")).toString(), job);
    QCOMPARE(jobs.first().toObject().value(QLatin1String("state")).toString(), QStringLiteral("COMPLETED"));

    r = cga({QStringLiteral("cluster"), QStringLiteral("collect"), job});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QLatin1String("steady state       100.0 (n=12)       80.0 (n=9)")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("Speedup of replay over eager: 1.250x (100.0 ms -> 80.0 ms")));

    r = cga({QStringLiteral("cluster"), QStringLiteral("collect"), job, QStringLiteral("--format"),
             QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject c = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray speedups = c.value(QLatin1String("report")).toObject().value(QLatin1String("speedups")).toArray();
    QCOMPARE(speedups.size(), 1);
    QCOMPARE(speedups.first().toObject().value(QLatin1String("speedup")).toDouble(), 1.25);
}

void TestClusterCli::failedStepIsDiagnosed()
{
    if (!m_slurm)
        QSKIP("The test Slurm cluster did not start (see slurm_env_start / the state folder's 'unavailable').");
    Run r = cga(submitArgs(QStringLiteral("cga-cli-fail"),
                           {QStringLiteral("CGA_STANDIN_SLEEP=0"), QStringLiteral("CGA_STANDIN_FAIL=pp01")})
                << QStringLiteral("--yes") << QStringLiteral("--follow") << QStringLiteral("--variants")
                << QStringLiteral("config-file"));
    QVERIFY2(r.exitCode == 1, qPrintable(r.out + r.err));
    const QString job = jobIdFrom(r.out);
    QVERIFY(r.out.contains(QLatin1String("graph Failed (1:0)")));
    r = cga({QStringLiteral("cluster"), QStringLiteral("collect"), job});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QLatin1String("LOG-01 PP-01 [error]")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("graph.log:")));
    QVERIFY(r.out.contains(QLatin1String("No speedup")));
}

void TestClusterCli::cancelStopsAJob()
{
    if (!m_slurm)
        QSKIP("The test Slurm cluster did not start (see slurm_env_start / the state folder's 'unavailable').");
    Run r = cga(submitArgs(QStringLiteral("cga-cli-cancel"), {QStringLiteral("CGA_STANDIN_SLEEP=5")})
                << QStringLiteral("--yes"));
    QCOMPARE(r.exitCode, 0);
    const QString job = jobIdFrom(r.out);
    r = cga({QStringLiteral("cluster"), QStringLiteral("cancel"), job});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = cga({QStringLiteral("cluster"), QStringLiteral("status"), job, QStringLiteral("--max-interval"),
             QStringLiteral("2")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("Job %1 ended: Cancelled").arg(job)), qPrintable(r.out));
}

void TestClusterCli::errors()
{
    // Not installed: a folder without the Slurm programs.
    QDir().mkpath(m_dir.filePath(QStringLiteral("empty-bin")));
    Run r
        = cga(submitArgs(QStringLiteral("cga-cli-err"), {}) << QStringLiteral("--yes") << QStringLiteral("--slurm-bin")
                                                            << m_dir.filePath(QStringLiteral("empty-bin")));
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QLatin1String("sbatch was not found")), qPrintable(r.err));
    cga({QStringLiteral("cluster"), QStringLiteral("list"), QStringLiteral("--slurm-bin"), QString()}); // back to PATH

    r = cga({QStringLiteral("cluster"), QStringLiteral("status"), QStringLiteral("999999")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QLatin1String("not in the job list")));
    r = cga({QStringLiteral("cluster"), QStringLiteral("status"), QStringLiteral("12;rm")});
    QCOMPARE(r.exitCode, 2);
    r = cga(submitArgs(QStringLiteral("bad name"), {}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QLatin1String("#SBATCH")));
    r = cga(submitArgs(QStringLiteral("x"), {}) << QStringLiteral("--variants") << QStringLiteral("carrier-pigeon"));
    QCOMPARE(r.exitCode, 2);
    r = cga({QStringLiteral("cluster"), QStringLiteral("frobnicate")});
    QCOMPARE(r.exitCode, 2);

    if (!m_slurm)
        QSKIP("The Slurm-side errors need the test cluster.");
    r = cga(submitArgs(QStringLiteral("cga-cli-err"), {})
            << QStringLiteral("--yes") << QStringLiteral("--partition") << QStringLiteral("nope"));
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QLatin1String("no such partition")), qPrintable(r.err));
    QVERIFY(r.err.contains(QLatin1String("invalid partition specified: nope"))); // Slurm's text, verbatim
}

QTEST_GUILESS_MAIN(TestClusterCli)
#include "tst_clustercli.moc"
