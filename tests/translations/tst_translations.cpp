// Completeness of the translations: runs lupdate over the sources into a temporary copy of translations/*.ts
// (exactly as `cmake --build <dir> --target update_translations` would) and fails when a string of the code is
// missing from a .ts file, unfinished, empty, obsolete although the code uses it, or when a translation loses a
// placeholder (%1, %n), an HTML tag or a keyboard accelerator. English must give singular and plural forms for
// every %n message; Chinese gives one form.
#include "util/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <map>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    QString type; // "", "unfinished", "obsolete", "vanished"
    bool numerus = false;
    QStringList translations; // one entry, or the numerus forms
};

using Catalogue = std::map<QString, Message>; // key: context, source, comment

QString keyOf(const Message& m)
{
    return m.context + QChar(0x1f) + m.source + QChar(0x1f) + m.comment;
}

QString describe(const Message& m)
{
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source.left(120));
}

bool readTs(const QString& path, Catalogue* out, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return false;
    }
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("context")) {
            context.clear();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        m.translations << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                m.translations << xml.readElementText();
            }
            (*out)[keyOf(m)] = m;
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return false;
    }
    return true;
}

// %1..%99 and %n (also %L1), as a sorted list.
QStringList placeholders(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured(1);
    out.sort();
    out.removeDuplicates();
    return out;
}

// Opening and closing HTML tag names, sorted, with repetitions.
QStringList htmlTags(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("<(/?[a-zA-Z][a-zA-Z0-9]*)[^<>]*>"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured(1).toLower();
    out.sort();
    return out;
}

// A keyboard accelerator: '&' before a letter or digit, not "&&" and not an entity such as "&amp;".
bool hasAccelerator(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("(^|[^&])&[\\p{L}\\p{N}](?![a-zA-Z0-9]*;)"));
    return re.match(s).hasMatch();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nothingMissingOrUnfinished_data();
    void nothingMissingOrUnfinished();
    void formsAndPlaceholders_data();
    void formsAndPlaceholders();
    void bothFilesHoldTheSameMessages();
    void chineseIsLoadedAtRunTime();

private:
    QTemporaryDir m_dir;
    QHash<QString, Catalogue> m_committed; // by language
    QHash<QString, Catalogue> m_updated;
};

void TestTranslations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString projectIn = QStringLiteral(CGA_LUPDATE_PROJECT_IN);
    QVERIFY2(QFile::exists(projectIn),
             qPrintable(QStringLiteral("missing %1: configure the build first").arg(projectIn)));
    const QString projectJson = m_dir.filePath(QStringLiteral("project.json"));
    QProcess cmake;
    cmake.start(QStringLiteral(CGA_CMAKE_COMMAND),
                {QStringLiteral("-DIN_FILE=") + projectIn, QStringLiteral("-DOUT_FILE=") + projectJson,
                 QStringLiteral("-P"), QStringLiteral(CGA_GENERATE_LUPDATE_PROJECT)});
    QVERIFY(cmake.waitForFinished(60000));
    QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());

    QStringList args{QStringLiteral("-project"),     projectJson,
                     QStringLiteral("-locations"),   QStringLiteral("none"),
                     QStringLiteral("-no-obsolete"), QStringLiteral("-ts")};
    for (const QString& lang : cga::Translations::available()) {
        const QString name = QStringLiteral("cga_%1.ts").arg(lang);
        const QString committed = QStringLiteral(CGA_TS_DIR "/") + name;
        QString error;
        QVERIFY2(readTs(committed, &m_committed[lang], &error), qPrintable(error));
        const QString copy = m_dir.filePath(name);
        QVERIFY(QFile::copy(committed, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        args << copy;
    }
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(CGA_LUPDATE), args);
    QVERIFY(lupdate.waitForFinished(300000));
    const QByteArray log = lupdate.readAll();
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, log.constData());
    for (const QString& lang : cga::Translations::available()) {
        QString error;
        QVERIFY2(readTs(m_dir.filePath(QStringLiteral("cga_%1.ts").arg(lang)), &m_updated[lang], &error),
                 qPrintable(error));
        QVERIFY2(!m_updated[lang].empty(), "lupdate found no message");
    }
}

void TestTranslations::nothingMissingOrUnfinished_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& lang : cga::Translations::available())
        QTest::addRow("%s", qPrintable(lang)) << lang;
}

