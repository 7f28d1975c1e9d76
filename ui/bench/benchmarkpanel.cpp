#include "bench/benchmarkpanel.h"

#include "bench/benchconfirmdialog.h"
#include "bench/benchlauncher.h"
#include "bench/benchmarksetupform.h"
#include "bench/benchrunner.h"
#include "bench/runnerprobe.h"
#include "bench/statistics.h"
#include "report/resultreport.h"
#include "results/charts.h"
#include "settings.h"
#include "util/atomicwrite.h"

#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace cga {

BenchmarkPanel::BenchmarkPanel(ConfigSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_form(new BenchmarkSetupForm(session, this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_events(new QPlainTextEdit(this))
    , m_chart(new StepTimeChart(this))
    , m_planner(new BenchPlanner(this))
    , m_probe(new RunnerProbe(this))
    , m_liveTimer(new QTimer(this))
    , m_resultsDir(QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                       .filePath(QStringLiteral("results")))
{
    setObjectName(QStringLiteral("benchmarkPanel"));
    m_run->setObjectName(QStringLiteral("benchRun"));
    m_cancel->setObjectName(QStringLiteral("benchCancel"));
    m_status->setObjectName(QStringLiteral("benchStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_events->setReadOnly(true);
    m_events->setMaximumBlockCount(2000);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_cancel->setEnabled(false);
    m_liveTimer->setInterval(400);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(m_form, 1);
    leftLayout->addLayout(buttons);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->addWidget(m_status);
    rightLayout->addWidget(m_progress);
    rightLayout->addWidget(m_chart, 3);
    rightLayout->addWidget(m_events, 1);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_run, &QPushButton::clicked, this, [this] { requestRun(true); });
    connect(m_cancel, &QPushButton::clicked, this, &BenchmarkPanel::cancel);
    connect(m_planner, &BenchPlanner::planned, this, &BenchmarkPanel::onPlanned);
    connect(m_liveTimer, &QTimer::timeout, this, &BenchmarkPanel::refreshLive);
    connect(m_probe, &RunnerProbe::statusChanged, m_form, &BenchmarkSetupForm::setRunnerStatus);
    connect(m_probe, &RunnerProbe::finished, this, [this] {
        emit megatronCheckAvailable(m_form->pythonSettings(), m_probe->status(QStringLiteral("mcore")).megatronImports);
        emit runnersProbed();
    });
    connect(m_form, &BenchmarkSetupForm::pythonSettingsChanged, this, [this] {
        if (m_settings) {
            const BenchOptions o = m_form->pythonSettings();
            m_settings->setBenchPython(o.python);
            m_settings->setBenchMegatronPath(o.megatronPath);
        }
        probeRunners();
    });
    retranslateUi();
    setStatus(tr("Choose the modes and press Run. Nothing runs on the GPU before you confirm."));
}

BenchmarkPanel::~BenchmarkPanel()
{
    if (m_runner && m_runner->isRunning()) {
        m_runner->setKillTimeout(0);
        m_runner->cancel();
    }
    m_probe->disconnect(this);
    m_probe->cancel();
}

void BenchmarkPanel::setSettings(Settings* settings)
{
    m_settings = settings;
    if (!settings)
        return;
    m_form->setPythonSettings(settings->benchPython(), settings->benchMegatronPath());
    // A Python set up for the Python runners is checked at once: the diagnostics then offer Megatron's own check.
    if (!settings->benchPython().isEmpty() || !settings->benchMegatronPath().isEmpty())
        QTimer::singleShot(0, this, [this] {
            if (!m_probed)
                probeRunners();
        });
}

QString BenchmarkPanel::statusText() const
{
    return m_status->text();
}

QString BenchmarkPanel::eventLog() const
{
    return m_events->toPlainText();
}

bool BenchmarkPanel::isBusy() const
{
    return m_planner->isRunning() || (m_runner && m_runner->isRunning());
}

void BenchmarkPanel::showEvent(QShowEvent* event)
{
    if (!m_probed)
        probeRunners();
    QWidget::showEvent(event);
}

void BenchmarkPanel::probeRunners()
{
    m_probed = true;
    // Importing PyTorch and Megatron-Core takes seconds; the probe asks in child processes.
    m_probe->start(m_form->pythonSettings());
}

void BenchmarkPanel::requestRun(bool confirm)
{
    if (isBusy())
        return;
    m_confirm = confirm;
    m_events->clear();
    m_launcher = std::make_unique<BenchLauncher>();
    QString error;
    if (!m_launcher->prepare(m_form->workload(), m_form->options(), &error)) {
        setStatus(error, true);
        m_result = BenchmarkResult();
        m_result.error = error;
        emit runFinished(m_result, false);
        return;
    }
    setBusy(true);
    m_progress->setRange(0, 0); // busy until the plan is known
    setStatus(tr("Asking the runner what it will run..."));
    m_planner->start(*m_launcher);
}

void BenchmarkPanel::onPlanned(const BenchPlan& plan)
{
    m_plan = plan;
    emit planReady(plan);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    if (!plan.ok()) {
        setBusy(false);
        const QString message = tr("The runner rejected the workload: %1").arg(plan.error);
        setStatus(message, true);
        m_result = plan.plan;
        m_result.error = message;
        emit runFinished(m_result, false);
        return;
    }
    if (m_confirm) {
        BenchConfirmDialog dialog(plan, m_form->options().durationLimitS, this);
        const int outcome = dialog.exec();
        if (outcome != BenchConfirmDialog::Run) {
            setBusy(false);
            notRun(outcome);
            return;
        }
    }
    startRun();
}

void BenchmarkPanel::notRun(int outcome)
{
    switch (outcome) {
    case BenchConfirmDialog::OpenRecorded:
        setStatus(tr("Not run: no GPU here. Open a result recorded on a GPU machine."));
        emit openRecordedRequested();
        break;
    case BenchConfirmDialog::ChooseRunner:
        setStatus(tr("Not run: no GPU for this runner. Choose another one; the list below says why a runner "
                     "cannot run here."));
        m_form->focusRunner();
        break;
    default:
        setStatus(tr("Not run."));
    }
}

void BenchmarkPanel::startRun()
{
    delete m_runner;
    m_runner = new BenchRunner(this);
    m_runner->setProgram(m_launcher->program(), m_launcher->arguments());
    // A runner that stops talking for much longer than its time limit is hung.
    m_runner->setHangTimeout(m_hangTimeoutMs > 0 ? m_hangTimeoutMs
                                                 : qMax(60, 2 * m_form->options().durationLimitS) * 1000);
    connect(m_runner, &BenchRunner::started, this, [this] {
        appendEvent(tr("Started: %1").arg(m_plan.commandLine));
        emit runStarted();
    });
    connect(m_runner, &BenchRunner::phase, this, [this](const QString& mode, const QString& phase, double ms) {
        appendEvent(tr("%1, %2: %3 ms").arg(mode, phase, QString::number(ms, 'f', 2)));
    });
    connect(m_runner, &BenchRunner::sample, this, [this] {
        m_liveDirty = true;
        if (!m_liveTimer->isActive())
            m_liveTimer->start();
    });
    connect(m_runner, &BenchRunner::progress, this, [this](double fraction, double eta, const QString& stage) {
        m_progress->setValue(int(qBound(0.0, fraction, 1.0) * 1000));
        m_progress->setFormat(tr("%p% (%1), about %2 s left").arg(stage).arg(qMax(0, int(std::ceil(eta)))));
        if (!m_statusIsError)
            setStatus(tr("Measuring %1...").arg(stage));
    });
    connect(m_runner, &BenchRunner::warning, this,
            [this](const QString& message) { appendEvent(tr("Warning: %1").arg(message)); });
    connect(m_runner, &BenchRunner::finished, this, [this] { onRunEnded(true, QString()); });
    connect(m_runner, &BenchRunner::failed, this, [this](const QString& code, const QString& message) {
        onRunEnded(false, message + QLatin1String(" (") + code + QLatin1Char(')'));
    });
    m_progress->setFormat(tr("%p%"));
    setStatus(tr("Starting the runner..."));
    if (!m_runner->start())
        return; // failed() was emitted
}

void BenchmarkPanel::refreshLive()
{
    if (!m_liveDirty || !m_runner) {
        m_liveTimer->stop();
        return;
    }
    m_liveDirty = false;
    ReportInput input;
    input.path = tr("this GPU");
    input.kind = ReportInput::Kind::ResultJson;
    input.result = m_runner->result();
    m_chart->setReport(ResultReport::build({input}));
}

void BenchmarkPanel::onRunEnded(bool ok, const QString& message)
{
    m_liveTimer->stop();
    m_liveDirty = true;
    refreshLive();
    setBusy(false);
    m_result = m_runner->result();
    if (!ok && m_result.error.isEmpty())
        m_result.error = message;
    QStringList lines;
    if (ok) {
        m_progress->setValue(1000);
        lines << (m_runner->exitCode() == BenchRunner::ExitCaptureFailed
                      ? BenchRunner::describeExitCode(BenchRunner::ExitCaptureFailed)
                      : tr("Done."));
        for (const SpeedupEstimate& e : Statistics::compareAll(m_result))
            if (e.noGraphs && std::isfinite(e.speedup))
                lines << tr("%1: no CUDA graph was made in this mode, so it ran the eager step (%2x against eager, "
                            "%3).")
                             .arg(e.mode)
                             .arg(e.speedup, 0, 'f', 2)
                             .arg(Statistics::verdictTitle(e.verdict));
            else if (std::isfinite(e.speedup))
                lines << tr("%1: %2x against eager (95% interval %3-%4): %5.")
                             .arg(e.mode)
                             .arg(e.speedup, 0, 'f', 2)
                             .arg(e.ciLow, 0, 'f', 2)
                             .arg(e.ciHigh, 0, 'f', 2)
                             .arg(Statistics::verdictTitle(e.verdict));
    } else if (m_runner->wasCancelled()) {
        lines << tr("Cancelled.");
    } else {
        const int code = m_runner->exitCode();
        // The documented exit codes say what happened in the user's terms; the runner's own text follows.
        const bool documented = code >= BenchRunner::ExitBadWorkload && code <= BenchRunner::ExitMissingDependency;
        if (code == BenchRunner::ExitNoDevice) {
            // Said once in the user's words with the ways forward; the runner's own message goes to the log.
            lines << tr("The benchmark did not run: %1").arg(BenchRunner::describeExitCode(code))
                  << tr("Open a result recorded on a GPU machine (File > Open results), copy the command for a GPU "
                        "machine (Run benchmark shows it), or choose another runner.");
            appendEvent(tr("Runner: %1").arg(message));
        } else {
            lines << tr("The benchmark failed: %1")
                         .arg(documented ? BenchRunner::describeExitCode(code) + QLatin1Char(' ') + message : message);
        }
        if (code == BenchRunner::ExitOutOfMemory)
            lines << tr("Reduce the layers, the sequence length or the micro-batch, or free the GPU.");
        const QString tail = m_runner->stderrTail().trimmed();
        if (!tail.isEmpty())
            appendEvent(tr("Runner output (stderr): %1").arg(tail.right(2000)));
    }
    if (!m_result.samples.isEmpty()) {
        if (!ok)
            lines << tr("%n sample(s) measured before it stopped are kept.", nullptr, int(m_result.samples.size()));
        QString error;
        if (saveResult(&error))
            lines << tr("Saved to %1").arg(QDir::toNativeSeparators(m_savedPath));
        else
            lines << tr("Could not save the result: %1").arg(error);
    }
    setStatus(lines.join(QLatin1Char('\n')), !ok);
    emit runFinished(m_result, ok);
}

bool BenchmarkPanel::saveResult(QString* error)
{
    if (!QDir().mkpath(m_resultsDir)) {
        *error = tr("Cannot create the folder %1.").arg(m_resultsDir);
        return false;
    }
    const QString name = QStringLiteral("bench-%1.json")
                             .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    const QString path = QDir(m_resultsDir).filePath(name);
    if (!AtomicWrite::write(path, QJsonDocument(m_result.toJson()).toJson(QJsonDocument::Indented), error))
        return false;
    m_savedPath = path;
    return true;
}

void BenchmarkPanel::cancel()
{
    if (m_planner->isRunning()) {
        m_planner->cancel();
        setBusy(false);
        m_progress->setRange(0, 1000);
        setStatus(tr("Cancelled."));
        return;
    }
    if (m_runner && m_runner->isRunning()) {
        setStatus(tr("Cancelling: the runner writes what it has measured..."));
        m_cancel->setEnabled(false);
        m_runner->cancel();
    }
}

void BenchmarkPanel::setBusy(bool busy)
{
    m_run->setEnabled(!busy);
    m_cancel->setEnabled(busy);
    m_form->setEnabled(!busy);
}

void BenchmarkPanel::setStatus(const QString& text, bool error)
{
    m_statusIsError = error;
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

void BenchmarkPanel::appendEvent(const QString& line)
{
    m_events->appendPlainText(line);
}

void BenchmarkPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_probed && !m_probe->isRunning())
            probeRunners(); // the reasons are written in the language of the moment
    }
    QWidget::changeEvent(event);
}

void BenchmarkPanel::retranslateUi()
{
    m_run->setText(tr("Run benchmark..."));
    m_run->setToolTip(tr("Asks the runner for its plan and shows the exact command before anything runs."));
    m_cancel->setText(tr("Cancel"));
    m_events->setPlaceholderText(tr("The runner's phases (capture, instantiate, first replay) appear here."));
}

} // namespace cga
