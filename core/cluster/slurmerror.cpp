#include "cluster/slurmerror.h"

namespace cga {

namespace {

// Texts Slurm (14.x .. 24.x) and munge write for each class of error; matched case-insensitively.
struct Pattern
{
    SlurmError::Kind kind;
    const char* text;
};

const Pattern kPatterns[] = {
    {SlurmError::Kind::AccountingDisabled, "accounting storage is disabled"},
    {SlurmError::Kind::InvalidPartition, "invalid partition"},
    {SlurmError::Kind::InvalidAccount, "invalid account"},
    {SlurmError::Kind::InvalidAccount, "account/partition combination"},
    {SlurmError::Kind::InvalidTimeLimit, "invalid --time"},
    {SlurmError::Kind::InvalidTimeLimit, "time limit is invalid"},
    {SlurmError::Kind::InvalidTimeLimit, "invalid time limit"},
    {SlurmError::Kind::ResourcesUnavailable, "requested node configuration is not available"},
    {SlurmError::Kind::ResourcesUnavailable, "invalid generic resource"},
    {SlurmError::Kind::ResourcesUnavailable, "node count specification invalid"},
    {SlurmError::Kind::ResourcesUnavailable, "more processors requested than permitted"},
    {SlurmError::Kind::ResourcesUnavailable, "invalid node name specified"},
    {SlurmError::Kind::ResourcesUnavailable, "invalid feature specification"},
    {SlurmError::Kind::InvalidJob, "invalid job id specified"},
    {SlurmError::Kind::PermissionDenied, "permission denied"},
    {SlurmError::Kind::PermissionDenied, "access denied"},
    {SlurmError::Kind::NotReachable, "unable to contact slurm controller"},
    {SlurmError::Kind::NotReachable, "connection refused"},
    {SlurmError::Kind::NotReachable, "socket timed out"},
    {SlurmError::Kind::NotReachable, "unable to process configuration file"},
    {SlurmError::Kind::NotReachable, "could not establish a configuration source"},
    {SlurmError::Kind::NotReachable, "clustername needs to be specified"},
    {SlurmError::Kind::NotReachable, "munge"},
    {SlurmError::Kind::NotReachable, "authentication"},
    {SlurmError::Kind::NotReachable, "zero bytes were transmitted or received"},
    {SlurmError::Kind::NotReachable, "communication connection failure"},
};

} // namespace

SlurmError SlurmError::classify(const QString& program, int exitCode, const QString& stderrText)
{
    SlurmError e;
    e.program = program;
    e.exitCode = exitCode;
    e.slurmText = stderrText.trimmed();
    const QString lower = e.slurmText.toLower();
    for (const Pattern& p : kPatterns) {
        if (lower.contains(QLatin1String(p.text))) {
            e.kind = p.kind;
            return e;
        }
    }
    e.kind = exitCode == 0 ? Kind::None : Kind::Failed;
    return e;
}

SlurmError SlurmError::notInstalled(const QString& program)
{
    SlurmError e;
    e.kind = Kind::NotInstalled;
    e.program = program;
    e.exitCode = -1;
    return e;
}

SlurmError SlurmError::timeout(const QString& program, int ms)
{
    SlurmError e;
    e.kind = Kind::Timeout;
    e.program = program;
    e.exitCode = -1;
    e.detail = QString::number(ms / 1000.0, 'f', 0);
    return e;
}

SlurmError SlurmError::garbage(const QString& program, const QString& detail)
{
    SlurmError e;
    e.kind = Kind::Garbage;
    e.program = program;
    e.detail = detail;
    return e;
}

QString SlurmError::title() const
{
    switch (kind) {
    case Kind::None:
        return {};
    case Kind::NotInstalled:
        return tr("Slurm is not installed");
    case Kind::NotReachable:
        return tr("Slurm is not reachable");
    case Kind::InvalidPartition:
        return tr("Invalid partition");
    case Kind::InvalidAccount:
        return tr("Invalid account");
    case Kind::InvalidTimeLimit:
        return tr("Invalid time limit");
    case Kind::ResourcesUnavailable:
        return tr("Resources not available");
    case Kind::InvalidJob:
        return tr("Unknown job");
    case Kind::AccountingDisabled:
        return tr("Slurm accounting is disabled");
    case Kind::PermissionDenied:
        return tr("Permission denied");
    case Kind::Timeout:
        return tr("Slurm did not answer");
    case Kind::Garbage:
        return tr("Unexpected answer from Slurm");
    case Kind::Failed:
        return tr("Slurm command failed");
    }
    return {};
}

QString SlurmError::message() const
{
    QString text;
    switch (kind) {
    case Kind::None:
        return {};
    case Kind::NotInstalled:
        text = tr("%1 was not found. Install the Slurm client tools (Debian: slurm-client) or run the tool on a "
                  "login node of the cluster.")
                   .arg(program);
        break;
    case Kind::NotReachable:
        text = tr("%1 could not reach the Slurm controller: check that this machine is a login node of the cluster, "
                  "that slurm.conf (or SLURM_CONF) is found and that munge is running.")
                   .arg(program);
        break;
    case Kind::InvalidPartition:
        text = tr("The cluster has no such partition (or you may not use it): pick one that sinfo lists.");
        break;
    case Kind::InvalidAccount:
        text = tr("The account is unknown, or not allowed on this partition: pick one that sacctmgr show assoc "
                  "lists for you.");
        break;
    case Kind::InvalidTimeLimit:
        text = tr("The time limit is not a Slurm time (such as 01:00:00 or 1-00:00:00) or exceeds the partition's "
                  "limit.");
        break;
    case Kind::ResourcesUnavailable:
        text = tr("The cluster cannot give the requested nodes, GPUs or tasks: lower them, or pick another "
                  "partition. Use 0 GPUs per node on clusters that do not schedule GPUs as resources.");
        break;
    case Kind::InvalidJob:
        text = tr("Slurm does not know this job (any more).");
        break;
    case Kind::AccountingDisabled:
        text = tr("This cluster keeps no job accounting (no slurmdbd): finished steps are read from the queue "
                  "and the logs instead of sacct.");
        break;
    case Kind::PermissionDenied:
        text = tr("Slurm refused the request: the job may belong to another user.");
        break;
    case Kind::Timeout:
        text = tr("%1 did not answer within %2 s and was stopped; the controller may be overloaded or unreachable.")
                   .arg(program, detail);
        break;
    case Kind::Garbage:
        text = tr("%1 answered in an unexpected format: %2").arg(program, detail);
        break;
    case Kind::Failed:
        text = tr("%1 failed with exit status %2.").arg(program).arg(exitCode);
        break;
    }
    if (!slurmText.isEmpty())
        text += QLatin1Char('\n') + slurmText;
    return text;
}

QString SlurmError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None:
        return QStringLiteral("none");
    case Kind::NotInstalled:
        return QStringLiteral("not_installed");
    case Kind::NotReachable:
        return QStringLiteral("not_reachable");
    case Kind::InvalidPartition:
        return QStringLiteral("invalid_partition");
    case Kind::InvalidAccount:
        return QStringLiteral("invalid_account");
    case Kind::InvalidTimeLimit:
        return QStringLiteral("invalid_time_limit");
    case Kind::ResourcesUnavailable:
        return QStringLiteral("resources_unavailable");
    case Kind::InvalidJob:
        return QStringLiteral("invalid_job");
    case Kind::AccountingDisabled:
        return QStringLiteral("accounting_disabled");
    case Kind::PermissionDenied:
        return QStringLiteral("permission_denied");
    case Kind::Timeout:
        return QStringLiteral("timeout");
    case Kind::Garbage:
        return QStringLiteral("garbage");
    case Kind::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

} // namespace cga
