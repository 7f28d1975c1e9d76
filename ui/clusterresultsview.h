#pragma once

#include "cluster/clustercollector.h"

#include <QWidget>

class QLabel;
class QTableWidget;
class QTreeWidget;

namespace cga {

// What a collected A/B job says: median step time per phase of the eager and graph steps, the speedup of replay
// over eager, and the diagnosis findings of the steps that failed (with evidence and fix).
class ClusterResultsView : public QWidget
{
    Q_OBJECT

public:
    explicit ClusterResultsView(QWidget* parent = nullptr);

    void setCollection(const ClusterCollection& collection);
    void clear();
    const ClusterCollection& collection() const { return m_collection; }
    QString summaryText() const;
    QTableWidget* phaseTable() const { return m_phases; }
    QTreeWidget* findingsView() const { return m_findings; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    ClusterCollection m_collection;
    bool m_hasCollection = false;
    QLabel* m_summary;
    QTableWidget* m_phases;
    QLabel* m_findingsTitle;
    QTreeWidget* m_findings;
};

} // namespace cga
