#include "targetoptions.h"

#include <QCoreApplication>

namespace cga::cli {

void TargetOptions::add(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("gpu"),
                      QCoreApplication::translate("cga::cli", "Target GPU: %1, or a compute capability such as 9.0.")
                          .arg(TargetContext::knownGpuNames().join(QStringLiteral(", "))),
                      QStringLiteral("name")});
    parser.addOption({QStringLiteral("te-version"),
                      QCoreApplication::translate("cga::cli", "Transformer Engine version, e.g. 2.12."),
                      QStringLiteral("X.Y")});
    parser.addOption({QStringLiteral("torch-version"),
                      QCoreApplication::translate("cga::cli", "PyTorch version, e.g. 2.11."), QStringLiteral("X.Y")});
    parser.addOption({QStringLiteral("env"),
                      QCoreApplication::translate("cga::cli",
                                                  "A variable exported by the launching shell (repeatable); "
                                                  "it wins over env_vars."),
                      QStringLiteral("K=V")});
    parser.addOption({QStringLiteral("profile"),
                      QCoreApplication::translate("cga::cli", "Megatron-Core API: pinned (default), head or legacy."),
                      QStringLiteral("pinned|head|legacy")});
    parser.addOption({QStringLiteral("front-end"),
                      QCoreApplication::translate("cga::cli",
                                                  "Override the detected front end: bridge-python, "
                                                  "bridge-yaml, harness, megatron or megatron-core."),
                      QStringLiteral("name")});
}

bool TargetOptions::apply(const QCommandLineParser& parser, const LoadedConfig& loaded, TargetContext* target,
                          QString* error)
{
    target->frontEnd = loaded.frontEnd;
    if (loaded.import.gpu)
        target->gpu = *loaded.import.gpu;
    if (parser.isSet(QStringLiteral("gpu"))) {
        const auto gpu = TargetContext::parseGpu(parser.value(QStringLiteral("gpu")), error);
        if (!gpu)
            return false;
        target->gpu = *gpu;
    }
    for (const char* opt : {"te-version", "torch-version"}) {
        const QString key = QString::fromLatin1(opt);
        if (!parser.isSet(key))
            continue;
        const QVersionNumber v = QVersionNumber::fromString(parser.value(key));
        if (v.isNull()) {
            *error = QCoreApplication::translate("cga::cli", "--%1 expects a version such as 2.12, got '%2'.")
                         .arg(key, parser.value(key));
            return false;
        }
        if (key == QLatin1String("te-version"))
            target->teVersion = v;
        else
            target->torchVersion = v;
    }
    for (const QString& kv : parser.values(QStringLiteral("env"))) {
        const int eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            *error = QCoreApplication::translate("cga::cli", "--env expects NAME=value, got '%1'.").arg(kv);
            return false;
        }
        target->shellEnv.insert(kv.left(eq), kv.mid(eq + 1));
    }
    if (parser.isSet(QStringLiteral("profile"))) {
        const auto p = TargetContext::parseProfile(parser.value(QStringLiteral("profile")));
        if (!p) {
            *error = QCoreApplication::translate("cga::cli", "--profile must be pinned, head or legacy.");
            return false;
        }
        target->profile = *p;
    }
    if (parser.isSet(QStringLiteral("front-end"))) {
        const auto f = TargetContext::parseFrontEnd(parser.value(QStringLiteral("front-end")));
        if (!f) {
            *error = QCoreApplication::translate("cga::cli",
                                                 "--front-end must be bridge-python, bridge-yaml, harness "
                                                 "or megatron.");
            return false;
        }
        target->frontEnd = *f;
    }
    return true;
}

} // namespace cga::cli
