#pragma once

#include "model/fieldid.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <vector>

namespace cga {

enum class FieldType {
    Bool,
    Int,
    Float,
    String, // free text (class paths, file paths)
    Enum, // one of FieldSpec::allowed
    EnumList, // a list whose items are in FieldSpec::allowed
    StringList, // a list of free strings
    IntOrIntList, // moe_layer_freq: an int or a list of ints
    Env // a string in cfg.env_vars
};

// The spec's config sections a rule can belong to; used to group fields in `cga fields` and the wizard.
enum class FieldSection {
    CudaGraph,
    Model,
    Moe,
    Recompute,
    Offload,
    Parallel,
    Precision,
    Rng,
    Rerun,
    Ddp,
    Optimizer,
    CommOverlap,
    Dataset,
    Train,
    Logger,
    Checkpoint,
    Env
};

struct FieldSpec
{
    FieldId id = FieldId::Count;
    QString path; // dotted path in the ConfigContainer, e.g. "model.cuda_graph_impl"
    FieldType type = FieldType::String;
    QVariant defaultValue; // QVariant::fromValue(nullptr) for "None"
    bool nullable = false;
    QStringList allowed; // for Enum / EnumList
    const char* description = nullptr; // untranslated; translate with FieldRegistry::description()
    FieldSection section = FieldSection::Model;
    QStringList aliases; // other accepted paths (e.g. dataset.sequence_length)
    QStringList deprecatedAllowed; // accepted but deprecated enum values (e.g. "full")
    bool experimental = false;

    QString name() const; // last path component
    QString envName() const; // for FieldType::Env: the variable name
    bool isEnv() const { return type == FieldType::Env; }
    bool isList() const { return type == FieldType::EnumList || type == FieldType::StringList; }
};

class FieldRegistry
{
public:
    static const FieldRegistry& instance();

    const FieldSpec& spec(FieldId id) const { return m_specs[static_cast<size_t>(id)]; }
    const std::vector<FieldSpec>& all() const { return m_specs; }

    // Looks up a dotted path or one of its aliases ("model.cuda_graph_impl", "env_vars.NCCL_GRAPH_REGISTER").
    std::optional<FieldId> find(const QString& path) const;
    // The registered field for an environment variable name, if any.
    std::optional<FieldId> findEnv(const QString& name) const;

    // Sections of a Megatron Bridge ConfigContainer (spec d.2).
    static const QStringList& configSections();

    static QString description(FieldId id); // translated
    static QString typeName(FieldType type); // "bool", "int", ...
    static QString sectionTitle(FieldSection section); // translated
    // A valid Megatron Bridge config key that the rules do not model (resources/data/bridge-config-keys.txt).
    static bool isKnownUnmodelledKey(const QString& path);
    // Closest known path to an unknown one (for "did you mean"), or empty when nothing is close.
    QString suggest(const QString& unknownPath) const;

private:
    FieldRegistry();
    std::vector<FieldSpec> m_specs;
    QHash<QString, FieldId> m_byPath;
};

inline QVariant nullValue()
{
    return QVariant::fromValue(nullptr);
}
bool isNullValue(const QVariant& v);

} // namespace cga
