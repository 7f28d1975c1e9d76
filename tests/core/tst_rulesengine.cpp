// The engine around the rule tables: every fix it offers is proven, every violation is reported at once, unknown
// scope names are one finding, unknown versions warn, the shell environment wins, legacy spellings are normalised.
#include "support/rulesfixture.h"

#include <QSet>
#include <QTest>

using namespace cga;
using namespace cga::test;

class TestRulesEngine : public QObject
{
    Q_OBJECT

private slots:
    void fixesAreProven_data();
    void fixesAreProven();
    void allViolationsAreReportedAtOnce();
    void unknownScopeNamesAreOneFinding_data();
    void unknownScopeNamesAreOneFinding();
    void longListsOfUnknownNamesStayOneFinding();
    void unknownTeVersionWarnsInsteadOfFailing();
    void shellEnvironmentWinsOverEnvVars();
    void normalisationOfLegacySpellings_data();
    void normalisationOfLegacySpellings();
    void frontEndDecidesWhatFinalizeAdjusts_data();
    void frontEndDecidesWhatFinalizeAdjusts();
    void unresolvedValuesAreNoVerdict_data();
    void unresolvedValuesAreNoVerdict();
};

void TestRulesEngine::fixesAreProven_data()
{
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("id");
    QTest::addRow("MC-22 full recompute with TE")
        << (kDenseTe
            + QStringList{"model.recompute_granularity=full", "model.recompute_method=block",
                          "model.recompute_num_layers=1"})
        << QString() << "MC-22";
    QTest::addRow("MB-03 NaN check with full iteration")
        << (kFull + QStringList{"rerun_state_machine.check_for_nan_in_loss=true"}) << QString() << "MB-03";
    QTest::addRow("MCR-03 NCCL register")
        << (kDenseTe + QStringList{"+env_vars.PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"}) << QString()
        << "MCR-03";
    QTest::addRow("MC-20 moe on dropless")
        << (kMoeTe + QStringList{"model.cuda_graph_modules=[moe]"}) << QString() << "MC-20";
    QTest::addRow("MB-05 TE RNG")
        << (kShape + QStringList{"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_modules=[attn]"})
        << QString() << "MB-05";
    QTest::addRow("MC-16 legacy scope spelling")
        << (kMoeTe + QStringList{"~model.cuda_graph_modules", "model.cuda_graph_scope=[moe,moe_router]"}) << QString()
        << "MC-16";
}

void TestRulesEngine::fixesAreProven()
{
    QFETCH(QStringList, inputs);
    QFETCH(QString, target);
    QFETCH(QString, id);
    const Built b = build(inputs, target);
    const ValidationReport report = RulesEngine::validate(b.loaded.config, b.target);
    QSet<QString> errorsBefore;
    for (const Diagnostic& d : report.diagnostics)
        if (d.isError())
            errorsBefore.insert(d.id);
    bool found = false;
    for (const Diagnostic& d : report.diagnostics) {
        if (d.id != id)
            continue;
        found = true;
        QVERIFY2(!d.fixes.isEmpty(), "a proven fix is offered");
        for (const Fix& f : d.fixes) {
            TrainingConfig fixed = b.loaded.config;
            RulesEngine::apply(fixed, f);
            const ValidationReport after = RulesEngine::validate(fixed, b.target);
            QVERIFY2(!after.has(id), qPrintable(QStringLiteral("fix '%1' leaves %2").arg(f.title, id)));
            for (const Diagnostic& a : after.diagnostics)
                QVERIFY2(!a.isError() || errorsBefore.contains(a.id),
                         qPrintable(QStringLiteral("fix '%1' creates %2").arg(f.title, a.id)));
        }
    }
    QVERIFY(found);
}

void TestRulesEngine::allViolationsAreReportedAtOnce()
{
    const QStringList ids = firedIds(kMoeTe
                                         + QStringList{"model.cuda_graph_modules=[moe,moe_router]",
                                                       "model.cpu_offloading=true", "model.recompute_granularity=full",
                                                       "model.recompute_method=block", "model.recompute_num_layers=1",
                                                       "model.use_te_rng_tracker=false", "rng.te_rng_tracker=false"},
                                     QString());
    for (const char* id : {"MC-14", "MC-16", "MC-20", "MC-22", "MC-37", "MB-05"})
        QVERIFY2(ids.contains(QLatin1String(id)), id);
}

