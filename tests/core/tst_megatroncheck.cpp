// MegatronCheck and MegatronComparison: the user's own Megatron as a second opinion. The Megatron-Core runner's
// check-only mode builds the configuration with the Megatron-Core (and Bridge) that imports, and its verdict is set
// beside the rules engine's, every disagreement flagged. Here Megatron is a stand-in package written by the test
// (this machine has no PyTorch): its TransformerConfig rejects what the real one rejects for one known case, and a
// few cases real Megatron accepts, so that each kind of disagreement is seen. With the shared Megatron-LM snapshot
// present (CGA_SHARED_DIR), the snapshot's own TransformerConfig runs as well, on the oracle's PyTorch stand-ins.
#include "bench/megatroncheck.h"
#include "io/yamlimporter.h"
#include "report/megatroncomparison.h"
#include "rules/rulesengine.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

void writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// Megatron-Core's TransformerConfig as a dataclass whose __post_init__ raises as the real one does for dense
// models with a moe scope, and (unlike the real one) for 7 layers; Bridge's checks reject 9 layers.
const char* kTransformerConfig = R"(import dataclasses


@dataclasses.dataclass
class TransformerConfig:
    num_layers: int = 0
    hidden_size: int = 0
    num_attention_heads: int = 0
    num_moe_experts: int = None
    bf16: bool = False
    cuda_graph_impl: str = "none"
    cuda_graph_modules: list = None
    recompute_granularity: str = None
    moe_expert_capacity_factor: float = None

    def __post_init__(self):
        modules = self.cuda_graph_modules or []
        if "moe" in modules and not self.num_moe_experts:
            raise AssertionError("moe cuda graph is only supported for MoE.")
        if self.num_layers == 7:
            raise ValueError("this Megatron-Core does not take 7 layers")
)";

const char* kBridgeConfig = R"(import dataclasses
from megatron.core.transformer.transformer_config import TransformerConfig as MCoreConfig


@dataclasses.dataclass
class TransformerConfig(MCoreConfig):
    def __post_init__(self):
        pass

    def finalize(self):
        MCoreConfig.__post_init__(self)
)";

const char* kBridgeCudaGraph = R"(def validate_cuda_graph_configuration(config):
    if config.num_layers == 9:
        raise ValueError("this Bridge does not take 9 layers")
)";

TrainingConfig configFrom(const QByteArray& yaml)
{
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(yaml, QStringLiteral("case.yaml"), cfg);
    if (!r.ok())
        qWarning("%s", qPrintable(r.errorText()));
    return cfg;
}

Diagnostics validate(const TrainingConfig& cfg)
{
    ValidationOptions o;
    o.proveFixes = false;
    o.includeAdvice = false;
    TargetContext t;
    t.teVersion = QVersionNumber(2, 12);
    t.teInstalled = true;
    t.torchVersion = QVersionNumber(2, 11);
    return RulesEngine::validate(cfg, t, o).diagnostics;
}

const QByteArray kDense = "model:\n  num_layers: 4\n  hidden_size: 1024\n  num_attention_heads: 16\n  bf16: true\n"
                          "  seq_length: 2048\n";

} // namespace

