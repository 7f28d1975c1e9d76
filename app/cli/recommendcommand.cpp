#include "command.h"
#include "presetinput.h"
#include "recipes/recommender.h"
#include "rules/reporttext.h"
#include "targetoptions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cga::cli {

namespace {

QJsonArray changesJson(const QList<FieldChange>& changes)
{
    QJsonArray a;
    for (const FieldChange& c : changes)
        a.append(QJsonObject{{QStringLiteral("path"), c.path}, {QStringLiteral("value"), variantToJson(c.value)}});
    return a;
}

QString changeLine(const FieldChange& c)
{
    return c.path + QLatin1Char('=') + displayValue(c.value);
}

// `cga recommend`: implementation, scopes and warmup for a workload, with the reasons and the rejected alternatives.
class RecommendCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("recommend"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "Propose CUDA-graph settings for a workload, with reasons.");
    }

    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        parser.setApplicationDescription(QCoreApplication::translate(
            "cga::cli",
            "Proposes cuda_graph_impl, scopes, warmup and the settings they need for a workload, following the "
            "skill's quick decision, the newer evidence-gated guidance and the shipped recipes. Every proposal is "
            "validated; rejected candidates are listed with the rules that reject them. With --preset the workload "
            "facts are read from the configuration and the options below change them."));
        addOptions(parser);
        int code = 0;
        if (!parse(parser, args, &code))
            return code;

        QString error;
        std::optional<Preset> preset;
        if (parser.isSet(QStringLiteral("preset")) || parser.isSet(QStringLiteral("recipe"))) {
            preset = PresetInput::load(parser, &error);
            if (!preset) {
                err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
                return 2;
            }
        } else if (!parser.isSet(QStringLiteral("kind"))) {
            err() << QCoreApplication::translate("cga::cli", "Give --kind (%1) or --preset NAME|FILE.yaml.")
                         .arg(WorkloadKinds::names().join(QStringLiteral(", ")))
                  << Qt::endl;
            return 2;
        }
        TargetContext target = preset ? preset->target : TargetContext();
        LoadedConfig loaded;
        loaded.frontEnd = target.frontEnd;
        if (preset && !target.gpu.name.isEmpty())
            loaded.import.gpu = target.gpu;
        if (!TargetOptions::apply(parser, loaded, &target, &error)) {
            err() << error << Qt::endl;
            return 2;
        }

        WorkloadFacts facts = preset ? WorkloadFacts::fromConfig(preset->config, target) : WorkloadFacts();
        facts.gpu = target.gpu;
        if (!readFacts(parser, facts, &error)) {
            err() << error << Qt::endl;
            return 2;
        }
        TrainingConfig base;
        if (preset) {
            base = preset->config;
            facts.applyTo(base);
        } else {
            base = facts.baseConfig();
        }
        const Recommendation rec = Recommender::recommend(facts, base, target);

        if (parser.value(QStringLiteral("format")) == QLatin1String("json"))
            printJson(facts, rec);
        else
            printText(facts, rec, preset);
        out().flush();
        return rec.baseHasErrors ? 1 : 0;
    }

