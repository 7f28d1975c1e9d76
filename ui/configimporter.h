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
// otherwise leaves the session alone and says why.
class ConfigImporter : public QObject
{
    Q_OBJECT

public:
    ConfigImporter(ConfigSession* session, ConfigWizard* wizard, QUndoStack* undo, QObject* parent = nullptr);

    // origin: the session's origin unless the import names its recipe.
    bool import(const LoadRequest& request, const QString& origin, QString* error = nullptr,
                const HarnessImporter::RecipeResolver& resolver = {});

private:
    ConfigSession* m_session;
    ConfigWizard* m_wizard;
    QUndoStack* m_undo;
};

} // namespace cga
