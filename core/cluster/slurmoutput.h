#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cga {

// One job as squeue or sacct reports it.
struct SlurmJobInfo
{
    QString jobId; // "123"
    QString name;
    QString state; // normalised: RUNNING, COMPLETED, CANCELLED ("CANCELLED by 0" loses its suffix)
    QString reason; // squeue's reason (Resources, Priority, NonZeroExitCode ...)
    qint64 elapsedSeconds = -1;
    QString exitCode; // "code:signal" as sacct writes it, empty when unknown
    QString start; // as Slurm prints it (ISO 8601 without zone), or empty
    QString end;
    QString nodes;
};

// One job step: "123.0", "123.batch".
struct SlurmStepInfo
{
    QString stepId; // "123.0"
    QString name;
    QString state; // normalised; squeue lists running steps only, so it says RUNNING
    qint64 elapsedSeconds = -1;
    QString exitCode;
    QString nodes;

    // The number after the dot for srun steps ("123.4" -> 4), -1 for batch / extern / interactive steps.
    int index() const;
};

// The argument lists of the Slurm commands the tool runs, and the readers of their answers. Every command asks for
// machine-readable output (sbatch --parsable, squeue --noheader with a '|'-separated --format, sacct --parsable2);
// answers that do not have the expected shape are refused with a message naming the line, never guessed at.
class SlurmOutput
{
    Q_DECLARE_TR_FUNCTIONS(cga::SlurmOutput)

public:
    static QStringList sbatchArguments(const QString& scriptPath, const QString& workDir);
    static QStringList squeueJobArguments(const QString& jobId);
    static QStringList squeueStepArguments(const QString& jobId);
    // completionLog: sacct --completion, for clusters without accounting that keep a job completion log.
    static QStringList sacctArguments(const QString& jobId, bool completionLog);
    static QStringList scancelArguments(const QString& jobId);
    static QStringList sinfoArguments();

    // "123" or "123;cluster". False with *error when the answer holds no job id.
    static bool parseSbatch(const QByteArray& out, QString* jobId, QString* cluster, QString* error);
    static bool parseSqueueJobs(const QByteArray& out, QList<SlurmJobInfo>* jobs, QString* error);
    static bool parseSqueueSteps(const QByteArray& out, QList<SlurmStepInfo>* steps, QString* error);
    // The job row (job->jobId empty when sacct has no row for it yet) and its steps.
    static bool parseSacct(const QByteArray& out, const QString& jobId, SlurmJobInfo* job, QList<SlurmStepInfo>* steps,
                           QString* error);

    // [D-][[HH:]MM:]SS -> seconds; -1 for INVALID, UNLIMITED, empty or garbage.
    static qint64 parseElapsed(const QString& text);
    // "CANCELLED by 1000" -> "CANCELLED", "CD" -> "COMPLETED"; upper case.
    static QString normalizeState(const QString& state);
    // States after which the job or step does not change any more.
    static bool isTerminalState(const QString& state);
    // A state a user reads (translated): "Running", "Completed" ...; unknown states are shown as Slurm spells them.
    static QString stateTitle(const QString& state);
    static bool isValidJobId(const QString& jobId); // digits, optionally with an array suffix _N
    static QString formatElapsed(qint64 seconds); // "1-02:03:04", "02:03:04", "-" when unknown
};

} // namespace cga
