// The benchmark workload: derived from a training configuration (shapes, parallel sizes, precision, MoE routing,
// the modes to compare) and written as the JSON both runners read.
#include "bench/workloadfromconfig.h"
#include "bench/workloadjson.h"
#include "io/configloader.h"

#include <QJsonArray>
#include <QTest>

using namespace cga;

namespace {

Workload fromOverrides(const QStringList& overrides, QStringList* notes = nullptr)
{
    LoadRequest req;
    req.overrides = overrides;
    const LoadedConfig loaded = ConfigLoader::load(req);
    if (!loaded.import.ok())
        qFatal("bad overrides: %s", qPrintable(loaded.import.errorText()));
    return WorkloadFromConfig::build(loaded.config, notes);
}

const QStringList kShape{"model.num_layers=16",          "model.hidden_size=2048", "model.ffn_hidden_size=8192",
                         "model.num_attention_heads=16", "model.seq_length=4096",  "train.micro_batch_size=2"};

} // namespace

class TestWorkload : public QObject
{
    Q_OBJECT

private slots:
    void shapesFromConfig()
    {
        QStringList notes;
        const Workload w = fromOverrides(kShape
                                             + QStringList{"model.context_parallel_size=2",
                                                           "model.tensor_model_parallel_size=2", "model.fp8=hybrid"},
                                         &notes);
        QCOMPARE(w.numLayers, 16);
        QCOMPARE(w.hiddenSize, 2048);
        QCOMPARE(w.ffnHiddenSize, 8192);
        QCOMPARE(w.numAttentionHeads, 16);
        QCOMPARE(w.seqLength, 2048); // per GPU: 4096 / context parallel 2
        QCOMPARE(w.microBatchSize, 2);
        QCOMPARE(w.tensorParallel, 2);
        QCOMPARE(QString::fromStdString(w.dtype), QStringLiteral("fp8"));
        QVERIFY(WorkloadJson::validate(w).isEmpty());
        QVERIFY(notes.join(QLatin1Char('\n')).contains(QLatin1String("vocabulary")));
    }

    // Grouped-query attention reaches the runners (a Llama-style 32 heads in 8 groups); a group count that does not
    // divide the heads is not Megatron's and is measured as one group per head, with a note.
    void queryGroupsFromConfig_data()
    {
        QTest::addColumn<QString>("groups");
        QTest::addColumn<int>("expected");
        QTest::addColumn<bool>("noted");
        QTest::newRow("8 of 16 heads") << "model.num_query_groups=8" << 8 << false;
        QTest::newRow("not set: MHA") << QString() << 0 << false;
        QTest::newRow("null: MHA") << "model.num_query_groups=null" << 0 << false;
        QTest::newRow("5 does not divide 16") << "model.num_query_groups=5" << 0 << true;
    }
    void queryGroupsFromConfig()
    {
        QFETCH(QString, groups);
        QFETCH(int, expected);
        QFETCH(bool, noted);
        QStringList notes;
        const Workload w = fromOverrides(groups.isEmpty() ? kShape : kShape + QStringList{groups}, &notes);
        QCOMPARE(w.numQueryGroups, expected);
        QCOMPARE(WorkloadJson::toJson(w).value(QStringLiteral("num_query_groups")).toInt(), expected);
        QCOMPARE(notes.join(QLatin1Char('\n')).contains(QLatin1String("num_query_groups")), noted);
        QVERIFY(WorkloadJson::validate(w).isEmpty());
    }

    // Transformer Engine's fused kernels unless the configuration uses the local layer spec.
    void opProfileFromTransformerImpl_data()
    {
        QTest::addColumn<QStringList>("overrides");
        QTest::addColumn<QString>("profile");
        QTest::newRow("default: Transformer Engine") << QStringList{} << "megatron";
        QTest::newRow("transformer_engine") << QStringList{"model.transformer_impl=transformer_engine"} << "megatron";
        QTest::newRow("local spec, no TE") << QStringList{"model.transformer_impl=local"} << "megatron-local";
    }
    void opProfileFromTransformerImpl()
    {
        QFETCH(QStringList, overrides);
        QFETCH(QString, profile);
        const Workload w = fromOverrides(kShape + overrides);
        QCOMPARE(QString::fromStdString(w.opProfile), profile);
        QVERIFY(WorkloadJson::validate(w).isEmpty());
        QCOMPARE(WorkloadJson::toJson(w).value(QStringLiteral("op_profile")).toString(), profile);
    }

