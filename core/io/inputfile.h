#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cga {

// Reads an input file the user gave us with the limits every importer shares: a size cap, no binary data, and
// valid UTF-8. On failure `error` says why in one translated sentence that names the file.
class InputFile
{
    Q_DECLARE_TR_FUNCTIONS(cga::InputFile)

public:
    static constexpr qint64 kDefaultMaxBytes = 16 * 1024 * 1024;

    static bool read(const QString& path, QByteArray* data, QString* error, qint64 maxBytes = kDefaultMaxBytes);
    // The same checks on bytes already in memory (stdin, tests). `name` is used in messages.
    static bool check(const QByteArray& data, const QString& name, QString* error, qint64 maxBytes = kDefaultMaxBytes);
    // Deepest bracket / indentation nesting of YAML-like text (outside quotes); guards recursive parsers.
    // `deepestLine` (optional) receives the 1-based line where that depth is first reached.
    static int nestingDepth(const QByteArray& data, int* deepestLine = nullptr);
    static constexpr int kMaxNesting = 64;
};

} // namespace cga
