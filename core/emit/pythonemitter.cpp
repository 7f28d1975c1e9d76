#include "emit/pythonemitter.h"

#include "emit/emitnotes.h"
#include "io/pythonoverridesimporter.h"
#include "model/mixedprecision.h"
#include "model/valueformat.h"

namespace cga {

namespace {

using F = FieldId;

QString commentLine(const QString& text)
{
    return EmitNotes::commentLine(text);
}

} // namespace

EmitResult PythonEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    EmitResult result;
    QStringList lines;
    if (options.comments) {
        for (const QString& h : EmitNotes::header(PythonEmitter::tr("Recipe edits"), plan, options))
            lines << commentLine(h);
        lines << commentLine(PythonEmitter::tr("Paste after the line that builds the config (cfg = <recipe>())."));
    }

    QString lastSection;
    auto startSection = [&](const QString& section) {
        if (section == lastSection)
            return;
        if (!lines.isEmpty())
            lines << QString();
        lastSection = section;
    };

    // Provider classes are not pasteable: a recipe builds them. Carried as #: comments for the importer.
    for (FieldId target : {F::ModelTarget, F::DatasetTarget}) {
        if (!plan.has(target))
            continue;
        const QString path = fieldPath(target);
        if (options.comments)
            lines << commentLine(PythonEmitter::tr("The recipe builds this class; kept here so the settings can be "
                                                   "checked against it:"));
        lines << QStringLiteral("#: %1 = %2").arg(path, ValueFormat::pythonLiteral(plan.value(target)));
        result.writtenPaths << path;
    }

    bool precisionDone = false;
    for (const EmitEntry& e : plan.entries) {
        const QString path = fieldPath(e.id);
        if (e.id == F::ModelTarget || e.id == F::DatasetTarget)
            continue;
        if (MixedPrecision::isPrecisionField(e.id)) {
            result.writtenPaths << path;
            if (precisionDone)
                continue;
            precisionDone = true;
            startSection(QStringLiteral("mixed_precision"));
            if (!plan.mixedPrecisionName.isEmpty()) {
                lines << QStringLiteral("cfg.mixed_precision = %1")
                             .arg(ValueFormat::pythonString(plan.mixedPrecisionName));
                continue;
            }
            // No recipe name matches: set the fields of a MixedPrecisionConfig.
            for (const EmitEntry& p : plan.entries)
                if (MixedPrecision::isPrecisionField(p.id))
                    lines << QStringLiteral("cfg.mixed_precision.%1 = %2")
                                 .arg(fieldPath(p.id).section(QLatin1Char('.'), 1),
                                      ValueFormat::pythonLiteral(p.value));
            continue;
        }
        startSection(path.section(QLatin1Char('.'), 0, 0));
        result.writtenPaths << path;
        if (e.id == F::OfflinePackingSpecs) {
            // An object: None removes it; otherwise its pad_cu_seqlens line (written below) implies it.
            if (!e.value.toBool())
                lines << QStringLiteral("cfg.dataset.offline_packing_specs = None");
            else if (!plan.has(F::PadCuSeqlens))
                lines << QStringLiteral("cfg.dataset.offline_packing_specs.pad_cu_seqlens = %1")
                             .arg(ValueFormat::pythonLiteral(plan.value(F::PadCuSeqlens)));
            continue;
        }
        if (e.graph && options.comments)
            lines << commentLine(EmitNotes::explain(e, plan));
        lines << QStringLiteral("cfg.%1 = %2").arg(path, ValueFormat::pythonLiteral(e.value));
    }

    if (!plan.env.isEmpty()) {
        startSection(QStringLiteral("env_vars"));
        if (options.comments)
            lines << commentLine(PythonEmitter::tr("Bridge applies these with os.environ.setdefault: a variable "
                                                   "the launching shell exports wins."));
        for (auto it = plan.env.constBegin(); it != plan.env.constEnd(); ++it) {
            lines << QStringLiteral("cfg.env_vars[%1] = %2")
                         .arg(ValueFormat::pythonString(it.key()), ValueFormat::pythonString(it.value()));
            result.writtenPaths << QStringLiteral("env_vars.") + it.key();
        }
    }
    result.ok = true;
    result.text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    result.fileName = EmitNotes::fileStem(options.title) + QStringLiteral(".py");
    return result;
}

std::optional<ReadBack> PythonEmitter::readBack(const QString& text, const TargetContext& target,
                                                const EmitOptions&) const
{
    ReadBack back;
    back.target = targetFor(target);
    back.import = PythonOverridesImporter::importText(text, back.config, QStringLiteral("<generated python>"));
    return back;
}

} // namespace cga
