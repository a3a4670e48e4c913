#include "core/neuron/compilecachelog.h"

#include <QRegularExpression>

#include <algorithm>

namespace pilot {

namespace {

constexpr qsizetype kMaxPath = 1024;
constexpr int kMaxCachePaths = 8;

QString moduleIn(const QString &text)
{
    static const QRegularExpression module(QStringLiteral("(MODULE_[0-9A-Za-z_]+(?:\\+[0-9a-f]+)?)"));
    return module.match(text).captured(1).left(200);
}

// TorchNeuron's NEFF cache lays a NEFF out as DIR/ab/cd/abcd….neff; the folder is DIR. A path
// of another shape names no folder rather than a wrong one.
QString neffCacheFolder(const QString &neff)
{
    static const QRegularExpression sharded(QStringLiteral("^(/.*?)/([0-9a-f]{2})/([0-9a-f]{2})/([0-9a-f]{4,128})\\.neff\\z"));
    const QRegularExpressionMatch m = sharded.match(neff);
    if (!m.hasMatch() || !m.captured(4).startsWith(m.captured(2) + m.captured(3)))
        return {};
    return m.captured(1).left(kMaxPath);
}

// A line of TorchNeuron's logger: "[Neuron] [LEVEL] [file:line] message" (the file part is
// absent for messages logged without one; a warning may carry Python's warning prefix).
CompileCacheLine classifyTorchNeuronLine(const QString &raw)
{
    static const QRegularExpression tagged(
        QStringLiteral("\\[Neuron\\] \\[(?:DEBUG|INFO|WARNING|ERROR)\\](?: \\[[^\\]]{1,1024}:\\d{1,9}\\])? (.*)$"));
    static const QRegularExpression hitAfterWait(QStringLiteral("^Persistent cache hit after lock acquisition\\b"));
    static const QRegularExpression hit(QStringLiteral("^(?:Persistent cache hit key=|\\[NEFF_CACHE\\] Cache HIT for key:)"));
    static const QRegularExpression miss(QStringLiteral("^(?:Persistent cache miss key=|\\[NEFF_CACHE\\] Cache MISS for key:)"));
    static const QRegularExpression lookedUp(QStringLiteral("^Cache (?:miss key= \\S+|put key= \\S+ size= \\d+) path= (\\S+)"));
    static const QRegularExpression problem(
        QStringLiteral("^(?:Failed to initialize persistent cache backend, continuing without persistent caching|Cache put failed key=)"));
    CompileCacheLine out;
    const QRegularExpressionMatch t = tagged.match(raw);
    if (!t.hasMatch())
        return out;
    const QString text = t.captured(1).trimmed();
    QRegularExpressionMatch m;
    if (hitAfterWait.match(text).hasMatch()) {
        out.kind = CompileCacheLine::Kind::HitAfterWait;
    } else if (hit.match(text).hasMatch()) {
        out.kind = CompileCacheLine::Kind::Hit;
    } else if (miss.match(text).hasMatch()) {
        // "Cache miss key= … path= …" of the backend below comes with this one for the same
        // lookup; it only says where the cache is.
        out.kind = CompileCacheLine::Kind::Miss;
    } else if ((m = lookedUp.match(text)).hasMatch()) {
        out.path = neffCacheFolder(m.captured(1));
        out.kind = out.path.isEmpty() ? CompileCacheLine::Kind::None : CompileCacheLine::Kind::CachePath;
    } else if (problem.match(text).hasMatch()) {
        out.kind = CompileCacheLine::Kind::CacheProblem;
    }
    return out;
}

} // namespace

CompileCacheLine classifyCompileCacheLine(const QString &raw)
{
    // The wrapper's tag; what comes before it (time, pid, level) varies between versions.
    static const QRegularExpression tagged(QStringLiteral("\\|\\|(?:NEURON_CC_WRAPPER|NCC_WRAPPER|NEURON_CACHE)\\|\\|:?\\s*(.*)$"));
    static const QRegularExpression hit(QStringLiteral("^Using a cached neff at\\s+(\\S+?)\\.?(?:\\s|$)"));
    static const QRegularExpression failed(QStringLiteral("^Got a cached failed neff at\\s+(\\S+?)\\.?(?:\\s|$)"));
    static const QRegularExpression compile(QStringLiteral("^Call compiler with cmd:\\s*(.*)$"));
    static const QRegularExpression extract(QStringLiteral("^Extracting graphs \\((.*?)\\) for ahead-of-time parallel compilation"));
    static const QRegularExpression cachePath(QStringLiteral("^Compile cache path:\\s*(\\S+)"));
    CompileCacheLine out;
    const QString line = raw.left(64 * 1024);
    const QRegularExpressionMatch t = tagged.match(line);
    if (!t.hasMatch())
        return classifyTorchNeuronLine(line);
    const QString text = t.captured(1).trimmed();
    QRegularExpressionMatch m;
    if ((m = hit.match(text)).hasMatch()) {
        out.kind = CompileCacheLine::Kind::Hit;
        out.path = m.captured(1).left(kMaxPath);
    } else if ((m = failed.match(text)).hasMatch()) {
        out.kind = CompileCacheLine::Kind::CachedFailure;
        out.path = m.captured(1).left(kMaxPath);
    } else if ((m = compile.match(text)).hasMatch()) {
        out.kind = CompileCacheLine::Kind::Miss;
    } else if ((m = extract.match(text)).hasMatch()) {
        out.kind = CompileCacheLine::Kind::Extracted;
        out.path = m.captured(1).left(kMaxPath);
    } else if ((m = cachePath.match(text)).hasMatch()) {
        out.kind = CompileCacheLine::Kind::CachePath;
        out.path = m.captured(1).left(kMaxPath);
    } else {
        return out;
    }
    out.module = moduleIn(text);
    return out;
}

void CompileCacheCounts::add(const CompileCacheLine &line)
{
    switch (line.kind) {
    case CompileCacheLine::Kind::None:
        break;
    case CompileCacheLine::Kind::Hit:
        ++hits;
        break;
    case CompileCacheLine::Kind::Miss:
        ++misses;
        break;
    case CompileCacheLine::Kind::CachedFailure:
        ++cachedFailures;
        break;
    case CompileCacheLine::Kind::Extracted:
        ++extracted;
        break;
    case CompileCacheLine::Kind::HitAfterWait:
        ++hits;
        misses = std::max<qint64>(0, misses - 1);
        break;
    case CompileCacheLine::Kind::CacheProblem:
        ++problems;
        break;
    case CompileCacheLine::Kind::CachePath:
        addPath(line.path);
        break;
    }
}

void CompileCacheCounts::addPath(const QString &path)
{
    if (!path.isEmpty() && !cachePaths.contains(path) && cachePaths.size() < kMaxCachePaths)
        cachePaths.append(path);
}

void CompileCacheCounts::merge(const CompileCacheCounts &other)
{
    hits += other.hits;
    misses += other.misses;
    cachedFailures += other.cachedFailures;
    extracted += other.extracted;
    problems += other.problems;
    for (const QString &p : other.cachePaths)
        addPath(p);
}

CompileCacheCounts CompileCacheCounts::largerOf(const CompileCacheCounts &a, const CompileCacheCounts &b)
{
    CompileCacheCounts out;
    out.hits = std::max(a.hits, b.hits);
    out.misses = std::max(a.misses, b.misses);
    out.cachedFailures = std::max(a.cachedFailures, b.cachedFailures);
    out.extracted = std::max(a.extracted, b.extracted);
    out.problems = std::max(a.problems, b.problems);
    for (const QString &p : a.cachePaths + b.cachePaths)
        out.addPath(p);
    return out;
}

} // namespace pilot
