#pragma once

#include "profile/graphprediction.h"
#include "profile/profileanalysis.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cga {

// What `cga profile` and the Profile view show of one trace: per step the GPU's busy and idle time with the
// causes of its gaps, the split per scope, and the prediction of what graphs would remove.
class ProfileReport
{
    Q_DECLARE_TR_FUNCTIONS(cga::ProfileReport)

public:
    ProfileAnalysis analysis;
    GraphPrediction prediction;

    // Reads and analyses the trace. False with *error (translated, naming the file) on failure.
    static bool load(const QString& path, ProfileReport* out, ProfileError* error,
                     const ProfileReadOptions& options = {});

    QString text() const;
    QJsonObject toJson() const;

    static QString scopeTitle(const QString& scope); // translated description of a scope identifier

private:
    QString stepText(const StepProfile& step) const;
    QString scopeTable() const;
};

} // namespace cga
