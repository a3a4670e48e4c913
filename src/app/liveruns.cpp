#include "liveruns.h"
#include "jobtracker.h"

#include "core/importers/runimport.h"
#include "core/launch/launchrecord.h"
#include "core/project/neuronruntime.h"

#include <QFileInfo>

#include <QTimer>

namespace pilot::app {

namespace {

// A run folder of the neuron backend gets its Neuron side read with the metrics (on the worker
// that owns `run`); other runs have none. True when an earlier scan's rules were replaced: what
// it found may differ although no line arrived.
bool scanNeuron(LiveRuns::Run &run, const std::shared_ptr<const CpuFallbackRules> &rules)
{
    if (!run.tail)
        return false;
    const QString runDir = QFileInfo(run.tail->path()).absolutePath();
    LaunchRecord launch;
    QString ignored;
    const bool launched = readLaunchRecord(runDir, &launch, &ignored);
    const bool neuron = (launched && launch.backend == QLatin1String("neuron"))
                        || (!run.metrics.starts().isEmpty() && run.metrics.starts().constLast().backend == QLatin1String("neuron"));
    if (!neuron)
        return false;
    const bool otherRules = run.neuron && run.neuronRules != rules;
    if (!run.neuron || otherRules) {
        run.neuron = std::make_unique<NeuronRunScanner>(runDir, *rules, launch.env.value(QLatin1String(neuronenv::kProcessTag)));
        run.neuronRules = rules;
    }
    run.neuronFacts = std::make_shared<const NeuronRunFacts>(run.neuron->scan(run.metrics));
    return otherRules;
}

} // namespace

LiveRuns::LiveRuns(QObject *parent)
    : QObject(parent)
    , m_reads(new JobTracker(this))
    , m_rules(std::make_shared<CpuFallbackRules>(CpuFallbackRules::builtIn()))
{
}

void LiveRuns::setFallbackRules(std::shared_ptr<const CpuFallbackRules> rules)
{
    m_rules = rules ? std::move(rules) : std::make_shared<CpuFallbackRules>(CpuFallbackRules::builtIn());
}

std::shared_ptr<const LiveRuns::Run> LiveRuns::ready(const QString &path) const
{
    const auto r = m_runs.value(path);
    return r && r->loaded && !r->busy && r->error.isEmpty() ? r : nullptr;
}

void LiveRuns::load(const QString &path)
{
    if (path.isEmpty() || m_runs.contains(path))
        return;
    auto run = std::make_shared<Run>();
    run->path = path;
    run->busy = true;
    m_runs.insert(path, run);
    // The worker owns `run` while busy. A run folder or metrics.jsonl is followed from here on;
    // anything else is another tool's files, read once.
    m_reads->alongside(
        [run, rules = m_rules](const BackgroundJob &) {
            const QString jsonl = metricsFileOf(run->path);
            if (jsonl.isEmpty()) {
                readAnyRun(run->path, &run->metrics, &run->error);
                return true;
            }
            run->tail = std::make_unique<MetricsTail>(jsonl);
            const MetricsTail::Poll p = run->tail->poll(run->metrics);
            run->error = p.ok ? QString() : p.error;
            scanNeuron(*run, rules);
            return true;
        },
        [this, run](bool) {
            run->busy = false;
            run->loaded = true;
            Q_EMIT arrived(run->path, true);
        });
}

void LiveRuns::follow(int intervalMs, std::function<QStringList()> followed)
{
    auto *timer = new QTimer(this);
    timer->setInterval(intervalMs);
    connect(timer, &QTimer::timeout, this, [this, followed = std::move(followed)] {
        for (const QString &path : followed())
            poll(path);
    });
    timer->start();
}

void LiveRuns::poll(const QString &path)
{
    const auto run = m_runs.value(path);
    if (!run || run->busy || !run->tail)
        return;
    run->busy = true;
    struct Read
    {
        MetricsTail::Poll poll;
        bool rescanned = false;
    };
    m_reads->alongside(
        [run, rules = m_rules](const BackgroundJob &) {
            Read r;
            r.poll = run->tail->poll(run->metrics);
            r.rescanned = scanNeuron(*run, rules);
            return r;
        },
        [this, run](const Read &r) {
            run->busy = false;
            run->error = r.poll.ok ? QString() : r.poll.error;
            // Only what arrived (or what new rules found) asks for a redraw: an idle run costs
            // one stat per second.
            Q_EMIT arrived(run->path, r.poll.bytesRead > 0 || r.poll.restarted || !r.poll.ok || r.rescanned);
        });
}

} // namespace pilot::app
