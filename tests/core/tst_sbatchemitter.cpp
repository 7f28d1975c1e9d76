// The Slurm A/B script: valid bash, every user value passed through exactly (a fake srun runs the steps here), the
// same shapes and seed in both variants, named logs, and cga report at the end.
#include "emit/rollback.h"
#include "emit/sbatchemitter.h"
#include "io/harnessimporter.h"
#include "io/hydraoverrides.h"
#include "io/yamlimporter.h"
#include "recipes/presetlibrary.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

const QStringList kHostile{QStringLiteral("a b"),
                           QStringLiteral("it's"),
                           QStringLiteral("\"double\""),
                           QStringLiteral("$(touch pwned)"),
                           QStringLiteral("`touch pwned2`"),
                           QStringLiteral("x; touch pwned3"),
                           QStringLiteral("line1\nline2"),
                           QStringLiteral("中文 ünï"),
                           QStringLiteral("$HOME ${PATH} \\ * ? [a]"),
                           QStringLiteral("--flag=1"),
                           QString()};

void writeScript(const QString& path, const QByteArray& body)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(body);
    f.close();
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

QStringList nulSeparated(const QByteArray& data)
{
    QStringList out;
    QByteArray cur;
    for (char c : data) {
        if (c == '\0') {
            out << QString::fromUtf8(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    return out;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Sandbox
{
    QTemporaryDir dir;
    QString bin, printer, recorder, fakeCga;

    Sandbox()
    {
        bin = dir.filePath(QStringLiteral("bin"));
        QDir().mkpath(bin);
        // srun: record its own options, then run the command (everything after the options).
        writeScript(bin + QStringLiteral("/srun"),
                    "#!/bin/bash\n"
                    "while [ $# -gt 0 ] && [ \"${1#--}\" != \"$1\" ]; do\n"
                    "  printf '%s\\0' \"$1\" >>\"$FAKE_SRUN_LOG\"; shift\n"
                    "done\n"
                    "exec \"$@\"\n");
        printer = dir.filePath(QStringLiteral("print args"));
        writeScript(printer, "#!/bin/bash\nprintf '%s\\0' \"$@\"\nprintf 'ENV=%s\\0' \"${CGA_HOSTILE-unset}\"\n");
        recorder = dir.filePath(QStringLiteral("record"));
        writeScript(recorder, "#!/bin/bash\nout=\"$1\"; shift\nprintf '%s\\0' \"$@\" >>\"$out\"\n");
        fakeCga = dir.filePath(QStringLiteral("cga"));
        writeScript(fakeCga, "#!/bin/bash\nprintf '%s\\0' \"$@\" >>\"$FAKE_CGA_LOG\"\n");
    }

    // Runs the script with bash; returns the exit status.
    int run(const QString& script, const QMap<QString, QString>& env = {}, QByteArray* output = nullptr)
    {
        const QString path = dir.filePath(QStringLiteral("job.sbatch"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return -1;
        f.write(script.toUtf8());
        f.close();
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("PATH"), bin + QLatin1Char(':') + e.value(QStringLiteral("PATH")));
        e.insert(QStringLiteral("FAKE_SRUN_LOG"), dir.filePath(QStringLiteral("srun.log")));
        e.insert(QStringLiteral("FAKE_CGA_LOG"), dir.filePath(QStringLiteral("cga.log")));
        e.remove(QStringLiteral("SLURM_JOB_ID"));
        for (auto it = env.constBegin(); it != env.constEnd(); ++it)
            e.insert(it.key(), it.value());
        p.setProcessEnvironment(e);
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral("bash"), {path});
        p.waitForFinished(60000);
        if (output)
            *output = p.readAllStandardOutput() + p.readAllStandardError();
        return p.exitCode();
    }
};

EmitResult emitFor(const Preset& preset, const SbatchOptions& sbatch)
{
    EmitOptions options = PresetLibrary::builtIn().emitOptions(preset.info);
    options.sbatch = sbatch;
    return SbatchEmitter().generate(preset.config, preset.target, options);
}

Preset defaultPreset()
{
    return *PresetLibrary::builtIn().load(PresetLibrary::defaultPresetId());
}

} // namespace

class TestSbatchEmitter : public QObject
{
    Q_OBJECT

private slots:
    void bashSyntax_data();
    void bashSyntax();
    void hostileValuesPassThroughExactly_data();
    void hostileValuesPassThroughExactly();
    void configFileVariantsReadBack();
    void jobArrayRunsEachVariantAndReportsOnce();
    void sbatchDirectivesRefuseWhatSbatchCannotRead_data();
    void sbatchDirectivesRefuseWhatSbatchCannotRead();
    void defaultsFollowTheGpu();
    void needsATrainingCommandOutsideTheHarness();
    void refusesAnInvalidConfiguration();
};

void TestSbatchEmitter::bashSyntax_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("variants");
    QTest::addColumn<bool>("array");
    for (const PresetInfo& p : PresetLibrary::builtIn().presets()) {
        for (auto v :
             {SbatchOptions::Variants::ConfigFile, SbatchOptions::Variants::Hydra, SbatchOptions::Variants::Harness}) {
            if (v == SbatchOptions::Variants::Harness && !p.harness.isValid())
                continue;
            QTest::addRow("%s %d", qPrintable(p.id), int(v)) << p.id << int(v) << false;
        }
        QTest::addRow("%s array", qPrintable(p.id)) << p.id << int(SbatchOptions::Variants::Hydra) << true;
    }
}

void TestSbatchEmitter::bashSyntax()
{
    QFETCH(QString, id);
    QFETCH(int, variants);
    QFETCH(bool, array);
    const Preset preset = *PresetLibrary::builtIn().load(id);
    SbatchOptions o = SbatchEmitter::defaultsFor(preset.info.gpu, preset.info.numGpus);
    o.variants = SbatchOptions::Variants(variants);
    o.jobArray = array;
    if (o.variants != SbatchOptions::Variants::Harness)
        o.trainingCommand = {QStringLiteral("python"), QStringLiteral("train.py")};
    const EmitResult r = emitFor(preset, o);
    QVERIFY2(r.ok, qPrintable(r.notes.join(QLatin1Char('\n'))));
    QVERIFY(r.text.startsWith(QStringLiteral("#!/bin/bash\n")));
    QVERIFY(r.text.contains(QStringLiteral("eager.log")) && r.text.contains(QStringLiteral("graph.log")));
    QVERIFY(r.text.contains(QStringLiteral("report \"$LOG_DIR/eager.log\" \"$LOG_DIR/graph.log\"")));
    QProcess p;
    p.start(QStringLiteral("bash"), {QStringLiteral("-n")});
    p.write(r.text.toUtf8());
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(10000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
}

void TestSbatchEmitter::hostileValuesPassThroughExactly_data()
{
    QTest::addColumn<int>("variants");
    QTest::newRow("config-file") << int(SbatchOptions::Variants::ConfigFile);
    QTest::newRow("hydra") << int(SbatchOptions::Variants::Hydra);
    QTest::newRow("harness") << int(SbatchOptions::Variants::Harness);
}

void TestSbatchEmitter::hostileValuesPassThroughExactly()
{
    QFETCH(int, variants);
    Sandbox box;
    Preset preset = defaultPreset();
    const QString hostileEnv = QStringLiteral("v a'l\"u$(e)`x`;\n中");
    preset.config.setEnv(QStringLiteral("CGA_HOSTILE"), hostileEnv);

    SbatchOptions o = SbatchEmitter::defaultsFor(preset.info.gpu, preset.info.numGpus);
    o.variants = SbatchOptions::Variants(variants);
    o.trainingCommand = QStringList{box.printer} + kHostile;
    o.containerImage = QStringLiteral("nvcr.io/nvidia/nemo:26.04 $(touch pwned4)");
    o.containerMounts = QStringLiteral("/data:/data,/a b:/c'd");
    o.logDir = box.dir.filePath(QStringLiteral("logs dir 'x' $(y) 中"));
    o.setupCommands << (QStringList{box.recorder, box.dir.filePath(QStringLiteral("setup.log"))} + kHostile);
    o.cgaCommand = box.fakeCga;
    o.seed = 4321;
    const EmitResult r = emitFor(preset, o);
    QVERIFY2(r.ok, qPrintable(r.notes.join(QLatin1Char('\n'))));
    QByteArray output;
    QCOMPARE(box.run(r.text, {}, &output), 0);

    // Nothing was executed from a value.
    for (const char* f : {"pwned", "pwned2", "pwned3", "pwned4"})
        QVERIFY2(!QFile::exists(box.dir.filePath(QLatin1String(f))), f);
    // The setup command got its words unchanged.
    QCOMPARE(nulSeparated(readAll(box.dir.filePath(QStringLiteral("setup.log")))), kHostile);
    // srun got the container options unchanged, once per step.
    const QStringList srun = nulSeparated(readAll(box.dir.filePath(QStringLiteral("srun.log"))));
    QCOMPARE(srun.count(QStringLiteral("--container-image=") + o.containerImage), 2);
    QCOMPARE(srun.count(QStringLiteral("--container-mounts=") + o.containerMounts), 2);
    // Each step: the training command's words, then the variant's words, then the seed; the environment exported.
    for (const char* variant : {"eager", "graph"}) {
        const QString log = o.logDir + QLatin1Char('/') + QLatin1String(variant) + QStringLiteral(".log");
        const QStringList args = nulSeparated(readAll(log));
        QVERIFY2(args.size() > kHostile.size(), qPrintable(log + QStringLiteral("\n") + QString::fromUtf8(output)));
        QCOMPARE(args.mid(0, kHostile.size()), kHostile);
        QVERIFY(args.contains(QStringLiteral("rng.seed=4321")));
        QCOMPARE(args.last(), QStringLiteral("ENV=") + hostileEnv);
        if (o.variants != SbatchOptions::Variants::ConfigFile) {
            const QStringList overrides = args.mid(kHostile.size(), args.size() - kHostile.size() - 2);
            TrainingConfig back;
            if (o.variants == SbatchOptions::Variants::Hydra)
                HydraOverrides::apply(overrides, back);
            else
                QVERIFY(HarnessImporter::importArgs(overrides, back, PresetLibrary::builtIn().resolver()).ok());
            QCOMPARE(back.envValue(QStringLiteral("CGA_HOSTILE")), hostileEnv);
            QCOMPARE(back.stringValue(FieldId::CudaGraphImpl),
                     QLatin1String(variant) == QLatin1String("eager") ? QStringLiteral("none")
                                                                      : QStringLiteral("transformer_engine"));
            QCOMPARE(back.intValue(FieldId::GlobalBatchSize), 1024); // same shapes
        }
    }
    // The report ran at the end on both logs.
    const QStringList report = nulSeparated(readAll(box.dir.filePath(QStringLiteral("cga.log"))));
    QVERIFY(report.size() >= 3);
    QCOMPARE(report.mid(0, 3),
             (QStringList{QStringLiteral("report"), o.logDir + QStringLiteral("/eager.log"),
                          o.logDir + QStringLiteral("/graph.log")}));
}

void TestSbatchEmitter::configFileVariantsReadBack()
{
    Sandbox box;
    const Preset preset = defaultPreset();
    SbatchOptions o = SbatchEmitter::defaultsFor(preset.info.gpu, preset.info.numGpus);
    o.trainingCommand = {box.printer};
    o.logDir = box.dir.filePath(QStringLiteral("logs"));
    o.cgaCommand = box.fakeCga;
    const EmitResult r = emitFor(preset, o);
    QVERIFY(r.ok);
    QCOMPARE(box.run(r.text), 0);
    // The files the steps pass with --config-file are the configuration and its rollback.
    ValidationOptions vo;
    vo.proveFixes = false;
    for (const char* variant : {"graph", "eager"}) {
        const QString file = o.logDir + QLatin1Char('/') + QLatin1String(variant) + QStringLiteral(".yaml");
        TrainingConfig back;
        QVERIFY(YamlImporter::importText(readAll(file), file, back).ok());
        const TrainingConfig expected = QLatin1String(variant) == QLatin1String("graph")
            ? preset.config
            : Rollback::make(preset.config, preset.target).config;
        const QStringList diff
            = TrainingConfig::differences(RulesEngine::validate(expected, preset.target, vo).normalized,
                                          RulesEngine::validate(back, preset.target, vo).normalized);
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(QStringLiteral(", "))));
        const QStringList args
            = nulSeparated(readAll(o.logDir + QLatin1Char('/') + QLatin1String(variant) + QStringLiteral(".log")));
        QCOMPARE(args.mid(0, 3), (QStringList{QStringLiteral("--config-file"), file, QStringLiteral("rng.seed=1234")}));
    }
}

void TestSbatchEmitter::jobArrayRunsEachVariantAndReportsOnce()
{
    Sandbox box;
    const Preset preset = defaultPreset();
    SbatchOptions o = SbatchEmitter::defaultsFor(preset.info.gpu, preset.info.numGpus);
    o.jobArray = true;
    o.variants = SbatchOptions::Variants::Harness;
    o.trainingCommand = {box.printer};
    o.cgaCommand = box.fakeCga;
    const EmitResult r = emitFor(preset, o);
    QVERIFY(r.ok);
    QVERIFY(r.text.contains(QStringLiteral("#SBATCH --array=0-1")));
    for (const char* task : {"0", "1"})
        QCOMPARE(box.run(r.text,
                         {{QStringLiteral("SLURM_ARRAY_TASK_ID"), QLatin1String(task)},
                          {QStringLiteral("SLURM_ARRAY_JOB_ID"), QStringLiteral("77")}}),
                 0);
    const QString logs = box.dir.filePath(QStringLiteral("cga-ab-77"));
    const QStringList eager = nulSeparated(readAll(logs + QStringLiteral("/eager.log")));
    const QStringList graph = nulSeparated(readAll(logs + QStringLiteral("/graph.log")));
    QVERIFY(eager.contains(QStringLiteral("--cuda_graph_impl")) && eager.contains(QStringLiteral("none")));
    QVERIFY(graph.contains(QStringLiteral("moe_router,moe_preprocess")));
    QCOMPARE(nulSeparated(readAll(box.dir.filePath(QStringLiteral("cga.log")))).count(QStringLiteral("report")), 1);
    // A task id outside the array is an error, not a silent run.
    QCOMPARE(box.run(r.text, {{QStringLiteral("SLURM_ARRAY_TASK_ID"), QStringLiteral("5")}}), 2);
}

void TestSbatchEmitter::sbatchDirectivesRefuseWhatSbatchCannotRead_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::newRow("job name with space") << "job-name"
                                         << "my job";
    QTest::newRow("partition with newline") << "partition"
                                            << "batch\n#SBATCH --wrap=x";
    QTest::newRow("partition with a final newline") << "partition"
                                                    << "batch\n";
    QTest::newRow("account with quote") << "account"
                                        << "a'b";
    QTest::newRow("bad time") << "time"
                              << "one hour";
}

