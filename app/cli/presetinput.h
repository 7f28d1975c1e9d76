#pragma once

#include "recipes/presetlibrary.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace cga::cli {

// `--preset NAME|FILE.yaml` and `--set k=v`, shared by generate and recommend.
class PresetInput
{
public:
    static void addOptions(QCommandLineParser& parser, bool required);
    // Loads the preset (a library id, else a file) and applies --set overrides; nullopt with *error (exit 2).
    // base: when given, the preset's configuration before the overrides (what --changes-only writes against).
    static std::optional<Preset> load(const QCommandLineParser& parser, QString* error, TrainingConfig* base = nullptr);
    // Emitter options for a preset, the same as the GUI's (ConfigSession::emitOptionsFor).
    static EmitOptions emitOptions(const Preset& preset);
};

} // namespace cga::cli
