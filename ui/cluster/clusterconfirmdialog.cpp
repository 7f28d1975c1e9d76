#include "cluster/clusterconfirmdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cga {

ClusterConfirmDialog::ClusterConfirmDialog(const ClusterScript& script, QWidget* parent)
    : QDialog(parent)
    , m_script(script)
    , m_intro(new QLabel(this))
    , m_resourcesTitle(new QLabel(this))
    , m_resources(new QListWidget(this))
    , m_command(new QLabel(this))
    , m_scriptTitle(new QLabel(this))
    , m_text(new QPlainTextEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("clusterConfirmDialog"));
    m_intro->setWordWrap(true);
    m_resources->addItems(script.resources);
    m_resources->setMaximumHeight(m_resources->sizeHintForRow(0) * (static_cast<int>(script.resources.size()) + 1) + 8);
    m_command->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_command->setWordWrap(true);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setPlainText(script.text);
    m_text->setObjectName(QStringLiteral("scriptText"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("submitButton"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_resourcesTitle);
    layout->addWidget(m_resources);
    layout->addWidget(m_command);
    layout->addWidget(m_scriptTitle);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(900, 700);
    retranslateUi();
}

QString ClusterConfirmDialog::scriptText() const
{
    return m_text->toPlainText();
}

QStringList ClusterConfirmDialog::resources() const
{
    QStringList r;
    for (int i = 0; i < m_resources->count(); ++i)
        r << m_resources->item(i)->text();
    return r;
}

QString ClusterConfirmDialog::commandText() const
{
    return m_script.sbatchCommandLine();
}

void ClusterConfirmDialog::retranslateUi()
{
    setWindowTitle(tr("Submit the A/B job to Slurm?"));
    m_intro->setText(tr("The job runs the eager baseline and the graph variant as two steps, with the same shapes "
                        "and seed, and writes one log per step. Check the resources and the script before "
                        "submitting."));
    m_resourcesTitle->setText(tr("Resources requested:"));
    m_command->setText(tr("Command: %1").arg(m_script.sbatchCommandLine()));
    m_scriptTitle->setText(tr("Batch script (%1):").arg(m_script.scriptPath));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Submit"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Cancel"));
}

void ClusterConfirmDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace cga
