#include "core/neuron/compilecachelog.h"

#include <QRegularExpression>

namespace pilot {

namespace {

constexpr qsizetype kMaxPath = 1024;
constexpr int kMaxCachePaths = 8;

QString moduleIn(const QString &text)
{
    static const QRegularExpression module(QStringLiteral("(MODULE_[0-9A-Za-z_]+(?:\\+[0-9a-f]+)?)"));
    return module.match(text).captured(1).left(200);
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
    const QRegularExpressionMatch t = tagged.match(raw.left(64 * 1024));
    if (!t.hasMatch())
        return out;
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
    case CompileCacheLine::Kind::CachePath:
        if (!line.path.isEmpty() && !cachePaths.contains(line.path) && cachePaths.size() < kMaxCachePaths)
            cachePaths.append(line.path);
        break;
    }
}

} // namespace pilot
