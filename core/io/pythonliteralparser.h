#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cga {

// A Python literal as far as config values go.
struct PyValue
{
    enum class Type { None, Bool, Int, Float, Str, Name, List, Dict, Call };
    Type type = Type::None;
    bool b = false;
    qlonglong i = 0;
    double d = 0.0;
    QString s; // Str, Name (dotted)
    QList<PyValue> items; // List items, Dict values, Call arguments
    QStringList keys; // Dict: the key of each item ("**" for a `**NAME` splat); Call: the keyword or empty
    qint64 count = 1; // this value and every value inside it, at any depth
};

// Reads one Python literal of the subset recipe edits use: True/False/None, numbers, strings with escapes, lists
// and tuples, list repetition and concatenation (`[0] * 3 + [1] * 58`), float("inf"), dotted names (enum members
// such as CudaGraphModule.attn), dictionaries with string keys and `**NAME` splats, and calls NAME(args, k=v) (kept
// as a Call for the importer to interpret; never evaluated). A recursive-descent reader: expr := term ('+' term)*;
// term := atom ('*' int)?
// Errors are translated, a few words each ("an unterminated string").
class PythonLiteralParser
{
    Q_DECLARE_TR_FUNCTIONS(cga::PythonLiteralParser)

public:
    // The most values one literal may hold, counted at every depth. Repetition and concatenation are checked before
    // anything is built, so `[0] * 99999 * 99999` or `[[0] * 99999] * 99999` is refused at once instead of filling
    // memory.
    static constexpr qint64 kMaxValues = 100000;

    explicit PythonLiteralParser(const QString& text);
    // The literal that is the whole text; nullopt (and `error`, when given) otherwise.
    std::optional<PyValue> parse(QString* error);

private:
    void skipSpace();
    bool accept(QChar c);
    std::optional<PyValue> fail(const QString& message);
    std::optional<PyValue> tooLarge();
    std::optional<PyValue> expr();
    std::optional<PyValue> term();
    std::optional<PyValue> atom();
    std::optional<PyValue> sequence(QChar close);
    std::optional<PyValue> dict();
    std::optional<PyValue> call(const QString& name);
    std::optional<PyValue> string();
    std::optional<PyValue> number();
    std::optional<PyValue> name();

    QString m_t;
    int m_pos = 0;
    int m_depth = 0;
    QString m_error;
};

} // namespace cga
