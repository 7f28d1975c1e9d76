// The recommender: the skill's quick decision and the newer guidance, never a configuration the rules reject, and a
// fallback with its reason when the preferred proposal would be rejected.
#include "recipes/presetlibrary.h"
#include "recipes/recommender.h"

#include <QRegularExpression>
#include <QTest>

using namespace cga;

Q_DECLARE_METATYPE(cga::WorkloadFacts)

namespace {

GpuInfo gpu(const char* name)
{
    return *TargetContext::parseGpu(QLatin1String(name));
}

TargetContext targetFor(const WorkloadFacts& f, McoreProfile profile = McoreProfile::Pinned)
{
    TargetContext t;
    t.gpu = f.gpu;
    t.teVersion = QVersionNumber(2, 12);
    t.torchVersion = QVersionNumber(2, 11);
    t.profile = profile;
    return t;
}

QString errorsOf(const ValidationReport& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics)
        if (d.isError())
            out << d.id + QStringLiteral(": ") + d.message;
    return out.join(QLatin1Char('\n'));
}

bool hasChange(const Recommendation& r, const QString& path, const QVariant& value)
{
    for (const FieldChange& c : r.allChanges())
        if (c.path == path && sameValue(c.value, value))
            return true;
    return false;
}

} // namespace

class TestRecommender : public QObject
{
    Q_OBJECT

private slots:
    void quickDecision_data();
    void quickDecision();
    void neverProposesARejectedConfiguration_data();
    void neverProposesARejectedConfiguration();
    void fullIterationNeedsItsCompanions();
    void rejectedPreferenceIsExplained();
    void legacyProfileSpelling();
    void brokenBaseIsNotPatchedOver();
    void factsFromConfigAndBack();
    void presetsGetAValidRecommendation_data();
    void presetsGetAValidRecommendation();
};

void TestRecommender::quickDecision_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("moe");
    QTest::addColumn<int>("recompute");
    QTest::addColumn<int>("offload");
    QTest::addColumn<bool>("packed");
    QTest::addColumn<bool>("epOverlap");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("impl");
    QTest::addColumn<QStringList>("modules");
    using K = WorkloadKind;
    using R = WorkloadFacts::Recompute;
    using O = WorkloadFacts::Offload;
    const QStringList router{"moe_router", "moe_preprocess"};
    QTest::newRow("dense") << int(K::Dense) << false << int(R::None) << int(O::None) << false << false << "h100"
                           << "transformer_engine" << QStringList{"attn"};
    QTest::newRow("dropless MoE") << int(K::MoeDropless) << false << int(R::None) << int(O::None) << false << false
                                  << "h100"
                                  << "transformer_engine" << router;
    QTest::newRow("dropless MoE, EP overlap")
        << int(K::MoeDropless) << false << int(R::None) << int(O::None) << false << true << "h100"
        << "transformer_engine" << router;
    QTest::newRow("drop-and-pad MoE") << int(K::MoeDropPad) << false << int(R::None) << int(O::None) << false << false
                                      << "h100"
                                      << "transformer_engine" << QStringList{"moe"};
    QTest::newRow("hybrid on Hopper") << int(K::Hybrid) << true << int(R::None) << int(O::None) << false << false
                                      << "h100"
                                      << "transformer_engine" << QStringList{"attn", "mamba"};
    QTest::newRow("hybrid MoE on Blackwell")
        << int(K::Hybrid) << true << int(R::None) << int(O::None) << false << false << "gb200"
        << "transformer_engine" << QStringList{"attn", "mamba", "moe_router", "moe_preprocess"};
    QTest::newRow("VLM") << int(K::Vlm) << false << int(R::None) << int(O::None) << false << false << "h100"
                         << "transformer_engine" << router;
    QTest::newRow("full recompute") << int(K::Dense) << false << int(R::Full) << int(O::None) << false << false
                                    << "b200"
                                    << "full_iteration" << QStringList{};
    QTest::newRow("CPU offloading") << int(K::MoeDropless) << false << int(R::None) << int(O::Cpu) << false << false
                                    << "b200"
                                    << "full_iteration" << QStringList{};
    QTest::newRow("fine-grained offloading")
        << int(K::MoeDropless) << false << int(R::None) << int(O::FineGrained) << false << false << "h100"
        << "transformer_engine" << router;
    QTest::newRow("packed dense") << int(K::Dense) << false << int(R::None) << int(O::None) << true << false << "h100"
                                  << "transformer_engine" << QStringList{"mlp"};
    QTest::newRow("packed MoE") << int(K::MoeDropless) << false << int(R::None) << int(O::None) << true << false
                                << "h100"
                                << "transformer_engine" << QStringList{"attn"};
    QTest::newRow("packed VLM: nothing fits")
        << int(K::Vlm) << false << int(R::None) << int(O::None) << true << false << "h100"
        << "none" << QStringList{};
}

