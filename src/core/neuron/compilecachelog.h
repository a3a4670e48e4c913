#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>

namespace pilot {

/// What one log line of the Neuron compiler wrapper says about its compile cache. The lines
/// are those of the wrapper that stands between the framework and neuronx-cc
/// (`||NEURON_CC_WRAPPER||`, earlier `||NCC_WRAPPER||`, and `||NEURON_CACHE||`), recorded in
/// public logs (docs/neuron-backend.md lists the sources). They come from the XLA-based
/// torch-neuronx; the lines TorchNeuron (the native backend) prints are not verified, and a
/// run that prints none shows no cache events rather than a guess.
struct CompileCacheLine
{
    enum class Kind {
        None,          ///< not a cache line
        Hit,           ///< "Using a cached neff at PATH": the graph came from the cache
        Miss,          ///< "Call compiler with cmd: …": the graph was not in the cache and is compiled
        CachedFailure, ///< "Got a cached failed neff at PATH": the cache holds a failed compile, skipped
        Extracted,     ///< "Extracting graphs (…) for ahead-of-time parallel compilation": no compile
        CachePath,     ///< "Compile cache path: PATH": where the wrapper looks
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
    QStringList cachePaths; ///< the cache folders the wrapper named, first seen first (at most 8)

    bool any() const { return hits + misses + cachedFailures + extracted > 0 || !cachePaths.isEmpty(); }
    void add(const CompileCacheLine &line);
};

} // namespace pilot
