#include "configimporter.h"

#include "session/configsession.h"
#include "wizard/configwizard.h"

#include <QUndoStack>

namespace cga {

ConfigImporter::ConfigImporter(ConfigSession* session, ConfigWizard* wizard, QUndoStack* undo, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_wizard(wizard)
    , m_undo(undo)
{
}

bool ConfigImporter::import(const LoadRequest& request, const QString& origin, QString* error,
                            const HarnessImporter::RecipeResolver& resolver)
{
    const LoadedConfig loaded = ConfigLoader::load(request, resolver);
    if (!loaded.import.ok()) {
        if (error)
            *error = loaded.import.errorText();
        return false;
    }
    TargetContext target = m_session->target();
    target.frontEnd = loaded.frontEnd;
    if (loaded.import.gpu)
        target.gpu = *loaded.import.gpu;
    m_undo->clear();
    m_session->reset(loaded.config, target, loaded.import.recipeName.isEmpty() ? origin : loaded.import.recipeName,
                     QString(), loaded.import.diagnostics, loaded.import.numGpus);
    m_wizard->restart();
    m_wizard->next(); // show the workload that was read
    return true;
}

} // namespace cga
