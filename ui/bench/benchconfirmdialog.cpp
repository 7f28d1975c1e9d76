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
    , m_noGpu(plan.gpuName().isEmpty())
    , m_intro(new QLabel(this))
    , m_command(new QPlainTextEdit(this))
    , m_details(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("benchConfirmDialog"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::RichText);
    m_command->setObjectName(QStringLiteral("benchCommand"));
    m_command->setReadOnly(true);
    m_command->setPlainText(plan.commandLine);
    m_command->setMaximumHeight(80);

    QStringList lines;
    if (m_noGpu) {
        setWindowTitle(tr("No GPU for this runner"));
        m_intro->setText(QStringLiteral("<b>%1</b><p>%2</p>")
                             .arg(tr("The runner finds no GPU it can use on this machine, so a benchmark cannot run "
                                     "here."),
                                  tr("You can open a result recorded on a GPU machine, copy the command below and "
                                     "run it on a machine with a GPU (then open its result here), or choose another "
                                     "runner.")));
        if (!plan.deviceError.isEmpty())
            lines << tr("What the runner said: %1").arg(plan.deviceError.toHtmlEscaped());
    } else {
        setWindowTitle(tr("Run the benchmark?"));
        m_intro->setText(tr("This starts the following command as a separate process. It uses the GPU exclusively "
                            "for up to %1 s; other work on the same GPU disturbs the measurement.")
                             .arg(durationLimitS));
        lines << tr("GPU %1: %2, %3 GiB")
                     .arg(plan.device)
                     .arg(plan.gpuName().toHtmlEscaped(), gib(plan.gpuMemoryBytes()));
        lines << tr("Expected device memory: %1 GiB").arg(gib(plan.expectedMemoryBytes));
        if (plan.exceedsDeviceMemory())
            lines << QStringLiteral("<b>%1</b>")
                         .arg(tr("The workload is expected to need more memory than the GPU has; it will probably "
                                 "stop with an out-of-memory error. Reduce the layers, the sequence or the "
                                 "micro-batch."));
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
        for (const QString& w : plan.plan.warnings) // what the runner will do otherwise than asked, and why
            lines << tr("Note: %1").arg(w.toHtmlEscaped());
    }
    m_details->setObjectName(QStringLiteral("benchConfirmDetails"));
    m_details->setTextFormat(Qt::RichText);
    m_details->setWordWrap(true);
    m_details->setText(lines.join(QStringLiteral("<br>")));

    QPushButton* run = m_buttons->button(QDialogButtonBox::Ok);
    run->setObjectName(QStringLiteral("runButton"));
    run->setText(m_noGpu ? tr("Run anyway") : tr("Run on the GPU"));
    QPushButton* copy = m_buttons->addButton(m_noGpu ? tr("Copy the command for a GPU machine") : tr("Copy command"),
                                             QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyCommand"));
    connect(copy, &QPushButton::clicked, this, [plan] { QApplication::clipboard()->setText(plan.commandLine); });
    if (m_noGpu)
        addNoGpuChoices();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_command);
    layout->addWidget(m_details);
    layout->addWidget(m_buttons);
    resize(720, sizeHint().height());
}

// Without a GPU the ways forward come first, and Cancel, not Run, is the default.
void BenchConfirmDialog::addNoGpuChoices()
{
    QPushButton* open = m_buttons->addButton(tr("Open a recorded result..."), QDialogButtonBox::ActionRole);
    open->setObjectName(QStringLiteral("openRecorded"));
    connect(open, &QPushButton::clicked, this, [this] { done(OpenRecorded); });
    QPushButton* other = m_buttons->addButton(tr("Choose another runner"), QDialogButtonBox::ActionRole);
    other->setObjectName(QStringLiteral("chooseRunner"));
    connect(other, &QPushButton::clicked, this, [this] { done(ChooseRunner); });
    QPushButton* run = m_buttons->button(QDialogButtonBox::Ok);
    run->setAutoDefault(false);
    run->setDefault(false);
    QPushButton* cancel = m_buttons->button(QDialogButtonBox::Cancel);
    cancel->setDefault(true);
    cancel->setFocus();
}

QString BenchConfirmDialog::text() const
{
    QString intro = m_intro->text();
    for (const char* tag : {"<b>", "</b>", "</p>"})
        intro.remove(QLatin1String(tag));
    intro.replace(QLatin1String("<p>"), QLatin1String("\n"));
    QString details = m_details->text();
    details.replace(QLatin1String("<br>"), QLatin1String("\n"));
    details.remove(QLatin1String("<b>"));
    details.remove(QLatin1String("</b>"));
    return intro + QLatin1Char('\n') + m_command->toPlainText() + QLatin1Char('\n') + details;
}

} // namespace cga
