#include "util/unicodetext.h"

namespace cga {

char32_t UnicodeText::firstNonCharacter(QStringView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            c = QChar::surrogateToUcs4(char16_t(c), text.at(++i).unicode());
        if (isNonCharacter(c))
            return c;
    }
    return 0;
}

QString UnicodeText::nonCharacterProblem(QStringView text, const QString& what)
{
    const char32_t c = firstNonCharacter(text);
    if (c == 0)
        return QString();
    const QString code = QStringLiteral("%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
    return UnicodeText::tr("%1 holds the Unicode noncharacter U+%2, which configuration files cannot store; remove it.")
        .arg(what, code);
}

} // namespace cga
