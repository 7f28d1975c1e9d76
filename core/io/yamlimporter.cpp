#include "io/yamlimporter.h"

#include "io/inputfile.h"
#include "io/megatronargsimporter.h"
#include "io/valueparser.h"
#include "model/mixedprecision.h"
#include "rules/rulesengine.h"
#include "util/unicodetext.h"
#include "util/yamlcpp.h"

#include <QCoreApplication>
#include <QHash>

#include <unordered_map>

namespace cga {

namespace {

QString qstr(const std::string& s)
{
    return QString::fromStdString(s);
}

// The value of `key` in `map` as PyYAML's safe_load sees it: the last occurrence wins (yaml-cpp's operator[] finds
// the first). False when the key is absent.
bool lastValue(const YAML::Node& map, const char* key, YAML::Node* out = nullptr)
{
    bool found = false;
    if (!map.IsMap())
        return false;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (it->first.IsScalar() && it->first.Scalar() == key) {
            found = true;
            if (out)
                out->reset(it->second); // rebinds (operator= would write into the node it held)
        }
    }
    return found;
}

class Walker
{
public:
    Walker(const QString& file, TrainingConfig& cfg, ImportResult& result)
        : m_file(file)
        , m_cfg(cfg)
        , m_result(result)
    {
    }

    void root(const YAML::Node& node);

private:
    SourceLocation where(const YAML::Node& n) const
    {
        const YAML::Mark m = n.Mark();
        return SourceLocation{m_file, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0};
    }
    bool budget(const YAML::Node& n)
    {
        if (++m_visits > YamlImporter::kMaxNodes) {
            m_result.fail(
                YamlImporter::tr("the document has more than %1 nodes (counting aliases); refusing to read it.")
                    .arg(YamlImporter::kMaxNodes),
                where(n));
            return false;
        }
        return true;
    }
    static bool quoted(const YAML::Node& n) { return n.Tag() == "!"; }

    void section(const QString& prefix, const YAML::Node& map);
    void envVars(const YAML::Node& map);
    void mixedPrecisionName(const QString& name, const YAML::Node& node);
    void setField(const FieldSpec& spec, const QString& path, const YAML::Node& value);
    void unused(const QString& path, const YAML::Node& node);
    void typeError(const QString& path, const QString& message, const YAML::Node& node);
    void megatronModelConfig(const YAML::Node& root);
    void bridgeSections(const YAML::Node& node);

