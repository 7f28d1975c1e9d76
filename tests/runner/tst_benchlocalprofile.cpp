// cga-bench's `megatron-local` op profile (runner/plan/stepbuilder_local.cpp): Megatron-Core's local layer spec as a
// profiler trace of a real eager step lists its kernels (runner/scripts/trace_kernels.py), no GPU needed.
#include "plan/modes.h"
#include "plan/stepplan.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace cga;
using namespace cga::bench;

namespace {

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

// The MoE GPT of cga_mcore_runner.py --preset moe-h1024: 8 experts, top-2, alltoall, no linear biases.
Workload localMoe(int layers, bool dropless)
{
    Workload w = local(1024, layers, 512);
    w.numMoeExperts = 8;
    w.moeRouterTopk = 2;
    w.moeDropless = dropless;
    w.moeCapacityFactor = dropless ? 0.0 : 1.0;
    return w;
}

int launches(const StepPlan& p, Block block, bool backward)
{
    int n = 0;
    for (const Segment& s : p.segments)
        if (s.block == block && s.backward == backward)
            n += static_cast<int>(s.ops.size());
    return n;
}

ModePlan plan(const Workload& w, const std::string& modeText)
{
    Mode m;
    std::string error;
    if (!parseMode(modeText, w, &m, &error))
        qFatal("mode %s: %s", modeText.c_str(), error.c_str());
    return planMode(expandWorkload(w), m, w);
}

} // namespace

class TestBenchLocalProfile : public QObject
{
    Q_OBJECT

private slots:
    // Megatron's eager step at H=1024 L=8 T=512 issued 585 launches, 20 per layer forward and 44 backward; every
    // local-spec shape fits its buffers.
    void localStepFollowsTheTrace_data()
    {
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("seq");
        QTest::addColumn<int>("adamLaunches");
        QTest::newRow("H=1024 L=8 T=512 (the trace)") << 1024 << 8 << 512 << 9;
        QTest::newRow("H=2048 L=8 T=2048") << 2048 << 8 << 2048 << 27;
        QTest::newRow("H=4096 L=3 T=4096") << 4096 << 3 << 4096 << 43;
    }
    void localStepFollowsTheTrace()
    {
        QFETCH(int, hidden);
        QFETCH(int, layers);
        QFETCH(int, seq);
        QFETCH(int, adamLaunches);
        const Workload w = local(hidden, layers, seq);
        const StepPlan p = expandWorkload(w);
        QCOMPARE(launches(p, Block::Attn, false) + launches(p, Block::Mlp, false), 20 * layers);
        QCOMPARE(launches(p, Block::Attn, true) + launches(p, Block::Mlp, true), 44 * layers);
        QCOMPARE(launches(p, Block::Optimizer, false), 2 + adamLaunches);
        QCOMPARE(p.kernelCount(), 10 + 52 + 64 * layers + 2 + adamLaunches);
        if (hidden == 1024)
            QVERIFY2(std::abs(p.kernelCount() - 585) <= 3, std::to_string(p.kernelCount()).c_str());
        std::string error;
        QVERIFY2(verifyPlan(p, &error), error.c_str());
        // Per-layer graphs leave the embeddings, the head and the optimizer eager, as Megatron's `local` does.
        QCOMPARE(plan(w, "attn+mlp").eagerLaunchesPerStep, 10 + 52 + 2 + adamLaunches);
        QCOMPARE(plan(w, "full_iteration").eagerLaunchesPerStep, 2 + adamLaunches);
    }

