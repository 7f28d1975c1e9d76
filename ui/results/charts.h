#pragma once

#include "results/chartwidget.h"

namespace cga {

// Step time of every iteration of every mode, with the phases shaded (warmup, capture, replay) and each capture
// step marked: what happened over the run.
class StepTimeChart : public ChartWidget
{
    Q_OBJECT
public:
    using ChartWidget::ChartWidget;
    QString title() const override { return tr("Step time per iteration"); }
    QString fileName() const override { return QStringLiteral("step-time"); }

    struct Step
    {
        RunPhase phase;
        double ms;
        bool fromPhaseEvents; // capture + instantiate + upload as the runner reported them, not a timed step
    };

protected:
    void render(const ResultReport& report) override;
    void retranslate() override;

private:
    // Shades each run of one phase of `ordered` (a tool tip names it), adding the phases it shades to *keyed.
    void shadePhases(const QList<Step>& ordered, const QString& mode, QList<RunPhase>* keyed);
};

// Steady-state step times of each mode as box plots: median, quartiles, minimum and maximum.
class DistributionChart : public ChartWidget
{
    Q_OBJECT
public:
    using ChartWidget::ChartWidget;
    QString title() const override { return tr("Steady-state distribution"); }
    QString fileName() const override { return QStringLiteral("distribution"); }

protected:
    void render(const ResultReport& report) override;
    void retranslate() override;
};

// Speedup of each graphed mode against eager with its 95 % interval, the verdict ("no significant difference"
// when the intervals overlap) and the iterations it takes to pay back the capture.
class SpeedupChart : public ChartWidget
{
    Q_OBJECT
public:
    using ChartWidget::ChartWidget;
    QString title() const override { return tr("Speedup against eager"); }
    QString fileName() const override { return QStringLiteral("speedup"); }

protected:
    void render(const ResultReport& report) override;
    void retranslate() override;
};

// Device memory the graphs of each mode hold (after - before instantiation), and the peak.
class MemoryChart : public ChartWidget
{
    Q_OBJECT
public:
    using ChartWidget::ChartWidget;
    QString title() const override { return tr("Graph memory"); }
    QString fileName() const override { return QStringLiteral("graph-memory"); }

protected:
    void render(const ResultReport& report) override;
    void retranslate() override;
};

// Kernel launches per step and where a step's time goes: host enqueue time against GPU time, per mode.
class BreakdownChart : public ChartWidget
{
    Q_OBJECT
public:
    using ChartWidget::ChartWidget;
    QString title() const override { return tr("Launches and host time"); }
    QString fileName() const override { return QStringLiteral("launches"); }

protected:
    void render(const ResultReport& report) override;
    void retranslate() override;
};

} // namespace cga
