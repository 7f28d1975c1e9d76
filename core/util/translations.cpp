#include "util/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace cga {

namespace {
QString& installedLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}
} // namespace

QString Translations::currentLanguage()
{
    return installedLanguage();
}

Translations::Translations(QObject* parent)
    : QObject(parent)
{
}

Translations::~Translations()
{
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
}

QStringList Translations::available()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString Translations::languageName(const QString& code)
{
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString Translations::fromLocale(const QString& localeName)
{
    const QString l = localeName.section(QLatin1Char('.'), 0, 0);
    if (l.startsWith(QLatin1String("zh")))
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

QString Translations::fromEnvironment()
{
    for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString v = qEnvironmentVariable(var);
        if (!v.isEmpty())
            return fromLocale(v);
    }
    return fromLocale(QLocale::system().name());
}

bool Translations::setLanguage(const QString& code)
{
    const QString lang = available().contains(code) ? code : fromLocale(code);
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/cga_%1.qm").arg(lang)))
        return false;
    auto qt = std::make_unique<QTranslator>();
    const bool haveQt = lang != QLatin1String("en")
        && qt->load(QLocale(lang), QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app = std::move(app);
    QCoreApplication::installTranslator(m_app.get());
    if (haveQt) {
        m_qt = std::move(qt);
        QCoreApplication::installTranslator(m_qt.get());
    } else {
        m_qt.reset();
    }
    const bool changed = lang != m_language;
    m_language = lang;
    installedLanguage() = lang;
    if (changed)
        emit languageChanged(lang);
    return true;
}

} // namespace cga
