// RankPrefix: the launcher prefixes of all-ranks logs.
#include "log/rankprefix.h"

#include <QTest>

using namespace cga;

class TestRankPrefix : public QObject
{
    Q_OBJECT

private slots:
    void strip_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QByteArray>("rest");

        QTest::newRow("none") << QByteArray("Step Time : 1.00s") << -1 << QByteArray("Step Time : 1.00s");
        QTest::newRow("torchrun") << QByteArray("[rank3]:Traceback") << 3 << QByteArray("Traceback");
        QTest::newRow("torchrun space") << QByteArray("[rank12]: x") << 12 << QByteArray("x");
        QTest::newRow("torchrun c10") << QByteArray("[rank1]:[W1102 10:00:00] y") << 1
                                      << QByteArray("[W1102 10:00:00] y");
        QTest::newRow("tee default") << QByteArray("[default5]:hello") << 5 << QByteArray("hello");
        QTest::newRow("srun") << QByteArray("3: hello") << 3 << QByteArray("hello");
        QTest::newRow("srun aligned") << QByteArray(" 3: hello") << 3 << QByteArray("hello");
        QTest::newRow("mpirun") << QByteArray("[1,6]<stdout>:hello") << 6 << QByteArray("hello");
        QTest::newRow("mpirun stderr") << QByteArray("[1,6]<stderr>: x") << 6 << QByteArray("x");
        QTest::newRow("megatron tag") << QByteArray("[Rank 2] (after 1 iterations) memory (GB)") << 2
                                      << QByteArray("(after 1 iterations) memory (GB)");
        QTest::newRow("stacked") << QByteArray("0: [rank7]: x") << 7 << QByteArray("x");
        QTest::newRow("srun + megatron tag") << QByteArray("4: [Rank 4] (after") << 4 << QByteArray("(after");
        QTest::newRow("time is not a rank") << QByteArray("10:00:00 started") << -1 << QByteArray("10:00:00 started");
        QTest::newRow("date bracket") << QByteArray(" [2026-11-02 10:00:01] iteration") << -1
                                      << QByteArray(" [2026-11-02 10:00:01] iteration");
        QTest::newRow("PG tag mid-line") << QByteArray("[PG ID 0 PG GUID 0 Rank 1] x") << -1
                                         << QByteArray("[PG ID 0 PG GUID 0 Rank 1] x");
        QTest::newRow("unclosed") << QByteArray("[rank3 x") << -1 << QByteArray("[rank3 x");
        QTest::newRow("rank without colon") << QByteArray("[rank3] x") << -1 << QByteArray("[rank3] x");
        QTest::newRow("digits only") << QByteArray("12345") << -1 << QByteArray("12345");
        QTest::newRow("empty") << QByteArray() << -1 << QByteArray();
        QTest::newRow("cut prefix") << QByteArray("[rank") << -1 << QByteArray("[rank");
    }

    void strip()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, rank);
        QFETCH(QByteArray, rest);
        const char* b = line.constData();
        QCOMPARE(RankPrefix::strip(&b, line.constData() + line.size()), rank);
        QCOMPARE(QByteArray(b, line.constData() + line.size() - b), rest);
    }
};

QTEST_GUILESS_MAIN(TestRankPrefix)
#include "tst_rankprefix.moc"
