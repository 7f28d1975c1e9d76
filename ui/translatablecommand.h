#pragma once

#include <QUndoCommand>

#include <functional>

namespace cga {

// An undo step whose text follows the language: retranslate() makes it anew with `textFn` (the Edit menu and the
// undo history show it after a language switch).
class TranslatableCommand : public QUndoCommand
{
public:
    using TextFn = std::function<QString()>;
    explicit TranslatableCommand(TextFn textFn, QUndoCommand* parent = nullptr)
        : QUndoCommand(textFn ? textFn() : QString(), parent)
        , m_textFn(std::move(textFn))
    {
    }
    virtual void retranslate()
    {
        if (m_textFn)
            setText(m_textFn());
    }

protected:
    bool hasTextFn() const { return bool(m_textFn); }

private:
    TextFn m_textFn;
};

} // namespace cga
