#include "results/profilechartrenderer.h"

#include "profile/profilereport.h"
#include "results/profiletimeline.h"

namespace cga {

bool ProfileChartRenderer::exportTimeline(const ProfileReport& report, const QString& path, const QByteArray& format,
                                          QString* error)
{
    ProfileTimeline timeline;
    timeline.resize(1400, 460);
    if (!report.analysis.steps.isEmpty())
        timeline.setStep(report.analysis.steps.back());
    return timeline.exportTo(path, format, error);
}

} // namespace cga
