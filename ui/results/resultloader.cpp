#include "results/resultloader.h"

#include "log/logdiagnosis.h"

#include <QMetaObject>
#include <QThread>

namespace cga {

ResultLoader::ResultLoader(QObject* parent)
    : QObject(parent)
{
}

ResultLoader::~ResultLoader()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool ResultLoader::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void ResultLoader::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

void ResultLoader::load(const QStringList& paths)
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    // The destructor waits for the thread, so `this` outlives it; results are delivered on the GUI thread.
    m_thread = QThread::create([this, paths, cancelFlag] {
        Loaded loaded;
        LogDiagnosis diagnosis;
        bool anyLog = false;
        for (int i = 0; i < paths.size() && !*cancelFlag; ++i) {
            const QString path = paths.at(i);
            QMetaObject::invokeMethod(
                this, [this, i, n = int(paths.size()), path] { emit fileStarted(i, n, path); }, Qt::QueuedConnection);
            ReportInput input;
            QString error;
            if (!ReportInput::load(path, ClassifierOptions(), &input, &error)) {
                loaded.errors << error;
                continue;
            }
            if (input.kind == ReportInput::Kind::TrainingLog && !*cancelFlag) {
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
        const bool cancelled = *cancelFlag;
        QThread* const worker = QThread::currentThread();
        QMetaObject::invokeMethod(
            this,
            [this, loaded, cancelled, worker] {
                // The worker returns right after posting this: wait for it, so that isRunning() is already false for
                // whoever reacts to finished() (and may open the next files at once).
                if (m_thread == worker)
                    m_thread->wait();
                emit finished(loaded, cancelled);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

} // namespace cga
