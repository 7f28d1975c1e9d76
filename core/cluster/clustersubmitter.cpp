#include "cluster/clustersubmitter.h"

#include "cluster/clusterjobstore.h"
#include "cluster/slurmclient.h"
#include "cluster/slurmoutput.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace cga {

ClusterSubmitter::ClusterSubmitter(SlurmClient* client, ClusterJobStore* store, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
{
    qRegisterMetaType<cga::ClusterJob>();
    qRegisterMetaType<cga::SlurmError>();
}

ClusterSubmitter::~ClusterSubmitter()
{
    if (m_call)
        m_call->disconnect(this);
}

bool ClusterSubmitter::writeScript(const ClusterScript& script, QString* error)
{
    if (!QDir().mkpath(script.logDir)) {
        *error = tr("Cannot create the log folder %1.").arg(script.logDir);
        return false;
    }
    QSaveFile f(script.scriptPath);
    // flush() before commit(): commit() does not report a failed flush of Qt's buffer (a full disk).
    if (!f.open(QIODevice::WriteOnly) || f.write(script.text.toUtf8()) < 0 || !f.flush() || !f.commit()) {
        *error = tr("Cannot write the batch script %1: %2").arg(script.scriptPath, f.errorString());
        return false;
    }
    QFile::setPermissions(script.scriptPath, QFile::permissions(script.scriptPath) | QFileDevice::ExeOwner);
    return true;
}

bool ClusterSubmitter::submit(const ClusterScript& script, const ClusterSubmitParams& params, const QString& title)
{
    if (m_call || !script.ok)
        return false;
    SlurmError notInstalled;
    if (!m_client->isInstalled(&notInstalled)) {
        QMetaObject::invokeMethod(
            this, [this, notInstalled] { emit failed(notInstalled, notInstalled.message()); }, Qt::QueuedConnection);
        return true;
    }
    QString error;
    if (!writeScript(script, &error)) {
        SlurmError e;
        e.kind = SlurmError::Kind::Failed;
        e.program = QStringLiteral("sbatch");
        QMetaObject::invokeMethod(
            this, [this, e, error] { emit failed(e, error); }, Qt::QueuedConnection);
        return true;
    }
    SlurmCall* call = m_client->submit(script.scriptPath, script.logDir);
    m_call = call;
    connect(call, &SlurmCall::finished, this, [this, call, script, params, title] {
        m_call = nullptr;
        call->deleteLater();
        if (call->error().isError()) {
            emit failed(call->error(), call->error().message());
            return;
        }
        QString jobId, cluster, parseError;
        if (!SlurmOutput::parseSbatch(call->standardOutput(), &jobId, &cluster, &parseError)) {
            const SlurmError g = SlurmError::garbage(call->program(), parseError);
            emit failed(g, g.message());
            return;
        }
        ClusterJob job = ClusterJob::create(jobId, script.logDir, params);
        job.cluster = cluster;
        job.title = title;
        job.scriptPath = script.scriptPath;
        job.graphImpl = script.graphImpl;
        job.warmupSteps = script.warmupSteps;
        QString storeError;
        if (m_store && !m_store->add(job, &storeError))
            job.lastError = storeError;
        emit submitted(job);
    });
    return true;
}

void ClusterSubmitter::abort()
{
    if (m_call)
        m_call->abort();
}

} // namespace cga
