#include "core/support/diskwork.h"

#include <QCoreApplication>
#include <QThread>

#include <atomic>

namespace pilot {

namespace {

std::atomic<quint64> g_runReads{0};
std::atomic<quint64> g_runReadsMain{0};
std::atomic<quint64> g_evidenceChecks{0};
std::atomic<quint64> g_evidenceChecksMain{0};

// The thread the application object lives on: in the GUI, the one that must never wait on a disk.
bool onMainThread()
{
    const QCoreApplication *app = QCoreApplication::instance();
    return app && QThread::currentThread() == app->thread();
}

} // namespace

DiskWork diskWork()
{
    DiskWork w;
    w.runReads = g_runReads.load(std::memory_order_relaxed);
    w.runReadsOnMainThread = g_runReadsMain.load(std::memory_order_relaxed);
    w.evidenceChecks = g_evidenceChecks.load(std::memory_order_relaxed);
    w.evidenceChecksOnMainThread = g_evidenceChecksMain.load(std::memory_order_relaxed);
    return w;
}

void countRunRead()
{
    g_runReads.fetch_add(1, std::memory_order_relaxed);
    if (onMainThread())
        g_runReadsMain.fetch_add(1, std::memory_order_relaxed);
}

void countEvidenceCheck()
{
    g_evidenceChecks.fetch_add(1, std::memory_order_relaxed);
    if (onMainThread())
        g_evidenceChecksMain.fetch_add(1, std::memory_order_relaxed);
}

} // namespace pilot