    QString m_file;
    TrainingConfig& m_cfg;
    ImportResult& m_result;
    int m_visits = 0;
    bool m_unwrapped = false;
};

void Walker::typeError(const QString& path, const QString& message, const YAML::Node& node)
{
    m_result.ignoreValue(path, message, where(node));
}

void Walker::unused(const QString& path, const YAML::Node& node)
{
    const QString suggestion = FieldRegistry::instance().suggest(path);
    const bool graphKey = (path.contains(QLatin1String("cuda_graph")) || path.contains(QLatin1String("cudagraph")))
        && !FieldRegistry::isKnownUnmodelledKey(path);
    if (!suggestion.isEmpty() || graphKey) {
        Hit hit;
        hit.fields << path;
        hit.args << path << (suggestion.isEmpty() ? QString() : suggestion);
        hit.variant = suggestion.isEmpty() ? 1 : 0;
        Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-01"), hit);
        d.location = where(node);
        m_result.diagnostics << d;
        return;
    }
    m_result.unusedKeys << path;
}

void Walker::root(const YAML::Node& node)
{
    if (!node || node.IsNull())
        return; // an empty file: nothing to set
    if (!node.IsMap()) {
        m_result.fail(YamlImporter::tr("the top level must be a mapping of config sections (model:, train: ...)."),
                      where(node));
        return;
    }
    if (lastValue(node, "MODEL_ARGS")) {
        megatronModelConfig(node);
        return;
    }
    m_result.frontEnd = FrontEnd::BridgeYaml;
    bridgeSections(node);
    // runtime_config_update: the mixed-precision config overwrites the model's precision fields, wherever the
    // sections stood in the file.
    MixedPrecision::applyRecorded(m_cfg);
}

// The sections of a Bridge config. NVIDIA's perf YAMLs wrap them in a top-level `ConfigContainer:` key (the class
// the file describes): its sections are read from inside the wrapper, and IMP-07 says so.
void Walker::bridgeSections(const YAML::Node& node)
{
    for (auto it = node.begin(); it != node.end() && m_result.ok(); ++it) {
        if (!budget(it->first))
            return;
        const QString key = qstr(it->first.as<std::string>(""));
        const YAML::Node value = it->second; // a copy: the iterator hands out a temporary pair
        if (key == QLatin1String("ConfigContainer") && value.IsMap() && !m_unwrapped) {
            m_unwrapped = true;
            Hit hit;
            hit.fields << key;
            hit.args << key;
            Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-07"), hit);
            d.location = where(it->first);
            m_result.diagnostics << d;
            bridgeSections(value);
            continue;
        }
        if (key == QLatin1String("env_vars")) {
            envVars(value);
        } else if (key == QLatin1String("mixed_precision") && value.IsNull()) {
            m_cfg.clearMixedPrecision(); // None: Bridge leaves the model's precision fields as they are
        } else if (key == QLatin1String("mixed_precision") && value.IsScalar()) {
            mixedPrecisionName(qstr(value.Scalar()), value);
        } else if (FieldRegistry::configSections().contains(key)) {
            if (value.IsMap())
                section(key, value);
            else if (!value.IsNull())
                unused(key, value);
        } else if (key.startsWith(QLatin1String("cga_"))) {
            continue; // project metadata written by this tool
        } else {
            Hit hit;
            hit.fields << key;
            hit.args << key;
            hit.variant = 2;
            Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-01"), hit);
            d.location = where(it->first);
            m_result.diagnostics << d;
        }
    }
}

void Walker::envVars(const YAML::Node& map)
{
    if (map.IsNull())
        return;
    if (!map.IsMap()) {
        typeError(QStringLiteral("env_vars"), YamlImporter::tr("env_vars must be a mapping of NAME: value."), map);
        return;
    }
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!budget(it->second))
            return;
        const QString name = qstr(it->first.as<std::string>(""));
        const YAML::Node v = it->second; // a copy: the iterator hands out a temporary pair
        if (!v.IsScalar() && !v.IsNull()) {
            typeError(QStringLiteral("env_vars.") + name,
                      YamlImporter::tr("an environment variable needs a single value."), v);
            continue;
        }
        if (v.IsScalar() && v.Scalar().size() > size_t(YamlImporter::kMaxScalarBytes)) {
            typeError(QStringLiteral("env_vars.") + name,
                      YamlImporter::tr("the value is longer than %1 bytes.").arg(YamlImporter::kMaxScalarBytes), v);
            continue;
        }
        const QString text = v.IsNull() ? QString() : qstr(v.Scalar());
        // A name or value the project file could not store unchanged (found by fuzzing: U+FDED became U+FFFD).
        const QString path = QStringLiteral("env_vars.") + name;
        if (const QString problem = UnicodeText::nonCharacterProblem(QString(name + text), path); !problem.isEmpty()) {
            typeError(path, problem, UnicodeText::firstNonCharacter(name) ? it->first : v);
            continue;
        }
        QString value = text;
        if (!quoted(v) && (text == QLatin1String("true") || text == QLatin1String("false")))
            value = text == QLatin1String("true") ? QStringLiteral("True") : QStringLiteral("False");
        if (v.IsNull()) {
            m_cfg.unsetEnv(name);
            continue;
        }
        m_cfg.setEnv(name, value);
        m_cfg.setEnvOrigin(name, where(v));
    }
}

void Walker::mixedPrecisionName(const QString& name, const YAML::Node& node)
{
    if (!MixedPrecision::recordRecipeName(name, m_cfg, where(node)))
        m_result.unknownMixedPrecision(QStringLiteral("mixed_precision"), name, where(node));
}

