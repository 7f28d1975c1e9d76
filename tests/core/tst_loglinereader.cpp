// LogLineReader: chunked line splitting of large logs.
#include "log/loglinereader.h"

#include <QTemporaryFile>
#include <QTest>

using namespace cga;

namespace {

struct Collect : LogLineSink
{
    QList<QByteArray> lines;
    QList<bool> cut;
    QList<bool> last;
    QList<qint64> numbers;
    void line(const LogLine& l) override
    {
        lines << QByteArray(l.begin, l.size());
        cut << l.cut;
        last << l.last;
        numbers << l.number;
    }
};

} // namespace

class TestLogLineReader : public QObject
{
    Q_OBJECT

private slots:
    void splits_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addColumn<bool>("endedWithoutNewline");

        QTest::newRow("empty") << QByteArray() << QList<QByteArray>{} << false;
        QTest::newRow("one") << QByteArray("a\n") << QList<QByteArray>{"a"} << false;
        QTest::newRow("no final newline") << QByteArray("a\nb") << QList<QByteArray>{"a", "b"} << true;
        QTest::newRow("crlf") << QByteArray("a\r\nb\r\n") << QList<QByteArray>{"a", "b"} << false;
        QTest::newRow("mixed endings") << QByteArray("a\r\nb\nc\r\n") << QList<QByteArray>{"a", "b", "c"} << false;
        QTest::newRow("blank lines") << QByteArray("\n\nx\n") << QList<QByteArray>{"", "", "x"} << false;
        QTest::newRow("lone cr kept") << QByteArray("a\rb\n") << QList<QByteArray>{"a\rb"} << false;
        QTest::newRow("nul bytes") << QByteArray("a\0b\n", 4) << QList<QByteArray>{QByteArray("a\0b", 3)} << false;
    }

    // Every chunk size from 1 byte gives the same lines: nothing depends on where a chunk ends.
    void splits()
    {
        QFETCH(QByteArray, input);
        QFETCH(QList<QByteArray>, lines);
        QFETCH(bool, endedWithoutNewline);
        for (int chunk = 1; chunk <= input.size() + 1; ++chunk) {
            Collect c;
            LogLineReader reader(chunk);
            for (int i = 0; i < input.size(); i += chunk)
                reader.feed(input.constData() + i, std::min<int>(chunk, input.size() - i), c);
            reader.finish(c);
            QCOMPARE(c.lines, lines);
            QCOMPARE(reader.endedWithoutNewline(), endedWithoutNewline);
            QCOMPARE(reader.lineCount(), qint64(lines.size()));
            for (int i = 0; i < c.numbers.size(); ++i)
                QCOMPARE(c.numbers[i], qint64(i + 1));
            if (!lines.isEmpty())
                QCOMPARE(c.last.last(), endedWithoutNewline);
        }
    }

    void longLinesAreCut()
    {
        const QByteArray longLine(LogLineReader::kMaxLineBytes + 100, 'x');
        const QByteArray input = "a\n" + longLine + "\nb\n" + longLine; // the last one also without newline
        for (qint64 chunk : {qint64(4096), qint64(LogLineReader::kMaxLineBytes / 3), qint64(8 << 20)}) {
            Collect c;
            LogLineReader reader(chunk);
            for (qint64 i = 0; i < input.size(); i += chunk)
                reader.feed(input.constData() + i, std::min<qint64>(chunk, input.size() - i), c);
            reader.finish(c);
            QCOMPARE(c.lines.size(), 4);
            QCOMPARE(c.lines[0], QByteArray("a"));
            QCOMPARE(c.lines[1].size(), qsizetype(LogLineReader::kMaxLineBytes));
            QVERIFY(c.cut[1]);
            QCOMPARE(c.lines[2], QByteArray("b"));
            QVERIFY(!c.cut[2]);
            QVERIFY(c.cut[3]);
            QCOMPARE(reader.cutLines(), qint64(2));
            QVERIFY(reader.endedWithoutNewline());
        }
    }

    void countsNulBytes()
    {
        Collect c;
        LogLineReader reader;
        const QByteArray data("\0\0x\n\0", 5);
        reader.feed(data.constData(), data.size(), c);
        reader.finish(c);
        QCOMPARE(reader.nulBytes(), qint64(3));
        QCOMPARE(reader.bytesRead(), qint64(5));
    }

    void readsFiles()
    {
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write("one\r\ntwo\nthree");
        f.close();
        Collect c;
        LogLineReader reader(3);
        QString error;
        QVERIFY(reader.readFile(f.fileName(), c, &error));
        QCOMPARE(c.lines, (QList<QByteArray>{"one", "two", "three"}));
    }

    void missingFileNamesTheFile()
    {
        Collect c;
        LogLineReader reader;
        QString error;
        QVERIFY(!reader.readFile(QStringLiteral("/nonexistent/dir/train.log"), c, &error));
        QVERIFY2(error.contains(QLatin1String("/nonexistent/dir/train.log")), qPrintable(error));
    }

    void textReplacesInvalidUtf8()
    {
        const QByteArray bytes("ok \xff\xfe end", 9);
        LogLine l;
        l.begin = bytes.constData();
        l.end = bytes.constData() + bytes.size();
        const QString t = l.text();
        QVERIFY(t.startsWith(QLatin1String("ok ")));
        QVERIFY(t.contains(QChar(0xFFFD)));
        QVERIFY(t.endsWith(QLatin1String(" end")));
        QCOMPARE(l.text(4), QStringLiteral("ok \uFFFD\u2026"));
    }
};

QTEST_GUILESS_MAIN(TestLogLineReader)
#include "tst_loglinereader.moc"