    void modesFromGraphSettings_data()
    {
        QTest::addColumn<QStringList>("overrides");
        QTest::addColumn<QStringList>("modes");
        QTest::newRow("no graphs: the usual comparison")
            << QStringList{} << QStringList{"eager", "attn", "attn+mlp", "full_iteration"};
        QTest::newRow("TE attn") << QStringList{"model.cuda_graph_impl=transformer_engine",
                                                "model.cuda_graph_modules=[attn]"}
                                 << QStringList{"eager", "attn", "attn+mlp", "full_iteration"};
        QTest::newRow("TE mlp first") << QStringList{"model.cuda_graph_impl=transformer_engine",
                                                     "model.cuda_graph_modules=[mlp]"}
                                      << QStringList{"eager", "mlp", "attn", "attn+mlp"};
        QTest::newRow("whole layer") << QStringList{"model.cuda_graph_impl=transformer_engine"}
                                     << QStringList{"eager", "layer", "attn+mlp", "full_iteration"};
        QTest::newRow("whole layer, local implementation")
            << QStringList{"model.cuda_graph_impl=local", "model.transformer_impl=local"}
            << QStringList{"eager", "layer", "full_iteration"};
        // Megatron's local implementation graphs whole layers for attn too: no attn+mlp beside it
        QTest::newRow("local spec, attn scope")
            << QStringList{"model.cuda_graph_impl=local", "model.transformer_impl=local",
                           "model.cuda_graph_modules=[attn]"}
            << QStringList{"eager", "attn", "layer", "full_iteration"};
        QTest::newRow("local spec, MoE: no per-scope alternatives")
            << QStringList{"model.cuda_graph_impl=local", "model.transformer_impl=local",
                           "model.num_moe_experts=8",     "model.moe_router_topk=2",
                           "model.add_bias_linear=false", "model.cuda_graph_modules=[moe_router]"}
            << QStringList{"eager", "moe_router", "layer", "full_iteration"};
        QTest::newRow("full iteration") << QStringList{"model.cuda_graph_impl=full_iteration"}
                                        << QStringList{"eager", "full_iteration", "attn", "attn+mlp"};
        QTest::newRow("deprecated scope field")
            << QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_scope=[full_iteration]"}
            << QStringList{"eager", "full_iteration", "attn", "attn+mlp"};
    }
    void modesFromGraphSettings()
    {
        QFETCH(QStringList, overrides);
        QFETCH(QStringList, modes);
        QCOMPARE(WorkloadJson::modes(fromOverrides(kShape + overrides)), modes);
    }

