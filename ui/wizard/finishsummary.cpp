#include "wizard/finishsummary.h"

#include "util/shellwords.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cga {

FinishSummary::FinishSummary(const QString& directory, const QMap<EmitFormat, QString>& written,
                             const QString& harnessCommand, QWidget* parent)
    : QDialog(parent)
    , m_text(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("finishSummary"));
    setWindowTitle(tr("Configuration exported"));
    auto* intro = new QLabel(tr("The configuration was exported. What to run next:"), this);
    intro->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("finishText"));
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setPlainText(text(directory, written, harnessCommand));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copySummary"));
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_text->toPlainText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(760, 460);
}

QString FinishSummary::text() const
{
    return m_text->toPlainText();
}

QString FinishSummary::text(const QString& directory, const QMap<EmitFormat, QString>& written,
                            const QString& harnessCommand)
{
    QStringList lines{tr("Written to %1:").arg(QDir::toNativeSeparators(directory))};
    for (const QString& path : written)
        lines << QStringLiteral("  ") + QFileInfo(path).fileName();
    auto step = [&lines](const QString& what, const QString& command) {
        lines << QString() << what << QStringLiteral("  ") + command;
    };
    if (written.contains(EmitFormat::Sbatch))
        step(tr("Compare eager with CUDA graphs on a Slurm cluster (both runs, then the comparison):"),
             QStringLiteral("sbatch ") + ShellWords::quote(written.value(EmitFormat::Sbatch)));
    if (!harnessCommand.isEmpty())
        step(tr("Or run the graph configuration with Megatron Bridge's performance harness:"), harnessCommand);
    if (written.contains(EmitFormat::Yaml))
        step(tr("Or measure eager against graph replay on this GPU (the Benchmark tab does the same):"),
             QStringLiteral("cga bench %1 --yes").arg(ShellWords::quote(written.value(EmitFormat::Yaml))));
    if (written.contains(EmitFormat::Rollback))
        lines << QString() << tr("To go back to eager execution, use %1.").arg(written.value(EmitFormat::Rollback));
    return lines.join(QLatin1Char('\n'));
}

} // namespace cga
