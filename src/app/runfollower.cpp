#include "runfollower.h"

#include "core/project/neuronruntime.h"
#include "core/runs/runsummary.h"

#include "jobtracker.h"
#include "targetsettings.h"

#include <QDateTime>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <limits>
#include <utility>

namespace pilot::app {

struct RunFollower::Entry
{
    QString runDir;
    bool background = false; ///< read while inactive too
    std::unique_ptr<RunStatusReader> reader; ///< owned by the worker while busy
    std::unique_ptr<NeuronRunScanner> neuron;            ///< the curve run's, once it shows as a neuron run; owned by the worker while busy
    std::shared_ptr<const CpuFallbackRules> neuronRules; ///< the rules `neuron` was made with
    std::shared_ptr<const Snapshot> snapshot = std::make_shared<Snapshot>();
    bool busy = false;
    qint64 due = 0;       ///< ms since the epoch
    qint64 lastRead = 0;  ///< when the last read began (ms since the epoch)
    int interval = 0;     ///< the back-off: ms from one read to the next while nothing changes
    bool touched = false; ///< the folder changed while a read was in flight
    bool noticed = false; ///< a change was noticed and the read it asks for is not back yet
};

namespace {

// Folders whose changes show locally: runs of the local launcher and those without a launch
// record yet (imported, started by hand, queued). A remote run's copy changes only when a read
// brings it up to date, so it is followed by its back-off alone.
bool changesShowLocally(const RunFollower::Snapshot &s)
{
    return !s.read || s.status.launch.launcher.isEmpty() || s.status.launch.launcher == QLatin1String("local");
}

} // namespace

RunFollower::RunFollower(QObject *parent)
    : QObject(parent)
    , m_rules(std::make_shared<CpuFallbackRules>(CpuFallbackRules::builtIn()))
    , m_reads(new JobTracker(this))
    , m_timer(new QTimer(this))
    , m_watcher(new QFileSystemWatcher(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &RunFollower::tick);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &RunFollower::folderChanged);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &RunFollower::folderChanged);
}

RunFollower::~RunFollower() = default;

bool RunFollower::isFinal(RunState state)
{
    return state == RunState::Completed || state == RunState::Failed || state == RunState::Aborted || state == RunState::Lost;
}

void RunFollower::setRuns(const QStringList &runDirs)
{
    m_runs = runDirs;
    rebuild();
}

void RunFollower::setBackgroundRuns(const QStringList &runDirs)
{
    m_background = runDirs;
    rebuild();
}

void RunFollower::rebuild()
{
    QHash<QString, std::shared_ptr<Entry>> kept;
    const auto keep = [&](const QString &dir, bool background) {
        if (dir.isEmpty())
            return;
        auto entry = kept.value(dir);
        if (!entry) {
            entry = m_entries.value(dir);
            if (!entry) {
                entry = std::make_shared<Entry>();
                entry->runDir = dir;
            }
            entry->background = false;
            kept.insert(dir, entry);
        }
        entry->background |= background;
    };
    for (const QString &dir : std::as_const(m_runs))
        keep(dir, false);
    for (const QString &dir : std::as_const(m_background))
        keep(dir, true);
    // The selected run is read for its curve even when nothing of it changes any more: a run
    // that ended before this app looked is not followed otherwise.
    keep(m_curveRun, false);
    // A dropped entry still read by a worker is kept alive by that worker's copy.
    m_entries = kept;
    tick();
}

void RunFollower::schedule()
{
    // The paths of the runs read now, and only those: a run written while its stage is hidden
    // wakes nobody.
    QSet<QString> wanted;
    qint64 next = std::numeric_limits<qint64>::max();
    for (const auto &entry : std::as_const(m_entries)) {
        if (!m_active && !entry->background)
            continue;
        if (!entry->busy)
            next = std::min(next, entry->due);
        // Watched only while its reads are further apart than the first interval: a run whose
        // last read found something new is read again within a second anyway. And once a change
        // is noticed, the next ones tell nothing new until the read is back.
        if (changesShowLocally(*entry->snapshot) && entry->interval > kGoingIntervalMs && !entry->noticed) {
            wanted.insert(entry->runDir);
            const QString metrics = entry->runDir + QStringLiteral("/metrics.jsonl");
            if (QFileInfo(metrics).isFile())
                wanted.insert(metrics);
        }
    }
    QStringList unwatch, watch;
    for (auto it = m_watchedRun.cbegin(); it != m_watchedRun.cend(); ++it) {
        if (!wanted.contains(it.key()))
            unwatch.append(it.key());
    }
    for (const QString &path : std::as_const(wanted)) {
        if (!m_watchedRun.contains(path))
            watch.append(path);
    }
    for (const QString &path : std::as_const(unwatch))
        m_watchedRun.remove(path);
    if (!unwatch.isEmpty())
        m_watcher->removePaths(unwatch);
    if (!watch.isEmpty()) {
        const QStringList refused = m_watcher->addPaths(watch);
        for (const QString &path : std::as_const(watch)) {
            if (!refused.contains(path))
                m_watchedRun.insert(path, path.endsWith(QLatin1String("/metrics.jsonl")) ? path.left(path.size() - 14) : path);
        }
    }

    if (next == std::numeric_limits<qint64>::max()) {
        m_timer->stop();
        return;
    }
    m_timer->start(int(std::clamp<qint64>(next - QDateTime::currentMSecsSinceEpoch(), 0, kFinishedMaxIntervalMs)));
}

