#include "recipes/presetlibrary.h"

#include "io/inputfile.h"
#include "io/yamlimporter.h"
#include "model/mixedprecision.h"
#include "model/modelprovider.h"
#include "util/translations.h"
#include "util/yamlcpp.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cga {

namespace {

QString text(const YAML::Node& node, const char* key)
{
    const YAML::Node v = node[key];
    if (!v || !v.IsScalar())
        return {};
    return QString::fromStdString(v.Scalar());
}

QString localized(const QMap<QString, QString>& texts, const QString& language)
{
    const QString lang = language.isEmpty() ? Translations::currentLanguage() : language;
    const auto it = texts.constFind(lang);
    if (it != texts.constEnd() && !it->isEmpty())
        return *it;
    return texts.value(QStringLiteral("en"));
}

// Reads the cga_preset section; false with *error when it is malformed.
bool readInfo(const YAML::Node& meta, PresetInfo& info, QString* error)
{
    if (!meta.IsMap()) {
        *error = PresetLibrary::tr("cga_preset must be a mapping.");
        return false;
    }
    info.id = text(meta, "id");
    info.family = text(meta, "family");
    const auto kind = WorkloadKinds::parse(text(meta, "kind"));
    if (info.id.isEmpty() || !kind) {
        *error = PresetLibrary::tr("cga_preset needs an id and a kind (%1).")
                     .arg(WorkloadKinds::names().join(QStringLiteral(", ")));
        return false;
    }
    info.kind = *kind;
    info.gpu = text(meta, "gpu").toLower();
    info.numGpus = text(meta, "num_gpus").toInt();
    info.precision = text(meta, "precision");
    info.sourceRecipe = text(meta, "source_recipe");
    info.source = text(meta, "source");
    info.sourceKind = text(meta, "source_kind");
    info.baselineOf = text(meta, "baseline_of");
    info.teVersion = text(meta, "te_version");
    info.torchVersion = text(meta, "torch_version");
    for (const char* lang : {"en", "zh_CN"}) {
        const QString suffix = QString::fromLatin1(lang) == QLatin1String("en")
            ? QString()
            : QStringLiteral("_") + QString::fromLatin1(lang);
        const QString l = QString::fromLatin1(lang);
        const QString t = text(meta, (QStringLiteral("title") + suffix).toLatin1().constData());
        const QString d = text(meta, (QStringLiteral("description") + suffix).toLatin1().constData());
        const QString n = text(meta, (QStringLiteral("notes") + suffix).toLatin1().constData());
        if (!t.isEmpty())
            info.titles.insert(l, t);
        if (!d.isEmpty())
            info.descriptions.insert(l, d);
        if (!n.isEmpty())
            info.notes.insert(l, n);
    }
    if (info.titles.value(QStringLiteral("en")).isEmpty())
        info.titles.insert(QStringLiteral("en"), info.id);
    const YAML::Node h = meta["harness"];
    if (h && h.IsMap()) {
        info.harness.modelFamily = text(h, "model_family");
        info.harness.recipe = text(h, "recipe");
        if (!text(h, "task").isEmpty())
            info.harness.task = text(h, "task");
        if (!text(h, "compute_dtype").isEmpty())
            info.harness.computeDtype = text(h, "compute_dtype");
        info.harness.variant = text(h, "variant");
        info.harness.gpu = info.gpu;
        info.harness.numGpus = info.numGpus;
    }
    return true;
}

} // namespace

QString PresetInfo::title(const QString& language) const
{
    return localized(titles, language);
}

QString PresetInfo::description(const QString& language) const
{
    return localized(descriptions, language);
}

QString PresetInfo::note(const QString& language) const
{
    return localized(notes, language);
}

QString PresetInfo::sourceText() const
{
    if (source.isEmpty())
        return sourceRecipe;
    if (sourceRecipe.isEmpty())
        return source;
    return QStringLiteral("%1 (%2)").arg(source, sourceRecipe);
}

std::optional<Preset> PresetLibrary::loadText(const QByteArray& data, const QString& name, QString* error)
{
    QString dummy;
    QString& err = error ? *error : dummy;
    if (!InputFile::check(data, name, &err))
        return std::nullopt;
    Preset p;
    YAML::Node root;
    try {
        root = YAML::Load(data.toStdString());
    } catch (const YAML::Exception& e) {
        err = PresetLibrary::tr("%1: malformed YAML: %2").arg(name, QString::fromStdString(e.msg));
        return std::nullopt;
    }
    const YAML::Node meta = root.IsMap() ? root["cga_preset"] : YAML::Node();
    if (meta) {
        QString why;
        if (!readInfo(meta, p.info, &why)) {
            err = PresetLibrary::tr("%1: %2").arg(name, why);
            return std::nullopt;
        }
    } else {
        // A plain Bridge YAML: a preset without metadata, named after the file.
        p.info.id = QFileInfo(name).completeBaseName();
        p.info.titles.insert(QStringLiteral("en"), p.info.id);
    }
    p.info.path = name;
    p.import = YamlImporter::importText(data, name, p.config);
    MixedPrecision::settle(p.config); // a preset is loaded: what changes it next is an edit
    if (!p.import.ok()) {
        err = p.import.errorText();
        return std::nullopt;
    }
    p.target.frontEnd = FrontEnd::BridgeYaml;
    p.target.profile = McoreProfile::Pinned;
    if (!p.info.gpu.isEmpty()) {
        QString gpuError;
        const auto gpu = TargetContext::parseGpu(p.info.gpu, &gpuError);
        if (!gpu) {
            err = PresetLibrary::tr("%1: %2").arg(name, gpuError);
            return std::nullopt;
        }
        p.target.gpu = *gpu;
    }
    p.target.teVersion = QVersionNumber::fromString(p.info.teVersion);
    p.target.torchVersion = QVersionNumber::fromString(p.info.torchVersion);
    // Without metadata, infer the kind from the configuration.
    if (!meta)
        p.info.kind = inferKind(p.config);
    return p;
}

