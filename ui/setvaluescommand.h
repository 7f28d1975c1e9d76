#pragma once

#include "rules/diagnostic.h"

#include <QUndoCommand>

namespace cga {

class ConfigSession;

// An undoable edit of the session: field, env var and target changes applied together (one widget edit, one
// fix, a preset's values). Consecutive edits of the same single field merge into one undo step.
class SetValuesCommand : public QUndoCommand
{
public:
    SetValuesCommand(ConfigSession* session, const QList<FieldChange>& changes, const QString& text,
                     QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    const QList<FieldChange>& changes() const { return m_new; }

private:
    ConfigSession* m_session;
    QList<FieldChange> m_new;
    QList<FieldChange> m_old;
};

} // namespace cga
