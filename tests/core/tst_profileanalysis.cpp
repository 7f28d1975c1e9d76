#include "profile/graphprediction.h"
#include "profile/profileanalysis.h"
#include "profile/profilereport.h"
#include "profile/scopeclassifier.h"
#include "profile/tracebytesource.h"
#include "support/tracewriter.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;
using cga::test::TraceWriter;

// Steps, GPU gaps and their causes, scopes and the prediction, on synthetic traces and on a real one.
class TstProfileAnalysis : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    bool analyse(const TraceWriter& w, ProfileAnalysis* a, ProfileError* e)
    {
        const QString path = m_dir.filePath(QStringLiteral("t.json"));
        if (!TraceWriter::write(path, w.json()))
            return false;
        ProfileTrace t;
        return ProfileTrace::read(path, &t, e) && ProfileAnalysis::analyze(t, a, e);
    }

    static QString realTrace() { return QStringLiteral(CGA_TEST_DATA_DIR "/profile/dense_eager.pt.trace.json.gz"); }

    // A real trace's events repeated copies times, shifted in time, correlation and flow id as
    // scripts/make-big-trace.py does: a long trace of many steps with a real event mix.
    QString repeated(const QString& source, int copies)
    {
        QByteArray bytes;
        {
            TraceByteSource in(source);
            ProfileError e;
            if (!in.open(&e))
                return {};
            while (in.read(&bytes, &e) > 0) { }
        }
        const QJsonObject doc = QJsonDocument::fromJson(bytes).object();
        QJsonArray events;
        double lo = 1e300;
        double hi = -1e300;
        for (const QJsonValue& v : doc.value(QStringLiteral("traceEvents")).toArray())
            if (v.toObject().contains(QStringLiteral("ts"))) {
                lo = std::min(lo, v.toObject().value(QStringLiteral("ts")).toDouble());
                hi = std::max(hi, v.toObject().value(QStringLiteral("ts")).toDouble());
            }
        for (int r = 0; r < copies; ++r)
            for (const QJsonValue& v : doc.value(QStringLiteral("traceEvents")).toArray()) {
                QJsonObject o = v.toObject();
                if (o.value(QStringLiteral("ph")) == QLatin1String("M"))
                    continue;
                if (o.contains(QStringLiteral("ts")))
                    o[QStringLiteral("ts")] = o.value(QStringLiteral("ts")).toDouble() + r * (hi - lo + 1000);
                QJsonObject args = o.value(QStringLiteral("args")).toObject();
                if (args.contains(QStringLiteral("correlation"))) {
                    args[QStringLiteral("correlation")]
                        = args.value(QStringLiteral("correlation")).toDouble() + r * 1e6;
                    o[QStringLiteral("args")] = args;
                }
                if (o.value(QStringLiteral("id")).isDouble())
                    o[QStringLiteral("id")] = o.value(QStringLiteral("id")).toDouble() + r * 1e6;
                events.append(o);
            }
        QJsonObject out = doc;
        out[QStringLiteral("traceEvents")] = events;
        const QString path = m_dir.filePath(QFileInfo(source).completeBaseName() + QString::number(copies));
        return TraceWriter::write(path, QJsonDocument(out).toJson(QJsonDocument::Compact)) ? path : QString();
    }