    // The implementation the configuration captures with goes to the runners: the Megatron-Core runner measures
    // its scope modes with it (Transformer Engine's graphs where Transformer Engine imports).
    void graphImplFromConfig_data()
    {
        QTest::addColumn<QStringList>("overrides");
        QTest::addColumn<QString>("impl");
        QTest::newRow("graphs off") << QStringList{} << QString();
        QTest::newRow("Transformer Engine scopes")
            << QStringList{"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_modules=[attn]"}
            << "transformer_engine";
        QTest::newRow("local") << QStringList{"model.cuda_graph_impl=local", "model.transformer_impl=local"} << "local";
        QTest::newRow("full iteration") << QStringList{"model.cuda_graph_impl=full_iteration"} << "full_iteration";
        QTest::newRow("deprecated full_iteration scope")
            << QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_scope=[full_iteration]"}
            << "full_iteration";
    }
    void graphImplFromConfig()
    {
        QFETCH(QStringList, overrides);
        QFETCH(QString, impl);
        const Workload w = fromOverrides(kShape + overrides);
        QCOMPARE(QString::fromStdString(w.graphImpl), impl);
        const QJsonObject json = WorkloadJson::toJson(w);
        QCOMPARE(json.value(QStringLiteral("cuda_graph_impl")).toString(), impl);
        Workload back;
        QString error;
        QVERIFY2(WorkloadJson::fromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(QString::fromStdString(back.graphImpl), impl);
    }

    void moeFromConfig_data()
    {
        QTest::addColumn<QStringList>("overrides");
        QTest::addColumn<bool>("dropless");
        QTest::addColumn<QList<int>>("pattern");
        QTest::addColumn<QString>("configured");
        const QStringList moe{"model.num_moe_experts=64", "model.moe_router_topk=8",
                              "model.expert_model_parallel_size=8", "model.moe_ffn_hidden_size=1024",
                              "model.cuda_graph_impl=transformer_engine"};
        QTest::newRow("dropless router + preprocess")
            << moe + QStringList{"model.cuda_graph_modules=[attn,moe_router,moe_preprocess]"} << true << QList<int>{}
            << "attn+moe_router+moe_preprocess";
        QTest::newRow("capacity factor: drop and pad")
            << moe + QStringList{"model.moe_expert_capacity_factor=1.5", "model.cuda_graph_modules=[attn,moe]"} << false
            << QList<int>{} << "attn+moe";
        QTest::newRow("every second layer MoE")
            << moe + QStringList{"model.moe_layer_freq=2", "model.cuda_graph_modules=[attn,mlp]"} << true
            << QList<int>{1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0} << "attn+mlp";
        QTest::newRow("explicit pattern")
            << moe + QStringList{"model.moe_layer_freq=[0,1,1,1]", "model.cuda_graph_modules=[attn]"} << true
            << QList<int>{0, 1, 1, 1} << "attn";
    }
    void moeFromConfig()
    {
        QFETCH(QStringList, overrides);
        QFETCH(bool, dropless);
        QFETCH(QList<int>, pattern);
        QFETCH(QString, configured);
        const Workload w = fromOverrides(kShape + overrides);
        QVERIFY(w.isMoe());
        QCOMPARE(w.numMoeExperts, 64);
        QCOMPARE(w.moeRouterTopk, 8);
        QCOMPARE(w.expertParallel, 8);
        QCOMPARE(w.moeFfnHiddenSize, 1024);
        QCOMPARE(w.moeDropless, dropless);
        QCOMPARE(WorkloadJson::moeLayerPattern(w), pattern);
        QCOMPARE(WorkloadJson::modes(w).value(1), configured);
        QVERIFY(WorkloadJson::validate(w).isEmpty());
    }

    void jsonRoundTrip()
    {
        Workload w = fromOverrides(kShape + QStringList{"model.num_moe_experts=8", "model.moe_layer_freq=[1,0]"});
        w.modes = {"eager", "attn"};
        const QJsonObject json = WorkloadJson::toJson(w);
        QCOMPARE(json.value(QStringLiteral("hidden_size")).toInt(), 2048);
        QCOMPARE(json.value(QStringLiteral("moe_layer_freq")).toArray().size(), 2);
        QCOMPARE(json.value(QStringLiteral("cuda_graph_impl")).toString(), QString()); // graphs off in kShape
        Workload back;
        QString error;
        QVERIFY2(WorkloadJson::fromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(WorkloadJson::toJson(back), json);
    }

    void badJson_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("heads") << "num_attention_heads" << QJsonValue(7) << "must divide";
        QTest::newRow("negative") << "num_layers" << QJsonValue(-3) << "non-negative integer";
        QTest::newRow("fraction") << "seq_length" << QJsonValue(1.5) << "non-negative integer";
        QTest::newRow("dtype") << "dtype" << QJsonValue(QStringLiteral("fp4")) << "bf16 or fp8";
        QTest::newRow("dtype type") << "dtype" << QJsonValue(8) << "must be a string";
        QTest::newRow("one expert") << "num_moe_experts" << QJsonValue(1) << "experts";
        QTest::newRow("query groups") << "num_query_groups" << QJsonValue(3) << "query groups";
        QTest::newRow("graph implementation")
            << "cuda_graph_impl" << QJsonValue(QStringLiteral("cudnn")) << "unknown cuda_graph_impl";
    }
    void badJson()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject o = WorkloadJson::toJson(Workload());
        o.insert(key, value);
        Workload w;
        QString error;
        QVERIFY(!WorkloadJson::fromJson(o, &w, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
