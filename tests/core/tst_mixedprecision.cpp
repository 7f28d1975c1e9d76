#include "io/configloader.h"
#include "io/hydraoverrides.h"
#include "io/yamlimporter.h"
#include "model/mixedprecision.h"
#include "recipes/presetlibrary.h"
#include "recipes/recipecatalogue.h"
#include "recipes/recipepreset.h"

#include <QTest>

using namespace cga;

// Bridge's mixed_precision (a registered recipe name or a MixedPrecisionConfig section) as the importers record it and
// runtime_config_update applies it onto the model.
class TestMixedPrecision : public QObject
{
    Q_OBJECT

private slots:
    void sectionAppliesToTheModel();
    void winsInAnyOrder_data();
    void winsInAnyOrder();
    void laterOverridesDoNotSurvive();
    void editsAfterLoadingStand_data();
    void editsAfterLoadingStand();
    void onlyRegisteredNames_data();
    void onlyRegisteredNames();
};

void TestMixedPrecision::sectionAppliesToTheModel()
{
    TrainingConfig cfg;
    QVERIFY(
        YamlImporter::importText("mixed_precision:\n  bf16: true\n  fp8: hybrid\n  fp8_recipe: mxfp8\n", "m.yaml", cfg)
            .ok());
    QVERIFY(cfg.boolValue(FieldId::Bf16));
    QCOMPARE(cfg.stringValue(FieldId::Fp8), QStringLiteral("hybrid"));
    QCOMPARE(cfg.stringValue(FieldId::Fp8Recipe), QStringLiteral("mxfp8"));
    TrainingConfig byName;
    QVERIFY(YamlImporter::importText("mixed_precision: bf16_with_mxfp8_mixed\n", "m.yaml", byName).ok());
    QVERIFY(byName.boolValue(FieldId::Bf16));
    QCOMPARE(byName.stringValue(FieldId::Fp8Recipe), QStringLiteral("mxfp8"));
}

void TestMixedPrecision::winsInAnyOrder_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<bool>("bf16");
    QTest::addColumn<bool>("fp16");
    QTest::addColumn<QString>("fp8");
    QTest::addColumn<QString>("fp8Recipe");
    // Bridge's runtime_config_update copies every MixedPrecisionConfig field onto the model, after all sections.
    QTest::newRow("name before the model") << "mixed_precision: bf16_mixed\nmodel:\n  fp16: true\n  fp8: hybrid\n"
                                           << true << false << ""
                                           << "tensorwise";
    QTest::newRow("name after the model") << "model:\n  fp16: true\n  fp8: hybrid\nmixed_precision: bf16_mixed\n"
                                          << true << false << ""
                                          << "tensorwise";
    QTest::newRow("section defaults")
        << "model:\n  bf16: true\n  fp8_recipe: delayed\nmixed_precision:\n  fp8: hybrid\n"
        << false << false << "hybrid"
        << "tensorwise";
    QTest::newRow("null keeps the model's") << "mixed_precision: null\nmodel:\n  fp16: true\n  fp8: hybrid\n"
                                            << false << true << "hybrid"
                                            << "delayed";
    QTest::newRow("hyphenated name") << "model:\n  fp8: e4m3\nmixed_precision: bf16-with-fp8-delayed-scaling-mixed\n"
                                     << true << false << "hybrid"
                                     << "delayed";
}

void TestMixedPrecision::winsInAnyOrder()
{
    QFETCH(QString, yaml);
    QFETCH(bool, bf16);
    QFETCH(bool, fp16);
    QFETCH(QString, fp8);
    QFETCH(QString, fp8Recipe);
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(yaml.toUtf8(), QStringLiteral("mp.yaml"), cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.boolValue(FieldId::Bf16), bf16);
    QCOMPARE(cfg.boolValue(FieldId::Fp16), fp16);
    QCOMPARE(cfg.stringValue(FieldId::Fp8), fp8);
    QCOMPARE(cfg.stringValue(FieldId::Fp8Recipe), fp8Recipe);
}

void TestMixedPrecision::laterOverridesDoNotSurvive()
{
    // A Hydra override of a model precision field after a file that names a recipe: the recipe still wins.
    LoadRequest req;
    req.overrides << QStringLiteral("mixed_precision=bf16_with_fp8_current_scaling_mixed")
                  << QStringLiteral("model.fp8=e4m3") << QStringLiteral("model.bf16=false");
    const LoadedConfig loaded = ConfigLoader::load(req);
    QCOMPARE(loaded.config.stringValue(FieldId::Fp8), QStringLiteral("hybrid"));
    QVERIFY(loaded.config.boolValue(FieldId::Bf16));
    QStringList notes;
    for (const Diagnostic& d : loaded.import.diagnostics)
        if (d.id == QLatin1String("IMP-10"))
            notes << d.fields;
    notes.sort();
    QCOMPARE(notes, (QStringList{QStringLiteral("model.bf16"), QStringLiteral("model.fp8")}));
}

// Once a configuration is loaded, the recipe has done its work: an edit afterwards (the GUI, cga generate --set)
// changes the precision instead of being overwritten again.
void TestMixedPrecision::editsAfterLoadingStand_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("loaded inputs") << "loader";
    QTest::newRow("preset with mixed_precision: bf16_mixed") << "preset";
    QTest::newRow("catalogue recipe") << "recipe";
}

void TestMixedPrecision::editsAfterLoadingStand()
{
    QFETCH(QString, source);
    TrainingConfig cfg;
    if (source == QLatin1String("loader")) {
        LoadRequest req;
        req.overrides << QStringLiteral("mixed_precision=bf16_mixed");
        cfg = ConfigLoader::load(req).config;
    } else if (source == QLatin1String("preset")) {
        const auto preset = PresetLibrary::builtIn().load(QStringLiteral("deepseek-v3-b300-bf16-te"));
        QVERIFY(preset);
        cfg = preset->config;
    } else {
        const auto preset = RecipePreset::load(RecipeCatalogue::builtIn(),
                                               QStringLiteral("llama3_8b_pretrain_8gpu_h100_bf16_config"));
        QVERIFY(preset);
        cfg = preset->config;
    }
    QVERIFY(cfg.isNull(FieldId::Fp8));
    QVERIFY(!cfg.hasMixedPrecision());
    HydraOverrides::apply({QStringLiteral("model.fp8=hybrid")}, cfg, QStringLiteral("--set"));
    QCOMPARE(cfg.stringValue(FieldId::Fp8), QStringLiteral("hybrid"));
}

void TestMixedPrecision::onlyRegisteredNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("known");
    QTest::newRow("bf16") << "bf16_mixed" << true;
    QTest::newRow("hyphens") << "bf16-with-mxfp8-mixed" << true;
    QTest::newRow("model-specific") << "nemotron_3_super_bf16_with_nvfp4_mixed" << true;
    QTest::newRow("looks like one") << "bf16_with_fp8_blockwise_mixed" << false;
    QTest::newRow("empty") << "" << false;
}

void TestMixedPrecision::onlyRegisteredNames()
{
    QFETCH(QString, name);
    QFETCH(bool, known);
    TrainingConfig cfg;
    QCOMPARE(MixedPrecision::recordRecipeName(name, cfg, SourceLocation{}), known);
    QCOMPARE(cfg.hasMixedPrecision(), known);
}

QTEST_GUILESS_MAIN(TestMixedPrecision)
#include "tst_mixedprecision.moc"
