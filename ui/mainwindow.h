#pragma once

#include "io/configloader.h"
#include "rules/diagnostic.h"
#include "wizard/startpage.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QUndoStack;

namespace cga {

class Autosave;
class BenchmarkPanel;
class ClusterSettings;
class ClusterWidget;
class ConfigImporter;
class ConfigSession;
class ConfigWizard;
class DiagnosticsPanel;
class FieldBinder;
class HelpMenu;
class ProjectFiles;
class RecentFiles;
class RecommendationPanel;
class ResultsView;
class ReviewPage;
class Settings;
class StatusNotes;
class Translations;
class UndoActions;
class UnsavedChanges;

// The application window: four tabs over one session (configure with the wizard, benchmark on this GPU, results
// and training logs, the cluster A/B through Slurm), the diagnostics panel always visible beside them, every edit
// undoable, and a language switch that retranslates everything at once (undo steps and status messages included). The
// window holds the parts together; the session's files go through ProjectFiles, imports through ConfigImporter, crash
// recovery through Autosave and the recent-files menu through RecentFiles.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Settings* settings, Translations* translations, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Actions a user triggers through menus and dialogs, callable directly (tests, command line).
    // A project file or any Megatron Bridge YAML (a ConfigContainer dump, an override file, a model_config.yaml).
    bool openFile(const QString& path, QString* error = nullptr);
    bool saveProject(const QString& path, QString* error = nullptr);
    QString projectPath() const;
    // Loads a preset of the library; false when the id is unknown.
    bool applyPreset(const QString& id);
    bool importHarness(const QString& commandLine, QString* error = nullptr);
    bool importMegatron(const QString& commandLine, QString* error = nullptr);
    void startBlank();
    void setLanguage(const QString& code);
    void applyChanges(const QList<FieldChange>& changes, const QString& description);
    // The same, with the undo step's text made anew after a language switch.
    void applyChanges(const QList<FieldChange>& changes, const std::function<QString()>& description);

    // Crash recovery (Autosave): the session is autosaved a few seconds after each change to this file; a clean
    // exit removes it. After a crash or kill it is still there and restoreAutosave() brings the work back.
    void setAutosavePath(const QString& path);
    QString autosavePath() const;
    bool autosaveNow(QString* error = nullptr);
    bool restoreAutosave(QString* error = nullptr);
    // Result files and training logs (read without blocking; the Results tab shows them with the diagnosis).
    void openResults(const QStringList& paths);
    enum Tab { ConfigureTab, BenchmarkTab, ResultsTab, ClusterTab };
    void showTab(Tab tab);

    // The whole recipe catalogue in the start page's tree (after the curated presets); done once, after the window
    // is first shown, so the first page does not wait for it.
    void addCatalogueToStartPage();

protected:
    void showEvent(QShowEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createParts();
    void createTabs();
    void connectParts();
    void fillStartPage();
    void refreshPresets();
    void createMenus();
    void retranslateUi();
    void updateDiagnostics();
    void updateTitle();
    void openRecentFile(const QString& path);
    // The user's ways to replace the configuration: each asks first when it has unsaved changes.
    void choosePreset(const QString& id);
    void askBlank();
    void askOpenFile();
    void askImport(bool harness);
    bool importRequest(const LoadRequest& request, const QString& origin, QString* error,
                       const HarnessImporter::RecipeResolver& resolver = {});
    void askSaveProject(bool saveAs);
    void askOpenResults();
    bool confirmClose();

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
    ProjectFiles* m_projects;
    ConfigImporter* m_importer;
    Autosave* m_autosave;
    RecentFiles* m_recent;
    UnsavedChanges* m_unsaved;
    QDockWidget* m_dock;
    QLabel* m_status;
    QMenu* m_fileMenu;
    QMenu* m_editMenu;
    QMenu* m_viewMenu;
    QMenu* m_languageMenu;
    QMenu* m_recentMenu;
    QMenu* m_helpMenu;
    HelpMenu* m_help = nullptr;
    UndoActions* m_undoActions = nullptr;
    StatusNotes* m_notes = nullptr;
    QActionGroup* m_languageGroup;
    QAction* m_openAction;
    QAction* m_harnessAction;
    QAction* m_megatronAction;
    QAction* m_openResultsAction;
    QAction* m_blankAction;
    QAction* m_quitAction;
    QAction* m_saveAction;
    QAction* m_saveAsAction;
    bool m_catalogueListed = false;
};

} // namespace cga
