#include "jobtracker.h"

namespace pilot::app {

JobTracker::JobTracker(QObject *parent)
    : QObject(parent)
    , m_cancel(std::make_shared<std::atomic_bool>(false))
{
}

JobTracker::~JobTracker()
{
    // The work holds its own share of the flag; asked to stop, it ends on its own, and the
    // watchers (our children) go with us, so no result arrives.
    cancel();
}

void JobTracker::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void JobTracker::forget()
{
    newGeneration();
    setBusy(false);
}

void JobTracker::newGeneration()
{
    cancel();
    ++m_generation;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_running = 0;
}

void JobTracker::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

} // namespace pilot::app
