#include "launchqueue.h"

#include <algorithm>

namespace pilot::app {

int LaunchQueue::defaultLimit(const QString &target)
{
    return target.startsWith(QLatin1String("slurm")) ? 4 : 1;
}

void LaunchQueue::setLimit(const QString &target, int limit)
{
    m_limits.insert(target, std::max(1, limit));
}

int LaunchQueue::limit(const QString &target) const
{
    return m_limits.value(target, defaultLimit(target));
}

bool LaunchQueue::enqueue(const QString &id, const QString &target, const QDateTime &queued)
{
    if (id.isEmpty() || isWaiting(id) || m_going.contains(id))
        return false;
    const QDateTime when = queued.isValid() ? queued : QDateTime::currentDateTimeUtc();
    const auto behind = std::find_if(m_waiting.begin(), m_waiting.end(), [&when](const Entry &e) { return e.queued > when; });
    m_waiting.insert(behind, {id, target, when});
    return true;
}

bool LaunchQueue::attach(const QString &id, const QString &target)
{
    if (id.isEmpty() || isWaiting(id) || m_going.contains(id))
        return false;
    m_going.insert(id, target);
    return true;
}

void LaunchQueue::clear()
{
    m_waiting.clear();
    m_going.clear();
}

QStringList LaunchQueue::waiting() const
{
    QStringList ids;
    for (const Entry &e : m_waiting)
        ids.append(e.id);
    return ids;
}

QStringList LaunchQueue::takeStartable()
{
    QStringList start;
    for (auto it = m_waiting.begin(); it != m_waiting.end();) {
        if (going(it->target) < limit(it->target)) {
            m_going.insert(it->id, it->target);
            start.append(it->id);
            it = m_waiting.erase(it);
        } else {
            ++it;
        }
    }
    return start;
}

void LaunchQueue::ended(const QString &id)
{
    m_going.remove(id);
}

bool LaunchQueue::cancel(const QString &id)
{
    const auto it = std::find_if(m_waiting.begin(), m_waiting.end(), [&id](const Entry &e) { return e.id == id; });
    if (it == m_waiting.end())
        return false;
    m_waiting.erase(it);
    return true;
}

bool LaunchQueue::isWaiting(const QString &id) const
{
    return std::any_of(m_waiting.begin(), m_waiting.end(), [&id](const Entry &e) { return e.id == id; });
}

int LaunchQueue::position(const QString &id) const
{
    const auto it = std::find_if(m_waiting.begin(), m_waiting.end(), [&id](const Entry &e) { return e.id == id; });
    if (it == m_waiting.end())
        return 0;
    // Only runs of the same target stand in its way.
    const QString &target = it->target;
    return 1 + int(std::count_if(m_waiting.begin(), it, [&target](const Entry &e) { return e.target == target; }));
}

int LaunchQueue::going(const QString &target) const
{
    return int(std::count(m_going.cbegin(), m_going.cend(), target));
}

} // namespace pilot::app
