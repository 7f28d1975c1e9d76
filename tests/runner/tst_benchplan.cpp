// cga-bench's plan library, which needs no GPU: what a workload expands to, how many kernels and graphs each mode
// launches, which modes Megatron allows, the statistics of the summary, and the command line.
#include "measure/samplestatistics.h"
#include "plan/emitter.h"
#include "plan/json.h"
#include "plan/modes.h"
#include "plan/options.h"
#include "plan/stepplan.h"
#include "plan/workloadjson.h"
#include "plan/workloadpresets.h"

#include <QTest>

#include <cstdio>

using namespace cga;
using namespace cga::bench;

namespace {

Workload preset(const char* name)
{
    Workload w;
    if (!WorkloadPresets::preset(name, &w))
        qFatal("no preset %s", name);
    return w;
}

Workload dense(int layers = 4)
{
    Workload w;
    w.numLayers = layers;
    w.hiddenSize = 1024;
    w.ffnHiddenSize = 4096;
    w.numAttentionHeads = 8;
    w.seqLength = 1024;
    w.vocabSize = 0;
    return w;
}

Workload moe(bool dropless)
{
    Workload w = dense(4);
    w.numMoeExperts = 16;
    w.moeRouterTopk = 2;
    w.moeFfnHiddenSize = 512;
    w.moeDropless = dropless;
    w.moeCapacityFactor = 1.25;
    return w;
}

// Megatron-Core's GPTModel with the local spec as cga_mcore_runner.py builds it (heads = hidden / 64, FFN 4H,
// GELU, learned position embeddings, vocab 32768).
Workload local(int hidden, int layers, int seq)
{
    Workload w;
    w.opProfile = "megatron-local";
    w.hiddenSize = hidden;
    w.numLayers = layers;
    w.seqLength = seq;
    w.numAttentionHeads = hidden / 64;
    w.ffnHiddenSize = 4 * hidden;
    w.activation = "gelu";
    w.vocabSize = 32768;
    return w;
}

ModePlan plan(const Workload& w, const std::string& modeText)
{
    Mode m;
    std::string error;
    if (!parseMode(modeText, w, &m, &error))
        qFatal("mode %s: %s", modeText.c_str(), error.c_str());
    return planMode(expandWorkload(w), m, w);
}

std::vector<std::string> args(std::initializer_list<const char*> list)
{
    std::vector<std::string> out{"cga-bench"};
    for (const char* a : list)
        out.emplace_back(a);
    return out;
}

} // namespace

