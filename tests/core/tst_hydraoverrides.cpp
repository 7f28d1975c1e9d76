#include "io/hydraoverrides.h"
#include "model/valueformat.h"

#include <QTest>

using namespace cga;

class TestHydraOverrides : public QObject
{
    Q_OBJECT

private slots:
    void parses_data();
    void parses();
    void rejectsBadSyntax_data();
    void rejectsBadSyntax();
    void appliesValues();
    void newEnvKeysNeedPlus();
    void deleteRestoresDefault();
    void noncharactersAreRefused();
    void hydraValueReadsBack_data();
    void hydraValueReadsBack();
};

void TestHydraOverrides::parses_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QString>("text");
    using K = HydraOverrides::Override::Kind;
    QTest::addRow("plain") << "model.cuda_graph_impl=transformer_engine"
                           << "model.cuda_graph_impl" << int(K::Set) << QStringList() << "transformer_engine";
    QTest::addRow("list") << "model.cuda_graph_scope=[attn, moe_router]"
                          << "model.cuda_graph_scope" << int(K::Set) << QStringList{"attn", "moe_router"} << "";
    QTest::addRow("quoted list items") << "model.x=['a,b', \"c\"]"
                                       << "model.x" << int(K::Set) << QStringList{"a,b", "c"} << "";
    QTest::addRow("empty list") << "model.cuda_graph_modules=[]"
                                << "model.cuda_graph_modules" << int(K::Set) << QStringList() << "";
    QTest::addRow("add") << "+env_vars.NCCL_GRAPH_REGISTER=0"
                         << "env_vars.NCCL_GRAPH_REGISTER" << int(K::Add) << QStringList() << "0";
    QTest::addRow("force add") << "++model.seq_length=8192"
                               << "model.seq_length" << int(K::ForceAdd) << QStringList() << "8192";
    QTest::addRow("delete") << "~model.cuda_graph_scope"
                            << "model.cuda_graph_scope" << int(K::Delete) << QStringList() << "";
    QTest::addRow("quoted value with colon")
        << "env_vars.A='expandable_segments:True,x:1'"
        << "env_vars.A" << int(K::Set) << QStringList() << "expandable_segments:True,x:1";
}

void TestHydraOverrides::parses()
{
    QFETCH(QString, token);
    QFETCH(QString, key);
    QFETCH(int, kind);
    QFETCH(QStringList, items);
    QFETCH(QString, text);
    QString error;
    const auto o = HydraOverrides::parse(token, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->key, key);
    QCOMPARE(int(o->kind), kind);
    QStringList got;
    for (const auto& [t, q] : o->items)
        got << t;
    QCOMPARE(got, items);
    if (!o->isList)
        QCOMPARE(o->text, text);
}

void TestHydraOverrides::rejectsBadSyntax_data()
{
    QTest::addColumn<QString>("token");
    QTest::addRow("no value") << "model.cuda_graph_impl";
    QTest::addRow("bad key") << "model..x=1";
    QTest::addRow("open list") << "model.x=[a,b";
    QTest::addRow("nested list") << "model.x=[[a]]";
    QTest::addRow("dict") << "model.x={a: 1}";
    QTest::addRow("open quote") << "model.x='abc";
}

void TestHydraOverrides::rejectsBadSyntax()
{
    QFETCH(QString, token);
    QString error;
    QVERIFY(!HydraOverrides::parse(token, &error));
    QVERIFY(!error.isEmpty());
    TrainingConfig cfg;
    const ImportResult r = HydraOverrides::apply({token}, cfg);
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.first().id, QStringLiteral("IMP-04"));
    QCOMPARE(r.diagnostics.first().location.line, 1);
}

void TestHydraOverrides::appliesValues()
{
    TrainingConfig cfg;
    const ImportResult r
        = HydraOverrides::apply({"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_scope=[attn,moe_router]",
                                 "model.cuda_graph_warmup_steps=2", "model.moe_expert_capacity_factor=null",
                                 "rerun_state_machine.check_for_nan_in_loss=false"},
                                cfg);
    QVERIFY(r.diagnostics.isEmpty());
    QCOMPARE(cfg.listValue(FieldId::CudaGraphScope), (QStringList{"attn", "moe_router"}));
    QCOMPARE(cfg.intValue(FieldId::CudaGraphWarmupSteps), 2);
    QVERIFY(cfg.isNull(FieldId::MoeExpertCapacityFactor));
    QVERIFY(!cfg.boolValue(FieldId::CheckForNanInLoss));
    QCOMPARE(cfg.origin(FieldId::CudaGraphWarmupSteps).line, 3);
}

