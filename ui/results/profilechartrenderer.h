#pragma once

#include "profile/profilechartexporter.h"

namespace cga {

// Draws the timeline of a profile's last step off screen for `cga profile --png/--pdf` (the same chart as the
// Profile tab).
class ProfileChartRenderer : public ProfileChartExporter
{
public:
    bool exportTimeline(const ProfileReport& report, const QString& path, const QByteArray& format,
                        QString* error) override;
};

} // namespace cga
