#include "profile/profiletrace.h"
#include "profile/traceeventstream.h"
#include "support/tracewriter.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;
using cga::test::TraceWriter;

// The streaming reader of Chrome-trace JSON: what it keeps, its errors (with the byte offset) and its memory.
class TstProfileTrace : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // 200 000 events of launches and kernels after a large member the reader skips; empty on failure.
    QString hugeTrace(bool gzip)
    {
        const QString path = m_dir.filePath(gzip ? QStringLiteral("huge.json.gz") : QStringLiteral("huge.json"));
        if (QFile::exists(path))
            return path;
        QByteArray all = "{\"schemaVersion\": 1, \"deviceProperties\": [";
        for (int i = 0; i < 20000; ++i)
            all += QByteArray(i ? "," : "") + "{\"id\": " + QByteArray::number(i) + ", \"name\": \"H200\"}";
        all += "], \"traceEvents\": [\n";
        TraceWriter w;
        for (int i = 0; i < 100000; ++i)
            w.launch(i * 10.0, 4, i * 10.0 + 5, 3);
        all += w.json().mid(w.json().indexOf("\"traceEvents\": [\n") + 17);
        return TraceWriter::write(path, all, gzip) ? path : QString();
    }

    QString file(const QString& name, const QByteArray& data, bool gzip)
    {
        const QString path = m_dir.filePath(name);
        if (!TraceWriter::write(path, data, gzip))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    static QByteArray gzipped(const QByteArray& data)
    {
        QTemporaryDir d;
        const QString p = d.filePath(QStringLiteral("x.gz"));
        TraceWriter::write(p, data, true);
        QFile f(p);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }

private slots:
    void readsEvents_data()
    {
        QTest::addColumn<bool>("gzip");
        QTest::newRow("plain JSON") << false;
        QTest::newRow("gzipped") << true;
    }

    void readsEvents()
    {
        QFETCH(bool, gzip);
        TraceWriter w;
        w.annotation("Optimizer.step#AdamW.step", 50, 10);
        w.cpuOp("aten::add", 0, 20);
        w.launch(5, 4, 12, 3);
        w.runtime("cudaDeviceSynchronize", 30, 2);
        w.add(QStringLiteral("{\"ph\":\"i\",\"name\":\"instant\",\"ts\":1}"));
        w.link(1, 90);
        ProfileTrace t;
        ProfileError e;
        QVERIFY2(ProfileTrace::read(file(QStringLiteral("t.json"), w.json(), gzip), &t, &e), qPrintable(e.message));
        QCOMPARE(t.compressed, gzip);
        QCOMPARE(t.schemaVersion, 1);
        QCOMPARE(t.eventCount, qint64(8));
        QCOMPARE(int(t.spans.size()), 5); // annotation, op, launch, kernel, sync; the instant event is not kept
        QCOMPARE(int(t.links.size()), 1);
        int launches = 0;
        for (const TraceSpan& s : t.spans)
            launches += s.kind == TraceSpan::Kind::Launch;
        QCOMPARE(launches, 1);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::addColumn<qint64>("offset");
        using K = ProfileError::Kind;
        TraceWriter w;
        w.cpuOp("aten::mm", 0, 10);
        w.launch(1, 2, 3, 4);
        const QByteArray good = w.json();
        QTest::newRow("empty file") << QByteArray() << int(K::NotATrace) << "empty" << qint64(-1);
        QTest::newRow("a JSON array") << QByteArray("[1, 2]") << int(K::NotATrace) << "not a Chrome trace"
                                      << qint64(-1);
        QTest::newRow("a log file") << QByteArray(" [rank0]: iteration 1/10 |") << int(K::NotATrace)
                                    << "not a Chrome trace" << qint64(-1);
        QTest::newRow("no traceEvents") << QByteArray("{\"schemaVersion\": 1, \"other\": [1, {\"a\": \"}\"}]}")
                                        << int(K::NotATrace) << "without traceEvents" << qint64(-1);
        QTest::newRow("traceEvents not an array")
            << QByteArray("{\"traceEvents\": {\"a\": 1}}") << int(K::NotATrace) << "not an array" << qint64(16);
        QTest::newRow("truncated inside an event")
            << good.left(good.size() - 60) << int(K::Truncated) << "truncated" << qint64(-1);
        QTest::newRow("truncated after the events")
            << good.left(good.indexOf("\"traceName\"")) << int(K::Truncated) << "truncated" << qint64(-1);
        const QByteArray bad = "{\"traceEvents\": [{\"ph\": \"X\", \"ts\": 1}, {\"ph\": \"X\", \"cat\": \"kernel\", "
                               "\"ts\": 2,, \"dur\": 1}]}";
        QTest::newRow("garbled event") << bad << int(K::Garbled) << "trace event 2 is not valid JSON"
                                       << qint64(bad.indexOf(",,") + 2);
        const QByteArray noComma = "{\"traceEvents\": [{\"ph\": \"X\"} {\"ph\": \"X\"}]}";
        QTest::newRow("missing comma") << noComma << int(K::Garbled) << "between trace events"
                                       << qint64(noComma.indexOf("} {") + 2);
        // Malformed members of kept events: the byte offset is that of the value (or of the repeated name).
        const auto with = [](const QByteArray& event) {
            TraceWriter t;
            t.cpuOp("aten::mm", 0, 10);
            t.add(QString::fromUtf8(event));
            return t.json();
        };
        const QByteArray wrongType = with(R"({"ph":"X","cat":"kernel","name":"k","ts":"12","dur":1})");
        QTest::newRow("a kept member of the wrong type")
            << wrongType << int(K::Garbled) << "trace event 2: \"ts\" is not a number"
            << qint64(wrongType.indexOf("\"12\""));
        const QByteArray argsArray = with(R"({"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","args":[1]})");
        QTest::newRow("args of a kept event an array")
            << argsArray << int(K::Garbled) << "\"args\" is not an object" << qint64(argsArray.indexOf("[1]"));
        const QByteArray twice = with(R"({"ph":"X","cat":"cpu_op","name":"a","ts":1,"dur":2,"ts":3})");
        QTest::newRow("a kept member given twice")
            << twice << int(K::Garbled) << "\"ts\" appears twice" << qint64(twice.indexOf("\"ts\":3"));
        const QByteArray escape = with(R"({"ph":"X","cat":"cpu_op","name":"a\u00G0"})");
        QTest::newRow("an illegal escape in a kept name")
            << escape << int(K::Garbled) << "trace event 2 is not valid JSON (an illegal escape sequence)"
            << qint64(escape.indexOf("G0") + 1);
        QByteArray utf8 = with(R"({"ph":"X","cat":"cpu_op","name":"a@"})");
        utf8.replace("a@", "a\xff");
        QTest::newRow("invalid UTF-8 in a kept event")
            << utf8 << int(K::Garbled) << "not valid UTF-8" << qint64(utf8.indexOf("\xff") + 1);
        const QByteArray number = with(R"({"ph":"X","cat":"kernel","args":{"grid":[1,-]}})");
        QTest::newRow("an illegal number in a kept event's args")
            << number << int(K::Garbled) << "an illegal number" << qint64(number.indexOf("-]") + 2);
        const QByteArray large = with(R"({"ph":"X","cat":"kernel","pad":")" + QByteArray(300000, 'x')
                                      + R"(","args":{"correlation":1,"correlation":2}})");
        QTest::newRow("a kept event larger than the read window")
            << large << int(K::Garbled) << "\"args.correlation\" appears twice"
            << qint64(large.indexOf("\"correlation\":2"));
        QTest::newRow("unknown schemaVersion")
            << w.json(2) << int(K::UnknownSchema) << "schemaVersion 2 is unknown" << qint64(-1);
        const QByteArray gz = gzipped(good);
        QTest::newRow("truncated gzip") << gz.left(gz.size() / 2) << int(K::Truncated) << "gzip data ends early"
                                        << qint64(-1);
        QByteArray damaged = gz;
        for (int i = 20; i < 40 && i < damaged.size(); ++i)
            damaged[i] = char(0xff);
        QTest::newRow("damaged gzip") << damaged << int(K::Garbled) << "gzip data is damaged" << qint64(-1);
    }

    void errors()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, kind);
        QFETCH(QString, message);
        QFETCH(qint64, offset);
        const QString path = file(QStringLiteral("bad.json"), data, false);
        ProfileTrace t;
        ProfileError e;
        QVERIFY(!ProfileTrace::read(path, &t, &e));
        QCOMPARE(int(e.kind), kind);
        QVERIFY2(e.message.contains(message), qPrintable(e.message));
        QVERIFY2(e.message.contains(path), qPrintable(e.message));
        if (offset >= 0) {
            QCOMPARE(e.offset, offset);
            QVERIFY2(e.message.contains(QStringLiteral("byte %1").arg(offset)), qPrintable(e.message));
        }
    }

    // What the reader takes from kept events: escaped names (interned with their plain spelling), numbers in
    // exponent form, ids in strings, correlation and stream from args only (not from objects nested in it), an
    // event larger than the read window; members of skipped events are not checked past their category.
    void readsMembers()
    {
        TraceWriter w;
        w.add(QStringLiteral(R"({"ph":"X","cat":"cpu_op","name":"aten::mm","tid":"100","ts":1.5e1,"dur":2E0})"));
        w.add(QStringLiteral(R"({"ph":"X","cat":"cpu_op","name":"aten::\u006dm","tid":100,"ts":20,"dur":1})"));
        w.add(QStringLiteral(R"({"ph":"X","cat":"kernel","name":"\u00e9\ud83d\ude00","pid":0,"tid":7,"ts":30,)"
                             R"("dur":4,"args":{"grid":[1,[2,{"correlation":9}]],"x":{"stream":3},"correlation":5,)"
                             R"("stream":7}})"));
        w.add(QStringLiteral(R"({"ph":"X","cat":"kernel","name":"big","pad":"%1","ts":40,"dur":1})")
                  .arg(QString(300000, QLatin1Char('p'))));
        w.add(QStringLiteral(R"({"ph":"f","id":1,"ts":"not a number","cat":"ac2g","name":"ac2g","bp":"e"})"));
        ProfileTrace t;
        ProfileError e;
        QVERIFY2(ProfileTrace::read(file(QStringLiteral("members.json"), w.json(), false), &t, &e),
                 qPrintable(e.message));
        QCOMPARE(int(t.spans.size()), 4);
        QCOMPARE(t.spans[0].name, t.spans[1].name);
        QCOMPARE(t.nameOf(t.spans[0]), QStringLiteral("aten::mm"));
        QCOMPARE(t.spans[0].ts, 15.0);
        QCOMPARE(t.spans[0].dur, 2.0);
        QCOMPARE(t.spans[0].tid, qint64(100));
        const TraceSpan& k = t.spans[2];
        QCOMPARE(t.nameOf(k), QString::fromUtf8("\xc3\xa9\xf0\x9f\x98\x80"));
        QCOMPARE(k.correlation, qint64(5));
        QCOMPARE(k.stream, 7);
        QCOMPARE(t.nameOf(t.spans[3]), QStringLiteral("big"));
        QCOMPARE(t.spans[3].ts, 40.0);
        QCOMPARE(t.eventCount, qint64(5));
    }

    void missingFile()
    {
        ProfileTrace t;
        ProfileError e;
        QVERIFY(!ProfileTrace::read(m_dir.filePath(QStringLiteral("absent.json")), &t, &e));
        QCOMPARE(e.kind, ProfileError::Kind::Io);
        QVERIFY(e.message.contains(QLatin1String("absent.json")));
    }

    // 200 000 events (about 30 MB of JSON) through the reader: its own buffer stays within a few read windows,
    // however long the file, and a large skipped member (deviceProperties) is not kept either.
    void hugeTraceInBoundedMemory_data()
    {
        QTest::addColumn<bool>("gzip");
        QTest::newRow("plain JSON") << false;
        QTest::newRow("gzipped") << true;
    }

    void hugeTraceInBoundedMemory()
    {
        QFETCH(bool, gzip);
        const QString path = hugeTrace(gzip);
        QVERIFY(!path.isEmpty());
        ProfileTrace t;
        ProfileError e;
        QVERIFY2(ProfileTrace::read(path, &t, &e), qPrintable(e.message));
        QCOMPARE(t.eventCount, qint64(200000));
        QVERIFY(t.bytes > 20 * 1024 * 1024);
        QVERIFY2(t.readerHighWater <= 4 * 256 * 1024,
                 qPrintable(QStringLiteral("buffer high-water %1 bytes").arg(t.readerHighWater)));
        // Events that straddle two read windows are read like the others.
        QCOMPARE(int(t.spans.size()), 200000);
        for (int i = 0; i < 100000; ++i) {
            const TraceSpan& launch = t.spans[2 * i];
            const TraceSpan& kernel = t.spans[2 * i + 1];
            QCOMPARE(launch.ts, i * 10.0);
            QCOMPARE(kernel.ts, i * 10.0 + 5);
            QCOMPARE(kernel.correlation, launch.correlation);
            QCOMPARE(kernel.stream, 7);
        }
    }

    // A large read reports its progress as it goes, share by share, and stops when asked, failing as cancelled
    // (the Profile view's progress dialog and its Cancel button).
    void progressReportsAndCancels_data()
    {
        QTest::addColumn<bool>("gzip");
        QTest::addColumn<bool>("cancel");
        for (bool gzip : {false, true})
            for (bool cancel : {false, true})
                QTest::addRow("%s, %s", gzip ? "gzipped" : "plain JSON", cancel ? "cancelled" : "to the end")
                    << gzip << cancel;
    }

    void progressReportsAndCancels()
    {
        QFETCH(bool, gzip);
        QFETCH(bool, cancel);
        const QString path = hugeTrace(gzip);
        QVERIFY(!path.isEmpty());
        QList<double> shares;
        ProfileReadOptions options;
        options.progress = [&](double share) {
            shares << share;
            return !(cancel && share >= 0.2);
        };
        ProfileTrace t;
        ProfileError e;
        const bool read = ProfileTrace::read(path, &t, &e, options);
        QCOMPARE(read, !cancel);
        QVERIFY(shares.size() >= (cancel ? 2 : 3));
        for (qsizetype i = 1; i < shares.size(); ++i)
            QVERIFY(shares[i] >= shares[i - 1] && shares[i] <= 1.0);
        if (cancel) {
            QCOMPARE(e.kind, ProfileError::Kind::Cancelled);
            QVERIFY2(e.message.contains(QFileInfo(path).fileName()), qPrintable(e.message));
            QVERIFY(shares.last() < 0.6); // it stopped at once, not at the end
        } else if (!gzip) {
            QVERIFY(shares.last() > 0.8);
        }
    }
};

QTEST_GUILESS_MAIN(TstProfileTrace)
#include "tst_profiletrace.moc"