void TestRulesEngine::unknownScopeNamesAreOneFinding_data()
{
    QTest::addColumn<QString>("modules");
    QTest::addColumn<QString>("message"); // a part of the explanation
    QTest::addColumn<QString>("fixTitle");
    QTest::addColumn<QStringList>("fixed"); // the modules after the fix
    QTest::addRow("one name with a close match") << "[attention,mlp]"
                                                 << "'attention' is not a scope name"
                                                 << "Use the closest valid name" << QStringList{"attn", "mlp"};
    QTest::addRow("one name without a match") << "[attn,foo]"
                                              << "'foo' is not a scope name"
                                              << "Remove the unknown name" << QStringList{"attn"};
    QTest::addRow("one name written twice") << "[attention,attention]"
                                            << "'attention' is not a scope name"
                                            << "Use the closest valid name" << QStringList{"attn"};
    QTest::addRow("close match already listed") << "[attn,attention]"
                                                << "'attention' is not a scope name"
                                                << "Remove the unknown name" << QStringList{"attn"};
    QTest::addRow("several names, all with a match")
        << "[attention,ffn]"
        << "['attention', 'ffn'] are not scope names (Megatron stops at the first, 'attention')"
        << "Use the closest valid names" << QStringList{"attn", "mlp"};
    QTest::addRow("several names, some with a match")
        << "[foo,attention,bar]"
        << "['foo', 'attention', 'bar'] are not scope names"
        << "Use the closest valid names and remove the others" << QStringList{"attn"};
    QTest::addRow("several names, none with a match") << "[foo,mlp,bar]"
                                                      << "['foo', 'bar'] are not scope names"
                                                      << "Remove the unknown names" << QStringList{"mlp"};
}

void TestRulesEngine::unknownScopeNamesAreOneFinding()
{
    // MC-06b: every unknown name is reported at once (Megatron raises on the first), in one finding whose one fix
    // repairs them all.
    QFETCH(QString, modules);
    QFETCH(QString, message);
    QFETCH(QString, fixTitle);
    QFETCH(QStringList, fixed);
    const Built b = build(kDenseTe + QStringList{QStringLiteral("model.cuda_graph_modules=") + modules}, QString());
    const ValidationReport report = RulesEngine::validate(b.loaded.config, b.target);
    QList<Diagnostic> found;
    for (const Diagnostic& d : report.diagnostics)
        if (d.id == QLatin1String("MC-06b"))
            found << d;
    QCOMPARE(found.size(), 1);
    QVERIFY2(found.first().message.contains(message), qPrintable(found.first().message));
    QVERIFY(found.first().upstreamMessage.startsWith(QLatin1String("KeyError: '")));
    QCOMPARE(found.first().fixes.size(), 1);
    const Fix& f = found.first().fixes.first();
    QCOMPARE(f.title, fixTitle);
    TrainingConfig after = b.loaded.config;
    RulesEngine::apply(after, f);
    QCOMPARE(after.listValue(FieldId::CudaGraphModules), fixed);
    QVERIFY(!RulesEngine::validate(after, b.target).has(QStringLiteral("MC-06b")));
}

void TestRulesEngine::longListsOfUnknownNamesStayOneFinding()
{
    // A hostile list of 2000 unknown names (13 KB of YAML) is still one finding with one proven fix. With a finding
    // per name, each proven by validating again, this took minutes (docs/benchmarks.md, BM_ValidateUnknownScopes).
    QStringList names;
    for (int i = 0; i < 2000; ++i)
        names << QStringLiteral("x%1").arg(i);
    const Built b = build(
        kDenseTe + QStringList{"model.cuda_graph_modules=[attn," + names.join(',') + QLatin1Char(']')}, QString());
    const ValidationReport report = RulesEngine::validate(b.loaded.config, b.target);
    QCOMPARE(report.ids().count(QStringLiteral("MC-06b")), 1);
    for (const Diagnostic& d : report.diagnostics) {
        if (d.id != QLatin1String("MC-06b"))
            continue;
        QVERIFY(d.message.contains(QLatin1String("'x0', 'x1'")));
        QVERIFY(d.message.contains(QLatin1String("'x1999']")));
        QCOMPARE(d.fixes.size(), 1);
    }
}

void TestRulesEngine::unknownTeVersionWarnsInsteadOfFailing()
{
    const Built b = build(
        kMoeTe + QStringList{"model.delay_wgrad_compute=true", "model.overlap_moe_expert_parallel_comm=true"}, {});
    const ValidationReport r = RulesEngine::validate(b.loaded.config, b.target);
    bool sawWarning = false;
    for (const Diagnostic& d : r.diagnostics)
        if (d.id == QLatin1String("MC-36"))
            sawWarning = d.severity == Severity::Warning && d.message.contains(QLatin1String("--te-version"));
    QVERIFY(sawWarning);
}

void TestRulesEngine::shellEnvironmentWinsOverEnvVars()
{
    // env_vars are applied with os.environ.setdefault: a launcher exporting NCCL_GRAPH_REGISTER=1 wins.
    const QStringList cfg = kDenseTe
        + QStringList{"+env_vars.PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True", "+env_vars.NCCL_GRAPH_REGISTER=0"};
    QVERIFY(!firedIds(cfg, QString()).contains(QLatin1String("MCR-03")));
    QVERIFY(firedIds(cfg, QStringLiteral("env=NCCL_GRAPH_REGISTER=1")).contains(QLatin1String("MCR-03")));
}

