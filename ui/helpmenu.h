#pragma once

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace cga {

// The Help menu: the rule browser (every rule with `cga explain`'s text), the user guide (README) and the other
// documents bundled with the program (DocumentViewer), and About.
class HelpMenu : public QObject
{
    Q_OBJECT

public:
    HelpMenu(QMenu* menu, QWidget* window);

    void retranslate();
    // Opens the rule browser / a bundled document in a window of its own, in the language of the moment.
    void showRules();
    void showDocument(const QString& document);
    // The menu title of a bundled document ("docs/cluster.md" -> "Cluster runs (Slurm)").
    static QString documentTitle(const QString& document);

private:
    QMenu* m_menu;
    QWidget* m_window;
    QAction* m_rules;
    QAction* m_guide;
    QMenu* m_docs;
    QAction* m_about;
};

} // namespace cga
