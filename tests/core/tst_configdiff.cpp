// ConfigDiff: the changes a user made against the recipe they loaded, and the recipe with an artefact of only those
// changes laid over it.
#include "model/configdiff.h"
#include "recipes/presetlibrary.h"

#include <QTest>

using namespace cga;

class TestConfigDiff : public QObject
{
    Q_OBJECT

private slots:
    void between_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QVariant>("value"); // invalid: unset it
        QTest::addColumn<QString>("expected"); // the one line of describe(), empty: no change
        QTest::newRow("a changed value") << "model.num_layers" << QVariant(4) << "model.num_layers: 61 -> 4";
        QTest::newRow("the same value again") << "model.num_layers" << QVariant(61) << "";
        QTest::newRow("a value the recipe does not set")
            << "model.cpu_offloading" << QVariant(true) << "model.cpu_offloading: (not set) -> True";
        QTest::newRow("an unset value") << "model.hidden_dropout" << QVariant()
                                        << "model.hidden_dropout: 0.0 -> (not set)";
        QTest::newRow("a changed variable") << "env_vars.NCCL_GRAPH_REGISTER" << QVariant(QStringLiteral("1"))
                                            << "env_vars.NCCL_GRAPH_REGISTER: \"0\" -> \"1\"";
        QTest::newRow("a new variable") << "env_vars.CGA_X" << QVariant(QStringLiteral("y"))
                                        << "env_vars.CGA_X: (not set) -> \"y\"";
    }

    void between()
    {
        QFETCH(QString, path);
        QFETCH(QVariant, value);
        QFETCH(QString, expected);
        const auto preset = PresetLibrary::builtIn().load(QStringLiteral("deepseek-v3-b300-bf16-te"));
        QVERIFY(preset);
        TrainingConfig edited = preset->config;
        if (path.startsWith(QLatin1String("env_vars."))) {
            edited.setEnv(path.mid(9), value.toString());
        } else {
            const auto id = FieldRegistry::instance().find(path);
            QVERIFY(id);
            if (value.isValid())
                edited.set(*id, value);
            else
                edited.unset(*id);
        }
        QVERIFY(ConfigDiff::between(preset->config, preset->config).isEmpty());
        const QList<ConfigDifference> d = ConfigDiff::between(preset->config, edited);
        if (expected.isEmpty()) {
            QVERIFY(d.isEmpty());
            return;
        }
        QCOMPARE(d.size(), 1);
        QCOMPARE(d.front().path, path);
        QCOMPARE(ConfigDiff::describe(d.front()), expected);
    }

    // The recipe with the changes laid over it is the edited configuration, for the fields the changes set.
    void overlay()
    {
        const auto preset = PresetLibrary::builtIn().load(QStringLiteral("deepseek-v3-b300-bf16-te"));
        QVERIFY(preset);
        TrainingConfig changes;
        changes.set(FieldId::NumLayers, 4);
        changes.setEnv(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("1"));
        const TrainingConfig run = ConfigDiff::overlay(preset->config, changes);
        QCOMPARE(run.intValue(FieldId::NumLayers), 4);
        QCOMPARE(run.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("1"));
        QCOMPARE(run.intValue(FieldId::HiddenSize), preset->config.intValue(FieldId::HiddenSize));
        const QList<ConfigDifference> d = ConfigDiff::between(preset->config, run);
        QCOMPARE(d.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestConfigDiff)
#include "tst_configdiff.moc"
