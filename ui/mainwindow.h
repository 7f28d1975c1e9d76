#pragma once

#include "io/configloader.h"
#include "rules/diagnostic.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoStack;

namespace cga {

class BenchmarkPanel;
class ClusterSettings;
class ClusterWidget;
class ConfigSession;
class ConfigWizard;
class DiagnosticsPanel;
class FieldBinder;
class ProjectFile;
class RecommendationPanel;
class ResultsView;
class ReviewPage;
class Settings;
class Translations;

// The application window: four tabs over one session (configure with the wizard, benchmark on this GPU, results
// and training logs, the cluster A/B through Slurm), the diagnostics panel always visible beside them, every edit
// undoable, and a language switch that retranslates everything at once.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Settings* settings, Translations* translations, QWidget* parent = nullptr);
    ~MainWindow() override;

    ConfigSession* session() const { return m_session; }
    ConfigWizard* wizard() const { return m_wizard; }
    DiagnosticsPanel* diagnosticsPanel() const { return m_panel; }
    QUndoStack* undoStack() const { return m_undo; }
    FieldBinder* binder() const { return m_binder; }

    // Actions a user triggers through menus and dialogs, callable directly (tests, command line).
    // A project file or any Megatron Bridge YAML (a ConfigContainer dump, an override file, a model_config.yaml).
    bool openFile(const QString& path, QString* error = nullptr);
    bool saveProject(const QString& path, QString* error = nullptr);
    QString projectPath() const { return m_projectPath; }
    // Loads a preset of the library; false when the id is unknown.
    bool applyPreset(const QString& id);
    bool importHarness(const QString& commandLine, QString* error = nullptr);
    bool importMegatron(const QString& commandLine, QString* error = nullptr);
    void startBlank();
    void setLanguage(const QString& code);
    void applyChanges(const QList<FieldChange>& changes, const QString& description);

    // Crash recovery: the session is autosaved (atomically) a few seconds after each change to this file; a clean
    // exit removes it. After a crash or kill it is still there and restoreAutosave() brings the work back.
    void setAutosavePath(const QString& path);
    QString autosavePath() const { return m_autosavePath; }
    static QString defaultAutosavePath();
    bool autosaveNow(QString* error = nullptr);
    bool restoreAutosave(QString* error = nullptr);
    // Result files and training logs (read without blocking; the Results tab shows them with the diagnosis).
    void openResults(const QStringList& paths);
    enum Tab { ConfigureTab, BenchmarkTab, ResultsTab, ClusterTab };
    void showTab(Tab tab);
    QTabWidget* tabs() const { return m_tabs; }
    BenchmarkPanel* benchmarkPanel() const { return m_bench; }
    ResultsView* resultsView() const { return m_results; }
    ClusterWidget* clusterWidget() const { return m_cluster; }
    ReviewPage* reviewPage() const { return m_review; }
    RecommendationPanel* recommendationPanel() const { return m_recommendation; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createMenus();
    void retranslateUi();
    void updateDiagnostics();
    void updateRecentFiles();
    void updateTitle();
    void askOpenFile();
    void askImport(bool harness);
    // Reads what the request names and, when it could be read, makes it the session's configuration (origin: the
    // recipe the import names, else the given one); otherwise leaves the session alone and says why.
    bool importRequest(const LoadRequest& request, const QString& origin, QString* error,
                       const HarnessImporter::RecipeResolver& resolver = {});
    void rememberOpened(const QString& path); // recent files, last directory, title
    void loadProject(const ProjectFile& project, const QString& origin);
    ProjectFile currentProject() const; // the session and the wizard page, as saved and autosaved
    void askSaveProject(bool saveAs);
    void askOpenResults();
    void updateEmitOptions();

    Settings* m_settings;
    Translations* m_translations;
    ConfigSession* m_session;
    QUndoStack* m_undo;
    FieldBinder* m_binder;
    ConfigWizard* m_wizard;
    DiagnosticsPanel* m_panel;
    ReviewPage* m_review;
    RecommendationPanel* m_recommendation;
    std::unique_ptr<ClusterSettings> m_clusterSettings;
    QTabWidget* m_tabs;
    BenchmarkPanel* m_bench;
    ResultsView* m_results;
    ClusterWidget* m_cluster;
    QTimer* m_autosaveTimer;
    QString m_autosavePath;
    QString m_projectPath;
    QDockWidget* m_dock;
    QLabel* m_status;
    QMenu* m_fileMenu;
    QMenu* m_editMenu;
    QMenu* m_viewMenu;
    QMenu* m_languageMenu;
    QMenu* m_recentMenu;
    QMenu* m_helpMenu;
    QActionGroup* m_languageGroup;
    QAction* m_openAction;
    QAction* m_harnessAction;
    QAction* m_megatronAction;
    QAction* m_openResultsAction;
    QAction* m_blankAction;
    QAction* m_quitAction;
    QAction* m_saveAction;
    QAction* m_saveAsAction;
    QAction* m_undoAction;
    QAction* m_redoAction;
    QAction* m_aboutAction;
};

} // namespace cga
