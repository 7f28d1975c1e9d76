// TracebackContext and the diagnosis decisions it drives: a failure is judged by the frames that raised it, the
// phase around it and every spelling PyTorch prints, and quoted source code or diffs are never findings.
#include "log/logdiagnosis.h"
#include "log/tracebackcontext.h"

#include <QTest>

#include <cstring>

using namespace cga;

namespace {

QStringList diagnosedAs(const QByteArray& text)
{
    LogDiagnosis d;
    d.addText(text, QStringLiteral("failure.log"));
    QStringList out;
    for (const LogFinding& f : d.findings())
        out << f.id + QLatin1Char('/') + f.painPoint;
    return out;
}

void feed(TracebackContext& c, int rank, long long line, const char* text)
{
    c.line(rank, line, text, text + std::strlen(text));
}

// `--log-num-zeros-in-grad` with optimizer graphs (MLM#5889): the .item() in count_zeros_fp32, below PyTorch's own
// dispatch frames.
const QByteArray kCountZeros
    = "[rank0]: Traceback (most recent call last):\n"
      "[rank0]:   File \"/opt/megatron-lm/pretrain_gpt.py\", line 350, in <module>\n"
      "[rank0]:     pretrain(\n"
      "[rank0]:   File \"/opt/megatron-lm/megatron/training/training.py\", line 1502, in train_step\n"
      "[rank0]:     update_successful, grad_norm, num_zeros_in_grad = optimizer.step()\n"
      "[rank0]:   File \"/opt/megatron-lm/megatron/core/transformer/moe/moe_utils.py\", line 40, in wrapped\n"
      "[rank0]:   File \"/opt/megatron-lm/megatron/core/optimizer/optimizer.py\", line 531, in step\n"
      "[rank0]:     num_zeros_in_grad = self.count_zeros() if self.config.log_num_zeros_in_grad else None\n"
      "[rank0]:   File \"/opt/megatron-lm/megatron/core/optimizer/clip_grads.py\", line 233, in count_zeros_fp32\n"
      "[rank0]:     total_num_zeros = num_zeros.item()\n"
      "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/torch/utils/_python_dispatch.py\", line 88, in "
      "__torch_dispatch__\n"
      "[rank0]: torch.AcceleratorError: CUDA error: operation not permitted when stream is capturing\n"
      "[rank0]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace "
      "below might be incorrect.\n";

const QByteArray kDispatcher
    = "[rank3]: Traceback (most recent call last):\n"
      "[rank3]:   File \"/opt/megatron-lm/megatron/core/transformer/cuda_graphs.py\", line 900, in __call__\n"
      "[rank3]:   File \"/opt/megatron-lm/megatron/core/transformer/moe/token_dispatcher.py\", line 612, in "
      "token_dispatch\n"
      "[rank3]:     num_tokens = tokens_per_expert.cpu()\n"
      "[rank3]: RuntimeError: CUDA error: operation not permitted when stream is capturing\n";

const QByteArray kCaptureEndOom
    = "[rank1]: Traceback (most recent call last):\n"
      "[rank1]:   File \"/opt/TransformerEngine/transformer_engine/pytorch/graph.py\", line 480, in _make_graphed_"
      "callables\n"
      "[rank1]:   File \"/usr/local/lib/python3.12/dist-packages/torch/cuda/graphs.py\", line 88, in capture_end\n"
      "[rank1]:     super().capture_end()\n"
      "[rank1]: RuntimeError: CUDA error: out of memory\n";

} // namespace

class TestTracebackContext : public QObject
{
    Q_OBJECT

private slots:
    void deepestFrameOutsidePyTorch();
    void framesExpire();
    void diagnosisByFrames_data();
    void diagnosisByFrames();
    void quotedSourceIsNotAFinding_data();
    void quotedSourceIsNotAFinding();
};

void TestTracebackContext::deepestFrameOutsidePyTorch()
{
    TracebackContext c;
    feed(c, 0, 1, "Traceback (most recent call last):");
    feed(c, 0, 2, "File \"/m/megatron/core/transformer/moe/token_dispatcher.py\", line 1, in f");
    feed(c, 0, 3, "File \"/m/megatron/core/optimizer/clip_grads.py\", line 2, in count_zeros_fp32");
    feed(c, 0, 4, "File \"/x/torch/utils/_python_dispatch.py\", line 3, in __torch_dispatch__");
    const std::vector<const char*> moe{"token_dispatcher", "in dispatch"}, opt{"count_zeros"},
        torch{"_python_dispatch"};
    QCOMPARE(c.depth(0, 5, moe), 0);
    QCOMPARE(c.depth(0, 5, opt), 1);
    QCOMPARE(c.depth(0, 5, torch), -1); // PyTorch's own frames do not decide
    QVERIFY(c.has(0, 5, torch)); // but count for "is this inside the capture"
    QCOMPARE(c.depth(1, 5, opt), -1); // another rank's traceback
    feed(c, 0, 6, "Traceback (most recent call last):"); // a new traceback forgets the old frames
    QCOMPARE(c.depth(0, 7, opt), -1);
}

