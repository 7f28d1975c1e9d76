#include "util/unicodetext.h"

#include <QTest>

using namespace cga;

class TestUnicodeText : public QObject
{
    Q_OBJECT

private slots:
    void findsTheFirstNonCharacter_data();
    void findsTheFirstNonCharacter();
    void problemNamesTheFieldAndTheCodePoint();
};

void TestUnicodeText::findsTheFirstNonCharacter_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<uint>("found");
    QTest::addRow("ASCII") << QStringLiteral("expandable_segments:True") << 0u;
    QTest::addRow("Chinese") << QStringLiteral("训练 CUDA 图") << 0u;
    QTest::addRow("replacement character") << QStringLiteral("a\uFFFDb") << 0u;
    QTest::addRow("just below the block") << QStringLiteral("\uFDCF") << 0u;
    QTest::addRow("just above the block") << QStringLiteral("\uFDF0") << 0u;
    QTest::addRow("emoji (a surrogate pair)") << QString::fromUcs4(U"ok \U0001F600") << 0u;
    QTest::addRow("lone surrogate") << QString(QChar(0xD800)) << 0u;
    QTest::addRow("block start") << QStringLiteral("x\uFDD0") << 0xFDD0u;
    QTest::addRow("found by fuzzing") << QStringLiteral("tP8\uFDED\uFF09\"") << 0xFDEDu;
    QTest::addRow("block end") << QStringLiteral("\uFDEF") << 0xFDEFu;
    QTest::addRow("U+FFFE") << QStringLiteral("a\uFFFE") << 0xFFFEu;
    QTest::addRow("U+FFFF") << QStringLiteral("\uFFFFa") << 0xFFFFu;
    QTest::addRow("plane 1, U+1FFFE") << QString::fromUcs4(U"a\U0001FFFE") << 0x1FFFEu;
    QTest::addRow("last code point, U+10FFFF") << QString::fromUcs4(U"\U0010FFFF") << 0x10FFFFu;
    QTest::addRow("the first of two") << QString::fromUcs4(U"\U0002FFFF\uFDD1") << 0x2FFFFu;
}

void TestUnicodeText::findsTheFirstNonCharacter()
{
    QFETCH(QString, text);
    QFETCH(uint, found);
    QCOMPARE(uint(UnicodeText::firstNonCharacter(text)), found);
    QCOMPARE(UnicodeText::nonCharacterProblem(text, QStringLiteral("f")).isEmpty(), found == 0);
}

void TestUnicodeText::problemNamesTheFieldAndTheCodePoint()
{
    const QString problem
        = UnicodeText::nonCharacterProblem(QString::fromUcs4(U"a\U0001FFFE"), QStringLiteral("env_vars.NCCL_DEBUG"));
    QVERIFY2(problem.startsWith(QStringLiteral("env_vars.NCCL_DEBUG holds")), qPrintable(problem));
    QVERIFY2(problem.contains(QStringLiteral("U+1FFFE")), qPrintable(problem));
    QVERIFY2(UnicodeText::nonCharacterProblem(QStringLiteral("\uFDD0"), QStringLiteral("f")).contains("U+FDD0"),
             "four hex digits, upper case");
}

QTEST_GUILESS_MAIN(TestUnicodeText)
#include "tst_unicodetext.moc"
