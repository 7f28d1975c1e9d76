#pragma once

#include "cluster/clustercollector.h"
#include "cluster/clusterjob.h"
#include "cluster/slurmerror.h"

#include <QWidget>

#include <memory>

class QGroupBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;

namespace cga {

class ClusterJobModel;
class ClusterJobStore;
class ClusterJobWatcher;
class ClusterResultsView;
class ClusterSettings;
class ClusterSubmitForm;
class ClusterSubmitter;
class ConfigSession;
class SlurmClient;
struct ClusterScript;
struct ClusterSubmitParams;

// The cluster page: submit the session's configuration as an eager-against-graph A/B job to Slurm (form, then an
// explicit confirmation with the script and the resources), follow every unfinished job without blocking, list the
// jobs submitted earlier (ClusterJobStore, persisted), cancel one, open its log folder, and collect its results:
// eager against replay and the diagnosis of failed steps. The monitors and the collector work in the background
// under a ClusterJobWatcher. Self-contained: the main window only needs to add it.
class ClusterWidget : public QWidget
{
    Q_OBJECT

public:
    // settings / store / client: nullptr means the shared defaults (ClusterSettings(), ClusterJobStore at the
    // settings' folder or the default one, a SlurmClient on PATH); tests pass their own.
    explicit ClusterWidget(ConfigSession* session, QWidget* parent = nullptr, ClusterSettings* settings = nullptr,
                           ClusterJobStore* store = nullptr, SlurmClient* client = nullptr);
    ~ClusterWidget() override;

    ClusterSubmitForm* form() const { return m_form; }
    ClusterJobModel* jobModel() const { return m_model; }
    QTableView* jobView() const { return m_view; }
    ClusterResultsView* resultsView() const { return m_results; }
    ClusterJobStore* store() const { return m_store; }
    SlurmClient* client() const { return m_client; }
    QString statusText() const;
    bool slurmAvailable() const { return m_slurmAvailable; }

    // The script the form would submit now (for the confirmation and tests).
    ClusterScript buildScript() const;
    // Builds the script and shows the confirmation; submits when the user accepts. With confirm == false the
    // confirmation is skipped (tests).
    void requestSubmit(bool confirm = true);
    // Actions on a listed job (the selected one in the GUI).
    void followJob(const QString& jobId);
    void cancelJob(const QString& jobId);
    void collectJob(const QString& jobId);
    void removeJob(const QString& jobId);
    bool isFollowing(const QString& jobId) const;
    bool isCollecting() const;
    void setPollingBackoff(int initialMs, int maxMs); // for monitors created from now on
    QString selectedJobId() const;
    void selectJob(const QString& jobId);

signals:
    void submitted(const cga::ClusterJob& job);
    void submitFailed(const QString& message);
    void jobChanged(const cga::ClusterJob& job);
    void jobEnded(const cga::ClusterJob& job);
    // A collected job: its report (eager and graph modes, as a local benchmark's) for the chart views.
    void resultsReady(const cga::ClusterCollection& collection);
    void resultsReportReady(const cga::ResultReport& report);

protected:
    void changeEvent(QEvent* event) override;

private:
    void setUpServices();
    void createSubmitBox();
    void createJobsBox();
    void createLayout();
    void connectButtons();
    void connectServices();
    bool fitToSession(ClusterSubmitParams& params, QString* note) const;
    void retranslateUi();
    void checkSlurm();
    void showPartitions(const QByteArray& sinfoOutput);
    void reloadJobs();
    void submitScript(const ClusterScript& script);
    void onJobChanged(const ClusterJob& job);
    void onJobEnded(const ClusterJob& job, bool completed, const QString& reason);
    void onCollected(const ClusterCollection& collection);
    void updateButtons();
    void setStatus(const QString& text, bool error = false);
    ClusterJob* jobFor(const QString& jobId);

    ConfigSession* m_session;
    std::unique_ptr<ClusterSettings> m_ownedSettings;
    ClusterSettings* m_settings;
    ClusterJobStore* m_store;
    SlurmClient* m_client;
    ClusterSubmitter* m_submitter;
    ClusterJobWatcher* m_watcher;
    bool m_slurmAvailable = false;
    SlurmError m_slurmError;

    QLabel* m_banner;
    QGroupBox* m_submitBox;
    ClusterSubmitForm* m_form;
    QPushButton* m_submitButton;
    QGroupBox* m_jobsBox;
    ClusterJobModel* m_model;
    QTableView* m_view;
    QPushButton* m_refreshButton;
    QPushButton* m_cancelButton;
    QPushButton* m_collectButton;
    QPushButton* m_logsButton;
    QPushButton* m_removeButton;
    QGroupBox* m_resultsBox;
    ClusterResultsView* m_results;
    QLabel* m_status;
};

} // namespace cga
