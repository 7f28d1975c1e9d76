#include "mainwindow.h"

#include "autosave.h"
#include "bench/benchmarkpanel.h"
#include "cluster/clustersettings.h"
#include "cluster/clusterwidget.h"
#include "configimporter.h"
#include "diagnostics/diagnosticspanel.h"
#include "diagnostics/megatroncheckview.h"
#include "diagnostics/recommendationpanel.h"
#include "helpmenu.h"
#include "io/configloader.h"
#include "projectfiles.h"
#include "recentfiles.h"
#include "recipes/presetlibrary.h"
#include "results/resultsview.h"
#include "rules/fixtext.h"
#include "session/checkcoverage.h"
#include "session/configsession.h"
#include "settings.h"
#include "setvaluescommand.h"
#include "statusnotes.h"
#include "undoactions.h"
#include "unsavedchanges.h"
#include "util/translations.h"
#include "wizard/configwizard.h"
#include "wizard/fieldbinder.h"
#include "wizard/graphspage.h"
#include "wizard/presetentries.h"
#include "wizard/reviewpage.h"
#include "wizard/startpage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QShowEvent>
#include <QStatusBar>
#include <QTabWidget>
#include <QTime>
#include <QTimer>
#include <QUndoStack>

namespace cga {

MainWindow::MainWindow(Settings* settings, Translations* translations, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_translations(translations)
    , m_session(new ConfigSession(this))
    , m_undo(new QUndoStack(this))
    , m_binder(nullptr)
    , m_wizard(nullptr)
    , m_panel(new DiagnosticsPanel(this))
    , m_review(nullptr)
    , m_recommendation(nullptr)
    , m_clusterSettings(std::make_unique<ClusterSettings>(settings->storage()))
    , m_tabs(new QTabWidget(this))
    , m_bench(nullptr)
    , m_results(nullptr)
    , m_cluster(nullptr)
    , m_projects(nullptr)
    , m_importer(nullptr)
    , m_autosave(nullptr)
    , m_recent(nullptr)
    , m_unsaved(nullptr)
    , m_dock(new QDockWidget(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_session->setObjectName(QStringLiteral("configSession"));
    m_undo->setObjectName(QStringLiteral("undoStack"));
    createParts();
    createTabs();
    connectParts();
    fillStartPage();
    createMenus();
    retranslateUi();
    applyPreset(PresetLibrary::defaultPresetId());
    updateDiagnostics();
    m_settings->setCleanExit(false);
    restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());
    if (m_settings->windowGeometry().isEmpty())
        resize(1280, 820);
}

// The wizard and its pages, the panels, the tabs' widgets and the window's helpers, all over one session.
void MainWindow::createParts()
{
    m_binder = new FieldBinder(
        m_session, [this](const QList<FieldChange>& changes, const QString& text) { applyChanges(changes, text); },
        this);
    m_wizard = new ConfigWizard(m_session, m_binder, this);
    m_wizard->setWindowFlags(Qt::Widget);
    m_review = new ReviewPage(m_session, m_binder, m_wizard);
    m_wizard->setReviewPage(m_review);
    m_recommendation = new RecommendationPanel(m_session, m_wizard->graphsPage());
    m_wizard->graphsPage()->addPanel(m_recommendation);
    m_bench = new BenchmarkPanel(m_session, m_tabs);
    // Megatron's own check under the diagnostics, where the Benchmark page's Python imports Megatron-Core.
    auto* megatronCheck = new MegatronCheckView(m_session, m_panel);
    m_panel->layout()->addWidget(megatronCheck);
    connect(m_bench, &BenchmarkPanel::megatronCheckAvailable, megatronCheck, &MegatronCheckView::setMegatron);
    m_bench->setSettings(m_settings);
    m_results = new ResultsView(m_tabs);
    m_cluster = new ClusterWidget(m_session, m_tabs, m_clusterSettings.get());
    m_projects = new ProjectFiles(m_session, m_wizard, m_undo, this);
    m_importer = new ConfigImporter(m_session, m_wizard, m_undo, this);
    m_autosave = new Autosave(m_session, m_projects, m_settings->autosaveIntervalSeconds(), this);
    m_unsaved = new UnsavedChanges(m_session, m_projects, this, [this] { askSaveProject(false); });
    m_notes = new StatusNotes(statusBar(), this);
    m_undoActions = new UndoActions(m_undo, this);
    connect(m_autosave, &Autosave::failed, this,
            [this](const QString& message) { m_status->setText(tr("Autosave failed: %1").arg(message)); });
}

void MainWindow::createTabs()
{
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_wizard, QString()); // its pages scroll themselves, below the wizard's title and above its buttons
    m_tabs->addTab(m_bench, QString());
    m_tabs->addTab(m_results, QString());
    // The Cluster page scrolls as a whole when the window is smaller than it needs (1024x700 screens); the others
    // fit as they are.
    auto* clusterScroll = new QScrollArea(m_tabs);
    clusterScroll->setObjectName(QStringLiteral("clusterScroll"));
    clusterScroll->setWidget(m_cluster);
    clusterScroll->setWidgetResizable(true);
    clusterScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(clusterScroll, QString());
    setCentralWidget(m_tabs);
    m_dock->setObjectName(QStringLiteral("diagnosticsDock"));
    m_dock->setWidget(m_panel);
    // Closable: View > Diagnostics (its toggle action) is disabled on a dock that cannot be closed.
    m_dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                        | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_dock);
    statusBar()->addWidget(m_status, 1);
}

