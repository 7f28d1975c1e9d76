#pragma once

#include "profile/stepprofile.h"

#include <QWidget>

class QCustomPlot;

namespace cga {

// One profiled step as a timeline (QCustomPlot): the host lane (top-level ops by scope, launch calls on top), the
// GPU lane (busy stretches, idle gaps coloured by cause) and the scope bands (attn, mlp, MoE parts per layer).
// Zoom and pan with the mouse; PNG and PDF export.
class ProfileTimeline : public QWidget
{
    Q_OBJECT

public:
    explicit ProfileTimeline(QWidget* parent = nullptr);

    void setStep(const StepProfile& step);
    void clear();
    QCustomPlot* plot() const { return m_plot; }
    int drawnItems() const;
    QString title() const; // translated

    // format "png" (at twice the size) or "pdf" (vectors); written atomically. False with *error naming the file.
    bool exportTo(const QString& path, const QByteArray& format, QString* error, int width = 1400, int height = 460);

    static QColor scopeColor(ProfileScope scope);
    static QColor gapColor(GapCause cause);

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();
    void addRect(double x0, double x1, double y0, double y1, const QColor& color);
    void addLegend(const QString& name, const QColor& color);

    QCustomPlot* m_plot;
    StepProfile m_step;
    bool m_hasStep = false;
};

} // namespace cga
