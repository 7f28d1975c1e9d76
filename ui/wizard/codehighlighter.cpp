#include "wizard/codehighlighter.h"

namespace cga {

CodeHighlighter::CodeHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    QTextCharFormat key;
    key.setForeground(QColor(0x1f, 0x5f, 0x9f));
    key.setFontWeight(QFont::DemiBold);
    QTextCharFormat flag;
    flag.setForeground(QColor(0x6f, 0x42, 0xc1));
    QTextCharFormat literal;
    literal.setForeground(QColor(0xa6, 0x26, 0x1a));
    QTextCharFormat string;
    string.setForeground(QColor(0x0b, 0x7a, 0x3e));
    m_comment.setForeground(QColor(0x7a, 0x7a, 0x7a));
    m_comment.setFontItalic(true);
    m_rules = {
        {QRegularExpression(QStringLiteral("^\\s*-?\\s*[A-Za-z_][\\w.]*(?=\\s*:(\\s|$))")), key}, // YAML keys
        {QRegularExpression(QStringLiteral("\\bcfg(\\.[A-Za-z_]\\w*)+")), key}, // Python recipe attributes
        {QRegularExpression(QStringLiteral("(?<![\\w-])--?[A-Za-z][\\w-]*")), flag}, // command-line flags
        {QRegularExpression(QStringLiteral("\\b(export|True|False|None|true|false|null|srun|sbatch)\\b")), literal},
        {QRegularExpression(QStringLiteral("(?<![\\w.])-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?\\b")), literal},
        {QRegularExpression(QStringLiteral("\"([^\"\\\\]|\\\\.)*\"|'[^']*'")), string},
    };
}

void CodeHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& rule : m_rules)
        for (auto it = rule.pattern.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), rule.format);
        }
    // A '#' that starts a comment (at the line start or after a space), outside quotes.
    bool single = false, dbl = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\'') && !dbl)
            single = !single;
        else if (c == QLatin1Char('"') && !single)
            dbl = !dbl;
        else if (c == QLatin1Char('#') && !single && !dbl && (i == 0 || text.at(i - 1).isSpace())) {
            setFormat(i, int(text.size()) - i, m_comment);
            break;
        }
    }
}

} // namespace cga