class TestBenchPlan : public QObject
{
    Q_OBJECT

private slots:
    // --- kernel counts per block (benchmark-background.md 5.2 defaults for Megatron) ---
    void kernelsPerBlock_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("block");
        QTest::addColumn<int>("kernels");
        // Megatron/TE: attn 7 forward + 12 backward, mlp 5 + 9 per layer and microbatch (4 layers).
        QTest::newRow("megatron attn") << "dense"
                                       << "attn" << 4 * (7 + 12);
        QTest::newRow("megatron mlp") << "dense"
                                      << "mlp" << 4 * (5 + 9);
        QTest::newRow("megatron loss without vocab") << "dense"
                                                     << "loss" << 4;
        QTest::newRow("megatron optimizer: grad norm + one Adam per layer") << "dense"
                                                                            << "optimizer" << 1 + 4;
        QTest::newRow("fp8 adds cast + amax per GEMM input") << "fp8"
                                                             << "attn" << 4 * (7 + 12 + 2 * 2 + 2 * 2);
        QTest::newRow("two microbatches double the layers' kernels") << "2mb"
                                                                     << "mlp" << 2 * 4 * (5 + 9);
        QTest::newRow("torch attn: 6 forward + 14 backward") << "gpt-h1024"
                                                             << "attn" << 8 * (6 + 14);
        QTest::newRow("torch mlp: 5 forward + 10 backward") << "gpt-h1024"
                                                            << "mlp" << 8 * (5 + 10);
        QTest::newRow("torch AccumulateGrad per parameter") << "gpt-h1024"
                                                            << "grad_accumulation" << 8 * 12;
        QTest::newRow("moe router 6 + 6") << "moe-dropless"
                                          << "moe_router" << 4 * (6 + 6);
        QTest::newRow("dropless preprocess: 5 kernels + the sync, 3 back") << "moe-dropless"
                                                                           << "moe_preprocess" << 4 * (6 + 3);
        QTest::newRow("capacity preprocess: no sync") << "moe-capacity"
                                                      << "moe_preprocess" << 4 * (5 + 3);
        QTest::newRow("experts 6 + 8") << "moe-capacity"
                                       << "moe_experts" << 4 * (6 + 8);
        // Megatron-Core local spec, H=1024 L=8 T=512 (runner/scripts/trace_kernels.py on a real eager step): attn
        // 13 forward + 28 backward, mlp 7 + 16, head 32 + 20, embeddings 4 + 6, grad-buffer zero + 10 AdamW.
        QTest::newRow("local attn 13 + 28") << "local-h1024"
                                            << "attn" << 8 * (13 + 28);
        QTest::newRow("local mlp 7 + 16") << "local-h1024"
                                          << "mlp" << 8 * (7 + 16);
        QTest::newRow("local head: norm, output layer, fp32 cross entropy") << "local-h1024"
                                                                            << "loss" << 32 + 20;
        QTest::newRow("local word + position embeddings") << "local-h1024"
                                                          << "embedding" << 4 + 6;
        QTest::newRow("local zero_grad_buffer, step count, 9 fused AdamW") << "local-h1024"
                                                                           << "optimizer" << 1 + 1 + 9;
        QTest::newRow("local main_grad adds sit in the blocks") << "local-h1024"
                                                                << "grad_accumulation" << 0;
        QTest::newRow("launch anchor's layer stream") << "layer-stream"
                                                      << "stream" << 8 * 13;
        QTest::newRow("empty kernels") << "empty-kernels"
                                       << "stream" << 1000;
    }
    void kernelsPerBlock()
    {
        QFETCH(QString, workload);
        QFETCH(QString, block);
        QFETCH(int, kernels);
        Workload w = dense();
        if (workload == QLatin1String("fp8"))
            w.dtype = "fp8";
        else if (workload == QLatin1String("2mb"))
            w.numMicrobatches = 2;
        else if (workload == QLatin1String("moe-dropless"))
            w = moe(true);
        else if (workload == QLatin1String("moe-capacity"))
            w = moe(false);
        else if (workload == QLatin1String("local-h1024"))
            w = local(1024, 8, 512);
        else if (workload != QLatin1String("dense"))
            w = preset(workload.toLatin1().constData());
        const StepPlan p = expandWorkload(w);
        int n = 0;
        for (const Segment& s : p.segments)
            if (block == QLatin1String(blockName(s.block)))
                n += static_cast<int>(s.ops.size());
        QCOMPARE(n, kernels);
        std::string error;
        QVERIFY2(verifyPlan(p, &error), error.c_str());
    }

    // Grouped-query attention under Transformer Engine's fused attention: the same kernels, a narrower QKV
    // projection ((heads + 2 groups) x head_dim) and rope over the query and key heads only.
    void groupedQueryAttentionNarrowsQkv()
    {
        Workload gqa = dense(2);
        gqa.numQueryGroups = 2; // 8 heads of 128
        const StepPlan p = expandWorkload(gqa), mha = expandWorkload(dense(2));
        QCOMPARE(p.kernelCount(), mha.kernelCount());
        std::string error;
        QVERIFY2(verifyPlan(p, &error), error.c_str());
        for (const Segment& s : p.segments)
            for (const Op& o : s.ops) {
                if (std::string(o.name) == "qkv_gemm")
                    QCOMPARE(o.m, int64_t(1024 + 2 * 2 * 128));
                if (std::string(o.name) == "rope")
                    QCOMPARE(o.elems, int64_t(1024) * (1024 + 2 * 128));
            }
        QVERIFY(p.buffers.paramElems < mha.buffers.paramElems);
    }

    void everyPresetFitsItsBuffers()
    {
        for (const std::string& name : WorkloadPresets::names()) {
            const Workload w = preset(name.c_str());
            const StepPlan p = expandWorkload(w);
            std::string error;
            QVERIFY2(verifyPlan(p, &error), (name + ": " + error).c_str());
            QVERIFY(p.kernelCount() > 0);
            QVERIFY(p.buffers.totalBytes(w.numMicrobatches) > BufferPlan::kCublasWorkspace);
        }
    }

    // --- modes: graphs per step, launches, expected capture failure ---
    void modePlans_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("graphsPerStep");
        QTest::addColumn<int>("eagerLaunches");
        QTest::addColumn<bool>("captureFails");
        // 4 layers x 1 microbatch: one graph per scope per layer per direction.
        QTest::newRow("eager") << "dense"
                               << "eager" << 0 << 4 * 33 + 4 + 5 << false;
        QTest::newRow("attn") << "dense"
                              << "attn" << 8 << 4 * 14 + 4 + 5 << false;
        QTest::newRow("attn+mlp") << "dense"
                                  << "attn+mlp" << 16 << 4 + 5 << false;
        QTest::newRow("attn,mlp spelled with a comma") << "dense"
                                                       << "attn,mlp" << 16 << 4 + 5 << false;
        QTest::newRow("full_iteration keeps the optimizer eager") << "dense"
                                                                  << "full_iteration" << 1 << 5 << false;
        QTest::newRow("torch full_iteration with the optimizer inside") << "gpt-h1024"
                                                                        << "full_iteration" << 1 << 0 << false;
        QTest::newRow("dropless moe_preprocess cannot be captured")
            << "moe-dropless"
            << "moe_preprocess" << 8 << 4 * (19 + 12 + 14) + 4 + 5 << true;
        QTest::newRow("dropless full_iteration neither") << "moe-dropless"
                                                         << "full_iteration" << 1 << 5 << true;
        QTest::newRow("capacity moe_preprocess can") << "moe-capacity"
                                                     << "moe_preprocess" << 8 << 4 * (19 + 12 + 14) + 4 + 5 << false;
        QTest::newRow("moe: one graph per layer and direction") << "moe-capacity"
                                                                << "moe" << 8 << 4 * 19 + 4 + 5 << false;
        QTest::newRow("router only") << "moe-dropless"
                                     << "moe_router" << 8 << 4 * (19 + 9 + 14) + 4 + 5 << false;
        QTest::newRow("layer: one graph per whole layer and direction") << "dense"
                                                                        << "layer" << 8 << 4 + 5 << false;
        QTest::newRow("layer on Megatron's local spec, H=1024 L=8") << "local-h1024"
                                                                    << "layer" << 16 << 73 << false;
        QTest::newRow("dropless layer graphs hold the token-count sync") << "moe-dropless"
                                                                         << "layer" << 8 << 4 + 5 << true;
        QTest::newRow("capacity-factor layer graphs can be captured") << "moe-capacity"
                                                                      << "layer" << 8 << 4 + 5 << false;
    }
    void modePlans()
    {
        QFETCH(QString, workload);
        QFETCH(QString, mode);
        QFETCH(int, graphsPerStep);
        QFETCH(int, eagerLaunches);
        QFETCH(bool, captureFails);
        Workload w = dense();
        if (workload == QLatin1String("moe-dropless"))
            w = moe(true);
        else if (workload == QLatin1String("moe-capacity"))
            w = moe(false);
        else if (workload == QLatin1String("local-h1024"))
            w = local(1024, 8, 512);
        else if (workload != QLatin1String("dense"))
            w = preset(workload.toLatin1().constData());
        const ModePlan mp = plan(w, mode.toStdString());
        QCOMPARE(mp.graphLaunchesPerStep, graphsPerStep);
        QCOMPARE(mp.eagerLaunchesPerStep, eagerLaunches);
        QCOMPARE(mp.expectCaptureFailure, captureFails);
        QCOMPARE(mp.kernelsPerStep, expandWorkload(w).kernelCount());
        QCOMPARE(mp.eagerLaunchesPerStep + mp.graphedKernelsPerStep, mp.kernelsPerStep);
    }

    void illegalModes_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("message");
        QTest::newRow("full_iteration with a scope") << "dense"
                                                     << "attn+full_iteration"
                                                     << "cannot be combined";
        QTest::newRow("moe with moe_router") << "moe-capacity"
                                             << "moe+moe_router"
                                             << "do not combine";
        QTest::newRow("moe scope on a dense model") << "dense"
                                                    << "moe_router"
                                                    << "MoE workload";
        QTest::newRow("moe scope with dropless routing") << "moe-dropless"
                                                         << "moe"
                                                         << "dynamic";
        QTest::newRow("mlp without dense layers") << "moe-dropless"
                                                  << "mlp"
                                                  << "every layer";
        QTest::newRow("unknown scope") << "dense"
                                       << "attention"
                                       << "unknown mode";
        QTest::newRow("scopes on the layer stream") << "layer-stream"
                                                    << "attn"
                                                    << "eager and full_iteration";
        QTest::newRow("layer with a scope") << "dense"
                                            << "attn+layer"
                                            << "cannot be combined";
        QTest::newRow("whole layers on the layer stream") << "layer-stream"
                                                          << "layer"
                                                          << "eager and full_iteration";
    }
    void illegalModes()
    {
        QFETCH(QString, workload);
        QFETCH(QString, mode);
        QFETCH(QString, message);
        Workload w = dense();
        if (workload == QLatin1String("moe-dropless"))
            w = moe(true);
        else if (workload == QLatin1String("moe-capacity"))
            w = moe(false);
        else if (workload == QLatin1String("local-h1024"))
            w = local(1024, 8, 512);
        else if (workload != QLatin1String("dense"))
            w = preset(workload.toLatin1().constData());
        Mode m;
        std::string error;
        QVERIFY(!parseMode(mode.toStdString(), w, &m, &error));
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    void canonicalModeNames()
    {
        Workload w = moe(true);
        w.moeLayerPattern = {1, 0};
        Mode m;
        std::string error;
        QVERIFY(parseMode("moe_preprocess+attn,moe_router", w, &m, &error));
        QCOMPARE(m.name, std::string("attn+moe_router+moe_preprocess"));
        QVERIFY(parseMode("full", w, &m, &error));
        QCOMPARE(m.name, std::string("full_iteration"));
    }

    // --- statistics ---
    void quantiles()
    {
        QCOMPARE(SampleStatistics::median({3, 1, 2}), 2.0);
        QCOMPARE(SampleStatistics::median({4, 1, 2, 3}), 2.5);
        const SampleSummary s = SampleStatistics::summarize({1, 2, 3, 4, 5});
        QCOMPARE(s.q1, 2.0);
        QCOMPARE(s.q3, 4.0);
        QCOMPARE(s.iqr, 2.0);
        QCOMPARE(s.n, 5);
    }

    void verdicts_data()
    {
        QTest::addColumn<QList<double>>("eager");
        QTest::addColumn<QList<double>>("graph");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("clearly faster") << QList<double>{10.0, 10.2, 9.9, 10.1, 10.0, 10.3, 9.8}
                                        << QList<double>{5.0, 5.1, 4.9, 5.0, 5.2, 4.8, 5.0} << "faster";
        QTest::newRow("clearly slower") << QList<double>{5.0, 5.1, 4.9, 5.0, 5.2, 4.8, 5.0}
                                        << QList<double>{10.0, 10.2, 9.9, 10.1, 10.0, 10.3, 9.8} << "slower";
        QTest::newRow("overlapping intervals")
            << QList<double>{10.0, 11.0, 9.0, 10.5, 9.5, 12.0, 8.0}
            << QList<double>{9.8, 10.9, 9.1, 10.4, 9.6, 11.5, 8.5} << "no_significant_difference";
        QTest::newRow("one sample") << QList<double>{10.0} << QList<double>{5.0} << "insufficient_data";
    }
    void verdicts()
    {
        QFETCH(QList<double>, eager);
        QFETCH(QList<double>, graph);
        QFETCH(QString, verdict);
        const SampleComparison c
            = SampleStatistics::compare({eager.begin(), eager.end()}, {graph.begin(), graph.end()}, 30.0);
        QCOMPARE(QString::fromLatin1(SampleStatistics::verdictName(c.verdict)), verdict);
        if (verdict == QLatin1String("faster")) {
            QVERIFY(c.ciLow <= c.speedup && c.speedup <= c.ciHigh);
            QVERIFY(c.ciLow > 1.0);
            QCOMPARE(c.breakEvenIterations, 30.0 / (10.0 - 5.0));
        }
    }

    void bootstrapIsReproducible()
    {
        const std::vector<double> a{10, 10.5, 9.7, 10.2, 9.9, 10.1}, b{6, 6.3, 5.9, 6.1, 6.2, 6.0};
        const SampleComparison x = SampleStatistics::compare(a, b), y = SampleStatistics::compare(a, b);
        QCOMPARE(x.ciLow, y.ciLow);
        QCOMPARE(x.ciHigh, y.ciHigh);
    }

    void breakEvenNeverWhenGraphsAreSlower()
    {
        QVERIFY(std::isnan(SampleStatistics::breakEven(50, 10, 12))); // never pays off
        QCOMPARE(SampleStatistics::breakEven(50, 10, 5), 10.0);
    }

    // --- JSON ---
    void jsonRoundTrip()
    {
        Json o = Json::object();
        o.set("event", "sample");
        o.set("wall_ms", 1.25);
        o.set("steps", 3);
        o.set("text", "quote \" backslash \\ newline \n");
        o.set("nan", std::nan(""));
        const std::string line = o.dump();
        QVERIFY(line.find('\n') == std::string::npos);
        Json back;
        std::string error;
        QVERIFY(Json::parse(line, &back, &error));
        QCOMPARE(back.at("wall_ms").toNumber(), 1.25);
        QCOMPARE(back.at("text").toString(), o.at("text").toString());
        QVERIFY(back.at("nan").isNull());
    }

    void jsonRejectsGarbage_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("truncated") << "{\"event\":\"sam";
        QTest::newRow("trailing text") << "{\"a\":1} x";
        QTest::newRow("not json") << "cuda error 700";
        QTest::newRow("bare key") << "{a:1}";
    }
    void jsonRejectsGarbage()
    {
        QFETCH(QString, text);
        Json v;
        std::string error;
        QVERIFY(!Json::parse(text.toStdString(), &v, &error));
        QVERIFY(!error.empty());
    }

    // --- workload files and the command line ---
    void workloadJsonRoundTrip()
    {
        Workload w = moe(false);
        w.moeLayerPattern = {1, 0, 1, 0};
        w.numQueryGroups = 2;
        w.dtype = "fp8";
        w.modes = {"eager", "moe"};
        Workload back;
        std::string error;
        QVERIFY2(WorkloadJson::fromJson(WorkloadJson::toJson(w), &back, &error), error.c_str());
        QCOMPARE(WorkloadJson::toJson(back).dump(), WorkloadJson::toJson(w).dump());
        QCOMPARE(back.numQueryGroups, 2);
        QCOMPARE(back.moeLayerPattern, (std::vector<int>{1, 0, 1, 0}));
    }

    void badWorkloads_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("heads do not divide hidden") << "{\"hidden_size\":1000,\"num_attention_heads\":16}"
                                                    << "divide hidden_size";
        QTest::newRow("negative layers") << "{\"num_layers\":-1}"
                                         << "num_layers";
        QTest::newRow("one expert") << "{\"num_moe_experts\":1}"
                                    << "num_moe_experts";
        QTest::newRow("top-k above experts") << "{\"num_moe_experts\":4,\"moe_router_topk\":8}"
                                             << "topk";
        QTest::newRow("unknown dtype") << "{\"dtype\":\"fp4\"}"
                                       << "dtype";
        QTest::newRow("string for a number") << "{\"seq_length\":\"4096\"}"
                                             << "integer";
        QTest::newRow("query groups do not divide the heads")
            << "{\"hidden_size\":1024,\"num_attention_heads\":16,\"num_query_groups\":3}"
            << "num_query_groups must divide num_attention_heads";
        QTest::newRow("TP does not divide the query groups")
            << "{\"hidden_size\":1536,\"num_attention_heads\":24,\"num_query_groups\":6,\"tensor_parallel\":4,"
               "\"ffn_hidden_size\":4096}"
            << "tensor_parallel must divide num_query_groups";
    }
    void badWorkloads()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        Json j;
        std::string error;
        QVERIFY(Json::parse(json.toStdString(), &j, &error));
        Workload w;
        QVERIFY(!WorkloadJson::fromJson(j, &w, &error));
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    void options()
    {
        Options o;
        std::string error;
        QVERIFY2(parseOptions(args({"--preset", "gpt-h1024", "--layers", "2", "--modes", "eager,attn+mlp", "--overhead",
                                    "pytorch", "--device", "1", "--duration-limit=30", "--seed", "7"}),
                              &o, &error),
                 error.c_str());
        QCOMPARE(o.workload.numLayers, 2);
        QCOMPARE(o.workload.hiddenSize, 1024);
        QCOMPARE(o.workload.modes, (std::vector<std::string>{"eager", "attn+mlp"}));
        QCOMPARE(o.overhead.preset, std::string("pytorch"));
        QCOMPARE(o.overhead.usPerOp, 14.0);
        QCOMPARE(o.overhead.graphUs(), 0.0);
        QCOMPARE(o.device, 1);
        QCOMPARE(o.durationLimitS, 30.0);
        QCOMPARE(o.seed, uint64_t(7));
    }

    // Megatron-Core's local graphed callable costs host time on every replay; the preset carries it, the option wins.
    void graphOverhead_data()
    {
        QTest::addColumn<QStringList>("argv");
        QTest::addColumn<double>("usPerGraph");
        QTest::newRow("megatron-local preset") << QStringList{"--overhead", "megatron-local"} << 313.0;
        QTest::newRow("pytorch preset: none") << QStringList{"--overhead", "pytorch"} << 0.0;
        QTest::newRow("given after the preset")
            << QStringList{"--overhead", "megatron-local", "--graph-overhead", "50"} << 50.0;
        QTest::newRow("given before the preset")
            << QStringList{"--graph-overhead", "0", "--overhead", "megatron-local"} << 0.0;
        QTest::newRow("custom microseconds per op: none") << QStringList{"--overhead", "30"} << 0.0;
    }
    void graphOverhead()
    {
        QFETCH(QStringList, argv);
        QFETCH(double, usPerGraph);
        std::vector<std::string> a{"cga-bench"};
        for (const QString& s : argv)
            a.push_back(s.toStdString());
        Options o;
        std::string error;
        QVERIFY2(parseOptions(a, &o, &error), error.c_str());
        QCOMPARE(o.overhead.graphUs(), usPerGraph);
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("argv");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option") << QStringList{"--frobnicate"} << "unknown option";
        QTest::newRow("missing value") << QStringList{"--layers"} << "needs a value";
        QTest::newRow("not a number") << QStringList{"--layers", "many"} << "not a non-negative integer";
        QTest::newRow("unknown preset") << QStringList{"--preset", "gpt-5"} << "unknown preset";
        QTest::newRow("calibration without replay") << QStringList{"--calibrate", "eager_ms=10"} << "replay_ms";
        QTest::newRow("unreadable workload file") << QStringList{"--workload", "/nonexistent/w.json"} << "cannot read";
        QTest::newRow("overhead word") << QStringList{"--overhead", "lots"} << "--overhead";
        QTest::newRow("graph overhead negative") << QStringList{"--graph-overhead", "-5"} << "--graph-overhead";
        QTest::newRow("graph overhead word") << QStringList{"--graph-overhead", "some"} << "--graph-overhead";
    }
    void badOptions()
    {
        QFETCH(QStringList, argv);
        QFETCH(QString, message);
        std::vector<std::string> a{"cga-bench"};
        for (const QString& s : argv)
            a.push_back(s.toStdString());
        Options o;
        std::string error;
        QVERIFY(!parseOptions(a, &o, &error));
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    void emitterWritesOneFlushedLinePerEvent()
    {
        std::FILE* f = std::tmpfile();
        QVERIFY(f);
        {
            Emitter e(f);
            e.warning("not_capturable", "mode moe_preprocess is not capturable", "moe_preprocess");
            e.error("no_device", "no CUDA device");
            QCOMPARE(e.lines(), 2);
        }
        std::rewind(f);
        char buf[512];
        QVERIFY(std::fgets(buf, sizeof buf, f));
        Json first;
        std::string error;
        std::string line(buf);
        line.pop_back();
        QVERIFY(Json::parse(line, &first, &error));
        QCOMPARE(first.members().front().first, std::string("event"));
        QCOMPARE(first.at("event").toString(), std::string("warning"));
        QCOMPARE(first.at("mode").toString(), std::string("moe_preprocess"));
        std::fclose(f);
    }
};

QTEST_GUILESS_MAIN(TestBenchPlan)
#include "tst_benchplan.moc"
