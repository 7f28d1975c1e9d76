#include "cluster/clusterwidget.h"

#include "buttongrid.h"
#include "cluster/clusterconfirmdialog.h"
#include "cluster/clusterjobmodel.h"
#include "cluster/clusterjobstore.h"
#include "cluster/clusterjobwatcher.h"
#include "cluster/clusterresultsview.h"
#include "cluster/clusterscript.h"
#include "cluster/clustersettings.h"
#include "cluster/clustersubmitform.h"
#include "cluster/clustersubmitter.h"
#include "cluster/slurmclient.h"
#include "cluster/slurmoutput.h"
#include "session/configsession.h"

#include <QCompleter>
#include <QDesktopServices>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace cga {

ClusterWidget::ClusterWidget(ConfigSession* session, QWidget* parent, ClusterSettings* settings, ClusterJobStore* store,
                             SlurmClient* client)
    : QWidget(parent)
    , m_session(session)
    , m_settings(settings)
    , m_store(store)
    , m_client(client)
    , m_banner(new QLabel(this))
    , m_submitBox(new QGroupBox(this))
    , m_form(new ClusterSubmitForm(this))
    , m_submitButton(new QPushButton(this))
    , m_jobsBox(new QGroupBox(this))
    , m_model(new ClusterJobModel(this))
    , m_view(new QTableView(this))
    , m_refreshButton(new QPushButton(this))
    , m_cancelButton(new QPushButton(this))
    , m_collectButton(new QPushButton(this))
    , m_logsButton(new QPushButton(this))
    , m_removeButton(new QPushButton(this))
    , m_resultsBox(new QGroupBox(this))
    , m_results(new ClusterResultsView(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("clusterWidget"));
    setUpServices();
    createSubmitBox();
    createJobsBox();
    createLayout();
    connectButtons();
    connectServices();
    ClusterSubmitParams p = m_settings->lastParams();
    fitToSession(p, nullptr);
    m_form->setParams(p);
    retranslateUi();
    checkSlurm();
    reloadJobs();
}

ClusterWidget::~ClusterWidget()
{
    delete m_watcher; // stops the monitors while the client they poll with is still there
}

// What was not given: the shared settings, a SlurmClient on PATH, the job store at the settings' folder.
void ClusterWidget::setUpServices()
{
    if (!m_settings) {
        m_ownedSettings = std::make_unique<ClusterSettings>();
        m_settings = m_ownedSettings.get();
    }
    if (!m_client) {
        m_client = new SlurmClient(this);
        m_client->setProgramDirectory(m_settings->slurmProgramDirectory());
    }
    if (!m_store)
        m_store = new ClusterJobStore(m_settings->storeFolder(), this);
    m_submitter = new ClusterSubmitter(m_client, m_store, this);
    m_watcher = new ClusterJobWatcher(m_client, this);
}

// The submission form, scrolled when the page is short, and its button.
void ClusterWidget::createSubmitBox()
{
    m_submitButton->setObjectName(QStringLiteral("clusterSubmitButton"));

    auto* formHolder = new QWidget(this);
    auto* holderLayout = new QVBoxLayout(formHolder);
    holderLayout->setContentsMargins(0, 0, 0, 0);
    holderLayout->addWidget(m_form);
    holderLayout->addStretch(1);
    auto* formScroll = new QScrollArea(this);
    formScroll->setWidget(formHolder);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    formScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_submitBox->setMinimumWidth(m_form->minimumSizeHint().width() + formScroll->verticalScrollBar()->sizeHint().width()
                                 + 2 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin) + 8);
    auto* submitLayout = new QVBoxLayout(m_submitBox);
    submitLayout->addWidget(formScroll, 1);
    submitLayout->addWidget(m_submitButton, 0, Qt::AlignRight);
}

// The job list with its buttons, and the results of the collected job.
void ClusterWidget::createJobsBox()
{
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setObjectName(QStringLiteral("clusterJobView"));
    // Wrapped: the jobs pane stays narrow enough for a 1024 px window beside the form.
    QGridLayout* buttons
        = ButtonGrid::make({m_refreshButton, m_cancelButton, m_collectButton, m_logsButton, m_removeButton});
    auto* jobsLayout = new QVBoxLayout(m_jobsBox);
    jobsLayout->addWidget(m_view, 1);
    jobsLayout->addLayout(buttons);
    auto* resultsLayout = new QVBoxLayout(m_resultsBox);
    resultsLayout->addWidget(m_results);
}

