// RulesEngine::introducedErrors: the errors a change adds to a configuration, without the ones it had already and
// without warnings or advice (the graphs page explains a disabled scope with it).
#include "io/configloader.h"
#include "rules/rulesengine.h"

#include <QTest>

using namespace cga;

class TestIntroducedErrors : public QObject
{
    Q_OBJECT

private slots:
    void introducedErrors_data();
    void introducedErrors();
};

namespace {

// A valid MoE configuration with TE-scoped graphs; later overrides win.
const QStringList kMoeTe{"model.num_layers=16",
                         "model.hidden_size=2048",
                         "model.seq_length=4096",
                         "dataset.seq_length=4096",
                         "logger.log_interval=1",
                         "model.use_te_rng_tracker=true",
                         "rng.te_rng_tracker=true",
                         "model.cuda_graph_impl=transformer_engine",
                         "model.num_moe_experts=64",
                         "model.moe_router_topk=8",
                         "model.moe_token_dispatcher_type=alltoall",
                         "model.expert_model_parallel_size=8",
                         "model.bf16=true",
                         "model.cuda_graph_modules=[attn,moe_router,moe_preprocess]"};

TrainingConfig configOf(const QStringList& overrides)
{
    LoadRequest request;
    request.overrides = overrides;
    const LoadedConfig loaded = ConfigLoader::load(request);
    return loaded.config;
}

TargetContext h100()
{
    TargetContext target;
    target.gpu = *TargetContext::parseGpu(QStringLiteral("h100"));
    return target;
}

QStringList idsOf(const Diagnostics& diagnostics)
{
    QStringList ids;
    for (const Diagnostic& d : diagnostics)
        ids << d.id;
    return ids;
}

} // namespace

void TestIntroducedErrors::introducedErrors_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("after");
    QTest::addColumn<QStringList>("introduced");
    const QStringList moeWithRouter = kMoeTe + QStringList{"model.cuda_graph_modules=[attn,moe,moe_router]"};
    const QStringList noWarmup = moeWithRouter + QStringList{"model.cuda_graph_warmup_steps=0"};
    QTest::newRow("no change") << kMoeTe << kMoeTe << QStringList{};
    QTest::newRow("moe captured with moe_router") << kMoeTe << moeWithRouter << QStringList{"MC-16", "MC-20"};
    QTest::newRow("a fix breaks nothing") << moeWithRouter << kMoeTe << QStringList{};
    QTest::newRow("errors there before are not the change's") << moeWithRouter << moeWithRouter << QStringList{};
    QTest::newRow("only the new error") << moeWithRouter << noWarmup << QStringList{"MB-23"};
    QTest::newRow("both changes at once") << kMoeTe << noWarmup << QStringList{"MC-16", "MC-20", "MB-23"};
}

void TestIntroducedErrors::introducedErrors()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    QFETCH(QStringList, introduced);
    const TrainingConfig from = configOf(before);
    const TrainingConfig to = configOf(after);
    const Diagnostics added = RulesEngine::introducedErrors(from, to, h100());
    QCOMPARE(idsOf(added), introduced);
    for (const Diagnostic& d : added) {
        QVERIFY(d.isError());
        QVERIFY(!RulesEngine::validate(from, h100()).has(d.id));
        QVERIFY(RulesEngine::validate(to, h100()).has(d.id));
    }
}

QTEST_MAIN(TestIntroducedErrors)
#include "tst_introducederrors.moc"
