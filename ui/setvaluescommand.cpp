#include "setvaluescommand.h"

#include "session/configsession.h"

namespace cga {

namespace {
constexpr int kSingleFieldEdit = 0x4347; // merge id for edits of one field
} // namespace

SetValuesCommand::SetValuesCommand(ConfigSession* session, const QList<FieldChange>& changes, const QString& text,
                                   TextFn textFn, QUndoCommand* parent)
    : TranslatableCommand(std::move(textFn), parent)
    , m_session(session)
    , m_new(changes)
{
    if (!hasTextFn())
        setText(text);
    for (const FieldChange& c : changes)
        m_old << FieldChange{c.path, session->value(c.path)};
}

void SetValuesCommand::redo()
{
    m_session->apply(m_new);
}

void SetValuesCommand::undo()
{
    QList<FieldChange> reversed;
    for (auto it = m_old.crbegin(); it != m_old.crend(); ++it)
        reversed << *it;
    m_session->apply(reversed);
}

void SetValuesCommand::retranslate()
{
    if (hasTextFn()) {
        TranslatableCommand::retranslate();
        return;
    }
    QStringList paths;
    for (const FieldChange& c : m_new)
        if (!paths.contains(c.path))
            paths << c.path;
    setText(tr("Set %1").arg(paths.join(QStringLiteral(", "))));
}

int SetValuesCommand::id() const
{
    return m_new.size() == 1 ? kSingleFieldEdit : -1;
}

bool SetValuesCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const SetValuesCommand*>(other);
    if (o->m_new.size() != 1 || m_new.size() != 1 || o->m_new.first().path != m_new.first().path)
        return false;
    m_new = o->m_new; // keep our old value, take the newest value
    return true;
}

} // namespace cga
