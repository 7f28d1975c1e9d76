#pragma once

#include "cluster/clusterjob.h"
#include "cluster/clusterscript.h"
#include "cluster/slurmerror.h"

#include <QObject>
#include <QPointer>

namespace cga {

class ClusterJobStore;
class SlurmCall;
class SlurmClient;

// Submits a confirmed ClusterScript: creates its log folder, writes the script there (QSaveFile), runs
// `sbatch --parsable --chdir=<log folder> <script>` and, once Slurm answers with a job id, adds the job to the
// store. Asynchronous; the GUI and the command line use it alike.
class ClusterSubmitter : public QObject
{
    Q_OBJECT

public:
    ClusterSubmitter(SlurmClient* client, ClusterJobStore* store, QObject* parent = nullptr);
    ~ClusterSubmitter() override;

    // False (and nothing started) when a submission is in flight or the script is not ok.
    bool submit(const ClusterScript& script, const ClusterSubmitParams& params, const QString& title);
    bool isBusy() const { return m_call != nullptr; }
    void abort();

    // Writes the script into its log folder; false with *error (translated).
    static bool writeScript(const ClusterScript& script, QString* error);

signals:
    void submitted(const cga::ClusterJob& job);
    void failed(const cga::SlurmError& error, const QString& message); // message: translated, Slurm's text kept

private:
    SlurmClient* m_client;
    ClusterJobStore* m_store;
    QPointer<SlurmCall> m_call;
};

} // namespace cga
