#include "configimporter.h"

#include "recipes/presetlibrary.h"
#include "recipes/recipepreset.h"
#include "replaceconfigcommand.h"
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
    const QString name = loaded.import.recipeName.isEmpty() ? origin : loaded.import.recipeName;
    SessionState state = ConfigSession::fresh(loaded.config, target, name, QString(), loaded.import.diagnostics,
                                              loaded.import.numGpus);
    state.harness = loaded.import.harness;
    m_undo->push(new ReplaceConfigCommand(m_session, state,
                                          [name] { return tr("Read %1").arg(ConfigSession::originText(name)); }));
    m_wizard->restart();
    m_wizard->next(); // show the workload that was read
    return true;
}

bool ConfigImporter::loadPreset(const QString& id)
{
    auto preset = PresetLibrary::builtIn().load(id);
    if (!preset)
        preset = RecipePreset::load(RecipeCatalogue::builtIn(), id); // a recipe of the whole catalogue
    if (!preset)
        return false;
    m_undo->push(new ReplaceConfigCommand(
        m_session, ConfigSession::fresh(preset->config, preset->target, id, id, preset->import.diagnostics),
        [id] { return tr("Load the preset %1").arg(id); }));
    return true;
}

void ConfigImporter::loadBlank()
{
    m_undo->push(new ReplaceConfigCommand(m_session,
                                          ConfigSession::fresh(TrainingConfig(), m_session->target(), QString()),
                                          [] { return tr("Start a blank configuration"); }));
}

} // namespace cga
