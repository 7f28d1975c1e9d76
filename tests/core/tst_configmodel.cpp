// The config model: field metadata, values with defaults, env vars, the target context.
#include "model/fieldregistry.h"
#include "model/modelprovider.h"
#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/rulesengine.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using namespace cga;

class TestConfigModel : public QObject
{
    Q_OBJECT

private slots:
    void everyFieldIsDescribed();
    void defaultsHaveTheFieldsType();
    void findsAliasesAndEnv();
    void suggestions_data();
    void suggestions();
    void suggestionsStayFastOnLongKeys();
    void valuesFallBackToDefaults();
    void differencesListChangedPaths();
    void gpuNames_data();
    void gpuNames();
    void providerClassification_data();
    void providerClassification();
    void everyRuleIsDescribed();
};

void TestConfigModel::everyFieldIsDescribed()
{
    QSet<QString> paths;
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        QVERIFY2(s.id != FieldId::Count, "every FieldId has a row");
        QVERIFY2(!paths.contains(s.path), qPrintable(s.path));
        paths.insert(s.path);
        QVERIFY2(s.description && qstrlen(s.description) > 10, qPrintable(s.path));
        QVERIFY(FieldRegistry::configSections().contains(s.path.section(QLatin1Char('.'), 0, 0)));
        if (s.type == FieldType::Enum || s.type == FieldType::EnumList)
            QVERIFY2(!s.allowed.isEmpty(), qPrintable(s.path));
    }
    QCOMPARE(int(FieldRegistry::instance().all().size()), fieldCount());
}

void TestConfigModel::defaultsHaveTheFieldsType()
{
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        const QVariant d = s.defaultValue;
        if (isNullValue(d)) {
            QVERIFY2(s.nullable || s.isEnv(), qPrintable(s.path));
            continue;
        }
        switch (s.type) {
        case FieldType::Bool:
            QCOMPARE(d.metaType().id(), int(QMetaType::Bool));
            break;
        case FieldType::Int:
        case FieldType::IntOrIntList:
            QCOMPARE(d.metaType().id(), int(QMetaType::Int));
            break;
        case FieldType::Float:
            QCOMPARE(d.metaType().id(), int(QMetaType::Double));
            break;
        case FieldType::Enum:
            QVERIFY2(s.allowed.contains(d.toString()), qPrintable(s.path));
            break;
        default:
            break;
        }
    }
}

void TestConfigModel::findsAliasesAndEnv()
{
    const FieldRegistry& r = FieldRegistry::instance();
    QCOMPARE(*r.find(QStringLiteral("dataset.sequence_length")), FieldId::DatasetSeqLength);
    QCOMPARE(*r.findEnv(QStringLiteral("NCCL_GRAPH_REGISTER")), FieldId::EnvNcclGraphRegister);
    QVERIFY(!r.find(QStringLiteral("model.nope")));
    QCOMPARE(r.suggest(QStringLiteral("model.cuda_graph_scop")), QStringLiteral("model.cuda_graph_scope"));
    QVERIFY(r.suggest(QStringLiteral("model.apply_rope_fusion")).isEmpty());
}

void TestConfigModel::suggestions_data()
{
    // "Did you mean" for an unknown key: at most two edits away, in the same section.
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    const QString scope = QStringLiteral("model.cuda_graph_scope");
    QTest::newRow("last letter missing") << QStringLiteral("model.cuda_graph_scop") << scope;
    QTest::newRow("first letter wrong") << QStringLiteral("model.xuda_graph_scope") << scope;
    QTest::newRow("letters swapped") << QStringLiteral("model.cdua_graph_scope") << scope;
    QTest::newRow("two letters added") << QStringLiteral("model.cuda_graph_scopexy") << scope;
    QTest::newRow("two letters missing") << QStringLiteral("model.cuda_grph_scpe") << scope;
    QTest::newRow("three edits: no suggestion") << QStringLiteral("model.cuda_grph_scp") << QString();
    QTest::newRow("other section: no suggestion") << QStringLiteral("train.cuda_graph_scope") << QString();
    QTest::newRow("section misspelt: no suggestion") << QStringLiteral("mdel.cuda_graph_scope") << QString();
    QTest::newRow("section name only") << QStringLiteral("model") << QString();
    QTest::newRow("warmup steps, one letter wrong")
        << QStringLiteral("model.cuda_graph_warmup_stebs") << QStringLiteral("model.cuda_graph_warmup_steps");
}

void TestConfigModel::suggestions()
{
    QFETCH(QString, key);
    QFETCH(QString, expected);
    QCOMPARE(FieldRegistry::instance().suggest(key), expected);
}

void TestConfigModel::suggestionsStayFastOnLongKeys()
{
    // An unknown key of any length (a pasted blob, a fuzzed file) is answered at once, without a suggestion; found
    // by fuzzing the Hydra override parser, where a 1 MiB key took seconds.
    const FieldRegistry& r = FieldRegistry::instance();
    QElapsedTimer timer;
    timer.start();
    for (const QString& section : {QStringLiteral("model."), QStringLiteral("env_vars."), QString()})
        QVERIFY(r.suggest(section + QString(1 << 20, QLatin1Char('x'))).isEmpty());
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    // Typos of the same length or one or two characters off are still found.
    QCOMPARE(r.suggest(QStringLiteral("model.cuda_graph_scopee")), QStringLiteral("model.cuda_graph_scope"));
    QCOMPARE(r.suggest(QStringLiteral("model.cuda_grph_scop")), QStringLiteral("model.cuda_graph_scope"));
}