void TestTranslations::nothingMissingOrUnfinished()
{
    QFETCH(QString, language);
    const Catalogue& committed = m_committed[language];
    QStringList missing, unfinished, obsolete, empty;
    for (const auto& [key, m] : m_updated[language]) {
        const auto it = committed.find(key);
        if (it == committed.end()) {
            missing << describe(m);
            continue;
        }
        const Message& c = it->second;
        if (c.type == QLatin1String("obsolete") || c.type == QLatin1String("vanished"))
            obsolete << describe(c);
        else if (c.type == QLatin1String("unfinished"))
            unfinished << describe(c);
        else if (c.translations.isEmpty()
                 || std::any_of(c.translations.cbegin(), c.translations.cend(),
                                [](const QString& t) { return t.trimmed().isEmpty(); }))
            empty << describe(c);
    }
    // The full lists go to the log (a failure message is cut short).
    for (const QString& m : std::as_const(missing))
        qInfo().noquote() << "missing:" << m;
    for (const QString& m : std::as_const(obsolete))
        qInfo().noquote() << "obsolete but used:" << m;
    for (const QString& m : std::as_const(unfinished))
        qInfo().noquote() << "unfinished:" << m;
    for (const QString& m : std::as_const(empty))
        qInfo().noquote() << "empty:" << m;
    const QString hint = QStringLiteral("\nRun `cmake --build <dir> --target update_translations`, then "
                                        "scripts/update-translations.sh and translate translations/cga_%1.ts.")
                             .arg(language);
    QVERIFY2(
        missing.isEmpty(),
        qPrintable(
            QStringLiteral("%1 string(s) of the code are missing from cga_%2.ts:\n  ").arg(missing.size()).arg(language)
            + missing.mid(0, 5).join(QStringLiteral("\n  ")) + hint));
    QVERIFY2(obsolete.isEmpty(),
             qPrintable(QStringLiteral("%1 message(s) marked obsolete in cga_%2.ts are used by the code:\n  ")
                            .arg(obsolete.size())
                            .arg(language)
                        + obsolete.mid(0, 5).join(QStringLiteral("\n  ")) + hint));
    QVERIFY2(
        unfinished.isEmpty(),
        qPrintable(QStringLiteral("%1 unfinished message(s) in cga_%2.ts:\n  ").arg(unfinished.size()).arg(language)
                   + unfinished.mid(0, 5).join(QStringLiteral("\n  ")) + hint));
    QVERIFY2(empty.isEmpty(),
             qPrintable(QStringLiteral("%1 empty translation(s) in cga_%2.ts:\n  ").arg(empty.size()).arg(language)
                        + empty.mid(0, 5).join(QStringLiteral("\n  ")) + hint));
}

void TestTranslations::formsAndPlaceholders_data()
{
    nothingMissingOrUnfinished_data();
}

void TestTranslations::formsAndPlaceholders()
{
    QFETCH(QString, language);
    const int forms = language == QLatin1String("en") ? 2 : 1;
    QStringList problems;
    for (const auto& [key, m] : m_committed[language]) {
        if (m.type == QLatin1String("obsolete") || m.type == QLatin1String("vanished"))
            continue;
        if (m.numerus && m.translations.size() != forms) {
            problems << QStringLiteral("%1: %2 plural form(s), expected %3")
                            .arg(describe(m))
                            .arg(m.translations.size())
                            .arg(forms);
            continue;
        }
        const QStringList wanted = placeholders(m.source);
        for (int i = 0; i < m.translations.size(); ++i) {
            const QString& t = m.translations.at(i);
            if (t.isEmpty())
                continue; // reported by nothingMissingOrUnfinished
            QStringList got = placeholders(t);
            // An English singular may spell the number out ("one error"): %n is optional there.
            if (m.numerus && language == QLatin1String("en") && i == 0 && !got.contains(QLatin1String("n")))
                got = (got << QStringLiteral("n")), got.sort();
            if (got != wanted)
                problems << QStringLiteral("%1: placeholders %2 in the translation, %3 in the source")
                                .arg(describe(m), got.join(QLatin1Char(' ')), wanted.join(QLatin1Char(' ')));
            if (htmlTags(t) != htmlTags(m.source))
                problems << QStringLiteral("%1: HTML tags differ from the source").arg(describe(m));
            if (hasAccelerator(m.source) && !hasAccelerator(t))
                problems << QStringLiteral("%1: the translation has no keyboard accelerator (&)").arg(describe(m));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 40).join(QLatin1Char('\n'))));
}

void TestTranslations::bothFilesHoldTheSameMessages()
{
    QStringList onlyOne;
    const Catalogue& en = m_committed[QStringLiteral("en")];
    const Catalogue& zh = m_committed[QStringLiteral("zh_CN")];
    for (const auto& [key, m] : en)
        if (!zh.count(key))
            onlyOne << QStringLiteral("only in cga_en.ts: ") + describe(m);
    for (const auto& [key, m] : zh)
        if (!en.count(key))
            onlyOne << QStringLiteral("only in cga_zh_CN.ts: ") + describe(m);
    QVERIFY2(onlyOne.isEmpty(), qPrintable(onlyOne.mid(0, 40).join(QLatin1Char('\n'))));
}

void TestTranslations::chineseIsLoadedAtRunTime()
{
    // The compiled catalogues are embedded in cga_core (:/i18n/cga_<lang>.qm).
    cga::Translations translations;
    QVERIFY(translations.setLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(translations.language(), QStringLiteral("zh_CN"));
    const QString zh = QCoreApplication::translate("cga::cli", "Commands:");
    QVERIFY2(zh != QLatin1String("Commands:"), qPrintable(zh));
    QVERIFY(translations.setLanguage(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("cga::cli", "Commands:"), QStringLiteral("Commands:"));
    QCOMPARE(cga::Translations::fromLocale(QStringLiteral("zh_CN.UTF-8")), QStringLiteral("zh_CN"));
    QCOMPARE(cga::Translations::fromLocale(QStringLiteral("C.UTF-8")), QStringLiteral("en"));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
