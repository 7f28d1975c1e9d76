#include "bench/megatroncheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>
#include <QTimer>

namespace cga {

namespace {

MegatronLensVerdict lensFrom(const QJsonObject& o)
{
    MegatronLensVerdict v;
    if (o.isEmpty())
        return v;
    if (o.contains(QStringLiteral("available")) && !o.value(QStringLiteral("available")).toBool()) {
        v.unavailableReason = o.value(QStringLiteral("reason")).toString();
        return v;
    }
    v.known = o.contains(QStringLiteral("valid"));
    v.valid = o.value(QStringLiteral("valid")).toBool();
    v.exceptionType = o.value(QStringLiteral("exc")).toString();
    v.message = o.value(QStringLiteral("msg")).toString();
    v.site = o.value(QStringLiteral("site")).toString();
    v.stage = o.value(QStringLiteral("stage")).toString();
    v.post = o.value(QStringLiteral("post")).toObject();
    for (const QJsonValue& w : o.value(QStringLiteral("warnings")).toArray())
        v.warnings << w.toString();
    return v;
}

QJsonObject lensJson(const MegatronLensVerdict& v)
{
    QJsonObject o{{QStringLiteral("known"), v.known}};
    if (!v.known) {
        o.insert(QStringLiteral("reason"), v.unavailableReason);
        return o;
    }
    o.insert(QStringLiteral("valid"), v.valid);
    if (!v.valid) {
        o.insert(QStringLiteral("exception"), v.exceptionType);
        o.insert(QStringLiteral("message"), v.message);
        o.insert(QStringLiteral("site"), v.site);
        if (!v.stage.isEmpty())
            o.insert(QStringLiteral("stage"), v.stage);
    } else {
        o.insert(QStringLiteral("post"), v.post);
    }
    if (!v.warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(v.warnings));
    return o;
}

} // namespace

QJsonObject MegatronVerdict::toJson() const
{
    QJsonObject o{{QStringLiteral("ran"), ran},
                  {QStringLiteral("python"), python},
                  {QStringLiteral("megatron_version"), megatronVersion},
                  {QStringLiteral("megatron_path"), megatronPath},
                  {QStringLiteral("torch_version"), torchVersion},
                  {QStringLiteral("te_version"), teVersion}};
    if (!ran) {
        o.insert(QStringLiteral("error_code"), errorCode);
        o.insert(QStringLiteral("error"), error);
        return o;
    }
    o.insert(QStringLiteral("mcore"), lensJson(mcore));
    o.insert(QStringLiteral("bridge"), lensJson(bridge));
    o.insert(QStringLiteral("ignored_fields"), QJsonArray::fromStringList(ignoredFields));
    if (!adjusted.isEmpty())
        o.insert(QStringLiteral("adjusted"), adjusted);
    return o;
}

MegatronCheck::MegatronCheck(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<cga::MegatronVerdict>();
}

MegatronCheck::~MegatronCheck()
{
    cancel();
}

QJsonObject MegatronCheck::modelSection(const TrainingConfig& config)
{
    QJsonObject model;
    const QVariantMap map = config.toMap(false);
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        if (it.key().startsWith(QLatin1String("model.")))
            model.insert(it.key().mid(6), QJsonValue::fromVariant(it.value()));
    return QJsonObject{{QStringLiteral("model"), model}};
}

MegatronVerdict MegatronCheck::parse(int exitCode, bool timedOut, const QByteArray& output,
                                     const QByteArray& stderrText, int timeoutMs)
{
    MegatronVerdict v;
    QJsonObject event;
    QString errorCode, errorMessage;
    for (const QByteArray& line : output.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line.trimmed()).object();
        const QString name = o.value(QStringLiteral("event")).toString();
        if (name == QLatin1String("megatron_check"))
            event = o;
        else if (name == QLatin1String("error") && errorCode.isEmpty()) {
            errorCode = o.value(QStringLiteral("code")).toString();
            errorMessage = o.value(QStringLiteral("message")).toString();
        }
    }
    if (event.isEmpty()) {
        const QString tail = QString::fromUtf8(stderrText.right(600)).trimmed();
        if (timedOut) {
            v.errorCode = QStringLiteral("timeout");
            v.error = tr("Megatron's check did not answer within %1 s.").arg(timeoutMs / 1000);
        } else if (!errorCode.isEmpty()) {
            v.errorCode = errorCode;
            v.error = errorMessage;
        } else {
            v.errorCode = exitCode < 0 ? QStringLiteral("crash") : QStringLiteral("garbage");
            v.error = tr("Megatron's check gave no verdict (exit code %1).").arg(exitCode)
                + (tail.isEmpty() ? QString() : QLatin1Char(' ') + tail);
        }
        return v;
    }
    v.ran = true;
    v.python = event.value(QStringLiteral("python")).toString();
    v.megatronVersion = event.value(QStringLiteral("megatron_version")).toString();
    v.megatronPath = event.value(QStringLiteral("megatron_path")).toString();
    v.torchVersion = event.value(QStringLiteral("torch_version")).toString();
    v.teVersion = event.value(QStringLiteral("te_version")).toString();
    v.mcore = lensFrom(event.value(QStringLiteral("mcore")).toObject());
    v.bridge = lensFrom(event.value(QStringLiteral("bridge")).toObject());
    for (const QJsonValue& f : event.value(QStringLiteral("ignored_fields")).toArray())
        v.ignoredFields << f.toString();
    v.adjusted = event.value(QStringLiteral("adjusted")).toObject();
    return v;
}

