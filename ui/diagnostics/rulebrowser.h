#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeWidget;

namespace cga {

// Help > Rules: every rule of the core's catalogue with the text `cga explain` prints (RulesEngine::explain, the
// source named as the upstream file and line), searchable by id, field and words of the text. Built when opened,
// in the language of the moment.
class RuleBrowser : public QDialog
{
    Q_OBJECT

public:
    explicit RuleBrowser(QWidget* parent = nullptr);

    // Shows the rules whose id, fields or text contain every word; returns how many are shown.
    int search(const QString& text);
    // Selects a rule by id; false when it is not shown.
    bool select(const QString& id);
    int ruleCount() const;
    int shownCount() const;
    QString detailsText() const;
    QLineEdit* searchField() const { return m_search; }
    QTreeWidget* ruleList() const { return m_list; }

private:
    void fill();
    void showDetails();

    QLabel* m_intro;
    QLineEdit* m_search;
    QTreeWidget* m_list;
    QTextBrowser* m_details;
    QLabel* m_count;
};

} // namespace cga
