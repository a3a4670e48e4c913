#pragma once

#include "workerpool.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QtConcurrent>

#include <utility>

namespace pilot::app {

/// Runs `work` (file I/O: opening or saving a project) on a worker thread and returns its
/// result. The GUI thread meanwhile keeps running its event loop — painting, timers, live run
/// polling — but holds user input back until the work is done, so a slow disk or a network
/// mount never freezes the window and no click can start a second open or save in between.
template<typename Work>
auto runOffGuiThread(Work work) -> decltype(work())
{
    using Result = decltype(work());
    QFutureWatcher<Result> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run(workerPool(), std::move(work)));
    if (!watcher.isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return watcher.result();
}

} // namespace pilot::app
