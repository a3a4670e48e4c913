#include "neuronfactstext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace pilot::app {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pilot::app::NeuronFactsText)
};

} // namespace

QString neuronFactsSummary(const NeuronRunFacts &facts, int named)
{
    const QLocale l;
    QStringList sentences;
    const CompileCacheCounts cache = facts.cache();
    if (cache.hits + cache.misses + cache.cachedFailures > 0)
        sentences << Text::tr("Compile cache: %1 hits, %2 misses, %3 failed compiles taken from the cache.")
                         .arg(l.toString(cache.hits), l.toString(cache.misses), l.toString(cache.cachedFailures));
    if (cache.problems > 0)
        sentences << Text::tr("The NEFF cache could not be set up or written %n time(s): compiled graphs were not shared.", nullptr,
                              int(std::min<qint64>(cache.problems, 1 << 30)));
    const CpuFallbackCounts fallbacks = facts.fallbacks();
    if (!fallbacks.isEmpty()) {
        QList<QPair<QString, qint64>> ops;
        for (auto it = fallbacks.byOperator.cbegin(); it != fallbacks.byOperator.cend(); ++it)
            ops.append({it.key(), it.value()});
        std::stable_sort(ops.begin(), ops.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
        QStringList list;
        for (int i = 0; i < ops.size() && i < named; ++i)
            list << Text::tr("%1 ×%2").arg(ops.at(i).first, l.toString(ops.at(i).second));
        const QString shown = list.join(QStringLiteral(", "));
        sentences << (ops.size() > named
                          ? Text::tr("CPU fallbacks: %n operator(s), %1 reports; the most frequent: %2.", nullptr, int(ops.size()))
                                .arg(l.toString(fallbacks.total()), shown)
                          : Text::tr("CPU fallbacks: %n operator(s), %1 reports: %2.", nullptr, int(ops.size()))
                                .arg(l.toString(fallbacks.total()), shown));
    }
    if (facts.monitor.failedExecutions() > 0)
        sentences << Text::tr("neuron-monitor counted %n execution(s) that did not complete cleanly.", nullptr,
                              int(std::min<qint64>(facts.monitor.failedExecutions(), 1 << 30)));
    if (facts.monitor.errorsByKind.value(QStringLiteral("hardware")) > 0 || facts.monitor.eccUncorrected > 0)
        sentences << Text::tr("neuron-monitor reported hardware errors.");
    return sentences.join(QLatin1Char(' '));
}

QString neuronRunSummary(const NeuronRunFacts &facts, const QString &device)
{
    QStringList sentences;
    if (!device.isEmpty() && device != QLatin1String("neuron"))
        sentences << Text::tr("It ran on device %1, not on a Neuron device.").arg(device);
    const QString summary = neuronFactsSummary(facts);
    sentences << (summary.isEmpty() ? Text::tr("Its logs name no compile-cache event and no CPU fallback.") : summary);
    return sentences.join(QLatin1Char(' '));
}

QString neuronComparisonText(const NeuronSide &reference, const NeuronSide &pilot, bool *fallbacks)
{
    // Every run of the neuron backend gets its line, also one with nothing in its logs: a pilot
    // that ran on another device than Neuron must say so beside a verdict on its loss.
    QStringList lines;
    *fallbacks = false;
    for (const auto &[title, side] : {std::pair<QString, const NeuronSide &>{Text::tr("Reference"), reference}, {Text::tr("Pilot"), pilot}}) {
        if (!side.facts)
            continue;
        *fallbacks = *fallbacks || !side.facts->fallbacks().isEmpty();
        lines << Text::tr("%1: %2").arg(title, neuronRunSummary(*side.facts, side.device));
    }
    if (*fallbacks)
        lines << Text::tr("Operators that fell back to the CPU ran on the host, not on the Neuron device: the pilot's speed and cost "
                          "do not show the device alone.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace pilot::app
