#pragma once

#include "rules/diagnostic.h"
#include "translatablecommand.h"

#include <QCoreApplication>

namespace cga {

class ConfigSession;

// An undoable edit of the session: field, env var and target changes applied together (one widget edit, one
// fix, a preset's values). Consecutive edits of the same single field merge into one undo step. Its text follows
// the language: retranslate() makes it anew with `textFn`, or else names the fields it sets ("Set model.x").
class SetValuesCommand : public TranslatableCommand
{
    Q_DECLARE_TR_FUNCTIONS(cga::SetValuesCommand)

public:
    SetValuesCommand(ConfigSession* session, const QList<FieldChange>& changes, const QString& text, TextFn textFn = {},
                     QUndoCommand* parent = nullptr);
    // The text in the language of the moment (after a language switch).
    void retranslate() override;

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
