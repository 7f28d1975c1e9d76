#pragma once

#include "session/configsession.h"
#include "translatablecommand.h"

namespace cga {

// Replacing the configuration (a preset, an opened file, an import, a blank one, a project) as one undo step:
// undo brings back the configuration as it was, its base and its modified flag included; redo the replacement.
class ReplaceConfigCommand : public TranslatableCommand
{
public:
    ReplaceConfigCommand(ConfigSession* session, SessionState replacement, TextFn textFn);

    void redo() override;
    void undo() override;

private:
    ConfigSession* m_session;
    SessionState m_before;
    SessionState m_after;
};

} // namespace cga
