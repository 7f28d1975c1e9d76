// The wizard's project file: exact round trips, clear errors, atomic saves that survive kill -9 (during a save and
// during an autosave) and a full disk, a read-only folder, a file-size limit or a folder without permission.
#include "io/yamlimporter.h"
#include "recipes/presetlibrary.h"
#include "session/projectfile.h"
#include "support/writefaults.h"

#include <QDir>
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
    void keepsTheBaseOfTheChanges_data();
    void keepsTheBaseOfTheChanges();
    void aBadBaseNamesItsLine();
    void badFilesGiveClearErrors();
    void saveFailureKeepsThePreviousFile_data();
    void saveFailureKeepsThePreviousFile();
    void killDuringSaveLosesNothing_data();
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

void TestProjectFile::keepsTheBaseOfTheChanges_data()
{
    QTest::addColumn<QString>("presetId"); // empty: a blank base
    QTest::newRow("a preset's base") << PresetLibrary::defaultPresetId();
    QTest::newRow("every preset's first") << PresetLibrary::builtIn().presets().first().id;
    QTest::newRow("a blank base") << QString();
}

// A reopened project still knows what the user changed against the recipe (the Changes tab, changes-only exports).
void TestProjectFile::keepsTheBaseOfTheChanges()
{
    QFETCH(QString, presetId);
    TrainingConfig base;
    if (!presetId.isEmpty()) {
        const auto preset = PresetLibrary::builtIn().load(presetId);
        QVERIFY(preset);
        base = preset->config;
    }
    base.setEnv(QStringLiteral("QUOTED"), QStringLiteral("1")); // a string that reads as a number when unquoted
    ProjectFile p;
    p.config = base;
    p.config.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
    p.config.set(FieldId::ModelSeqLength, 1234);
    p.config.unset(FieldId::HiddenDropout);
    p.config.setEnv(QStringLiteral("QUOTED"), QStringLiteral("2"));
    p.base = base;
    ProjectFile back;
    QString error;
    QVERIFY2(ProjectFile::fromYaml(p.toYaml(), QStringLiteral("p.cga.yaml"), &back, &error), qPrintable(error));
    QVERIFY(back.base);
    QVERIFY2(*back.base == base, qPrintable(TrainingConfig::differences(*back.base, base).join(QLatin1Char(' '))));
    QVERIFY2(back.config == p.config,
             qPrintable(TrainingConfig::differences(back.config, p.config).join(QLatin1Char(' '))));
    // The base stays inside cga_project: as a Bridge override file the project sets the edited values.
    TrainingConfig asOverride;
    QVERIFY(YamlImporter::importText(p.toYaml(), QStringLiteral("p.cga.yaml"), asOverride).ok());
    QCOMPARE(asOverride.intValue(FieldId::ModelSeqLength), 1234);

    ProjectFile noBase;
    noBase.config = p.config;
    QVERIFY(ProjectFile::fromYaml(noBase.toYaml(), QStringLiteral("q.cga.yaml"), &back, &error));
    QVERIFY(!back.base); // an older project, or one without changes: the configuration is its own base
}

