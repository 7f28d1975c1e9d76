#include "wizard/reviewpage.h"

#include "model/configdiff.h"
#include "session/configsession.h"
#include "util/atomicwrite.h"
#include "wizard/codehighlighter.h"
#include "wizard/finishsummary.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace cga {

ReviewPage::ReviewPage(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : WizardPageBase(session, binder, parent)
    , m_changesOnly(new QCheckBox(this))
    , m_changes(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
    , m_riskBox(new QGroupBox(this))
    , m_riskLayout(new QVBoxLayout(m_riskBox))
    , m_tabs(new QTabWidget(this))
    , m_exportAll(new QPushButton(this))
    , m_benchmark(new QPushButton(this))
    , m_cluster(new QPushButton(this))
    , m_debounce(new QTimer(this))
{
    setObjectName(QStringLiteral("reviewPage"));
    setFinalPage(true);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("reviewStatus"));
    m_riskBox->setObjectName(QStringLiteral("risks"));
    m_exportAll->setObjectName(QStringLiteral("exportAll"));
    m_benchmark->setObjectName(QStringLiteral("measureHere"));
    m_cluster->setObjectName(QStringLiteral("runOnCluster"));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_changesOnly->setObjectName(QStringLiteral("changesOnly"));
    m_changes->setObjectName(QStringLiteral("changes"));
    m_changes->setReadOnly(true);
    m_changes->setFont(mono);
    m_changes->setLineWrapMode(QPlainTextEdit::WidgetWidth); // the closing sentence wraps; a change fits a line
    m_tabs->addTab(m_changes, QString()); // first: what the artefacts carry against the recipe
    for (EmitFormat format : EmitterFactory::all()) {
        auto* page = new QWidget(m_tabs);
        auto* layout = new QVBoxLayout(page);
        Tab tab;
        tab.text = new QPlainTextEdit(page);
        tab.text->setReadOnly(true);
        tab.text->setFont(mono);
        tab.text->setLineWrapMode(QPlainTextEdit::NoWrap);
        tab.text->setObjectName(QStringLiteral("artefact_") + EmitterFactory::name(format));
        new CodeHighlighter(tab.text->document());
        tab.notes = note(page);
        tab.copy = new QPushButton(page);
        tab.copy->setObjectName(QStringLiteral("copy_") + EmitterFactory::name(format));
        tab.save = new QPushButton(page);
        tab.save->setObjectName(QStringLiteral("save_") + EmitterFactory::name(format));
        auto* buttons = new QHBoxLayout;
        buttons->addWidget(tab.copy);
        buttons->addWidget(tab.save);
        buttons->addStretch(1);
        layout->addWidget(tab.text, 1);
        layout->addWidget(tab.notes);
        layout->addLayout(buttons);
        m_tabs->addTab(page, QString());
        connect(tab.copy, &QPushButton::clicked, this,
                [this, format] { QApplication::clipboard()->setText(textFor(format)); });
        connect(tab.save, &QPushButton::clicked, this, [this, format] { askSave(format); });
        m_tabsByFormat.insert(int(format), tab);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_riskBox);
    layout->addWidget(m_changesOnly);
    layout->addWidget(m_tabs, 1);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_benchmark);
    actions->addWidget(m_cluster);
    actions->addStretch(1);
    actions->addWidget(m_exportAll);
    setFooter(actions); // below the scrolling part: the main buttons stay on screen
    connect(m_exportAll, &QPushButton::clicked, this, &ReviewPage::askExportAll);
    connect(m_benchmark, &QPushButton::clicked, this, &ReviewPage::benchmarkRequested);
    connect(m_cluster, &QPushButton::clicked, this, &ReviewPage::clusterRequested);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(80);
    connect(m_debounce, &QTimer::timeout, this, &ReviewPage::regenerate);
    connect(m_session, &ConfigSession::reportChanged, this, [this] {
        if (isVisible())
            m_debounce->start();
    });
    // Another configuration: the session says what the artefacts are named after (the same as the CLI's).
    // A preset or recipe is a base the artefacts are pasted onto: write only the changes against it. A file the
    // user opened is written whole by default (the export replaces it).
    m_options = m_session->emitOptions();
    m_changesOnly->setChecked(!m_session->presetId().isEmpty());
    m_riskWorkload = m_session->origin() + QLatin1Char('\n') + m_session->presetId();
    connect(m_session, &ConfigSession::resetDone, this, [this] {
        m_options = m_session->emitOptions();
        // Another workload (not the same one in another language): its risks are confirmed anew, and its kind
        // decides again whether only the changes are written.
        const QString workload = m_session->origin() + QLatin1Char('\n') + m_session->presetId();
        if (workload != m_riskWorkload) {
            m_riskWorkload = workload;
            m_changesOnly->setChecked(!m_session->presetId().isEmpty());
            for (QCheckBox* b : std::as_const(m_riskBoxes))
                b->setChecked(false);
        }
    });
    connect(m_changesOnly, &QCheckBox::toggled, this, [this] {
        if (isVisible())
            regenerate();
    });
    retranslateUi();
}

