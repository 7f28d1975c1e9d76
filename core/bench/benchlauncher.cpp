#include "bench/benchlauncher.h"

#include "util/shellwords.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace cga {

BenchLauncher::BenchLauncher()
    : m_temp(std::make_unique<QTemporaryDir>())
{
}

BenchLauncher::~BenchLauncher() = default;

QString BenchLauncher::pythonRequested(const QString& configured)
{
    return !configured.isEmpty() ? configured : qEnvironmentVariable("CGA_PYTHON", QStringLiteral("python3"));
}

QString BenchLauncher::pythonProgram(const QString& configured)
{
    const QString python = pythonRequested(configured);
    const QFileInfo info(python);
    if (info.isAbsolute())
        return info.isExecutable() ? python : QString();
    return QStandardPaths::findExecutable(python);
}

QStringList BenchLauncher::torchProbeArguments()
{
    return {QStringLiteral("-c"), QStringLiteral("import torch")};
}

QStringList BenchLauncher::runnerNames()
{
    return {QStringLiteral("native"), QStringLiteral("torch"), QStringLiteral("mcore")};
}

QString BenchLauncher::runnerTitle(const QString& runner)
{
    if (runner == QLatin1String("native"))
        return tr("Native (cga-bench, CUDA and cuBLAS)");
    if (runner == QLatin1String("torch"))
        return tr("PyTorch (cga_torch_runner.py)");
    if (runner == QLatin1String("mcore"))
        return tr("Megatron-Core (cga_mcore_runner.py)");
    return runner;
}

QString BenchLauncher::nativeRunnerProgram()
{
    QStringList candidates;
    if (qEnvironmentVariableIsSet("CGA_BENCH"))
        candidates << qEnvironmentVariable("CGA_BENCH");
    if (QCoreApplication::instance())
        candidates << QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("cga-bench"));
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("cga-bench"));
    if (!onPath.isEmpty())
        candidates << onPath;
    for (const QString& c : candidates) {
        const QFileInfo info(c);
        if (info.isFile() && info.isExecutable())
            return info.absoluteFilePath();
    }
    return {};
}

bool BenchLauncher::extractScript(const QString& name, QString* path, QString* error)
{
    // The scripts ship inside the application; Python needs them as files, side by side.
    *path = m_temp->filePath(name);
    QFile::remove(*path);
    if (!QFile::copy(QStringLiteral(":/runners/") + name, *path)) {
        *error = tr("Cannot write the runner script %1.").arg(*path);
        return false;
    }
    QFile::setPermissions(*path, QFile::ReadOwner | QFile::WriteOwner);
    return true;
}

bool BenchLauncher::locate(const BenchOptions& options, QString* error)
{
    const QString& runner = options.runner;
    m_prefix.clear();
    m_program.clear();
    if (!m_temp->isValid()) {
        *error = tr("No temporary folder for the benchmark files: %1").arg(m_temp->errorString());
        return false;
    }
    if (runner == QLatin1String("torch") || runner == QLatin1String("mcore")) {
        m_program = pythonProgram(options.python);
        if (m_program.isEmpty()) {
            *error = tr("The Python '%1' was not found; choose a Python that has PyTorch (--python, the Benchmark "
                        "page's Python setting, or CGA_PYTHON).")
                         .arg(pythonRequested(options.python));
            return false;
        }
        const bool mcore = runner == QLatin1String("mcore");
        QString script;
        // Every runner module: each runner imports its parts (cga_runner_common.py, cga_mcore_*.py) from its folder.
        const QStringList modules = QDir(QStringLiteral(":/runners")).entryList({QStringLiteral("*.py")}, QDir::Files);
        for (const QString& file : modules) {
            QString path;
            if (!extractScript(file, &path, error))
                return false;
            if (file == (mcore ? QLatin1String("cga_mcore_runner.py") : QLatin1String("cga_torch_runner.py")))
                script = path;
        }
        m_prefix = {QStringLiteral("-u"), script};
        if (mcore && !options.megatronPath.isEmpty()) {
            if (!QFileInfo(options.megatronPath).isDir()) {
                *error = tr("The Megatron-Core folder %1 does not exist; give the folder that holds megatron/ (a "
                            "Megatron-LM checkout).")
                             .arg(options.megatronPath);
                return false;
            }
            m_prefix << QStringLiteral("--megatron-path") << QFileInfo(options.megatronPath).absoluteFilePath();
        } else if (!mcore && !options.megatronPath.isEmpty()) {
            *error = tr("The Megatron-Core folder applies to the Megatron-Core runner only.");
            return false;
        }
        return true;
    }
    if (runner != QLatin1String("native")) {
        *error = tr("Unknown runner '%1': use native, torch or mcore.").arg(runner);
        return false;
    }
    if (!options.python.isEmpty() || !options.megatronPath.isEmpty()) {
        *error = tr("The Python and Megatron-Core settings apply to the Python runners only.");
        return false;
    }
    m_program = nativeRunnerProgram();
    if (m_program.isEmpty()) {
        *error = tr("cga-bench was not found (looked at $CGA_BENCH, next to the application and on PATH). It is "
                    "built where the CUDA Toolkit is installed; the PyTorch runner needs only PyTorch.");
        return false;
    }
    return true;
}

