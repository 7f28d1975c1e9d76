// `cga profile` on real and broken traces: text, JSON, the check against a measured A/B, charts and exit status.
#include "support/clirun.h"
#include "support/nsysexportwriter.h"
#include "support/tracewriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestProfileCommand : public QObject
{
    Q_OBJECT

private:
    using Run = cga::test::CliRun;
    static Run cga(const QStringList& args) { return cga::test::runCga(args); }
    static QString dense() { return QStringLiteral(CGA_TEST_DATA_DIR "/profile/dense_eager.pt.trace.json.gz"); }
    static QString moe() { return QStringLiteral(CGA_TEST_DATA_DIR "/profile/moe_eager.pt.trace.json.gz"); }
    QString write(const char* name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return {};
        return path;
    }

    QTemporaryDir m_dir;

private slots:
    void textOfTheDenseEagerTrace()
    {
        const Run r = cga({"profile", dense()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("steps from Optimizer.step# annotations"));
        QVERIFY(r.out.contains("step 2: "));
        QVERIFY(r.out.contains("waiting on launches"));
        QVERIFY(r.out.contains("full_iteration"));
        QVERIFY2(r.out.contains("Graph attn and mlp:"), r.out.constData());
        QVERIFY(r.out.contains("Assumptions:"));
    }

    void jsonOfTheMoeTrace()
    {
        const Run r = cga({"profile", "--format", "json", moe()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(root.value(QStringLiteral("step_rule")).toString(), QStringLiteral("Optimizer.step#"));
        const QJsonArray steps = root.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 2);
        const QJsonObject step = steps.at(1).toObject();
        QCOMPARE(step.value(QStringLiteral("layers")).toInt(), 4);
        QVERIFY(step.value(QStringLiteral("gpu_idle_ms")).toDouble()
                > step.value(QStringLiteral("gpu_busy_ms")).toDouble());
        QVERIFY(step.value(QStringLiteral("scopes")).toObject().contains(QStringLiteral("moe_router")));
        QStringList scopes;
        for (const QJsonValue& s :
             root.value(QStringLiteral("prediction")).toObject().value(QStringLiteral("scopes")).toArray())
            scopes << s.toObject().value(QStringLiteral("scope")).toString();
        QCOMPARE(scopes, (QStringList{"attn", "moe_router", "moe_preprocess", "layer", "full_iteration"}));
    }

    // The dense model measured without the profiler (docs/benchmarks.md): the prediction lands within 15 % of
    // the measured speedups of per-layer and full-iteration graphs.
    void predictionAgainstTheMeasuredAB()
    {
        const Run r = cga({"profile", "--format", "json", dense(), "--measured", "eager=28.9", "--measured",
                           "layer=10.2", "--measured", "full_iteration=4.86"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject prediction
            = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("prediction")).toObject();
        int checked = 0;
        for (const QJsonValue& v : prediction.value(QStringLiteral("scopes")).toArray()) {
            const QJsonObject s = v.toObject();
            if (!s.contains(QStringLiteral("measured_speedup")))
                continue;
            const double predicted = s.value(QStringLiteral("predicted_measured_speedup")).toDouble();
            const double measured = s.value(QStringLiteral("measured_speedup")).toDouble();
            QVERIFY2(std::abs(predicted / measured - 1.0) < 0.15,
                     qPrintable(QStringLiteral("%1: %2 vs %3")
                                    .arg(s.value(QStringLiteral("scope")).toString())
                                    .arg(predicted)
                                    .arg(measured)));
            ++checked;
        }
        QCOMPARE(checked, 2);
        const Run text = cga({"profile", dense(), "--measured", "eager=28.9", "--measured", "layer=10.2"});
        QVERIFY(text.out.contains("Against the measured A/B:"));
        QVERIFY(text.out.contains("layer: predicted"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no trace") << QStringList{"profile"} << "Give one profiler trace";
        QTest::newRow("a missing file") << QStringList{"profile", "/no/such/trace.json"} << "cannot be read";
        QTest::newRow("bad format") << QStringList{"profile", "--format", "csv", dense()} << "Unknown format";
        QTest::newRow("bad measurement") << QStringList{"profile", "--measured", "eager", dense()}
                                         << "expected scope=milliseconds";
        QTest::newRow("negative steps") << QStringList{"profile", "--steps", "-1", dense()}
                                        << "--steps -1: expected a whole number";
        QTest::newRow("steps not a number")
            << QStringList{"profile", "--steps", "all", dense()} << "--steps all: expected a whole number";
        QTest::newRow("marker and whole trace")
            << QStringList{"profile", "--step-marker", "iter", "--whole-trace", dense()} << "not both";
        QTest::newRow("a marker the trace lacks") << QStringList{"profile", "--step-marker", "iteration", dense()}
                                                  << "no range of the trace is named iteration";
    }

    // The same run exported by Nsight Systems: the same steps and prediction as its PyTorch trace, and the export
    // named in the output.
    void nsightExport()
    {
        const QString path = m_dir.filePath(QStringLiteral("dense.sqlite"));
        QString error;
        QVERIFY2(cga::test::NsysExportWriter().writeTrace(dense(), path, &error), qPrintable(error));
        const Run json = cga({"profile", "--format", "json", dense()});
        const Run sql = cga({"profile", "--format", "json", path});
        QVERIFY2(sql.exitCode == 0, sql.err.constData());
        const QJsonObject a = QJsonDocument::fromJson(json.out).object();
        const QJsonObject b = QJsonDocument::fromJson(sql.out).object();
        QCOMPARE(b.value(QStringLiteral("format")).toString(),
                 QStringLiteral("Nsight Systems 2024.5.1.113 SQLite export, schema 3.13.2"));
        QCOMPARE(b.value(QStringLiteral("steps")).toArray().size(), a.value(QStringLiteral("steps")).toArray().size());
        QCOMPARE(b.value(QStringLiteral("prediction")).toObject().value(QStringLiteral("recommendation")),
                 a.value(QStringLiteral("prediction")).toObject().value(QStringLiteral("recommendation")));
        const Run text = cga({"profile", path});
        QVERIFY(text.out.contains("Nsight Systems 2024.5.1.113 SQLite export"));
    }

    // A trace without the usual markers: --step-marker names the range, --whole-trace reads it as one step.
    void stepMarkerOptions_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("steps");
        QTest::addColumn<QString>("rule");
        QTest::newRow("none") << QStringList{} << 2 << 0 << "";
        QTest::newRow("--step-marker") << QStringList{"--step-marker", "iteration"} << 0 << 3 << "named_range";
        QTest::newRow("--whole-trace") << QStringList{"--whole-trace"} << 0 << 1 << "whole_trace";
    }
    void stepMarkerOptions()
    {
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(int, steps);
        QFETCH(QString, rule);
        cga::test::TraceWriter w;
        for (int i = 0; i < 3; ++i) {
            w.annotation("iteration", 1000.0 * i, 900);
            w.launch(1000.0 * i + 10, 5, 1000.0 * i + 20, 300);
        }
        const QString path = m_dir.filePath(QStringLiteral("nomarkers.json"));
        QVERIFY(cga::test::TraceWriter::write(path, w.json()));
        const Run r = cga(QStringList{"profile", "--format", "json"} + options + QStringList{path});
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode != 0) {
            QVERIFY2(r.err.contains("--step-marker NAME"), r.err.constData());
            return;
        }
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("steps")).toArray().size(), steps);
        QCOMPARE(o.value(QStringLiteral("step_rule")).toString(), rule);
    }

    // --steps keeps the first steps of the trace and says that the rest was left out.
    void stepsOption_data()
    {
        QTest::addColumn<QString>("steps");
        QTest::addColumn<int>("analysed");
        QTest::newRow("one of two") << "1" << 1;
        QTest::newRow("every step") << "0" << 2;
        QTest::newRow("more than the trace has") << "5" << 2;
    }

    void stepsOption()
    {
        QFETCH(QString, steps);
        QFETCH(int, analysed);
        const Run r = cga({"profile", "--format", "json", "--steps", steps, dense()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("steps")).toArray().size(), analysed);
        QCOMPARE(o.value(QStringLiteral("steps_in_trace")).toInt(), 2);
        const Run text = cga({"profile", "--steps", steps, dense()});
        QCOMPARE(text.out.contains("The first 1 of the trace's 2 steps are analysed"), analysed == 1);
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cga(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }

    void brokenTraces_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("a log, not a trace")
            << QByteArray("iteration 1/10 | elapsed time per iteration (ms): 9\n") << "not a Chrome trace";
        QTest::newRow("truncated") << QByteArray("{\"schemaVersion\": 1, \"traceEvents\": [{\"ph\": \"X\", \"ts\"")
                                   << "truncated";
        QTest::newRow("no steps") << QByteArray(
            "{\"traceEvents\": [{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"ts\": 1, "
            "\"dur\": 2, \"tid\": 1}]}")
                                  << "no steps found";
    }

    void brokenTraces()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const QString path = write("broken.json", text);
        const Run r = cga({"profile", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void timelineAsPngAndPdf_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << "--png"
                             << "timeline.png" << QByteArray("\x89PNG");
        QTest::newRow("pdf") << "--pdf"
                             << "timeline.pdf" << QByteArray("%PDF");
    }

    void timelineAsPngAndPdf()
    {
#ifndef CGA_CLI_HAS_CHARTS
        QSKIP("cga is built without the GUI (CGA_BUILD_GUI=OFF): no chart export");
#endif
        QFETCH(QString, option);
        QFETCH(QString, file);
        QFETCH(QByteArray, magic);
        const QString path = m_dir.filePath(file);
        const Run r = cga({"profile", option, path, dense()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("step 2: "));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 10000);
        QVERIFY(f.read(magic.size()) == magic);
    }

    void timelineIntoAMissingFolderNamesTheFile()
    {
#ifndef CGA_CLI_HAS_CHARTS
        QSKIP("cga is built without the GUI (CGA_BUILD_GUI=OFF): no chart export");
#endif
        const QString path = m_dir.filePath(QStringLiteral("no/such/folder/t.png"));
        const Run r = cga({"profile", "--png", path, dense()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestProfileCommand)
#include "tst_profilecommand.moc"
