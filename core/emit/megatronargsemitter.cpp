#include "emit/megatronargsemitter.h"

#include "emit/emitnotes.h"
#include "emit/envemitter.h"
#include "io/megatronargsimporter.h"
#include "model/modelprovider.h"
#include "model/valueformat.h"
#include "util/shellwords.h"

#include <QRegularExpression>

namespace cga {

namespace {

using F = FieldId;

// moe_layer_freq as arguments.py evaluates it: "([0]*3+[1]*58)".
QString layerPattern(const QVariantList& items)
{
    QStringList runs;
    int i = 0;
    while (i < items.size()) {
        int j = i;
        while (j < items.size() && items.at(j).toLongLong() == items.at(i).toLongLong())
            ++j;
        runs << QStringLiteral("[%1]*%2").arg(items.at(i).toLongLong()).arg(j - i);
        i = j;
    }
    return QLatin1Char('(') + runs.join(QLatin1Char('+')) + QLatin1Char(')');
}

QString argText(const QVariant& v)
{
    if (ValueFormat::isFloatValue(v))
        return ValueFormat::floatText(v.toDouble());
    if (v.metaType().id() == QMetaType::Bool)
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return v.toString();
}

// Collects the flags of a plan's fields, with what was written and what the command line cannot say.
class ArgsBuilder
{
public:
    ArgsBuilder(const EmitPlan& plan, EmitResult& result)
        : m_plan(plan)
        , m_result(result)
    {
    }

    QList<QStringList> build()
    {
        addNanChecks();
        addRngTracker();
        for (const EmitEntry& e : m_plan.entries) {
            const FieldId id = e.id;
            if (id == F::CheckForNanInLoss || id == F::CheckForNanInGrad || id == F::UseTeRngTracker
                || id == F::RngTeRngTracker)
                continue;
            addEntry(e);
        }
        if (!m_unsupported.isEmpty())
            m_result.notes << MegatronArgsEmitter::tr("The Megatron-LM command line has no argument for: %1.")
                                  .arg(m_unsupported.join(QStringLiteral(", ")));
        return m_args;
    }

private:
    void written(FieldId id) { m_result.writtenPaths << fieldPath(id); }
    void notExpressed(FieldId id)
    {
        m_result.notExpressed << fieldPath(id);
        m_unsupported << fieldPath(id);
    }

    // The NaN checks: one flag turns both off.
    void addNanChecks()
    {
        const bool lossOn = m_plan.config.boolValue(F::CheckForNanInLoss);
        const bool gradOn = m_plan.config.boolValue(F::CheckForNanInGrad);
        const bool noNan = !lossOn;
        if (noNan)
            m_args << QStringList{QStringLiteral("--no-check-for-nan-in-loss-and-grad")};
        if (m_plan.has(F::CheckForNanInLoss))
            written(F::CheckForNanInLoss);
        if (m_plan.has(F::CheckForNanInGrad)) {
            if (gradOn == !noNan) {
                written(F::CheckForNanInGrad);
            } else {
                m_result.notExpressed << fieldPath(F::CheckForNanInGrad);
                m_result.notes << MegatronArgsEmitter::tr("%1=%2 cannot be written: Megatron-LM has one flag for both "
                                                          "NaN checks (--no-check-for-nan-in-loss-and-grad), set here "
                                                          "by the loss check.")
                                      .arg(fieldPath(F::CheckForNanInGrad),
                                           displayValue(m_plan.config.value(F::CheckForNanInGrad)));
            }
        }
    }

    // The TE RNG tracker: one flag for both; Megatron-LM turns it on by itself for TE graphs (MLM-04).
    void addRngTracker()
    {
        const bool rng = m_plan.config.boolValue(F::UseTeRngTracker) || m_plan.config.boolValue(F::RngTeRngTracker);
        if (rng)
            m_args << QStringList{QStringLiteral("--te-rng-tracker")};
        if (!m_plan.has(F::UseTeRngTracker) && !m_plan.has(F::RngTeRngTracker))
            return;
        const bool forcedOn = !rng && m_plan.impl == QLatin1String("transformer_engine");
        for (FieldId id : {F::UseTeRngTracker, F::RngTeRngTracker}) {
            if (forcedOn)
                m_result.notExpressed << fieldPath(id);
            else
                written(id);
        }
        if (forcedOn)
            m_result.notes << MegatronArgsEmitter::tr("The TE RNG tracker is off in this configuration, but "
                                                      "Megatron-LM turns it on for Transformer Engine graphs "
                                                      "(MLM-04).");
    }