void TestSbatchEmitter::sbatchDirectivesRefuseWhatSbatchCannotRead()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    SbatchOptions o;
    o.trainingCommand = {QStringLiteral("python")};
    if (field == QLatin1String("job-name"))
        o.jobName = value;
    else if (field == QLatin1String("partition"))
        o.partition = value;
    else if (field == QLatin1String("account"))
        o.account = value;
    else
        o.time = value;
    QVERIFY(!SbatchEmitter::checkOptions(o).isEmpty());
    const EmitResult r = emitFor(defaultPreset(), o);
    QVERIFY(!r.ok);
    QVERIFY(r.text.isEmpty());
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(field));
}

void TestSbatchEmitter::defaultsFollowTheGpu()
{
    SbatchOptions o = SbatchEmitter::defaultsFor(QStringLiteral("gb200"), 256);
    QCOMPARE(o.gpusPerNode, 4);
    QCOMPARE(o.nodes, 64);
    o = SbatchEmitter::defaultsFor(QStringLiteral("h100"), 16);
    QCOMPARE(o.gpusPerNode, 8);
    QCOMPARE(o.nodes, 2);
    o = SbatchEmitter::defaultsFor(QStringLiteral("h100"), 4);
    QCOMPARE(o.gpusPerNode, 4);
    QCOMPARE(o.nodes, 1);
}

void TestSbatchEmitter::needsATrainingCommandOutsideTheHarness()
{
    SbatchOptions o;
    o.variants = SbatchOptions::Variants::ConfigFile;
    const EmitResult r = emitFor(defaultPreset(), o);
    QVERIFY(!r.ok);
    QVERIFY(!r.notes.isEmpty());
}

void TestSbatchEmitter::refusesAnInvalidConfiguration()
{
    Preset p = defaultPreset();
    p.config.set(FieldId::CudaGraphModules, QStringList{"moe", "moe_router"}); // MC-16
    p.config.unset(FieldId::CudaGraphScope);
    SbatchOptions o;
    o.variants = SbatchOptions::Variants::Harness;
    const EmitResult r = emitFor(p, o);
    QVERIFY(!r.ok);
    QVERIFY(!r.diagnostics.isEmpty());
}

QTEST_GUILESS_MAIN(TestSbatchEmitter)
#include "tst_sbatchemitter.moc"