void RunFollower::folderChanged(const QString &path)
{
    const QString runDir = m_watchedRun.value(path);
    // A file replaced or removed is no longer watched: watched again at the next schedule() if it is there.
    if (!QFileInfo::exists(path) || !(m_watcher->files().contains(path) || m_watcher->directories().contains(path)))
        m_watchedRun.remove(path);
    const auto entry = m_entries.value(runDir);
    if (!entry)
        return;
    entry->noticed = true;
    if (entry->busy) {
        // The read in flight may have passed the change: read again when it is back.
        entry->touched = true;
        return;
    }
    readSoon(entry.get());
    schedule();
}

bool RunFollower::readSoon(Entry *entry)
{
    // Soon, but a run at most once per kGoingIntervalMs however fast it writes.
    const qint64 soon = std::max(QDateTime::currentMSecsSinceEpoch() + kNotificationDelayMs, entry->lastRead + kGoingIntervalMs);
    if (soon >= entry->due)
        return false;
    entry->due = soon;
    return true;
}

void RunFollower::setCurveRun(const QString &runDir)
{
    // Only a new curve run is read at once: the page sets the curve run again on every update
    // of the selected run, and hurrying then would read it again as soon as each read is back —
    // a loop that kept the window's thread busy for as long as the Runs stage was on screen.
    if (runDir == m_curveRun)
        return;
    m_curveRun = runDir;
    rebuild();
    hurry(runDir);
}

void RunFollower::setFallbackRules(std::shared_ptr<const CpuFallbackRules> rules)
{
    m_rules = rules ? std::move(rules) : std::make_shared<CpuFallbackRules>(CpuFallbackRules::builtIn());
    hurry(m_curveRun);
}

void RunFollower::setActive(bool active)
{
    const bool was = m_active;
    m_active = active;
    if (active && !was)
        tick();
    else
        schedule();
}

void RunFollower::hurry(const QString &runDir)
{
    if (const auto entry = m_entries.value(runDir)) {
        entry->due = 0;
        if ((m_active || entry->background) && !entry->busy)
            read(entry);
        schedule();
    }
}

std::shared_ptr<const RunFollower::Snapshot> RunFollower::snapshot(const QString &runDir) const
{
    const auto entry = m_entries.value(runDir);
    return entry ? entry->snapshot : nullptr;
}

void RunFollower::tick()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const auto &entry : std::as_const(m_entries)) {
        if (!entry->busy && entry->due <= now && (m_active || entry->background))
            read(entry);
    }
    schedule();
}

namespace {

// A failed or lost run's failure class: the logs of an ended run do not change, so it is
// classified once and carried over.
void addFailure(RunFollower::Snapshot *s, const RunFollower::Snapshot &before, const RunMetrics &m, const QString &runDir)
{
    if (before.read && before.status.state == s->status.state) {
        s->failureClass = before.failureClass;
        s->failureSubclass = before.failureSubclass;
        s->failureVerdict = before.failureVerdict;
        s->failureLine = before.failureLine;
        return;
    }
    RunSummary failed;
    failed.status = s->status.state == RunState::Failed ? QStringLiteral("failed") : QStringLiteral("lost");
    addFailureClass(&failed, m, runDir);
    s->failureClass = failed.failureClass;
    s->failureSubclass = failed.failureSubclass;
    s->failureVerdict = failed.failureVerdict;
    s->failureLine = failed.failureLine;
}

// The curve run's loss points and its compile and first-step phases.
void addCurve(RunFollower::Snapshot *s, const RunFollower::Snapshot &before, const RunMetrics &m)
{
    s->curveSteps = m.foldedSteps().count() + qint64(m.steps().size());
    // Unchanged steps: the copy the GUI holds stays valid.
    if (before.read && before.status.lastStep == s->status.lastStep && before.curveSteps == s->curveSteps && !before.lossX.isEmpty()) {
        s->lossX = before.lossX;
        s->lossY = before.lossY;
    } else {
        m.foldedSteps().appendPoints(&s->lossX, &s->lossY);
        s->lossX.reserve(s->lossX.size() + qsizetype(m.steps().size()));
        s->lossY.reserve(s->lossY.size() + qsizetype(m.steps().size()));
        for (const StepPoint &p : m.steps()) {
            s->lossX.append(double(p.step));
            s->lossY.append(p.loss);
        }
    }
    for (const PhaseTotal &phase : phaseTotals(m)) {
        if (phase.name == QLatin1String("compile"))
            s->compilePhase = phase;
        else if (phase.name == QLatin1String("first_step"))
            s->firstStepPhase = phase;
    }
}

// The GUI's copy of the Neuron facts stays the same object while nothing changed, so a redraw
// is asked for only when the facts did.
bool sameNeuronFacts(const NeuronRunFacts &before, const NeuronRunFacts &facts)
{
    return before.cache().hits == facts.cache().hits && before.cache().misses == facts.cache().misses
           && before.cache().cachedFailures == facts.cache().cachedFailures && before.cache().cachePaths == facts.cache().cachePaths
           && before.fallbacks().byOperator == facts.fallbacks().byOperator && before.monitor.reports == facts.monitor.reports
           && before.monitorPresent == facts.monitorPresent && before.problems == facts.problems;
}

} // namespace