void TestRulesEngine::normalisationOfLegacySpellings_data()
{
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<QString>("impl");
    QTest::addColumn<QStringList>("modules");
    QTest::addRow("local + [full_iteration] becomes full_iteration") << kLocalFull << "full_iteration" << QStringList{};
    QTest::addRow("cuda_graph_scope moves to modules")
        << (kDenseTe + QStringList{"~model.cuda_graph_modules", "model.cuda_graph_scope=[attn,mlp]"})
        << "transformer_engine" << QStringList{"attn", "mlp"};
    QTest::addRow("\"full\" means the whole layer")
        << (kDenseTe + QStringList{"model.cuda_graph_modules=[full]"}) << "transformer_engine" << QStringList{};
    QTest::addRow("external_cuda_graph becomes transformer_engine")
        << (kRng + QStringList{"model.external_cuda_graph=true"}) << "transformer_engine" << QStringList{};
    QTest::addRow("impl none clears scopes (Bridge)")
        << QStringList{"model.cuda_graph_impl=none", "model.cuda_graph_scope=[full_iteration]"} << "none"
        << QStringList{};
    QTest::addRow("CudaGraphScope.attn enum spelling")
        << (kDenseTe + QStringList{"~model.cuda_graph_modules", "model.cuda_graph_scope=[CudaGraphScope.attn]"})
        << "transformer_engine" << QStringList{"attn"};
}

void TestRulesEngine::normalisationOfLegacySpellings()
{
    QFETCH(QStringList, inputs);
    QFETCH(QString, impl);
    QFETCH(QStringList, modules);
    const Built b = build(inputs, QString());
    const ValidationReport r = RulesEngine::validate(b.loaded.config, b.target);
    QCOMPARE(r.normalized.stringValue(FieldId::CudaGraphImpl), impl);
    QCOMPARE(r.normalized.listValue(FieldId::CudaGraphModules), modules);
    QVERIFY(r.normalized.isNull(FieldId::CudaGraphScope));
}

// A TransformerConfig built directly (front end megatron-core) gets no Bridge finalize() and no Megatron-LM argument
// checks first: what those turn off or default is Megatron-Core's error there.
void TestRulesEngine::frontEndDecidesWhatFinalizeAdjusts_data()
{
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<QString>("frontEnd");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("error");
    const QStringList sp{"model.sequence_parallel=true", "model.tensor_model_parallel_size=1"};
    QTest::addRow("SP without TP: Bridge turns it off") << sp << "bridge-yaml"
                                                        << "MC-41" << false;
    QTest::addRow("SP without TP: Megatron-LM turns it off") << sp << "megatron"
                                                             << "MC-41" << false;
    QTest::addRow("SP without TP: TransformerConfig raises") << sp << "megatron-core"
                                                             << "MC-41" << true;
    const QStringList moeBias{"model.num_moe_experts=8", "model.tensor_model_parallel_size=2",
                              "model.expert_model_parallel_size=2", "model.add_bias_linear=true"};
    QTest::addRow("MoE bias: Bridge sets ETP to 1") << moeBias << "bridge-yaml"
                                                    << "MC-58" << false;
    QTest::addRow("MoE bias: ETP is TP without Bridge") << moeBias << "megatron-core"
                                                        << "MC-58" << true;
}

void TestRulesEngine::frontEndDecidesWhatFinalizeAdjusts()
{
    QFETCH(QStringList, inputs);
    QFETCH(QString, frontEnd);
    QFETCH(QString, id);
    QFETCH(bool, error);
    Built b = build(inputs, QStringLiteral("fe=") + frontEnd);
    const ValidationReport r = RulesEngine::validate(b.loaded.config, b.target);
    bool isError = false;
    for (const Diagnostic& d : r.diagnostics)
        isError = isError || (d.id == id && d.isError());
    QCOMPARE(isError, error);
}

// A recipe whose expert count comes from a Hugging Face config.json (not in the source): the rule that reads it
// warns instead of failing, until an input states the value.
void TestRulesEngine::unresolvedValuesAreNoVerdict_data()
{
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("severity");
    const QString super = QStringLiteral("r:nemotron_3_super_pretrain_16gpu_h100_bf16_config");
    QTest::addRow("unresolved expert count") << QStringList{super} << "MC-46" << int(Severity::Warning);
    QTest::addRow("stated expert count") << QStringList{super, "model.num_moe_experts=null"} << "MC-46"
                                         << int(Severity::Error);
    // A value the recipe assigns itself stays a verdict (perf_recipes/qwen_vl: TE graphs after _benchmark_common).
    QTest::addRow("assigned by the recipe")
        << QStringList{"r:qwen3_vl_30b_a3b_pretrain_16gpu_h100_fp8cs_config"} << "MB-05" << int(Severity::Error);
}

void TestRulesEngine::unresolvedValuesAreNoVerdict()
{
    QFETCH(QStringList, inputs);
    QFETCH(QString, id);
    QFETCH(int, severity);
    const Built b = build(inputs, QString());
    const ValidationReport r = RulesEngine::validate(b.loaded.config, b.target);
    bool found = false;
    for (const Diagnostic& d : r.diagnostics) {
        if (d.id != id)
            continue;
        found = true;
        QCOMPARE(int(d.severity), severity);
        QCOMPARE(d.message.contains(QLatin1String("IMP-09")), severity == int(Severity::Warning));
    }
    QVERIFY2(found, qPrintable(id));
}

QTEST_GUILESS_MAIN(TestRulesEngine)
#include "tst_rulesengine.moc"
