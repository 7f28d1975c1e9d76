#include "bench/benchmarksetupform.h"

#include "report/reportinput.h"
#include "session/configsession.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace cga {

namespace {

const QStringList& candidateModes()
{
    static const QStringList modes{QStringLiteral("eager"),
                                   QStringLiteral("attn"),
                                   QStringLiteral("attn+mlp"),
                                   QStringLiteral("layer"),
                                   QStringLiteral("full_iteration"),
                                   QStringLiteral("attn+moe_router"),
                                   QStringLiteral("attn+moe_router+moe_preprocess"),
                                   QStringLiteral("attn+moe")};
    return modes;
}

bool modeNeedsMoe(const QString& mode)
{
    return mode.contains(QLatin1String("moe"));
}

} // namespace

BenchmarkSetupForm::BenchmarkSetupForm(ConfigSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_workloadBox(new QGroupBox(this))
    , m_summary(new QLabel(this))
    , m_notesLabel(new QLabel(this))
    , m_runBox(new QGroupBox(this))
    , m_form(new QFormLayout)
    , m_modes(new QListWidget(this))
    , m_microbatches(new QSpinBox(this))
    , m_runner(new QComboBox(this))
    , m_overhead(new QComboBox(this))
    , m_python(new QLineEdit(this))
    , m_megatronPath(new QLineEdit(this))
    , m_runnerStatus(new QLabel(this))
    , m_device(new QSpinBox(this))
    , m_duration(new QSpinBox(this))
    , m_calibration(new QLineEdit(this))
    , m_calibrationStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("benchmarkSetupForm"));
    m_modes->setObjectName(QStringLiteral("benchModes"));
    m_runner->setObjectName(QStringLiteral("benchRunner"));
    m_overhead->setObjectName(QStringLiteral("benchOverhead"));
    m_python->setObjectName(QStringLiteral("benchPython"));
    m_megatronPath->setObjectName(QStringLiteral("benchMegatronPath"));
    m_runnerStatus->setObjectName(QStringLiteral("benchRunnerStatus"));
    m_calibration->setObjectName(QStringLiteral("benchCalibration"));
    m_calibrationStatus->setObjectName(QStringLiteral("benchCalibrationStatus"));
    m_calibrationStatus->setWordWrap(true);
    m_calibrationStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_calibration->setClearButtonEnabled(true);
    QAction* browse
        = m_calibration->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton), QLineEdit::TrailingPosition);
    browse->setObjectName(QStringLiteral("benchCalibrationBrowse"));
    connect(browse, &QAction::triggered, this, &BenchmarkSetupForm::chooseCalibrationFile);
    m_runnerStatus->setWordWrap(true);
    m_runnerStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_python->setClearButtonEnabled(true);
    m_megatronPath->setClearButtonEnabled(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notesLabel->setWordWrap(true);
    m_microbatches->setRange(1, 512);
    m_device->setRange(0, 63);
    m_duration->setRange(10, 3600);
    m_duration->setValue(120);
    m_modes->setMaximumHeight(150);
    m_runner->addItem(QString(), QStringLiteral("native"));
    m_runner->addItem(QString(), QStringLiteral("torch"));
    m_runner->addItem(QString(), QStringLiteral("mcore"));
    for (const char* preset : {"", "raw", "pytorch", "megatron-te", "megatron-local"})
        m_overhead->addItem(QString(), QString::fromLatin1(preset));
    // The item texts explain each preset; the closed box need not be as wide as the longest (1024x700 screens).
    m_overhead->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_overhead->setMinimumContentsLength(28);

    auto* workloadLayout = new QVBoxLayout(m_workloadBox);
    workloadLayout->addWidget(m_summary);
    workloadLayout->addWidget(m_notesLabel);
    m_runBox->setLayout(m_form);
    m_form->addRow(QStringLiteral("modes"), m_modes);
    m_form->addRow(QStringLiteral("microbatches"), m_microbatches);
    m_form->addRow(QStringLiteral("runner"), m_runner);
    m_form->addRow(m_runnerStatus);
    m_form->addRow(QStringLiteral("python"), m_python);
    m_form->addRow(QStringLiteral("megatron"), m_megatronPath);
    m_form->addRow(QStringLiteral("overhead"), m_overhead);
    m_form->addRow(QStringLiteral("calibration"), m_calibration);
    m_form->addRow(m_calibrationStatus);
    m_form->addRow(QStringLiteral("device"), m_device);
    m_form->addRow(QStringLiteral("duration"), m_duration);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_workloadBox);
    layout->addWidget(m_runBox);
    layout->addStretch(1);

    connect(m_modes, &QListWidget::itemChanged, this, &BenchmarkSetupForm::changed);
    connect(m_runner, &QComboBox::currentIndexChanged, this, [this] {
        updateOverheadEnabled();
        updateRunnerStatus();
        updateCalibrationStatus();
        emit changed();
    });
    for (QLineEdit* e : {m_python, m_megatronPath})
        connect(e, &QLineEdit::editingFinished, this, [this, e] {
            if (e->isModified()) {
                e->setModified(false);
                emit pythonSettingsChanged();
            }
        });
    connect(m_calibration, &QLineEdit::editingFinished, this, [this] {
        if (m_calibration->text().trimmed() != m_calibrationPath)
            setCalibrationFile(m_calibration->text().trimmed());
    });
    for (QSpinBox* s : {m_microbatches, m_device, m_duration})
        connect(s, &QSpinBox::valueChanged, this, &BenchmarkSetupForm::changed);
    connect(m_overhead, &QComboBox::currentIndexChanged, this, &BenchmarkSetupForm::changed);
    if (m_session) {
        connect(m_session, &ConfigSession::changed, this, &BenchmarkSetupForm::refresh);
        connect(m_session, &ConfigSession::resetDone, this, &BenchmarkSetupForm::refresh);
    }
    retranslateUi();
    refresh();
}