void TestTracebackContext::framesExpire()
{
    TracebackContext c;
    feed(c, 2, 10, "File \"/m/megatron/core/optimizer/optimizer.py\", line 5, in step");
    QCOMPARE(c.depth(2, 10 + TracebackContext::kLifetimeLines, {"optimizer"}), 0);
    QCOMPARE(c.depth(2, 11 + TracebackContext::kLifetimeLines, {"optimizer"}), -1);
}

void TestTracebackContext::diagnosisByFrames_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("count_zeros under optimizer graphs is PP-20") << kCountZeros << QStringList{"LOG-08/PP-20"};
    QTest::addRow("token dispatcher .cpu() is PP-06") << kDispatcher << QStringList{"LOG-07/PP-06"};
    QTest::addRow("no traceback: the generic host sync")
        << QByteArray("[rank3]: RuntimeError: CUDA error: operation not permitted when stream is capturing\n")
        << QStringList{"LOG-09/PP-06"};
    QTest::addRow("CUDA error: out of memory at capture_end") << kCaptureEndOom << QStringList{"LOG-04/PP-04"};
    QTest::addRow("CUDA error: out of memory after the capture")
        << QByteArray("[rank1]: RuntimeError: CUDA error: out of memory\n") << QStringList{"LOG-06/PP-05"};
    QTest::addRow("perf harness without --cuda_graph_scope")
        << QByteArray("Traceback (most recent call last):\n"
                      "  File \"/opt/Megatron-Bridge/scripts/performance/run_script.py\", line 120, in main\n"
                      "  File \"/opt/Megatron-Bridge/scripts/performance/utils/overrides.py\", line 140, in "
                      "_set_cuda_graph_overrides\n"
                      "    if \"full_iteration\" in cuda_graph_scope:\n"
                      "TypeError: 'NoneType' object is not iterable\n")
        << QStringList{"LOG-83/PP-28"};
    QTest::addRow("NoneType elsewhere is not the harness")
        << QByteArray("Traceback (most recent call last):\n  File \"/work/my_loader.py\", line 3, in load\n"
                      "TypeError: 'NoneType' object is not iterable\n")
        << QStringList{};
    QTest::addRow("local graphs with mlp scope (Bridge 4583)")
        << QByteArray("[rank0]:   File \"/opt/megatron-lm/megatron/core/transformer/transformer_layer.py\", line "
                      "402, in __init__\n[rank0]: AttributeError: 'TransformerLayer' object has no attribute "
                      "'is_moe_layer'\n")
        << QStringList{"LOG-84/PP-07"};
    QTest::addRow("moe scope on a dropless MoE is PP-06")
        << QByteArray("[rank0]: AssertionError: moe cuda graph is only supported with drop-padding MoE.\n")
        << QStringList{"LOG-14/PP-06"};
}

void TestTracebackContext::diagnosisByFrames()
{
    QFETCH(QByteArray, log);
    QFETCH(QStringList, expected);
    QCOMPARE(diagnosedAs(log), expected);
}

void TestTracebackContext::quotedSourceIsNotAFinding_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addRow("a diff pasted into the log")
        << QByteArray("diff --git a/megatron/core/transformer/transformer_config.py "
                      "b/megatron/core/transformer/transformer_config.py\n"
                      "@@ -1200,7 +1200,7 @@ def __post_init__(self):\n"
                      "-            raise ValueError(\"moe cuda graph is only supported with drop-padding MoE.\")\n"
                      "+            assert self.moe_pad_expert_input_to_capacity, (\n"
                      "+                \"moe cuda graph is only supported with drop-padding MoE.\"\n"
                      "             )\n");
    QTest::addRow("the source line of a traceback frame")
        << QByteArray("  File \"/opt/megatron-lm/megatron/core/transformer/transformer_config.py\", line 1201\n"
                      "    raise ValueError(\"moe cuda graph is only supported with drop-padding MoE.\")\n");
}

void TestTracebackContext::quotedSourceIsNotAFinding()
{
    QFETCH(QByteArray, log);
    QCOMPARE(diagnosedAs(log), QStringList{});
    // The same message as the error it raises is a finding.
    QCOMPARE(diagnosedAs(log + "ValueError: moe cuda graph is only supported with drop-padding MoE.\n"),
             QStringList{"LOG-14/PP-06"});
}

QTEST_GUILESS_MAIN(TestTracebackContext)
#include "tst_tracebackcontext.moc"