class TestMegatronCheck : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString standIn() const { return m_dir.filePath(QStringLiteral("mlm")); }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("no python3 here");
        QVERIFY(m_dir.isValid());
        const QString root = standIn() + QStringLiteral("/megatron/");
        writeFile(root + QStringLiteral("__init__.py"), "");
        writeFile(root + QStringLiteral("core/__init__.py"), "__version__ = '0.99.0-stand-in'\n");
        writeFile(root + QStringLiteral("core/transformer/__init__.py"), "");
        writeFile(root + QStringLiteral("core/transformer/transformer_config.py"), kTransformerConfig);
        writeFile(root + QStringLiteral("bridge/__init__.py"), "");
        writeFile(root + QStringLiteral("bridge/models/__init__.py"), "");
        writeFile(root + QStringLiteral("bridge/models/transformer_config.py"), kBridgeConfig);
        writeFile(root + QStringLiteral("bridge/utils/__init__.py"), "");
        writeFile(root + QStringLiteral("bridge/utils/cuda_graph.py"), kBridgeCudaGraph);
    }

    // The check gets the model section as the user wrote it; the runner leaves out what TransformerConfig does not
    // take (the provider's fields) and says so.
    void modelSection()
    {
        const QJsonObject o = MegatronCheck::modelSection(configFrom(kDense + "  cuda_graph_modules: [attn]\n"));
        const QJsonObject model = o.value(QStringLiteral("model")).toObject();
        QCOMPARE(model.value(QStringLiteral("num_layers")).toInt(), 4);
        QCOMPARE(model.value(QStringLiteral("cuda_graph_modules")).toArray().first().toString(),
                 QStringLiteral("attn"));
        QVERIFY(!model.contains(QStringLiteral("use_te_rng_tracker"))); // unset fields stay out
    }

    // Megatron's verdict beside cga's, lens by lens.
    void verdicts_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("mcore"); // outcome of the Megatron-Core lens
        QTest::addColumn<QString>("bridge");
        QTest::addColumn<QString>("site"); // part of Megatron-Core's raise site, when it rejects
        QTest::addColumn<QString>("text"); // part of the rendered comparison

        QTest::newRow("both accept") << kDense << "agree"
                                     << "agree" << QString() << "agree: both accept";
        QTest::newRow("both reject a moe scope on a dense model")
            << (kDense + "  cuda_graph_impl: transformer_engine\n  cuda_graph_modules: [moe]\n") << "agree"
            << "agree"
            << "megatron/core/transformer/transformer_config.py:19"
            << "cga quotes Megatron's message";
        QTest::newRow("this Megatron-Core rejects what cga accepts")
            << QByteArray(kDense).replace("num_layers: 4", "num_layers: 7") << "megatron_rejects"
            << "megatron_rejects"
            << "transformer_config.py:21"
            << "DISAGREEMENT: this Megatron rejects, cga accepts";
        QTest::newRow("only this Bridge rejects")
            << QByteArray(kDense).replace("num_layers: 4", "num_layers: 9") << "agree"
            << "megatron_rejects" << QString() << "this Bridge does not take 9 layers";
    }

    void verdicts()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, mcore);
        QFETCH(QString, bridge);
        QFETCH(QString, site);
        QFETCH(QString, text);
        const TrainingConfig cfg = configFrom(yaml);
        BenchOptions settings;
        settings.megatronPath = standIn();
        const MegatronVerdict v = MegatronCheck::runBlocking(cfg, settings, 60000);
        QVERIFY2(v.ran, qPrintable(v.error));
        QCOMPARE(v.megatronVersion, QStringLiteral("0.99.0-stand-in"));
        QCOMPARE(QDir(v.megatronPath).canonicalPath(), QDir(standIn()).canonicalPath());
        QVERIFY(v.ignoredFields.contains(QStringLiteral("seq_length")));
        const Diagnostics d = validate(cfg);
        const QList<MegatronLensComparison> lenses = MegatronComparison::compare(d, v);
        QCOMPARE(lenses.size(), 2);
        QCOMPARE(MegatronLensComparison::outcomeName(lenses[0].outcome), mcore);
        QCOMPARE(MegatronLensComparison::outcomeName(lenses[1].outcome), bridge);
        if (!site.isEmpty()) {
            QVERIFY2(v.mcore.site.contains(site), qPrintable(v.mcore.site));
            QVERIFY(!v.mcore.exceptionType.isEmpty());
        }
        const QString rendered = MegatronComparison::render(d, v);
        QVERIFY2(rendered.contains(text), qPrintable(rendered));
        const QJsonObject json = MegatronComparison::toJson(d, v);
        QCOMPARE(json.value(QStringLiteral("disagreements")).toInt(), MegatronComparison::disagreements(lenses));
        QCOMPARE(json.value(QStringLiteral("comparison")).toArray().first().toObject().value("outcome").toString(),
                 mcore);
    }

    // cga rejects, Megatron accepts: the rule may not apply to this version. Megatron's stand-in here accepts
    // everything; cga rejects the moe scope on a dense model.
    void cgaStricterThanThisMegatron()
    {
        const QString lax = m_dir.filePath(QStringLiteral("lax"));
        writeFile(lax + QStringLiteral("/megatron/__init__.py"), "");
        writeFile(lax + QStringLiteral("/megatron/core/__init__.py"), "");
        writeFile(lax + QStringLiteral("/megatron/core/transformer/__init__.py"), "");
        writeFile(lax + QStringLiteral("/megatron/core/transformer/transformer_config.py"),
                  "class TransformerConfig:\n    def __init__(self, **kw):\n        self.__dict__.update(kw)\n");
        const TrainingConfig cfg
            = configFrom(kDense + "  cuda_graph_impl: transformer_engine\n  cuda_graph_modules: [moe]\n");
        BenchOptions settings;
        settings.megatronPath = lax;
        const MegatronVerdict v = MegatronCheck::runBlocking(cfg, settings, 60000);
        QVERIFY2(v.ran, qPrintable(v.error));
        const QList<MegatronLensComparison> lenses = MegatronComparison::compare(validate(cfg), v);
        QCOMPARE(lenses[0].outcome, MegatronLensComparison::Outcome::CgaRejectsMegatronAccepts);
        QVERIFY(!lenses[0].cgaErrors.isEmpty());
        QCOMPARE(lenses[1].outcome, MegatronLensComparison::Outcome::Unknown); // no Bridge there
        QVERIFY(MegatronComparison::render(validate(cfg), v).contains(QLatin1String("DISAGREEMENT: cga rejects")));
    }

    // When the check cannot run, it says why in the user's words, and nothing is compared.
    void checkCannotRun_data()
    {
        QTest::addColumn<QString>("python");
        QTest::addColumn<QString>("megatronPath");
        QTest::addColumn<QString>("errorCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such Python") << "/nonexistent/python3"
                                        << ""
                                        << "not_found"
                                        << "/nonexistent/python3";
        QTest::newRow("no Megatron-Core") << ""
                                          << "EMPTY"
                                          << "no_megatron"
                                          << "does not import";
        QTest::newRow("no such folder") << ""
                                        << "/nonexistent/Megatron-LM"
                                        << "not_found"
                                        << "does not exist";
    }

    void checkCannotRun()
    {
        QFETCH(QString, python);
        QFETCH(QString, megatronPath);
        QFETCH(QString, errorCode);
        QFETCH(QString, message);
        QDir().mkpath(m_dir.filePath(QStringLiteral("empty")));
        BenchOptions settings;
        settings.python = python;
        settings.megatronPath
            = megatronPath == QLatin1String("EMPTY") ? m_dir.filePath(QStringLiteral("empty")) : megatronPath;
        const MegatronVerdict v = MegatronCheck::runBlocking(configFrom(kDense), settings, 60000);
        QVERIFY(!v.ran);
        QCOMPARE(v.errorCode, errorCode);
        QVERIFY2(v.error.contains(message), qPrintable(v.error));
        const QList<MegatronLensComparison> lenses = MegatronComparison::compare({}, v);
        QCOMPARE(MegatronComparison::disagreements(lenses), 0);
        QVERIFY(MegatronComparison::render({}, v).contains(v.error));
    }

    // The GUI's way: a child process, finished() later, nothing blocks.
    void asynchronous()
    {
        MegatronCheck check;
        QSignalSpy finished(&check, &MegatronCheck::finished);
        BenchOptions settings;
        settings.megatronPath = standIn();
        check.start(configFrom(QByteArray(kDense).replace("num_layers: 4", "num_layers: 7")), settings);
        QVERIFY(check.isRunning());
        QVERIFY(finished.wait(60000));
        const MegatronVerdict v = finished.first().first().value<MegatronVerdict>();
        QVERIFY(v.ran);
        QVERIFY(!v.mcore.valid);
        QCOMPARE(v.mcore.exceptionType, QStringLiteral("ValueError"));
    }

    // The snapshot's own TransformerConfig (Megatron-LM in CGA_SHARED_DIR) on the oracle's PyTorch stand-ins.
    void realSnapshot()
    {
        const QString shared = QStringLiteral(CGA_SHARED_DIR);
        const QString mlm = shared + QStringLiteral("/upstream/megatron-lm");
        const QString oracle = shared + QStringLiteral("/oracle");
        if (!QFile::exists(mlm + QStringLiteral("/megatron/core/transformer/transformer_config.py"))
            || !QFile::exists(oracle + QStringLiteral("/mcore_env.py")) || !QFile::exists("/usr/bin/python3"))
            QSKIP("the shared Megatron-LM snapshot or its oracle is not here");
        const QString site = m_dir.filePath(QStringLiteral("site"));
        writeFile(site + QStringLiteral("/sitecustomize.py"),
                  QStringLiteral("import sys\nsys.path.insert(0, %1)\nimport mcore_env\nmcore_env.setup(%2)\n"
                                 "mcore_env.load()\nmcore_env.set_facts('2.12.0', '2.11.0')\n")
                      .arg(QStringLiteral("'%1'").arg(oracle), QStringLiteral("'%1'").arg(mlm))
                      .toUtf8());
        const QByteArray saved = qgetenv("PYTHONPATH");
        qputenv("PYTHONPATH", site.toUtf8());
        BenchOptions settings;
        settings.python = QStringLiteral("/usr/bin/python3"); // Debian's python3-yaml and python3-packaging
        const TrainingConfig bad
            = configFrom(kDense + "  cuda_graph_impl: transformer_engine\n  cuda_graph_modules: [moe]\n");
        const MegatronVerdict rejects = MegatronCheck::runBlocking(bad, settings, 60000);
        const MegatronVerdict accepts = MegatronCheck::runBlocking(configFrom(kDense), settings, 60000);
        qputenv("PYTHONPATH", saved);
        QVERIFY2(rejects.ran, qPrintable(rejects.error));
        QVERIFY(!rejects.mcore.valid);
        QCOMPARE(rejects.mcore.message, QStringLiteral("moe cuda graph is only supported for MoE."));
        QVERIFY2(rejects.mcore.site.startsWith(QLatin1String("megatron/core/transformer/transformer_config.py:")),
                 qPrintable(rejects.mcore.site));
        QVERIFY(!rejects.megatronVersion.isEmpty()); // from megatron/core/package_info.py
        const QList<MegatronLensComparison> lenses = MegatronComparison::compare(validate(bad), rejects);
        QCOMPARE(lenses[0].outcome, MegatronLensComparison::Outcome::Agree);
        QVERIFY(lenses[0].sameMessage);
        QVERIFY2(accepts.ran && accepts.mcore.valid, qPrintable(accepts.mcore.message));
        QCOMPARE(MegatronComparison::compare(validate(configFrom(kDense)), accepts)[0].outcome,
                 MegatronLensComparison::Outcome::Agree);
    }
};

QTEST_GUILESS_MAIN(TestMegatronCheck)
#include "tst_megatroncheck.moc"