void MainWindow::connectParts()
{
    connect(m_recommendation, &RecommendationPanel::applyRequested, this, [this](const QList<FieldChange>& changes) {
        applyChanges(changes, [] { return RecommendationPanel::tr("Apply the recommended CUDA-graph setup"); });
    });
    // Every measurement ends up in the Results tab, next to opened results and logs.
    connect(m_bench, &BenchmarkPanel::runFinished, this, [this](const BenchmarkResult& result) {
        if (result.samples.isEmpty())
            return;
        m_results->addResult(result, tr("this GPU, %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))));
    });
    connect(m_review, &ReviewPage::benchmarkRequested, this, [this] { showTab(BenchmarkTab); });
    connect(m_bench, &BenchmarkPanel::openRecordedRequested, this, &MainWindow::askOpenResults);
    connect(m_wizard, &ConfigWizard::finishRequested, m_review, &ReviewPage::finish);
    connect(m_review, &ReviewPage::clusterRequested, this, [this] { showTab(ClusterTab); });
    connect(m_cluster, &ClusterWidget::resultsReportReady, this, [this](const ResultReport& report) {
        for (const ReportInput& input : report.inputs)
            m_results->addInput(input);
    });
    connect(m_session, &ConfigSession::reportChanged, this, &MainWindow::updateDiagnostics);
    connect(m_session, &ConfigSession::modifiedChanged, this, &MainWindow::updateTitle);
    // A replacement, or its undo: the preset list and the title show what is loaded.
    connect(m_session, &ConfigSession::resetDone, this, [this] {
        m_wizard->startPage()->setCurrentPreset(m_session->presetId());
        updateTitle();
    });
    connect(m_panel, &DiagnosticsPanel::fieldActivated, m_wizard, &ConfigWizard::showField);
    connect(m_panel, &DiagnosticsPanel::fixRequested, this, [this](const Fix& fix, const QString& id) {
        // Both texts name the changes (identifiers), so they can be made again in another language.
        const QString changes = FixText::changes(fix.changes, QStringLiteral(", "));
        applyChanges(fix.changes, [id, changes] { return tr("Fix %1: %2").arg(id, changes); });
        // A fix may change a setting on another page: the status bar says which.
        const QList<int> pages = m_wizard->otherPagesFor(fix.changes);
        m_notes->show(
            [this, pages, changes] {
                QStringList titles;
                for (int page : pages)
                    titles << m_wizard->page(page)->title();
                return pages.isEmpty() ? tr("Fix applied: %1").arg(changes)
                                       : tr("Fix applied: %1; see %2").arg(changes, titles.join(QStringLiteral(", ")));
            },
            10000);
    });
}

// The start page's ways in: open, import, blank, logs, and the preset library.
void MainWindow::fillStartPage()
{
    StartPage* start = m_wizard->startPage();
    connect(start, &StartPage::openYamlRequested, this, &MainWindow::askOpenFile);
    connect(start, &StartPage::harnessRequested, this, [this] { askImport(true); });
    connect(start, &StartPage::megatronRequested, this, [this] { askImport(false); });
    connect(start, &StartPage::blankRequested, this, &MainWindow::askBlank);
    start->setLogSupported(true);
    connect(start, &StartPage::logRequested, this, &MainWindow::askOpenResults);
    // Queued: the click or key press that changed the selection is over before a question about unsaved changes.
    connect(start, &StartPage::presetChosen, this, &MainWindow::choosePreset, Qt::QueuedConnection);
}

// The presets' titles in the language of the moment; the whole catalogue once it has been listed.
void MainWindow::refreshPresets()
{
    QList<StartPage::PresetEntry> entries = PresetEntries::curated();
    if (m_catalogueListed)
        entries << PresetEntries::catalogue();
    m_wizard->startPage()->setPresets(entries);
}

void MainWindow::addCatalogueToStartPage()
{
    if (m_catalogueListed)
        return;
    m_catalogueListed = true;
    refreshPresets();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // After the first page is up: the tree gets the catalogue a moment later.
    if (!m_catalogueListed)
        // Two hops: show() runs this synchronously, so one hop would still come before the first paint.
        QTimer::singleShot(0, this, [this] { QTimer::singleShot(0, this, &MainWindow::addCatalogueToStartPage); });
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction = m_fileMenu->addAction(QString(), this, &MainWindow::askOpenFile);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_openAction->setShortcut(QKeySequence::Open);
    m_harnessAction = m_fileMenu->addAction(QString(), this, [this] { askImport(true); });
    m_harnessAction->setObjectName(QStringLiteral("harnessAction"));
    m_megatronAction = m_fileMenu->addAction(QString(), this, [this] { askImport(false); });
    m_openResultsAction = m_fileMenu->addAction(QString(), this, &MainWindow::askOpenResults);
    m_blankAction = m_fileMenu->addAction(QString(), this, &MainWindow::askBlank);
    m_blankAction->setObjectName(QStringLiteral("blankAction"));
    m_saveAction = m_fileMenu->addAction(QString(), this, [this] { askSaveProject(false); });
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_fileMenu->addAction(QString(), this, [this] { askSaveProject(true); });
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_recent = new RecentFiles(m_settings, m_recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openRecentFile);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoActions->undoAction());
    m_editMenu->addAction(m_undoActions->redoAction());

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_dock->toggleViewAction());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    for (const QString& code : Translations::available()) {
        // Each language is named in itself, so it can be found whatever the current language is.
        QAction* a = m_languageMenu->addAction(Translations::languageName(code));
        a->setCheckable(true);
        a->setData(code);
        a->setObjectName(QStringLiteral("language_") + code);
        a->setChecked(code == m_translations->language());
        m_languageGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_help = new HelpMenu(m_helpMenu, this);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open project or Bridge YAML..."));
    m_saveAction->setText(tr("&Save project"));
    m_saveAsAction->setText(tr("Save project &as..."));
    m_harnessAction->setText(tr("Import perf-&harness command..."));
    m_megatronAction->setText(tr("Import &Megatron-LM arguments..."));
    m_blankAction->setText(tr("&Blank configuration"));
    m_openResultsAction->setText(tr("Open &results or training logs..."));
    m_tabs->setTabText(ConfigureTab, tr("Configure"));
    m_tabs->setTabText(BenchmarkTab, tr("Benchmark"));
    m_tabs->setTabText(ResultsTab, tr("Results"));
    m_tabs->setTabText(ClusterTab, tr("Cluster"));
    m_tabs->setTabToolTip(BenchmarkTab, tr("Measure eager against CUDA graph replay on this GPU"));
    m_tabs->setTabToolTip(ResultsTab, tr("Benchmark results and training logs: numbers, charts, diagnosis"));
    m_tabs->setTabToolTip(ClusterTab, tr("Run the eager/graph A/B on a Slurm cluster"));
    m_recentMenu->setTitle(tr("Recent &files"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoActions->retranslateSteps();
    m_viewMenu->setTitle(tr("&View"));
    m_dock->setWindowTitle(tr("Diagnostics"));
    m_dock->toggleViewAction()->setText(tr("&Diagnostics"));
    m_languageMenu->setTitle(tr("&Language"));
    m_help->retranslate();
    refreshPresets();
    updateTitle();
    updateDiagnostics();
    QTimer::singleShot(0, m_notes, &StatusNotes::retranslate); // after the pages it names have their new titles
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString& code)
{
    if (!m_translations->setLanguage(code))
        return;
    m_settings->setLanguage(m_translations->language());
    for (QAction* a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == m_translations->language());
    // Diagnostic texts are made when the rules run: run them again in the new language (the edits, their base and
    // the undo history stay).
    m_session->retranslate();
}

void MainWindow::applyChanges(const QList<FieldChange>& changes, const QString& description)
{
    if (changes.isEmpty())
        return;
    m_undo->push(new SetValuesCommand(m_session, changes, description));
}

void MainWindow::applyChanges(const QList<FieldChange>& changes, const std::function<QString()>& description)
{
    if (changes.isEmpty())
        return;
    m_undo->push(new SetValuesCommand(m_session, changes, description(), description));
}

void MainWindow::updateDiagnostics()
{
    const Diagnostics all = m_session->allDiagnostics();
    const QString clean = CheckCoverage::cleanSummary(CheckCoverage::of(m_session->report()));
    m_panel->setDiagnostics(all, clean);
    m_binder->markDiagnostics(all);
    int errors = 0, warnings = 0;
    for (const Diagnostic& d : all) {
        errors += d.severity == Severity::Error;
        warnings += d.severity == Severity::Warning;
    }
    m_status->setText(errors || warnings ? tr("%n error(s)", nullptr, errors) + QStringLiteral(", ")
                              + tr("%n warning(s)", nullptr, warnings)
                                         : clean);
}

void MainWindow::updateTitle()
{
    QString origin = m_session->originText();
    if (origin.isEmpty())
        origin = tr("untitled");
    setWindowTitle(
        tr("%1%2 - CUDA Graph Assistant").arg(origin, m_session->isModified() ? QStringLiteral(" *") : QString()));
}

void MainWindow::openRecentFile(const QString& path)
{
    if (!m_unsaved->settle(UnsavedChanges::Reason::Replace))
        return;
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Cannot open"), error);
}

bool MainWindow::importRequest(const LoadRequest& request, const QString& origin, QString* error,
                               const HarnessImporter::RecipeResolver& resolver)
{
    if (!m_importer->import(request, origin, error, resolver))
        return false;
    m_projects->forget();
    return true;
}

bool MainWindow::openFile(const QString& path, QString* error)
{
    if (ConfigLoader::isPythonFile(path)) {
        LoadRequest request;
        request.files << path;
        if (!importRequest(request, QFileInfo(path).fileName(), error))
            return false;
    } else if (!m_projects->open(path, error)) {
        return false;
    }
    m_recent->opened(path);
    updateTitle();
    return true;
}

bool MainWindow::saveProject(const QString& path, QString* error)
{
    if (!m_projects->save(path, error))
        return false;
    m_recent->saved(path);
    updateTitle();
    m_notes->show([path] { return tr("Saved %1").arg(QDir::toNativeSeparators(path)); }, 5000);
    return true;
}

QString MainWindow::projectPath() const
{
    return m_projects->path();
}

bool MainWindow::applyPreset(const QString& id)
{
    if (!m_importer->loadPreset(id))
        return false;
    m_projects->forget();
    return true;
}

void MainWindow::setAutosavePath(const QString& path)
{
    m_autosave->setPath(path);
}

QString MainWindow::autosavePath() const
{
    return m_autosave->path();
}

bool MainWindow::autosaveNow(QString* error)
{
    return m_autosave->saveNow(error);
}

bool MainWindow::restoreAutosave(QString* error)
{
    return m_autosave->restore(error);
}

void MainWindow::askSaveProject(bool saveAs)
{
    QString path = m_projects->path();
    if (saveAs || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save the project"), m_settings->lastDirectory(),
                                            tr("CUDA Graph Assistant projects (*.cga.yaml *.yaml)"));
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".yaml")))
            path += QStringLiteral(".cga.yaml");
    }
    QString error;
    if (!saveProject(path, &error))
        QMessageBox::warning(this, tr("Cannot save"), error);
}