private:
    static void addOptions(QCommandLineParser& parser)
    {
        PresetInput::addOptions(parser, false);
        parser.addOption({QStringLiteral("kind"),
                          QCoreApplication::translate("cga::cli", "Workload kind: %1.")
                              .arg(WorkloadKinds::names().join(QStringLiteral(", "))),
                          QStringLiteral("kind")});
        parser.addOption(
            {QStringLiteral("moe"), QCoreApplication::translate("cga::cli", "The hybrid model has MoE layers.")});
        parser.addOption({QStringLiteral("recompute"),
                          QCoreApplication::translate("cga::cli", "Activation recompute: none, selective or full."),
                          QStringLiteral("mode")});
        parser.addOption({QStringLiteral("recompute-modules"),
                          QCoreApplication::translate("cga::cli", "Selective recompute modules, comma-separated."),
                          QStringLiteral("list")});
        parser.addOption({QStringLiteral("offload"),
                          QCoreApplication::translate("cga::cli", "Offloading: none, cpu or fine-grained."),
                          QStringLiteral("mode")});
        parser.addOption(
            {QStringLiteral("packed"), QCoreApplication::translate("cga::cli", "Offline packed sequences (SFT).")});
        parser.addOption({QStringLiteral("ep-overlap"),
                          QCoreApplication::translate("cga::cli", "Expert-parallel all-to-all overlap.")});
        parser.addOption({QStringLiteral("precision"),
                          QCoreApplication::translate("cga::cli", "bf16, fp8cs, fp8mx, fp8sc or nvfp4."),
                          QStringLiteral("name")});
        parser.addOption({QStringLiteral("profiled"),
                          QCoreApplication::translate("cga::cli",
                                                      "An eager profile shows host/launch gaps (the newer "
                                                      "guidance's precondition).")});
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli", "Output format: text or json."),
                          QStringLiteral("text|json"), QStringLiteral("text")});
        TargetOptions::add(parser);
    }

    void printJson(const WorkloadFacts& facts, const Recommendation& rec)
    {
        QJsonArray alternatives;
        for (const auto& a : rec.alternatives)
            alternatives.append(QJsonObject{{QStringLiteral("title"), a.title},
                                            {QStringLiteral("impl"), a.impl},
                                            {QStringLiteral("modules"), QJsonArray::fromStringList(a.modules)},
                                            {QStringLiteral("valid"), a.valid},
                                            {QStringLiteral("rejected_by"), QJsonArray::fromStringList(a.rejectedBy)},
                                            {QStringLiteral("why"), a.why},
                                            {QStringLiteral("changes"), changesJson(a.changes)}});
        const QJsonObject o{{QStringLiteral("workload"), facts.summary()},
                            {QStringLiteral("impl"), rec.impl},
                            {QStringLiteral("modules"), QJsonArray::fromStringList(rec.modules)},
                            {QStringLiteral("warmup"), rec.warmup},
                            {QStringLiteral("field_changes"), changesJson(rec.fieldChanges)},
                            {QStringLiteral("env_changes"), changesJson(rec.envChanges)},
                            {QStringLiteral("reasons"), QJsonArray::fromStringList(rec.reasons)},
                            {QStringLiteral("alternatives"), alternatives},
                            {QStringLiteral("valid"), rec.report.valid()},
                            {QStringLiteral("base_has_errors"), rec.baseHasErrors}};
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    }

    void printText(const WorkloadFacts& facts, const Recommendation& rec, const std::optional<Preset>& preset)
    {
        out() << QCoreApplication::translate("cga::cli", "Workload: %1").arg(facts.summary()) << "\n";
        if (preset)
            out() << QCoreApplication::translate("cga::cli", "Starting from: %1").arg(preset->info.title()) << "\n";
        out() << "\n" << QCoreApplication::translate("cga::cli", "Proposal: cuda_graph_impl=%1").arg(rec.impl);
        if (rec.graphsOn())
            out()
                << QStringLiteral(", modules=[%1], warmup=%2").arg(rec.modules.join(QLatin1Char(','))).arg(rec.warmup);
        out() << "\n";
        if (!rec.allChanges().isEmpty()) {
            out() << QCoreApplication::translate("cga::cli", "Changes:") << "\n";
            for (const FieldChange& c : rec.allChanges())
                out() << "  " << changeLine(c) << "\n";
        }
        out() << QCoreApplication::translate("cga::cli", "Why:") << "\n";
        for (const QString& r : rec.reasons)
            out() << "  - " << r << "\n";
        if (!rec.alternatives.isEmpty()) {
            out() << QCoreApplication::translate("cga::cli", "Alternatives:") << "\n";
            for (const auto& a : rec.alternatives) {
                out() << "  - " << a.title << ": ";
                if (a.valid)
                    out() << a.why;
                else
                    out() << QCoreApplication::translate("cga::cli", "rejected by %1")
                                 .arg(a.rejectedBy.join(QStringLiteral(", ")));
                out() << "\n";
            }
        }
        if (rec.baseHasErrors) {
            out() << "\n" << ReportText::render(rec.report.diagnostics, QStringLiteral("recommend"), false);
        } else if (rec.graphsOn() && preset) {
            QStringList sets;
            for (const FieldChange& c : rec.allChanges())
                sets << QStringLiteral("--set ") + changeLine(c);
            out() << "\n"
                  << QCoreApplication::translate("cga::cli", "Write it: cga generate --preset %1 %2 --format yaml")
                         .arg(preset->info.id, sets.join(QLatin1Char(' ')))
                  << "\n";
        }
    }

    static bool readFacts(const QCommandLineParser& parser, WorkloadFacts& facts, QString* error)
    {
        if (parser.isSet(QStringLiteral("kind"))) {
            const auto k = WorkloadKinds::parse(parser.value(QStringLiteral("kind")));
            if (!k) {
                *error = QCoreApplication::translate("cga::cli", "--kind must be one of %1.")
                             .arg(WorkloadKinds::names().join(QStringLiteral(", ")));
                return false;
            }
            facts.kind = *k;
        }
        if (parser.isSet(QStringLiteral("moe")))
            facts.moe = true;
        if (parser.isSet(QStringLiteral("recompute"))) {
            const auto r = WorkloadFacts::parseRecompute(parser.value(QStringLiteral("recompute")));
            if (!r) {
                *error = QCoreApplication::translate("cga::cli", "--recompute must be none, selective or full.");
                return false;
            }
            facts.recompute = *r;
        }
        if (parser.isSet(QStringLiteral("recompute-modules")))
            facts.recomputeModules
                = parser.value(QStringLiteral("recompute-modules")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (parser.isSet(QStringLiteral("offload"))) {
            const auto o = WorkloadFacts::parseOffload(parser.value(QStringLiteral("offload")));
            if (!o) {
                *error = QCoreApplication::translate("cga::cli", "--offload must be none, cpu or fine-grained.");
                return false;
            }
            facts.offload = *o;
        }
        if (parser.isSet(QStringLiteral("packed")))
            facts.packedSequences = true;
        if (parser.isSet(QStringLiteral("ep-overlap")))
            facts.epOverlap = true;
        if (parser.isSet(QStringLiteral("precision"))) {
            const QString p = parser.value(QStringLiteral("precision")).toLower().remove(QLatin1Char('_'));
            if (!WorkloadFacts::precisionNames().contains(p)) {
                *error = QCoreApplication::translate("cga::cli", "--precision must be one of %1.")
                             .arg(WorkloadFacts::precisionNames().join(QStringLiteral(", ")));
                return false;
            }
            facts.precision = p;
        }
        if (parser.isSet(QStringLiteral("profiled")))
            facts.launchBoundProfile = true;
        return true;
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::RecommendCommand;
CGA_REGISTER_COMMAND(RecommendCommand)
