#include "bench/benchconfirmdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cga {

namespace {

QString gib(double bytes)
{
    return bytes >= 0 ? QString::number(bytes / 1073741824.0, 'f', 2) : QStringLiteral("?");
}

} // namespace

BenchConfirmDialog::BenchConfirmDialog(const BenchPlan& plan, int durationLimitS, QWidget* parent)
    : QDialog(parent)
    , m_intro(new QLabel(this))
    , m_command(new QPlainTextEdit(this))
    , m_details(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("benchConfirmDialog"));
    setWindowTitle(tr("Run the benchmark?"));
    m_intro->setWordWrap(true);
    m_intro->setText(tr("This starts the following command as a separate process. It uses the GPU exclusively "
                        "for up to %1 s; other work on the same GPU disturbs the measurement.")
                         .arg(durationLimitS));
    m_command->setObjectName(QStringLiteral("benchCommand"));
    m_command->setReadOnly(true);
    m_command->setPlainText(plan.commandLine);
    m_command->setMaximumHeight(80);

    QStringList lines;
    const QString gpu = plan.gpuName();
    if (gpu.isEmpty())
        lines << tr("GPU %1: not listed by the runner (%2)").arg(plan.device).arg(plan.deviceError.toHtmlEscaped());
    else
        lines << tr("GPU %1: %2, %3 GiB").arg(plan.device).arg(gpu.toHtmlEscaped(), gib(plan.gpuMemoryBytes()));
    lines << tr("Expected device memory: %1 GiB").arg(gib(plan.expectedMemoryBytes));
    if (plan.exceedsDeviceMemory())
        lines << QStringLiteral("<b>%1</b>")
                     .arg(tr("The workload is expected to need more memory than the GPU has; it will probably "
                             "stop with an out-of-memory error. Reduce the layers, the sequence or the micro-batch."));
    for (const QString& name : plan.plan.modeNames()) {
        const ModeInfo* m = plan.plan.mode(name);
        if (m && m->kernelsPerStep >= 0)
            lines << tr("%1: %2 kernels per step, %3 graph launches")
                         .arg(name.toHtmlEscaped())
                         .arg(m->kernelsPerStep)
                         .arg(qMax(0, m->graphsPerStep));
        else
            lines << name.toHtmlEscaped();
    }
    m_details->setObjectName(QStringLiteral("benchConfirmDetails"));
    m_details->setTextFormat(Qt::RichText);
    m_details->setWordWrap(true);
    m_details->setText(lines.join(QStringLiteral("<br>")));

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Run on the GPU"));
    QPushButton* copy = m_buttons->addButton(tr("Copy command"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [plan] { QApplication::clipboard()->setText(plan.commandLine); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_command);
    layout->addWidget(m_details);
    layout->addWidget(m_buttons);
    resize(720, sizeHint().height());
}

QString BenchConfirmDialog::text() const
{
    QString details = m_details->text();
    details.replace(QLatin1String("<br>"), QLatin1String("\n"));
    details.remove(QLatin1String("<b>"));
    details.remove(QLatin1String("</b>"));
    return m_intro->text() + QLatin1Char('\n') + m_command->toPlainText() + QLatin1Char('\n') + details;
}

} // namespace cga
