#include "profile/profileerror.h"
#include "profile/tracebytesource.h"
#include "profile/traceeventparser.h"
#include "profile/traceeventstream.h"
#include "profile/tracejsonstring.h"
#include "support/traceeventoracle.h"

#include <QJsonArray>
#include <QTest>

#include <limits>

using namespace cga;
using cga::test::checkAgainstQJsonDocument;
using R = TraceEventParser::Result;

// One trace event read in place: the JSON it accepts and rejects (with the offset), the members it reads, the
// members of the wrong type, the category that decides early, and agreement with QJsonDocument.
class TstTraceEventParser : public QObject
{
    Q_OBJECT

private:
    static QByteArray nested(int levels)
    {
        return "{\"cat\":\"c\",\"a\":" + QByteArray(levels - 1, '[') + QByteArray(levels - 1, ']') + "}";
    }

    // Valid events of every shape the reader meets; the mutation and prefix tests start from them.
    static QList<QByteArray> seeds()
    {
        return {
            "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"void k<8>(int) const\", \"pid\": 0, \"tid\": 7, \"ts\": "
            "5308800277159.196,"
            " \"dur\": 99.808, \"args\": {\"External id\": 4098, \"stream\": 7, \"correlation\": 11311, \"grid\": "
            "[164458, 1, 1],"
            " \"blocks per SM\": 1245.893921, \"est. achieved occupancy %\": 100}}",
            "{\"ph\":\"X\",\"cat\":\"cpu_op\",\"name\":\"a\\u0062\\\"\\\\\\/"
            "\\ud83d\\ude00\\n\",\"tid\":\"12\",\"ts\":1.5e3,\"dur\":2E-1,"
            "\"args\":{\"x\":{\"correlation\":5},\"y\":[true,false,null,-0.0e+0,{}],\"correlation\":\"42\"}}",
            "{\"ph\":\"s\",\"id\":3,\"pid\":1,\"tid\":100,\"ts\":1.000,\"cat\":\"fwdbwd\",\"name\":"
            "\"\xc3\xa9\xe2\x82\xac"
            "\xf0\x9f\x98\x80\"}",
            "{\"ph\": \"f\", \"id\": 11311, \"pid\": 0, \"tid\": 7, \"ts\": 5308800277159.196, \"cat\": \"ac2g\", "
            "\"name\": \"ac2g\"}",
            "{\"ph\": \"X\", \"ts\": 5308800277159.19696, \"cat\": 9.192, \"name\": \"k\"}",
        };
    }

private slots:
    void json_data()
    {
        QTest::addColumn<QByteArray>("event");
        QTest::addColumn<QString>("problem"); // empty: valid
        QTest::addColumn<QByteArray>("at"); // the offending bytes (the offset is the byte after their first)
        QTest::newRow("nested args objects and arrays") << QByteArray(
            "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"k\",\"args\":{\"grid\":[1,[2,{\"a\":[]}]],\"s\":\"}]\"}}")
                                                        << QString() << QByteArray();
        QTest::newRow("numbers in exponent form")
            << QByteArray("{\"cat\":\"c\",\"ts\":1.5e3,\"dur\":2E-1,\"x\":-0.0e+0,\"y\":[1e400]}") << QString()
            << QByteArray();
        QTest::newRow("escapes") << QByteArray(
            "{\"cat\":\"c\",\"name\":\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"}")
                                 << QString() << QByteArray();
        QTest::newRow("a lone surrogate escape")
            << QByteArray("{\"cat\":\"c\",\"name\":\"\\ud800x\"}") << QString() << QByteArray();
        QTest::newRow("an unknown escape stands for itself")
            << QByteArray("{\"cat\":\"c\",\"name\":\"\\q\"}") << QString() << QByteArray();
        QTest::newRow("UTF-8") << QByteArray("{\"cat\":\"c\",\"name\":\"\xc3\xa9\xf0\x9f\x98\x80\"}") << QString()
                               << QByteArray();
        QTest::newRow("a raw tab in a string")
            << QByteArray("{\"cat\":\"c\",\"name\":\"a\tb\"}") << QString() << QByteArray();
        QTest::newRow("literals") << QByteArray(
            "{\"cat\":\"c\",\"a\":true,\"b\":false,\"c\":null,\"d\":[true,false,null]}")
                                  << QString() << QByteArray();
        QTest::newRow("a repeated member not read")
            << QByteArray("{\"cat\":\"c\",\"pid\":1,\"pid\":2}") << QString() << QByteArray();
        QTest::newRow("spaces everywhere")
            << QByteArray(" { \"cat\" : \"c\" ,\n\t\"a\" :\r [ 1 , { } ] } ") << QString() << QByteArray();
        QTest::newRow("nested 1024 deep") << nested(1024) << QString() << QByteArray();
        QTest::newRow("no cat") << QByteArray("{\"ph\":\"X\",\"ts\":1}") << QString() << QByteArray();

        QTest::newRow("a missing value") << QByteArray("{\"cat\":\"c\",\"a\":}") << "expected a value"
                                         << QByteArray("}");
        QTest::newRow("a comma before '}'")
            << QByteArray("{\"cat\":\"c\",}") << "expected a member name" << QByteArray("}");
        QTest::newRow("a comma before ']'")
            << QByteArray("{\"cat\":\"c\",\"a\":[1,]}") << "expected a value" << QByteArray("]");
        QTest::newRow("a missing colon") << QByteArray("{\"cat\":\"c\",\"a\" 1}") << "expected ':'" << QByteArray("1");
        QTest::newRow("a missing comma") << QByteArray("{\"cat\":\"c\" \"a\":1}") << "expected ',' or '}'"
                                         << QByteArray("\"a");
        QTest::newRow("a missing comma in an array")
            << QByteArray("{\"cat\":\"c\",\"a\":[1 2]}") << "expected ',' or ']'" << QByteArray("2");
        QTest::newRow("a leading zero") << QByteArray("{\"cat\":\"c\",\"a\":01}") << "expected ',' or '}'"
                                        << QByteArray("1}");
        QTest::newRow("a fraction without digits")
            << QByteArray("{\"cat\":\"c\",\"a\":1.}") << "an illegal number" << QByteArray("}");
        QTest::newRow("an exponent without digits")
            << QByteArray("{\"cat\":\"c\",\"a\":1e+}") << "an illegal number" << QByteArray("}");
        QTest::newRow("a plus sign") << QByteArray("{\"cat\":\"c\",\"a\":+1}") << "expected a value" << QByteArray("+");
        QTest::newRow("a misspelt literal")
            << QByteArray("{\"cat\":\"c\",\"a\":ture}") << "expected a value" << QByteArray("ure");
        QTest::newRow("a bad \\u escape")
            << QByteArray("{\"cat\":\"c\",\"name\":\"\\u12G4\"}") << "an illegal escape sequence" << QByteArray("G");
        QTest::newRow("a lone UTF-8 continuation byte")
            << QByteArray("{\"cat\":\"c\",\"name\":\"a\x80\"}") << "not valid UTF-8" << QByteArray("\x80");
        QTest::newRow("overlong UTF-8") << QByteArray("{\"cat\":\"c\",\"name\":\"\xc0\xaf\"}") << "not valid UTF-8"
                                        << QByteArray("\xc0");
        QTest::newRow("a surrogate in UTF-8")
            << QByteArray("{\"cat\":\"c\",\"name\":\"\xed\xa0\x80\"}") << "not valid UTF-8" << QByteArray("\xed");
        QTest::newRow("a cut UTF-8 sequence")
            << QByteArray("{\"cat\":\"c\",\"name\":\"\xc3\"}") << "not valid UTF-8" << QByteArray("\xc3");
        QByteArray deep = nested(1025);
        QTest::newRow("nested 1025 deep") << deep << "nested too deeply" << deep.mid(deep.indexOf(']') - 1);
        QTest::newRow("not an object") << QByteArray("[1]") << "expected an object" << QByteArray("[");
    }

