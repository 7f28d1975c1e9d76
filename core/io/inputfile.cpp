#include "io/inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace cga {

namespace {
} // namespace

bool InputFile::read(const QString& path, QByteArray* data, QString* error, qint64 maxBytes)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = InputFile::tr("%1: no such file.").arg(path);
        return false;
    }
    if (info.isDir()) {
        *error = InputFile::tr("%1 is a folder, not a file.").arg(path);
        return false;
    }
    if (info.size() > maxBytes) {
        *error = InputFile::tr("%1 is too large (%2 MiB; the limit is %3 MiB).")
                     .arg(path)
                     .arg(double(info.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                     .arg(maxBytes / (1024 * 1024));
        return false;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = InputFile::tr("%1 cannot be read: %2").arg(path, f.errorString());
        return false;
    }
    *data = f.read(maxBytes + 1);
    return check(*data, path, error, maxBytes);
}

bool InputFile::check(const QByteArray& data, const QString& name, QString* error, qint64 maxBytes)
{
    if (data.size() > maxBytes) {
        *error = InputFile::tr("%1 is too large (the limit is %2 MiB).").arg(name).arg(maxBytes / (1024 * 1024));
        return false;
    }
    const qsizetype nul = data.indexOf('\0');
    if (nul >= 0) {
        *error = InputFile::tr("%1 looks like a binary file (a NUL byte at offset %2), not a text file.")
                     .arg(name)
                     .arg(nul);
        return false;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(data);
    if (decoder.hasError()) {
        *error = InputFile::tr("%1 is not valid UTF-8 text.").arg(name);
        return false;
    }
    Q_UNUSED(text);
    return true;
}

int InputFile::nestingDepth(const QByteArray& data, int* deepestLine)
{
    int depth = 0, maxDepth = 0;
    char quote = 0;
    int lineIndent = 0;
    int line = 1, maxLine = 1;
    bool atLineStart = true;
    bool inComment = false;
    // Brackets and quotes count only where YAML reads them as such. Outside brackets a flow collection or a quoted
    // scalar is a node: at the start of a line or after "key:", "-", "?", an anchor or a tag; elsewhere they are
    // text of a plain scalar (TORCH{{X: 1, it's, a [b), and counting those refused files the tool itself had
    // written. Inside brackets every bracket counts, a quote only at the start of a word. A comment starts at a #
    // after a blank. Inside quotes, \" (double quotes) and '' (single quotes) are a quote character, not the end.
    bool escaped = false; // the previous character was a backslash inside double quotes
    char prev = ' '; // the previous character on this line (' ' at its start)
    bool inWord = false, hadWord = false;
    char wordFirst = 0, wordLast = 0, lastFirst = 0, lastLast = 0; // this word's and the previous word's ends
    const auto atWordStart = [&] { return !inWord || prev == '[' || prev == '{' || prev == ',' || prev == ':'; };
    const auto nodeMayStart = [&] {
        if (depth > 0) // in flow a plain scalar cannot hold a bracket: every bracket is one
            return true;
        if (inWord) // right after an anchor or a tag (&a[ or !!seq{), which cannot hold a bracket
            return wordFirst == '&' || wordFirst == '!';
        return !hadWord || lastLast == ':' || (lastFirst == '?' && lastLast == '?') || lastFirst == '&'
            || lastFirst == '!';
    };
    auto reach = [&](int d) {
        if (d > maxDepth) {
            maxDepth = d;
            maxLine = line;
        }
    };
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (c == '\n') {
            escaped = false; // a backslash before a line break only folds the line
            ++line;
            atLineStart = true;
            lineIndent = 0;
            inComment = false;
            prev = ' ';
            inWord = hadWord = false;
            continue;
        }
        if (inComment)
            continue;
        if (atLineStart) {
            if (c == ' ' || c == '-') {
                ++lineIndent;
                continue;
            }
            atLineStart = false;
            // Two spaces per level is the common YAML style; count indentation as nesting too.
            reach(depth + lineIndent / 2);
        }
        if (c == ' ' || c == '\t') {
            escaped = false; // "\ " is an escaped blank
            if (inWord && !quote) {
                hadWord = true;
                lastFirst = wordFirst;
                lastLast = wordLast;
                inWord = false;
            }
            prev = c;
            continue;
        }
        const bool startsWord = !inWord;
        if (quote) {
            if (escaped)
                escaped = false;
            else if (quote == '"' && c == '\\')
                escaped = true;
            else if (quote == '\'' && c == '\'' && i + 1 < data.size() && data.at(i + 1) == '\'')
                ++i; // '' inside single quotes
            else if (c == quote)
                quote = 0;
        } else if (c == '#' && (prev == ' ' || prev == '\t')) {
            inComment = true;
        } else if ((c == '"' || c == '\'') && (depth > 0 ? atWordStart() : nodeMayStart())) {
            quote = c;
        } else if ((c == '[' || c == '{') && nodeMayStart()) {
            ++depth;
            reach(depth + lineIndent / 2);
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
        if (startsWord) {
            inWord = true;
            wordFirst = c;
        }
        wordLast = c;
        prev = c;
    }
    if (deepestLine)
        *deepestLine = maxLine;
    return maxDepth;
}

} // namespace cga