    // Megatron's eager MoE step (H=1024 L=4 T=512, 8 experts, top-2, dropless) issued 993 launches: 85-86 per
    // layer forward, 141-142 backward, 36 in the head forward with the auxiliary-loss tracker, 17 fused AdamW over
    // each expert's own weights. The attention of this model has no bias adds (add_bias_linear=False).
    void localMoeStepFollowsTheTrace()
    {
        const Workload w = localMoe(4, true);
        const StepPlan p = expandWorkload(w);
        const int attnFwd = launches(p, Block::Attn, false), attnBwd = launches(p, Block::Attn, true);
        QCOMPARE(attnFwd, 11 * 4);
        QCOMPARE(attnBwd, 24 * 4);
        const int layerFwd = attnFwd + launches(p, Block::MoeRouter, false) + launches(p, Block::MoePreprocess, false)
            + launches(p, Block::MoeExperts, false);
        const int layerBwd = attnBwd + launches(p, Block::MoeRouter, true) + launches(p, Block::MoePreprocess, true)
            + launches(p, Block::MoeExperts, true);
        QVERIFY2(std::abs(layerFwd - 4 * 85.5) <= 4 * 2, std::to_string(layerFwd).c_str());
        QVERIFY2(std::abs(layerBwd - 4 * 141.5) <= 4 * 2, std::to_string(layerBwd).c_str());
        QCOMPARE(launches(p, Block::MoeRouter, false), 15 * 4);
        int adam = 0;
        for (const Segment& s : p.segments)
            for (const Op& o : s.ops)
                adam += std::string(o.name) == "fused_adamw";
        QCOMPARE(adam, 17);
        QVERIFY2(std::abs(p.kernelCount() - 993) <= 15, std::to_string(p.kernelCount()).c_str());
        std::string error;
        QVERIFY2(verifyPlan(p, &error), error.c_str());
    }

    // Dropless routing copies the token counts to the host and waits in every MoE layer: a graph of the layer or
    // the whole step fails to capture, as Megatron's does; with a capacity factor the shapes are static and the
    // step has no such copy.
    void localMoeDroplessSyncsWithTheHost_data()
    {
        QTest::addColumn<bool>("dropless");
        QTest::newRow("dropless") << true;
        QTest::newRow("capacity factor 1.0") << false;
    }
    void localMoeDroplessSyncsWithTheHost()
    {
        QFETCH(bool, dropless);
        const Workload w = localMoe(2, dropless);
        int toHost = 0;
        for (const Segment& s : expandWorkload(w).segments)
            for (const Op& o : s.ops)
                if (o.kind == OpKind::DeviceToHost) {
                    QCOMPARE(s.block, Block::MoePreprocess);
                    QVERIFY(!s.backward);
                    ++toHost;
                }
        QCOMPARE(toHost, dropless ? 2 * 2 : 0);
        QCOMPARE(plan(w, "full_iteration").expectCaptureFailure, dropless);
        QCOMPARE(plan(w, "layer").expectCaptureFailure, dropless);
        // attn graphs Megatron's local TransformerLayer whole, its MoE layer too: dropless fails there as well.
        QCOMPARE(plan(w, "attn").expectCaptureFailure, dropless);
    }

