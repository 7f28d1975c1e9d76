#include "diagnostics/sourcetext.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace cga {

namespace {

// The short names the rules cite upstream files by (the rules specification's path abbreviations).
// structure: data table
const QHash<QString, QString>& upstreamFiles()
{
    static const QHash<QString, QString> files{
        {QStringLiteral("TC"), QStringLiteral("megatron/core/transformer/transformer_config.py")},
        {QStringLiteral("CGC"), QStringLiteral("megatron/core/transformer/cuda_graph_config.py")},
        {QStringLiteral("CG"), QStringLiteral("megatron/core/transformer/cuda_graphs.py")},
        {QStringLiteral("FCG"), QStringLiteral("megatron/core/full_cuda_graph.py")},
        {QStringLiteral("ARGS"), QStringLiteral("megatron/training/arguments.py")},
        {QStringLiteral("BCFG"), QStringLiteral("src/megatron/bridge/training/config.py")},
        {QStringLiteral("BCG"), QStringLiteral("src/megatron/bridge/utils/cuda_graph.py")},
        {QStringLiteral("GPTP"), QStringLiteral("src/megatron/bridge/models/gpt_provider.py")},
        {QStringLiteral("COV"), QStringLiteral("src/megatron/bridge/training/comm_overlap.py")},
        {QStringLiteral("TRAIN"), QStringLiteral("src/megatron/bridge/training/train.py")},
        {QStringLiteral("OVR"), QStringLiteral("scripts/performance/utils/overrides.py")},
        {QStringLiteral("AP"), QStringLiteral("scripts/performance/argument_parser.py")},
    };
    return files;
}

// "config.py L100-109, L1399" -> "config.py:100-109, 1399"; the rules' short file names spelled out first.
QString spelledOut(QString text)
{
    static const QRegularExpression name(QStringLiteral("\\b([A-Z]+)(?= L\\d)"));
    for (auto it = name.globalMatch(text); it.hasNext();) {
        const QString abbreviation = it.next().captured(1);
        if (upstreamFiles().contains(abbreviation))
            text.replace(QRegularExpression(QStringLiteral("\\b%1(?= L\\d)").arg(abbreviation)),
                         upstreamFiles().value(abbreviation));
    }
    static const QRegularExpression afterName(QStringLiteral("([\\w.)]) L(\\d+)"));
    text.replace(afterName, QStringLiteral("\\1:\\2"));
    static const QRegularExpression other(QStringLiteral("\\bL(\\d+)"));
    return text.replace(other, QStringLiteral("\\1"));
}

} // namespace

QString SourceText::upstream(const QString& source)
{
    static const QRegularExpression abbreviation(QStringLiteral("^([A-Z]+)\\b(.*)$"));
    static const QRegularExpression pythonFile(QStringLiteral("[\\w/]+\\.py\\b"));
    static const QRegularExpression bridgePr(QStringLiteral("\\bMB PR ?#(\\d+)"));
    static const QRegularExpression corePr(QStringLiteral("\\bMCore PR ?#(\\d+)"));
    static const QRegularExpression te(QStringLiteral("\\bTE ?#(\\d+)"));
    QStringList out;
    for (QString part : source.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        part = part.trimmed();
        const auto m = abbreviation.match(part);
        if (m.hasMatch() && upstreamFiles().contains(m.captured(1))) {
            out << spelledOut(part);
            continue;
        }
        if (!part.startsWith(QLatin1String("spec")) && !part.startsWith(QLatin1String("skill"))
            && pythonFile.match(part).hasMatch()) {
            out << spelledOut(part);
            continue;
        }
        // Otherwise only the public references it carries: pull requests and issues of the upstream projects.
        for (auto it = bridgePr.globalMatch(part); it.hasNext();)
            out << tr("Megatron Bridge pull request #%1").arg(it.next().captured(1));
        for (auto it = corePr.globalMatch(part); it.hasNext();)
            out << tr("Megatron-Core pull request #%1").arg(it.next().captured(1));
        for (auto it = te.globalMatch(part); it.hasNext();)
            out << tr("Transformer Engine issue #%1").arg(it.next().captured(1));
    }
    out.removeDuplicates();
    return out.join(QStringLiteral("; "));
}

QString SourceText::location(const SourceLocation& location)
{
    if (location.file.startsWith(QLatin1String(":/"))) {
        const QString name = QFileInfo(location.file).completeBaseName();
        return location.line > 0 ? tr("the built-in preset %1, line %2").arg(name).arg(location.line)
                                 : tr("the built-in preset %1").arg(name);
    }
    return location.toString();
}

} // namespace cga
