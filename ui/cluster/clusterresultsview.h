#pragma once

#include "cluster/clustercollector.h"

#include <QWidget>

class QLabel;
class QTableWidget;
class QTabWidget;
class QTreeWidget;

namespace cga {

class ResultsView;

// What a collected A/B job says: median step time per phase of the eager and graph steps, the speedup of replay
// over eager, and the diagnosis findings of the steps that failed (with evidence and fix) on one tab; the step logs
// in the results view of local benchmarks (the same table and charts, export included) on the other.
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
    ResultsView* chartsView() const { return m_charts; }
    QTabWidget* tabs() const { return m_tabs; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    ClusterCollection m_collection;
    bool m_hasCollection = false;
    QTabWidget* m_tabs;
    ResultsView* m_charts;
    QLabel* m_summary;
    QTableWidget* m_phases;
    QLabel* m_findingsTitle;
    QTreeWidget* m_findings;
};

} // namespace cga
