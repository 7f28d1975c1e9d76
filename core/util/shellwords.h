#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace cga {

// POSIX shell word handling for pasted command lines and for every shell script the tool writes.
class ShellWords
{
public:
    // Splits like sh would (quotes, backslashes, line continuations); nullopt on an unterminated quote.
    // Comments (# at a word start) end the line. No expansion is performed: $VAR stays literal text.
    static std::optional<QStringList> split(const QString& text, QString* error = nullptr);
    // Quotes one value so that sh passes it through unchanged, whatever it contains (spaces, quotes, $(), `,
    // ;, newlines, non-ASCII). Safe words stay bare.
    static QString quote(const QString& value);
    static QString join(const QStringList& words); // each word quoted
};

} // namespace cga