    // Megatron-Core's local implementation on the local spec's plain TransformerLayer
    // (transformer_layer.py, create_mcore_cudagraph_manager): a layer gets a CudaGraphManager when attn, or mlp on a
    // dense layer, is among cuda_graph_modules, and that manager captures the layer's whole forward; MoE scopes
    // graph nothing there (MoETransformerLayer's partial graphs are not built by the local spec). So MoE scopes alone
    // run the eager step, a scope set with attn graphs each layer whole (and a dropless MoE layer fails to capture,
    // as Megatron's `local` does), and the TE profile keeps its scoped graphs. Two layers, one microbatch: a
    // whole-layer mode makes 4 graphs.
    void localScopesGraphWhatMegatronGraphs_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("model"); // dense, dropless (MoE), capacity (MoE with a capacity factor)
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("graphs");
        QTest::addColumn<QString>("note"); // the warning's code, empty for none
        QTest::addColumn<bool>("captureFails");
        const QString local = QStringLiteral("megatron-local"), te = QStringLiteral("megatron");
        QTest::newRow("local, moe_router: no graph") << local << "dropless"
                                                     << "moe_router" << 0 << "no_graphs" << false;
        QTest::newRow("local, moe_router+moe_preprocess: no graph")
            << local << "dropless"
            << "moe_router+moe_preprocess" << 0 << "no_graphs" << false;
        QTest::newRow("local, moe with a capacity factor: no graph") << local << "capacity"
                                                                     << "moe" << 0 << "no_graphs" << false;
        QTest::newRow("local, attn+moe_router: whole layers, dropless fails")
            << local << "dropless"
            << "attn+moe_router" << 4 << "whole_layer" << true;
        QTest::newRow("local, attn+moe_router+moe_preprocess: whole layers, dropless fails")
            << local << "dropless"
            << "attn+moe_router+moe_preprocess" << 4 << "whole_layer" << true;
        QTest::newRow("local, attn+moe with a capacity factor: whole layers")
            << local << "capacity"
            << "attn+moe" << 4 << "whole_layer" << false;
        QTest::newRow("local dense, attn: whole layers") << local << "dense"
                                                         << "attn" << 4 << "whole_layer" << false;
        QTest::newRow("local dense, mlp: whole layers") << local << "dense"
                                                        << "mlp" << 4 << "whole_layer" << false;
        QTest::newRow("local dense, attn+mlp: one graph per layer, not two")
            << local << "dense"
            << "attn+mlp" << 4 << "whole_layer" << false;
        QTest::newRow("local dense, layer") << local << "dense"
                                            << "layer" << 4 << "" << false;
        QTest::newRow("local, layer: dropless fails") << local << "dropless"
                                                      << "layer" << 4 << "" << true;
        QTest::newRow("TE, moe_router: the router's graphs") << te << "dropless"
                                                             << "moe_router" << 4 << "" << false;
        QTest::newRow("TE dense, attn: attention alone") << te << "dense"
                                                         << "attn" << 4 << "" << false;
        QTest::newRow("TE dense, attn+mlp: two per layer") << te << "dense"
                                                           << "attn+mlp" << 8 << "" << false;
    }
    void localScopesGraphWhatMegatronGraphs()
    {
        QFETCH(QString, profile);
        QFETCH(QString, model);
        QFETCH(QString, mode);
        QFETCH(int, graphs);
        QFETCH(QString, note);
        QFETCH(bool, captureFails);
        Workload w = model == QLatin1String("dense") ? local(1024, 2, 512) : localMoe(2, model == "dropless");
        w.opProfile = profile.toStdString();
        const ModePlan p = plan(w, mode.toStdString());
        const ModePlan eager = plan(w, "eager");
        QCOMPARE(p.graphLaunchesPerStep, graphs);
        QCOMPARE(p.noGraphs, graphs == 0);
        QCOMPARE(p.expectCaptureFailure, captureFails);
        QCOMPARE(p.kernelsPerStep, eager.kernelsPerStep);
        const ModeNote n = modeNote(p, w);
        QCOMPARE(QString::fromStdString(n.code), note);
        if (graphs == 0) { // the eager step, launch by launch
            QCOMPARE(p.eagerLaunchesPerStep, eager.eagerLaunchesPerStep);
            QCOMPARE(p.copiesPerStep, 0);
            QVERIFY(n.message.find("makes no CUDA graph") != std::string::npos);
            QVERIFY(n.message.find("MoETransformerLayer") != std::string::npos);
        }
        if (note == QLatin1String("whole_layer")) { // exactly what layer captures
            const ModePlan layer = plan(w, "layer");
            QCOMPARE(p.units.size(), layer.units.size());
            for (size_t i = 0; i < p.units.size(); ++i) {
                QCOMPARE(p.units[i].graph, layer.units[i].graph);
                QVERIFY(p.units[i].segments == layer.units[i].segments);
            }
            QVERIFY(n.message.find("whole") != std::string::npos);
        }
        QCOMPARE(p.localWholeLayers, note == QLatin1String("whole_layer")); // TE's scopes are its own graphs
    }

    // A layer spec with dense and MoE layers: with the mlp scope but not attn, Megatron-Core's local
    // TransformerLayer asserts that the layer is not an MoE layer, so the mode is refused; with attn every layer is
    // graphed whole; Transformer Engine graphs the dense MLPs.
    void localMlpScopeOnMoeLayersIsRefused_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("local, mlp") << "megatron-local"
                                    << "mlp" << false;
        QTest::newRow("local, attn+mlp") << "megatron-local"
                                         << "attn+mlp" << true;
        QTest::newRow("TE, mlp") << "megatron"
                                 << "mlp" << true;
    }
    void localMlpScopeOnMoeLayersIsRefused()
    {
        QFETCH(QString, profile);
        QFETCH(QString, mode);
        QFETCH(bool, accepted);
        Workload w = localMoe(4, true);
        w.opProfile = profile.toStdString();
        w.setMoeLayerFreq(2);
        QVERIFY(w.hasDenseLayers());
        Mode m;
        std::string error;
        QCOMPARE(parseMode(mode.toStdString(), w, &m, &error), accepted);
        if (!accepted)
            QVERIFY2(error.find("create_mcore_cudagraph_manager") != std::string::npos, error.c_str());
    }

    // SequentialMLP: each expert's GEMMs over the tokens routed to it, with its own weights, and a weight-gradient
    // add per expert weight (no grouped GEMM in the local spec).
    void localMoeExpertsRunOneByOne()
    {
        const StepPlan p = expandWorkload(localMoe(1, true));
        int fc1 = 0, fc2Wgrad = 0, mainGrads = 0;
        for (const Segment& s : p.segments)
            for (const Op& o : s.ops) {
                const std::string name = o.name;
                if (name == "expert_fc1") {
                    QCOMPARE(o.batch, int64_t(1));
                    QCOMPARE(o.n, int64_t(512 * 2 / 8)); // top-2 of 512 tokens over 8 experts
                    ++fc1;
                }
                fc2Wgrad += name == "expert_fc2_wgrad";
                mainGrads += s.block == Block::MoeExperts && name == "main_grad_add";
            }
        QCOMPARE(fc1, 8);
        QCOMPARE(fc2Wgrad, 8);
        QCOMPARE(mainGrads, 16);
    }

    // The unfused attention moves [b*heads, s, s] scores through fp32: each pass is as large as the bytes it moves.
    void localScoresPasses_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<bool>("backward");
        QTest::addColumn<int>("bytesPerScore"); // read + written
        QTest::newRow("cast to fp32") << "scores_to_fp32" << false << 2 + 4;
        QTest::newRow("causal mask in fp32") << "causal_masked_fill" << false << 4 + 4;
        QTest::newRow("fp32 softmax") << "softmax_fp32" << false << 4 + 4;
        QTest::newRow("cast back") << "probs_to_bf16" << false << 4 + 2;
        QTest::newRow("softmax backward") << "softmax_warp_backward" << true << 8 + 4;
        QTest::newRow("masked_fill backward copy") << "masked_fill_bwd_copy" << true << 4 + 4;
    }
    void localScoresPasses()
    {
        QFETCH(QString, op);
        QFETCH(bool, backward);
        QFETCH(int, bytesPerScore);
        const Workload w = local(2048, 2, 2048); // 32 heads
        const int64_t scores = 32ll * 2048 * 2048;
        int found = 0;
        for (const Segment& s : expandWorkload(w).segments)
            for (const Op& o : s.ops)
                if (op == QLatin1String(o.name)) {
                    QCOMPARE(s.backward, backward);
                    QCOMPARE(o.logicalElems, scores);
                    QCOMPARE(o.bytesMoved(), scores * bytesPerScore);
                    // the bf16 kernel standing in moves the same bytes (2 read + 2 written per value)
                    QCOMPARE(4 * std::max(o.elems, o.rows * o.cols), scores * bytesPerScore);
                    ++found;
                }
        QCOMPARE(found, 2); // one per layer
    }

    // The copy of the scores gradient is a device-to-device memcpy as in Megatron's trace (aten::copy_), so that a
    // graph holds a memcpy node as Megatron's does; every other pass is a kernel.
    void localScoresGradientCopyIsAMemcpy()
    {
        int copies = 0;
        for (const Segment& s : expandWorkload(local(1024, 2, 512)).segments)
            for (const Op& o : s.ops)
                if (o.kind == OpKind::DeviceCopy) {
                    QCOMPARE(std::string(o.name), std::string("masked_fill_bwd_copy"));
                    QVERIFY(s.backward);
                    ++copies;
                }
        QCOMPARE(copies, 2); // one per layer
    }

    // Fused AdamW moves 22 bytes per parameter (bf16 parameter, fp32 main grad, both moments): as many launches
    // as the trace's, each passing over its parameters as often as those bytes need.
    void localAdamMovesItsState_data()
    {
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("layers");
        QTest::newRow("H=1024 L=8") << 1024 << 8;
        QTest::newRow("H=4096 L=3") << 4096 << 3;
    }
    void localAdamMovesItsState()
    {
        QFETCH(int, hidden);
        QFETCH(int, layers);
        const StepPlan p = expandWorkload(local(hidden, layers, 512));
        int64_t params = 0, moved = 0;
        for (const Segment& s : p.segments)
            for (const Op& o : s.ops)
                if (std::string(o.name) == "fused_adamw") {
                    QCOMPARE(o.kind, OpKind::Optimizer);
                    params += o.elems;
                    moved += o.bytesMoved();
                }
        QCOMPARE(params, p.buffers.paramElems);
        QCOMPARE(moved, 22 * p.buffers.paramElems);
    }

    // Grouped-query attention (num_query_groups < heads): the fused QKV projection is (heads + 2 groups) x head_dim
    // wide, and the local spec copies the query heads out of it and repeats each key and value head for its group
    // (attention.py, dot_product_attention.py), whose gradients are summed per group in backward. Multi-head
    // attention (groups = heads) keeps the traced step. Megatron's eager step at H=1024 L=8 T=512 with 4 groups of
    // 16 heads (runner/scripts/mcore_gqa.sh) issued 632 launches: 23 per layer forward, 47 backward, 9 fused AdamW.
    void localGroupedQueryAttention_data()
    {
        QTest::addColumn<int>("groups");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int64_t>("qkvWidth");
        QTest::addColumn<int>("extraForward");
        QTest::addColumn<int>("extraBackward");
        QTest::newRow("MHA, 16 heads") << 0 << 1 << int64_t(3 * 1024) << 0 << 0;
        QTest::newRow("16 groups of 16 heads") << 16 << 1 << int64_t(3 * 1024) << 0 << 0;
        QTest::newRow("4 groups") << 4 << 1 << int64_t(1024 + 2 * 4 * 64) << 3 << 3;
        QTest::newRow("1 group (MQA)") << 1 << 1 << int64_t(1024 + 2 * 64) << 3 << 3;
        QTest::newRow("4 groups, TP 2") << 4 << 2 << int64_t(512 + 2 * 2 * 64) << 3 << 3;
        QTest::newRow("2 groups, TP 4: one per rank") << 2 << 4 << int64_t(256 + 2 * 64) << 3 << 3;
    }
    void localGroupedQueryAttention()
    {
        QFETCH(int, groups);
        QFETCH(int, tp);
        QFETCH(int64_t, qkvWidth);
        QFETCH(int, extraForward);
        QFETCH(int, extraBackward);
        Workload mha = local(1024, 2, 512);
        mha.tensorParallel = tp;
        Workload w = mha;
        w.numQueryGroups = groups;
        const StepPlan p = expandWorkload(w), base = expandWorkload(mha);
        std::string error;
        QVERIFY2(verifyPlan(p, &error), error.c_str());
        QCOMPARE(launches(p, Block::Attn, false), launches(base, Block::Attn, false) + 2 * extraForward);
        QCOMPARE(launches(p, Block::Attn, true), launches(base, Block::Attn, true) + 2 * extraBackward);
        int qkvGemms = 0;
        for (const Segment& s : p.segments)
            for (const Op& o : s.ops)
                if (std::string(o.name) == "qkv_gemm") {
                    ++qkvGemms;
                    QCOMPARE(o.m, qkvWidth); // forward TN: C(out x tokens)
                    QCOMPARE(o.k, int64_t(1024));
                }
        QCOMPARE(qkvGemms, 2);
        // Fewer key/value heads: fewer weights (and fused Adam over them).
        if (extraForward > 0)
            QVERIFY(p.buffers.paramElems < base.buffers.paramElems);
    }

    void localGroupedQueryStepFollowsTheTrace()
    {
        Workload w = local(1024, 8, 512);
        w.numQueryGroups = 4;
        const StepPlan p = expandWorkload(w);
        QCOMPARE(launches(p, Block::Attn, false) + launches(p, Block::Mlp, false), 23 * 8);
        QCOMPARE(launches(p, Block::Attn, true) + launches(p, Block::Mlp, true), 47 * 8);
        QCOMPARE(p.kernelCount(), 632);
    }

    void localScoresGemms()
    {
        const StepPlan p = expandWorkload(local(2048, 1, 2048));
        const Op* scores = nullptr;
        for (const Op& o : p.segments[2].ops)
            if (std::string(o.name) == "scores_baddbmm")
                scores = &o;
        QVERIFY(scores);
        QCOMPARE(scores->batch, int64_t(32));
        QCOMPARE(scores->m * scores->n * scores->k, int64_t(2048) * 2048 * 64); // K = head_dim
        QVERIFY(p.buffers.actElems >= 3 * 32ll * 2048 * 2048); // the softmax backward's bytes, in bf16 values
    }
};

QTEST_GUILESS_MAIN(TestBenchLocalProfile)
#include "tst_benchlocalprofile.moc"
