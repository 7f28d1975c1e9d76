#include "profile/tracejsonstring.h"

#include <QTest>

using namespace cga;

// The strings of trace JSON: which UTF-8 is valid, what escapes stand for, and the QString a name becomes.
class TstTraceJsonString : public QObject
{
    Q_OBJECT

private slots:
    void utf8Length_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("length");
        QTest::newRow("two bytes") << QByteArray("\xc3\xa9") << 2;
        QTest::newRow("three bytes") << QByteArray("\xe2\x82\xac") << 3;
        QTest::newRow("four bytes") << QByteArray("\xf0\x9f\x98\x80") << 4;
        QTest::newRow("a continuation byte alone") << QByteArray("\x80") << 0;
        QTest::newRow("overlong two bytes") << QByteArray("\xc1\xbf") << 0;
        QTest::newRow("overlong three bytes") << QByteArray("\xe0\x9f\xbf") << 0;
        QTest::newRow("a surrogate") << QByteArray("\xed\xa0\x80") << 0;
        QTest::newRow("beyond U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << 0;
        QTest::newRow("a bad second continuation") << QByteArray("\xe2\x82\x41") << 0;
        QTest::newRow("cut after the lead byte") << QByteArray("\xf0") << -1;
        QTest::newRow("cut inside") << QByteArray("\xf0\x9f\x98") << -1;
        QTest::newRow("cut, but already wrong") << QByteArray("\xf0\x41") << 0;
    }

    void utf8Length()
    {
        QFETCH(QByteArray, bytes);
        const auto* p = reinterpret_cast<const uchar*>(bytes.constData());
        QTEST(TraceJsonString::utf8Length(p, p + bytes.size()), "length");
    }

    void unescapeAndDecode_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QString>("text");
        QTest::newRow("no escapes") << QByteArray("aten::mm") << QStringLiteral("aten::mm");
        QTest::newRow("the short escapes")
            << QByteArray("\\\"\\\\\\/\\b\\f\\n\\r\\t") << QStringLiteral("\"\\/\b\f\n\r\t");
        QTest::newRow("\\u escapes") << QByteArray("a\\u0062\\u00e9\\u20AC")
                                     << QString::fromUtf8("ab\xc3\xa9\xe2\x82\xac");
        QTest::newRow("a surrogate pair") << QByteArray("\\ud83d\\ude00") << QString::fromUtf8("\xf0\x9f\x98\x80");
        QTest::newRow("a lone high surrogate")
            << QByteArray("x\\ud83dy") << QStringLiteral("x") + QChar(char16_t(0xd83d)) + QStringLiteral("y");
        QTest::newRow("a lone low surrogate") << QByteArray("\\ude00") << QString(QChar(char16_t(0xde00)));
        QTest::newRow("NUL") << QByteArray("a\\u0000b")
                             << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b"));
        QTest::newRow("another escaped character") << QByteArray("\\q") << QStringLiteral("q");
        QTest::newRow("an escaped byte over 0x7f") << QByteArray("\\\x80") << QString(QChar(0x80));
        QTest::newRow("raw UTF-8 kept") << QByteArray("\xc3\xa9\\n") << QString::fromUtf8("\xc3\xa9\n");
    }

    void unescapeAndDecode()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QString, text);
        QByteArray out;
        TraceJsonString::unescape(raw, &out);
        QCOMPARE(TraceJsonString::decode(out), text);
    }
};

QTEST_GUILESS_MAIN(TstTraceJsonString)
#include "tst_tracejsonstring.moc"
