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
    void hydraGrammarValues_data();
    void hydraGrammarValues();
    void nestedValuesAreNotSyntaxErrors_data();
    void nestedValuesAreNotSyntaxErrors();
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
    QTest::addRow("open quote") << "model.x='abc";
    QTest::addRow("open nested list") << "dataset.blend=[[\"path\"],null";
    QTest::addRow("open dict") << "model.x={a: 1";
    QTest::addRow("sweep") << "model.cuda_graph_warmup_steps=1,2";
    QTest::addRow("sweep function") << "model.cuda_graph_warmup_steps=choice(1,2)";
    QTest::addRow("text after a quote") << "model.x='a'b";
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

// Values as Hydra's grammar reads them: nested lists and dicts, quoting, null, escapes, interpolations kept as text.
void TestHydraOverrides::hydraGrammarValues_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("shape"); // the value written back as a compact outline
    QTest::addRow("nested list with null") << "[[\"path\"],null]"
                                           << "[[q:path],p:null]";
    QTest::addRow("blend with weights") << "[[\"/data/a_text_document\",\"/data/b\"],[0.3,0.7]]"
                                        << "[[q:/data/a_text_document,q:/data/b],[p:0.3,p:0.7]]";
    QTest::addRow("dict") << "{a: 1, b: [x, 'y z']}"
                          << "{a:p:1,b:[p:x,q:y z]}";
    QTest::addRow("empty dict") << "{}"
                                << "{}";
    QTest::addRow("interpolation") << "${dataset.seq_length}"
                                   << "p:${dataset.seq_length}";
    QTest::addRow("interpolation with comma") << "${oc.select:a.b,4096}"
                                              << "p:${oc.select:a.b,4096}";
    QTest::addRow("spaces inside text") << "  hello world  "
                                        << "p:hello world";
    QTest::addRow("escaped comma") << "a\\,b"
                                   << "p:a,b";
    QTest::addRow("cast") << "str(1)"
                          << "q:1";
    QTest::addRow("path with colon") << "/lustre/data:/x"
                                     << "p:/lustre/data:/x";
}

namespace {

QString outline(const HydraValue& v)
{
    switch (v.kind) {
    case HydraValue::Kind::Primitive:
        return QStringLiteral("p:") + v.text;
    case HydraValue::Kind::Quoted:
        return QStringLiteral("q:") + v.text;
    case HydraValue::Kind::List: {
        QStringList parts;
        for (const HydraValue& item : v.items)
            parts << outline(item);
        return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
    }
    case HydraValue::Kind::Dict: {
        QStringList parts;
        for (const auto& [k, item] : v.entries)
            parts << k + QLatin1Char(':') + outline(item);
        return QLatin1Char('{') + parts.join(QLatin1Char(',')) + QLatin1Char('}');
    }
    }
    return {};
}

} // namespace

void TestHydraOverrides::hydraGrammarValues()
{
    QFETCH(QString, value);
    QFETCH(QString, shape);
    QString error;
    const auto v = HydraValue::parse(value, &error);
    QVERIFY2(v, qPrintable(error));
    QCOMPARE(outline(*v), shape);
}

// An override Bridge accepts is never IMP-04: an unmodelled key with a nested value is kept (IMP-03); a modelled
// field given a value of the wrong shape is IMP-02 (the value is ignored), naming the field.
void TestHydraOverrides::nestedValuesAreNotSyntaxErrors_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("id");
    QTest::addRow("blend") << "dataset.blend=[[\"path\"],null]"
                           << "IMP-03";
    QTest::addRow("dict on an unmodelled key") << "++model.extra={a: 1}"
                                               << "IMP-03";
    QTest::addRow("interpolation on a field") << "model.seq_length=${dataset.seq_length}"
                                              << "IMP-03";
    QTest::addRow("nested list on a list field") << "model.cuda_graph_modules=[[attn]]"
                                                 << "IMP-02";
    QTest::addRow("dict on a scalar field") << "model.cuda_graph_warmup_steps={a: 1}"
                                            << "IMP-02";
}

void TestHydraOverrides::nestedValuesAreNotSyntaxErrors()
{
    QFETCH(QString, token);
    QFETCH(QString, id);
    TrainingConfig cfg;
    const ImportResult r = HydraOverrides::apply({token}, cfg);
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.first().id, id);
    if (id == QLatin1String("IMP-02"))
        QVERIFY2(r.diagnostics.first().message.contains(token.section(QLatin1Char('='), 0, 0)),
                 qPrintable(r.diagnostics.first().message));
}

QTEST_GUILESS_MAIN(TestHydraOverrides)
#include "tst_hydraoverrides.moc"
