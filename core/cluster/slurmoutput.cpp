#include "cluster/slurmoutput.h"

#include <QRegularExpression>

namespace cga {

namespace {

const QLatin1Char kSep('|');

struct StateRow
{
    const char* state;
    const char* code; // squeue's compact code
    bool terminal;
    const char* title;
};

// Slurm's job and step states (squeue(1) JOB STATE CODES), plus the tool's own: ENDED (a step left the queue on a
// cluster without accounting; its outcome comes from its log) and NOT_RUN (the job ended before the step started).
const StateRow kStates[] = {
    {"PENDING", "PD", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Pending")},
    {"CONFIGURING", "CF", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Configuring")},
    {"RUNNING", "R", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Running")},
    {"COMPLETING", "CG", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Completing")},
    {"SUSPENDED", "S", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Suspended")},
    {"REQUEUED", "RQ", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Requeued")},
    {"RESIZING", "RS", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Resizing")},
    {"STOPPED", "ST", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Stopped")},
    {"COMPLETED", "CD", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Completed")},
    {"FAILED", "F", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Failed")},
    {"CANCELLED", "CA", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Cancelled")},
    {"TIMEOUT", "TO", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Time limit reached")},
    {"OUT_OF_MEMORY", "OOM", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Out of memory")},
    {"NODE_FAIL", "NF", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Node failure")},
    {"PREEMPTED", "PR", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Preempted")},
    {"BOOT_FAIL", "BF", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Boot failure")},
    {"DEADLINE", "DL", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Deadline reached")},
    {"REVOKED", "RV", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Revoked")},
    {"SPECIAL_EXIT", "SE", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Special exit")},
    {"ENDED", "", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Ended")},
    {"NOT_RUN", "", true, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Not run")},
    {"UNKNOWN", "", false, QT_TRANSLATE_NOOP("cga::SlurmOutput", "Unknown")},
};

const StateRow* findState(const QString& state)
{
    for (const StateRow& r : kStates)
        if (state == QLatin1String(r.state))
            return &r;
    return nullptr;
}

QList<QByteArray> lines(const QByteArray& out)
{
    QList<QByteArray> result;
    for (const QByteArray& l : out.split('\n')) {
        const QByteArray t = l.trimmed();
        if (!t.isEmpty())
            result << t;
    }
    return result;
}

// Splits a '|'-separated line into exactly n fields; a name field may hold '|' itself, so the fields after
// `nameField` are taken from the end.
bool fields(const QByteArray& line, int n, int nameField, QStringList* out)
{
    QStringList f = QString::fromUtf8(line).split(kSep);
    if (f.size() < n)
        return false;
    while (f.size() > n) {
        f[nameField] += kSep + f[nameField + 1];
        f.removeAt(nameField + 1);
    }
    for (QString& s : f)
        s = s.trimmed();
    *out = f;
    return true;
}

QString shortLine(const QByteArray& line)
{
    QString s = QString::fromUtf8(line.left(120));
    if (line.size() > 120)
        s += QStringLiteral("...");
    return s;
}

} // namespace

int SlurmStepInfo::index() const
{
    const int dot = stepId.lastIndexOf(QLatin1Char('.'));
    if (dot < 0)
        return -1;
    bool ok = false;
    const int n = stepId.mid(dot + 1).toInt(&ok);
    return ok ? n : -1;
}

QStringList SlurmOutput::sbatchArguments(const QString& scriptPath, const QString& workDir)
{
    QStringList a{QStringLiteral("--parsable")};
    if (!workDir.isEmpty())
        a << QStringLiteral("--chdir=") + workDir;
    a << scriptPath;
    return a;
}

QStringList SlurmOutput::squeueJobArguments(const QString& jobId)
{
    return {QStringLiteral("--noheader"), QStringLiteral("--states=all"), QStringLiteral("--jobs=") + jobId,
            QStringLiteral("--format=%i|%T|%M|%r|%S|%e|%N|%j")};
}

QStringList SlurmOutput::squeueStepArguments(const QString& jobId)
{
    return {QStringLiteral("--noheader"), QStringLiteral("--steps"), QStringLiteral("--jobs=") + jobId,
            QStringLiteral("--format=%i|%M|%N|%j")};
}

QStringList SlurmOutput::sacctArguments(const QString& jobId, bool completionLog)
{
    QStringList a;
    if (completionLog)
        a << QStringLiteral("--completion");
    a << QStringLiteral("--noheader") << QStringLiteral("--parsable2") << QStringLiteral("--jobs=") + jobId
      << QStringLiteral("--format=JobID,State,ExitCode,Elapsed,Start,End,NodeList,JobName");
    return a;
}

QStringList SlurmOutput::scancelArguments(const QString& jobId)
{
    return {jobId};
}

QStringList SlurmOutput::sinfoArguments()
{
    return {QStringLiteral("--noheader"), QStringLiteral("--format=%P|%a|%D|%T")};
}

bool SlurmOutput::parseSbatch(const QByteArray& out, QString* jobId, QString* cluster, QString* error)
{
    const QList<QByteArray> ls = lines(out);
    // sbatch may print warnings before the id; the id is the last line.
    if (ls.isEmpty()) {
        *error = tr("sbatch printed no job id.");
        return false;
    }
    const QString last = QString::fromUtf8(ls.last());
    const QStringList parts = last.split(QLatin1Char(';'));
    if (!isValidJobId(parts.value(0))) {
        *error = tr("sbatch printed '%1' instead of a job id.").arg(shortLine(ls.last()));
        return false;
    }
    *jobId = parts.value(0);
    if (cluster)
        *cluster = parts.value(1);
    return true;
}

bool SlurmOutput::parseSqueueJobs(const QByteArray& out, QList<SlurmJobInfo>* jobs, QString* error)
{
    jobs->clear();
    int n = 0;
    for (const QByteArray& line : lines(out)) {
        ++n;
        QStringList f;
        if (!fields(line, 8, 7, &f) || !isValidJobId(f[0])) {
            *error = tr("squeue line %1 is not 'job|state|time|reason|start|end|nodes|name': %2")
                         .arg(n)
                         .arg(shortLine(line));
            return false;
        }
        SlurmJobInfo j;
        j.jobId = f[0];
        j.state = normalizeState(f[1]);
        j.elapsedSeconds = parseElapsed(f[2]);
        j.reason = f[3] == QLatin1String("None") ? QString() : f[3];
        j.start = f[4] == QLatin1String("N/A") ? QString() : f[4];
        j.end = f[5] == QLatin1String("N/A") || f[5] == QLatin1String("NONE") ? QString() : f[5];
        j.nodes = f[6];
        j.name = f[7];
        if (j.state.isEmpty()) {
            *error = tr("squeue line %1 has no job state: %2").arg(n).arg(shortLine(line));
            return false;
        }
        jobs->append(j);
    }
    return true;
}

bool SlurmOutput::parseSqueueSteps(const QByteArray& out, QList<SlurmStepInfo>* steps, QString* error)
{
    steps->clear();
    static const QRegularExpression stepId(QStringLiteral("^[0-9]+(_[0-9]+)?\\.[A-Za-z0-9+]+$"));
    int n = 0;
    for (const QByteArray& line : lines(out)) {
        ++n;
        QStringList f;
        if (!fields(line, 4, 3, &f) || !stepId.match(f[0]).hasMatch()) {
            *error = tr("squeue line %1 is not 'step|time|nodes|name': %2").arg(n).arg(shortLine(line));
            return false;
        }
        SlurmStepInfo s;
        s.stepId = f[0];
        s.state = QStringLiteral("RUNNING");
        s.elapsedSeconds = parseElapsed(f[1]);
        s.nodes = f[2];
        s.name = f[3];
        steps->append(s);
    }
    return true;
}

bool SlurmOutput::parseSacct(const QByteArray& out, const QString& jobId, SlurmJobInfo* job,
                             QList<SlurmStepInfo>* steps, QString* error)
{
    *job = SlurmJobInfo();
    steps->clear();
    int n = 0;
    for (const QByteArray& line : lines(out)) {
        ++n;
        QStringList f;
        if (!fields(line, 8, 7, &f)) {
            *error = tr("sacct line %1 is not 'job|state|exit code|elapsed|start|end|nodes|name': %2")
                         .arg(n)
                         .arg(shortLine(line));
            return false;
        }
        const QString id = f[0];
        const QString state = normalizeState(f[1]);
        if (state.isEmpty() || id.isEmpty()) {
            *error = tr("sacct line %1 has no job id or state: %2").arg(n).arg(shortLine(line));
            return false;
        }
        const QString base = id.section(QLatin1Char('.'), 0, 0);
        if (!isValidJobId(base)) {
            *error = tr("sacct line %1 does not start with a job id: %2").arg(n).arg(shortLine(line));
            return false;
        }
        if (!jobId.isEmpty() && base != jobId)
            continue; // another job (an array sibling, or a requeued id)
        const auto date = [](const QString& s) {
            return s == QLatin1String("Unknown") || s == QLatin1String("None") ? QString() : s;
        };
        if (!id.contains(QLatin1Char('.'))) {
            job->jobId = id;
            job->state = state;
            job->exitCode = f[2];
            job->elapsedSeconds = parseElapsed(f[3]);
            job->start = date(f[4]);
            job->end = date(f[5]);
            job->nodes = f[6] == QLatin1String("None assigned") ? QString() : f[6];
            job->name = f[7];
        } else {
            SlurmStepInfo s;
            s.stepId = id;
            s.state = state;
            s.exitCode = f[2];
            s.elapsedSeconds = parseElapsed(f[3]);
            s.nodes = f[6];
            s.name = f[7];
            steps->append(s);
        }
    }
    return true;
}

qint64 SlurmOutput::parseElapsed(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^(?:(\\d+)-)?(?:(?:(\\d+):)?(\\d+):)?(\\d+)(?:\\.\\d+)?$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return -1;
    const qint64 days = m.captured(1).toLongLong();
    const qint64 hours = m.captured(2).toLongLong();
    const qint64 minutes = m.captured(3).toLongLong();
    const qint64 seconds = m.captured(4).toLongLong();
    if (!m.captured(1).isEmpty() && m.captured(2).isEmpty() && !m.captured(3).isEmpty()) {
        // D-HH:MM (sacct never prints it, squeue's %l can): the two numbers are hours and minutes.
        return days * 86400 + minutes * 3600 + seconds * 60;
    }
    return days * 86400 + hours * 3600 + minutes * 60 + seconds;
}

QString SlurmOutput::normalizeState(const QString& state)
{
    QString s = state.trimmed().toUpper();
    const int space = s.indexOf(QLatin1Char(' '));
    if (space > 0)
        s.truncate(space); // "CANCELLED by 0"
    if (s.endsWith(QLatin1Char('+')))
        s.chop(1); // sacct truncation marker
    for (const StateRow& r : kStates)
        if (*r.code && s == QLatin1String(r.code))
            return QString::fromLatin1(r.state);
    return s;
}

bool SlurmOutput::isTerminalState(const QString& state)
{
    const StateRow* r = findState(normalizeState(state));
    return r && r->terminal;
}

QString SlurmOutput::stateTitle(const QString& state)
{
    const QString s = normalizeState(state);
    if (const StateRow* r = findState(s))
        return QCoreApplication::translate("cga::SlurmOutput", r->title);
    return s;
}

bool SlurmOutput::isValidJobId(const QString& jobId)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]+(_[0-9]+)?$"));
    return re.match(jobId).hasMatch();
}

QString SlurmOutput::formatElapsed(qint64 seconds)
{
    if (seconds < 0)
        return QStringLiteral("-");
    const qint64 d = seconds / 86400, h = seconds / 3600 % 24, m = seconds / 60 % 60, s = seconds % 60;
    const QString hms = QStringLiteral("%1:%2:%3")
                            .arg(h, 2, 10, QLatin1Char('0'))
                            .arg(m, 2, 10, QLatin1Char('0'))
                            .arg(s, 2, 10, QLatin1Char('0'));
    return d > 0 ? QStringLiteral("%1-%2").arg(d).arg(hms) : hms;
}

} // namespace cga