bool MainWindow::importHarness(const QString& commandLine, QString* error)
{
    LoadRequest request;
    request.harnessArgs = commandLine;
    return importRequest(request, QString::fromLatin1(ConfigSession::HarnessOrigin), error,
                         PresetLibrary::builtIn().resolver());
}

bool MainWindow::importMegatron(const QString& commandLine, QString* error)
{
    LoadRequest request;
    request.megatronArgs = commandLine;
    return importRequest(request, QString::fromLatin1(ConfigSession::MegatronOrigin), error);
}

void MainWindow::startBlank()
{
    m_projects->forget();
    m_importer->loadBlank();
    m_wizard->restart();
    m_wizard->next();
}

void MainWindow::choosePreset(const QString& id)
{
    if (id == m_session->presetId() && !m_session->isModified())
        return; // already loaded as it is
    if (!m_unsaved->settle(UnsavedChanges::Reason::Replace)) {
        m_wizard->startPage()->setCurrentPreset(m_session->presetId()); // the selection shows what is loaded
        return;
    }
    applyPreset(id);
}

void MainWindow::askBlank()
{
    if (m_unsaved->settle(UnsavedChanges::Reason::Replace))
        startBlank();
}

void MainWindow::askOpenFile()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open a Megatron Bridge configuration"), m_settings->lastDirectory(),
                                       tr("Configurations (*.yaml *.yml *.py);;YAML files (*.yaml *.yml);;"
                                          "Python recipe edits (*.py);;All files (*)"));
    if (path.isEmpty() || !m_unsaved->settle(UnsavedChanges::Reason::Replace))
        return;
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Cannot open"), error);
}

