#include "command.h"
#include "recipes/presetlibrary.h"
#include "recipes/recipecatalogue.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cga::cli {

namespace {

// `cga presets`: the preset library, grouped by model family, with each preset's source recipe.
class PresetsCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("presets"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "List the presets built from Megatron Bridge recipes.");
    }

    static void addOptions(QCommandLineParser& parser)
    {
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli", "Output format: text or json."),
                          QStringLiteral("text|json"), QStringLiteral("text")});
        parser.addOption({QStringLiteral("family"),
                          QCoreApplication::translate("cga::cli", "Only this model family (e.g. \"Llama 3\")."),
                          QStringLiteral("name")});
        parser.addOption({QStringLiteral("gpu"), QCoreApplication::translate("cga::cli", "Only this GPU (e.g. h100)."),
                          QStringLiteral("name")});
        parser.addOption({QStringLiteral("kind"),
                          QCoreApplication::translate("cga::cli", "Only this kind: %1.")
                              .arg(WorkloadKinds::names().join(QStringLiteral(", "))),
                          QStringLiteral("kind")});
        parser.addOption(
            {QStringLiteral("all"),
             QCoreApplication::translate("cga::cli",
                                         "List every recipe function of the Megatron Bridge catalogue "
                                         "instead of the presets (use a name with cga validate --recipe).")});
        parser.addOption(
            {QStringLiteral("search"),
             QCoreApplication::translate("cga::cli",
                                         "Search the catalogue: every word must match the name, family, "
                                         "GPU, precision or graph setting (graphs, eager, moe, dense ...)."),
             QStringLiteral("words")});
    }

    // The recipe catalogue (every Bridge recipe function), filtered by --search and --gpu.
    int listCatalogue(const QCommandLineParser& parser, const QString& format)
    {
        const RecipeCatalogue& catalogue = RecipeCatalogue::builtIn();
        QList<const RecipeEntry*> shown;
        for (const RecipeEntry* e : catalogue.search(parser.value(QStringLiteral("search"))))
            if (!parser.isSet(QStringLiteral("gpu"))
                || e->gpu.compare(parser.value(QStringLiteral("gpu")), Qt::CaseInsensitive) == 0)
                shown << e;
        if (format == QLatin1String("json")) {
            QJsonArray list;
            for (const RecipeEntry* e : shown)
                list.append(
                    QJsonObject{{QStringLiteral("name"), e->name},
                                {QStringLiteral("source"), e->sourceText()},
                                {QStringLiteral("kind"), e->kind},
                                {QStringLiteral("family"), e->family},
                                {QStringLiteral("gpu"), e->gpu},
                                {QStringLiteral("num_gpus"), e->numGpus},
                                {QStringLiteral("precision"), e->precision},
                                {QStringLiteral("cuda_graph_impl"), e->graphImpl()},
                                {QStringLiteral("cuda_graph_scope"), QJsonArray::fromStringList(e->graphScopes())},
                                {QStringLiteral("unresolved"), QJsonArray::fromStringList(e->unresolvedPaths())}});
            out() << QJsonDocument(list).toJson(QJsonDocument::Indented);
            out().flush();
            return 0;
        }
        for (const RecipeEntry* e : shown) {
            const QString graphs = e->graphImpl()
                + (e->graphScopes().isEmpty() ? QString() : QStringLiteral(" [%1]").arg(e->graphScopes().join(',')));
            out() << "  " << e->name << "\n      "
                  << QStringLiteral("%1x %2, %3, %4").arg(e->numGpus).arg(e->gpu.toUpper(), e->precision, graphs)
                  << "\n      " << QCoreApplication::translate("cga::cli", "source: %1").arg(e->sourceText()) << "\n";
        }
        out() << "\n"
              << QCoreApplication::translate("cga::cli", "%n recipe(s) of Megatron Bridge %1 (%2).", nullptr,
                                             int(shown.size()))
                     .arg(catalogue.commit().left(12), catalogue.date())
              << "\n"
              << QCoreApplication::translate("cga::cli",
                                             "Next: cga validate --recipe NAME [overrides.yaml] [key=value ...]")
              << "\n";
        out().flush();
        return 0;
    }

    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        parser.setApplicationDescription(QCoreApplication::translate(
            "cga::cli",
            "Lists the presets: Megatron Bridge recipes that enable CUDA graphs and their eager baselines, with the "
            "source recipe each one comes from. Use an id with cga generate --preset or cga recommend --preset."));
        addOptions(parser);
        int code = 0;
        if (!parse(parser, args, &code))
            return code;
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QLatin1String("text") && format != QLatin1String("json")) {
            err() << QCoreApplication::translate("cga::cli", "Unknown format '%1'; use text or json.").arg(format)
                  << Qt::endl;
            return 2;
        }
        std::optional<WorkloadKind> kind;
        if (parser.isSet(QStringLiteral("kind"))) {
            kind = WorkloadKinds::parse(parser.value(QStringLiteral("kind")));
            if (!kind) {
                err() << QCoreApplication::translate("cga::cli", "--kind must be one of %1.")
                             .arg(WorkloadKinds::names().join(QStringLiteral(", ")))
                      << Qt::endl;
                return 2;
            }
        }
        if (parser.isSet(QStringLiteral("all")) || parser.isSet(QStringLiteral("search")))
            return listCatalogue(parser, format);
        const PresetLibrary& library = PresetLibrary::builtIn();
        for (const QString& e : library.errors())
            err() << QCoreApplication::translate("cga::cli", "warning: %1").arg(e) << Qt::endl;

        QList<PresetInfo> shown;
        for (const PresetInfo& p : library.presets()) {
            if (parser.isSet(QStringLiteral("family"))
                && p.family.compare(parser.value(QStringLiteral("family")), Qt::CaseInsensitive) != 0)
                continue;
            if (parser.isSet(QStringLiteral("gpu"))
                && p.gpu.compare(parser.value(QStringLiteral("gpu")), Qt::CaseInsensitive) != 0)
                continue;
            if (kind && p.kind != *kind)
                continue;
            shown << p;
        }

        if (format == QLatin1String("json")) {
            QJsonArray list;
            for (const PresetInfo& p : shown) {
                const auto preset = library.load(p.id);
                ValidationOptions vo;
                vo.proveFixes = false;
                vo.includeAdvice = false;
                const TrainingConfig n = RulesEngine::validate(preset->config, preset->target, vo).normalized;
                QJsonObject o{{QStringLiteral("id"), p.id},
                              {QStringLiteral("title"), p.title()},
                              {QStringLiteral("family"), p.family},
                              {QStringLiteral("kind"), WorkloadKinds::name(p.kind)},
                              {QStringLiteral("gpu"), p.gpu},
                              {QStringLiteral("num_gpus"), p.numGpus},
                              {QStringLiteral("precision"), p.precision},
                              {QStringLiteral("source_recipe"), p.sourceRecipe},
                              {QStringLiteral("source"), p.source},
                              {QStringLiteral("source_kind"), p.sourceKind},
                              {QStringLiteral("cuda_graph_impl"), n.stringValue(FieldId::CudaGraphImpl)},
                              {QStringLiteral("cuda_graph_modules"),
                               QJsonArray::fromStringList(n.listValue(FieldId::CudaGraphModules))},
                              {QStringLiteral("description"), p.description()},
                              {QStringLiteral("default"), p.id == PresetLibrary::defaultPresetId()}};
                if (p.isBaseline())
                    o.insert(QStringLiteral("baseline_of"), p.baselineOf);
                if (p.harness.isValid())
                    o.insert(QStringLiteral("harness_recipe"), p.harness.functionName());
                list.append(o);
            }
            out() << QJsonDocument(list).toJson(QJsonDocument::Indented);
            out().flush();
            return 0;
        }

        QString family;
        for (const PresetInfo& p : shown) {
            if (p.family != family) {
                family = p.family;
                out() << "\n" << family << "\n";
            }
            const auto preset = library.load(p.id);
            ValidationOptions vo;
            vo.proveFixes = false;
            vo.includeAdvice = false;
            const TrainingConfig n = RulesEngine::validate(preset->config, preset->target, vo).normalized;
            QString graphs = n.stringValue(FieldId::CudaGraphImpl);
            if (graphs == QLatin1String("transformer_engine")) {
                const QStringList m = n.listValue(FieldId::CudaGraphModules);
                graphs = QStringLiteral("TE ")
                    + (m.isEmpty() ? QCoreApplication::translate("cga::cli", "whole layer") : m.join(QLatin1Char(',')));
            }
            out() << "  " << p.id << (p.id == PresetLibrary::defaultPresetId() ? QStringLiteral(" *") : QString())
                  << "\n      " << p.title() << "\n      "
                  << QStringLiteral("%1x %2, %3, %4, %5")
                         .arg(p.numGpus)
                         .arg(p.gpu.toUpper(), p.precision, WorkloadKinds::name(p.kind), graphs)
                  << "\n      " << QCoreApplication::translate("cga::cli", "source: %1").arg(p.sourceText()) << "\n";
        }
        out() << "\n"
              << QCoreApplication::translate("cga::cli", "%n preset(s); * = the default.", nullptr, int(shown.size()))
              << "\n"
              << QCoreApplication::translate("cga::cli", "Next: cga generate --preset ID --format yaml") << "\n";
        out().flush();
        return 0;
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::PresetsCommand;
CGA_REGISTER_COMMAND(PresetsCommand)