void Walker::section(const QString& prefix, const YAML::Node& map)
{
    // A mixed_precision section is a MixedPrecisionConfig: its defaults stand for the precision fields it leaves out.
    if (prefix == QLatin1String("mixed_precision") && !m_cfg.hasMixedPrecision())
        m_cfg.setMixedPrecision(MixedPrecision::sectionDefaults(), where(map));
    for (auto it = map.begin(); it != map.end() && m_result.ok(); ++it) {
        if (!budget(it->second))
            return;
        const QString key = qstr(it->first.as<std::string>(""));
        const QString path = prefix + QLatin1Char('.') + key;
        const YAML::Node value = it->second; // a copy: the iterator hands out a temporary pair
        if (key.startsWith(QLatin1Char('_')) && key != QLatin1String("_target_"))
            continue; // _call_, _args_: how Bridge rebuilds objects, not configuration
        QString lookup = path;
        // mixed_precision fields are applied onto the model by Bridge (they win over model.*).
        if (prefix == QLatin1String("mixed_precision")
            && (key == QLatin1String("bf16") || key == QLatin1String("fp16") || key == QLatin1String("fp8")
                || key == QLatin1String("fp8_recipe") || key == QLatin1String("fp4")))
            lookup = QStringLiteral("model.") + key;
        if (const auto id = FieldRegistry::instance().find(lookup)) {
            const FieldSpec& spec = FieldRegistry::instance().spec(*id);
            if (*id == FieldId::OfflinePackingSpecs) {
                m_cfg.set(*id, !value.IsNull());
                m_cfg.setOrigin(*id, where(value));
                if (value.IsMap())
                    section(path, value);
                continue;
            }
            setField(spec, path, value);
            if (lookup != path && MixedPrecision::isPrecisionField(*id))
                MixedPrecision::recordSectionField(*id, m_cfg.isSet(*id) ? m_cfg.value(*id) : QVariant(), m_cfg,
                                                   where(value));
            continue;
        }
        if (key == QLatin1String("_target_"))
            continue;
        if (value.IsMap()) {
            // A nested object: walk it when it holds modelled fields (dataset.offline_packing_specs ...).
            bool holdsFields = false;
            for (const FieldSpec& s : FieldRegistry::instance().all()) {
                holdsFields = holdsFields || s.path.startsWith(path + QLatin1Char('.'));
                for (const QString& a : s.aliases)
                    holdsFields = holdsFields || a.startsWith(path + QLatin1Char('.'));
            }
            if (holdsFields) {
                section(path, value);
                continue;
            }
        }
        unused(path, value);
    }
}

void Walker::setField(const FieldSpec& spec, const QString& path, const YAML::Node& value)
{
    QString error;
    std::optional<QVariant> v;
    if (value.IsNull()) {
        v = ValueParser::scalar(spec, QStringLiteral("null"), false, &error);
    } else if (value.IsScalar()) {
        if (value.Scalar().size() > size_t(YamlImporter::kMaxScalarBytes)) {
            typeError(path, YamlImporter::tr("the value is longer than %1 bytes.").arg(YamlImporter::kMaxScalarBytes),
                      value);
            return;
        }
        v = ValueParser::scalar(spec, qstr(value.Scalar()), quoted(value), &error);
    } else if (value.IsSequence()) {
        QList<QPair<QString, bool>> items;
        for (const YAML::Node& item : value) {
            if (!budget(item))
                return;
            if (!item.IsScalar()) {
                typeError(path, YamlImporter::tr("list items must be single values."), item);
                return;
            }
            items << qMakePair(qstr(item.Scalar()), quoted(item));
        }
        v = ValueParser::list(spec, items, &error);
    } else {
        if (value.IsMap() && value["_target_"])
            return; // an object Bridge builds (e.g. a callable): not a value we model
        error = YamlImporter::tr("%1 expects %2, not a mapping.").arg(path, FieldRegistry::typeName(spec.type));
    }
    if (!v) {
        typeError(path, error, value);
        return;
    }
    m_cfg.set(spec.id, *v);
    m_cfg.setOrigin(spec.id, where(value));
}

