// `cga report` on training logs and result files: text, JSON, CSV and exit status.
#include "support/clirun.h"
#include "support/megatronlogwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using cga::test::MegatronLogWriter;

class TestReportCommand : public QObject
{
    Q_OBJECT

private:
    using Run = cga::test::CliRun;
    static Run cga(const QStringList& args) { return cga::test::runCga(args); }
    QString write(const char* name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return {};
        return path;
    }

    QTemporaryDir m_dir;
    QString m_graph, m_eager;

private slots:
    void initTestCase()
    {
        MegatronLogWriter graph;
        graph.prefix = MegatronLogWriter::Prefix::Torchrun;
        graph.trainIters = 40;
        graph.graphRun(QStringLiteral("transformer_engine"), 3, 40, 1450, 8300, 1190);
        m_graph = write("te.log", graph.text);
        MegatronLogWriter eager;
        eager.trainIters = 40;
        eager.line(QStringLiteral("  cuda_graph_impl: none"));
        for (int it = 1; it <= 40; ++it)
            eager.iteration(it, it == 1 ? 4000 : 1450);
        m_eager = write("eager.log", eager.text);
        QVERIFY(!m_graph.isEmpty() && !m_eager.isEmpty());
    }

    void jsonOfTwoLogs()
    {
        const Run r = cga({"report", "--format", "json", m_graph, m_eager});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        const QJsonArray modes = root.value(QStringLiteral("modes")).toArray();
        QCOMPARE(modes.size(), 2);
        const QJsonObject te = modes.at(0).toObject();
        QCOMPARE(te.value(QStringLiteral("mode")).toString(), QStringLiteral("te.log"));
        QCOMPARE(te.value(QStringLiteral("impl")).toString(), QStringLiteral("transformer_engine"));
        const QJsonObject steady
            = te.value(QStringLiteral("phases")).toObject().value(QStringLiteral("steady")).toObject();
        QCOMPARE(steady.value(QStringLiteral("count")).toInt(), 36);
        QCOMPARE(steady.value(QStringLiteral("median_ms")).toDouble(), 1190.5);
        QCOMPARE(te.value(QStringLiteral("capture_ms")).toDouble(), 6900.0);
        const QJsonObject sp = root.value(QStringLiteral("speedups")).toArray().at(0).toObject();
        QCOMPARE(sp.value(QStringLiteral("graph_mode")).toString(), QStringLiteral("te.log"));
        QCOMPARE(sp.value(QStringLiteral("eager_mode")).toString(), QStringLiteral("eager.log"));
        QCOMPARE(sp.value(QStringLiteral("eager_median_ms")).toDouble(), 1450.0);
        QVERIFY(qAbs(sp.value(QStringLiteral("speedup")).toDouble() - 1450.0 / 1190.5) < 1e-9);
        QVERIFY(qAbs(sp.value(QStringLiteral("break_even_iterations")).toDouble() - 6900.0 / 259.5) < 1e-9);
        QCOMPARE(root.value(QStringLiteral("runs")).toArray().size(), 2);
    }

