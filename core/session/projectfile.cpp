#include "session/projectfile.h"

#include "io/inputfile.h"
#include "io/yamlimporter.h"
#include "model/valueformat.h"
#include "session/configsession.h"
#include "util/atomicwrite.h"
#include "util/yamlcpp.h"

#include <algorithm>
#include <map>
#include <utility>

namespace cga {

namespace {

void writeScalar(YAML::Emitter& out, const QVariant& v)
{
    if (isNullValue(v)) {
        out << YAML::Null;
        return;
    }
    switch (v.metaType().id()) {
    case QMetaType::Bool:
        out << v.toBool();
        return;
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        out << v.toLongLong();
        return;
    case QMetaType::Double:
    case QMetaType::Float:
        out << ValueFormat::yamlFloat(v.toDouble()).toStdString();
        return;
    default: {
        const QString s = v.toString();
        if (ValueFormat::yamlNeedsQuotes(s))
            out << YAML::DoubleQuoted << s.toStdString();
        else
            out << s.toStdString();
    }
    }
}

void writeValue(YAML::Emitter& out, const QVariant& v)
{
    if (!isNullValue(v) && ValueFormat::isListValue(v)) {
        out << YAML::Flow << YAML::BeginSeq;
        for (const QVariant& item : v.toList())
            writeScalar(out, item);
        out << YAML::EndSeq;
        return;
    }
    writeScalar(out, v);
}

// Nested map of path components -> value, so "dataset.offline_packing_specs.pad_cu_seqlens" nests.
struct Node
{
    std::map<std::string, Node> children;
    QVariant value;
    bool leaf = false;
};

void writeNode(YAML::Emitter& out, const Node& n)
{
    out << YAML::BeginMap;
    for (const auto& [key, child] : n.children) {
        out << YAML::Key << key << YAML::Value;
        if (child.leaf && child.children.empty())
            writeValue(out, child.value);
        else
            writeNode(out, child);
    }
    out << YAML::EndMap;
}

// cga_project.harness: the perf-harness flags of the recipe an import named (num_gpus apart, a number).
constexpr std::pair<const char*, QString HarnessRecipe::*> kHarnessKeys[]
    = {{"model_family", &HarnessRecipe::modelFamily},
       {"recipe", &HarnessRecipe::recipe},
       {"task", &HarnessRecipe::task},
       {"gpu", &HarnessRecipe::gpu},
       {"compute_dtype", &HarnessRecipe::computeDtype},
       {"variant", &HarnessRecipe::variant}};

// The configuration's sections (and env_vars) as entries of the map being written, as Bridge's YAML has them.
void writeConfig(YAML::Emitter& out, const TrainingConfig& config)
{
    Node root;
    const bool packing = config.boolValue(FieldId::OfflinePackingSpecs);
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        if (s.isEnv() || !config.isSet(s.id))
            continue;
        if (s.id == FieldId::OfflinePackingSpecs) {
            if (!packing)
                root.children["dataset"].children["offline_packing_specs"].leaf = true; // null: no packing
            continue;
        }
        if (s.id == FieldId::PadCuSeqlens && !packing)
            continue;
        Node* n = &root;
        for (const QString& part : s.path.split(QLatin1Char('.')))
            n = &n->children[part.toStdString()];
        n->leaf = true;
        n->value = config.value(s.id);
    }
    if (packing && !config.isSet(FieldId::PadCuSeqlens)) {
        Node& specs = root.children["dataset"].children["offline_packing_specs"];
        specs.children["pad_cu_seqlens"].leaf = true;
        specs.children["pad_cu_seqlens"].value = false;
    }
    for (const auto& [section, node] : root.children) {
        out << YAML::Key << section << YAML::Value;
        writeNode(out, node);
    }
    if (!config.env().isEmpty()) {
        out << YAML::Key << "env_vars" << YAML::Value << YAML::BeginMap;
        for (auto it = config.env().constBegin(); it != config.env().constEnd(); ++it)
            out << YAML::Key << it.key().toStdString() << YAML::Value << YAML::DoubleQuoted << it.value().toStdString();
        out << YAML::EndMap;
    }
}

// The text of the block node that starts at `m`, at its place in the file: the lines before it blank, the line it
// starts on blank up to it, and every following line indented at least as deep (blank and comment lines too).
QByteArray blockText(const QByteArray& text, const YAML::Mark& m)
{
    const QList<QByteArray> lines = text.split('\n');
    if (m.line < 0 || m.line >= lines.size() || m.column < 0)
        return {};
    QByteArray out(m.line, '\n');
    const QByteArray& first = lines[m.line];
    out += QByteArray(std::min<qsizetype>(m.column, first.size()), ' ') + first.mid(m.column) + '\n';
    for (qsizetype i = m.line + 1; i < lines.size(); ++i) {
        const QByteArray& line = lines[i];
        const QByteArray trimmed = line.trimmed();
        qsizetype indent = 0;
        while (indent < line.size() && line[indent] == ' ')
            ++indent;
        if (!trimmed.isEmpty() && !trimmed.startsWith('#') && indent < m.column)
            break;
        out += line + '\n';
    }
    return out;
}

} // namespace

