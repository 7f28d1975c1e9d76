#include "results/resultloader.h"

#include "log/logdiagnosis.h"

#include <QMetaObject>

namespace cga {

ResultLoader::ResultLoader(QObject* parent)
    : QObject(parent)
{
}

bool ResultLoader::isRunning() const
{
    return m_worker.isRunning();
}

void ResultLoader::cancel()
{
    m_worker.cancel();
}

void ResultLoader::load(const QStringList& paths)
{
    // The worker is a member, so `this` outlives the work; results are delivered on the GUI thread.
    m_worker.start([this, paths](const std::atomic<bool>& cancelled) {
        Loaded loaded;
        LogDiagnosis diagnosis;
        bool anyLog = false;
        for (int i = 0; i < paths.size() && !cancelled; ++i) {
            const QString path = paths.at(i);
            QMetaObject::invokeMethod(
                this, [this, i, n = int(paths.size()), path] { emit fileStarted(i, n, path); }, Qt::QueuedConnection);
            ReportInput input;
            QString error;
            if (!ReportInput::load(path, ClassifierOptions(), &input, &error)) {
                loaded.errors << error;
                continue;
            }
            if (input.kind == ReportInput::Kind::TrainingLog && !cancelled) {
                QString diagnosisError;
                if (diagnosis.addFile(path, &diagnosisError))
                    anyLog = true;
                else
                    loaded.errors << diagnosisError;
            }
            loaded.inputs << input;
        }
        if (anyLog)
            loaded.findings = diagnosis.findings();
        const bool wasCancelled = cancelled;
        m_worker.finish(this, [this, loaded, wasCancelled] { emit finished(loaded, wasCancelled); });
    });
}

} // namespace cga
