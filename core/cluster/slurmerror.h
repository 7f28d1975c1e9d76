#pragma once

#include <QCoreApplication>
#include <QString>

namespace cga {

// What went wrong when a Slurm command ran: a class of error the tool can explain, with Slurm's own text kept
// verbatim. A transient error (the controller cannot be reached, a command timed out) lets a monitor keep polling.
struct SlurmError
{
    Q_DECLARE_TR_FUNCTIONS(cga::SlurmError)

public:
    enum class Kind {
        None,
        NotInstalled, // the program is not on PATH (or the configured folder)
        NotReachable, // no controller, no configuration, munge down, connection refused
        InvalidPartition,
        InvalidAccount,
        InvalidTimeLimit,
        ResourcesUnavailable, // nodes, GPUs (GRES) or tasks the cluster does not have
        InvalidJob, // the job id is unknown (finished long ago, or a typo)
        AccountingDisabled, // sacct: no slurmdbd on this cluster
        PermissionDenied, // e.g. cancelling another user's job
        Timeout, // the command did not answer in time (killed)
        Garbage, // the command answered, but not in the expected format
        Failed // anything else; slurmText says what
    };

    Kind kind = Kind::None;
    QString program; // "sbatch", "squeue", ...
    QString slurmText; // what the program wrote to stderr (trimmed), verbatim
    int exitCode = 0;
    QString detail; // Garbage: what could not be read

    bool isError() const { return kind != Kind::None; }
    bool isTransient() const { return kind == Kind::NotReachable || kind == Kind::Timeout; }
    // One translated sentence explaining the error, then Slurm's text verbatim on its own line (when there is one).
    QString message() const;
    QString title() const; // translated, short: "Slurm is not installed"

    // Classifies a finished command from its exit status and stderr.
    static SlurmError classify(const QString& program, int exitCode, const QString& stderrText);
    static SlurmError notInstalled(const QString& program);
    static SlurmError timeout(const QString& program, int ms);
    static SlurmError garbage(const QString& program, const QString& detail);
    static QString kindName(Kind kind); // not_installed, not_reachable, invalid_partition, ...
};

} // namespace cga