    void textOfTwoLogs()
    {
        const Run r = cga({"report", m_graph, m_eager});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QLatin1String("te.log  [graphed: transformer_engine, warmup steps 3, log interval 1]")),
                 qPrintable(out));
        QVERIFY(out.contains(QLatin1String("steady state")));
        QVERIFY(out.contains(QLatin1String("te.log vs eager.log: 1.218x")));
        QVERIFY(out.contains(QLatin1String("faster than eager")));
        QVERIFY(out.contains(QLatin1String("capture paid back after 26.6 iterations")));
    }

    void csvOfRawSamples()
    {
        const QString csv = m_dir.filePath(QStringLiteral("samples.csv"));
        Run r = cga({"report", "--csv", csv, m_graph});
        QCOMPARE(r.exitCode, 0);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 41);
        QCOMPARE(lines[0], QByteArray("mode,phase,iteration,wall_ms,gpu_ms,host_ms,rank"));
        QCOMPARE(lines[4], QByteArray("te.log,capture,4,8300.5,,,7"));
        r = cga({"report", "--format", "json", "--csv", "-", m_graph});
        QVERIFY(r.out.contains("te.log,first_call,1,4350.5,,,7"));
    }

    void resultJsonRoundTrip()
    {
        // The JSON of a report input is a benchmark result again: read it back as one.
        MegatronLogWriter w;
        w.graphRun(QStringLiteral("full_iteration"), 2, 10, 1000, 5000, 800);
        const QString log = write("full.log", w.text);
        const Run csv = cga({"report", "--format", "json", log});
        QCOMPARE(csv.exitCode, 0);
        const QString bad
            = write("bad.json", "{\n  \"schema\": \"cga-benchmark-result\",\n  \"version\": 1,\n  oops\n}");
        Run r = cga({"report", bad});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bad.json:4:"), r.err.constData());
        const QString other = write("other.json", "{\"schema\": \"something-else\"}");
        r = cga({"report", other});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("other.json"));
    }

    void badInputs_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("missing file") << QStringList{"report", "/nonexistent/run.log"}
                                      << QByteArray("/nonexistent/run.log");
        QTest::newRow("no input") << QStringList{"report"} << QByteArray("Nothing to report");
        QTest::newRow("bad format") << QStringList{"report", "--format", "yaml", "x.log"} << QByteArray("yaml");
    }

    void badInputs()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run r = cga(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    // Megatron-LM functional-test golden values: per-step iteration-time, read as the run it came from.
    void goldenValuesAreARun()
    {
        QByteArray times;
        for (int step = 2; step <= 30; ++step)
            times += (times.isEmpty() ? "" : ", ") + QByteArray("\"") + QByteArray::number(step) + "\": "
                + (step == 2       ? "30.0"
                       : step == 4 ? "5.5"
                                   : "1.0");
        const QString path = write("golden_values_dev_dgx_h100.json",
                                   "{\"lm loss\": {\"start_step\": 1, \"end_step\": 30, \"step_interval\": 1, "
                                   "\"values\": {\"2\": 10.9}},\n \"iteration-time\": {\"start_step\": 1, "
                                   "\"end_step\": 30, \"step_interval\": 1, \"values\": {"
                                       + times + "}}}\n");
        const Run r = cga({"report", "--format", "json", "--impl", "transformer_engine", path});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray modes = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("modes")).toArray();
        QCOMPARE(modes.size(), 1);
        QCOMPARE(modes.at(0).toObject().value(QStringLiteral("impl")).toString(), QStringLiteral("transformer_engine"));
        const Run none = cga({"report", write("golden_loss_only.json", "{\"lm loss\": {\"values\": {\"1\": 10.9}}}")});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("golden_loss_only.json: golden values without \"iteration-time\""),
                 none.err.constData());
    }

    void garbageLogIsAnError()
    {
        const Run r = cga({"report", write("notes.txt", "just some notes\nno training here\n")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("notes.txt: no iteration line"));
    }

    // NeMo 2.0 logs: their step times are read; iterations without any time are an error, not an empty table.
    void nemoLogs()
    {
        QByteArray timed, untimed;
        for (int i = 0; i < 8; ++i) {
            const QByteArray head = "Training epoch 0, iteration " + QByteArray::number(i)
                + "/7 | lr: 1.5e-06 | global_step: " + QByteArray::number(i) + " | reduced_train_loss: 11.0";
            timed += head + " | train_step_timing in s: " + (i == 0 ? "6.5" : "1.25") + " | consumed_samples: 256\n";
            untimed += head + " | consumed_samples: 256\n";
        }
        const Run ok = cga({"report", write("nemo.log", timed)});
        QCOMPARE(ok.exitCode, 0);
        QVERIFY2(ok.out.contains("1250.0"), ok.out.constData());
        const Run none = cga({"report", write("nemo-untimed.log", untimed)});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("8 iteration lines read, but none gives the time of the step"),
                 none.err.constData());
    }

    void chartsAreWrittenAsPngAndPdf_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << "--png"
                             << "charts.png" << QByteArray("\x89PNG");
        QTest::newRow("pdf") << "--pdf"
                             << "charts.pdf" << QByteArray("%PDF");
    }

    void chartsAreWrittenAsPngAndPdf()
    {
#ifndef CGA_CLI_HAS_CHARTS
        QSKIP("cga is built without the GUI (CGA_BUILD_GUI=OFF): no chart export");
#endif
        QFETCH(QString, option);
        QFETCH(QString, file);
        QFETCH(QByteArray, magic);
        const QString path = m_dir.filePath(file);
        const Run r = cga({"report", option, path, m_graph});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("te.log")); // the numbers are still printed
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 10000); // five charts, not an empty page
        QVERIFY(f.read(magic.size()) == magic);
    }

    void chartsIntoAMissingFolderNameTheFile()
    {
#ifndef CGA_CLI_HAS_CHARTS
        QSKIP("cga is built without the GUI (CGA_BUILD_GUI=OFF): no chart export");
#endif
        const QString path = m_dir.filePath(QStringLiteral("no/such/folder/c.png"));
        const Run r = cga({"report", "--png", path, m_graph});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestReportCommand)
#include "tst_reportcommand.moc"