// The form on the left, jobs over results on the right, the banner above and the status below.
void ClusterWidget::createLayout()
{
    m_banner->setWordWrap(true);
    m_banner->setObjectName(QStringLiteral("clusterBanner"));
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff4e5; border: 1px solid #e0a040; padding: 6px; }"));
    m_banner->setVisible(false);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_jobsBox);
    right->addWidget(m_resultsBox);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_submitBox);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
}

void ClusterWidget::connectButtons()
{
    connect(m_submitButton, &QPushButton::clicked, this, [this] { requestSubmit(true); });
    connect(m_refreshButton, &QPushButton::clicked, this, [this] {
        reloadJobs();
        if (!selectedJobId().isEmpty())
            followJob(selectedJobId());
    });
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        const QString id = selectedJobId();
        if (id.isEmpty())
            return;
        if (QMessageBox::question(this, tr("Cancel job"), tr("Cancel job %1 with scancel?").arg(id))
            == QMessageBox::Yes)
            cancelJob(id);
    });
    connect(m_collectButton, &QPushButton::clicked, this, [this] { collectJob(selectedJobId()); });
    connect(m_view, &QTableView::doubleClicked, this, [this] { collectJob(selectedJobId()); });
    connect(m_logsButton, &QPushButton::clicked, this, [this] {
        if (const ClusterJob* j = jobFor(selectedJobId()))
            QDesktopServices::openUrl(QUrl::fromLocalFile(j->logDir));
    });
    connect(m_removeButton, &QPushButton::clicked, this, [this] { removeJob(selectedJobId()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ClusterWidget::updateButtons);
    connect(m_form, &ClusterSubmitForm::changed, this, &ClusterWidget::updateButtons);
}

// The submitter, the watcher's monitors and collector, and the session (a new configuration refits the form).
void ClusterWidget::connectServices()
{
    connect(m_submitter, &ClusterSubmitter::submitted, this, [this](const ClusterJob& job) {
        m_settings->setLastParams(m_form->params());
        m_settings->sync();
        reloadJobs();
        selectJob(job.jobId);
        setStatus(tr("Submitted job %1; logs in %2").arg(job.jobId, job.logDir));
        emit submitted(job);
        updateButtons();
    });
    connect(m_submitter, &ClusterSubmitter::failed, this, [this](const SlurmError&, const QString& message) {
        setStatus(tr("Not submitted: %1").arg(message), true);
        emit submitFailed(message);
        updateButtons();
    });
    connect(m_watcher, &ClusterJobWatcher::jobChanged, this, &ClusterWidget::onJobChanged);
    connect(m_watcher, &ClusterJobWatcher::jobEnded, this, &ClusterWidget::onJobEnded);
    connect(m_watcher, &ClusterJobWatcher::pollFailed, this, [this](const ClusterJob& job, const SlurmError& e) {
        setStatus(tr("Job %1: %2").arg(job.jobId, e.message()), true);
    });
    connect(m_watcher, &ClusterJobWatcher::cancelFinished, this,
            [this](bool ok, const QString& message) { setStatus(message, !ok); });
    connect(m_watcher, &ClusterJobWatcher::collectProgress, this, [this](const QString& m) { setStatus(m); });
    connect(m_watcher, &ClusterJobWatcher::collected, this, &ClusterWidget::onCollected);
    if (m_session) {
        connect(m_session, &ConfigSession::resetDone, this, [this] {
            ClusterSubmitParams p = m_form->params();
            QString note;
            if (fitToSession(p, &note))
                m_form->setParams(p);
            if (!note.isEmpty())
                setStatus(note);
        });
    }
}

// The parameters for the session's configuration: the recipe's GPUs, and the variants as config-file YAML when the
// perf harness does not know the recipe. True when something changed.
bool ClusterWidget::fitToSession(ClusterSubmitParams& params, QString* note) const
{
    if (!m_session)
        return false;
    // The GPUs of the configuration: its preset's or recipe's, or the -ng of an imported harness command.
    bool changed = params.fitToRecipe(m_session->runGpu(), m_session->runGpuCount(), note);
    if (params.variants == SbatchOptions::Variants::Harness && !m_session->emitOptions().harness.isValid()) {
        params.variants = SbatchOptions::Variants::ConfigFile;
        changed = true;
    }
    return changed;
}

void ClusterWidget::checkSlurm()
{
    SlurmError missing;
    m_slurmAvailable = m_client->isInstalled(&missing);
    if (!m_slurmAvailable) {
        m_slurmError = missing;
        m_banner->setText(missing.title() + QStringLiteral(": ") + missing.message() + QLatin1Char('\n')
                          + tr("Jobs submitted earlier are still listed; their logs can be collected."));
        m_banner->setVisible(true);
        updateButtons();
        return;
    }
    // Reachability and the partitions, without blocking.
    SlurmCall* call = m_client->partitions();
    connect(call, &SlurmCall::finished, this, [this, call] {
        call->deleteLater();
        if (!call->ok()) {
            m_slurmError = call->error();
            m_banner->setText(m_slurmError.title() + QStringLiteral(": ") + m_slurmError.message());
            m_banner->setVisible(true);
            return;
        }
        m_banner->setVisible(false);
        showPartitions(call->standardOutput());
    });
    updateButtons();
}

// sinfo's partitions as completions of the partition field.
void ClusterWidget::showPartitions(const QByteArray& sinfoOutput)
{
    QStringList partitions;
    for (const QByteArray& line : sinfoOutput.split('\n')) {
        QString name = QString::fromUtf8(line).section(QLatin1Char('|'), 0, 0).trimmed();
        if (name.endsWith(QLatin1Char('*')))
            name.chop(1); // the default partition
        if (!name.isEmpty() && !partitions.contains(name))
            partitions << name;
    }
    auto* completer = new QCompleter(partitions, m_form->partitionEdit());
    m_form->partitionEdit()->setCompleter(completer);
}

void ClusterWidget::reloadJobs()
{
    const QString selected = selectedJobId();
    QString error;
    if (!m_store->load(&error))
        setStatus(error, true);
    m_model->setJobs(m_store->jobs());
    for (const ClusterJob& j : m_store->jobs())
        if (!j.isTerminal() && !m_watcher->isFollowing(j.jobId) && m_slurmAvailable)
            followJob(j.jobId);
    // Monitors hold newer states than the file may have: show theirs.
    for (const ClusterJob& j : m_watcher->followedJobs())
        m_model->updateJob(j);
    if (!selected.isEmpty())
        selectJob(selected);
    updateButtons();
}

ClusterScript ClusterWidget::buildScript() const
{
    if (!m_session) {
        ClusterScript s;
        s.error = tr("No configuration to submit.");
        return s;
    }
    return ClusterScript::build(m_session->config(), m_session->target(), m_session->emitOptions(), m_form->params());
}

void ClusterWidget::requestSubmit(bool confirm)
{
    if (m_submitter->isBusy())
        return;
    const ClusterScript script = buildScript();
    if (!script.ok) {
        setStatus(script.error, true);
        emit submitFailed(script.error);
        return;
    }
    if (confirm) {
        ClusterConfirmDialog dialog(script, this);
        if (dialog.exec() != QDialog::Accepted) {
            setStatus(tr("Not submitted."));
            return;
        }
    }
    submitScript(script);
}

void ClusterWidget::submitScript(const ClusterScript& script)
{
    const QString title = m_session && !m_session->presetId().isEmpty() ? m_session->presetId()
                                                                        : (m_session ? m_session->origin() : QString());
    if (m_submitter->submit(script, m_form->params(), title))
        setStatus(tr("Submitting to Slurm..."));
    updateButtons();
}

ClusterJob* ClusterWidget::jobFor(const QString& jobId)
{
    const QModelIndex index = m_model->indexOf(jobId);
    return const_cast<ClusterJob*>(m_model->job(index));
}

void ClusterWidget::followJob(const QString& jobId)
{
    if (jobId.isEmpty())
        return;
    if (m_watcher->isFollowing(jobId)) {
        m_watcher->pollNow(jobId);
        return;
    }
    const ClusterJob* job = jobFor(jobId);
    if (!job)
        return;
    m_watcher->follow(*job);
    updateButtons();
}

bool ClusterWidget::isFollowing(const QString& jobId) const
{
    return m_watcher->isFollowing(jobId);
}

void ClusterWidget::onJobChanged(const ClusterJob& job)
{
    QString error;
    if (!m_store->update(job, &error) && m_store->job(job.jobId))
        setStatus(error, true);
    m_model->updateJob(job);
    emit jobChanged(job);
    updateButtons();
}

void ClusterWidget::onJobEnded(const ClusterJob& job, bool completed, const QString& reason)
{
    onJobChanged(job);
    if (completed)
        setStatus(tr("Job %1 completed: collect its results to compare eager and replay.").arg(job.jobId));
    else
        setStatus(reason, true);
    updateButtons();
    emit jobEnded(job);
}

void ClusterWidget::cancelJob(const QString& jobId)
{
    if (jobId.isEmpty())
        return;
    followJob(jobId);
    m_watcher->cancel(jobId);
}

void ClusterWidget::collectJob(const QString& jobId)
{
    const ClusterJob* job = jobFor(jobId);
    if (!job)
        return;
    if (m_watcher->isCollecting()) {
        m_watcher->stopCollecting();
        return;
    }
    m_results->clear();
    if (m_watcher->collect(*job))
        setStatus(tr("Reading the logs of job %1...").arg(jobId));
    updateButtons();
}

void ClusterWidget::onCollected(const ClusterCollection& c)
{
    m_results->setCollection(c);
    setStatus(c.cancelled ? tr("Reading the logs was cancelled.") : tr("Results of job %1 read.").arg(c.job.jobId));
    updateButtons();
    if (!c.cancelled) {
        emit resultsReady(c);
        emit resultsReportReady(c.report);
    }
}

bool ClusterWidget::isCollecting() const
{
    return m_watcher->isCollecting();
}

void ClusterWidget::removeJob(const QString& jobId)
{
    if (jobId.isEmpty())
        return;
    m_watcher->forget(jobId);
    QString error;
    if (!m_store->remove(jobId, &error))
        setStatus(error, true);
    reloadJobs();
}

void ClusterWidget::setPollingBackoff(int initialMs, int maxMs)
{
    m_watcher->setBackoff(initialMs, maxMs);
}

QString ClusterWidget::selectedJobId() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_model->data(rows.first(), ClusterJobModel::JobIdRole).toString();
}

