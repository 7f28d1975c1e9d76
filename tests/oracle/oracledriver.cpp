// cga_oracle_driver: the cga side of the differential test against Megatron-Core's own validation
// (tests/oracle/differential.py). It runs the rules engine through the core API, in one process for all cases.
//
//   cga_oracle_driver fields                 one JSON line per configuration field (path, type, default, allowed)
//   cga_oracle_driver validate IN.jsonl OUT.jsonl [--profile head] [--front-end bridge-yaml]
//
// IN holds the oracle's cases ({"id", "facts": {"te", "torch"}, "model": {...}}); each becomes the Bridge YAML
// document {"model": {...}} (JSON is YAML), read by the YAML importer as `cga validate` reads a file, and is validated
// under the case's Transformer Engine and PyTorch versions. A case with a "doc" object instead (the Bridge lens,
// tests/oracle/bridge_differential.py) is that whole Bridge YAML document, and its facts may name the GPU ("gpu").
// OUT gets one line per case: the import's fatal error, if any, and every error diagnostic in evaluation order (rule
// id, phase, upstream message, fields).
#include "io/yamlimporter.h"
#include "model/fieldregistry.h"
#include "model/targetcontext.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

namespace {

using namespace cga;

QJsonObject fieldJson(const FieldSpec& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("path"), s.path);
    o.insert(QStringLiteral("type"), FieldRegistry::typeName(s.type));
    o.insert(QStringLiteral("default"), variantToJson(s.defaultValue));
    o.insert(QStringLiteral("nullable"), s.nullable);
    o.insert(QStringLiteral("allowed"), QJsonArray::fromStringList(s.allowed));
    o.insert(QStringLiteral("deprecated_allowed"), QJsonArray::fromStringList(s.deprecatedAllowed));
    return o;
}

int listFields()
{
    QTextStream out(stdout);
    for (const FieldSpec& s : FieldRegistry::instance().all())
        out << QJsonDocument(fieldJson(s)).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

TargetContext targetFor(const QJsonObject& facts, McoreProfile profile, FrontEnd frontEnd)
{
    TargetContext t;
    t.teVersion = QVersionNumber::fromString(facts.value(QStringLiteral("te")).toString());
    t.teInstalled = !t.teVersion.isNull();
    t.torchVersion = QVersionNumber::fromString(facts.value(QStringLiteral("torch")).toString());
    t.profile = profile;
    t.frontEnd = frontEnd;
    if (const auto gpu = TargetContext::parseGpu(facts.value(QStringLiteral("gpu")).toString()))
        t.gpu = *gpu;
    return t;
}

QJsonObject diagnosticJson(const Diagnostic& d)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), d.id);
    o.insert(QStringLiteral("phase"), Diagnostic::phaseName(d.phase));
    o.insert(QStringLiteral("upstream"), d.upstreamMessage);
    o.insert(QStringLiteral("source"), d.source);
    o.insert(QStringLiteral("fields"), QJsonArray::fromStringList(d.fields));
    return o;
}

QJsonObject validateCase(const QJsonObject& c, McoreProfile profile, FrontEnd frontEnd)
{
    QJsonObject result;
    result.insert(QStringLiteral("id"), c.value(QStringLiteral("id")));
    QJsonObject doc = c.value(QStringLiteral("doc")).toObject();
    if (!c.contains(QStringLiteral("doc")))
        doc.insert(QStringLiteral("model"), c.value(QStringLiteral("model")));
    TrainingConfig cfg;
    const ImportResult imported
        = YamlImporter::importText(QJsonDocument(doc).toJson(QJsonDocument::Compact), QStringLiteral("case.yaml"), cfg);
    if (!imported.ok()) {
        result.insert(QStringLiteral("fatal"), imported.errorText());
        return result;
    }
    ValidationOptions options;
    options.proveFixes = false;
    options.includeAdvice = false;
    const ValidationReport report = RulesEngine::validate(
        cfg, targetFor(c.value(QStringLiteral("facts")).toObject(), profile, frontEnd), options);
    QJsonArray errors;
    for (const Diagnostic& d : imported.diagnostics)
        if (d.isError())
            errors.append(diagnosticJson(d));
    for (const Diagnostic& d : report.diagnostics)
        if (d.isError())
            errors.append(diagnosticJson(d));
    result.insert(QStringLiteral("errors"), errors);
    QJsonObject post;
    for (const char* path : {"model.cuda_graph_impl", "model.cuda_graph_modules"})
        post.insert(QString::fromLatin1(path).mid(6),
                    variantToJson(report.normalized.valueAt(QString::fromLatin1(path))));
    result.insert(QStringLiteral("post"), post);
    return result;
}

int validateAll(const QStringList& args)
{
    if (args.size() < 2) {
        std::fputs("usage: cga_oracle_driver validate IN.jsonl OUT.jsonl [--profile P] [--front-end F]\n", stderr);
        return 2;
    }
    McoreProfile profile = McoreProfile::Head;
    FrontEnd frontEnd = FrontEnd::BridgeYaml;
    for (int i = 2; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--profile"))
            profile = TargetContext::parseProfile(args[i + 1]).value_or(profile);
        else if (args[i] == QLatin1String("--front-end"))
            frontEnd = TargetContext::parseFrontEnd(args[i + 1]).value_or(frontEnd);
    }
    QFile in(args[0]);
    QFile out(args[1]);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "cga_oracle_driver: cannot open %s or %s\n", qPrintable(args[0]), qPrintable(args[1]));
        return 2;
    }
    int line = 0;
    while (!in.atEnd()) {
        const QByteArray text = in.readLine().trimmed();
        ++line;
        if (text.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
        if (!doc.isObject()) {
            std::fprintf(stderr, "%s:%d: not a JSON object: %s\n", qPrintable(args[0]), line,
                         qPrintable(error.errorString()));
            return 2;
        }
        out.write(QJsonDocument(validateCase(doc.object(), profile, frontEnd)).toJson(QJsonDocument::Compact));
        out.write("\n");
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.value(0) == QLatin1String("fields"))
        return listFields();
    if (args.value(0) == QLatin1String("validate"))
        return validateAll(args.mid(1));
    std::fputs("usage: cga_oracle_driver fields | validate IN.jsonl OUT.jsonl [--profile P] [--front-end F]\n", stderr);
    return 2;
}