void TestConfigModel::valuesFallBackToDefaults()
{
    TrainingConfig cfg;
    QVERIFY(!cfg.isSet(FieldId::CudaGraphWarmupSteps));
    QCOMPARE(cfg.intValue(FieldId::CudaGraphWarmupSteps), 3);
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("none"));
    QVERIFY(cfg.boolValue(FieldId::CheckForNanInLoss));
    cfg.set(FieldId::MoeExpertCapacityFactor, nullValue());
    QVERIFY(cfg.isSet(FieldId::MoeExpertCapacityFactor));
    QVERIFY(cfg.isNull(FieldId::MoeExpertCapacityFactor));
    cfg.set(FieldId::EnvNcclGraphRegister, QStringLiteral("0"));
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    QVERIFY(cfg.setPath(QStringLiteral("env_vars.CUSTOM"), QStringLiteral("x")));
    QCOMPARE(cfg.toMap().value(QStringLiteral("env_vars.CUSTOM")).toString(), QStringLiteral("x"));
    QVERIFY(!cfg.setPath(QStringLiteral("model.unknown"), 1));
}

void TestConfigModel::differencesListChangedPaths()
{
    TrainingConfig a, b;
    QVERIFY(a == b);
    b.set(FieldId::CudaGraphWarmupSteps, 3); // the default, set explicitly: same effective value
    QVERIFY(a == b);
    b.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
    b.setEnv(QStringLiteral("A"), QStringLiteral("1"));
    QCOMPARE(TrainingConfig::differences(a, b), (QStringList{"model.cuda_graph_impl", "env_vars.A"}));
}

void TestConfigModel::gpuNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<bool>("blackwell");
    QTest::addRow("h100") << "h100" << 9 << 0 << false;
    QTest::addRow("H200 upper case") << "H200" << 9 << 0 << false;
    QTest::addRow("gb300") << "gb300" << 10 << 3 << true;
    QTest::addRow("vr200 unknown capability") << "vr200" << 0 << 0 << true;
    QTest::addRow("dotted capability") << "9.0" << 9 << 0 << false;
    QTest::addRow("sm_100") << "sm_100" << 10 << 0 << true;
    QTest::addRow("sm90") << "sm90" << 9 << 0 << false;
}

void TestConfigModel::gpuNames()
{
    QFETCH(QString, text);
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(bool, blackwell);
    const auto g = TargetContext::parseGpu(text);
    QVERIFY(g);
    QCOMPARE(g->ccMajor, major);
    QCOMPARE(g->ccMinor, minor);
    QCOMPARE(g->isBlackwellOrLater(), blackwell);
    QString error;
    QVERIFY(!TargetContext::parseGpu(QStringLiteral("tpu-v5"), &error));
    QVERIFY(error.contains(QLatin1String("h100")));
}

void TestConfigModel::providerClassification_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("kind");
    QTest::addRow("llama") << "megatron.bridge.models.llama.llama_provider.Llama31ModelProvider"
                           << int(ProviderKind::Gpt);
    QTest::addRow("nemotronh") << "megatron.bridge.models.nemotronh.NemotronHModelProvider56B"
                               << int(ProviderKind::Hybrid);
    QTest::addRow("mamba") << "megatron.bridge.models.mamba.MambaModelProvider" << int(ProviderKind::Hybrid);
    QTest::addRow("qwen3 vl moe") << "megatron.bridge.models.qwen_vl.qwen3_vl_provider.Qwen3VLMoEModelProvider"
                                  << int(ProviderKind::Qwen3VlMoe);
    QTest::addRow("gemma4 moe") << "megatron.bridge.models.gemma.gemma4_provider.Gemma4MoEModelProvider"
                                << int(ProviderKind::Gemma4Moe);
    QTest::addRow("empty is GPT") << "" << int(ProviderKind::Gpt);
}

void TestConfigModel::providerClassification()
{
    QFETCH(QString, target);
    QFETCH(int, kind);
    QCOMPARE(int(ModelProvider::classify(target)), kind);
}

void TestConfigModel::everyRuleIsDescribed()
{
    QSet<QString> ids;
    for (const RuleDef& r : RuleCatalog::instance().rules()) {
        QVERIFY(r.condition && r.fixHint && r.source);
        QVERIFY(!r.messages.empty());
        for (const RuleMessage& m : r.messages)
            QVERIFY2(m.explanation && qstrlen(m.explanation) > 5, r.id);
        ids.insert(QString::fromLatin1(r.id));
        const QStringList lines = RulesEngine::explain(QString::fromLatin1(r.id)).split(QLatin1Char('\n'));
        QCOMPARE(lines.filter(QStringLiteral("Meaning: ")).size(), int(r.messages.size()));
        // Variants that share an upstream message (MC-06b: one unknown name or several) list it once.
        const QStringList upstream = lines.filter(QStringLiteral("Upstream message: "));
        QCOMPARE(QSet<QString>(upstream.cbegin(), upstream.cend()).size(), upstream.size());
    }
    QVERIFY(ids.size() > 140);
}

QTEST_GUILESS_MAIN(TestConfigModel)
#include "tst_configmodel.moc"
