#pragma once

#include "recipes/recommender.h"

#include <QGroupBox>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTimer;

namespace cga {

class ConfigSession;

// The recommender's proposal for the workload being edited: implementation, scopes and warmup, with the reasons
// (each citing the guidance or a rule) and the alternatives; "Apply" turns it into one undoable change.
class RecommendationPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit RecommendationPanel(ConfigSession* session, QWidget* parent = nullptr);

    const Recommendation& recommendation() const { return m_recommendation; }
    QPushButton* applyButton() const { return m_apply; }
    // Recomputes now (it is otherwise recomputed shortly after each change).
    void refresh();

signals:
    void applyRequested(const QList<cga::FieldChange>& changes, const QString& description);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void retranslateUi();

    ConfigSession* m_session;
    Recommendation m_recommendation;
    QLabel* m_summary;
    QTextBrowser* m_reasons;
    QPushButton* m_apply;
    QTimer* m_debounce;
};

} // namespace cga
