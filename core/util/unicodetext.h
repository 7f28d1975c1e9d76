#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace cga {

// Unicode noncharacters (U+FDD0..U+FDEF and the last two code points of every plane, U+FFFE, U+1FFFF ...) are
// reserved for a program's internal use, not for text that travels. YAML allows most of them, but the YAML writer
// every configuration and project file goes through replaces them with U+FFFD, so a value holding one would not
// survive a save. The importers refuse such a value (naming its field and line) instead of changing it silently.
class UnicodeText
{
    Q_DECLARE_TR_FUNCTIONS(cga::UnicodeText)

public:
    // The first noncharacter in `text`, or 0 when there is none.
    static char32_t firstNonCharacter(QStringView text);
    static bool isNonCharacter(char32_t c) { return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE; }
    // "<what> holds the Unicode noncharacter U+FDD0, which configuration files cannot store; remove it." when `text`
    // holds one (`what` names the field or variable), else an empty string.
    static QString nonCharacterProblem(QStringView text, const QString& what);
};

} // namespace cga
