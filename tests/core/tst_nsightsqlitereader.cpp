#include "profile/graphprediction.h"
#include "profile/nsightsqlitereader.h"
#include "profile/profileanalysis.h"
#include "profile/profilereport.h"
#include "support/nsysexportwriter.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;
using cga::test::NsysExportWriter;

// Nsight Systems SQLite exports: real PyTorch traces written in the exports' schemas and read back through the
// SQLite reader give the analysis the JSON reader gives; names, processes, step markers, windows and bad input.
class TstNsightSqliteReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static QString realTrace(const QString& name) { return QStringLiteral(CGA_TEST_DATA_DIR "/profile/") + name; }

    // The real JSON trace as an export of the given schema; empty on failure.
    QString exportOf(const QString& trace, NsysExportWriter& writer, const QString& name = QStringLiteral("e.sqlite"))
    {
        const QString path = m_dir.filePath(name);
        QString error;
        if (!writer.writeTrace(trace, path, &error)) {
            qWarning() << error;
            return {};
        }
        return path;
    }

    static bool report(const QString& path, ProfileReport* r, ProfileError* e, const ProfileReadOptions& o = {})
    {
        return ProfileReport::load(path, r, e, o);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void apiNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("api");
        QTest::newRow("runtime") << "cudaLaunchKernel_v7000"
                                 << "cudaLaunchKernel";
        QTest::newRow("per-thread stream") << "cudaMemcpyAsync_ptsz_v7000"
                                           << "cudaMemcpyAsync_ptsz";
        QTest::newRow("sync") << "cudaDeviceSynchronize_v3020"
                              << "cudaDeviceSynchronize";
        QTest::newRow("driver, unversioned") << "cuLaunchKernel"
                                             << "cuLaunchKernel";
        QTest::newRow("a v inside the name") << "cudaGraphLaunch_v10000"
                                             << "cudaGraphLaunch";
    }
    void apiNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, api);
        QCOMPARE(NsightSqliteReader::apiName(name), api);
        QCOMPARE(ProfileTrace::isLaunchCall(NsightSqliteReader::apiName(name)), ProfileTrace::isLaunchCall(api));
    }

    void torchOps_data()
    {
        QTest::addColumn<QString>("range");
        QTest::addColumn<bool>("isOp");
        QTest::addColumn<QString>("op");
        QTest::addColumn<qint64>("seq");
        QTest::newRow("forward with shapes")
            << "aten::addmm, seq = 5, op_id = 3, sizes = [[2, 3], [3]]" << true << "aten::addmm" << qint64(5);
        QTest::newRow("backward") << "AddmmBackward0, seq = 5, op_id = 90" << true << "AddmmBackward0" << qint64(5);
        QTest::newRow("older backward") << "MmBackward, stashed seq=7" << true << "MmBackward" << qint64(7);
        QTest::newRow("no sequence") << "aten::empty, op_id = 4, sizes = []" << true << "aten::empty" << qint64(-1);
        QTest::newRow("bare aten op") << "aten::copy_" << true << "aten::copy_" << qint64(-1);
        QTest::newRow("user range") << "MPI_Send" << false << "" << qint64(-1);
        QTest::newRow("Megatron range")
            << "megatron.core.transformer.transformer_layer.TransformerLayer._forward_attention.self_attention" << false
            << "" << qint64(-1);
        QTest::newRow("a comma of its own") << "forward, then backward" << false << "" << qint64(-1);
    }
    void torchOps()
    {
        QFETCH(QString, range);
        QFETCH(bool, isOp);
        QFETCH(QString, op);
        QFETCH(qint64, seq);
        QString gotOp;
        qint64 gotSeq = -2;
        QCOMPARE(NsightSqliteReader::torchOp(range, &gotOp, &gotSeq), isOp);
        if (isOp) {
            QCOMPARE(gotOp, op);
            QCOMPARE(gotSeq, seq);
        }
    }

    // The same real run read from its PyTorch trace and from an export of it: the same steps, launches, kernels,
    // GPU time, gaps and prediction.
    void sameAnalysisAsTheTrace_data()
    {
        QTest::addColumn<QString>("trace");
        QTest::addColumn<int>("schema");
        QTest::addColumn<int>("steps");
        QTest::newRow("dense H=1024, schema 3.13")
            << "dense_eager.pt.trace.json.gz" << int(NsysExportWriter::Schema::V3_13) << 2;
        QTest::newRow("dense H=1024, schema 2.9")
            << "dense_eager.pt.trace.json.gz" << int(NsysExportWriter::Schema::V2_9) << 2;
        QTest::newRow("MoE, schema 3.13") << "moe_eager.pt.trace.json.gz" << int(NsysExportWriter::Schema::V3_13) << 2;
        QTest::newRow("H=4096 with ProfilerStep#")
            << "dense_h4096_eager.pt.trace.json.gz" << int(NsysExportWriter::Schema::V2_9) << 2;
    }
    void sameAnalysisAsTheTrace()
    {
        QFETCH(QString, trace);
        QFETCH(int, schema);
        QFETCH(int, steps);
        NsysExportWriter writer;
        writer.schema = NsysExportWriter::Schema(schema);
        const QString path = exportOf(realTrace(trace), writer);
        QVERIFY(!path.isEmpty());
        QVERIFY(NsightSqliteReader::isSqlite(path));
        QVERIFY(!NsightSqliteReader::isSqlite(realTrace(trace)));
        ProfileReport json, sql;
        ProfileError e;
        QVERIFY2(report(realTrace(trace), &json, &e), qPrintable(e.message));
        QVERIFY2(report(path, &sql, &e), qPrintable(e.message));
        QCOMPARE(sql.analysis.steps.size(), steps);
        QCOMPARE(sql.analysis.steps.size(), json.analysis.steps.size());
        QCOMPARE(sql.analysis.stepRule, json.analysis.stepRule);
        QCOMPARE(sql.analysis.scopesFound, json.analysis.scopesFound);
        QVERIFY(sql.analysis.format.contains(QLatin1String("Nsight Systems")));
        for (int i = 0; i < steps; ++i) {
            const StepProfile& a = json.analysis.steps[i];
            const StepProfile& b = sql.analysis.steps[i];
            QCOMPARE(b.kernelCount(), a.kernelCount());
            QCOMPARE(b.launches.size(), a.launches.size());
            QCOMPARE(b.activities.size(), a.activities.size());
            QCOMPARE(b.layers, a.layers);
            QVERIFY2(std::abs(b.busyUs() - a.busyUs()) < 1.0, qPrintable(QString::number(b.busyUs() - a.busyUs())));
            QVERIFY(std::abs(b.idleUs() - a.idleUs()) < 1.0);
            for (int c = 0; c < 4; ++c)
                QCOMPARE(b.gapCount[c], a.gapCount[c]);
        }
        QCOMPARE(sql.prediction.scopes.size(), json.prediction.scopes.size());
        for (int s = 0; s < json.prediction.scopes.size(); ++s) {
            const ScopePrediction& a = json.prediction.scopes[s];
            const ScopePrediction& b = sql.prediction.scopes[s];
            QCOMPARE(b.scope, a.scope);
            QCOMPARE(b.totals.launches, a.totals.launches);
            QCOMPARE(b.totals.regions, a.totals.regions);
            QVERIFY2(std::abs(b.speedup() - a.speedup()) < 0.005 * a.speedup(),
                     qPrintable(QStringLiteral("%1: %2 against %3").arg(a.scope).arg(b.speedup()).arg(a.speedup())));
        }
    }

    // Only ops named as emit_nvtx names them place scopes; without them the export still predicts the full
    // iteration and says why it cannot place scopes.
    void withoutTorchOpRanges()
    {
        NsysExportWriter writer;
        writer.torchOpRanges = false;
        const QString path = exportOf(realTrace(QStringLiteral("dense_eager.pt.trace.json.gz")), writer);
        ProfileReport r;
        ProfileError e;
        QVERIFY2(report(path, &r, &e), qPrintable(e.message));
        QVERIFY(!r.analysis.scopesFound);
        QVERIFY(r.analysis.notes.join(QLatin1Char(' ')).contains(QLatin1String("emit_nvtx")));
        QVERIFY(r.text().contains(QLatin1String("emit_nvtx")));
        QVERIFY(r.prediction.find(QStringLiteral("full_iteration"))->speedup() > 2.0);
    }

    void readsTheProcessWithTheMostKernels()
    {
        NsysExportWriter writer;
        writer.otherProcessKernels = 3;
        const QString path = exportOf(realTrace(QStringLiteral("dense_eager.pt.trace.json.gz")), writer);
        ProfileTrace t;
        ProfileError e;
        QVERIFY2(ProfileTrace::read(path, &t, &e), qPrintable(e.message));
        const QString notes = t.notes.join(QLatin1Char(' '));
        QVERIFY2(notes.contains(QLatin1String("2 processes")), qPrintable(notes));
        QVERIFY(notes.contains(QString::number(NsysExportWriter::Pid)));
        for (const TraceSpan& s : t.spans)
            QVERIFY(t.nameOf(s) != QLatin1String("other_process_kernel"));
    }

    void windowKeepsTheFirstSteps()
    {
        NsysExportWriter writer;
        const QString path = exportOf(realTrace(QStringLiteral("dense_h4096_eager.pt.trace.json.gz")), writer);
        ProfileReadOptions one;
        one.maxSteps = 1;
        ProfileTrace whole, first;
        ProfileError e;
        QVERIFY(NsightSqliteReader::read(path, &whole, &e));
        QVERIFY(NsightSqliteReader::read(path, &first, &e, one));
        QVERIFY(first.windowed);
        QCOMPARE(first.stepsInTrace, 2);
        QVERIFY(first.spans.size() < whole.spans.size());
        ProfileAnalysis a, b;
        QVERIFY(ProfileAnalysis::analyze(whole, &a, &e));
        QVERIFY2(ProfileAnalysis::analyze(first, &b, &e), qPrintable(e.message));
        QCOMPARE(b.steps.size(), 1);
        QCOMPARE(b.stepsInTrace, 2);
        QCOMPARE(b.steps[0].kernelCount(), a.steps[0].kernelCount());
        QCOMPARE(b.steps[0].launches.size(), a.steps[0].launches.size());
    }

    void progressAndCancel()
    {
        NsysExportWriter writer;
        const QString path = exportOf(realTrace(QStringLiteral("moe_eager.pt.trace.json.gz")), writer);
        QList<double> seen;
        ProfileReadOptions o;
        o.progress = [&seen](double f) {
            seen << f;
            return true;
        };
        ProfileTrace t;
        ProfileError e;
        QVERIFY(NsightSqliteReader::read(path, &t, &e, o));
        QVERIFY(seen.size() >= 3);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QCOMPARE(seen.last(), 1.0 * seen.last()); // finite
        QVERIFY(seen.last() > 0.9);
        o.progress = [](double f) { return f < 0.3; };
        QVERIFY(!NsightSqliteReader::read(path, &t, &e, o));
        QCOMPARE(e.kind, ProfileError::Kind::Cancelled);
    }

    // Step markers of an export: the user's own range, Bridge's training_step_N, the whole trace; without any, the
    // error names the ranges that repeat.
    void stepMarkers_data()
    {
        QTest::addColumn<QString>("marker");
        QTest::addColumn<bool>("wholeTrace");
        QTest::addColumn<int>("steps");
        QTest::addColumn<QString>("label");
        QTest::newRow("training_step_N") << "" << false << 3 << "training_step_7";
        QTest::newRow("the user's marker, around each step") << "iteration" << false << 3 << "step 1";
        QTest::newRow("the user's marker, around one call") << "data_loader" << false << 2 << "step 1";
        QTest::newRow("whole trace") << "" << true << 1 << "whole trace";
    }
    void stepMarkers()
    {
        QFETCH(QString, marker);
        QFETCH(bool, wholeTrace);
        QFETCH(int, steps);
        QFETCH(QString, label);
        // three steps of 10 ms, each a launch and a kernel, inside ranges as Bridge and a user name them
        ProfileTrace t;
        for (int i = 0; i < 3; ++i) {
            const double s = 1000.0 + i * 10000.0;
            auto add = [&t](TraceSpan::Kind k, const QString& n, double ts, double dur, qint64 c, qint64 tid = 1) {
                TraceSpan x;
                x.kind = k;
                x.name = t.intern(n);
                x.ts = ts;
                x.dur = dur;
                x.correlation = c;
                x.tid = tid;
                x.stream = 7;
                t.spans.push_back(x);
            };
            add(TraceSpan::Kind::Annotation,
                QStringLiteral("megatron.bridge.training.train.train.training_step_%1").arg(7 + i), s, 9000, -1);
            add(TraceSpan::Kind::Annotation, QStringLiteral("iteration %1").arg(i), s, 9500, -1);
            add(TraceSpan::Kind::Annotation, QStringLiteral("data_loader"), s + 10, 50, -1);
            add(TraceSpan::Kind::Launch, QStringLiteral("cudaLaunchKernel"), s + 100, 10, i + 1);
            add(TraceSpan::Kind::Kernel, QStringLiteral("k"), s + 120, 500, i + 1, 0);
        }
        NsysExportWriter writer;
        const QString path = m_dir.filePath(QStringLiteral("markers.sqlite"));
        QString error;
        QVERIFY2(writer.write(t, path, &error), qPrintable(error));
        ProfileReadOptions o;
        o.stepMarker = marker;
        o.wholeTrace = wholeTrace;
        ProfileReport r;
        ProfileError e;
        QVERIFY2(report(path, &r, &e, o), qPrintable(e.message));
        QCOMPARE(r.analysis.steps.size(), steps);
        QCOMPARE(r.analysis.steps.front().label, label);
        for (const StepProfile& p : std::as_const(r.analysis.steps))
            QVERIFY(p.kernelCount() >= 1);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("error");
        QTest::addColumn<QString>("says");
        QTest::newRow("another SQLite database") << "plain" << int(ProfileError::Kind::NotATrace) << "nsys export";
        QTest::newRow("a column missing") << "column" << int(ProfileError::Kind::UnknownSchema)
                                          << "CUPTI_ACTIVITY_KIND_KERNEL has no column correlationId";
        QTest::newRow("truncated") << "truncated" << int(ProfileError::Kind::Garbled) << "cannot be read";
        QTest::newRow("no step marker") << "nomarker" << int(ProfileError::Kind::NoSteps) << "--step-marker";
        QTest::newRow("a marker that is not there")
            << "wrongmarker" << int(ProfileError::Kind::NoSteps) << "no range of the trace is named nosuchrange";
        QTest::newRow("no kernels") << "nokernels" << int(ProfileError::Kind::NoSteps) << "no CUDA kernel";
    }
    void badInput()
    {
        QFETCH(QString, kind);
        QFETCH(int, error);
        QFETCH(QString, says);
        const QString path = m_dir.filePath(kind + QStringLiteral(".sqlite"));
        ProfileReadOptions o;
        if (kind == QLatin1String("plain")) {
            QFile::remove(path);
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("plain"));
                db.setDatabaseName(path);
                QVERIFY(db.open());
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("CREATE TABLE notes (id INTEGER, text TEXT)")));
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("plain"));
        } else {
            NsysExportWriter writer;
            if (kind == QLatin1String("column"))
                writer.skipColumns << QStringLiteral("CUPTI_ACTIVITY_KIND_KERNEL.correlationId");
            ProfileTrace t;
            ProfileError e;
            ProfileReadOptions all;
            all.maxSteps = 0;
            QVERIFY(ProfileTrace::read(realTrace(QStringLiteral("dense_eager.pt.trace.json.gz")), &t, &e, all));
            if (kind == QLatin1String("nomarker") || kind == QLatin1String("wrongmarker")) {
                std::vector<TraceSpan> kept;
                for (const TraceSpan& s : t.spans)
                    if (!t.nameOf(s).startsWith(QLatin1String("Optimizer.step#")))
                        kept.push_back(s);
                t.spans = kept;
                TraceSpan mark;
                mark.kind = TraceSpan::Kind::Annotation;
                mark.name = t.intern(QStringLiteral("MPI_Send"));
                for (double ts : {t.spans.front().ts, t.spans.front().ts + 10}) {
                    mark.ts = ts;
                    mark.dur = 1;
                    t.spans.push_back(mark);
                }
                if (kind == QLatin1String("wrongmarker"))
                    o.stepMarker = QStringLiteral("nosuchrange");
            }
            if (kind == QLatin1String("nokernels")) {
                std::vector<TraceSpan> kept;
                for (const TraceSpan& s : t.spans)
                    if (s.kind != TraceSpan::Kind::Kernel)
                        kept.push_back(s);
                t.spans = kept;
            }
            QString why;
            QVERIFY2(writer.write(t, path, &why), qPrintable(why));
            if (kind == QLatin1String("truncated")) {
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadWrite));
                QVERIFY(f.resize(f.size() / 3));
            }
        }
        ProfileReport r;
        ProfileError e;
        QVERIFY(!report(path, &r, &e, o));
        QCOMPARE(int(e.kind), error);
        QVERIFY2(e.message.contains(path) || e.message.contains(QFileInfo(path).fileName()), qPrintable(e.message));
        QVERIFY2(e.message.contains(says), qPrintable(e.message));
        if (kind == QLatin1String("nomarker"))
            QVERIFY2(e.message.contains(QLatin1String("MPI_Send (2 times)")), qPrintable(e.message));
    }

    // Real exports of Nsight Systems (not kept in the project): CGA_NSYS_SAMPLES names a folder that holds them.
    void realExports_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("marker");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("kernels");
        QTest::addColumn<int>("launches");
        // a step: one saxpy kernel and three blocking cudaMemcpy, between MPI calls
        QTest::newRow("saxpy, NVTX marker, schema 2.9") << "saxpy-mpi-cuda_nsys_perlmutter0.sqlite"
                                                        << "saxpy" << 4 << 1 << 4;
        QTest::newRow("cloverleaf, whole trace, schema 3.13") << "perlmutter-cloverleaf-cuda.sqlite"
                                                              << "" << 1 << 1312 << 1591;
    }
    void realExports()
    {
        QFETCH(QString, file);
        QFETCH(QString, marker);
        QFETCH(int, steps);
        QFETCH(int, kernels);
        QFETCH(int, launches);
        const QString dir = qEnvironmentVariable("CGA_NSYS_SAMPLES");
        if (dir.isEmpty() || !QFile::exists(QDir(dir).filePath(file)))
            QSKIP("CGA_NSYS_SAMPLES does not name a folder with this real export");
        ProfileReadOptions o;
        o.stepMarker = marker;
        o.wholeTrace = marker.isEmpty();
        ProfileReport r;
        ProfileError e;
        QVERIFY2(report(QDir(dir).filePath(file), &r, &e, o), qPrintable(e.message));
        QCOMPARE(r.analysis.steps.size(), steps);
        QCOMPARE(r.analysis.steps.front().kernelCount(), kernels);
        QCOMPARE(int(r.analysis.steps.front().launches.size()), launches);
        // both wait on the host: blocking copies (saxpy), a cudaDeviceSynchronize after each kernel (CloverLeaf)
        QVERIFY(r.analysis.steps.front().gapCount[int(GapCause::Sync)] > 0);
        qInfo().noquote() << r.text();
    }
};

QTEST_GUILESS_MAIN(TstNsightSqliteReader)
#include "tst_nsightsqlitereader.moc"