void TestRecommender::quickDecision()
{
    QFETCH(int, kind);
    QFETCH(bool, moe);
    QFETCH(int, recompute);
    QFETCH(int, offload);
    QFETCH(bool, packed);
    QFETCH(bool, epOverlap);
    QFETCH(QString, gpu);
    QFETCH(QString, impl);
    QFETCH(QStringList, modules);
    WorkloadFacts f;
    f.kind = WorkloadKind(kind);
    f.moe = moe;
    f.recompute = WorkloadFacts::Recompute(recompute);
    f.offload = WorkloadFacts::Offload(offload);
    f.packedSequences = packed;
    f.epOverlap = epOverlap;
    f.gpu = *TargetContext::parseGpu(gpu);
    const Recommendation r = Recommender::recommend(f, targetFor(f));
    QVERIFY2(!r.baseHasErrors, qPrintable(errorsOf(r.report)));
    QCOMPARE(r.impl, impl);
    QCOMPARE(r.modules, modules);
    QVERIFY2(r.report.valid(), qPrintable(errorsOf(r.report)));
    QVERIFY(!r.reasons.isEmpty());
    QCOMPARE(r.warmup, 3);
    if (r.graphsOn()) {
        QVERIFY(hasChange(r, QStringLiteral("model.use_te_rng_tracker"), true));
        QVERIFY(hasChange(r, QStringLiteral("rng.te_rng_tracker"), true));
        QVERIFY(r.config.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")) == QLatin1String("0"));
    }
    // Every reason that names a decision cites its source (a rule id, the skill notes or the recipes).
    const QString all = r.reasons.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QRegularExpression(QStringLiteral("(MC|MB|MCR|ADV|PP)-\\d+|skill|recipe"))), qPrintable(all));
}

void TestRecommender::neverProposesARejectedConfiguration_data()
{
    QTest::addColumn<WorkloadFacts>("facts");
    int n = 0;
    for (WorkloadKind k : {WorkloadKind::Dense, WorkloadKind::MoeDropless, WorkloadKind::MoeDropPad,
                           WorkloadKind::Hybrid, WorkloadKind::Vlm})
        for (auto rc :
             {WorkloadFacts::Recompute::None, WorkloadFacts::Recompute::Selective, WorkloadFacts::Recompute::Full})
            for (auto off :
                 {WorkloadFacts::Offload::None, WorkloadFacts::Offload::Cpu, WorkloadFacts::Offload::FineGrained})
                for (bool packed : {false, true})
                    for (bool overlap : {false, true})
                        for (const char* g : {"h100", "gb200"}) {
                            WorkloadFacts f;
                            f.kind = k;
                            f.moe = k == WorkloadKind::Hybrid;
                            f.recompute = rc;
                            f.offload = off;
                            f.packedSequences = packed;
                            f.epOverlap = overlap;
                            f.gpu = gpu(g);
                            f.precision = n % 3 == 0 ? QStringLiteral("fp8cs") : QStringLiteral("bf16");
                            QTest::addRow("%d %s", n++, qPrintable(f.summary())) << f;
                        }
}