    void json()
    {
        QFETCH(QByteArray, event);
        QFETCH(QString, problem);
        QFETCH(QByteArray, at);
        TraceEventParser p;
        TraceEvent e;
        const R r = p.parse(event, &e);
        if (problem.isEmpty()) {
            QVERIFY2(r == R::Kept || r == R::Skipped, qPrintable(p.errorText()));
            QCOMPARE(p.length(), qint64(event.trimmed().size() + event.indexOf('{')));
        } else {
            QCOMPARE(r, R::InvalidJson);
            QVERIFY2(p.errorText().contains(problem), qPrintable(p.errorText()));
            QCOMPARE(p.errorOffset(), qint64(event.indexOf(at) + 1));
            QVERIFY(!p.ranOut());
        }
        const QString diff = checkAgainstQJsonDocument(event);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void members_data()
    {
        QTest::addColumn<QByteArray>("event");
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("ts");
        QTest::addColumn<double>("dur");
        QTest::addColumn<qint64>("tid");
        QTest::addColumn<qint64>("id");
        QTest::addColumn<qint64>("correlation"); // -1: none
        QTest::addColumn<qint64>("stream"); // -1: none
        QTest::newRow("a kernel") << QByteArray(
            "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"k\",\"pid\":0,\"tid\":7,\"ts\":10.5,"
            "\"dur\":2,\"args\":{\"correlation\":42,\"stream\":7}}")
                                  << "k" << 10.5 << 2.0 << qint64(7) << qint64(0) << qint64(42) << qint64(7);
        QTest::newRow("an escaped name") << QByteArray(
            "{\"cat\":\"c\",\"name\":\"a\\u0062\\u00e9\\ud83d\\ude00\\t\\\"x\\\"\"}")
                                         << QString::fromUtf8("ab\xc3\xa9\xf0\x9f\x98\x80\t\"x\"") << 0.0 << 0.0
                                         << qint64(0) << qint64(0) << qint64(-1) << qint64(-1);
        QTest::newRow("a lone surrogate") << QByteArray("{\"cat\":\"c\",\"name\":\"\\udc00a\"}")
                                          << QString(QChar(char16_t(0xdc00))) + QLatin1Char('a') << 0.0 << 0.0
                                          << qint64(0) << qint64(0) << qint64(-1) << qint64(-1);
        QTest::newRow("numbers in exponent form")
            << QByteArray("{\"cat\":\"c\",\"ts\":1.05e1,\"dur\":2E0,\"tid\":7e0,\"args\":{\"correlation\":4.2e1}}")
            << QString() << 10.5 << 2.0 << qint64(7) << qint64(0) << qint64(42) << qint64(-1);
        QTest::newRow("ids in strings") << QByteArray(
            "{\"cat\":\"c\",\"tid\":\"7\",\"id\":\"12\",\"args\":{\"correlation\":\"42\"}}")
                                        << QString() << 0.0 << 0.0 << qint64(7) << qint64(12) << qint64(42)
                                        << qint64(-1);
        QTest::newRow("a string tid without a number")
            << QByteArray("{\"cat\":\"c\",\"tid\":\"stream 7\"}") << QString() << 0.0 << 0.0 << qint64(0) << qint64(0)
            << qint64(-1) << qint64(-1);
        QTest::newRow("correlation and stream only in nested objects")
            << QByteArray(
                   "{\"cat\":\"c\",\"correlation\":5,\"args\":{\"x\":{\"correlation\":5},\"y\":[{\"stream\":3}]}}")
            << QString() << 0.0 << 0.0 << qint64(0) << qint64(0) << qint64(-1) << qint64(-1);
        QTest::newRow("large and negative ids")
            << QByteArray("{\"cat\":\"c\",\"tid\":-3,\"id\":9007199254740993}") << QString() << 0.0 << 0.0 << qint64(-3)
            << qint64(9007199254740993) << qint64(-1) << qint64(-1);
        QTest::newRow("ids beyond qint64 take its ends")
            << QByteArray("{\"cat\":\"c\",\"tid\":1277159.1e+96,\"id\":-1e30}") << QString() << 0.0 << 0.0
            << std::numeric_limits<qint64>::max() << std::numeric_limits<qint64>::min() << qint64(-1) << qint64(-1);
        QTest::newRow("an id in exponent form just inside qint64")
            << QByteArray("{\"cat\":\"c\",\"tid\":9.2e18,\"id\":-9.2e18}") << QString() << 0.0 << 0.0
            << qint64(9200000000000000000) << qint64(-9200000000000000000) << qint64(-1) << qint64(-1);
        QTest::newRow("an escaped member name")
            << QByteArray("{\"cat\":\"c\",\"t\\u0073\":3.5,\"\\u0061rgs\":{\"correlatio\\u006e\":8}}") << QString()
            << 3.5 << 0.0 << qint64(0) << qint64(0) << qint64(8) << qint64(-1);
    }

    void members()
    {
        QFETCH(QByteArray, event);
        TraceEventParser p;
        TraceEvent e;
        QCOMPARE(p.parse(event, &e), R::Kept);
        QFETCH(QString, name);
        QCOMPARE(TraceJsonString::decode(e.name), name);
        QTEST(e.ts, "ts");
        QTEST(e.dur, "dur");
        QTEST(e.tid, "tid");
        QTEST(e.id, "id");
        QFETCH(qint64, correlation);
        QFETCH(qint64, stream);
        QCOMPARE(e.hasCorrelation, correlation >= 0);
        QCOMPARE(e.hasStream, stream >= 0);
        if (correlation >= 0)
            QCOMPARE(e.correlation, correlation);
        if (stream >= 0)
            QCOMPARE(e.stream, stream);
        const QString diff = checkAgainstQJsonDocument(event);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void badMembers_data()
    {
        QTest::addColumn<QByteArray>("event");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("at"); // the offset is that of their first byte
        QTest::newRow("ts a string") << QByteArray("{\"cat\":\"c\",\"ts\":\"10\"}") << "\"ts\" is not a number"
                                     << QByteArray("\"10\"");
        QTest::newRow("dur null") << QByteArray("{\"cat\":\"c\",\"dur\":null}") << "\"dur\" is not a number"
                                  << QByteArray("null");
        QTest::newRow("name a number") << QByteArray("{\"cat\":\"c\",\"name\":5}") << "\"name\" is not a string"
                                       << QByteArray("5");
        QTest::newRow("ph an array") << QByteArray("{\"ph\":[\"X\"],\"cat\":\"c\"}") << "\"ph\" is not a string"
                                     << QByteArray("[");
        QTest::newRow("tid an object") << QByteArray("{\"cat\":\"c\",\"tid\":{\"a\":1}}")
                                       << "\"tid\" is neither a number nor a string" << QByteArray("{\"a");
        QTest::newRow("args an array") << QByteArray("{\"cat\":\"c\",\"args\":[1]}") << "\"args\" is not an object"
                                       << QByteArray("[");
        QTest::newRow("args.correlation true")
            << QByteArray("{\"cat\":\"c\",\"args\":{\"correlation\":true}}")
            << "\"args.correlation\" is neither a number nor a string" << QByteArray("true");
        QTest::newRow("args.stream an array") << QByteArray("{\"cat\":\"c\",\"args\":{\"stream\":[7]}}")
                                              << "\"args.stream\" is neither a number nor a string" << QByteArray("[7");
        QTest::newRow("ts twice") << QByteArray("{\"cat\":\"c\",\"ts\":1,\"dur\":2,\"ts\":3}") << "\"ts\" appears twice"
                                  << QByteArray("\"ts\":3");
        QTest::newRow("cat twice") << QByteArray("{\"cat\":\"c\",\"cat\":\"d\"}") << "\"cat\" appears twice"
                                   << QByteArray("\"cat\":\"d");
        QTest::newRow("args.correlation twice")
            << QByteArray("{\"cat\":\"c\",\"args\":{\"correlation\":1,\"x\":[],\"correlation\":1}}")
            << "\"args.correlation\" appears twice" << QByteArray("\"correlation\":1}");
        QTest::newRow("name twice, once escaped") << QByteArray("{\"cat\":\"c\",\"name\":\"a\",\"n\\u0061me\":\"b\"}")
                                                  << "\"name\" appears twice" << QByteArray("\"n\\u");
        QTest::newRow("the first of two problems")
            << QByteArray("{\"cat\":\"c\",\"name\":5,\"ts\":\"x\"}") << "\"name\" is not a string" << QByteArray("5");
    }

    void badMembers()
    {
        QFETCH(QByteArray, event);
        QFETCH(QString, problem);
        QFETCH(QByteArray, at);
        TraceEventParser p;
        TraceEvent e;
        QCOMPARE(p.parse(event, &e), R::BadMember);
        QVERIFY2(p.errorText().contains(problem), qPrintable(p.errorText()));
        QCOMPARE(p.errorOffset(), qint64(event.indexOf(at)));
    }

    // The filter keeps "kernel": an event of another category is skipped as soon as its "cat" is read, whatever
    // follows; its members before "cat" are not checked for their type either.
    void category_data()
    {
        QTest::addColumn<QByteArray>("event");
        QTest::addColumn<int>("result");
        QTest::addColumn<QByteArray>("stop"); // reading stops after these bytes; empty: at the end of the event
        QTest::newRow("a kept category") << QByteArray("{\"cat\":\"kernel\",\"ts\":1}") << int(R::Kept) << QByteArray();
        QTest::newRow("an escaped kept category")
            << QByteArray("{\"cat\":\"ker\\u006eel\",\"ts\":1}") << int(R::Kept) << QByteArray();
        QTest::newRow("another category, then garbage") << QByteArray("{\"ph\":\"f\",\"cat\":\"ac2g\",\"ts\":\"x\",,,}")
                                                        << int(R::Skipped) << QByteArray("\"ac2g\"");
        QTest::newRow("a member of the wrong type before it")
            << QByteArray("{\"ts\":\"x\",\"cat\":\"ac2g\"}") << int(R::Skipped) << QByteArray("\"ac2g\"");
        QTest::newRow("cat not a string") << QByteArray("{\"cat\":5,\"ts\":1}") << int(R::Skipped) << QByteArray("5");
        QTest::newRow("no cat") << QByteArray("{\"ph\":\"M\",\"name\":\"process_name\",\"args\":{\"name\":\"x\"}}")
                                << int(R::Skipped) << QByteArray();
        QTest::newRow("no cat, invalid") << QByteArray("{\"ph\":\"M\",\"name\":x}") << int(R::InvalidJson)
                                         << QByteArray();
    }

    void category()
    {
        QFETCH(QByteArray, event);
        QFETCH(int, result);
        QFETCH(QByteArray, stop);
        TraceEventParser p;
        p.setCategoryFilter([](QByteArrayView cat) { return cat == QByteArrayView("kernel"); });
        TraceEvent e;
        QCOMPARE(int(p.parse(event, &e)), result);
        QCOMPARE(p.inside(), !stop.isEmpty());
        if (!stop.isEmpty())
            QCOMPARE(p.length(), qint64(event.indexOf(stop) + stop.size()));
        else if (result != int(R::InvalidJson))
            QCOMPARE(p.length(), qint64(event.size()));
        if (result == int(R::Kept))
            QCOMPARE(e.cat, QByteArrayView("kernel"));
    }

    // The stream hands the parser the rest of its buffer, which may end anywhere inside an event: each cut must
    // read as "ran out" (or as skipped, once the category is read), never as an error or as a whole event.
    void everyCutRunsOut()
    {
        TraceEventParser p;
        p.setCategoryFilter([](QByteArrayView cat) { return cat != QByteArrayView("ac2g"); });
        TraceEvent e;
        for (const QByteArray& seed : seeds()) {
            const QByteArray more = seed + ",\n{\"ph\": \"X\"}";
            QVERIFY(p.parse(more, &e) != R::InvalidJson);
            const qint64 wholeLength = p.length();
            if (!p.inside())
                QCOMPARE(p.length(), qint64(seed.size()));
            for (qsizetype n = 0; n < seed.size(); ++n) {
                const R r = p.parse(QByteArrayView(seed.constData(), n), &e);
                // skipped at its "cat" only once that member is whole: a number cut at 9.19 of 9.192 has run out
                const bool ok = (r == R::InvalidJson && p.ranOut())
                    || (r == R::Skipped && p.inside() && p.length() == wholeLength);
                QVERIFY2(ok, qPrintable(QStringLiteral("cut at %1 of %2: %3").arg(n).arg(seed).arg(p.errorText())));
            }
        }
    }

    // Every event one byte away from a valid one (deleted, or replaced by a byte that matters to JSON) reads as
    // QJsonDocument reads it.
    void mutationsAgreeWithQJsonDocument()
    {
        const QByteArray bytes("\"\\{}[],:0e-.+ utn\x80\xc3\xed\x01");
        int checked = 0;
        for (const QByteArray& seed : seeds()) {
            for (qsizetype i = 0; i < seed.size(); ++i) {
                QList<QByteArray> variants{QByteArray(seed).remove(i, 1)};
                for (const char b : bytes)
                    if (seed[i] != b)
                        variants << QByteArray(seed).replace(i, 1, QByteArray(1, b));
                for (const QByteArray& v : std::as_const(variants)) {
                    const QString diff = checkAgainstQJsonDocument(v);
                    QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral(": ") + QString::fromLatin1(v)));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 10000);
    }

    // The kept real traces through the stream, event by event, against QJsonDocument over the whole file.
    void realTracesAgreeWithQJsonDocument_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("dense eager (Megatron-Core)") << "dense_eager.pt.trace.json.gz";
        QTest::newRow("MoE eager (Megatron-Core)") << "moe_eager.pt.trace.json.gz";
        QTest::newRow("dense H=4096 eager, ProfilerStep# ranges") << "dense_h4096_eager.pt.trace.json.gz";
    }

    void realTracesAgreeWithQJsonDocument()
    {
        QFETCH(QString, file);
        const QString path = QStringLiteral(CGA_TEST_DATA_DIR "/profile/") + file;
        QByteArray json;
        {
            TraceByteSource source(path);
            ProfileError error;
            QVERIFY(source.open(&error));
            while (source.read(&json, &error) > 0) { }
            QVERIFY2(!error.isError(), qPrintable(error.message));
        }
        const QJsonArray events = QJsonDocument::fromJson(json).object().value(QLatin1String("traceEvents")).toArray();
        QVERIFY(events.size() > 5000);
        TraceEventStream stream(path);
        TraceEvent e;
        int compared = 0;
        for (const QJsonValue& v : events) {
            const QJsonObject o = v.toObject();
            if (!o.value(QLatin1String("cat")).isString())
                continue;
            QVERIFY2(stream.next(&e), qPrintable(stream.error().message));
            const QJsonObject args = o.value(QLatin1String("args")).toObject();
            QCOMPARE(TraceJsonString::decode(e.ph), o.value(QLatin1String("ph")).toString());
            QCOMPARE(TraceJsonString::decode(e.cat), o.value(QLatin1String("cat")).toString());
            QCOMPARE(TraceJsonString::decode(e.name), o.value(QLatin1String("name")).toString());
            QCOMPARE(e.ts, o.value(QLatin1String("ts")).toDouble());
            QCOMPARE(e.dur, o.value(QLatin1String("dur")).toDouble());
            QCOMPARE(e.tid, cga::test::oracleId(o.value(QLatin1String("tid"))));
            QCOMPARE(e.id, cga::test::oracleId(o.value(QLatin1String("id"))));
            QCOMPARE(e.hasCorrelation, args.contains(QLatin1String("correlation")));
            QCOMPARE(e.correlation,
                     e.hasCorrelation ? cga::test::oracleId(args.value(QLatin1String("correlation"))) : -1);
            QCOMPARE(e.stream, qint64(args.value(QLatin1String("stream")).toInt(-1)));
            ++compared;
        }
        QVERIFY(!stream.next(&e));
        QVERIFY2(!stream.error().isError(), qPrintable(stream.error().message));
        QCOMPARE(stream.eventsRead(), qint64(events.size()));
        QVERIFY(compared > 5000);
    }
};

QTEST_GUILESS_MAIN(TstTraceEventParser)
#include "tst_traceeventparser.moc"
