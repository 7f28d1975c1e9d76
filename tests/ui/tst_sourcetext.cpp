// A rule's source as the user reads it in the diagnostics panel: upstream files and lines spelled out, pull
// requests named by project, and nothing of this project's internal references; a built-in preset named as such.
#include "diagnostics/sourcetext.h"

#include <QTest>

using namespace cga;

class TestSourceText : public QObject
{
    Q_OBJECT

private slots:
    void upstream_data();
    void upstream();
    void location_data();
    void location();
};

void TestSourceText::upstream_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("shown");
    QTest::newRow("short file name") << "BCFG L1181-1188" << "src/megatron/bridge/training/config.py:1181-1188";
    QTest::newRow("two places") << "BCG L134-139 (BCFG L1399, L1514)"
                                << "src/megatron/bridge/utils/cuda_graph.py:134-139 (src/megatron/bridge/training/config.py:1399, 1514)";
    QTest::newRow("a path") << "ssm/mamba_layer.py L212-216" << "ssm/mamba_layer.py:212-216";
    QTest::newRow("internal references only") << "spec b.6; skill bring-up order 2" << "";
    QTest::newRow("internal and a rule id") << "spec b.6; PP-22" << "";
    QTest::newRow("a pull request") << "PP-13 (MB PR#3076)" << "Megatron Bridge pull request #3076";
    QTest::newRow("core pull request") << "spec section 0 (MCore PR #4292)" << "Megatron-Core pull request #4292";
    QTest::newRow("mixed") << "TC L100-109; skill pitfall 4" << "megatron/core/transformer/transformer_config.py:100-109";
    QTest::newRow("the input") << "input" << "";
}

void TestSourceText::upstream()
{
    QFETCH(QString, source);
    QFETCH(QString, shown);
    const QString text = SourceText::upstream(source);
    QCOMPARE(text, shown);
    QVERIFY(!text.contains(QLatin1String("spec")) && !text.contains(QLatin1String("skill")));
}

void TestSourceText::location_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("shown");
    QTest::newRow("built-in preset") << ":/presets/qwen3_30b_a3b_h100_bf16.yaml" << 40
                                     << "the built-in preset qwen3_30b_a3b_h100_bf16, line 40";
    QTest::newRow("user file") << "/home/me/run.yaml" << 12 << "/home/me/run.yaml:12";
}

void TestSourceText::location()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, shown);
    SourceLocation l;
    l.file = file;
    l.line = line;
    l.column = 15;
    QString expected = shown;
    if (!file.startsWith(QLatin1Char(':')))
        expected += QStringLiteral(":15");
    QCOMPARE(SourceText::location(l), expected);
}

QTEST_MAIN(TestSourceText)
#include "tst_sourcetext.moc"
