// The wizard's project file: exact round trips, clear errors, and atomic saves that survive kill -9.
#include "io/yamlimporter.h"
#include "recipes/presetlibrary.h"
#include "session/projectfile.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace cga;

class TestProjectFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTripsEveryPreset();
    void keepsRawSpellingsAndNulls();
    void readsBackAsABridgeOverrideFile();
    void badFilesGiveClearErrors();
    void unwritableTargetKeepsThePreviousFile();
    void killDuringSaveLosesNothing();
};

void TestProjectFile::roundTripsEveryPreset()
{
    const PresetLibrary& lib = PresetLibrary::builtIn();
    QVERIFY(lib.presets().size() >= 20);
    for (const PresetInfo& info : lib.presets()) {
        const auto preset = lib.load(info.id);
        QVERIFY2(preset, qPrintable(info.id));
        ProjectFile p;
        p.config = preset->config;
        p.target = preset->target;
        p.target.shellEnv.insert(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
        p.origin = info.id;
        p.presetId = info.id;
        p.wizardPage = 4;
        ProjectFile back;
        QString error;
        QVERIFY2(ProjectFile::fromYaml(p.toYaml(), info.id, &back, &error), qPrintable(error));
        QVERIFY2(back.config == p.config,
                 qPrintable(info.id + QStringLiteral(": ")
                            + TrainingConfig::differences(back.config, p.config).join(QLatin1Char(' '))));
        QCOMPARE(back.target.gpu.name, p.target.gpu.name);
        QCOMPARE(back.target.teVersion, p.target.teVersion);
        QCOMPARE(back.target.profile, p.target.profile);
        QCOMPARE(back.target.shellEnv, p.target.shellEnv);
        QCOMPARE(back.presetId, info.id);
        QCOMPARE(back.wizardPage, 4);
    }
}

void TestProjectFile::keepsRawSpellingsAndNulls()
{
    ProjectFile p;
    p.config.set(FieldId::CudaGraphImpl, QStringLiteral("local"));
    p.config.set(FieldId::CudaGraphScope, QStringList{QStringLiteral("full_iteration")});
    p.config.set(FieldId::MoeExpertCapacityFactor, nullValue());
    p.config.set(FieldId::HiddenDropout, 0.1);
    p.config.set(FieldId::MoeLayerFreq, QVariantList{0, 1, 1});
    p.config.setEnv(QStringLiteral("A"), QStringLiteral("on"));
    p.config.setEnv(QStringLiteral("B"), QStringLiteral("0"));
    ProjectFile back;
    QString error;
    QVERIFY(ProjectFile::fromYaml(p.toYaml(), QStringLiteral("p.yaml"), &back, &error));
    QCOMPARE(back.config.listValue(FieldId::CudaGraphScope), QStringList{QStringLiteral("full_iteration")});
    QVERIFY(!back.config.isSet(FieldId::CudaGraphModules));
    QVERIFY(back.config.isSet(FieldId::MoeExpertCapacityFactor)
            && back.config.isNull(FieldId::MoeExpertCapacityFactor));
    QCOMPARE(back.config.floatValue(FieldId::HiddenDropout), 0.1);
    QCOMPARE(back.config.envValue(QStringLiteral("A")), QStringLiteral("on"));
    QCOMPARE(back.config.envValue(QStringLiteral("B")), QStringLiteral("0"));
    QCOMPARE(back.config.value(FieldId::MoeLayerFreq).toList().size(), 3);
}

void TestProjectFile::readsBackAsABridgeOverrideFile()
{
    ProjectFile p;
    p.config.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(p.toYaml(), QStringLiteral("p.yaml"), cfg);
    QVERIFY(r.ok());
    QVERIFY(r.diagnostics.isEmpty()); // cga_project is not reported as an unknown section
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
}

void TestProjectFile::badFilesGiveClearErrors()
{
    ProjectFile p;
    QString error;
    QVERIFY(!ProjectFile::fromYaml("cga_project:\n  version: 99\n", QStringLiteral("new.yaml"), &p, &error));
    QVERIFY(error.contains(QLatin1String("newer")));
    QVERIFY(!ProjectFile::fromYaml("cga_project:\n  target:\n    gpu: tpu9\n", QStringLiteral("t.yaml"), &p, &error));
    QVERIFY2(error.startsWith(QLatin1String("t.yaml:3:")), qPrintable(error));
    QVERIFY(!ProjectFile::fromYaml("model: [\n", QStringLiteral("m.yaml"), &p, &error));
    QVERIFY(error.startsWith(QLatin1String("m.yaml:")));
    QVERIFY(!ProjectFile::load(QStringLiteral("/nonexistent/p.yaml"), &p, &error));
}

void TestProjectFile::unwritableTargetKeepsThePreviousFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.yaml"));
    ProjectFile p;
    p.origin = QStringLiteral("first");
    QString error;
    QVERIFY(p.save(path, &error));
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    p.origin = QStringLiteral("second");
    const bool saved = p.save(path, &error);
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (saved)
        QSKIP("running as a user who may write into read-only folders (root)");
    QVERIFY(!error.isEmpty());
    ProjectFile back;
    QVERIFY(ProjectFile::load(path, &back, &error));
    QCOMPARE(back.origin, QStringLiteral("first"));
}

void TestProjectFile::killDuringSaveLosesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.yaml"));
    for (int round = 0; round < 15; ++round) {
        QProcess child;
        child.start(QStringLiteral(CGA_SAVELOOP), {path});
        QVERIFY(child.waitForStarted());
        QVERIFY(child.waitForReadyRead(10000)); // a first save is complete
        QTest::qWait(int(QRandomGenerator::global()->bounded(5, 60)));
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(5000));
        ProjectFile back;
        QString error;
        QVERIFY2(ProjectFile::load(path, &back, &error), qPrintable(error));
        QVERIFY(back.origin == QLatin1String("variant-a") || back.origin == QLatin1String("variant-b"));
        if (back.origin == QLatin1String("variant-a"))
            QCOMPARE(back.config.env().size(), 2000);
        else
            QCOMPARE(back.config.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    }
}

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
