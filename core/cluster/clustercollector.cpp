#include "cluster/clustercollector.h"

#include "log/logdiagnosis.h"
#include "report/reportinput.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QThread>

namespace cga {

namespace {

const ModeReport* modeFrom(const ResultReport& report, const QString& path)
{
    const ModeReport* found = nullptr;
    for (const ModeReport& m : report.modes)
        if (m.source == path)
            found = &m; // the last run in the file: a restarted step's final attempt
    return found;
}

} // namespace

const ModeReport* ClusterCollection::eagerMode() const
{
    return modeFrom(report, job.stepLog(QStringLiteral("eager")));
}

const ModeReport* ClusterCollection::graphMode() const
{
    return modeFrom(report, job.stepLog(QStringLiteral("graph")));
}

const SpeedupReport* ClusterCollection::speedup() const
{
    const ModeReport* g = graphMode();
    const ModeReport* e = eagerMode();
    if (!g || !e)
        return nullptr;
    for (const SpeedupReport& s : report.speedups)
        if (s.graphMode == g->mode && s.eagerMode == e->mode)
            return &s;
    return nullptr;
}

QJsonObject ClusterCollection::toJson() const
{
    QJsonArray f;
    for (const LogFinding& x : findings)
        f.append(x.toJson());
    return QJsonObject{{QStringLiteral("job"), job.toJson()},
                       {QStringLiteral("report"), report.toJson()},
                       {QStringLiteral("findings"), f},
                       {QStringLiteral("diagnosed"), QJsonArray::fromStringList(diagnosedFiles)},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(errors)},
                       {QStringLiteral("cancelled"), cancelled}};
}

ClusterCollector::ClusterCollector(QObject* parent)
    : QObject(parent)
{
}

ClusterCollector::~ClusterCollector()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->disconnect(this);
        m_thread->wait(); // stops after the file being read
        delete m_thread;
    }
}

ClusterCollection ClusterCollector::collect(const ClusterJob& job, const std::atomic_bool* cancel,
                                            const Progress& progress)
{
    ClusterCollection c;
    c.job = job;
    const auto cancelled = [cancel, &c] {
        if (cancel && cancel->load())
            c.cancelled = true;
        return c.cancelled;
    };

    QList<ReportInput> inputs;
    for (const ClusterStep& step : job.steps) {
        if (cancelled())
            return c;
        if (!QFileInfo::exists(step.logPath)) {
            if (step.state != QLatin1String("NOT_RUN") && step.state != QLatin1String("PENDING"))
                c.errors << tr("The %1 step's log %2 does not exist (is the log folder on a file system this "
                               "machine shares with the cluster?).")
                                .arg(step.variant, step.logPath);
            continue;
        }
        if (progress)
            progress(tr("Reading %1").arg(step.logPath));
        ClassifierOptions options;
        if (step.variant == QLatin1String("eager")) {
            options.impl = QStringLiteral("none");
        } else {
            options.impl = job.graphImpl == QLatin1String("none") ? QString() : job.graphImpl;
            options.warmupSteps = job.warmupSteps;
        }
        ReportInput in;
        QString error;
        if (!ReportInput::load(step.logPath, options, &in, &error))
            c.errors << error;
        else
            inputs << in;
    }
    c.report = ResultReport::build(inputs);

    // The diagnosis: steps that did not complete, and the job's own output when the job failed.
    DiagnosisOptions dopt;
    dopt.warmupSteps = job.warmupSteps;
    dopt.impl = job.graphImpl;
    LogDiagnosis diagnosis(dopt);
    QStringList files;
    for (const ClusterStep& step : job.steps)
        if (step.isTerminal() && !step.succeeded() && QFileInfo::exists(step.logPath))
            files << step.logPath;
    if (job.isTerminal() && !job.succeeded() && QFileInfo::exists(job.outputPath))
        files << job.outputPath;
    for (const QString& file : files) {
        if (cancelled())
            return c;
        if (progress)
            progress(tr("Diagnosing %1").arg(file));
        QString error;
        if (diagnosis.addFile(file, &error))
            c.diagnosedFiles << file;
        else
            c.errors << error;
    }
    c.findings = diagnosis.findings();
    return c;
}

bool ClusterCollector::start(const ClusterJob& job)
{
    if (m_thread)
        return false;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    auto result = std::make_shared<ClusterCollection>();
    auto flag = m_cancel;
    // The destructor waits for the thread, so `this` outlives it; progress is posted to this object's thread.
    m_thread = QThread::create([this, job, result, flag] {
        *result = collect(job, flag.get(), [this](const QString& message) {
            QMetaObject::invokeMethod(
                this, [this, message] { emit progress(message); }, Qt::QueuedConnection);
        });
    });
    connect(m_thread, &QThread::finished, this, [this, result] {
        m_result = *result;
        m_thread->deleteLater();
        m_thread = nullptr;
        emit finished();
    });
    m_thread->start();
    return true;
}

void ClusterCollector::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

} // namespace cga
