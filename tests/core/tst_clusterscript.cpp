// The A/B batch script a cluster submission writes: every user-provided value that reaches it arrives unchanged
// where it is used (checked by running the script with bash, with srun and the setup commands replaced by a
// program that records its arguments), #SBATCH values that a shell would have to quote are refused, and every
// script is `bash -n` clean.
#include "cluster/clusterscript.h"
#include "cluster/clustersubmitparams.h"
#include "recipes/presetlibrary.h"
#include "util/shellwords.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestClusterScript : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_bin;
    Preset m_preset;
    EmitOptions m_options;

    // Records its arguments, NUL-terminated, to $CGA_ARGS_OUT (or stdout when unset).
    void writeRecorder(const QString& name)
    {
        QFile f(m_bin.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n"
                "if [ -n \"${CGA_ARGS_OUT:-}\" ]; then exec >>\"$CGA_ARGS_OUT\"; fi\n"
                "printf '%s\\0' \"$0\" \"$@\"\n"
                "printf '\\n--end--\\n'\n");
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    }

    // Runs the script with bash as a local job (no SLURM_JOB_ID); returns bash's exit status.
    int runScript(const QString& scriptPath, const QString& argsOut, QByteArray* output)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), m_bin.path() + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("CGA_ARGS_OUT"), argsOut);
        env.remove(QStringLiteral("SLURM_JOB_ID"));
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("bash"), {scriptPath});
        if (!p.waitForFinished(30000))
            return -1;
        *output = p.readAll();
        return p.exitCode();
    }

    // The argument lists the recorder saw, in call order; each starts with the program path.
    static QList<QStringList> calls(QByteArray data)
    {
        QList<QStringList> out;
        const QByteArray end("\n--end--\n");
        for (qsizetype at = data.indexOf(end); at >= 0; at = data.indexOf(end)) {
            const QByteArray block = data.left(at);
            data.remove(0, at + end.size());
            QStringList args;
            for (const QByteArray& a : block.split('\0'))
                args << QString::fromUtf8(a);
            args.removeLast(); // after the last NUL
            out << args;
        }
        return out;
    }

    static bool bashSyntaxOk(const QString& path, QString* message)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("bash"), {QStringLiteral("-n"), path});
        p.waitForFinished(10000);
        *message = QString::fromUtf8(p.readAll());
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

private slots:
    void initTestCase();
    void valuesReachTheirPlaceUnchanged_data();
    void valuesReachTheirPlaceUnchanged();
    void sbatchDirectiveValuesAreRefused_data();
    void sbatchDirectiveValuesAreRefused();
    void badSetupLineIsReported();
    void noGpuRequestDropsTheGpuLine();
    void harnessVariantsNeedARecipeIdentity();
    void resourcesSummaryNamesWhatIsRequested();
};

void TestClusterScript::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty())
        QSKIP("bash is not installed");
    QVERIFY(m_bin.isValid());
    writeRecorder(QStringLiteral("srun"));
    writeRecorder(QStringLiteral("cga-printargs"));
    const PresetLibrary& lib = PresetLibrary::builtIn();
    const auto preset = lib.load(PresetLibrary::defaultPresetId());
    QVERIFY2(preset, "the default preset loads");
    m_preset = *preset;
    const auto info = lib.info(PresetLibrary::defaultPresetId());
    QVERIFY(info);
    m_options = lib.emitOptions(*info);
}

void TestClusterScript::valuesReachTheirPlaceUnchanged_data()
{
    QTest::addColumn<QString>("value");
    QTest::addRow("spaces") << "a b  c";
    QTest::addRow("single quote") << "it's";
    QTest::addRow("double quote") << "say \"hi\"";
    QTest::addRow("command substitution") << "$(touch cga-pwned)";
    QTest::addRow("backticks") << "`touch cga-pwned`";
    QTest::addRow("semicolon") << "a; touch cga-pwned";
    QTest::addRow("newline") << "line1\nline2";
    QTest::addRow("non-ascii") << QStringLiteral("训练 ümlaut");
    QTest::addRow("variable") << "$HOME ${PATH}";
    QTest::addRow("glob and redirect") << "* > out.txt < in &";
    QTest::addRow("backslashes") << "a\\b\\\\c\\";
    QTest::addRow("leading dash") << "--output=/etc/passwd";
    QTest::addRow("empty") << "";
    QTest::addRow("tab and carriage return") << "a\tb\rc";
}

