#pragma once

#include "cluster/clustersubmitparams.h"

#include <memory>

class QSettings;

namespace cga {

// The last cluster parameters the user submitted with, and where the job list is kept, remembered between runs
// and shared by the GUI and the command line (~/.config/cuda-graph-assistant/cluster.ini by default). One typed
// accessor per key; tests pass their own QSettings.
class ClusterSettings
{
public:
    explicit ClusterSettings(QSettings* storage = nullptr); // nullptr: the shared cluster settings file
    ~ClusterSettings();

    ClusterSubmitParams lastParams() const; // defaults for keys never written
    void setLastParams(const ClusterSubmitParams& params);

    QString storeFolder() const; // empty: ClusterJobStore::defaultFolder()
    void setStoreFolder(const QString& folder);

    QString slurmProgramDirectory() const; // empty: PATH
    void setSlurmProgramDirectory(const QString& dir);

    void sync();

private:
    QSettings* m_settings;
    std::unique_ptr<QSettings> m_owned;
};

} // namespace cga
