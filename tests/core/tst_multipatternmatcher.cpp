// MultiPatternMatcher: every occurrence of every pattern, in one pass, with optional whitespace folding.
#include "log/multipatternmatcher.h"

#include <QTest>

using namespace cga;

class TestMultiPatternMatcher : public QObject
{
    Q_OBJECT

private slots:
    void matches_data()
    {
        QTest::addColumn<QStringList>("patterns");
        QTest::addColumn<bool>("collapse");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QList<int>>("ids"); // every occurrence, in order of its end

        QTest::newRow("none") << QStringList{"abc"} << false << QByteArray("xyz") << QList<int>{};
        QTest::newRow("one") << QStringList{"abc"} << false << QByteArray("xxabcxx") << QList<int>{0};
        QTest::newRow("twice") << QStringList{"ab"} << false << QByteArray("abab") << QList<int>{0, 0};
        QTest::newRow("overlap suffix") << QStringList{"he", "she", "hers"} << false << QByteArray("ushers")
                                        << QList<int>{1, 0, 2};
        QTest::newRow("nested") << QStringList{"a b c", "b"} << false << QByteArray("a b c") << QList<int>{1, 0};
        QTest::newRow("case sensitive") << QStringList{"Step Time"} << false << QByteArray("step time") << QList<int>{};
        QTest::newRow("no fold") << QStringList{"be disabled"} << false << QByteArray("be    disabled") << QList<int>{};
        QTest::newRow("fold spaces") << QStringList{"be disabled"} << true << QByteArray("be    disabled")
                                     << QList<int>{0};
        QTest::newRow("fold tabs") << QStringList{"a b"} << true << QByteArray("a\t \tb") << QList<int>{0};
        QTest::newRow("fold pattern") << QStringList{"a   b"} << true << QByteArray("a b") << QList<int>{0};
        QTest::newRow("binary") << QStringList{"x"} << false << QByteArray("\0\xff x", 4) << QList<int>{0};
    }

    void matches()
    {
        QFETCH(QStringList, patterns);
        QFETCH(bool, collapse);
        QFETCH(QByteArray, input);
        QFETCH(QList<int>, ids);
        MultiPatternMatcher m(collapse);
        for (int i = 0; i < patterns.size(); ++i)
            m.add(patterns[i].toUtf8(), i);
        m.build();
        QList<int> got;
        m.scan(input.constData(), input.constData() + input.size(), [&](int id, const char*) {
            got << id;
            return true;
        });
        QCOMPARE(got, ids);
    }

    void matchEndPointsPastTheMatch()
    {
        MultiPatternMatcher m;
        m.add("iteration ", 0);
        m.build();
        const QByteArray in("x iteration 5");
        const char* end = nullptr;
        m.scan(in.constData(), in.constData() + in.size(), [&](int, const char* e) {
            end = e;
            return false;
        });
        QCOMPARE(end - in.constData(), qsizetype(12));
    }

    void stopsWhenAsked()
    {
        MultiPatternMatcher m;
        m.add("a", 0);
        m.build();
        const QByteArray in("aaaa");
        int calls = 0;
        m.scan(in.constData(), in.constData() + in.size(), [&](int, const char*) { return ++calls < 2; });
        QCOMPARE(calls, 2);
    }

    void findAllReportsEachIdOnce()
    {
        MultiPatternMatcher m;
        m.add("ab", 7);
        m.add("cd", 3);
        m.add("ab", 3); // several patterns may share an id
        m.build();
        const QByteArray in("cd ab ab cd");
        QCOMPARE(m.findAll(in.constData(), in.constData() + in.size()), (std::vector<int>{3, 7}));
    }

    void emptyMatcherFindsNothing()
    {
        MultiPatternMatcher m;
        const QByteArray in("anything");
        QVERIFY(m.findAll(in.constData(), in.constData() + in.size()).empty());
        m.build();
        QVERIFY(m.findAll(in.constData(), in.constData() + in.size()).empty());
    }
};

QTEST_GUILESS_MAIN(TestMultiPatternMatcher)
#include "tst_multipatternmatcher.moc"
