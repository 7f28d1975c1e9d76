#include "documentviewer.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace cga {

DocumentViewer::DocumentViewer(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("documentViewer"));
    m_browser->setObjectName(QStringLiteral("documentText"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setOpenLinks(true);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        setWindowTitle(m_browser->documentTitle().isEmpty() ? m_browser->source().fileName()
                                                            : m_browser->documentTitle());
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* back = buttons->addButton(tr("Back"), QDialogButtonBox::ActionRole);
    connect(back, &QAbstractButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QWidget::setEnabled);
    back->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(900, 680);
}

QStringList DocumentViewer::documents()
{
    QStringList out{QStringLiteral("README.md")};
    const QStringList docs
        = QDir(QStringLiteral(":/docs/docs")).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    for (const QString& d : docs)
        out << QStringLiteral("docs/") + d;
    return out;
}

QString DocumentViewer::resourcePath(const QString& document)
{
    return QStringLiteral(":/docs/") + document;
}

bool DocumentViewer::open(const QString& document)
{
    const QString path = resourcePath(document);
    if (!QFile::exists(path))
        return false;
    m_browser->setSource(QUrl(QStringLiteral("qrc") + path), QTextDocument::MarkdownResource);
    setWindowTitle(document);
    return true;
}

QString DocumentViewer::text() const
{
    return m_browser->toPlainText();
}

} // namespace cga
