#pragma once

#include "profile/profilereport.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace cga {

class ProfileLoader;
class ProfileTimeline;

// The Profile tab of the Results page: a profile of an eager run (PyTorch profiler trace or Nsight Systems export), one
// step's timeline (host lane, GPU lane with the idle gaps by cause, scope bands), a table per scope (launches, host
// cost, GPU idle, predicted gain and step) and the recommendation it leads to, with its assumptions.
class ProfileView : public QWidget
{
    Q_OBJECT

public:
    explicit ProfileView(QWidget* parent = nullptr);

    // Reads the trace now (the reader streams; a large trace takes a moment). False with *error; the view keeps
    // what it showed.
    bool openTrace(const QString& path, QString* error);
    // Reads the trace off the GUI thread with a progress dialog that can cancel it: traceOpened() when it is shown,
    // traceFailed() with the reason (also when cancelled) otherwise, after a warning to the user unless cancelled.
    // A trace without step markers asks for one (or the whole trace as one step) and is read again.
    void loadTrace(const QString& path, const ProfileReadOptions& options = {});
    bool isLoading() const;
    void setReport(const ProfileReport& report);
    void clear();

    const ProfileReport& report() const { return m_report; }
    ProfileTimeline* timeline() const { return m_timeline; }
    QTableWidget* table() const { return m_table; }
    QComboBox* stepSelector() const { return m_step; }
    QString recommendationText() const;

signals:
    void traceOpened(const QString& path);
    void traceFailed(const QString& path, const cga::ProfileError& error);

protected:
    void changeEvent(QEvent* event) override;

private:
    static QString emptyText();
    void askOpen();
    bool askStepMarker(const QString& why, ProfileReadOptions* options);
    void askExport();
    void showStep(int index);
    void fillTable();
    void fillRecommendation();
    void retranslateUi();

    ProfileReport m_report;
    bool m_hasReport = false;
    ProfileLoader* m_loader;
    QPushButton* m_open;
    QPushButton* m_export;
    QLabel* m_path;
    QComboBox* m_step;
    QLabel* m_stepSummary;
    ProfileTimeline* m_timeline;
    QTableWidget* m_table;
    QLabel* m_recommendation;
};

} // namespace cga