void TestProjectFile::aBadBaseNamesItsLine()
{
    const QByteArray text = "cga_project:\n  version: 1\n  base:\n    model:\n      seq_length: [1, 2\n"
                            "model:\n  seq_length: 4\n";
    ProjectFile p;
    QString error;
    QVERIFY(!ProjectFile::fromYaml(text, QStringLiteral("b.cga.yaml"), &p, &error));
    QVERIFY2(error.startsWith(QLatin1String("b.cga.yaml:")), qPrintable(error));
    const QByteArray typed = "cga_project:\n  version: 1\n  base:\n    model:\n      seq_length: long\n"
                             "model:\n  seq_length: 4\n";
    // A value of the wrong type is left out and reported, with the file's own line, as one in the file would be.
    QVERIFY2(ProjectFile::fromYaml(typed, QStringLiteral("t.cga.yaml"), &p, &error), qPrintable(error));
    QVERIFY(p.base && !p.base->isSet(FieldId::ModelSeqLength));
    QCOMPARE(p.config.intValue(FieldId::ModelSeqLength), 4);
    bool reported = false;
    for (const Diagnostic& d : p.import.diagnostics)
        reported = reported || (d.id == QLatin1String("IMP-02") && d.location.line == 5);
    QVERIFY(reported);
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

void TestProjectFile::saveFailureKeepsThePreviousFile_data()
{
    QTest::addColumn<int>("fault");
    for (test::WriteFault f : {test::WriteFault::DiskFull, test::WriteFault::ReadOnlyFolder,
                               test::WriteFault::FileSizeLimit, test::WriteFault::NoPermission})
        QTest::newRow(test::writeFaultName(f)) << int(f);
}

void TestProjectFile::saveFailureKeepsThePreviousFile()
{
    QFETCH(int, fault);
    QTemporaryDir scratch;
    const QString dir = scratch.filePath(QStringLiteral("projects"));
    QVERIFY(QDir().mkpath(dir));
    ProjectFile previous;
    previous.origin = QStringLiteral("first");
    previous.config.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
    const QByteArray before = previous.toYaml();
    const QString path = QDir(dir).filePath(QStringLiteral("p.cga.yaml"));
    // The fixture saves a large project (about 100 KB) over the small one, once.
    const test::WriteFaultRun run
        = test::runWithWriteFault(test::WriteFault(fault), scratch.path(), dir, QStringLiteral("p.cga.yaml"), before,
                                  QStringLiteral(CGA_SAVELOOP), {QStringLiteral("--once"), path});
    if (!run.skipped.isEmpty())
        QSKIP(qPrintable(run.skipped));
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(err.contains(path), qPrintable(err)); // the message names the file
    QVERIFY2(run.previousIntact, "the previous project file is unchanged");
    QVERIFY2(run.leftovers.isEmpty(), qPrintable(run.leftovers.join(QLatin1Char(' ')))); // no temporary file left
    if (test::WriteFault(fault) != test::WriteFault::DiskFull
        && test::WriteFault(fault) != test::WriteFault::ReadOnlyFolder) {
        ProjectFile back;
        QString error;
        QVERIFY2(ProjectFile::load(path, &back, &error), qPrintable(error));
        QCOMPARE(back.origin, QStringLiteral("first"));
    }
}

void TestProjectFile::killDuringSaveLosesNothing_data()
{
    QTest::addColumn<bool>("autosave");
    QTest::newRow("save") << false;
    QTest::newRow("autosave and save") << true;
}

namespace {

// Both variants the fixture writes are complete and readable; anything else is a lost or corrupted file.
void verifySaved(const QString& path)
{
    ProjectFile back;
    QString error;
    QVERIFY2(ProjectFile::load(path, &back, &error), qPrintable(error));
    QVERIFY2(back.origin == QLatin1String("variant-a") || back.origin == QLatin1String("variant-b"),
             qPrintable(back.origin));
    if (back.origin == QLatin1String("variant-a"))
        QCOMPARE(back.config.env().size(), 2000);
    else
        QCOMPARE(back.config.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
}

} // namespace

void TestProjectFile::killDuringSaveLosesNothing()
{
    QFETCH(bool, autosave);
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("project.cga.yaml"));
    // The GUI's autosave goes to its data folder, created on the first autosave.
    const QString recovery = dir.filePath(QStringLiteral("state/cga/autosave.cga.yaml"));
    for (int round = 0; round < 15; ++round) {
        QProcess child;
        child.start(QStringLiteral(CGA_SAVELOOP),
                    autosave ? QStringList{QStringLiteral("--autosave"), project, recovery} : QStringList{project});
        QVERIFY(child.waitForStarted());
        // Wait until a first complete write of each file exists.
        QByteArray seen;
        // (a line "saved 1", not the end of "autosaved 1")
        while (!(QByteArray('\n' + seen).contains("\nsaved 1\n") && (!autosave || seen.contains("autosaved 1\n")))) {
            QVERIFY2(child.waitForReadyRead(10000), seen.constData());
            seen += child.readAllStandardOutput();
        }
        QTest::qWait(int(QRandomGenerator::global()->bounded(5, 60)));
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(5000));
        verifySaved(project);
        if (autosave)
            verifySaved(recovery); // what MainWindow::restoreAutosave reads after the crash
    }
}

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
