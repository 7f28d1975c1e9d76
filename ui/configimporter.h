#pragma once

#include "io/configloader.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace cga {

class ConfigSession;
class ConfigWizard;

// Imports into the session: reads what a LoadRequest names (Python recipe edits, a perf-harness command, Megatron-LM
// arguments) and, when it could be read, makes it the session's configuration and shows the workload that was read;
// otherwise leaves the session alone and says why. A preset or a blank configuration replaces it the same way. Each
// replacement is one undo step (ReplaceConfigCommand).
class ConfigImporter : public QObject
{
    Q_OBJECT

public:
    ConfigImporter(ConfigSession* session, ConfigWizard* wizard, QUndoStack* undo, QObject* parent = nullptr);

    // origin: the session's origin unless the import names its recipe.
    bool import(const LoadRequest& request, const QString& origin, QString* error = nullptr,
                const HarnessImporter::RecipeResolver& resolver = {});
    // A preset of the library, or a recipe of the whole catalogue, by id; false when there is none.
    bool loadPreset(const QString& id);
    // An empty configuration on the same target.
    void loadBlank();

private:
    ConfigSession* m_session;
    ConfigWizard* m_wizard;
    QUndoStack* m_undo;
};

} // namespace cga