WorkloadKind PresetLibrary::inferKind(const TrainingConfig& cfg)
{
    const bool moe = !cfg.isNull(FieldId::NumMoeExperts) && cfg.intValue(FieldId::NumMoeExperts) > 1;
    const ProviderKind provider = ModelProvider::classify(cfg.stringValue(FieldId::ModelTarget));
    return provider == ProviderKind::Hybrid    ? WorkloadKind::Hybrid
        : provider == ProviderKind::Qwen3VlMoe ? WorkloadKind::Vlm
        : !moe                                 ? WorkloadKind::Dense
        : (!cfg.isNull(FieldId::MoeExpertCapacityFactor) && cfg.boolValue(FieldId::MoePadExpertInputToCapacity))
        ? WorkloadKind::MoeDropPad
        : WorkloadKind::MoeDropless;
}

std::optional<Preset> PresetLibrary::loadFile(const QString& path, QString* error)
{
    QByteArray data;
    QString err;
    if (!InputFile::read(path, &data, &err)) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    return loadText(data, path, error);
}

PresetLibrary::PresetLibrary(const QString& directory)
{
    loadDirectory(directory);
}

const PresetLibrary& PresetLibrary::builtIn()
{
    static const PresetLibrary library = [] {
        PresetLibrary l;
        l.loadDirectory(QStringLiteral(":/presets"));
        return l;
    }();
    return library;
}

void PresetLibrary::loadDirectory(const QString& directory)
{
    const QDir dir(directory);
    const QStringList files
        = dir.entryList({QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files, QDir::Name);
    for (const QString& f : files) {
        QString error;
        auto p = loadFile(dir.filePath(f), &error);
        if (!p) {
            m_errors << error;
            continue;
        }
        if (m_byId.contains(p->info.id)) {
            m_errors << PresetLibrary::tr("%1: the id %2 is used twice.").arg(dir.filePath(f), p->info.id);
            continue;
        }
        m_byId.insert(p->info.id, int(m_presets.size()));
        m_presets << *p;
    }
}

QList<PresetInfo> PresetLibrary::presets() const
{
    QList<PresetInfo> out;
    for (const Preset& p : m_presets)
        out << p.info;
    std::sort(out.begin(), out.end(), [](const PresetInfo& a, const PresetInfo& b) {
        if (a.family != b.family)
            return a.family < b.family;
        if (a.isBaseline() != b.isBaseline())
            return !a.isBaseline();
        return a.id < b.id;
    });
    return out;
}

std::optional<PresetInfo> PresetLibrary::info(const QString& id) const
{
    const auto it = m_byId.constFind(id);
    if (it == m_byId.constEnd())
        return std::nullopt;
    return m_presets.at(*it).info;
}

std::optional<Preset> PresetLibrary::load(const QString& id) const
{
    const auto it = m_byId.constFind(id);
    if (it == m_byId.constEnd())
        return std::nullopt;
    return m_presets.at(*it);
}

QStringList PresetLibrary::families() const
{
    QStringList out;
    for (const PresetInfo& p : presets())
        if (!out.contains(p.family))
            out << p.family;
    return out;
}

QString PresetLibrary::defaultPresetId()
{
    return QStringLiteral("qwen3-30b-a3b-h100-bf16-te");
}

std::optional<PresetInfo> PresetLibrary::findByRecipeFunction(const QString& function) const
{
    for (const Preset& p : m_presets) {
        if (p.info.isBaseline() || p.info.sourceKind == QLatin1String("library") || !p.info.harness.isValid())
            continue;
        if (p.info.harness.functionName() == function)
            return p.info;
    }
    return std::nullopt;
}

std::optional<PresetInfo> PresetLibrary::baselineFor(const QString& graphPresetId) const
{
    for (const Preset& p : m_presets)
        if (p.info.baselineOf == graphPresetId)
            return p.info;
    return std::nullopt;
}

HarnessImporter::RecipeResolver PresetLibrary::resolver() const
{
    // Copies the recipes' configurations, so the resolver outlives this object.
    QHash<QString, TrainingConfig> recipes;
    for (const Preset& p : m_presets) {
        if (p.info.isBaseline() || p.info.sourceKind == QLatin1String("library") || !p.info.harness.isValid())
            continue;
        recipes.insert(p.info.harness.functionName(), p.config);
    }
    return [recipes](const QString& function, const QString&, TrainingConfig& cfg) {
        const auto it = recipes.constFind(function);
        if (it == recipes.constEnd())
            return false;
        for (const FieldSpec& s : FieldRegistry::instance().all())
            if (!s.isEnv() && it->isSet(s.id))
                cfg.set(s.id, it->value(s.id));
        for (auto e = it->env().constBegin(); e != it->env().constEnd(); ++e)
            cfg.setEnv(e.key(), e.value());
        return true;
    };
}

EmitOptions PresetLibrary::emitOptions(const PresetInfo& info) const
{
    EmitOptions o;
    o.title = info.title();
    o.sourceRecipe = info.sourceText();
    o.harness = info.harness;
    o.resolver = resolver();
    return o;
}

} // namespace cga
