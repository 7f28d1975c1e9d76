// LogDiagnosis: every failure signature of the table fires on a log that shows it and stays quiet on a near miss;
// findings merge across ranks and files; the table points at real rules and pain points.
#include "log/logdiagnosis.h"
#include "rules/rulesengine.h"
#include "support/megatronlogwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cga;
using cga::test::MegatronLogWriter;

namespace {

QList<LogFinding> diagnose(const QByteArray& text, const DiagnosisOptions& options = {})
{
    LogDiagnosis d(options);
    d.addText(text, QStringLiteral("train.log"));
    return d.findings();
}

QStringList ids(const QList<LogFinding>& findings)
{
    QStringList out;
    for (const LogFinding& f : findings)
        out << f.id;
    return out;
}

const LogFinding* findingOf(const QList<LogFinding>& findings, const char* id)
{
    for (const LogFinding& f : findings)
        if (f.id == QLatin1String(id))
            return &f;
    return nullptr;
}

// The text with the case of its middle letter flipped: what a different message would look like.
QByteArray nearMiss(QByteArray text)
{
    for (int i = text.size() / 2, step = 0; step < text.size(); ++step) {
        const int at = (i + step) % text.size();
        const char c = text[at];
        if (c >= 'a' && c <= 'z') {
            text[at] = char(c - 32);
            return text;
        }
        if (c >= 'A' && c <= 'Z') {
            text[at] = char(c + 32);
            return text;
        }
    }
    return text + "x";
}

// The context a conditional signature needs, ahead of the matched line.
QByteArray contextFor(const LogSignature& sig)
{
    switch (sig.condition) {
    case LogSignature::Condition::Capturing:
        return "[rank0]:INFO:megatron.core.transformer.cuda_graphs:Start CUDA Graphs capture...\n";
    case LogSignature::Condition::Frames:
        return QByteArray("[rank3]:Traceback (most recent call last):\n[rank3]:  File \"/opt/megatron/") + sig.frames[0]
            + ".py\", line 10, in step\n[rank3]:    x = y.item()\n";
    case LogSignature::Condition::PySpyFrame:
        return "[rank3]:Thread 0x7F00 (active): \"MainThread\"\n";
    default:
        return {};
    }
}

QByteArray triggerLine(const LogSignature& sig, const QByteArray& text)
{
    switch (sig.condition) {
    case LogSignature::Condition::PySpyFrame:
        return "[rank3]:    " + text + " (megatron/core/transformer/moe/token_dispatcher.py:123)\n";
    case LogSignature::Condition::Fragmentation:
        return "[rank3]:torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total "
               "capacity of 79.11 GiB of which 1.20 GiB is free. Of the allocated memory 60.10 GiB is allocated by "
               "PyTorch, and 7.10 GiB is reserved by PyTorch but unallocated.\n";
    default:
        break;
    }
    // Traceback framing, a rank prefix, and a run of spaces where the text has one.
    QByteArray framed = text;
    const int space = framed.indexOf(' ');
    if (space > 0)
        framed.replace(space, 1, "   ");
    return "[rank3]:AssertionError: " + framed + "\n";
}

} // namespace