void TestClusterScript::valuesReachTheirPlaceUnchanged()
{
    QFETCH(QString, value);
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QString argsOut = work.filePath(QStringLiteral("args.bin"));

    for (const auto variants :
         {SbatchOptions::Variants::Harness, SbatchOptions::Variants::ConfigFile, SbatchOptions::Variants::Hydra}) {
        ClusterSubmitParams p;
        p.variants = variants;
        p.partition = QStringLiteral("debug");
        p.gpusPerNode = 2;
        p.tasksPerNode = 1;
        p.logRoot = work.path();
        // The training command and a setup line are typed text: the tricky value is one quoted word in them.
        p.trainingCommand = ShellWords::join({QStringLiteral("train-prog"), value});
        p.setupLines = {ShellWords::join({QStringLiteral("cga-printargs"), QStringLiteral("setup"), value}),
                        QStringLiteral("export CGA_TEST_VALUE=") + ShellWords::quote(value)};
        p.containerImage = QStringLiteral("nvcr.io/nvidia/nemo:") + value;
        p.containerMounts = QStringLiteral("/data:") + value;
        p.cgaCommand = QStringLiteral("cga-printargs");
        const QString logDir = QDir(work.path()).filePath(QStringLiteral("logs ") + value);

        const ClusterScript s = ClusterScript::build(m_preset.config, m_preset.target, m_options, p, logDir);
        QVERIFY2(s.ok, qPrintable(s.error));
        QCOMPARE(s.logDir, QDir::cleanPath(logDir));
        QVERIFY(QDir().mkpath(s.logDir));
        QFile f(s.scriptPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(s.text.toUtf8());
        f.close();
        QString syntax;
        QVERIFY2(bashSyntaxOk(s.scriptPath, &syntax), qPrintable(syntax));

        QFile::remove(argsOut);
        QByteArray output;
        const int status = runScript(s.scriptPath, argsOut, &output);
        QVERIFY2(status == 0, output.constData());
        QVERIFY2(!QFile::exists(QDir(work.path()).filePath(QStringLiteral("cga-pwned"))), "no value ran as code");
        QVERIFY2(!QFile::exists(QDir::current().filePath(QStringLiteral("cga-pwned"))), "no value ran as code");

        QFile rec(argsOut);
        QVERIFY(rec.open(QIODevice::ReadOnly));
        const QList<QStringList> seen = calls(rec.readAll());
        // setup, srun (eager), srun (graph), cga report
        QCOMPARE(seen.size(), 4);
        QCOMPARE(seen[0].mid(1), (QStringList{QStringLiteral("setup"), value}));
        for (int step = 1; step <= 2; ++step) {
            const QStringList& srun = seen[step];
            QVERIFY2(srun.value(0).endsWith(QLatin1String("/srun")), qPrintable(srun.value(0)));
            QCOMPARE(srun.value(1), QStringLiteral("--ntasks-per-node=1"));
            QCOMPARE(srun.value(2), QStringLiteral("--container-image=nvcr.io/nvidia/nemo:") + value);
            QCOMPARE(srun.value(3), QStringLiteral("--container-mounts=/data:") + value);
            QCOMPARE(srun.value(4), QStringLiteral("train-prog"));
            QCOMPARE(srun.value(5), value);
            if (variants == SbatchOptions::Variants::ConfigFile)
                QCOMPARE(
                    srun.value(7),
                    QDir(s.logDir).filePath(step == 1 ? QStringLiteral("eager.yaml") : QStringLiteral("graph.yaml")));
            QVERIFY(srun.contains(QStringLiteral("rng.seed=1234")));
        }
        QCOMPARE(seen[3].mid(1),
                 (QStringList{QStringLiteral("report"), QDir(s.logDir).filePath(QStringLiteral("eager.log")),
                              QDir(s.logDir).filePath(QStringLiteral("graph.log"))}));
        // The logs went where the job record will look for them.
        QVERIFY(QFile::exists(QDir(s.logDir).filePath(QStringLiteral("eager.log"))));
        QVERIFY(QFile::exists(QDir(s.logDir).filePath(QStringLiteral("graph.log"))));
    }
}

void TestClusterScript::sbatchDirectiveValuesAreRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    for (const char* field : {"partition", "account", "job name", "time"}) {
        QTest::addRow("%s with a space", field) << field << "a b";
        QTest::addRow("%s with a semicolon", field) << field << "gpu;rm";
        QTest::addRow("%s with a newline", field) << field << "gpu\n#SBATCH --uid=0";
        QTest::addRow("%s with $()", field) << field << "$(id)";
        QTest::addRow("%s with a quote", field) << field << "it's";
        QTest::addRow("%s non-ascii", field) << field << QStringLiteral("训练");
    }
}