void BenchmarkSetupForm::refresh()
{
    const TrainingConfig config = m_session ? m_session->config() : TrainingConfig();
    m_workload = WorkloadFromConfig::build(config, &m_notes);
    fillModes(WorkloadJson::modes(m_workload));
    retranslateUi();
    emit changed();
}

void BenchmarkSetupForm::fillModes(const QStringList& checked)
{
    const QSignalBlocker block(m_modes);
    m_modes->clear();
    QStringList all = checked;
    for (const QString& m : candidateModes())
        if (!all.contains(m) && modeNeedsMoe(m) == m_workload.isMoe()
            && !(m_workload.isMoe() && !m_workload.hasDenseLayers() && m == QLatin1String("attn+mlp")))
            all << m;
    for (const QString& m : all) {
        auto* item = new QListWidgetItem(m, m_modes);
        item->setData(Qt::UserRole, m);
        Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
        if (m != QLatin1String("eager"))
            flags |= Qt::ItemIsUserCheckable; // eager is the baseline of every comparison
        item->setFlags(flags);
        item->setCheckState(checked.contains(m) || m == QLatin1String("eager") ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList BenchmarkSetupForm::selectedModes() const
{
    QStringList modes;
    for (int i = 0; i < m_modes->count(); ++i)
        if (m_modes->item(i)->checkState() == Qt::Checked)
            modes << m_modes->item(i)->data(Qt::UserRole).toString();
    return modes;
}

void BenchmarkSetupForm::setSelectedModes(const QStringList& modes)
{
    for (int i = 0; i < m_modes->count(); ++i) {
        QListWidgetItem* item = m_modes->item(i);
        const QString m = item->data(Qt::UserRole).toString();
        if (m != QLatin1String("eager"))
            item->setCheckState(modes.contains(m) ? Qt::Checked : Qt::Unchecked);
    }
}

Workload BenchmarkSetupForm::workload() const
{
    Workload w = m_workload;
    WorkloadJson::setModes(&w, selectedModes());
    w.numMicrobatches = m_microbatches->value();
    return w;
}

BenchOptions BenchmarkSetupForm::options() const
{
    BenchOptions o;
    o.runner = m_runner->currentData().toString();
    if (o.runner == QLatin1String("native")) {
        o.overhead = m_overhead->currentData().toString();
        o.calibrate = calibration();
    } else
        o.python = m_python->text().trimmed();
    if (o.runner == QLatin1String("mcore"))
        o.megatronPath = m_megatronPath->text().trimmed();
    o.device = m_device->value();
    o.durationLimitS = m_duration->value();
    return o;
}

void BenchmarkSetupForm::setRunnerAvailable(const QString& runner, bool available, const QString& reason)
{
    const int row = m_runner->findData(runner);
    auto* model = qobject_cast<QStandardItemModel*>(m_runner->model());
    if (row < 0 || !model)
        return;
    QStandardItem* item = model->item(row);
    item->setEnabled(available);
    item->setToolTip(available ? QString() : reason);
    if (!available && m_runner->currentIndex() == row) {
        for (int i = 0; i < m_runner->count(); ++i)
            if (model->item(i)->isEnabled()) {
                m_runner->setCurrentIndex(i);
                break;
            }
    }
    if (available && !isRunnerAvailable(m_runner->currentData().toString()))
        m_runner->setCurrentIndex(row);
}

bool BenchmarkSetupForm::isRunnerAvailable(const QString& runner) const
{
    const int row = m_runner->findData(runner);
    auto* model = qobject_cast<QStandardItemModel*>(m_runner->model());
    return row >= 0 && model && model->item(row)->isEnabled();
}

void BenchmarkSetupForm::setRunner(const QString& runner)
{
    const int row = m_runner->findData(runner);
    if (row >= 0)
        m_runner->setCurrentIndex(row);
}

void BenchmarkSetupForm::focusRunner()
{
    m_runner->setFocus(Qt::OtherFocusReason);
}

void BenchmarkSetupForm::updateOverheadEnabled()
{
    const QString runner = m_runner->currentData().toString();
    m_overhead->setEnabled(runner == QLatin1String("native"));
    m_calibration->setEnabled(runner == QLatin1String("native"));
    m_python->setEnabled(runner != QLatin1String("native"));
    m_megatronPath->setEnabled(runner == QLatin1String("mcore"));
}

BenchOptions BenchmarkSetupForm::pythonSettings() const
{
    BenchOptions o;
    o.python = m_python->text().trimmed();
    o.megatronPath = m_megatronPath->text().trimmed();
    return o;
}

void BenchmarkSetupForm::setPythonSettings(const QString& python, const QString& megatronPath)
{
    m_python->setText(python);
    m_megatronPath->setText(megatronPath);
}

void BenchmarkSetupForm::setRunnerStatus(const RunnerStatus& status)
{
    bool replaced = false;
    for (RunnerStatus& s : m_statuses)
        if (s.runner == status.runner) {
            s = status;
            replaced = true;
        }
    if (!replaced)
        m_statuses << status;
    const QString why = status.reason + (status.hint.isEmpty() ? QString() : QLatin1Char('\n') + status.hint)
        + (status.detail.isEmpty() ? QString() : QLatin1Char('\n') + status.detail);
    setRunnerAvailable(status.runner, status.available(),
                       status.state == RunnerStatus::State::Checking ? tr("Checking whether it can run here...") : why);
    if (status.available()) {
        const int row = m_runner->findData(status.runner);
        if (row >= 0)
            m_runner->setItemData(row, status.detail, Qt::ToolTipRole);
    }
    updateRunnerStatus();
}

QString BenchmarkSetupForm::runnerStatusText() const
{
    return m_runnerStatus->text();
}

void BenchmarkSetupForm::updateRunnerStatus()
{
    // One line per runner, side by side with the list: which can run here, and why the others cannot.
    QStringList lines;
    for (const QString& runner : BenchLauncher::runnerNames()) {
        const auto it = std::find_if(m_statuses.cbegin(), m_statuses.cend(),
                                     [&](const RunnerStatus& s) { return s.runner == runner; });
        if (it == m_statuses.cend())
            continue;
        QString line = tr("%1: %2").arg(BenchLauncher::runnerTitle(runner), it->stateTitle());
        if (it->state == RunnerStatus::State::Unavailable)
            line += QStringLiteral(" - ") + it->reason
                + (runner == m_runner->currentData().toString() && !it->hint.isEmpty() ? QLatin1Char(' ') + it->hint
                                                                                       : QString());
        lines << line;
    }
    m_runnerStatus->setText(lines.join(QLatin1Char('\n')));
    m_runnerStatus->setVisible(!lines.isEmpty());
}

bool BenchmarkSetupForm::setCalibrationFile(const QString& path, QString* error)
{
    m_calibrationPath = path;
    if (m_calibration->text() != path)
        m_calibration->setText(path);
    readCalibration();
    if (error)
        *error = m_calibrationError;
    updateCalibrationStatus();
    emit changed();
    return m_calibrationError.isEmpty();
}

void BenchmarkSetupForm::readCalibration()
{
    m_fit.reset();
    m_calibrationError.clear();
    if (m_calibrationPath.isEmpty())
        return;
    const QString name = QFileInfo(m_calibrationPath).fileName();
    ReportInput input;
    CalibrationInput fit;
    QString why;
    if (!ReportInput::load(m_calibrationPath, ClassifierOptions{}, &input, &why)) {
        m_calibrationError = why;
    } else if (input.kind != ReportInput::Kind::ResultJson) {
        m_calibrationError = tr("%1 is a training log, not a benchmark result.").arg(name);
    } else if (!CalibrationInput::fromResult(input.result, &fit, &why)) {
        m_calibrationError = tr("%1 cannot calibrate: %2").arg(name, why);
    } else {
        m_fit = fit;
        m_fitRunner = input.result.environment.runner;
        m_fitGpu = input.result.environment.gpuName;
    }
}

QString BenchmarkSetupForm::calibrationStatusText() const
{
    return m_calibrationStatus->text();
}

void BenchmarkSetupForm::updateCalibrationStatus()
{
    const auto ms = [](double v) { return QString::number(v, 'f', 3); };
    QString text;
    if (!m_calibrationError.isEmpty()) {
        text = m_calibrationError + QLatin1Char(' ') + tr("The prediction is not calibrated.");
    } else if (m_fit) {
        const QString source
            = tr("%1 on %2")
                  .arg(BenchLauncher::runnerTitle(m_fitRunner), m_fitGpu.isEmpty() ? tr("an unnamed GPU") : m_fitGpu);
        text = tr("Fitted on %1: eager %2 ms, full-iteration replay %3 ms")
                   .arg(source, ms(m_fit->eagerMs), ms(m_fit->replayMs));
        if (m_fit->launches > 0)
            text += QLatin1String(", ") + tr("%1 launches per eager step").arg(m_fit->launches);
        else
            text += QLatin1String(". ")
                + tr("That run did not count its launches; cga-bench's own launches per step stand in for them.");
        if (m_fit->layerMs >= 0)
            text += QLatin1String(". ")
                + tr("Per-layer graphs: %1 ms with %2 graph replays per step.")
                      .arg(ms(m_fit->layerMs))
                      .arg(m_fit->layerGraphs);
    }
    if (m_runner->currentData().toString() != QLatin1String("native") && !m_calibrationPath.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n"))
            + tr("Calibration applies to the native runner only; the Python runners measure the real stack.");
    m_calibrationStatus->setText(text);
    m_calibrationStatus->setVisible(!text.isEmpty());
}

void BenchmarkSetupForm::chooseCalibrationFile()
{
    const QString start = m_calibrationPath.isEmpty() ? QString() : QFileInfo(m_calibrationPath).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Calibrate on a measured run"), start,
                                                      tr("Benchmark results (*.jsonl *.json);;All files (*)"));
    if (!path.isEmpty())
        setCalibrationFile(path);
}

void BenchmarkSetupForm::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_workload = WorkloadFromConfig::build(m_session ? m_session->config() : TrainingConfig(), &m_notes);
        if (!m_calibrationError.isEmpty())
            readCalibration(); // the reason it cannot calibrate, in the new language
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void BenchmarkSetupForm::retranslateUi()
{
    m_workloadBox->setTitle(tr("Workload from the configuration"));
    m_runBox->setTitle(tr("Measurement"));
    const Workload& w = m_workload;
    QString text = tr("%1 layers, hidden %2, FFN %3, %4 heads, sequence %5 per GPU, micro-batch %6, %7")
                       .arg(w.numLayers)
                       .arg(w.hiddenSize)
                       .arg(w.ffnHiddenSize)
                       .arg(w.numAttentionHeads)
                       .arg(w.seqLength)
                       .arg(w.microBatchSize)
                       .arg(QString::fromStdString(w.dtype));
    if (w.tensorParallel > 1)
        text += QLatin1String(", ") + tr("tensor parallel %1").arg(w.tensorParallel);
    if (w.isMoe())
        text += QLatin1String(", ")
            + tr("%1 experts, top-%2, expert parallel %3, %4")
                  .arg(w.numMoeExperts)
                  .arg(w.moeRouterTopk)
                  .arg(w.expertParallel)
                  .arg(w.moeDropless ? tr("dropless") : tr("capacity factor %1").arg(w.moeCapacityFactor));
    m_summary->setText(text);
    m_notesLabel->setText(m_notes.isEmpty() ? QString() : tr("Assumed: %1").arg(m_notes.join(QStringLiteral("; "))));
    m_modes->setToolTip(tr("Eager is always measured: it is the baseline of every speedup."));
    auto label = [this](QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_modes, tr("Modes"));
    label(m_microbatches, tr("Microbatches per step"));
    label(m_runner, tr("Runner"));
    label(m_python, tr("Python"));
    label(m_megatronPath, tr("Megatron-Core folder"));
    m_python->setPlaceholderText(tr("CGA_PYTHON, else python3"));
    m_python->setToolTip(tr("The Python of the PyTorch and Megatron-Core runners (a path or a name on PATH)."));
    m_megatronPath->setPlaceholderText(tr("from PYTHONPATH"));
    m_megatronPath->setToolTip(tr("The folder that holds megatron/ (a Megatron-LM checkout), for the Megatron-Core "
                                  "runner and Megatron's own check of the configuration."));
    label(m_overhead, tr("Framework overhead"));
    label(m_calibration, tr("Calibrate on"));
    m_calibration->setPlaceholderText(tr("a result of the Megatron-Core or PyTorch runner (optional)"));
    m_calibration->setToolTip(tr("A run of your real stack on this GPU: its measured eager and full-iteration steps "
                                 "fit the native runner's host cost and GPU time, so its predictions for other "
                                 "shapes start from what Megatron did."));
    if (auto* browse = m_calibration->findChild<QAction*>(QStringLiteral("benchCalibrationBrowse")))
        browse->setToolTip(tr("Choose a result file..."));
    label(m_device, tr("CUDA device"));
    label(m_duration, tr("Time limit"));
    m_duration->setSuffix(tr(" s"));
    m_microbatches->setToolTip(tr("Graphs pay off per launch: more microbatches per step means more launches "
                                  "saved (the data-parallel size is not known here)."));
    for (int i = 0; i < m_runner->count(); ++i)
        m_runner->setItemText(i, BenchLauncher::runnerTitle(m_runner->itemData(i).toString()));
    m_overhead->setItemText(0, tr("Runner default"));
    m_overhead->setItemText(1, tr("raw: no framework cost (lower bound)"));
    m_overhead->setItemText(2, tr("pytorch: eager PyTorch per-op cost"));
    m_overhead->setItemText(3, tr("megatron-te: Megatron with Transformer Engine"));
    m_overhead->setItemText(4, tr("megatron-local: Megatron-Core's local layers (no Transformer Engine)"));
    m_overhead->setToolTip(tr("The host time a framework adds per operation. Graphs remove it; a raw "
                              "CUDA loop understates what they save in Megatron."));
    updateOverheadEnabled();
    updateRunnerStatus();
    updateCalibrationStatus();
}

} // namespace cga