class TestLogDiagnosis : public QObject
{
    Q_OBJECT

private slots:
    // Each text of each signature: the line fires the signature (and only it); a near miss does not.
    void textSignatures_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("text");
        const auto& table = LogSignature::all();
        for (int r = 0; r < int(table.size()); ++r)
            for (int t = 0; t < int(table[r].texts.size()); ++t)
                QTest::addRow("%s #%d", table[r].id, t) << r << t;
    }

    void textSignatures()
    {
        QFETCH(int, row);
        QFETCH(int, text);
        const LogSignature& sig = LogSignature::all()[row];
        const QByteArray t(sig.texts[text]);
        const QByteArray log = contextFor(sig) + triggerLine(sig, t);
        const QList<LogFinding> found = diagnose(log);
        QVERIFY2(ids(found).contains(QLatin1String(sig.id)), qPrintable(ids(found).join(',') + " for " + log));
        const LogFinding* f = findingOf(found, sig.id);
        QCOMPARE(f->painPoint, QLatin1String(sig.painPoint));
        QCOMPARE(f->rule, sig.rule ? QString::fromLatin1(sig.rule) : QString());
        QCOMPARE(f->severity, sig.severity);
        QVERIFY(!f->fix.isEmpty());
        QVERIFY(!f->title.isEmpty());
        QCOMPARE(f->ranks, QList<int>{3});
        QCOMPARE(f->evidence.size(), 1);
        QVERIFY2(f->evidence[0].startsWith(QLatin1String("train.log:")), qPrintable(f->evidence[0]));
        QVERIFY2(f->evidence[0].contains(QLatin1String(": [rank 3] ")), qPrintable(f->evidence[0]));
        for (const LogFinding& other : found) // one line, one meaning (computed findings aside)
            QVERIFY2(other.id == QLatin1String(sig.id) || LogSignature::find(other.id.toLatin1())->texts.empty(),
                     qPrintable(other.id));

        // Near miss: another message, or the same message without the condition the signature needs.
        QByteArray miss = triggerLine(sig, nearMiss(t));
        if (sig.condition == LogSignature::Condition::Fragmentation)
            miss.replace("7.10 GiB is reserved", "1.10 GiB is reserved");
        else if (sig.condition != LogSignature::Condition::None)
            miss = triggerLine(sig, t);
        if (sig.condition == LogSignature::Condition::PySpyFrame)
            miss
                = "[rank3]:  File \"/opt/megatron/core/transformer/moe/token_dispatcher.py\", line 123, in " + t + "\n";
        QVERIFY2(!ids(diagnose(miss)).contains(QLatin1String(sig.id)), miss.constData());
    }

    void longerTextWins()
    {
        const QList<LogFinding> found
            = diagnose("[rank1]:AssertionError: CUDA graph accepts only Tensor inputs. inference_context and "
                       "packed_seq_params are excluded from input list. For inference cuda graph, please use "
                       "cuda_graph_impl=local instead.\n");
        QCOMPARE(ids(found), QStringList{"LOG-31"});
        QCOMPARE(found[0].rule, QStringLiteral("MCR-06"));
    }

    void oomBeforeDuringAndAfterCapture()
    {
        const QByteArray oom = "[rank2]:torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 9.27 GiB. GPU "
                               "2 has a total capacity of 139.81 GiB of which 1.23 GiB is free. Of the allocated "
                               "memory 120.10 GiB is allocated by PyTorch, with 56.70 GiB allocated in private pools "
                               "(e.g., CUDA Graphs), and 0.10 GiB is reserved by PyTorch but unallocated.\n";
        MegatronLogWriter w;
        w.prefix = MegatronLogWriter::Prefix::Torchrun;
        w.teGraphable(0, 16);
        w.iteration(1, 1000);
        w.info(QStringLiteral("megatron.core.transformer.cuda_graphs"), QStringLiteral("Start CUDA Graphs capture..."),
               0);
        QCOMPARE(ids(diagnose(w.text + oom)), QStringList{"LOG-04"}); // during capture: PP-04
        w.info(QStringLiteral("megatron.core.transformer.cuda_graphs"),
               QStringLiteral("Time spent in CUDA Graphs capture on rank 0: 6.1s"), 0);
        w.iteration(2, 1000);
        QCOMPARE(ids(diagnose(w.text + oom)), QStringList{"LOG-06"}); // after: PP-05
        // Capture frames in the traceback say "during capture" even without the capture message.
        const QByteArray frames = "[rank2]:Traceback (most recent call last):\n"
                                  "[rank2]:  File \"/opt/te/pytorch/graph.py\", line 400, in make_graphed_callables\n";
        QCOMPARE(ids(diagnose(frames + oom)), QStringList{"LOG-04"});
    }

    void mergesAcrossRanksAndFiles()
    {
        QByteArray text;
        for (int r = 0; r < 8; ++r)
            text += QStringLiteral("[rank%1]:AssertionError: Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory "
                                   "access when using CUDA Graph with "
                                   "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.\n")
                        .arg(r)
                        .toUtf8();
        LogDiagnosis d;
        d.addText(text, QStringLiteral("node0.log"));
        d.addText("AssertionError: Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory access when using CUDA Graph "
                  "with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.\n",
                  QStringLiteral("node1.log"));
        const QList<LogFinding> found = d.findings();
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].ranks, (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
        QCOMPARE(found[0].occurrences, 9);
        QCOMPARE(found[0].evidence.size(), 3);
        QCOMPARE(found[0].evidence[0].left(30), QStringLiteral("node0.log:1: [rank 0] Assertio"));
        QVERIFY(found[0].evidence[1].startsWith(QLatin1String("node0.log:2: [rank 1] ")));
        QVERIFY(d.hasError());
        const QJsonObject json = d.toJson();
        const QJsonObject f = json.value(QStringLiteral("findings")).toArray().at(0).toObject();
        for (const char* key : {"id", "pain_point", "rule", "severity", "evidence", "fix"})
            QVERIFY2(f.contains(QLatin1String(key)), key);
        QCOMPARE(f.value(QStringLiteral("rule")).toString(), QStringLiteral("MCR-03"));
        QCOMPARE(f.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    }

    void hangAfterCapture()
    {
        MegatronLogWriter w;
        w.prefix = MegatronLogWriter::Prefix::Torchrun;
        w.graphRun(QStringLiteral("transformer_engine"), 3, 3, 1450, 8300, 1190);
        w.teCapture(6.9);
        w.chatter(5);
        QList<LogFinding> found = diagnose(w.text);
        QCOMPARE(ids(found), QStringList{"LOG-76"});
        QCOMPARE(found[0].painPoint, QStringLiteral("PP-08"));
        QCOMPARE(found[0].severity, Severity::Warning);
        QCOMPARE(found[0].evidence.size(), 2);
        QVERIFY(found[0].evidence[0].contains(QLatin1String("Start CUDA Graphs capture")));
        QVERIFY(found[0].evidence[1].contains(QLatin1String("using GPU 5"))); // the last line of the log

        // Killed by the time limit: an error.
        found = diagnose(w.text
                         + "slurmstepd: error: *** JOB 42 ON node7 CANCELLED AT 2026-11-02T12:00:00 DUE TO "
                           "TIME LIMIT ***\n");
        QCOMPARE(ids(found), QStringList{"LOG-76"});
        QCOMPARE(found[0].severity, Severity::Error);

        // Near miss: an iteration follows the capture.
        w.iteration(4, 8300);
        QVERIFY(!ids(diagnose(w.text)).contains(QLatin1String("LOG-76")));
        // Near miss: the run crashed after the capture (an error, not a hang).
        MegatronLogWriter crashed;
        crashed.graphRun(QStringLiteral("transformer_engine"), 3, 3, 1450, 8300, 1190);
        crashed.teCapture(6.9);
        crashed.line(QStringLiteral("RuntimeError: CUDA error: an illegal memory access was encountered"));
        QCOMPARE(ids(diagnose(crashed.text)), QStringList{"LOG-18"});
    }

    void pySpyDumpOfAHang()
    {
        MegatronLogWriter w;
        w.graphRun(QStringLiteral("transformer_engine"), 3, 3, 1450, 8300, 1190);
        w.teCapture(6.9);
        w.line(QStringLiteral("Thread 0x7F3A (active): \"MainThread\""), 11);
        w.line(QStringLiteral("    dispatch_with_permute (megatron/core/transformer/moe/token_dispatcher.py:871)"), 11);
        w.line(QStringLiteral("    forward (megatron/core/transformer/moe/moe_layer.py:210)"), 11);
        const QList<LogFinding> found = diagnose(w.text);
        QVERIFY(ids(found).contains(QLatin1String("LOG-16")));
        QVERIFY(ids(found).contains(QLatin1String("LOG-76")));
        QCOMPARE(findingOf(found, "LOG-16")->severity, Severity::Error);
    }

    void hangAtTheEnd()
    {
        MegatronLogWriter w;
        w.trainIters = 6;
        w.graphRun(QStringLiteral("full_iteration"), 3, 6, 1450, 8300, 1190);
        w.line(QStringLiteral("[after training is done] datetime: 2026-11-02 10:00:19"), 0);
        w.line(QStringLiteral("NCCL INFO comm 0x5 rank 3 nranks 8 - Destroy COMPLETE"), 3);
        QVERIFY(!ids(diagnose(w.text)).contains(QLatin1String("LOG-77"))); // near miss: it may just have exited
        const QList<LogFinding> found = diagnose(w.text
                                                 + "slurmstepd: error: *** STEP 42.0 ON node7 CANCELLED AT "
                                                   "2026-11-02T18:00:00 DUE TO TIME LIMIT ***\n");
        QCOMPARE(ids(found), QStringList{"LOG-77"});
        QCOMPARE(found[0].painPoint, QStringLiteral("PP-25"));
        QCOMPARE(found[0].evidence.size(), 2);
    }

    void numericsOfTheIterationLines()
    {
        MegatronLogWriter w;
        w.trainIters = 8;
        w.line(QStringLiteral("  cuda_graph_impl: full_iteration"));
        for (int it = 1; it <= 8; ++it)
            w.iteration(it, it == 4 ? 8000 : 1000, it == 5 ? QStringLiteral("0.000") : QStringLiteral("1.5"));
        QList<LogFinding> found = diagnose(w.text);
        QVERIFY(ids(found).contains(QLatin1String("LOG-78"))); // zero grad norm on the first replay (iteration 5)
        QVERIFY(findingOf(found, "LOG-78")->evidence[0].contains(QLatin1String("iteration        5/")));
        QVERIFY(!ids(found).contains(QLatin1String("LOG-79")));

        MegatronLogWriter z; // near miss: zero grad norm during warmup, NaN later
        z.trainIters = 8;
        z.line(QStringLiteral("  cuda_graph_impl: full_iteration"));
        for (int it = 1; it <= 8; ++it)
            z.iteration(it, 1000, it == 2 ? QStringLiteral("0.000") : (it == 7 ? QStringLiteral("nan") : "1.5"), NAN, 0,
                        it == 7 ? 1 : 0);
        found = diagnose(z.text);
        QVERIFY(!ids(found).contains(QLatin1String("LOG-78")));
        QVERIFY(ids(found).contains(QLatin1String("LOG-79")));
        QVERIFY(findingOf(found, "LOG-79")->evidence[0].contains(QLatin1String("grad norm: nan")));
    }

    void captureTimeAndSpeed()
    {
        MegatronLogWriter slow;
        slow.graphRun(QStringLiteral("transformer_engine"), 3, 12, 1450, 60000, 1190);
        slow.info(QStringLiteral("megatron.core.transformer.cuda_graphs"),
                  QStringLiteral("Time spent in CUDA Graphs capture on rank 0: 57.97806215286255s"), 0);
        QList<LogFinding> found = diagnose(slow.text);
        QCOMPARE(ids(found), QStringList{"LOG-80"});
        QCOMPARE(found[0].severity, Severity::Info);

        MegatronLogWriter fast; // near misses: 6.9 s capture, replay faster than eager
        fast.graphRun(QStringLiteral("transformer_engine"), 3, 12, 1450, 8300, 1190);
        QVERIFY(ids(diagnose(fast.text)).isEmpty());

        MegatronLogWriter flat;
        flat.graphRun(QStringLiteral("transformer_engine"), 3, 12, 1450, 8300, 1460);
        found = diagnose(flat.text);
        QCOMPARE(ids(found), QStringList{"LOG-81"});
        QCOMPARE(found[0].painPoint, QStringLiteral("PP-09"));
    }

    void graphsEnabledButNothingCaptured()
    {
        MegatronLogWriter w;
        w.line(QStringLiteral("  cuda_graph_impl: transformer_engine"));
        for (int it = 1; it <= 8; ++it)
            w.iteration(it, 1000);
        const QList<LogFinding> found = diagnose(w.text);
        QCOMPARE(ids(found), QStringList{"LOG-82"});
        QVERIFY(found[0].evidence[0].contains(QLatin1String("cuda_graph_impl: transformer_engine")));
        MegatronLogWriter captured; // near miss
        captured.graphRun(QStringLiteral("transformer_engine"), 3, 8, 1450, 8300, 1190);
        QVERIFY(!ids(diagnose(captured.text)).contains(QLatin1String("LOG-82")));
    }

    void healthyLogsHaveNoFinding_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("te torchrun") << QStringLiteral(CGA_TEST_DATA_DIR "/logs/te-attn-4ranks-torchrun.log");
        QTest::newRow("full_iteration srun crlf")
            << QStringLiteral(CGA_TEST_DATA_DIR "/logs/full-iteration-srun-crlf.log");
        QTest::newRow("real eager bridge log")
            << QStringLiteral(CGA_SHARED_DIR "/fixtures/real/bridge-train-log-llama32-1b-8xh100.log");
        QTest::newRow("real step-time excerpt")
            << QStringLiteral(CGA_SHARED_DIR "/fixtures/real/bridge-steptime-dsv3-full-iteration-64xgb200.log");
    }

    void healthyLogsHaveNoFinding()
    {
        QFETCH(QString, file);
        if (!QFile::exists(file))
            QSKIP("shared fixtures are not available");
        LogDiagnosis d;
        QString error;
        QVERIFY2(d.addFile(file, &error), qPrintable(error));
        QVERIFY2(d.findings().isEmpty(), qPrintable(ids(d.findings()).join(',')));
    }

    void handWrittenFailureLogs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("nccl register, 4 ranks")
            << QStringLiteral("nccl-graph-register-4ranks.log") << QStringList{"LOG-01"};
        QTest::newRow("full recompute + TE, srun")
            << QStringLiteral("full-recompute-te-srun.log") << QStringList{"LOG-22"};
        QTest::newRow("capture OOM") << QStringLiteral("oom-during-capture-pp4.log") << QStringList{"LOG-04"};
    }

    void handWrittenFailureLogs()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        LogDiagnosis d;
        QString error;
        QVERIFY2(d.addFile(QStringLiteral(CGA_TEST_DATA_DIR "/logs/") + file, &error), qPrintable(error));
        QCOMPARE(ids(d.findings()), expected);
    }

    void realOomReport()
    {
        const QString path = QStringLiteral(CGA_SHARED_DIR "/fixtures/real/failure-cudagraph-oom-excerpt.txt");
        if (!QFile::exists(path))
            QSKIP("shared fixtures are not available");
        LogDiagnosis d;
        QString error;
        QVERIFY(d.addFile(path, &error));
        const QList<LogFinding> found = d.findings();
        QCOMPARE(ids(found), QStringList{"LOG-06"});
        QCOMPARE(found[0].painPoint, QStringLiteral("PP-05"));
        QVERIFY(found[0].evidence[0].contains(QLatin1String("allocated in private pools (e.g., CUDA Graphs)")));
    }

    void unreadableFileNamesIt()
    {
        LogDiagnosis d;
        QString error;
        QVERIFY(!d.addFile(QStringLiteral("/nonexistent/rank0.log"), &error));
        QVERIFY(error.contains(QLatin1String("/nonexistent/rank0.log")));
    }

    void binaryInputIsHarmless()
    {
        QByteArray data;
        for (int i = 0; i < 200000; ++i)
            data += char((i * 131) & 0xff);
        QVERIFY(diagnose(data).isEmpty());
    }

    void tableIsConsistent()
    {
        QSet<QString> seen;
        QString painPoints;
        QFile pp(QStringLiteral(CGA_SHARED_DIR "/spec/pain-points.md"));
        if (pp.open(QIODevice::ReadOnly))
            painPoints = QString::fromUtf8(pp.readAll());
        for (const LogSignature& s : LogSignature::all()) {
            QVERIFY2(!seen.contains(QLatin1String(s.id)), s.id);
            seen.insert(QLatin1String(s.id));
            QVERIFY(QRegularExpression(QStringLiteral("^LOG-\\d\\d$")).match(QLatin1String(s.id)).hasMatch());
            QVERIFY(QRegularExpression(QStringLiteral("^PP-\\d\\d$")).match(QLatin1String(s.painPoint)).hasMatch());
            if (!painPoints.isEmpty())
                QVERIFY2(painPoints.contains(QStringLiteral("#### %1 ").arg(QLatin1String(s.painPoint))), s.id);
            if (s.rule)
                QVERIFY2(RuleCatalog::instance().find(QLatin1String(s.rule)), s.rule);
            QVERIFY(s.title && *s.title && s.fix && *s.fix);
            QCOMPARE(s.condition == LogSignature::Condition::Frames, !s.frames.empty());
            QVERIFY(s.texts.size() <= 64);
        }
    }
};

QTEST_GUILESS_MAIN(TestLogDiagnosis)
#include "tst_logdiagnosis.moc"
