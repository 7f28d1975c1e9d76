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

QString BenchLauncher::pythonProgram()
{
    const QString python = qEnvironmentVariable("CGA_PYTHON", QStringLiteral("python3"));
    const QFileInfo info(python);
    if (info.isAbsolute())
        return info.isExecutable() ? python : QString();
    return QStandardPaths::findExecutable(python);
}

QStringList BenchLauncher::torchProbeArguments()
{
    return {QStringLiteral("-c"), QStringLiteral("import torch")};
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

bool BenchLauncher::locate(const QString& runner, QString* error)
{
    m_prefix.clear();
    m_program.clear();
    if (!m_temp->isValid()) {
        *error = tr("No temporary folder for the benchmark files: %1").arg(m_temp->errorString());
        return false;
    }
    if (runner == QLatin1String("torch")) {
        m_program = pythonProgram();
        if (m_program.isEmpty()) {
            *error = tr("%1 was not found; set CGA_PYTHON to a Python that has PyTorch.")
                         .arg(qEnvironmentVariable("CGA_PYTHON", QStringLiteral("python3")));
            return false;
        }
        // The script ships inside the application; Python needs it as a file.
        const QString script = m_temp->filePath(QStringLiteral("cga_torch_runner.py"));
        QFile::remove(script);
        if (!QFile::copy(QStringLiteral(":/runners/cga_torch_runner.py"), script)) {
            *error = tr("Cannot write the PyTorch runner to %1.").arg(script);
            return false;
        }
        m_prefix = {QStringLiteral("-u"), script};
        return true;
    }
    if (runner != QLatin1String("native")) {
        *error = tr("Unknown runner '%1': use native or torch.").arg(runner);
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

bool BenchLauncher::addOptions(const BenchOptions& options, QString* error)
{
    const bool torch = options.runner == QLatin1String("torch");
    if (torch && !options.overhead.isEmpty()) {
        *error = tr("The framework overhead setting applies to the native runner only.");
        return false;
    }
    if (torch && !options.calibrate.isEmpty()) {
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
    if (!locate(options.runner, error))
        return false;
    if (options.runner == QLatin1String("torch"))
        workload.opProfile = "pytorch";
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
    if (!locate(options.runner, error))
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
