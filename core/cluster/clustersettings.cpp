#include "cluster/clustersettings.h"

#include <QSettings>

namespace cga {

namespace {
const QString kGroup = QStringLiteral("cluster/");

QString key(const char* name)
{
    return kGroup + QLatin1String(name);
}
} // namespace

ClusterSettings::ClusterSettings(QSettings* storage)
    : m_settings(storage)
{
    if (!m_settings) {
        m_owned = std::make_unique<QSettings>(QSettings::IniFormat, QSettings::UserScope,
                                              QStringLiteral("cuda-graph-assistant"), QStringLiteral("cluster"));
        m_settings = m_owned.get();
    }
}

ClusterSettings::~ClusterSettings() = default;

ClusterSubmitParams ClusterSettings::lastParams() const
{
    ClusterSubmitParams p;
    const QSettings& s = *m_settings;
    p.jobName = s.value(key("job_name"), p.jobName).toString();
    p.partition = s.value(key("partition"), p.partition).toString();
    p.account = s.value(key("account"), p.account).toString();
    p.nodes = s.value(key("nodes"), p.nodes).toInt();
    p.gpusPerNode = s.value(key("gpus_per_node"), p.gpusPerNode).toInt();
    p.tasksPerNode = s.value(key("tasks_per_node"), p.tasksPerNode).toInt();
    p.time = s.value(key("time"), p.time).toString();
    p.containerImage = s.value(key("container_image"), p.containerImage).toString();
    p.containerMounts = s.value(key("container_mounts"), p.containerMounts).toString();
    p.setupLines = s.value(key("setup_lines"), p.setupLines).toStringList();
    p.trainingCommand = s.value(key("training_command"), p.trainingCommand).toString();
    ClusterSubmitParams::parseVariants(s.value(key("variants")).toString(), &p.variants);
    p.logRoot = s.value(key("log_root"), p.logRoot).toString();
    p.seed = s.value(key("seed"), p.seed).toInt();
    p.cgaCommand = s.value(key("cga_command"), p.cgaCommand).toString();
    return p;
}

void ClusterSettings::setLastParams(const ClusterSubmitParams& p)
{
    QSettings& s = *m_settings;
    s.setValue(key("job_name"), p.jobName);
    s.setValue(key("partition"), p.partition);
    s.setValue(key("account"), p.account);
    s.setValue(key("nodes"), p.nodes);
    s.setValue(key("gpus_per_node"), p.gpusPerNode);
    s.setValue(key("tasks_per_node"), p.tasksPerNode);
    s.setValue(key("time"), p.time);
    s.setValue(key("container_image"), p.containerImage);
    s.setValue(key("container_mounts"), p.containerMounts);
    s.setValue(key("setup_lines"), p.setupLines);
    s.setValue(key("training_command"), p.trainingCommand);
    s.setValue(key("variants"), ClusterSubmitParams::variantsName(p.variants));
    s.setValue(key("log_root"), p.logRoot);
    s.setValue(key("seed"), p.seed);
    s.setValue(key("cga_command"), p.cgaCommand);
}

QString ClusterSettings::storeFolder() const
{
    return m_settings->value(key("store_folder")).toString();
}

void ClusterSettings::setStoreFolder(const QString& folder)
{
    m_settings->setValue(key("store_folder"), folder);
}

QString ClusterSettings::slurmProgramDirectory() const
{
    return m_settings->value(key("slurm_program_directory")).toString();
}

void ClusterSettings::setSlurmProgramDirectory(const QString& dir)
{
    m_settings->setValue(key("slurm_program_directory"), dir);
}

void ClusterSettings::sync()
{
    m_settings->sync();
}

} // namespace cga
