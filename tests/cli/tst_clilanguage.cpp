// The language of `cga`: --lang before or after the command, else LC_ALL / LC_MESSAGES / LANG. Explanations,
// fix titles, help texts and messages follow it; identifiers and upstream messages stay as they are.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

namespace {

bool hasChinese(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };
    // Runs cga with the locale variables given (all others of them removed).
    Run cga(const QStringList& args, const QMap<QString, QString>& locale = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* v : {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"})
            env.remove(QString::fromLatin1(v));
        for (auto it = locale.cbegin(); it != locale.cend(); ++it)
            env.insert(it.key(), it.value());
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CGA_CLI), args);
        p.waitForFinished(30000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    static QString broken() { return QStringLiteral(CGA_SOURCE_DIR "/resources/examples/llama3-8b-broken.yaml"); }

private slots:
    void languageSources_data();
    void languageSources();
    void helpTexts_data();
    void helpTexts();
    void jsonKeepsIdentifiersAndUpstreamMessages();
};

void TestCliLanguage::languageSources_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("locale"); // NAME=value pairs
    QTest::addColumn<bool>("chinese");
    const QStringList validate{QStringLiteral("validate"), broken()};
    QTest::addRow("default is English") << validate << QStringList{} << false;
    QTest::addRow("LANG=C.UTF-8") << validate << QStringList{"LANG=C.UTF-8"} << false;
    QTest::addRow("LANG=zh_CN.UTF-8") << validate << QStringList{"LANG=zh_CN.UTF-8"} << true;
    QTest::addRow("LC_MESSAGES wins over LANG") << validate << QStringList{"LANG=C", "LC_MESSAGES=zh_CN.UTF-8"} << true;
    QTest::addRow("LC_ALL wins over LANG") << validate << QStringList{"LANG=zh_CN.UTF-8", "LC_ALL=C"} << false;
    QTest::addRow("--lang after the command")
        << QStringList{"validate", broken(), "--lang", "zh_CN"} << QStringList{} << true;
    QTest::addRow("--lang before the command")
        << QStringList{"--lang", "zh_CN", "validate", broken()} << QStringList{} << true;
    QTest::addRow("--lang= before the command")
        << QStringList{"--lang=zh_CN", "validate", broken()} << QStringList{} << true;
    QTest::addRow("--lang en wins over LANG")
        << QStringList{"validate", broken(), "--lang", "en"} << QStringList{"LANG=zh_CN.UTF-8"} << false;
}

void TestCliLanguage::languageSources()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, locale);
    QFETCH(bool, chinese);
    QMap<QString, QString> env;
    for (const QString& kv : locale)
        env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    const Run r = cga(args, env);
    QCOMPARE(r.exitCode, 1); // the broken example has errors, whatever the language
    QVERIFY2(hasChinese(r.out) == chinese, qPrintable(r.out + r.err));
    QVERIFY(r.out.contains(QLatin1String("MC-22"))); // rule ids stay
}

void TestCliLanguage::helpTexts_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("usage") << QStringList{"--help"};
    QTest::addRow("validate") << QStringList{"validate", "--help"};
    QTest::addRow("explain") << QStringList{"explain", "MC-22"};
    QTest::addRow("unknown command") << QStringList{"no-such-command"};
}

void TestCliLanguage::helpTexts()
{
    QFETCH(QStringList, args);
    const Run en = cga(args, {{QStringLiteral("LANG"), QStringLiteral("en_US.UTF-8")}});
    const Run zh = cga(args, {{QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8")}});
    QVERIFY2(!hasChinese(en.out + en.err), qPrintable(en.out + en.err));
    QVERIFY2(hasChinese(zh.out + zh.err), qPrintable(zh.out + zh.err));
    QCOMPARE(zh.exitCode, en.exitCode);
}

void TestCliLanguage::jsonKeepsIdentifiersAndUpstreamMessages()
{
    const Run en = cga({QStringLiteral("validate"), broken(), QStringLiteral("--format"), QStringLiteral("json")});
    const Run zh = cga({QStringLiteral("validate"), broken(), QStringLiteral("--format"), QStringLiteral("json"),
                        QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    const QJsonArray de
        = QJsonDocument::fromJson(en.out.toUtf8()).object().value(QLatin1String("diagnostics")).toArray();
    const QJsonArray dz
        = QJsonDocument::fromJson(zh.out.toUtf8()).object().value(QLatin1String("diagnostics")).toArray();
    QVERIFY(!de.isEmpty());
    QCOMPARE(dz.size(), de.size());
    for (int i = 0; i < de.size(); ++i) {
        const QJsonObject e = de[i].toObject();
        const QJsonObject z = dz[i].toObject();
        QCOMPARE(z.value(QLatin1String("id")), e.value(QLatin1String("id")));
        QCOMPARE(z.value(QLatin1String("severity")), e.value(QLatin1String("severity")));
        QCOMPARE(z.value(QLatin1String("fields")), e.value(QLatin1String("fields")));
        QCOMPARE(z.value(QLatin1String("upstream_message")), e.value(QLatin1String("upstream_message")));
        QVERIFY2(hasChinese(z.value(QLatin1String("message")).toString()),
                 qPrintable(z.value(QLatin1String("message")).toString()));
        const QJsonArray fe = e.value(QLatin1String("fixes")).toArray();
        const QJsonArray fz = z.value(QLatin1String("fixes")).toArray();
        QCOMPARE(fz.size(), fe.size());
        for (int j = 0; j < fz.size(); ++j) {
            QCOMPARE(fz[j].toObject().value(QLatin1String("set")), fe[j].toObject().value(QLatin1String("set")));
            QVERIFY2(hasChinese(fz[j].toObject().value(QLatin1String("title")).toString()),
                     qPrintable(fz[j].toObject().value(QLatin1String("title")).toString()));
        }
    }
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
