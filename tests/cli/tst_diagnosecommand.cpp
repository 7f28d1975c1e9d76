// `cga diagnose` as a user runs it: exit status, the JSON schema and the text output.
#include "support/clirun.h"
#include "support/megatronlogwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using cga::test::MegatronLogWriter;

class TestDiagnoseCommand : public QObject
{
    Q_OBJECT

private:
    using Run = cga::test::CliRun;
    static Run cga(const QStringList& args) { return cga::test::runCga(args); }
    static QString data(const char* name) { return QStringLiteral(CGA_TEST_DATA_DIR "/logs/") + QLatin1String(name); }
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
    void exitStatus_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<int>("status");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("healthy TE run") << QStringList{data("te-attn-4ranks-torchrun.log")} << 0 << QStringList{};
        QTest::newRow("healthy full_iteration run, CRLF")
            << QStringList{data("full-iteration-srun-crlf.log")} << 0 << QStringList{};
        QTest::newRow("NCCL graph registration")
            << QStringList{data("nccl-graph-register-4ranks.log")} << 1 << QStringList{"LOG-01"};
        QTest::newRow("two logs merge") << QStringList{data("full-recompute-te-srun.log"),
                                                       data("oom-during-capture-pp4.log")}
                                        << 1 << QStringList{"LOG-04", "LOG-22"};
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/rank0.log")} << 2 << QStringList{};
        QTest::newRow("missing file beside a good one")
            << QStringList{data("nccl-graph-register-4ranks.log"), QStringLiteral("/nonexistent/rank1.log")} << 2
            << QStringList{"LOG-01"};
    }

    void exitStatus()
    {
        QFETCH(QStringList, files);
        QFETCH(QStringList, ids);
        const Run r = cga(QStringList{"diagnose", "--format", "json"} + files);
        QTEST(r.exitCode, "status");
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, r.out.constData());
        QStringList got;
        for (const QJsonValue& v : doc.object().value(QStringLiteral("findings")).toArray())
            got << v.toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(got, ids);
        if (r.exitCode == 2)
            QVERIFY(r.err.contains("/nonexistent/"));
    }

    void jsonSchema()
    {
        const Run r = cga({"diagnose", "--format", "json", data("nccl-graph-register-4ranks.log")});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(root.keys(), QStringList{"findings"});
        const QJsonObject f = root.value(QStringLiteral("findings")).toArray().at(0).toObject();
        QCOMPARE(f.value(QStringLiteral("id")).toString(), QStringLiteral("LOG-01"));
        QCOMPARE(f.value(QStringLiteral("pain_point")).toString(), QStringLiteral("PP-01"));
        QCOMPARE(f.value(QStringLiteral("rule")).toString(), QStringLiteral("MCR-03"));
        QCOMPARE(f.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
        QVERIFY(f.value(QStringLiteral("fix")).toString().contains(QLatin1String("NCCL_GRAPH_REGISTER=0")));
        const QJsonArray evidence = f.value(QStringLiteral("evidence")).toArray();
        QCOMPARE(evidence.size(), 3);
        QVERIFY2(evidence.at(0).toString().contains(QLatin1String("nccl-graph-register-4ranks.log:15: [rank 0] "
                                                                  "AssertionError: Setting NCCL_GRAPH_REGISTER=0")),
                 qPrintable(evidence.at(0).toString()));
        QCOMPARE(f.value(QStringLiteral("ranks")).toArray().size(), 4);
        QCOMPARE(f.value(QStringLiteral("occurrences")).toInt(), 4);
    }

    void warningsOnlyExitZero()
    {
        MegatronLogWriter w;
        w.graphRun(QStringLiteral("transformer_engine"), 3, 3, 1450, 8300, 1190);
        w.teCapture(6.9); // and nothing after it
        const Run r = cga({"diagnose", "--format", "json", write("hang.log", w.text)});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray findings = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("findings")).toArray();
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.at(0).toObject().value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
        QCOMPARE(findings.at(0).toObject().value(QStringLiteral("pain_point")).toString(), QStringLiteral("PP-08"));
    }

    void textOutput()
    {
        Run r = cga({"diagnose", data("nccl-graph-register-4ranks.log")});
        QCOMPARE(r.exitCode, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QLatin1String("LOG-01  PP-01  MCR-03")), qPrintable(out));
        QVERIFY(out.contains(QLatin1String("ranks 0-3, 4 line(s)")));
        QVERIFY(out.contains(QLatin1String("fix: Export NCCL_GRAPH_REGISTER=0")));
        r = cga({"diagnose", data("te-attn-4ranks-torchrun.log")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("No known failure signature"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no file") << QStringList{"diagnose"};
        QTest::newRow("bad format") << QStringList{"diagnose", "--format", "xml", data("te-attn-4ranks-torchrun.log")};
        QTest::newRow("bad warmup") << QStringList{"diagnose", "--warmup-steps", "-1",
                                                   data("te-attn-4ranks-torchrun.log")};
        QTest::newRow("unknown option") << QStringList{"diagnose", "--frobnicate"};
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        const Run r = cga(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }

    void binaryAndTruncatedInput()
    {
        QByteArray binary;
        for (int i = 0; i < 100000; ++i)
            binary += char((i * 37) & 0xff);
        Run r = cga({"diagnose", "--format", "json", write("core.bin", binary)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(r.out).isObject());
        r = cga({"diagnose", "--format", "json",
                 write("cut.log", "[rank1]:AssertionError: full recompute is only supported with full iteration")});
        QCOMPARE(r.exitCode, 0); // the message is cut before its end: not the signature
    }
};

QTEST_GUILESS_MAIN(TestDiagnoseCommand)
#include "tst_diagnosecommand.moc"
