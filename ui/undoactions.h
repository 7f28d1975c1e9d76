#pragma once

#include <QObject>

class QAction;
class QUndoStack;

namespace cga {

// Edit > Undo and Redo over an undo stack, named after the step they undo or redo ("Undo Fix MB-03: ...") in the
// language of the moment. QUndoStack::createUndoAction keeps the prefix ("Undo %1") of the language it was
// created in; these actions make their text anew on every change and on retranslate().
class UndoActions : public QObject
{
    Q_OBJECT

public:
    UndoActions(QUndoStack* stack, QObject* parent);

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    void retranslate();
    // After a language switch: every undo step's text (SetValuesCommand::retranslate), then the actions'.
    void retranslateSteps();

private:
    QUndoStack* m_stack;
    QAction* m_undo;
    QAction* m_redo;
};

} // namespace cga