std::shared_ptr<const RunFollower::Snapshot> RunFollower::readSnapshot(Entry &entry, bool curve,
                                                                       const std::shared_ptr<const Snapshot> &before,
                                                                       const std::shared_ptr<const CpuFallbackRules> &rules)
{
    // The user's settings for the run's target (SSH keys, roots), asked at each read.
    if (!entry.reader) {
        entry.reader = std::make_unique<RunStatusReader>(entry.runDir, &TargetSettings::load);
        entry.reader->setStepWindow(kFollowedSteps);
    }
    auto s = std::make_shared<Snapshot>();
    s->read = true;
    s->status = entry.reader->read();
    const RunMetrics &m = entry.reader->metrics();
    s->restarts = m.attempt();
    if (!m.starts().isEmpty()) {
        s->startedT = m.starts().first().t;
        s->versions = m.starts().last().versions;
        s->jobHash = m.starts().last().jobHash;
    }
    s->lastT = m.lastTime();
    if (s->status.state == RunState::Failed || s->status.state == RunState::Lost)
        addFailure(s.get(), *before, m, entry.runDir);
    if (!curve)
        return s;
    addCurve(s.get(), *before, m);
    // Compile cache, CPU fallbacks and neuron-monitor: for runs of the neuron backend.
    const bool neuronRun = s->status.launch.backend == QLatin1String("neuron")
                           || (!m.starts().isEmpty() && m.starts().constLast().backend == QLatin1String("neuron"));
    if (neuronRun) {
        if (!entry.neuron || entry.neuronRules != rules) {
            entry.neuron = std::make_unique<NeuronRunScanner>(entry.runDir, *rules,
                                                              s->status.launch.env.value(QLatin1String(neuronenv::kProcessTag)));
            entry.neuronRules = rules;
        }
        const NeuronRunFacts &facts = entry.neuron->scan(m);
        s->neuron = before->neuron && sameNeuronFacts(*before->neuron, facts) ? before->neuron
                                                                              : std::make_shared<const NeuronRunFacts>(facts);
    }
    return s;
}

void RunFollower::read(const std::shared_ptr<Entry> &entry)
{
    entry->busy = true;
    entry->lastRead = QDateTime::currentMSecsSinceEpoch();
    const bool curve = entry->runDir == m_curveRun;
    const std::shared_ptr<const Snapshot> before = entry->snapshot;
    m_reads->alongside(
        [entry, curve, before, rules = m_rules](const BackgroundJob &) { return readSnapshot(*entry, curve, before, rules); },
        [this, entry, before](const std::shared_ptr<const Snapshot> &next) { taken(entry, *before, next); });
}

void RunFollower::taken(const std::shared_ptr<Entry> &entry, const Snapshot &before, const std::shared_ptr<const Snapshot> &next)
{
    entry->busy = false;
    entry->snapshot = next;
    const bool final = isFinal(next->status.state) && next->status.verified;
    const bool changed = !before.read || before.status.state != next->status.state || before.status.lastStep != next->status.lastStep
                         || before.curveSteps != next->curveSteps || before.status.detail != next->status.detail
                         || before.neuron != next->neuron;
    // Back to the first interval when something changed (or the run ended), else twice as long.
    const int first = final ? kFinishedIntervalMs : kGoingIntervalMs;
    const int most = final ? kFinishedMaxIntervalMs : kGoingMaxIntervalMs;
    entry->interval = changed || entry->interval < first ? first : std::min(2 * entry->interval, most);
    entry->due = QDateTime::currentMSecsSinceEpoch() + entry->interval;
    if (std::exchange(entry->touched, false))
        readSoon(entry.get());
    else
        entry->noticed = false;
    if (m_entries.value(entry->runDir) != entry)
        return;
    schedule();
    Q_EMIT updated(entry->runDir, changed);
}

} // namespace pilot::app
