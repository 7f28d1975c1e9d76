#include "session/configsession.h"

#include "emit/sbatchemitter.h"
#include "recipes/presetlibrary.h"
#include "recipes/recipepreset.h"

namespace cga {

const char* const ConfigSession::HarnessOrigin = QT_TRANSLATE_NOOP("cga::ConfigSession", "perf-harness command");
const char* const ConfigSession::MegatronOrigin = QT_TRANSLATE_NOOP("cga::ConfigSession", "Megatron-LM arguments");

QString ConfigSession::originText(const QString& origin)
{
    for (const char* kind : {HarnessOrigin, MegatronOrigin})
        if (origin == QLatin1String(kind))
            return tr(kind);
    return origin;
}

ConfigSession::ConfigSession(QObject* parent)
    : QObject(parent)
{
    revalidate();
}

void ConfigSession::reset(const TrainingConfig& config, const TargetContext& target, const QString& origin,
                          const QString& presetId, const Diagnostics& importDiagnostics, int numGpus)
{
    restore(fresh(config, target, origin, presetId, importDiagnostics, numGpus));
}

SessionState ConfigSession::state() const
{
    return SessionState{m_config,  m_base,    m_target,  m_origin, m_presetId, m_importDiagnostics,
                        m_numGpus, m_harness, m_modified};
}

SessionState ConfigSession::fresh(const TrainingConfig& config, const TargetContext& target, const QString& origin,
                                  const QString& presetId, const Diagnostics& importDiagnostics, int numGpus)
{
    return SessionState{config, config, target, origin, presetId, importDiagnostics, numGpus, {}, false};
}

void ConfigSession::restore(const SessionState& state)
{
    m_numGpus = state.numGpus;
    m_harness = state.harness;
    m_config = state.config;
    m_base = state.base;
    m_target = state.target;
    m_origin = state.origin;
    m_presetId = state.presetId;
    m_importDiagnostics = state.importDiagnostics;
    revalidate();
    setModified(state.modified);
    emit resetDone();
    emit reportChanged();
}

void ConfigSession::retranslate()
{
    revalidate();
    emit resetDone();
    emit reportChanged();
}

std::optional<PresetInfo> ConfigSession::presetInfo() const
{
    if (m_presetId.isEmpty())
        return std::nullopt;
    if (auto info = PresetLibrary::builtIn().info(m_presetId))
        return info;
    return RecipePreset::info(RecipeCatalogue::builtIn(), m_presetId); // as cga's --recipe reads it
}

EmitOptions ConfigSession::emitOptions() const
{
    const std::optional<PresetInfo> preset = presetInfo();
    return emitOptionsFor(preset ? &*preset : nullptr, m_origin, m_target, m_numGpus, m_harness);
}

int ConfigSession::runGpuCount() const
{
    const std::optional<PresetInfo> preset = presetInfo();
    return preset && preset->numGpus > 0 ? preset->numGpus : m_numGpus;
}

QString ConfigSession::runGpu() const
{
    const std::optional<PresetInfo> preset = presetInfo();
    return preset && !preset->gpu.isEmpty() ? preset->gpu : m_target.gpu.name;
}

EmitOptions ConfigSession::emitOptionsFor(const PresetInfo* preset, const QString& origin, const TargetContext& target,
                                          int numGpus, const HarnessRecipe& harness)
{
    const PresetLibrary& library = PresetLibrary::builtIn();
    EmitOptions options;
    if (preset) {
        options = library.emitOptions(*preset);
        options.sbatch = SbatchEmitter::defaultsFor(preset->gpu, preset->numGpus);
    } else {
        options.title = originText(origin);
        options.resolver = library.resolver();
        options.harness = harness;
        options.sbatch = SbatchEmitter::defaultsFor(harness.isValid() ? harness.gpu : target.gpu.name,
                                                    harness.isValid() ? harness.numGpus : numGpus);
    }
    // The A/B script runs the perf harness when the recipe is one the harness knows; otherwise it passes the
    // variants as --config-file YAML to the user's training command.
    options.sbatch.variants
        = options.harness.isValid() ? SbatchOptions::Variants::Harness : SbatchOptions::Variants::ConfigFile;
    return options;
}

QVariant ConfigSession::value(const QString& path) const
{
    if (isTargetPath(path))
        return targetValue(m_target, path);
    return m_config.valueAt(path);
}

void ConfigSession::apply(const QList<FieldChange>& changes)
{
    QStringList changedPaths;
    for (const FieldChange& c : changes) {
        const QVariant before = value(c.path);
        if (isTargetPath(c.path)) {
            if (!setTargetValue(m_target, c.path, c.value))
                continue;
        } else if (!m_config.setPath(c.path, c.value)) {
            continue;
        }
        const QVariant after = value(c.path);
        if (!sameValue(before, after) || isNullValue(before) != isNullValue(after))
            changedPaths << c.path;
    }
    if (changedPaths.isEmpty())
        return;
    // Edits invalidate what the import said about the file, except problems with keys that still stand.
    revalidate();
    setModified(true);
    emit changed(changedPaths);
    emit reportChanged();
}

void ConfigSession::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void ConfigSession::revalidate()
{
    m_report = RulesEngine::validate(m_config, m_target);
}

QVariant ConfigSession::targetValue(const TargetContext& t, const QString& path)
{
    if (path == QLatin1String("target.gpu"))
        return t.gpu.name.isEmpty() && t.gpu.ccMajor > 0 ? QStringLiteral("%1.%2").arg(t.gpu.ccMajor).arg(t.gpu.ccMinor)
                                                         : t.gpu.name;
    if (path == QLatin1String("target.te_version"))
        return t.teVersion.isNull() ? QString() : t.teVersion.toString();
    if (path == QLatin1String("target.te_installed"))
        return t.teInstalled;
    if (path == QLatin1String("target.torch_version"))
        return t.torchVersion.isNull() ? QString() : t.torchVersion.toString();
    if (path == QLatin1String("target.profile"))
        return TargetContext::profileName(t.profile);
    if (path == QLatin1String("target.front_end"))
        return TargetContext::frontEndName(t.frontEnd);
    if (path.startsWith(QLatin1String("target.shell_env."))) {
        const QString name = path.mid(17);
        return t.shellEnv.contains(name) ? QVariant(t.shellEnv.value(name)) : nullValue();
    }
    return {};
}

bool ConfigSession::setTargetValue(TargetContext& t, const QString& path, const QVariant& value)
{
    const QString text = isNullValue(value) ? QString() : value.toString().trimmed();
    if (path == QLatin1String("target.gpu")) {
        if (text.isEmpty()) {
            t.gpu = GpuInfo();
            return true;
        }
        const auto g = TargetContext::parseGpu(text);
        if (!g)
            return false;
        t.gpu = *g;
        return true;
    }
    if (path == QLatin1String("target.te_version") || path == QLatin1String("target.torch_version")) {
        const QVersionNumber v = QVersionNumber::fromString(text);
        if (!text.isEmpty() && v.isNull())
            return false;
        (path == QLatin1String("target.te_version") ? t.teVersion : t.torchVersion) = v;
        return true;
    }
    if (path == QLatin1String("target.te_installed")) {
        t.teInstalled = value.toBool();
        return true;
    }
    if (path == QLatin1String("target.profile")) {
        const auto p = TargetContext::parseProfile(text);
        if (!p)
            return false;
        t.profile = *p;
        return true;
    }
    if (path == QLatin1String("target.front_end")) {
        const auto f = TargetContext::parseFrontEnd(text);
        if (!f)
            return false;
        t.frontEnd = *f;
        return true;
    }
    if (path.startsWith(QLatin1String("target.shell_env."))) {
        const QString name = path.mid(17);
        if (name.isEmpty())
            return false;
        if (isNullValue(value))
            t.shellEnv.remove(name);
        else
            t.shellEnv.insert(name, value.toString());
        return true;
    }
    return false;
}

} // namespace cga