bool MegatronCheck::prepare(BenchLauncher& launcher, const TrainingConfig& config, const BenchOptions& settings,
                            QString* configPath, MegatronVerdict* failed)
{
    BenchOptions o;
    o.runner = QStringLiteral("mcore");
    o.python = settings.python;
    o.megatronPath = settings.megatronPath;
    QString error;
    if (!launcher.locateRunner(o, &error)) {
        failed->errorCode = QStringLiteral("not_found");
        failed->error = error;
        return false;
    }
    *configPath = launcher.temporaryPath(QStringLiteral("megatron-check.json"));
    QSaveFile f(*configPath);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(modelSection(config)).toJson()) < 0 || !f.flush()
        || !f.commit()) {
        failed->errorCode = QStringLiteral("internal");
        failed->error = tr("Cannot write %1: %2").arg(*configPath, f.errorString());
        return false;
    }
    return true;
}

MegatronVerdict MegatronCheck::runBlocking(const TrainingConfig& config, const BenchOptions& settings, int timeoutMs)
{
    BenchLauncher launcher;
    MegatronVerdict failed;
    QString path;
    if (!prepare(launcher, config, settings, &path, &failed))
        return failed;
    QProcess p;
    p.start(launcher.program(), launcher.checkArguments(path));
    bool timedOut = false;
    int code = -1;
    if (!p.waitForFinished(timeoutMs)) {
        timedOut = p.state() != QProcess::NotRunning;
        p.kill();
        p.waitForFinished(2000);
    } else if (p.exitStatus() == QProcess::NormalExit) {
        code = p.exitCode();
    }
    return parse(code, timedOut, p.readAllStandardOutput(), p.readAllStandardError(), timeoutMs);
}

void MegatronCheck::start(const TrainingConfig& config, const BenchOptions& settings)
{
    cancel();
    m_launcher = std::make_unique<BenchLauncher>();
    MegatronVerdict failed;
    QString path;
    if (!prepare(*m_launcher, config, settings, &path, &failed)) {
        QTimer::singleShot(0, this, [this, failed] { emit finished(failed); });
        return;
    }
    m_timedOut = false;
    m_process = new QProcess(this);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        m_process->kill();
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        onDone(status == QProcess::NormalExit && !m_timedOut ? code : -1, m_timedOut);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            onDone(-1, false);
    });
    m_timer->start(m_timeoutMs);
    m_process->start(m_launcher->program(), m_launcher->checkArguments(path));
}

void MegatronCheck::onDone(int exitCode, bool timedOut)
{
    if (!m_process)
        return;
    const MegatronVerdict v
        = parse(exitCode, timedOut, m_process->readAllStandardOutput(), m_process->readAllStandardError(), m_timeoutMs);
    cancel();
    emit finished(v);
}

void MegatronCheck::cancel()
{
    if (m_process) {
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            m_process->kill();
            m_process->waitForFinished(2000);
        }
        m_process->deleteLater();
        m_process = nullptr;
    }
    if (m_timer) {
        m_timer->stop();
        m_timer->deleteLater();
        m_timer = nullptr;
    }
}

} // namespace cga
