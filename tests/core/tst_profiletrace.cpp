#include "profile/profiletrace.h"
#include "profile/traceeventstream.h"
#include "support/tracewriter.h"

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
        const QByteArray bad
            = "{\"traceEvents\": [{\"ph\": \"X\", \"ts\": 1}, {\"ph\": \"X\", \"cat\": \"kernel\", \"ts\": 2,, \"dur\": 1}]}";
        QTest::newRow("garbled event") << bad << int(K::Garbled) << "trace event 2 is not valid JSON"
                                       << qint64(bad.indexOf(",,") + 2);
        const QByteArray noComma = "{\"traceEvents\": [{\"ph\": \"X\"} {\"ph\": \"X\"}]}";
        QTest::newRow("missing comma") << noComma << int(K::Garbled) << "between trace events"
                                       << qint64(noComma.indexOf("} {") + 2);
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
        const QString path = m_dir.filePath(gzip ? QStringLiteral("huge.json.gz") : QStringLiteral("huge.json"));
        {
            QByteArray all = "{\"schemaVersion\": 1, \"deviceProperties\": [";
            for (int i = 0; i < 20000; ++i)
                all += QByteArray(i ? "," : "") + "{\"id\": " + QByteArray::number(i) + ", \"name\": \"H200\"}";
            all += "], \"traceEvents\": [\n";
            TraceWriter w;
            for (int i = 0; i < 100000; ++i)
                w.launch(i * 10.0, 4, i * 10.0 + 5, 3);
            all += w.json().mid(w.json().indexOf("\"traceEvents\": [\n") + 17);
            QVERIFY(TraceWriter::write(path, all, gzip));
        }
        ProfileTrace t;
        ProfileError e;
        QVERIFY2(ProfileTrace::read(path, &t, &e), qPrintable(e.message));
        QCOMPARE(t.eventCount, qint64(200000));
        QVERIFY(t.bytes > 20 * 1024 * 1024);
        QVERIFY2(t.readerHighWater <= 4 * 256 * 1024,
                 qPrintable(QStringLiteral("buffer high-water %1 bytes").arg(t.readerHighWater)));
    }
};

QTEST_GUILESS_MAIN(TstProfileTrace)
#include "tst_profiletrace.moc"