void TestClusterScript::sbatchDirectiveValuesAreRefused()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    ClusterSubmitParams p;
    p.logRoot = QDir::tempPath();
    if (field == QLatin1String("partition"))
        p.partition = value;
    else if (field == QLatin1String("account"))
        p.account = value;
    else if (field == QLatin1String("job name"))
        p.jobName = value;
    else
        p.time = value;
    const QString problem = p.check();
    QVERIFY2(!problem.isEmpty(), "refused before any script is written");
    const ClusterScript s = ClusterScript::build(m_preset.config, m_preset.target, m_options, p, QDir::tempPath());
    QVERIFY(!s.ok);
    QCOMPARE(s.error, problem);
    QVERIFY(s.text.isEmpty());
}

void TestClusterScript::badSetupLineIsReported()
{
    ClusterSubmitParams p;
    p.logRoot = QDir::tempPath();
    p.setupLines = {QStringLiteral("module load cuda"), QStringLiteral("source 'unterminated")};
    const QString problem = p.check();
    QVERIFY(problem.contains(QLatin1String("2")));
    p.setupLines.clear();
    p.trainingCommand = QStringLiteral("python \"train.py");
    QVERIFY(!p.check().isEmpty());
    p.trainingCommand = QStringLiteral("python train.py");
    p.logRoot = QStringLiteral("relative/logs");
    QVERIFY(!p.check().isEmpty());
}

void TestClusterScript::noGpuRequestDropsTheGpuLine()
{
    ClusterSubmitParams p;
    p.logRoot = QDir::tempPath();
    p.gpusPerNode = 0;
    ClusterScript s = ClusterScript::build(m_preset.config, m_preset.target, m_options, p, QDir::tempPath());
    QVERIFY2(s.ok, qPrintable(s.error));
    QVERIFY(!s.text.contains(QLatin1String("--gpus-per-node")));
    QVERIFY(s.text.contains(QLatin1String("#SBATCH --ntasks-per-node=1\n")));
    p.gpusPerNode = 4;
    s = ClusterScript::build(m_preset.config, m_preset.target, m_options, p, QDir::tempPath());
    QVERIFY(s.text.contains(QLatin1String("#SBATCH --gpus-per-node=4\n")));
    QVERIFY(s.text.contains(QLatin1String("#SBATCH --ntasks-per-node=4\n")));
    QCOMPARE(s.graphImpl, QStringLiteral("transformer_engine"));
    QCOMPARE(s.warmupSteps, 3);
}

void TestClusterScript::harnessVariantsNeedARecipeIdentity()
{
    ClusterSubmitParams p;
    p.logRoot = QDir::tempPath();
    p.variants = SbatchOptions::Variants::Harness;
    const ClusterScript s = ClusterScript::build(m_preset.config, m_preset.target, EmitOptions(), p, QDir::tempPath());
    QVERIFY(!s.ok);
    QVERIFY(s.error.contains(QLatin1String("harness")));
}

void TestClusterScript::resourcesSummaryNamesWhatIsRequested()
{
    ClusterSubmitParams p;
    p.logRoot = QDir::tempPath();
    p.partition = QStringLiteral("batch");
    p.account = QStringLiteral("proj1");
    p.nodes = 2;
    p.gpusPerNode = 8;
    p.time = QStringLiteral("02:00:00");
    p.containerImage = QStringLiteral("nvcr.io/nvidia/nemo:25.09");
    const ClusterScript s
        = ClusterScript::build(m_preset.config, m_preset.target, m_options, p, QStringLiteral("/x/y"));
    QVERIFY2(s.ok, qPrintable(s.error));
    const QString all = s.resources.join(QLatin1Char('\n'));
    for (const char* want : {"batch", "proj1", "GPUs in all: 16", "02:00:00", "nvcr.io/nvidia/nemo:25.09", "/x/y"})
        QVERIFY2(all.contains(QLatin1String(want)), want);
    QCOMPARE(s.sbatchCommandLine(), QStringLiteral("sbatch --parsable --chdir=/x/y ") + s.scriptPath);
}

QTEST_GUILESS_MAIN(TestClusterScript)
#include "tst_clusterscript.moc"