void Walker::megatronModelConfig(const YAML::Node& root)
{
    m_result.frontEnd = FrontEnd::MegatronLm;
    QStringList args;
    QList<SourceLocation> origins;
    YAML::Node modelArgs;
    lastValue(root, "MODEL_ARGS", &modelArgs);
    if (modelArgs.IsNull()) { // "MODEL_ARGS:" with nothing under it: no arguments (safe_load gives None)
        YAML::Node env;
        if (lastValue(root, "ENV_VARS", &env))
            envVars(env);
        return;
    }
    if (!modelArgs.IsMap()) {
        m_result.fail(YamlImporter::tr("MODEL_ARGS must be a mapping of --flag: value."), where(modelArgs));
        return;
    }
    // A flag written twice keeps its first place and its last value, as a Python dict built by safe_load does.
    QStringList order;
    QHash<QString, QPair<YAML::Node, YAML::Node>> entries; // flag -> (key node, value node)
    for (auto it = modelArgs.begin(); it != modelArgs.end(); ++it) {
        const QString flag = qstr(it->first.as<std::string>(""));
        if (!entries.contains(flag))
            order << flag;
        entries.remove(flag); // copies, never assigns, yaml-cpp nodes (assignment writes into the node)
        entries.insert(flag, qMakePair(YAML::Node(it->first), YAML::Node(it->second)));
    }
    for (const QString& flag : std::as_const(order)) {
        const YAML::Node key = entries.value(flag).first;
        const YAML::Node v = entries.value(flag).second;
        if (!budget(v))
            return;
        const int before = args.size();
        if (v.IsScalar()) {
            const QString text = qstr(v.Scalar());
            if (!quoted(v) && text == QLatin1String("true")) {
                args << flag; // a store_true flag
            } else if (!quoted(v) && text == QLatin1String("false")) {
                continue;
            } else {
                args << flag << text;
            }
        } else if (v.IsSequence()) {
            args << flag;
            for (const YAML::Node& item : v)
                args << qstr(item.as<std::string>(""));
        } else {
            args << flag;
        }
        while (origins.size() < args.size())
            origins << where(key);
        Q_UNUSED(before);
    }
    const ImportResult r = MegatronArgsImporter::importArgs(args, m_cfg, m_file, origins);
    m_result.merge(r);
    YAML::Node env;
    if (lastValue(root, "ENV_VARS", &env))
        envVars(env);
}

// Counts nodes as a consumer expanding aliases would see them, stopping at the limit (alias bombs). On failure
// `field` and `mark` say under which key (section.field at most) the expansion blew up, and where that key is written.
// The same walk finds a key written twice in one mapping (YAML requires keys to be unique; OmegaConf, which Bridge
// loads override files with, refuses such a file, and readers that keep the last value hide the first): `duplicate`
// is then set, `field` names the key's path and `mark` its second occurrence, `firstLine` its first.
// With `keepLast` (a Megatron-LM model_config.yaml, which Megatron-LM reads with PyYAML's safe_load, where the last
// value wins) a key written twice is not refused: each repetition is listed in `repeats`.
struct StructureCheck
{
    struct Repeat
    {
        QString field;
        YAML::Mark first;
        YAML::Mark again;
        YAML::Node value; // the value that wins
    };
    int budget = YamlImporter::kMaxNodes;
    QString field;
    YAML::Mark mark;
    bool duplicate = false;
    int firstLine = 0;
    bool keepLast = false;
    QList<Repeat> repeats;
};

bool structureIsAcceptable(const YAML::Node& node, StructureCheck& check, int depth, const QString& field,
                           const YAML::Mark& mark)
{
    if (--check.budget < 0 || depth > InputFile::kMaxNesting) {
        check.field = field;
        check.mark = mark;
        return false;
    }
    if (node.IsSequence()) {
        for (const YAML::Node& item : node)
            if (!structureIsAcceptable(item, check, depth + 1, field, mark))
                return false;
    } else if (node.IsMap()) {
        std::unordered_map<std::string, YAML::Mark> keys;
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (it->first.IsScalar()) {
                const auto [seen, inserted] = keys.emplace(it->first.Scalar(), it->first.Mark());
                if (!inserted && check.keepLast) {
                    const QString key = qstr(it->first.Scalar());
                    check.repeats.append({field.isEmpty() ? key : field + QLatin1Char('.') + key, seen->second,
                                          it->first.Mark(), it->second});
                    seen->second = it->first.Mark();
                } else if (!inserted) {
                    const QString key = qstr(it->first.Scalar());
                    check.duplicate = true;
                    check.field = field.isEmpty() ? key : field + QLatin1Char('.') + key;
                    check.mark = it->first.Mark();
                    check.firstLine = seen->second.line + 1;
                    return false;
                }
            }
            QString inner = field;
            YAML::Mark innerMark = mark;
            if (depth < 2 && it->first.IsScalar()) { // name the section and the field, not deeper keys
                const QString key = qstr(it->first.Scalar());
                inner = field.isEmpty() ? key : field + QLatin1Char('.') + key;
                innerMark = it->first.Mark();
            }
            if (!structureIsAcceptable(it->first, check, depth + 1, inner, innerMark)
                || !structureIsAcceptable(it->second, check, depth + 1, inner, innerMark))
                return false;
        }
    }
    return true;
}

