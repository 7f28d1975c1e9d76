// A catalogue recipe as a preset: what cga recommend --recipe and cga generate --recipe start from.
#include "recipes/recipepreset.h"

#include <QTest>

using namespace cga;

class TestRecipePreset : public QObject
{
    Q_OBJECT

private slots:
    void recipesBecomePresets_data();
    void recipesBecomePresets();
    void unknownNamesAreNotPresets();
};

void TestRecipePreset::recipesBecomePresets_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("fp8");
    QTest::newRow("dense, h100") << "llama3_8b_pretrain_8gpu_h100_bf16_config"
                                 << "h100" << int(WorkloadKind::Dense) << "bf16" << false;
    QTest::newRow("dense fp8, h100") << "llama3_8b_pretrain_8gpu_h100_fp8cs_config"
                                     << "h100" << int(WorkloadKind::Dense) << "fp8cs" << true;
    QTest::newRow("MoE, gb200") << "deepseek_v3_pretrain_256gpu_gb200_bf16_config"
                                << "gb200" << int(WorkloadKind::MoeDropless) << "bf16" << false;
    QTest::newRow("hybrid Mamba") << "nemotronh_8b_pretrain_2gpu_h100_bf16_config"
                                  << "h100" << int(WorkloadKind::Hybrid) << "bf16" << false;
}

void TestRecipePreset::recipesBecomePresets()
{
    QFETCH(QString, name);
    QFETCH(QString, gpu);
    QFETCH(int, kind);
    QFETCH(QString, precision);
    QFETCH(bool, fp8);
    const auto preset = RecipePreset::load(RecipeCatalogue::builtIn(), name);
    QVERIFY(preset);
    QCOMPARE(preset->info.id, name);
    QCOMPARE(preset->info.sourceRecipe, name);
    QCOMPARE(preset->target.gpu.name, gpu);
    QCOMPARE(int(preset->info.kind), kind);
    QCOMPARE(preset->info.precision, precision);
    QCOMPARE(!preset->config.isNull(FieldId::Fp8), fp8);
    QVERIFY(preset->config.intValue(FieldId::NumLayers) > 0);
    QVERIFY(preset->info.source.contains(QLatin1String(".py:")));
}

void TestRecipePreset::unknownNamesAreNotPresets()
{
    QVERIFY(!RecipePreset::load(RecipeCatalogue::builtIn(), QStringLiteral("llama3_8b_pretrain_config_typo")));
    QVERIFY(!RecipePreset::load(RecipeCatalogue::builtIn(), QString()));
}

QTEST_GUILESS_MAIN(TestRecipePreset)
#include "tst_recipepreset.moc"
