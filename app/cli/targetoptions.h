#pragma once

#include "io/configloader.h"
#include "model/targetcontext.h"

#include <QCommandLineParser>

namespace cga::cli {

// The options that describe where a configuration will run (--gpu, --te-version, --torch-version, --env,
// --profile, --front-end), shared by validate, recommend and generate.
class TargetOptions
{
public:
    static void add(QCommandLineParser& parser);
    // Starts from what the input revealed (front end, harness -g) and applies the options on top.
    static bool apply(const QCommandLineParser& parser, const LoadedConfig& loaded, TargetContext* target,
                      QString* error);
};

} // namespace cga::cli
