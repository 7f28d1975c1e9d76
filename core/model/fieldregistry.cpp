#include "model/fieldregistry.h"

#include "model/fieldrow.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

#include <algorithm>

namespace cga {

namespace {

const char* const kContext = "cga::FieldRegistry";

std::vector<FieldRow> rows()
{
    std::vector<FieldRow> all;
    appendGraphFieldRows(all);
    appendModelFieldRows(all);
    appendShapeFieldRows(all);
    appendRuntimeFieldRows(all);
    appendPostInitFieldRows(all);
    return all;
}

// Levenshtein distance of a and b, or any value >= limit as soon as it cannot be below limit (every cell of a row
// is already at or above it).
int editDistance(const QString& a, const QString& b, int limit)
{
    // Levenshtein distance, or limit when it is at least limit. Only cells with |i - j| < limit can hold a smaller
    // value, so each row computes that band alone (Ukkonen): linear in the key length instead of quadratic.
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    if (std::abs(n - m) >= limit)
        return limit;
    std::vector<int> prev(static_cast<size_t>(m) + 1, limit), cur(static_cast<size_t>(m) + 1, limit);
    for (int j = 0; j <= std::min(m, limit - 1); ++j)
        prev[j] = j;
    for (int i = 1; i <= n; ++i) {
        const int from = std::max(1, i - limit + 1), to = std::min(m, i + limit - 1);
        cur[from - 1] = from == 1 && i < limit ? i : limit;
        int rowMin = cur[from - 1];
        for (int j = from; j <= to; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost, limit});
            rowMin = std::min(rowMin, cur[j]);
        }
        if (to < m)
            cur[to + 1] = limit; // outside the band of the next row
        if (rowMin >= limit)
            return limit;
        std::swap(prev, cur);
    }
    return std::min(prev[m], limit);
}

// Whether path's first component is section, without building the component.
bool inSection(const QString& path, QStringView section)
{
    return path.startsWith(section) && (path.size() == section.size() || path.at(section.size()) == QLatin1Char('.'));
}

} // namespace

bool isNullValue(const QVariant& v)
{
    return !v.isValid() || v.metaType().id() == QMetaType::Nullptr;
}

QString FieldSpec::name() const
{
    return path.section(QLatin1Char('.'), -1);
}

QString FieldSpec::envName() const
{
    return isEnv() ? path.mid(path.indexOf(QLatin1Char('.')) + 1) : QString();
}

FieldRegistry::FieldRegistry()
{
    m_specs.resize(static_cast<size_t>(fieldCount()));
    std::vector<bool> seen(static_cast<size_t>(fieldCount()), false);
    for (const FieldRow& r : rows()) {
        const auto i = static_cast<size_t>(r.id);
        Q_ASSERT_X(!seen[i], "FieldRegistry", "field listed twice");
        seen[i] = true;
        FieldSpec& s = m_specs[i];
        s.id = r.id;
        s.path = QString::fromLatin1(r.path);
        s.type = r.type;
        s.defaultValue = r.def;
        s.nullable = r.nullable;
        s.allowed = r.allowed;
        s.description = r.desc;
        s.section = r.section;
        s.aliases = r.aliases;
        s.deprecatedAllowed = r.deprecated;
        m_byPath.insert(s.path, s.id);
        for (const QString& a : s.aliases)
            m_byPath.insert(a, s.id);
    }
    for (size_t i = 0; i < seen.size(); ++i)
        Q_ASSERT_X(seen[i], "FieldRegistry", "a FieldId has no row");
}

const FieldRegistry& FieldRegistry::instance()
{
    static const FieldRegistry registry;
    return registry;
}

std::optional<FieldId> FieldRegistry::find(const QString& path) const
{
    const auto it = m_byPath.constFind(path);
    if (it == m_byPath.constEnd())
        return std::nullopt;
    return *it;
}

std::optional<FieldId> FieldRegistry::findEnv(const QString& name) const
{
    return find(QStringLiteral("env_vars.") + name);
}

const QStringList& FieldRegistry::configSections()
{
    static const QStringList sections{"env_vars",
                                      "rng",
                                      "rerun_state_machine",
                                      "train",
                                      "model",
                                      "optimizer",
                                      "optimizer_config_override_provider",
                                      "ddp",
                                      "validation",
                                      "scheduler",
                                      "dataset",
                                      "logger",
                                      "tokenizer",
                                      "checkpoint",
                                      "dist",
                                      "ft",
                                      "straggler",
                                      "nvrx_straggler",
                                      "profiling",
                                      "peft",
                                      "comm_overlap",
                                      "mixed_precision",
                                      "tensor_inspect",
                                      "inprocess_restart"};
    return sections;
}

