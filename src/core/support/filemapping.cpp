#include "core/support/filemapping.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdint>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>

namespace pilot {

namespace {

// The mappings alive now, for the SIGBUS handler: a fixed table of lock-free atomics, the only
// kind of shared state a signal handler may read. An unused slot has begin == end == 0.
struct Slot
{
    std::atomic<std::uintptr_t> begin{0};
    std::atomic<std::uintptr_t> end{0};
    std::atomic<bool> cut{false};
    std::atomic<bool> used{false};
};

constexpr int kSlots = 32;
Slot g_slots[kSlots];
std::uintptr_t g_pageSize = 4096;
struct sigaction g_previous
{};
bool g_installed = false;

void onSigbus(int sig, siginfo_t *info, void *context)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Slot &slot : g_slots) {
        if (address >= slot.begin.load(std::memory_order_acquire) && address < slot.end.load(std::memory_order_acquire)) {
            // A page of ours that the file no longer has: zeros in its place, and the
            // faulting instruction runs again on them.
            void *page = reinterpret_cast<void *>(address & ~(g_pageSize - 1));
            if (::mmap(page, g_pageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
                slot.cut.store(true, std::memory_order_release);
                return;
            }
            break;
        }
    }
    // Not ours: whatever would have happened without this handler.
    if ((g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_sigaction) {
        g_previous.sa_sigaction(sig, info, context);
        return;
    }
    if (!(g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
        g_previous.sa_handler(sig);
        return;
    }
    // The default action: blocked while this handler runs, the raised signal is delivered
    // (and ends the process) as soon as it returns.
    struct sigaction fallback
    {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    ::sigaction(sig, &fallback, nullptr);
    ::raise(sig);
}

bool installHandler()
{
    static std::once_flag once;
    std::call_once(once, [] {
        const long page = ::sysconf(_SC_PAGESIZE);
        if (page > 0)
            g_pageSize = std::uintptr_t(page);
        struct sigaction action
        {};
        action.sa_sigaction = onSigbus;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        g_installed = ::sigaction(SIGBUS, &action, &g_previous) == 0;
    });
    return g_installed;
}

} // namespace

FileMapping::~FileMapping()
{
    unmap();
}

bool FileMapping::map(int fd, qint64 offset, qint64 length)
{
    unmap();
    if (fd < 0 || offset < 0 || length <= 0 || !installHandler())
        return false;
    int slot = -1;
    for (int i = 0; i < kSlots && slot < 0; ++i) {
        bool expected = false;
        if (g_slots[i].used.compare_exchange_strong(expected, true))
            slot = i;
    }
    if (slot < 0)
        return false;
    const qint64 pageOffset = offset & ~qint64(g_pageSize - 1);
    const qint64 baseLength = length + (offset - pageOffset);
    void *base = ::mmap(nullptr, std::size_t(baseLength), PROT_READ, MAP_PRIVATE, fd, off_t(pageOffset));
    if (base == MAP_FAILED) {
        g_slots[slot].used.store(false);
        return false;
    }
    m_base = static_cast<char *>(base);
    m_baseLength = baseLength;
    m_data = m_base + (offset - pageOffset);
    m_size = length;
    m_slot = slot;
    Slot &s = g_slots[slot];
    s.cut.store(false, std::memory_order_relaxed);
    s.begin.store(reinterpret_cast<std::uintptr_t>(m_base), std::memory_order_release);
    s.end.store(reinterpret_cast<std::uintptr_t>(m_base) + std::uintptr_t(baseLength), std::memory_order_release);
    return true;
}

void FileMapping::unmap()
{
    if (!m_base)
        return;
    // Out of the table first: once unmapped, the addresses may be given to someone else.
    Slot &s = g_slots[m_slot];
    s.end.store(0, std::memory_order_release);
    s.begin.store(0, std::memory_order_release);
    ::munmap(m_base, std::size_t(m_baseLength));
    s.used.store(false, std::memory_order_release);
    m_base = nullptr;
    m_baseLength = 0;
    m_data = nullptr;
    m_size = 0;
    m_slot = -1;
}

bool FileMapping::cut() const
{
    return m_slot >= 0 && g_slots[m_slot].cut.load(std::memory_order_acquire);
}

void FileMapping::prefetch(qint64 from, qint64 length) const
{
    if (!m_base || from < 0 || length <= 0 || from >= m_size)
        return;
    const std::uintptr_t begin = reinterpret_cast<std::uintptr_t>(m_data + from) & ~(g_pageSize - 1);
    const std::uintptr_t end = reinterpret_cast<std::uintptr_t>(m_data + std::min(m_size, from + length));
#ifdef MADV_POPULATE_READ
    ::madvise(reinterpret_cast<void *>(begin), std::size_t(end - begin), MADV_POPULATE_READ);
#else
    ::madvise(reinterpret_cast<void *>(begin), std::size_t(end - begin), MADV_WILLNEED);
#endif
}

} // namespace pilot