void ReviewPage::initializePage()
{
    regenerate();
}

void ReviewPage::updateChanges()
{
    const QList<ConfigDifference> changes = ConfigDiff::between(m_session->baseConfig(), m_session->config());
    const QString base = m_options.title.isEmpty() ? tr("the configuration as it was loaded") : m_options.title;
    QStringList lines;
    lines << (changes.isEmpty() ? tr("No change against %1.").arg(base)
                                : tr("%n change(s) against %1:", nullptr, int(changes.size())).arg(base));
    for (const ConfigDifference& d : changes)
        lines << QStringLiteral("  ") + ConfigDiff::describe(d);
    if (m_changesOnly->isChecked())
        lines << QString()
              << tr("The Python, YAML and Hydra artefacts write these changes and the CUDA-graph settings only; the "
                    "others are written whole.");
    else
        lines << QString() << tr("The artefacts write every setting of the configuration.");
    m_changes->setPlainText(lines.join(QLatin1Char('\n')));
    m_tabs->setTabText(0, tr("Changes (%1)").arg(changes.size()));
}

void ReviewPage::regenerate()
{
    rebuildRisks();
    updateChanges();
    EmitOptions options = m_options;
    if (m_changesOnly->isChecked())
        options.base = m_session->baseConfig();
    for (auto it = m_tabsByFormat.begin(); it != m_tabsByFormat.end(); ++it) {
        const auto emitter = EmitterFactory::create(EmitFormat(it.key()));
        Tab& tab = it.value();
        tab.result = emitter->generate(m_session->config(), m_session->target(), options);
        if (tab.result.ok) {
            tab.text->setPlainText(tab.result.text);
            tab.notes->setText(tab.result.notes.join(QLatin1Char('\n'))
                                   .toHtmlEscaped()
                                   .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
        } else if (tab.result.diagnostics.isEmpty()) {
            QStringList lines{tr("Not written:")};
            for (const QString& n : tab.result.notes)
                lines << QStringLiteral("  ") + n;
            tab.text->setPlainText(lines.join(QLatin1Char('\n')));
            tab.notes->clear();
        } else {
            QStringList lines{tr("Not written: the configuration has errors. Fix them in the diagnostics panel:")};
            for (const Diagnostic& d : tab.result.diagnostics)
                lines << QStringLiteral("  %1: %2").arg(d.id, d.message);
            tab.text->setPlainText(lines.join(QLatin1Char('\n')));
            tab.notes->clear();
        }
    }
    updateExportState();
}

void ReviewPage::rebuildRisks()
{
    const TrainingConfig& c = m_session->config();
    const ValidationReport& report = m_session->report();
    const QString impl = report.normalized.stringValue(FieldId::CudaGraphImpl);
    const bool graphs = impl != QLatin1String("none");
    const bool full = impl == QLatin1String("full_iteration");
    QStringList keys;
    QStringList titles;
    QStringList texts;
    if (graphs) {
        QString memory;
        for (const Diagnostic& d : report.diagnostics)
            if (d.id == QLatin1String("ADV-03"))
                memory = d.message;
        keys << QStringLiteral("memory");
        titles << tr("I have checked the memory headroom.");
        texts << (memory.isEmpty() ? tr("Graphs keep static buffers for as long as they live.") : memory);
        keys << QStringLiteral("shapes");
        titles << tr("Shapes stay fixed for the whole run.");
        texts << tr("Sequence length %1 and micro-batch size %2 never change, and every sample is padded to the "
                    "sequence length.")
                     .arg(c.isNull(FieldId::ModelSeqLength) ? tr("(unset)") : c.stringValue(FieldId::ModelSeqLength))
                     .arg(c.intValue(FieldId::MicroBatchSize, 1));
        if (full) {
            keys << QStringLiteral("nan");
            titles << tr("I will watch for NaN myself.");
            texts << tr("Full-iteration graphs run with the NaN checks on loss and gradients off: a NaN is no longer "
                        "caught automatically.");
        }
        keys << QStringLiteral("measure");
        titles << tr("I will measure before keeping graphs.");
        texts << tr("A successful capture is not a speedup: compare replay iterations against the eager rollback "
                    "(the Slurm A/B script runs both).");
    }
    if (keys == m_riskKeys) {
        // Same risks: keep what the user confirmed, refresh the texts (numbers may have changed).
        for (int i = 0; i < m_riskBoxes.size(); ++i) {
            m_riskBoxes[i]->setText(titles[i]);
            m_riskDetails[i]->setText(texts[i]);
        }
        return;
    }
    qDeleteAll(m_riskBoxes);
    qDeleteAll(m_riskDetails);
    m_riskBoxes.clear();
    m_riskDetails.clear();
    m_riskKeys = keys;
    for (int i = 0; i < keys.size(); ++i) {
        auto* box = new QCheckBox(titles[i], m_riskBox);
        box->setObjectName(QStringLiteral("risk_") + keys[i]);
        auto* detail = note(m_riskBox);
        detail->setTextFormat(Qt::PlainText);
        detail->setText(texts[i]);
        detail->setContentsMargins(24, 0, 0, 4);
        m_riskLayout->addWidget(box);
        m_riskLayout->addWidget(detail);
        m_riskBoxes << box;
        m_riskDetails << detail;
        connect(box, &QCheckBox::toggled, this, &ReviewPage::updateExportState);
    }
    m_riskBox->setVisible(!keys.isEmpty());
}

void ReviewPage::confirmAllRisks()
{
    for (QCheckBox* b : m_riskBoxes)
        b->setChecked(true);
}

bool ReviewPage::exportEnabled() const
{
    if (!m_session->report().valid())
        return false;
    for (QCheckBox* b : m_riskBoxes)
        if (!b->isChecked())
            return false;
    return true;
}

void ReviewPage::updateExportState()
{
    const bool enabled = exportEnabled();
    for (auto it = m_tabsByFormat.begin(); it != m_tabsByFormat.end(); ++it) {
        // Copying what is shown is always possible (the text can be selected anyway); saving and exporting wait for
        // the confirmations.
        it->copy->setEnabled(it->result.ok);
        it->save->setEnabled(enabled && it->result.ok);
    }
    m_exportAll->setEnabled(enabled);
    emit completeChanged();
    int errors = 0;
    for (const Diagnostic& d : m_session->allDiagnostics())
        errors += d.isError();
    if (errors > 0)
        m_status->setText(tr("%n error(s) must be fixed before anything can be exported.", nullptr, errors));
    else if (!enabled)
        m_status->setText(tr("The configuration is valid. Confirm the risks below to enable export."));
    else
        m_status->setText(tr("Ready: copy or save any artefact, or export them all."));
}

QString ReviewPage::textFor(EmitFormat format) const
{
    const Tab tab = m_tabsByFormat.value(int(format));
    return tab.result.ok ? tab.result.text : QString();
}

bool ReviewPage::saveFormat(EmitFormat format, const QString& path, QString* error) const
{
    const Tab tab = m_tabsByFormat.value(int(format));
    if (!exportEnabled() || !tab.result.ok) {
        *error = tr("Nothing to save: fix the errors and confirm the risks first.");
        return false;
    }
    return AtomicWrite::write(path, tab.result.text.toUtf8(), error);
}

QStringList ReviewPage::exportAll(const QString& directory, QString* error) const
{
    QStringList written;
    for (EmitFormat format : EmitterFactory::all()) {
        const Tab tab = m_tabsByFormat.value(int(format));
        if (!tab.result.ok)
            continue;
        const QString path = QDir(directory).filePath(tab.result.fileName);
        if (!saveFormat(format, path, error))
            return written;
        written << path;
    }
    return written;
}

void ReviewPage::askSave(EmitFormat format)
{
    const Tab tab = m_tabsByFormat.value(int(format));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save %1").arg(EmitterFactory::title(format)),
                                                      QDir::home().filePath(tab.result.fileName));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveFormat(format, path, &error))
        QMessageBox::warning(this, tr("Cannot save"), error);
}