    // The flags that are not `--flag value` of the field itself. Returns false for any other field.
    bool addSpecialEntry(const EmitEntry& e)
    {
        const FieldId id = e.id;
        if (id == F::GradientAccumulationFusion || id == F::AddBiasLinear) {
            if (!e.value.toBool())
                m_args << QStringList{id == F::GradientAccumulationFusion
                                          ? QStringLiteral("--no-gradient-accumulation-fusion")
                                          : QStringLiteral("--disable-bias-linear")};
            written(id);
            return true;
        }
        if (id == F::NumQueryGroups && e.value.toLongLong() > 0) {
            // argument_utils.py reads --num-query-groups only with --group-query-attention.
            m_args << QStringList{QStringLiteral("--group-query-attention")}
                   << QStringList{MegatronArgsImporter::flagFor(id), argText(e.value)};
            written(id);
            return true;
        }
        if (id == F::CpuOffloadingNumLayers && e.value.toLongLong() > 0 && !m_plan.config.boolValue(F::CpuOffloading)) {
            // Inert in Bridge, but --cpu-offloading-num-layers > 0 switches offloading on in Megatron-LM (MLM-12).
            m_result.notExpressed << fieldPath(id);
            m_result.notes << MegatronArgsEmitter::tr("%1=%2 is left out: it has no effect in Bridge while "
                                                      "cpu_offloading is False, but on the Megatron-LM command line "
                                                      "it switches CPU offloading on (MLM-12), which graphs reject "
                                                      "(MC-14).")
                                  .arg(fieldPath(id), displayValue(e.value));
            return true;
        }
        return false;
    }

    void addEntry(const EmitEntry& e)
    {
        const FieldId id = e.id;
        const FieldSpec& spec = FieldRegistry::instance().spec(id);
        // Bridge's comm_overlap settings become the model flags they are copied onto.
        FieldId flagField = id;
        if (id == F::CommOverlapMoeExpertParallelComm)
            flagField = F::ModelOverlapMoeExpertParallelComm;
        else if (id == F::CommOverlapDelayWgradCompute)
            flagField = F::ModelDelayWgradCompute;
        if (addSpecialEntry(e))
            return;
        const QString flag = MegatronArgsImporter::flagFor(flagField);
        if (flag.isEmpty()) {
            notExpressed(id);
            return;
        }
        if (spec.type == FieldType::Bool) {
            if (e.value.toBool()) {
                m_args << QStringList{flag};
                written(flagField);
            } else if (spec.defaultValue.toBool()) {
                // store_true flags cannot say False; the importer would read the default back.
                notExpressed(id);
            } else {
                written(flagField);
            }
            return;
        }
        if (isNullValue(e.value)) {
            if (isNullValue(spec.defaultValue))
                written(id); // None is the command line's default too
            else
                notExpressed(id);
            return;
        }
        if (id == F::MoeLayerFreq && ValueFormat::isListValue(e.value)) {
            m_args << QStringList{flag, layerPattern(e.value.toList())};
            written(id);
            return;
        }
        if (ValueFormat::isListValue(e.value)) {
            const QVariantList items = e.value.toList();
            if (!items.isEmpty()) {
                QStringList a{flag};
                for (const QVariant& item : items)
                    a << argText(item);
                m_args << a;
            }
            written(id);
            return;
        }
        m_args << QStringList{flag, argText(e.value)};
        written(flagField);
    }

    const EmitPlan& m_plan;
    EmitResult& m_result;
    QList<QStringList> m_args; // one flag with its values per entry
    QStringList m_unsupported;
};

// NAME=value words in front of the command, for the environment variables that are shell names.
QStringList envAssignments(const EmitPlan& plan, EmitResult& result)
{
    QStringList envWords;
    for (auto it = plan.env.constBegin(); it != plan.env.constEnd(); ++it) {
        if (!EnvEmitter::isShellName(it.key())) {
            result.notExpressed << QStringLiteral("env_vars.") + it.key();
            result.notes << MegatronArgsEmitter::tr("%1 is not a shell variable name and cannot prefix the command.")
                                .arg(it.key());
            continue;
        }
        envWords << it.key() + QLatin1Char('=') + ShellWords::quote(it.value()); // NAME=... stays an assignment
        result.writtenPaths << QStringLiteral("env_vars.") + it.key();
    }
    return envWords;
}

} // namespace

EmitResult MegatronArgsEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    EmitResult result;
    result.scope = RoundTripScope::WrittenPaths;
    const QList<QStringList> args = ArgsBuilder(plan, result).build();

    const ProviderKind provider = ModelProvider::classify(plan.config.stringValue(F::ModelTarget));
    const QString script
        = provider == ProviderKind::Hybrid ? QStringLiteral("pretrain_mamba.py") : QStringLiteral("pretrain_gpt.py");
    if (provider == ProviderKind::Qwen3VlMoe)
        result.notes << MegatronArgsEmitter::tr("Megatron-LM has no Qwen3-VL training script; these are the language "
                                                "model's arguments.");

    QStringList lines;
    if (options.comments) {
        for (const QString& h : EmitNotes::header(MegatronArgsEmitter::tr("Megatron-LM arguments"), plan, options))
            lines << EmitNotes::commentLine(h);
    }
    QStringList command;
    const QStringList envWords = envAssignments(plan, result);
    if (!envWords.isEmpty())
        command << envWords.join(QLatin1Char(' '));
    command << QStringLiteral("python ") + script;
    for (const QStringList& a : args)
        command << QStringLiteral("    ") + ShellWords::join(a);
    lines << command.join(QStringLiteral(" \\\n"));
    result.ok = true;
    result.text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    result.fileName = EmitNotes::fileStem(options.title) + QStringLiteral("-megatron-args.txt");
    return result;
}

std::optional<ReadBack> MegatronArgsEmitter::readBack(const QString& text, const TargetContext& target,
                                                      const EmitOptions&) const
{
    ReadBack back;
    back.target = targetFor(target);
    back.import = MegatronArgsImporter::importText(text, back.config, QStringLiteral("<generated megatron-args>"));
    return back;
}

} // namespace cga
