#include "core/runs/runmetrics.h"

#include <algorithm>
#include <cstdint>


namespace pilot {

namespace {

// Drops the entries of `list` whose step is >= `step` when `step` goes back in time: a resumed
// attempt is re-reporting steps an earlier attempt already reported.
template<typename List>
void purgeFrom(List &list, qint64 step)
{
    if (list.empty() || step > list.back().step)
        return;
    auto first = std::lower_bound(list.begin(), list.end(), step, [](const auto &entry, qint64 s) { return entry.step < s; });
    list.erase(first, list.end());
}

} // namespace

void RunMetrics::reserveSteps(std::size_t count)
{
    // No huge-page advice: on a virtual machine whose free memory goes back to the host, every
    // fresh 2 MiB page is faulted in from the host as a whole, which made a 1M-step read after
    // an idle pause 1.5x slower than with ordinary pages (docs/benchmarks.md).
    m_steps.reserve(m_steps.size() + count);
}

void RunMetrics::noteTime(double t)
{
    if (!std::isfinite(t))
        return;
    if (!std::isfinite(m_firstT))
        m_firstT = t;
    m_lastT = t;
}

void RunMetrics::addStep(const StepPoint &p)
{
    purgeFrom(m_steps, p.step);
    if (p.step <= m_folded.lastStep())
        m_folded.truncateFrom(p.step);
    m_steps.push_back(p);
    m_steps.back().attempt = attempt();
}

void RunMetrics::addEval(EvalPoint p)
{
    purgeFrom(m_evals, p.step);
    p.attempt = attempt();
    m_evals.append(std::move(p));
}

void RunMetrics::addSample(SampleOutput s)
{
    // Several samples share a step; only an earlier step, or a repeated id at the last step,
    // means a resumed attempt is reporting again.
    if (!m_samples.isEmpty() && s.step < m_samples.back().step)
        purgeFrom(m_samples, s.step);
    for (qsizetype i = m_samples.size() - 1; i >= 0 && m_samples.at(i).step == s.step; --i) {
        if (m_samples.at(i).id == s.id) {
            m_samples.remove(i);
            break;
        }
    }
    s.attempt = attempt();
    m_samples.append(std::move(s));
}

void RunMetrics::addPhase(PhaseMark m)
{
    m.attempt = attempt();
    m_phases.append(std::move(m));
}

void RunMetrics::addCheckpoint(CheckpointEvent c)
{
    purgeFrom(m_checkpoints, c.step);
    c.attempt = attempt();
    m_checkpoints.append(std::move(c));
}

void RunMetrics::addMemory(MemoryEvent m)
{
    m_memory.append(std::move(m));
}

void RunMetrics::addLog(LogEvent l)
{
    m_logs.append(std::move(l));
}

void RunMetrics::addRunStart(RunStartInfo s)
{
    if (!m_starts.isEmpty())
        m_attemptEnds.append(m_lastT);
    m_starts.append(std::move(s));
    m_hasEnd = false; // a new attempt is running; the previous end no longer describes the run
}

void RunMetrics::setRunEnd(RunEndInfo e)
{
    m_end = std::move(e);
    m_hasEnd = true;
}

void RunMetrics::addIssue(qint64 line, const QString &message)
{
    ++m_issueCount;
    if (m_issues.size() < kMaxKeptIssues)
        m_issues.append({line, message});
}

double RunMetrics::attemptEndTime(int attempt) const
{
    return attempt >= 0 && attempt < m_attemptEnds.size() ? m_attemptEnds.at(attempt) : m_lastT;
}

void RunMetrics::foldStepsBefore(std::size_t keep)
{
    if (m_steps.size() <= keep)
        return;
    const auto end = m_steps.end() - std::ptrdiff_t(keep);
    for (auto it = m_steps.begin(); it != end; ++it)
        m_folded.add(it->step, it->loss);
    m_steps.erase(m_steps.begin(), end);
    // A first read of a long run reserved room for all of it; give that back.
    if (m_steps.capacity() > 4 * std::max<std::size_t>(keep, 1024))
        m_steps.shrink_to_fit();
}

void RunMetrics::clear()
{
    *this = RunMetrics();
}

} // namespace pilot