void ReviewPage::askExportAll()
{
    const QString dir
        = QFileDialog::getExistingDirectory(this, tr("Export every artefact into a folder"),
                                            m_exportDirectory.isEmpty() ? QDir::homePath() : m_exportDirectory);
    if (!dir.isEmpty())
        exportWithSummary(dir);
}

void ReviewPage::finish()
{
    if (exportEnabled())
        askExportAll();
}

bool ReviewPage::isComplete() const
{
    return exportEnabled();
}

void ReviewPage::exportWithSummary(const QString& directory)
{
    QString error;
    const QStringList written = exportAll(directory, &error);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    m_exportDirectory = directory;
    QMap<EmitFormat, QString> byFormat;
    for (EmitFormat format : EmitterFactory::all()) {
        const QString path = QDir(directory).filePath(m_tabsByFormat.value(int(format)).result.fileName);
        if (written.contains(path))
            byFormat.insert(format, QDir::toNativeSeparators(path));
    }
    QStringList harness; // the command itself, without its comment lines
    for (const QString& line : textFor(EmitFormat::Harness).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QLatin1Char('#')))
            harness << line;
    FinishSummary summary(directory, byFormat, harness.join(QLatin1Char('\n')), this);
    summary.exec();
}

void ReviewPage::retranslateUi()
{
    setTitle(tr("Review and export"));
    setSubTitle(tr("Every artefact is validated before it is shown and reads back to the same configuration."));
    m_riskBox->setTitle(tr("Risks to confirm before export"));
    m_changesOnly->setText(tr("Write only the changes against the recipe"));
    m_changesOnly->setToolTip(tr("Pasted after the recipe, an export of the changes keeps the recipe's other "
                                 "settings and your own edits to them. The CUDA-graph settings are always written."));
    updateChanges();
    int i = 1; // after the list of changes
    for (EmitFormat format : EmitterFactory::all()) {
        m_tabs->setTabText(i++, EmitterFactory::title(format));
        Tab& tab = m_tabsByFormat[int(format)];
        tab.copy->setText(tr("Copy"));
        tab.save->setText(tr("Save as..."));
    }
    m_exportAll->setText(tr("Export all..."));
    m_benchmark->setText(tr("Measure on this GPU..."));
    m_benchmark->setToolTip(
        tr("Open the Benchmark page: eager against CUDA graph replay with these shapes on this GPU"));
    m_cluster->setText(tr("Run on a Slurm cluster..."));
    m_cluster->setToolTip(tr("Open the Cluster page: submit the eager/graph A/B of this configuration with sbatch"));
    if (isVisible())
        regenerate();
    else
        updateExportState();
}

} // namespace cga
