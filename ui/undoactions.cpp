#include "undoactions.h"

#include "translatablecommand.h"

#include <QAction>
#include <QUndoStack>

namespace cga {

UndoActions::UndoActions(QUndoStack* stack, QObject* parent)
    : QObject(parent)
    , m_stack(stack)
    , m_undo(new QAction(this))
    , m_redo(new QAction(this))
{
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &UndoActions::retranslate);
    connect(stack, &QUndoStack::redoTextChanged, this, &UndoActions::retranslate);
    retranslate();
}

void UndoActions::retranslate()
{
    const QString undo = m_stack->undoText();
    const QString redo = m_stack->redoText();
    m_undo->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redo->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    m_undo->setEnabled(m_stack->canUndo());
    m_redo->setEnabled(m_stack->canRedo());
}

void UndoActions::retranslateSteps()
{
    for (int i = 0; i < m_stack->count(); ++i)
        if (auto* c = dynamic_cast<TranslatableCommand*>(const_cast<QUndoCommand*>(m_stack->command(i))))
            c->retranslate();
    retranslate();
}

} // namespace cga
