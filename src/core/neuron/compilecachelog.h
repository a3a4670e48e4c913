#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>

namespace pilot {

/// What one log line says about the Neuron compile cache. Two producers:
/// - the compiler wrapper of the XLA-based torch-neuronx (`||NEURON_CC_WRAPPER||`, earlier
///   `||NCC_WRAPPER||`, and `||NEURON_CACHE||`), as recorded in public logs;
/// - TorchNeuron's NEFF cache (`[Neuron] [DEBUG] [file:line] Persistent cache hit …`), printed
///   only at TORCH_NEURONX_LOG_LEVEL=3 (INFO for `[NEFF_CACHE]`). These strings come from a
///   pre-release copy of TorchNeuron's source; no recorded log of a released version was found.
/// docs/neuron-backend.md lists the sources. A run that prints none of these shows no cache
/// events rather than a guess.
struct CompileCacheLine
{
    enum class Kind {
        None,          ///< not a cache line
        Hit,           ///< "Using a cached neff at PATH": the graph came from the cache
        Miss,          ///< "Call compiler with cmd: …": the graph was not in the cache and is compiled
        CachedFailure, ///< "Got a cached failed neff at PATH": the cache holds a failed compile, skipped
        Extracted,     ///< "Extracting graphs (…) for ahead-of-time parallel compilation": no compile
        CachePath,     ///< "Compile cache path: PATH", or the folder of a NEFF TorchNeuron looked up or stored
        HitAfterWait,  ///< TorchNeuron: another process compiled the graph while this one waited: the miss before it was none
        CacheProblem,  ///< TorchNeuron: the cache could not be set up or a NEFF not stored; graphs are not shared
    };
    Kind kind = Kind::None;
    QString path;   ///< the neff, graph or cache folder the line names (cut to 1024 characters)
    QString module; ///< MODULE_<hash>+<flags hash> when the line names one
};

/// Classifies one line. Robust to log prefixes (time stamps, pids, log levels), a trailing
/// "\r" and both wrapper names.
PILOT_CORE_EXPORT CompileCacheLine classifyCompileCacheLine(const QString &line);

/// The cache events of a run, counted.
struct PILOT_CORE_EXPORT CompileCacheCounts
{
    qint64 hits = 0;
    qint64 misses = 0;
    qint64 cachedFailures = 0;
    qint64 extracted = 0;
    qint64 problems = 0;    ///< cache set-up or store failures
    QStringList cachePaths; ///< the cache folders the wrapper named, first seen first (at most 8)

    bool any() const { return hits + misses + cachedFailures + extracted + problems > 0 || !cachePaths.isEmpty(); }
    void add(const CompileCacheLine &line);
    /// Adds the counts of another log (each line is in one of them) and its cache folders.
    void merge(const CompileCacheCounts &other);
    /// Per kind the larger count: the same lines seen twice (as a job's `log` events and in
    /// the log files) count once.
    static CompileCacheCounts largerOf(const CompileCacheCounts &a, const CompileCacheCounts &b);

private:
    void addPath(const QString &path);
};

} // namespace pilot
