#include "results/workerthread.h"

#include <QMetaObject>
#include <QThread>

namespace cga {

WorkerThread::~WorkerThread()
{
    stop();
}

void WorkerThread::stop()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
}

void WorkerThread::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

bool WorkerThread::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void WorkerThread::start(Work work)
{
    stop();
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    m_thread = QThread::create([work = std::move(work), cancelFlag] { work(*cancelFlag); });
    m_thread->start();
}

void WorkerThread::finish(QObject* receiver, std::function<void()> done)
{
    QThread* const worker = QThread::currentThread();
    QMetaObject::invokeMethod(
        receiver,
        [this, worker, done = std::move(done)] {
            if (m_thread == worker)
                m_thread->wait(); // the work returns right after posting this
            done();
        },
        Qt::QueuedConnection);
}

} // namespace cga