void TestRecommender::neverProposesARejectedConfiguration()
{
    QFETCH(WorkloadFacts, facts);
    const TargetContext target = targetFor(facts);
    const Recommendation r = Recommender::recommend(facts, target);
    if (r.baseHasErrors) {
        // Only when the workload itself is invalid (e.g. CPU offloading with recomputation, MC-37): nothing changes.
        ValidationOptions vo;
        vo.proveFixes = false;
        TrainingConfig eager = facts.baseConfig();
        eager.set(FieldId::CudaGraphImpl, QStringLiteral("none"));
        QVERIFY(!RulesEngine::validate(eager, target, vo).valid());
        QVERIFY(r.allChanges().isEmpty());
        return;
    }
    QVERIFY2(r.report.valid(), qPrintable(errorsOf(r.report)));
    // The proposal is what its changes make of the base.
    TrainingConfig applied = facts.baseConfig();
    RulesEngine::apply(applied, r.allChanges());
    QCOMPARE(TrainingConfig::differences(applied, r.config), QStringList());
    // Alternatives say whether they are valid and, if not, which rules reject them.
    for (const auto& a : r.alternatives)
        QVERIFY(a.valid == a.rejectedBy.isEmpty());
}

void TestRecommender::fullIterationNeedsItsCompanions()
{
    WorkloadFacts f;
    f.kind = WorkloadKind::MoeDropless;
    f.recompute = WorkloadFacts::Recompute::Full;
    f.gpu = gpu("gb300");
    const Recommendation r = Recommender::recommend(f, targetFor(f));
    QCOMPARE(r.impl, QStringLiteral("full_iteration"));
    QVERIFY(hasChange(r, QStringLiteral("rerun_state_machine.check_for_nan_in_loss"), false)); // MB-03
    QVERIFY(hasChange(r, QStringLiteral("model.moe_expert_rank_capacity_factor"), 1.5)); // ADV-18
    // An inference flag is no part of a training recommendation.
    for (const FieldChange& c : r.allChanges())
        QVERIFY2(!c.path.contains(QLatin1String("for_cuda_graph_inference")), qPrintable(c.path));
    QVERIFY(hasChange(r, QStringLiteral("env_vars.PYTORCH_CUDA_ALLOC_CONF"),
                      QStringLiteral("expandable_segments:True,graph_capture_record_stream_reuse:True")));
    QVERIFY(r.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("MC-22")));
    // The TE alternative switches recompute to selective.
    bool selective = false;
    for (const auto& a : r.alternatives)
        for (const FieldChange& c : a.changes)
            selective = selective
                || (c.path == QLatin1String("model.recompute_granularity") && c.value == QStringLiteral("selective"));
    QVERIFY(selective);
    // On Hopper the proposal stands but says that the recipes use Blackwell.
    f.gpu = gpu("h100");
    const Recommendation hopper = Recommender::recommend(f, targetFor(f));
    QCOMPARE(hopper.impl, QStringLiteral("full_iteration"));
    QVERIFY(hopper.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("ADV-04")));
}

void TestRecommender::rejectedPreferenceIsExplained()
{
    // Recomputing the MoE block while the router is captured is rejected (MC-23): attention only remains.
    WorkloadFacts f;
    f.kind = WorkloadKind::MoeDropless;
    f.recompute = WorkloadFacts::Recompute::Selective;
    f.recomputeModules = {QStringLiteral("moe"), QStringLiteral("layernorm")};
    f.gpu = gpu("h100");
    const Recommendation r = Recommender::recommend(f, targetFor(f));
    QCOMPARE(r.modules, QStringList{QStringLiteral("attn")});
    QVERIFY(r.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("MC-23")));
    QVERIFY(!r.alternatives.isEmpty());
    QVERIFY(r.alternatives.first().rejectedBy.contains(QStringLiteral("MC-23")));
}

