#pragma once

#include "rules/diagnostic.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QUndoStack;

namespace cga {

class ConfigSession;
class ConfigWizard;
class DiagnosticsPanel;
class FieldBinder;
struct LoadedConfig;
class Settings;
class Translations;

// The application window: the wizard in the middle, the diagnostics panel always visible beside it, every edit
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
    bool openFile(const QString& path, QString* error = nullptr);
    bool importHarness(const QString& commandLine, QString* error = nullptr);
    bool importMegatron(const QString& commandLine, QString* error = nullptr);
    void startBlank();
    void setLanguage(const QString& code);
    void applyChanges(const QList<FieldChange>& changes, const QString& description);

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
    void loadImported(const LoadedConfig& loaded, const QString& origin);

    Settings* m_settings;
    Translations* m_translations;
    ConfigSession* m_session;
    QUndoStack* m_undo;
    FieldBinder* m_binder;
    ConfigWizard* m_wizard;
    DiagnosticsPanel* m_panel;
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
    QAction* m_blankAction;
    QAction* m_quitAction;
    QAction* m_undoAction;
    QAction* m_redoAction;
    QAction* m_aboutAction;
};

} // namespace cga