void MainWindow::askImport(bool harness)
{
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        this, harness ? tr("Import a perf-harness command") : tr("Import Megatron-LM arguments"),
        harness ? tr("Paste the run_script.py command line (flags and Hydra overrides):")
                : tr("Paste the pretrain_gpt.py arguments or the whole launcher line:"),
        QString(), &ok);
    if (!ok || text.trimmed().isEmpty() || !m_unsaved->settle(UnsavedChanges::Reason::Replace))
        return;
    QString error;
    if (!(harness ? importHarness(text, &error) : importMegatron(text, &error)))
        QMessageBox::warning(this, tr("Cannot import"), error);
}

void MainWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void MainWindow::openResults(const QStringList& paths)
{
    showTab(ResultsTab);
    m_results->openFiles(paths);
}

void MainWindow::askOpenResults()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open results or training logs"), m_settings->lastDirectory(),
        tr("Results and training logs (*.json *.jsonl *.log *.txt *.out);;All files (*)"));
    if (paths.isEmpty())
        return;
    m_settings->setLastDirectory(QFileInfo(paths.first()).absolutePath());
    connect(
        m_results, &ResultsView::filesOpened, this,
        [this](const QStringList& errors) {
            if (!errors.isEmpty())
                QMessageBox::warning(this, tr("Cannot open"), errors.join(QLatin1Char('\n')));
        },
        Qt::SingleShotConnection);
    openResults(paths);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!confirmClose()) {
        event->ignore();
        return;
    }
    m_autosave->discard();
    m_settings->setCleanExit(true);
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->sync();
    QMainWindow::closeEvent(event);
}

// A running benchmark is stopped and unsaved changes saved or discarded only when the user says so.
bool MainWindow::confirmClose()
{
    if (m_bench->isBusy() && isVisible()) {
        const auto answer = QMessageBox::question(
            this, tr("Benchmark running"),
            tr("A benchmark is running on the GPU. Stop it (what it measured so far is saved) and quit?"));
        if (answer != QMessageBox::Yes)
            return false;
        m_bench->cancel();
    }
    return !isVisible() || m_unsaved->settle(UnsavedChanges::Reason::Close);
}

} // namespace cga