bool BenchLauncher::locateRunner(const BenchOptions& options, QString* error)
{
    m_runnerArgs.clear();
    m_workloadPath.clear();
    m_options = options;
    return locate(options, error);
}

bool BenchLauncher::addOptions(const BenchOptions& options, QString* error)
{
    const bool python = options.runner != QLatin1String("native");
    if (python && !options.overhead.isEmpty()) {
        *error = tr("The framework overhead setting applies to the native runner only.");
        return false;
    }
    if (python && !options.calibrate.isEmpty()) {
        *error = tr("Calibration applies to the native runner only.");
        return false;
    }
    if (!options.overhead.isEmpty())
        m_runnerArgs << QStringLiteral("--overhead") << options.overhead;
    if (!options.calibrate.isEmpty())
        m_runnerArgs << QStringLiteral("--calibrate") << options.calibrate;
    if (options.device >= 0)
        m_runnerArgs << QStringLiteral("--device") << QString::number(options.device);
    if (options.durationLimitS > 0)
        m_runnerArgs << QStringLiteral("--duration-limit") << QString::number(options.durationLimitS);
    if (options.seed >= 0)
        m_runnerArgs << QStringLiteral("--seed") << QString::number(options.seed);
    m_options = options;
    return true;
}

bool BenchLauncher::prepare(Workload workload, const BenchOptions& options, QString* error)
{
    m_runnerArgs.clear();
    m_workloadPath.clear();
    if (!locate(options, error))
        return false;
    if (options.runner == QLatin1String("torch"))
        workload.opProfile = "pytorch";
    else if (options.runner == QLatin1String("mcore"))
        workload.opProfile = "megatron";
    const QString problem = WorkloadJson::validate(workload);
    if (!problem.isEmpty()) {
        *error = tr("The workload cannot be measured: %1").arg(problem);
        return false;
    }
    const QString path = m_temp->filePath(QStringLiteral("workload.json"));
    QSaveFile f(path);
    // flush() before commit(): commit() does not report a failed flush of Qt's buffer (a full disk).
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(WorkloadJson::toJson(workload)).toJson()) < 0
        || !f.flush() || !f.commit()) {
        *error = tr("Cannot write the workload to %1: %2").arg(path, f.errorString());
        return false;
    }
    m_workload = workload;
    m_workloadPath = path;
    m_runnerArgs << QStringLiteral("--workload") << path;
    return addOptions(options, error);
}

bool BenchLauncher::preparePreset(const QString& workloadPreset, const QStringList& modes, const BenchOptions& options,
                                  QString* error)
{
    m_runnerArgs.clear();
    m_workloadPath.clear();
    if (!locate(options, error))
        return false;
    m_workload = Workload();
    m_workload.name = workloadPreset.toStdString();
    m_runnerArgs << QStringLiteral("--preset") << workloadPreset;
    if (!modes.isEmpty())
        m_runnerArgs << QStringLiteral("--modes") << modes.join(QLatin1Char(','));
    return addOptions(options, error);
}

QString BenchLauncher::commandLine() const
{
    return ShellWords::join(QStringList{QDir::toNativeSeparators(m_program)} + arguments());
}

} // namespace cga
