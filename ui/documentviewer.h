#pragma once

#include <QDialog>

class QTextBrowser;

namespace cga {

// Help > User guide and the documentation: README.md and docs/*.md as they are bundled into the program
// (":/docs/README.md", ":/docs/docs/*.md"), rendered from Markdown. Links between them stay inside the viewer; web
// links open in the browser.
class DocumentViewer : public QDialog
{
    Q_OBJECT

public:
    explicit DocumentViewer(QWidget* parent = nullptr);

    // The bundled documents: README.md and docs/<name>.md, by path relative to the project ("docs/cluster.md").
    static QStringList documents();
    static QString resourcePath(const QString& document);
    // Shows a bundled document; false when it is not bundled.
    bool open(const QString& document);
    QString text() const;

private:
    QTextBrowser* m_browser;
};

} // namespace cga
