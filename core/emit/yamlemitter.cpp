#include "emit/yamlemitter.h"

#include "emit/emitnotes.h"
#include "io/yamlimporter.h"
#include "model/mixedprecision.h"
#include "model/valueformat.h"
#include "util/yamlcpp.h"

namespace cga {

namespace {

using F = FieldId;

std::string utf8(const QString& s)
{
    return s.toStdString();
}

void scalar(YAML::Emitter& out, const QVariant& v)
{
    if (isNullValue(v)) {
        out << YAML::Null;
        return;
    }
    switch (v.metaType().id()) {
    case QMetaType::Bool:
        out << (v.toBool() ? "true" : "false");
        return;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        out << utf8(QString::number(v.toLongLong()));
        return;
    case QMetaType::Double:
    case QMetaType::Float:
        out << utf8(ValueFormat::yamlFloat(v.toDouble()));
        return;
    default:
        break;
    }
    const QString s = v.toString();
    if (ValueFormat::yamlNeedsQuotes(s))
        out << YAML::DoubleQuoted << utf8(s);
    else
        out << utf8(s);
}

void value(YAML::Emitter& out, const QVariant& v)
{
    if (ValueFormat::isListValue(v)) {
        out << YAML::Flow << YAML::BeginSeq;
        for (const QVariant& item : v.toList())
            scalar(out, item);
        out << YAML::EndSeq;
        return;
    }
    scalar(out, v);
}

void comment(YAML::Emitter& out, const QString& text, bool enabled)
{
    if (!enabled || text.isEmpty())
        return;
    out << YAML::Comment(utf8(EmitNotes::commentLine(text, QString())));
}

QString keyOf(FieldId id)
{
    return FieldRegistry::instance().spec(id).path.section(QLatin1Char('.'), 1);
}

// Sections in the order a reader expects: what the graphs are, then what they need, then the rest.
QStringList sectionOrder()
{
    QStringList order{QStringLiteral("model"),        QStringLiteral("mixed_precision"),
                      QStringLiteral("rng"),          QStringLiteral("rerun_state_machine"),
                      QStringLiteral("ddp"),          QStringLiteral("optimizer"),
                      QStringLiteral("comm_overlap"), QStringLiteral("dataset"),
                      QStringLiteral("train"),        QStringLiteral("logger"),
                      QStringLiteral("checkpoint")};
    for (const QString& s : FieldRegistry::configSections())
        if (!order.contains(s) && s != QLatin1String("env_vars"))
            order << s;
    return order;
}

// mixed_precision: Bridge's recipe name when one matches the precision fields, else the fields themselves.
void writeMixedPrecision(YAML::Emitter& out, const EmitPlan& plan, const EmitOptions& options, EmitResult& result)
{
    QList<EmitEntry> entries;
    for (const EmitEntry& e : plan.entries)
        if (MixedPrecision::isPrecisionField(e.id))
            entries << e;
    if (entries.isEmpty())
        return;
    if (!plan.mixedPrecisionName.isEmpty()) {
        out << YAML::Key << "mixed_precision" << YAML::Value << utf8(plan.mixedPrecisionName);
        comment(out, YamlEmitter::tr("Bridge's mixed-precision recipe; sets bf16/fp8/fp4 on the model."),
                options.comments);
        for (const EmitEntry& e : entries)
            result.writtenPaths << FieldRegistry::instance().spec(e.id).path;
        return;
    }
    out << YAML::Key << "mixed_precision" << YAML::Value << YAML::BeginMap;
    for (const EmitEntry& e : entries) {
        out << YAML::Key << utf8(keyOf(e.id)) << YAML::Value;
        value(out, e.value);
        comment(out, EmitNotes::explain(e, plan), options.comments);
        result.writtenPaths << FieldRegistry::instance().spec(e.id).path;
    }
    out << YAML::EndMap;
}

// offline_packing_specs with its pad_cu_seqlens (an object in Bridge: present with its fields, or null).
void writePadCuSeqlens(YAML::Emitter& out, const EmitPlan& plan, const EmitOptions& options, EmitResult& result)
{
    const EmitEntry pad{F::PadCuSeqlens, plan.value(F::PadCuSeqlens), false};
    out << YAML::Key << "pad_cu_seqlens" << YAML::Value;
    value(out, pad.value);
    comment(out, EmitNotes::explain(pad, plan), options.comments);
    result.writtenPaths << fieldPath(F::PadCuSeqlens);
}

// One section's map (the precision fields and pad_cu_seqlens excepted, written elsewhere).
void writeSection(YAML::Emitter& out, const QString& section, const EmitPlan& plan, const EmitOptions& options,
                  EmitResult& result)
{
    QList<EmitEntry> entries;
    for (const EmitEntry& e : plan.section(section))
        if (!MixedPrecision::isPrecisionField(e.id) && e.id != F::PadCuSeqlens)
            entries << e;
    const bool packingOnly = section == QLatin1String("dataset") && plan.has(F::PadCuSeqlens);
    if (entries.isEmpty() && !packingOnly)
        return;
    out << YAML::Key << utf8(section) << YAML::Value << YAML::BeginMap;
    bool packingWritten = false;
    for (const EmitEntry& e : entries) {
        const QString path = FieldRegistry::instance().spec(e.id).path;
        result.writtenPaths << path;
        if (e.id == F::OfflinePackingSpecs) {
            out << YAML::Key << "offline_packing_specs" << YAML::Value;
            if (!e.value.toBool() && !plan.has(F::PadCuSeqlens)) {
                out << YAML::Null;
                comment(out, YamlEmitter::tr("No offline packing."), options.comments);
                continue;
            }
            out << YAML::BeginMap;
            if (plan.has(F::PadCuSeqlens))
                writePadCuSeqlens(out, plan, options, result);
            out << YAML::EndMap;
            packingWritten = true;
            continue;
        }
        out << YAML::Key << utf8(keyOf(e.id)) << YAML::Value;
        value(out, e.value);
        comment(out, EmitNotes::explain(e, plan), options.comments);
    }
    if (packingOnly && !packingWritten) {
        out << YAML::Key << "offline_packing_specs" << YAML::Value << YAML::BeginMap;
        writePadCuSeqlens(out, plan, options, result);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

void writeEnv(YAML::Emitter& out, const EmitPlan& plan, const EmitOptions& options, EmitResult& result)
{
    if (plan.env.isEmpty())
        return;
    out << YAML::Key << "env_vars" << YAML::Value << YAML::BeginMap;
    for (auto it = plan.env.constBegin(); it != plan.env.constEnd(); ++it) {
        out << YAML::Key;
        if (ValueFormat::yamlNeedsQuotes(it.key()))
            out << YAML::DoubleQuoted;
        out << utf8(it.key()) << YAML::Value << YAML::DoubleQuoted << utf8(it.value());
        comment(out, EmitNotes::explainEnv(it.key(), it.value(), plan), options.comments);
        result.writtenPaths << QStringLiteral("env_vars.") + it.key();
    }
    out << YAML::EndMap;
}

} // namespace

EmitResult YamlEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    EmitResult result;
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    for (const QString& section : sectionOrder()) {
        if (section == QLatin1String("mixed_precision"))
            writeMixedPrecision(out, plan, options, result);
        else
            writeSection(out, section, plan, options, result);
    }
    writeEnv(out, plan, options, result);
    out << YAML::EndMap;
    if (!out.good()) {
        result.notes
            << YamlEmitter::tr("yaml-cpp could not write the file: %1").arg(QString::fromStdString(out.GetLastError()));
        return result;
    }

    QString text;
    if (options.comments) {
        QStringList header
            = EmitNotes::header(YamlEmitter::tr("Megatron Bridge override file for --config-file"), plan, options);
        for (const QString& line : header)
            text += EmitNotes::commentLine(line) + QLatin1Char('\n');
        text += QLatin1Char('\n');
    }
    text += QString::fromStdString(out.c_str()) + QLatin1Char('\n');
    result.ok = true;
    result.text = text;
    result.fileName = EmitNotes::fileStem(options.title) + QStringLiteral(".yaml");
    return result;
}

std::optional<ReadBack> YamlEmitter::readBack(const QString& text, const TargetContext& target,
                                              const EmitOptions&) const
{
    ReadBack back;
    back.target = targetFor(target);
    back.import = YamlImporter::importText(text.toUtf8(), QStringLiteral("<generated yaml>"), back.config);
    return back;
}

} // namespace cga