void TestHydraOverrides::newEnvKeysNeedPlus()
{
    TrainingConfig cfg;
    ImportResult r = HydraOverrides::apply({"env_vars.NCCL_GRAPH_REGISTER=0"}, cfg);
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.first().id, QStringLiteral("IMP-04"));
    QVERIFY(r.diagnostics.first().message.contains(QLatin1String("+env_vars.NCCL_GRAPH_REGISTER=0")));
    QVERIFY(!cfg.hasEnv(QStringLiteral("NCCL_GRAPH_REGISTER")));
    r = HydraOverrides::apply({"+env_vars.NCCL_GRAPH_REGISTER=0"}, cfg);
    QVERIFY(r.diagnostics.isEmpty());
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    r = HydraOverrides::apply({"+env_vars.NCCL_GRAPH_REGISTER=1"}, cfg); // already there: '+' is wrong now
    QCOMPARE(r.diagnostics.size(), 1);
    r = HydraOverrides::apply({"env_vars.NCCL_GRAPH_REGISTER=1"}, cfg);
    QVERIFY(r.diagnostics.isEmpty());
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("1"));
    r = HydraOverrides::apply({"+model.cuda_graph_impl=none"}, cfg); // existing field: '+' is wrong
    QCOMPARE(r.diagnostics.first().id, QStringLiteral("IMP-04"));
}

void TestHydraOverrides::deleteRestoresDefault()
{
    TrainingConfig cfg;
    HydraOverrides::apply({"model.cuda_graph_warmup_steps=7", "+env_vars.A=1"}, cfg);
    HydraOverrides::apply({"~model.cuda_graph_warmup_steps", "~env_vars.A"}, cfg);
    QVERIFY(!cfg.isSet(FieldId::CudaGraphWarmupSteps));
    QCOMPARE(cfg.intValue(FieldId::CudaGraphWarmupSteps), 3);
    QVERIFY(!cfg.hasEnv(QStringLiteral("A")));
}

// A value holding a Unicode noncharacter is not applied (a project file could not store it unchanged); the others
// are. A name holding one is not a valid Hydra key.
void TestHydraOverrides::noncharactersAreRefused()
{
    TrainingConfig cfg;
    const ImportResult r = HydraOverrides::apply(
        {QStringLiteral("model.cuda_graph_impl=te\uFDD0"), QStringLiteral("+env_vars.A=x\uFFFF"),
         QStringLiteral("+env_vars.B\uFDEF=1"), QStringLiteral("model.cuda_graph_scope=[attn,\"\uFDE0\"]"),
         QStringLiteral("+env_vars.C=\u8bad\u7ec3\uFFFD")},
        cfg);
    QCOMPARE(r.diagnostics.size(), 4);
    const QStringList ids{"IMP-02", "IMP-02", "IMP-04", "IMP-02"};
    const QStringList parts{"U+FDD0", "U+FFFF", "is not a valid key", "U+FDE0"};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(r.diagnostics.at(i).id, ids.at(i));
        QVERIFY2(r.diagnostics.at(i).message.contains(parts.at(i)), qPrintable(r.diagnostics.at(i).message));
        QCOMPARE(r.diagnostics.at(i).location.line, i + 1);
    }
    QVERIFY(!cfg.isSet(FieldId::CudaGraphImpl));
    QVERIFY(!cfg.isSet(FieldId::CudaGraphScope));
    QCOMPARE(cfg.env().keys(), QStringList{QStringLiteral("C")});
    QCOMPARE(cfg.envValue(QStringLiteral("C")), QStringLiteral("\u8bad\u7ec3\uFFFD"));
}

void TestHydraOverrides::hydraValueReadsBack_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QVariant>("value");
    QTest::addRow("bool") << "model.use_te_rng_tracker" << QVariant(true);
    QTest::addRow("int") << "model.cuda_graph_warmup_steps" << QVariant(qlonglong(5));
    QTest::addRow("float") << "model.moe_expert_capacity_factor" << QVariant(1.25);
    QTest::addRow("list") << "model.cuda_graph_modules" << QVariant(QStringList{"attn", "moe_router"});
    QTest::addRow("empty list") << "model.cuda_graph_modules" << QVariant(QStringList{});
    QTest::addRow("null") << "model.recompute_granularity" << nullValue();
    QTest::addRow("env with colon") << "env_vars.PYTORCH_CUDA_ALLOC_CONF"
                                    << QVariant(QStringLiteral("expandable_segments:True"));
    QTest::addRow("env that looks like bool") << "env_vars.X" << QVariant(QStringLiteral("on"));
    QTest::addRow("env with quote") << "env_vars.X" << QVariant(QStringLiteral("it's"));
}

void TestHydraOverrides::hydraValueReadsBack()
{
    QFETCH(QString, path);
    QFETCH(QVariant, value);
    TrainingConfig cfg;
    const QString token = (path.startsWith(QLatin1String("env_vars.")) ? QStringLiteral("+") : QString()) + path
        + QLatin1Char('=') + ValueFormat::hydraValue(value);
    const ImportResult r = HydraOverrides::apply({token}, cfg);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(token));
    bool known = false;
    const QVariant back = cfg.valueAt(path, &known);
    QVERIFY(known);
    QVERIFY2(sameValue(back, value), qPrintable(token + QStringLiteral(" -> ") + displayValue(back)));
}

QTEST_GUILESS_MAIN(TestHydraOverrides)
#include "tst_hydraoverrides.moc"
