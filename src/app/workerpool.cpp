#include "workerpool.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace pilot::app {

QThreadPool *workerPool()
{
    // More threads than cores: much of the work waits on disks, ssh and Slurm rather than
    // computing, and a check that waits for a host must not hold up the save of a project.
    static QThreadPool *const pool = [] {
        auto *p = new QThreadPool;
        p->setObjectName(QStringLiteral("pilot-workers"));
        p->setMaxThreadCount(std::max(4, 2 * QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

} // namespace pilot::app
