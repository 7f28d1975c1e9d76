#pragma once

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace cga {

// One piece of work at a time on a thread of its own, for a loader that lives on the GUI thread (ResultLoader,
// ProfileLoader): start() cancels and waits for the previous work, cancel() raises the flag the work polls, and the
// destructor cancels and waits, so the work never outlives its owner.
class WorkerThread
{
public:
    using Work = std::function<void(const std::atomic<bool>& cancelled)>;

    WorkerThread() = default;
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;
    ~WorkerThread();

    void start(Work work);
    void cancel();
    bool isRunning() const;
    // Called by the work as its last step: runs `done` on `receiver`'s thread once the work has returned, so that
    // isRunning() is already false there (whoever reacts may start the next work at once).
    void finish(QObject* receiver, std::function<void()> done);

private:
    void stop();

    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace cga
