#include "replaceconfigcommand.h"

namespace cga {

ReplaceConfigCommand::ReplaceConfigCommand(ConfigSession* session, SessionState replacement, TextFn textFn)
    : TranslatableCommand(std::move(textFn))
    , m_session(session)
    , m_before(session->state())
    , m_after(std::move(replacement))
{
}

void ReplaceConfigCommand::redo()
{
    m_session->restore(m_after);
}

void ReplaceConfigCommand::undo()
{
    m_session->restore(m_before);
}

} // namespace cga
