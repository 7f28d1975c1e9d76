// The advisory rules' texts as a user reads them: ADV-03 gives the static-buffer estimate of the model's shape, or
// names the fields it needs, never a placeholder.
#include "support/rulesfixture.h"

#include <QTest>

using namespace cga;
using namespace cga::test;

class TestRulesAdvice : public QObject
{
    Q_OBJECT

private slots:
    void staticBufferEstimate_data();
    void staticBufferEstimate();
};

void TestRulesAdvice::staticBufferEstimate_data()
{
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<QString>("expected");
    const QStringList te{"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_modules=[attn]"};
    // 3 x 4096 tokens x 2048 x 2 bytes x 16 layers = 0.75 GiB.
    QTest::addRow("shape known") << kDenseTe << "about 0.75 GiB per GPU here";
    QTest::addRow("two scopes, micro-batch 2")
        << kDenseTe + QStringList{"model.cuda_graph_modules=[attn,mlp]", "train.micro_batch_size=2"}
        << "about 3.00 GiB per GPU here";
    QTest::addRow("seq_length from the dataset")
        << QStringList{"model.num_layers=16", "model.hidden_size=2048", "dataset.seq_length=4096"} + kRng + te
        << "about 0.75 GiB per GPU here";
    QTest::addRow("shape unknown") << kRng + te
                                   << "cannot be estimated here because model.num_layers, model.hidden_size, "
                                      "model.seq_length is not set";
    QTest::addRow("pipeline, hidden size unknown") << QStringList{"model.num_layers=16", "model.seq_length=4096",
                                                                  "model.pipeline_model_parallel_size=2"}
            + kRng + te << "cannot be estimated here because model.hidden_size is not set";
}

void TestRulesAdvice::staticBufferEstimate()
{
    QFETCH(QStringList, inputs);
    QFETCH(QString, expected);
    const Built b = build(inputs, QString());
    const ValidationReport report = RulesEngine::validate(b.loaded.config, b.target);
    const Diagnostic* adv = nullptr;
    for (const Diagnostic& d : report.diagnostics)
        if (d.id == QLatin1String("ADV-03"))
            adv = &d;
    QVERIFY(adv);
    QVERIFY2(adv->message.contains(expected), qPrintable(adv->message));
    QVERIFY2(!adv->message.contains(QLatin1Char('?')), qPrintable(adv->message));
}

QTEST_GUILESS_MAIN(TestRulesAdvice)
#include "tst_rulesadvice.moc"