// IMP-06: a key written twice in a Megatron-LM model_config.yaml; the later value is the one Megatron-LM uses.
Diagnostic repeatedKey(const StructureCheck::Repeat& r, const QString& file)
{
    QString used = YamlImporter::tr("(a list or mapping)");
    if (r.value.IsScalar())
        used = qstr(r.value.Scalar());
    else if (r.value.IsNull())
        used = QStringLiteral("null");
    Hit hit;
    hit.fields << r.field;
    hit.args << r.field << QString::number(r.first.line + 1) << QString::number(r.again.line + 1) << used;
    Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-06"), hit);
    d.location = SourceLocation{file, r.again.line + 1, r.again.column + 1};
    return d;
}

} // namespace

ImportResult YamlImporter::importFile(const QString& path, TrainingConfig& cfg)
{
    ImportResult result;
    QByteArray data;
    QString error;
    if (!InputFile::read(path, &data, &error)) {
        result.fail(error, SourceLocation{path, 0, 0});
        return result;
    }
    return importText(data, path, cfg);
}

ImportResult YamlImporter::importText(const QByteArray& text, const QString& name, TrainingConfig& cfg)
{
    ImportResult result;
    QString error;
    if (!InputFile::check(text, name, &error)) {
        result.fail(error, SourceLocation{name, 0, 0});
        return result;
    }
    int deepestLine = 0;
    if (InputFile::nestingDepth(text, &deepestLine) > InputFile::kMaxNesting) {
        result.fail(YamlImporter::tr("the document is nested more than %1 levels deep; refusing to parse it.")
                        .arg(InputFile::kMaxNesting),
                    SourceLocation{name, deepestLine, 0});
        return result;
    }
    YAML::Node root;
    try {
        root = YAML::Load(text.toStdString());
    } catch (const YAML::Exception& e) {
        result.fail(
            YamlImporter::tr("malformed YAML: %1").arg(qstr(e.msg)),
            SourceLocation{name, e.mark.line >= 0 ? e.mark.line + 1 : 0, e.mark.column >= 0 ? e.mark.column + 1 : 0});
        return result;
    }
    StructureCheck structure;
    structure.keepLast = lastValue(root, "MODEL_ARGS");
    if (!structureIsAcceptable(root, structure, 0, QString(), root.Mark())) {
        const SourceLocation where{name, structure.mark.line >= 0 ? structure.mark.line + 1 : 0,
                                   structure.mark.column >= 0 ? structure.mark.column + 1 : 0};
        // "model.cuda_graph_scope: the document expands ...": the key under which it blew up, then why.
        const QString why = structure.duplicate
            ? YamlImporter::tr("this key is written twice in the same mapping (first on line %1); YAML keys must be "
                               "unique, and Megatron Bridge refuses such a file. Keep one of them.")
                  .arg(structure.firstLine)
            : YamlImporter::tr("the document expands to more than %1 nodes (through aliases or "
                               "nesting); refusing to read it.")
                  .arg(kMaxNodes);
        result.fail(structure.field.isEmpty() ? why : structure.field + QStringLiteral(": ") + why, where);
        return result;
    }
    TrainingConfig working = cfg;
    Walker walker(name, working, result);
    try {
        walker.root(root);
    } catch (const YAML::Exception& e) {
        result.fail(
            YamlImporter::tr("unexpected YAML structure: %1").arg(qstr(e.msg)),
            SourceLocation{name, e.mark.line >= 0 ? e.mark.line + 1 : 0, e.mark.column >= 0 ? e.mark.column + 1 : 0});
    }
    if (!result.ok())
        return result; // nothing is changed when the file could not be read
    cfg = working;
    for (const StructureCheck::Repeat& r : std::as_const(structure.repeats))
        result.diagnostics << repeatedKey(r, name);
    bool reported = false;
    for (const Diagnostic& d : result.diagnostics)
        reported = reported || d.id == QLatin1String("IMP-03");
    if (!result.unusedKeys.isEmpty() && !reported) {
        Hit hit;
        hit.args << QString::number(result.unusedKeys.size()) << name;
        hit.fields = result.unusedKeys.mid(0, 20);
        result.diagnostics << RulesEngine::diagnosticFor(QStringLiteral("IMP-03"), hit);
    }
    return result;
}

} // namespace cga
