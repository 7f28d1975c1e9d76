#include "model/modelprovider.h"

#include <QCoreApplication>

namespace cga {

ProviderKind ModelProvider::classify(const QString& targetClassPath)
{
    const QString cls = targetClassPath.section(QLatin1Char('.'), -1).toLower();
    const QString full = targetClassPath.toLower();
    if (cls.contains(QLatin1String("gemma4")) && cls.contains(QLatin1String("moe")))
        return ProviderKind::Gemma4Moe;
    if ((cls.contains(QLatin1String("qwen3vl")) || cls.contains(QLatin1String("qwen35vl"))
         || cls.contains(QLatin1String("qwen3_vl")) || cls.contains(QLatin1String("qwen35_vl")))
        && (cls.contains(QLatin1String("moe")) || full.contains(QLatin1String("qwen_vl"))))
        return ProviderKind::Qwen3VlMoe;
    if (cls.contains(QLatin1String("hybrid")) || cls.contains(QLatin1String("mamba"))
        || cls.contains(QLatin1String("nemotronh")) || cls.contains(QLatin1String("nemotron_h"))
        || cls.contains(QLatin1String("nemotron3")))
        return ProviderKind::Hybrid;
    return ProviderKind::Gpt;
}

DatasetKind ModelProvider::classifyDataset(const QString& targetClassPath)
{
    const QString cls = targetClassPath.section(QLatin1Char('.'), -1).toLower();
    if (cls.isEmpty())
        return DatasetKind::Other;
    if (cls.contains(QLatin1String("energon")))
        return DatasetKind::Energon;
    if (cls.contains(QLatin1String("finetun")))
        return DatasetKind::Finetuning;
    if (cls.contains(QLatin1String("gptdataset")))
        return DatasetKind::Gpt;
    return DatasetKind::Other;
}

QString ModelProvider::kindName(ProviderKind kind)
{
    switch (kind) {
    case ProviderKind::Gpt:
        return QStringLiteral("gpt");
    case ProviderKind::Hybrid:
        return QStringLiteral("hybrid");
    case ProviderKind::Qwen3VlMoe:
        return QStringLiteral("qwen3-vl-moe");
    case ProviderKind::Gemma4Moe:
        return QStringLiteral("gemma4-moe");
    }
    return {};
}

QString ModelProvider::kindTitle(ProviderKind kind)
{
    switch (kind) {
    case ProviderKind::Gpt:
        return QCoreApplication::translate("cga::ModelProvider", "GPT family");
    case ProviderKind::Hybrid:
        return QCoreApplication::translate("cga::ModelProvider", "Hybrid Mamba");
    case ProviderKind::Qwen3VlMoe:
        return QCoreApplication::translate("cga::ModelProvider", "Qwen3-VL / Qwen3.5-VL MoE");
    case ProviderKind::Gemma4Moe:
        return QCoreApplication::translate("cga::ModelProvider", "Gemma 4 MoE");
    }
    return {};
}

} // namespace cga