QString FieldRegistry::description(FieldId id)
{
    return QCoreApplication::translate(kContext, instance().spec(id).description);
}

QString FieldRegistry::typeName(FieldType type)
{
    switch (type) {
    case FieldType::Bool:
        return QStringLiteral("bool");
    case FieldType::Int:
        return QStringLiteral("int");
    case FieldType::Float:
        return QStringLiteral("float");
    case FieldType::String:
        return QStringLiteral("str");
    case FieldType::Enum:
        return QStringLiteral("enum");
    case FieldType::EnumList:
        return QStringLiteral("list[enum]");
    case FieldType::StringList:
        return QStringLiteral("list[str]");
    case FieldType::IntOrIntList:
        return QStringLiteral("int | list[int]");
    case FieldType::Env:
        return QStringLiteral("env");
    }
    return {};
}

QString FieldRegistry::sectionTitle(FieldSection section)
{
    switch (section) {
    case FieldSection::CudaGraph:
        return QCoreApplication::translate(kContext, "CUDA graphs");
    case FieldSection::Model:
        return QCoreApplication::translate(kContext, "Model");
    case FieldSection::Moe:
        return QCoreApplication::translate(kContext, "Mixture of experts");
    case FieldSection::Recompute:
        return QCoreApplication::translate(kContext, "Recomputation");
    case FieldSection::Offload:
        return QCoreApplication::translate(kContext, "Offloading");
    case FieldSection::Parallel:
        return QCoreApplication::translate(kContext, "Parallelism");
    case FieldSection::Precision:
        return QCoreApplication::translate(kContext, "Precision");
    case FieldSection::Rng:
        return QCoreApplication::translate(kContext, "Random number generators");
    case FieldSection::Rerun:
        return QCoreApplication::translate(kContext, "Rerun state machine");
    case FieldSection::Ddp:
        return QCoreApplication::translate(kContext, "Data parallelism");
    case FieldSection::Optimizer:
        return QCoreApplication::translate(kContext, "Optimizer");
    case FieldSection::CommOverlap:
        return QCoreApplication::translate(kContext, "Communication overlap");
    case FieldSection::Dataset:
        return QCoreApplication::translate(kContext, "Dataset");
    case FieldSection::Train:
        return QCoreApplication::translate(kContext, "Training");
    case FieldSection::Logger:
        return QCoreApplication::translate(kContext, "Logging");
    case FieldSection::Checkpoint:
        return QCoreApplication::translate(kContext, "Checkpoints");
    case FieldSection::Env:
        return QCoreApplication::translate(kContext, "Environment variables");
    }
    return {};
}

bool FieldRegistry::isKnownUnmodelledKey(const QString& path)
{
    static const QSet<QString> keys = [] {
        QSet<QString> k;
        QFile f(QStringLiteral(":/data/bridge-config-keys.txt"));
        if (f.open(QIODevice::ReadOnly)) {
            while (!f.atEnd()) {
                const QString line = QString::fromUtf8(f.readLine()).trimmed();
                if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
                    k.insert(line);
            }
        }
        return k;
    }();
    return keys.contains(path);
}

QString FieldRegistry::suggest(const QString& unknownPath) const
{
    if (isKnownUnmodelledKey(unknownPath))
        return {};
    QString best;
    int bestDistance = 3; // at most two edits: a typo, not another field
    const qsizetype dot = unknownPath.indexOf(QLatin1Char('.'));
    const QStringView section = QStringView(unknownPath).left(dot < 0 ? unknownPath.size() : dot);
    for (const FieldSpec& s : m_specs) {
        // The length difference is a lower bound of the edit distance: a long key (any length a file or a command
        // line may hold) costs no quadratic comparison against paths it cannot be a typo of.
        if (qAbs(unknownPath.size() - s.path.size()) >= bestDistance)
            continue;
        if (!inSection(s.path, section))
            continue;
        const int d = editDistance(unknownPath, s.path, bestDistance);
        if (d < bestDistance) {
            bestDistance = d;
            best = s.path;
        }
    }
    return best;
}

} // namespace cga