void ClusterWidget::selectJob(const QString& jobId)
{
    const QModelIndex index = m_model->indexOf(jobId);
    if (index.isValid())
        m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

QString ClusterWidget::statusText() const
{
    return m_status->text();
}

void ClusterWidget::setStatus(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("QLabel { color: #b02020; }") : QString());
}

void ClusterWidget::updateButtons()
{
    const ClusterJob* job = jobFor(selectedJobId());
    m_submitButton->setEnabled(m_slurmAvailable && !m_submitter->isBusy() && m_session);
    m_refreshButton->setEnabled(m_slurmAvailable);
    m_cancelButton->setEnabled(m_slurmAvailable && job && !job->isTerminal());
    m_collectButton->setEnabled(job != nullptr);
    m_collectButton->setText(m_watcher->isCollecting() ? tr("Stop reading") : tr("C&ollect results"));
    m_logsButton->setEnabled(job != nullptr);
    m_removeButton->setEnabled(job != nullptr);
}

void ClusterWidget::retranslateUi()
{
    m_submitBox->setTitle(tr("Submit the eager-against-graph A/B"));
    m_submitButton->setText(tr("&Review and submit..."));
    m_submitButton->setToolTip(tr("Shows the batch script and the resources requested before anything is submitted."));
    m_jobsBox->setTitle(tr("Cluster jobs"));
    m_refreshButton->setText(tr("R&efresh"));
    m_cancelButton->setText(tr("&Cancel job"));
    m_logsButton->setText(tr("Open &logs"));
    m_removeButton->setText(tr("Re&move from list"));
    m_removeButton->setToolTip(tr("Forgets the job here; the job and its logs stay on the cluster."));
    m_resultsBox->setTitle(tr("Results: eager against replay"));
    m_model->retranslate();
    if (!m_slurmAvailable && m_slurmError.isError())
        m_banner->setText(m_slurmError.title() + QStringLiteral(": ") + m_slurmError.message());
    updateButtons();
}

void ClusterWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cga
