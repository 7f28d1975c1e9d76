#include "cluster/clustersubmitform.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QToolButton>

namespace cga {

ClusterSubmitForm::ClusterSubmitForm(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
    , m_partition(new QLineEdit(this))
    , m_account(new QLineEdit(this))
    , m_nodes(new QSpinBox(this))
    , m_gpus(new QSpinBox(this))
    , m_tasks(new QSpinBox(this))
    , m_time(new QLineEdit(this))
    , m_image(new QLineEdit(this))
    , m_mounts(new QLineEdit(this))
    , m_setup(new QPlainTextEdit(this))
    , m_command(new QLineEdit(this))
    , m_variants(new QComboBox(this))
    , m_logRoot(new QLineEdit(this))
    , m_browse(new QToolButton(this))
    , m_jobName(new QLineEdit(this))
    , m_seed(new QSpinBox(this))
{
    m_nodes->setRange(1, 100000);
    m_gpus->setRange(0, 64);
    m_tasks->setRange(0, 1024);
    m_seed->setRange(0, 2147483647);
    for (QSpinBox* spin : {m_nodes, m_gpus, m_tasks, m_seed})
        spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")) + 40);
    m_setup->setTabChangesFocus(true);
    m_setup->setFixedHeight(m_setup->fontMetrics().lineSpacing() * 4 + 12);
    m_variants->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // not its longest item
    m_variants->setMinimumContentsLength(16);
    for (auto v :
         {SbatchOptions::Variants::Harness, SbatchOptions::Variants::ConfigFile, SbatchOptions::Variants::Hydra})
        m_variants->addItem(QString(), static_cast<int>(v));

    auto* logRow = new QHBoxLayout;
    logRow->setContentsMargins(0, 0, 0, 0);
    logRow->addWidget(m_logRoot, 1);
    logRow->addWidget(m_browse);
    m_browse->setText(QStringLiteral("..."));
    connect(m_browse, &QToolButton::clicked, this, &ClusterSubmitForm::browseLogRoot);

    const auto row = [this](QWidget* field, QLayout* layout = nullptr) {
        auto* label = new QLabel(this);
        label->setBuddy(field);
        m_labels.insert(field, label);
        if (layout)
            m_layout->addRow(label, layout);
        else
            m_layout->addRow(label, field);
    };
    for (QWidget* field : std::initializer_list<QWidget*>{m_partition, m_account, m_nodes, m_gpus, m_tasks, m_time,
                                                          m_image, m_mounts, m_setup, m_command, m_variants})
        row(field);
    row(m_logRoot, logRow);
    row(m_jobName);
    row(m_seed);

    for (QLineEdit* e : {m_partition, m_account, m_time, m_image, m_mounts, m_command, m_logRoot, m_jobName})
        connect(e, &QLineEdit::textChanged, this, &ClusterSubmitForm::changed);
    for (QSpinBox* s : {m_nodes, m_gpus, m_tasks, m_seed})
        connect(s, &QSpinBox::valueChanged, this, &ClusterSubmitForm::changed);
    connect(m_setup, &QPlainTextEdit::textChanged, this, &ClusterSubmitForm::changed);
    connect(m_variants, &QComboBox::currentIndexChanged, this, &ClusterSubmitForm::changed);
    retranslateUi();
}

void ClusterSubmitForm::setParams(const ClusterSubmitParams& p)
{
    const QSignalBlocker block(this);
    m_partition->setText(p.partition);
    m_account->setText(p.account);
    m_nodes->setValue(p.nodes);
    m_gpus->setValue(p.gpusPerNode);
    m_tasks->setValue(p.tasksPerNode);
    m_time->setText(p.time);
    m_image->setText(p.containerImage);
    m_mounts->setText(p.containerMounts);
    m_setup->setPlainText(p.setupLines.join(QLatin1Char('\n')));
    m_command->setText(p.trainingCommand);
    m_variants->setCurrentIndex(m_variants->findData(static_cast<int>(p.variants)));
    m_logRoot->setText(p.logRoot);
    m_jobName->setText(p.jobName);
    m_seed->setValue(p.seed);
    m_cgaCommand = p.cgaCommand;
    emit changed();
}

ClusterSubmitParams ClusterSubmitForm::params() const
{
    ClusterSubmitParams p;
    p.partition = m_partition->text().trimmed();
    p.account = m_account->text().trimmed();
    p.nodes = m_nodes->value();
    p.gpusPerNode = m_gpus->value();
    p.tasksPerNode = m_tasks->value();
    p.time = m_time->text().trimmed();
    p.containerImage = m_image->text().trimmed();
    p.containerMounts = m_mounts->text().trimmed();
    p.setupLines.clear();
    for (const QString& line : m_setup->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            p.setupLines << line;
    p.trainingCommand = m_command->text().trimmed();
    p.variants = static_cast<SbatchOptions::Variants>(m_variants->currentData().toInt());
    p.logRoot = m_logRoot->text().trimmed();
    p.jobName = m_jobName->text().trimmed();
    p.seed = m_seed->value();
    if (!m_cgaCommand.isEmpty())
        p.cgaCommand = m_cgaCommand;
    return p;
}

void ClusterSubmitForm::browseLogRoot()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Log folder on the cluster's shared file system"),
                                                          m_logRoot->text());
    if (!dir.isEmpty())
        m_logRoot->setText(dir);
}

void ClusterSubmitForm::retranslateUi()
{
    const auto label = [this](QWidget* field, const QString& text, const QString& tip) {
        if (QLabel* l = m_labels.value(field))
            l->setText(text);
        field->setToolTip(tip);
    };
    label(m_partition, tr("&Partition:"), tr("Empty: the cluster's default partition."));
    m_partition->setPlaceholderText(tr("cluster default"));
    label(m_account, tr("&Account:"), tr("Empty: your default account."));
    label(m_nodes, tr("&Nodes:"), tr("Both steps run on the same nodes."));
    label(m_gpus, tr("&GPUs per node:"),
          tr("0 requests no GPUs as resources (clusters that give whole nodes without GPU resources)."));
    m_gpus->setSpecialValueText(tr("none requested"));
    label(m_tasks, tr("&Tasks per node:"), tr("0: one task per GPU."));
    m_tasks->setSpecialValueText(tr("one per GPU"));
    label(m_time, tr("T&ime limit:"), tr("For the whole job (both steps), e.g. 01:00:00 or 1-00:00:00."));
    m_time->setPlaceholderText(QStringLiteral("01:00:00"));
    label(m_image, tr("Container &image:"), tr("srun --container-image (pyxis/enroot). Empty: no container."));
    label(m_mounts, tr("Container &mounts:"), tr("srun --container-mounts, e.g. /lustre:/lustre."));
    label(m_setup, tr("&Setup lines:"),
          tr("Run before the steps, one command a line (module load ..., source ..., export NAME=value). Each line "
             "is split into words and quoted: shell syntax such as pipes or && is passed as text."));
    label(m_command, tr("T&raining command:"),
          tr("The command each step runs; the variant's arguments are appended. Default: the perf harness."));
    m_command->setPlaceholderText(ClusterSubmitParams::defaultTrainingCommand());
    label(m_variants, tr("&Variants as:"), tr("How the eager and graph variants reach the training command."));
    for (int i = 0; i < m_variants->count(); ++i)
        m_variants->setItemText(
            i,
            ClusterSubmitParams::variantsTitle(static_cast<SbatchOptions::Variants>(m_variants->itemData(i).toInt())));
    label(m_logRoot, tr("&Log folder:"),
          tr("On a file system the compute nodes and this machine share; each job gets its own folder under it."));
    m_browse->setToolTip(tr("Choose the log folder"));
    label(m_jobName, tr("&Job name:"), tr("Letters, digits and . _ - only (it goes into an #SBATCH line)."));
    label(m_seed, tr("See&d:"), tr("rng.seed of both variants."));
}

void ClusterSubmitForm::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cga
