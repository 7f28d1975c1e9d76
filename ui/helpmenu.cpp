#include "helpmenu.h"

#include "diagnostics/rulebrowser.h"
#include "documentviewer.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace cga {

HelpMenu::HelpMenu(QMenu* menu, QWidget* window)
    : QObject(menu)
    , m_menu(menu)
    , m_window(window)
{
    m_rules = menu->addAction(QString(), this, &HelpMenu::showRules);
    m_rules->setObjectName(QStringLiteral("rulesAction"));
    m_guide = menu->addAction(QString(), this, [this] { showDocument(QStringLiteral("README.md")); });
    m_guide->setObjectName(QStringLiteral("guideAction"));
    m_guide->setShortcut(QKeySequence::HelpContents);
    m_docs = menu->addMenu(QString());
    m_docs->setObjectName(QStringLiteral("documentsMenu"));
    for (const QString& doc : DocumentViewer::documents()) {
        if (doc == QLatin1String("README.md"))
            continue;
        QAction* a = m_docs->addAction(QString(), this, [this, doc] { showDocument(doc); });
        a->setData(doc);
    }
    menu->addSeparator();
    m_about = menu->addAction(QString(), this, [this] {
        QMessageBox::about(m_window, tr("About CUDA Graph Assistant"),
                           tr("<b>CUDA Graph Assistant %1</b><p>Configure, validate and benchmark CUDA Graph capture "
                              "for Megatron Bridge and Megatron-Core.</p>")
                               .arg(QStringLiteral(CGA_VERSION)));
    });
    m_about->setObjectName(QStringLiteral("aboutAction"));
}

void HelpMenu::retranslate()
{
    m_menu->setTitle(tr("&Help"));
    m_rules->setText(tr("&Rules..."));
    m_guide->setText(tr("User &guide"));
    m_docs->setTitle(tr("&Documentation (English)"));
    for (QAction* a : m_docs->actions())
        a->setText(documentTitle(a->data().toString()));
    m_about->setText(tr("&About"));
}

void HelpMenu::showRules()
{
    auto* browser = new RuleBrowser(m_window);
    browser->setAttribute(Qt::WA_DeleteOnClose);
    browser->show();
}

void HelpMenu::showDocument(const QString& document)
{
    auto* viewer = new DocumentViewer(m_window);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    if (!viewer->open(document)) {
        delete viewer;
        QMessageBox::warning(m_window, tr("No such document"),
                             tr("%1 is not bundled with this program.").arg(document));
        return;
    }
    viewer->show();
}

QString HelpMenu::documentTitle(const QString& document)
{
    static const QHash<QString, const char*> titles{
        {QStringLiteral("docs/architecture.md"), QT_TR_NOOP("Architecture of the program")},
        {QStringLiteral("docs/bench-protocol.md"), QT_TR_NOOP("Benchmark runner protocol")},
        {QStringLiteral("docs/benchmarks.md"), QT_TR_NOOP("Benchmarks: how eager and graphs are measured")},
        {QStringLiteral("docs/cluster.md"), QT_TR_NOOP("Cluster runs through Slurm")},
        {QStringLiteral("docs/fidelity.md"), QT_TR_NOOP("Fidelity of the rules to Megatron")},
        {QStringLiteral("docs/profile.md"), QT_TR_NOOP("Reading a profile")},
        {QStringLiteral("docs/reliability.md"), QT_TR_NOOP("Reliability and security")},
    };
    if (const char* t = titles.value(document))
        return tr(t);
    return document;
}

} // namespace cga