QByteArray ProjectFile::toYaml() const
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::Comment(tr("CUDA Graph Assistant project: a Megatron Bridge override file (--config-file) with the "
                            "assistant's own state in cga_project.")
                             .toStdString());
    out << YAML::BeginMap;
    out << YAML::Key << "cga_project" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "version" << YAML::Value << kVersion;
    out << YAML::Key << "origin" << YAML::Value << YAML::DoubleQuoted << origin.toStdString();
    out << YAML::Key << "preset" << YAML::Value << YAML::DoubleQuoted << presetId.toStdString();
    out << YAML::Key << "wizard_page" << YAML::Value << wizardPage;
    if (numGpus > 0)
        out << YAML::Key << "num_gpus" << YAML::Value << numGpus;
    if (harness.isValid()) {
        out << YAML::Key << "harness" << YAML::Value << YAML::BeginMap;
        for (const auto& [key, member] : kHarnessKeys)
            out << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << (harness.*member).toStdString();
        out << YAML::Key << "num_gpus" << YAML::Value << harness.numGpus;
        out << YAML::EndMap;
    }
    out << YAML::Key << "target" << YAML::Value << YAML::BeginMap;
    for (const char* key : {"gpu", "te_version", "torch_version", "profile", "front_end"}) {
        const QString v = ConfigSession::targetValue(target, QStringLiteral("target.") + QLatin1String(key)).toString();
        out << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << v.toStdString();
    }
    out << YAML::Key << "te_installed" << YAML::Value << target.teInstalled;
    out << YAML::Key << "shell_env" << YAML::Value << YAML::BeginMap;
    for (auto it = target.shellEnv.constBegin(); it != target.shellEnv.constEnd(); ++it)
        out << YAML::Key << it.key().toStdString() << YAML::Value << YAML::DoubleQuoted << it.value().toStdString();
    out << YAML::EndMap << YAML::EndMap; // shell_env, target
    if (base) {
        out << YAML::Key << "base" << YAML::Value << YAML::BeginMap;
        writeConfig(out, *base);
        out << YAML::EndMap;
    }
    out << YAML::EndMap; // cga_project

    writeConfig(out, config);
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

bool ProjectFile::save(const QString& path, QString* error) const
{
    return AtomicWrite::write(path, toYaml(), error);
}

bool ProjectFile::load(const QString& path, ProjectFile* out, QString* error)
{
    QByteArray data;
    if (!InputFile::read(path, &data, error))
        return false;
    return fromYaml(data, path, out, error);
}

bool ProjectFile::fromYaml(const QByteArray& text, const QString& name, ProjectFile* out, QString* error)
{
    ProjectFile p;
    const ImportResult imported = YamlImporter::importText(text, name, p.config);
    if (!imported.ok()) {
        *error = imported.errorText();
        return false;
    }
    p.import = imported;
    if (imported.frontEnd)
        p.target.frontEnd = *imported.frontEnd;
    try {
        const YAML::Node root = YAML::Load(text.toStdString());
        const YAML::Node meta = root["cga_project"];
        if (meta && meta.IsMap()) {
            p.hasProjectSection = true;
            const int version = meta["version"].as<int>(0);
            if (version > kVersion) {
                *error
                    = tr("%1 was written by a newer version of this tool (project version %2).").arg(name).arg(version);
                return false;
            }
            p.origin = QString::fromStdString(meta["origin"].as<std::string>(""));
            p.presetId = QString::fromStdString(meta["preset"].as<std::string>(""));
            p.wizardPage = meta["wizard_page"].as<int>(-1);
            p.numGpus = std::max(0, meta["num_gpus"].as<int>(0));
            const YAML::Node harness = meta["harness"];
            if (harness && harness.IsMap()) {
                for (const auto& [key, member] : kHarnessKeys) // a key left out keeps the default
                    p.harness.*member
                        = QString::fromStdString(harness[key].as<std::string>((p.harness.*member).toStdString()));
                p.harness.numGpus = harness["num_gpus"].as<int>(0);
            }
            const YAML::Node base = meta["base"];
            if (base && base.IsMap()) {
                // Read as a configuration of its own, from its own text (quoting kept), so its values are checked
                // as the file's are and a problem names the file's own line and column.
                TrainingConfig baseConfig;
                const ImportResult read = YamlImporter::importText(blockText(text, base.Mark()), name, baseConfig);
                if (!read.ok()) {
                    *error = read.errorText();
                    return false;
                }
                p.base = baseConfig;
                p.import.diagnostics += read.diagnostics; // a value it could not take is reported as the file's are
            }
            const YAML::Node target = meta["target"];
            if (target && target.IsMap()) {
                for (const char* key : {"gpu", "te_version", "torch_version", "profile", "front_end"}) {
                    const QString v = QString::fromStdString(target[key].as<std::string>(""));
                    if (!v.isEmpty()
                        && !ConfigSession::setTargetValue(p.target, QStringLiteral("target.") + QLatin1String(key),
                                                          v)) {
                        const YAML::Mark m = target[key].Mark();
                        *error = tr("%1:%2:%3: cga_project.target.%4 has an invalid value '%5'.")
                                     .arg(name)
                                     .arg(m.line + 1)
                                     .arg(m.column + 1)
                                     .arg(QLatin1String(key), v);
                        return false;
                    }
                }
                p.target.teInstalled = target["te_installed"].as<bool>(true);
                const YAML::Node env = target["shell_env"];
                if (env && env.IsMap())
                    for (auto it = env.begin(); it != env.end(); ++it)
                        p.target.shellEnv.insert(QString::fromStdString(it->first.as<std::string>("")),
                                                 QString::fromStdString(it->second.as<std::string>("")));
            }
        }
    } catch (const YAML::Exception& e) {
        *error = tr("%1:%2:%3: cga_project: %4")
                     .arg(name)
                     .arg(e.mark.line + 1)
                     .arg(e.mark.column + 1)
                     .arg(QString::fromStdString(e.msg));
        return false;
    }
    *out = p;
    return true;
}

} // namespace cga
