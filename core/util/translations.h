#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace cga {

// Installs the application's translations (embedded :/i18n/cga_<lang>.qm) and Qt's own, and switches them at run
// time. Languages: "en", "zh_CN". Installing posts QEvent::LanguageChange to every widget.
class Translations : public QObject
{
    Q_OBJECT
public:
    explicit Translations(QObject* parent = nullptr);
    ~Translations() override;

    static QStringList available(); // en, zh_CN
    static QString languageName(const QString& code); // "English", "简体中文"
    // The language for a locale name such as "zh_CN.UTF-8", "zh_TW", "C"; "en" when we have nothing better.
    static QString fromLocale(const QString& localeName);
    // The language the CLI uses: --lang if given, else LC_ALL / LC_MESSAGES / LANG.
    static QString fromEnvironment();

    bool setLanguage(const QString& code);
    // The language most recently installed by any Translations object ("en" before the first): for data files
    // that carry their own translations (preset titles and descriptions) and cannot go through tr().
    static QString currentLanguage();
    QString language() const { return m_language; }

signals:
    void languageChanged(const QString& code);

private:
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    QString m_language = QStringLiteral("en");
};

} // namespace cga
