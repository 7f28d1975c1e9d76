#pragma once

#include "report/resultreport.h"

#include <QWidget>

class QAction;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QToolButton;

namespace cga {

class ChartWidget;
class LogDiagnosisView;
class ProfileView;
class ResultLoader;

// Benchmark results and training logs side by side: a table of the numbers that decide (steady medians, speedup
// with its interval and verdict, break-even, capture cost, graph memory) and the charts. Results can be added to
// compare them, saved (JSON, atomically), exported (CSV of raw samples, PNG and PDF charts) and reopened. Above
// them, in a splitter the user can resize, the summary: every verdict in full, and the runner's stray output in a
// details pane that opens on request.
class ResultsView : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsView(QWidget* parent = nullptr);

    void setInputs(const QList<ReportInput>& inputs);
    void addInput(const ReportInput& input);
    // A result measured now (or partly measured): shown under `label`.
    void addResult(const BenchmarkResult& result, const QString& label);
    // Replaces the live result of a running benchmark (the last one added with addResult and the same label).
    void updateResult(const BenchmarkResult& result, const QString& label);
    // Reads and adds a result file or training log now (a log is diagnosed too).
    bool openFile(const QString& path, QString* error);
    // The same without blocking: files are read on a worker thread, with a cancellable progress dialog after half
    // a second; filesOpened() follows.
    void openFiles(const QStringList& paths);
    bool isLoading() const;
    LogDiagnosisView* diagnosisView() const { return m_diagnosis; }
    ProfileView* profileView() const { return m_profile; }
    void clear();

    const ResultReport& report() const { return m_report; }
    QList<ChartWidget*> charts() const { return m_charts; }
    QTableWidget* table() const { return m_table; }
    QLabel* summary() const { return m_summary; } // the verdicts, warnings and errors, each in full
    QPlainTextEdit* details() const { return m_details; } // the runner's stray output, hidden until asked for
    QToolButton* detailsButton() const { return m_detailsButton; }
    QSplitter* splitter() const { return m_splitter; }

    bool saveResultJson(const QString& path, QString* error) const; // the combined result
    bool saveSamplesCsv(const QString& path, QString* error) const;
    // Every chart: .pdf (a summary page, then one chart per page) or .png (a grid), by the suffix.
    bool exportCharts(const QString& path, QString* error) const;

signals:
    void filesOpened(const QStringList& errors, bool cancelled);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void fillTable();
    void retranslateUi();
    void askOpen();
    void askExport();
    void askExportShown();
    void fitSummary(bool onlyGrow = false);
    void askSaveJson();
    void askSaveCsv();

    QList<ReportInput> m_inputs;
    ResultReport m_report;
    QLabel* m_summary;
    QToolButton* m_detailsButton;
    QPlainTextEdit* m_details;
    QSplitter* m_splitter;
    QTableWidget* m_table;
    QTabWidget* m_tabs;
    LogDiagnosisView* m_diagnosis;
    ProfileView* m_profile; // the Profile tab: a profiler trace of an eager run
    ResultLoader* m_loader;
    QList<ChartWidget*> m_charts;
    QPushButton* m_open;
    QPushButton* m_clear;
    QPushButton* m_export; // a menu: charts, result, samples
    QAction* m_exportCharts;
    QAction* m_exportShown; // the chart of the current tab
    QAction* m_saveJson;
    QAction* m_saveCsv;
};

} // namespace cga
