#include "bench/benchmarksetupform.h"

#include "session/configsession.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace cga {

namespace {

const QStringList& candidateModes()
{
    static const QStringList modes{QStringLiteral("eager"),           QStringLiteral("attn"),
                                   QStringLiteral("attn+mlp"),        QStringLiteral("full_iteration"),
                                   QStringLiteral("attn+moe_router"), QStringLiteral("attn+moe_router+moe_preprocess"),
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
    , m_device(new QSpinBox(this))
    , m_duration(new QSpinBox(this))
{
    setObjectName(QStringLiteral("benchmarkSetupForm"));
    m_modes->setObjectName(QStringLiteral("benchModes"));
    m_runner->setObjectName(QStringLiteral("benchRunner"));
    m_overhead->setObjectName(QStringLiteral("benchOverhead"));
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
    for (const char* preset : {"", "raw", "pytorch", "megatron-te"})
        m_overhead->addItem(QString(), QString::fromLatin1(preset));

    auto* workloadLayout = new QVBoxLayout(m_workloadBox);
    workloadLayout->addWidget(m_summary);
    workloadLayout->addWidget(m_notesLabel);
    m_runBox->setLayout(m_form);
    m_form->addRow(QStringLiteral("modes"), m_modes);
    m_form->addRow(QStringLiteral("microbatches"), m_microbatches);
    m_form->addRow(QStringLiteral("runner"), m_runner);
    m_form->addRow(QStringLiteral("overhead"), m_overhead);
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
        emit changed();
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
    if (o.runner == QLatin1String("native"))
        o.overhead = m_overhead->currentData().toString();
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

void BenchmarkSetupForm::updateOverheadEnabled()
{
    m_overhead->setEnabled(m_runner->currentData().toString() == QLatin1String("native"));
}

void BenchmarkSetupForm::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_workload = WorkloadFromConfig::build(m_session ? m_session->config() : TrainingConfig(), &m_notes);
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
    label(m_overhead, tr("Framework overhead"));
    label(m_device, tr("CUDA device"));
    label(m_duration, tr("Time limit"));
    m_duration->setSuffix(tr(" s"));
    m_microbatches->setToolTip(tr("Graphs pay off per launch: more microbatches per step means more launches "
                                  "saved (the data-parallel size is not known here)."));
    m_runner->setItemText(0, tr("Native (cga-bench, CUDA and cuBLAS)"));
    m_runner->setItemText(1, tr("PyTorch (cga_torch_runner.py)"));
    m_overhead->setItemText(0, tr("Runner default"));
    m_overhead->setItemText(1, tr("raw: no framework cost (lower bound)"));
    m_overhead->setItemText(2, tr("pytorch: eager PyTorch per-op cost"));
    m_overhead->setItemText(3, tr("megatron-te: Megatron with Transformer Engine"));
    m_overhead->setToolTip(tr("The host time a framework adds per operation. Graphs remove it; a raw "
                              "CUDA loop understates what they save in Megatron."));
    updateOverheadEnabled();
}

} // namespace cga