void TestRecommender::legacyProfileSpelling()
{
    WorkloadFacts f;
    f.kind = WorkloadKind::Dense;
    f.recompute = WorkloadFacts::Recompute::Full;
    f.gpu = gpu("b200");
    const Recommendation r = Recommender::recommend(f, targetFor(f, McoreProfile::Legacy));
    QCOMPARE(r.impl, QStringLiteral("local"));
    QCOMPARE(r.modules, QStringList{QStringLiteral("full_iteration")});
    QVERIFY(hasChange(r, QStringLiteral("model.cuda_graph_scope"), QStringList{QStringLiteral("full_iteration")}));
    QVERIFY2(r.report.valid(), qPrintable(errorsOf(r.report)));
    f.recompute = WorkloadFacts::Recompute::None;
    const Recommendation te = Recommender::recommend(f, targetFor(f, McoreProfile::Legacy));
    QVERIFY(hasChange(te, QStringLiteral("model.cuda_graph_scope"), QStringList{QStringLiteral("attn")}));
    for (const FieldChange& c : te.allChanges())
        QVERIFY(c.path != QLatin1String("model.cuda_graph_modules"));
}

void TestRecommender::brokenBaseIsNotPatchedOver()
{
    WorkloadFacts f;
    f.kind = WorkloadKind::Dense;
    f.gpu = gpu("h100");
    TrainingConfig base = f.baseConfig();
    base.set(FieldId::DatasetSeqLength, 2048); // MB-24: not a graph problem
    const Recommendation r = Recommender::recommend(f, base, targetFor(f));
    QVERIFY(r.baseHasErrors);
    QVERIFY(r.allChanges().isEmpty());
    QVERIFY(r.report.has(QStringLiteral("MB-24")));
    QVERIFY(r.reasons.first().contains(QStringLiteral("MB-24")));
}

void TestRecommender::factsFromConfigAndBack()
{
    const auto p = PresetLibrary::builtIn().load(QStringLiteral("nemotron-3-nano-h100-bf16-te"));
    QVERIFY(p);
    const WorkloadFacts f = WorkloadFacts::fromConfig(p->config, p->target);
    QCOMPARE(f.kind, WorkloadKind::Hybrid);
    QVERIFY(f.moe);
    QCOMPARE(f.recompute, WorkloadFacts::Recompute::Selective);
    QCOMPARE(f.recomputeModules, (QStringList{"moe", "layernorm"}));
    QCOMPARE(f.gpu.name, QStringLiteral("h100"));
    QCOMPARE(f.precision, QStringLiteral("bf16"));
    // Facts written back into the same configuration change nothing.
    TrainingConfig cfg = p->config;
    QCOMPARE(f.applyTo(cfg).size(), 0);
    QCOMPARE(WorkloadFacts::fromConfig(f.baseConfig(), p->target).kind, WorkloadKind::Hybrid);
    QCOMPARE(WorkloadFacts::parseRecompute(QStringLiteral("full")), std::optional(WorkloadFacts::Recompute::Full));
    QCOMPARE(WorkloadFacts::parseOffload(QStringLiteral("fine_grained")),
             std::optional(WorkloadFacts::Offload::FineGrained));
    QCOMPARE(WorkloadKinds::parse(QStringLiteral("moe-drop-pad")), std::optional(WorkloadKind::MoeDropPad));
}

void TestRecommender::presetsGetAValidRecommendation_data()
{
    QTest::addColumn<QString>("id");
    for (const PresetInfo& p : PresetLibrary::builtIn().presets())
        QTest::newRow(qPrintable(p.id)) << p.id;
}

void TestRecommender::presetsGetAValidRecommendation()
{
    QFETCH(QString, id);
    const auto p = PresetLibrary::builtIn().load(id);
    const WorkloadFacts f = WorkloadFacts::fromConfig(p->config, p->target);
    const Recommendation r = Recommender::recommend(f, p->config, p->target);
    QVERIFY(!r.baseHasErrors);
    QVERIFY2(r.report.valid(), qPrintable(errorsOf(r.report)));
    QVERIFY(r.graphsOn());
}

QTEST_GUILESS_MAIN(TestRecommender)
#include "tst_recommender.moc"
