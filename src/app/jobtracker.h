#pragma once

#include "workerpool.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QtConcurrent>

#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace pilot::app {

/// What a job of a JobTracker sees of its tracker, on the worker thread: whether it is asked
/// to stop, and where to report how far it is.
class BackgroundJob
{
public:
    /// For the core's functions that take a cancel flag (ChecksumControl, CostModelOptions, …).
    const std::atomic_bool *cancelFlag() const { return m_cancel.get(); }
    bool cancelled() const { return m_cancel->load(); }
    /// `done` of `total` (any unit); the tracker's progress() gets it as thousandths, queued.
    void progress(qint64 done, qint64 total) const { m_progress(done, total); }

private:
    friend class JobTracker;
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::function<void(qint64, qint64)> m_progress;
};

/// One kind of background work of a page — reading runs, checking checkpoints, costing a
/// project — and the one way the application runs it: run() starts the work on the worker pool
/// (workerPool()) and asks the job before it to stop; only the newest job's result reaches
/// `done`, on the GUI thread, so an older one that ends later never overwrites it. While a job
/// runs, busyChanged() and progress() drive the page's progress bar and Cancel button.
class JobTracker : public QObject
{
    Q_OBJECT
public:
    explicit JobTracker(QObject *parent = nullptr);
    ~JobTracker() override;

    /// `work(const BackgroundJob &)` runs on the worker pool and returns a copyable result;
    /// `done(result)` runs on the GUI thread if no newer run() came since, also after cancel().
    template<typename Work, typename Done>
    void run(Work work, Done done)
    {
        newGeneration(); // a newer job supersedes the running ones; busy() stays true meanwhile
        alongside(std::move(work), std::move(done));
    }

    /// Like run(), but beside the jobs already running (one read per run folder): they are
    /// dropped together by the next run() or forget(), and busy() holds until all have ended.
    template<typename Work, typename Done>
    void alongside(Work work, Done done)
    {
        using Result = std::decay_t<std::invoke_result_t<Work, const BackgroundJob &>>;
        const quint64 generation = m_generation;
        auto *watcher = new QFutureWatcher<Result>(this);
        connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, generation](int permille) {
            if (generation == m_generation)
                Q_EMIT progress(permille);
        });
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, done = std::move(done)]() mutable {
            watcher->deleteLater();
            if (generation != m_generation)
                return;
            if (--m_running == 0) {
                m_cancel = std::make_shared<std::atomic_bool>(false); // a later job starts unasked to stop
                setBusy(false);
            }
            done(watcher->result());
        });
        ++m_running;
        setBusy(true);
        watcher->setFuture(QtConcurrent::run(workerPool(), [work = std::move(work),
                                                            cancelFlag = m_cancel](QPromise<Result> &promise) mutable {
            BackgroundJob job;
            job.m_cancel = cancelFlag;
            promise.setProgressRange(0, 1000);
            job.m_progress = [&promise](qint64 done, qint64 total) {
                if (total > 0)
                    promise.setProgressValue(int(1000.0 * double(qBound<qint64>(0, done, total)) / double(total)));
            };
            promise.addResult(work(std::as_const(job)));
        }));
    }

    /// Asks the running job to stop; its `done` still comes, with what the work returned.
    void cancel();
    /// Forgets the running jobs: they are asked to stop, their results are dropped, and busy()
    /// is false at once.
    void forget();
    bool busy() const { return m_busy; }

Q_SIGNALS:
    void busyChanged(bool busy);
    /// The newest job's progress in thousandths.
    void progress(int permille);

private:
    /// Asks this generation's jobs to stop and drops their results to come.
    void newGeneration();
    void setBusy(bool busy);

    quint64 m_generation = 0;                   ///< bumped by forget(): older jobs' results are dropped
    std::shared_ptr<std::atomic_bool> m_cancel; ///< shared by the jobs of this generation
    int m_running = 0;                          ///< jobs of this generation not ended
    bool m_busy = false;
};

} // namespace pilot::app
