#include "util/shellwords.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cga {

std::optional<QStringList> ShellWords::split(const QString& text, QString* error)
{
    QStringList words;
    QString cur;
    bool inWord = false;
    int i = 0;
    const int n = text.size();
    while (i < n) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\')) {
            if (i + 1 < n && text.at(i + 1) == QLatin1Char('\n')) {
                i += 2; // line continuation
                continue;
            }
            if (i + 1 < n) {
                cur += text.at(i + 1);
                inWord = true;
                i += 2;
                continue;
            }
            ++i;
            continue;
        }
        if (c == QLatin1Char('\'')) {
            const int end = text.indexOf(QLatin1Char('\''), i + 1);
            if (end < 0) {
                if (error)
                    *error = QCoreApplication::translate("cga::ShellWords", "unterminated single quote");
                return std::nullopt;
            }
            cur += text.mid(i + 1, end - i - 1);
            inWord = true;
            i = end + 1;
            continue;
        }
        if (c == QLatin1Char('"')) {
            ++i;
            bool closed = false;
            while (i < n) {
                const QChar d = text.at(i);
                if (d == QLatin1Char('"')) {
                    closed = true;
                    ++i;
                    break;
                }
                if (d == QLatin1Char('\\') && i + 1 < n && QStringLiteral("\"\\$`\n").contains(text.at(i + 1))) {
                    if (text.at(i + 1) != QLatin1Char('\n'))
                        cur += text.at(i + 1);
                    i += 2;
                    continue;
                }
                cur += d;
                ++i;
            }
            if (!closed) {
                if (error)
                    *error = QCoreApplication::translate("cga::ShellWords", "unterminated double quote");
                return std::nullopt;
            }
            inWord = true;
            continue;
        }
        if (c == QLatin1Char('#') && !inWord) {
            while (i < n && text.at(i) != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (c.isSpace()) {
            if (inWord) {
                words << cur;
                cur.clear();
                inWord = false;
            }
            ++i;
            continue;
        }
        cur += c;
        inWord = true;
        ++i;
    }
    if (inWord)
        words << cur;
    return words;
}

QString ShellWords::quote(const QString& value)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_@%+=:,./\\-]+\\z"));
    if (!value.isEmpty() && safe.match(value).hasMatch())
        return value;
    QString out = value;
    out.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

QString ShellWords::join(const QStringList& words)
{
    QStringList q;
    q.reserve(words.size());
    for (const QString& w : words)
        q << quote(w);
    return q.join(QLatin1Char(' '));
}

} // namespace cga
