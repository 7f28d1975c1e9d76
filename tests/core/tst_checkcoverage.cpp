// CheckCoverage: success is never claimed for nothing. An input that held no configuration, a configuration with
// CUDA graphs off, and one whose graph settings were checked are told apart, and each says so in words.
#include "io/yamlimporter.h"
#include "session/checkcoverage.h"

#include <QTest>

using namespace cga;

class TestCheckCoverage : public QObject
{
    Q_OBJECT

private slots:
    void coverage_data();
    void coverage();
    void sentences();
};

void TestCheckCoverage::coverage_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("kind");
    using K = CheckCoverage::Kind;
    QTest::addRow("empty file") << QByteArray("") << int(K::NothingRead);
    QTest::addRow("only a comment") << QByteArray("# nothing here\n") << int(K::NothingRead);
    QTest::addRow("no graph settings") << QByteArray("model:\n  num_layers: 4\n") << int(K::GraphsOff);
    QTest::addRow("graphs off explicitly") << QByteArray("model:\n  cuda_graph_impl: none\n") << int(K::GraphsOff);
    QTest::addRow("unmodelled keys only") << QByteArray("model:\n  apply_rope_fusion: true\n") << int(K::GraphsOff);
    QTest::addRow("TE graphs") << QByteArray("model:\n  cuda_graph_impl: transformer_engine\n") << int(K::Checked);
    QTest::addRow("legacy flag") << QByteArray("model:\n  external_cuda_graph: true\n") << int(K::Checked);
    QTest::addRow("optimizer graph") << QByteArray("optimizer:\n  optimizer_cuda_graph: true\n") << int(K::Checked);
    QTest::addRow("Megatron-LM args") << QByteArray("MODEL_ARGS:\n  --cuda-graph-impl: local\n") << int(K::Checked);
}

void TestCheckCoverage::coverage()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, kind);
    LoadedConfig loaded;
    loaded.import = YamlImporter::importText(yaml, QStringLiteral("c.yaml"), loaded.config);
    QVERIFY2(loaded.import.ok(), qPrintable(loaded.import.errorText()));
    const ValidationReport report = RulesEngine::validate(loaded.config, TargetContext());
    QCOMPARE(int(CheckCoverage::of(loaded, report)), kind);
}

void TestCheckCoverage::sentences()
{
    using K = CheckCoverage::Kind;
    QVERIFY(
        CheckCoverage::sentence(K::NothingRead, QStringLiteral("empty.yaml")).contains(QLatin1String("empty.yaml")));
    QVERIFY(CheckCoverage::sentence(K::GraphsOff).contains(QLatin1String("nothing to check")));
    QVERIFY(CheckCoverage::sentence(K::Checked).isEmpty());
    // "Valid" only where the graph settings were checked.
    QVERIFY(CheckCoverage::cleanSummary(K::Checked).startsWith(QLatin1String("Valid")));
    QVERIFY(!CheckCoverage::cleanSummary(K::GraphsOff).contains(QLatin1String("Valid")));
    QVERIFY(!CheckCoverage::cleanSummary(K::NothingRead).contains(QLatin1String("Valid")));
    QCOMPARE(CheckCoverage::name(K::GraphsOff), QStringLiteral("graphs_off"));
}

QTEST_GUILESS_MAIN(TestCheckCoverage)
#include "tst_checkcoverage.moc"