private slots:
    void steps_data()
    {
        QTest::addColumn<QString>("marker");
        QTest::addColumn<bool>("asCpuOp");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QString>("label");
        QTest::newRow("ProfilerStep# ranges")
            << "ProfilerStep#%1" << false << int(ProfileAnalysis::StepRule::ProfilerStep) << "ProfilerStep#1";
        QTest::newRow("ProfilerStep# as a cpu_op (older profilers)")
            << "ProfilerStep#%1" << true << int(ProfileAnalysis::StepRule::ProfilerStep) << "ProfilerStep#1";
        QTest::newRow("Optimizer.step# annotations")
            << "Optimizer.step#AdamW.step" << false << int(ProfileAnalysis::StepRule::OptimizerStep) << "step 1";
    }

    void steps()
    {
        QFETCH(QString, marker);
        QFETCH(bool, asCpuOp);
        QFETCH(int, rule);
        QFETCH(QString, label);
        const bool profilerStep = marker.startsWith(QLatin1String("ProfilerStep"));
        TraceWriter w;
        for (int s = 0; s < 3; ++s) {
            const double t0 = 1000.0 * s;
            w.cpuOp("aten::layer_norm", t0 + 5, 3);
            w.cpuOp("aten::softmax", t0 + 9, 10);
            w.launch(t0 + 10, 5, t0 + 20, 30);
            w.launch(t0 + 100, 5, t0 + 110, 30);
            const QByteArray name = marker.arg(s + 1).toUtf8();
            if (asCpuOp)
                w.cpuOp(name.constData(), t0, 900);
            else if (profilerStep)
                w.annotation(name.constData(), t0, 900);
            else
                w.annotation(name.constData(), t0 + 800, 100);
        }
        ProfileAnalysis a;
        ProfileError e;
        QVERIFY2(analyse(w, &a, &e), qPrintable(e.message));
        QCOMPARE(int(a.stepRule), rule);
        QCOMPARE(a.steps.size(), 3);
        QCOMPARE(a.steps.front().label, label);
        for (const StepProfile& p : a.steps) {
            QCOMPARE(p.kernelCount(), 2);
            QCOMPARE(int(p.launches.size()), 2);
            QCOMPARE(p.busyUs(), 60.0);
            QCOMPARE(p.activities.front().scope, ProfileScope::Attn); // launched inside the softmax
            QCOMPARE(p.activities.back().scope, ProfileScope::Other);
        }
    }

    void noSteps()
    {
        TraceWriter w;
        w.cpuOp("aten::mm", 0, 10);
        w.launch(1, 2, 3, 4);
        ProfileAnalysis a;
        ProfileError e;
        QVERIFY(!analyse(w, &a, &e));
        QCOMPARE(e.kind, ProfileError::Kind::NoSteps);
        QVERIFY2(e.message.contains(QLatin1String("no steps found")), qPrintable(e.message));
    }

    // Kernel A runs 100-110; what happens on the host decides why the GPU then waits until B starts.
    void gapCauses_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("cause");
        QTest::newRow("the launch of B ends after A") << "late launch" << int(GapCause::Launch);
        QTest::newRow("B launched in time (another dependency)") << "queued" << int(GapCause::Other);
        QTest::newRow("a device sync waits for A") << "sync" << int(GapCause::Sync);
        QTest::newRow("a device-to-host copy waits for A") << "dtoh" << int(GapCause::Sync);
        QTest::newRow("a host-to-device copy launched late") << "htod" << int(GapCause::Memcpy);
    }

    void gapCauses()
    {
        QFETCH(QString, scenario);
        QFETCH(int, cause);
        TraceWriter w;
        w.annotation("ProfilerStep#1", 0, 1000);
        w.launch(90, 5, 100, 10); // A
        if (scenario == QLatin1String("late launch")) {
            w.launch(150, 5, 160, 10);
        } else if (scenario == QLatin1String("queued")) {
            w.launch(96, 3, 160, 10);
        } else if (scenario == QLatin1String("sync")) {
            w.runtime("cudaDeviceSynchronize", 96, 16);
            w.launch(130, 5, 140, 10);
        } else if (scenario == QLatin1String("dtoh")) {
            w.launch(96, 20, 111, 3, TraceWriter::HostTid, "gpu_memcpy", "cudaMemcpyAsync",
                     "Memcpy DtoH (Device -> Pageable)");
            w.launch(150, 5, 160, 10);
        } else {
            w.launch(150, 5, 160, 2, TraceWriter::HostTid, "gpu_memcpy", "cudaMemcpyAsync",
                     "Memcpy HtoD (Pageable -> Device)");
        }
        ProfileAnalysis a;
        ProfileError e;
        QVERIFY2(analyse(w, &a, &e), qPrintable(e.message));
        const StepProfile& p = a.steps.front();
        const GpuActivity& last = p.activities.back();
        QVERIFY(last.gapUs > 0);
        QCOMPARE(int(last.gapCause), cause);
        int gaps = 0;
        for (const GpuActivity& act : p.activities)
            gaps += act.gapUs > 0;
        QCOMPARE(p.gapCount[0] + p.gapCount[1] + p.gapCount[2] + p.gapCount[3], gaps);
    }

    void scopes_data()
    {
        QTest::addColumn<QStringList>("ops");
        QTest::addColumn<QString>("places");
        const QStringList dense = {"aten::embedding",
                                   "aten::layer_norm",
                                   "LinearWithGradAccumulationAndAsyncCommunication",
                                   "aten::baddbmm",
                                   "aten::softmax",
                                   "aten::bmm",
                                   "aten::add",
                                   "aten::layer_norm",
                                   "LinearWithGradAccumulationAndAsyncCommunication",
                                   "aten::gelu",
                                   "aten::add",
                                   "aten::layer_norm",
                                   "aten::softmax",
                                   "aten::layer_norm",
                                   "aten::gelu",
                                   "aten::layer_norm",
                                   "_VocabParallelCrossEntropy"};
        QTest::newRow("dense layers") << dense
                                      << "other attn0 attn0 attn0 attn0 attn0 attn0 mlp0 mlp0 mlp0 mlp0 "
                                         "attn1 attn1 mlp1 mlp1 other other";
        const QStringList moe = {"aten::layer_norm", "aten::softmax",
                                 "aten::layer_norm", "RouterGatingLinearFunction",
                                 "aten::topk",       "aten::scatter",
                                 "aten::sum",        "aten::argsort",
                                 "_AllToAll",        "LinearWithGradAccumulationAndAsyncCommunication",
                                 "aten::add"};
        QTest::newRow("a MoE layer") << moe
                                     << "attn0 attn0 moe_router0 moe_router0 moe_router0 moe_router0 "
                                        "moe_preprocess0 moe_preprocess0 moe_experts0 moe_experts0 "
                                        "moe_experts0";
        QTest::newRow("no norm (fused into the linear): nothing placed")
            << QStringList{"aten::softmax", "aten::gelu"} << "other other";
    }

    void scopes()
    {
        QFETCH(QStringList, ops);
        QFETCH(QString, places);
        QStringList got;
        for (const ScopeClassifier::Place& p : ScopeClassifier::classify(ops))
            got << profileScopeKey(p.scope) + (p.layer >= 0 ? QString::number(p.layer) : QString());
        QCOMPARE(got.join(QLatin1Char(' ')), places);
    }

    // The backward op linked to the forward attention op launches its kernel on the autograd thread: the kernel
    // counts for attn; an unlinked op right after it takes the same place.
    void backwardThroughLinks()
    {
        TraceWriter w;
        w.annotation("ProfilerStep#1", 0, 2000);
        w.cpuOp("aten::layer_norm", 10, 10);
        w.cpuOp("aten::softmax", 30, 10);
        w.launch(32, 3, 40, 5);
        w.cpuOp("aten::layer_norm", 50, 10);
        w.cpuOp("aten::gelu", 70, 10);
        w.launch(72, 3, 80, 5);
        w.cpuOp("autograd::engine::evaluate_function: SoftmaxBackward0", 500, 20, TraceWriter::BackwardTid);
        w.launch(505, 3, 510, 5, TraceWriter::BackwardTid);
        w.cpuOp("autograd::engine::evaluate_function: AccumulateGrad", 530, 20, TraceWriter::BackwardTid);
        w.launch(535, 3, 540, 5, TraceWriter::BackwardTid);
        w.link(30, 500);
        ProfileAnalysis a;
        ProfileError e;
        QVERIFY2(analyse(w, &a, &e), qPrintable(e.message));
        QVERIFY(a.scopesFound);
        QStringList got;
        for (const GpuActivity& act : a.steps.front().activities)
            got << profileScopeKey(act.scope);
        QCOMPARE(got, (QStringList{"attn", "mlp", "attn", "attn"}));
    }

    // A host-bound step (each launch 50 us apart, kernels of 5 us) gains from graphs; a GPU-bound one (kernels
    // longer than the host's pace) does not.
    void prediction_data()
    {
        QTest::addColumn<double>("kernelUs");
        QTest::addColumn<bool>("gains");
        QTest::newRow("host-bound") << 5.0 << true;
        QTest::newRow("GPU-bound") << 200.0 << false;
    }

    void prediction()
    {
        QFETCH(double, kernelUs);
        QFETCH(bool, gains);
        TraceWriter w;
        w.annotation("ProfilerStep#1", 0, 100000);
        double gpu = 0;
        double t = 10;
        for (int layer = 0; layer < 2; ++layer)
            for (const char* op :
                 {"aten::layer_norm", "aten::softmax", "aten::add", "aten::layer_norm", "aten::gelu"}) {
                w.cpuOp(op, t, 45);
                for (int k = 0; k < 2; ++k) {
                    const double launch = t + 5 + 20 * k;
                    gpu = std::max(gpu, launch + 6);
                    w.launch(launch, 4, gpu, kernelUs);
                    gpu += kernelUs;
                }
                t += 50;
            }
        ProfileAnalysis a;
        ProfileError e;
        QVERIFY2(analyse(w, &a, &e), qPrintable(e.message));
        const GraphPrediction g = GraphPrediction::predict(a);
        const ScopePrediction* layer = g.find(QStringLiteral("layer"));
        const ScopePrediction* attn = g.find(QStringLiteral("attn"));
        QVERIFY(layer && attn);
        QCOMPARE(layer->totals.launches, 20);
        QCOMPARE(layer->totals.regions, 2);
        QCOMPARE(attn->totals.launches, 12); // norm, softmax and bias-dropout-add of two layers
        QVERIFY(layer->removableUs <= layer->totals.idleUs);
        QVERIFY(attn->removableUs <= layer->removableUs);
        if (gains) {
            QVERIFY2(layer->speedup() > 2.0, qPrintable(QString::number(layer->speedup())));
            QVERIFY(g.recommendation().contains(QLatin1String("Graph attn and mlp")));
        } else {
            QVERIFY2(layer->speedup() < 1.1, qPrintable(QString::number(layer->speedup())));
            QVERIFY(!g.recommendation().contains(QLatin1String("Graph ")));
        }
    }

    // The kept trace of Megatron-Core's eager GPTModel step (tests/data/profile/README.md): 8 layers found, the
    // GPU mostly idle waiting on launches, graphs predicted to pay, the full iteration more than whole layers.
    void realEagerTrace()
    {
        ProfileReport r;
        ProfileError e;
        QVERIFY2(ProfileReport::load(realTrace(), &r, &e), qPrintable(e.message));
        QCOMPARE(r.analysis.stepRule, ProfileAnalysis::StepRule::OptimizerStep);
        QCOMPARE(r.analysis.steps.size(), 2);
        QVERIFY(r.analysis.scopesFound);
        const StepProfile& p = r.analysis.steps.back();
        QCOMPARE(p.layers, 8);
        QVERIFY2(p.kernelCount() > 500 && p.kernelCount() < 650, qPrintable(QString::number(p.kernelCount())));
        QVERIFY(p.busyUs() < 0.25 * p.spanUs());
        const ScopeTotals all = p.totals([](ProfileScope, int) { return 0; });
        QVERIFY(all.idleByCause[int(GapCause::Launch)] > 0.5 * p.idleUs());
        const ScopePrediction* layer = r.prediction.find(QStringLiteral("layer"));
        const ScopePrediction* full = r.prediction.find(QStringLiteral("full_iteration"));
        QVERIFY(layer && full && layer->present());
        QVERIFY(layer->speedup() > 1.5);
        QVERIFY(full->speedup() > layer->speedup());
        QVERIFY(r.text().contains(QLatin1String("Optimizer.step#")));
    }

    // A real trace recorded with a profiler schedule (the profiler names ProfilerStep#N itself, as under Megatron's
    // --use-pytorch-profiler), of a GPU-bound step: H=4096 L=3 T=4096, where Megatron's graphs gained nothing.
    void realGpuBoundTraceFromTheProfilerSchedule()
    {
        ProfileReport r;
        ProfileError e;
        const QString path = QStringLiteral(CGA_TEST_DATA_DIR "/profile/dense_h4096_eager.pt.trace.json.gz");
        QVERIFY2(ProfileReport::load(path, &r, &e), qPrintable(e.message));
        QCOMPARE(r.analysis.stepRule, ProfileAnalysis::StepRule::ProfilerStep);
        QCOMPARE(r.analysis.steps.size(), 2);
        const StepProfile& p = r.analysis.steps.back();
        QCOMPARE(p.label, QStringLiteral("ProfilerStep#2"));
        QCOMPARE(p.layers, 3);
        QVERIFY(p.busyUs() > 0.95 * p.spanUs());
        const ScopePrediction* layer = r.prediction.find(QStringLiteral("layer"));
        const ScopePrediction* full = r.prediction.find(QStringLiteral("full_iteration"));
        QVERIFY(layer && full && layer->present());
        QVERIFY2(layer->speedup() < 1.05 && full->speedup() < 1.05, qPrintable(r.text()));
        QVERIFY(r.text().contains(QLatin1String("No single scope is launch-bound")));
    }
    // A long trace keeps only its first steps: read in two passes (the step markers, then the events of those
    // steps), it gives the same report as when read whole, from a fraction of the spans; every step on request.
    void longTraceKeepsItsFirstSteps_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("maxSteps");
        QTest::addColumn<int>("expectedSteps");
        const QString optimizer = realTrace();
        const QString profiler = QStringLiteral(CGA_TEST_DATA_DIR "/profile/dense_h4096_eager.pt.trace.json.gz");
        QTest::newRow("Optimizer.step# steps, 3 of 10") << optimizer << 3 << 3;
        QTest::newRow("ProfilerStep# steps, 3 of 10") << profiler << 3 << 3;
        QTest::newRow("ProfilerStep# steps, 9 of 10") << profiler << 9 << 9;
        QTest::newRow("every step") << optimizer << 0 << 10;
        QTest::newRow("fewer steps than kept") << profiler << 12 << 10;
    }

    void longTraceKeepsItsFirstSteps()
    {
        QFETCH(QString, source);
        QFETCH(int, maxSteps);
        QFETCH(int, expectedSteps);
        const QString path = repeated(source, 5);
        QVERIFY(!path.isEmpty());
        ProfileReadOptions whole;
        whole.maxSteps = maxSteps;
        ProfileReadOptions twoPasses = whole;
        twoPasses.singlePassBytes = 0;

        ProfileTrace all;
        ProfileTrace windowed;
        ProfileError e;
        QVERIFY2(ProfileTrace::read(path, &all, &e, whole), qPrintable(e.message));
        QVERIFY2(ProfileTrace::read(path, &windowed, &e, twoPasses), qPrintable(e.message));
        QVERIFY(!all.windowed);
        QCOMPARE(windowed.windowed, maxSteps > 0 && maxSteps < 10);
        QCOMPARE(windowed.eventCount, all.eventCount);
        if (windowed.windowed)
            QVERIFY2(
                windowed.spans.size() < all.spans.size() * std::min(1.0, (maxSteps + 2) / 10.0 + 0.05),
                qPrintable(QStringLiteral("%1 of %2 spans kept").arg(windowed.spans.size()).arg(all.spans.size())));

        ProfileReport a;
        ProfileReport b;
        QVERIFY2(ProfileReport::load(path, &a, &e, whole), qPrintable(e.message));
        QVERIFY2(ProfileReport::load(path, &b, &e, twoPasses), qPrintable(e.message));
        QCOMPARE(a.analysis.steps.size(), expectedSteps);
        QCOMPARE(a.analysis.stepsInTrace, 10);
        QCOMPARE(b.analysis.stepsInTrace, 10);
        QCOMPARE(QJsonDocument(b.toJson()).toJson(), QJsonDocument(a.toJson()).toJson());
        QCOMPARE(a.toJson().value(QStringLiteral("steps_in_trace")).toInt(), 10);
        QCOMPARE(a.text().contains(QStringLiteral("The first %1 of the trace's 10 steps").arg(expectedSteps)),
                 expectedSteps < 10);
    }
};

QTEST_GUILESS_MAIN(TstProfileAnalysis)
#include "tst_profileanalysis.moc"
