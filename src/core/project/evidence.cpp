#include "core/project/evidence.h"

#include "core/project/projectplace.h"
#include "core/support/coretr.h"
#include "core/support/diskwork.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace pilot {

namespace {

bool looksLikePath(const QString &entry)
{
    // One word with a folder separator, or a file name with an extension ("model.pt"); prose
    // has spaces. "ops-scan: …" lines and sentences stay text.
    static const QRegularExpression word(QStringLiteral("^[^\\s]+\\z"));
    static const QRegularExpression fileName(QStringLiteral("^[\\w.-]+\\.[A-Za-z0-9]{1,8}\\z"));
    return word.match(entry).hasMatch() && (entry.contains(QLatin1Char('/')) || fileName.match(entry).hasMatch());
}

} // namespace

EvidenceRef placeEvidence(const QString &entry, const QString &projectDir)
{
    EvidenceRef ref;
    ref.text = entry;
    ref.shown = entry;
    const QString t = entry.trimmed();
    if (t.startsWith(QLatin1String("https://")) || t.startsWith(QLatin1String("http://"))) {
        ref.kind = EvidenceKind::Link;
        return ref;
    }
    if (!looksLikePath(t))
        return ref;
    const ProjectPlace place = placeInProject(t, projectDir);
    if (place.outside) {
        ref.kind = EvidenceKind::Outside;
        return ref;
    }
    ref.shown = place.shown;
    ref.absolutePath = place.absolute;
    ref.kind = EvidenceKind::Missing;
    return ref;
}

EvidenceFacts lookUpEvidencePlace(const QString &absolutePath)
{
    countEvidenceCheck();
    EvidenceFacts facts;
    const QFileInfo info(absolutePath);
    facts.exists = info.exists();
    facts.isDir = facts.exists && info.isDir();
    facts.holdsMetrics = facts.isDir && QFileInfo::exists(QDir(info.absoluteFilePath()).filePath(QStringLiteral("metrics.jsonl")));
    return facts;
}

EvidenceKind evidenceKindOf(const EvidenceRef &placed, const EvidenceFacts &facts, const Project &project, const QString &projectDir)
{
    if (!needsLookUp(placed))
        return placed.kind;
    if (!facts.exists)
        return EvidenceKind::Missing;
    if (!facts.isDir)
        return EvidenceKind::File;
    const bool listed = std::any_of(project.runs.begin(), project.runs.end(),
                                    [&](const ProjectRun &r) { return runFolder(r.path, projectDir).path == placed.absolutePath; });
    return listed || facts.holdsMetrics ? EvidenceKind::Run : EvidenceKind::File;
}

EvidenceRef classifyEvidence(const QString &entry, const Project &project, const QString &projectDir)
{
    EvidenceRef ref = placeEvidence(entry, projectDir);
    if (needsLookUp(ref))
        ref.kind = evidenceKindOf(ref, lookUpEvidencePlace(ref.absolutePath), project, projectDir);
    return ref;
}

std::optional<EvidenceRef> classifyEvidence(const QString &entry, const Project &project, const QString &projectDir,
                                            const EvidenceFactsByPath &known)
{
    EvidenceRef ref = placeEvidence(entry, projectDir);
    if (!needsLookUp(ref))
        return ref;
    const auto it = known.constFind(ref.absolutePath);
    if (it == known.constEnd())
        return std::nullopt;
    ref.kind = evidenceKindOf(ref, *it, project, projectDir);
    return ref;
}

EvidenceFactsByPath lookUpEvidence(const Project &project, const QString &projectDir, const EvidenceFactsByPath &skip,
                                   const std::function<bool()> &cancelled)
{
    EvidenceFactsByPath out;
    for (const DecisionAnswer &a : project.decision) {
        for (const QString &e : a.evidence) {
            if (cancelled && cancelled())
                return out;
            const EvidenceRef placed = placeEvidence(e, projectDir);
            if (needsLookUp(placed) && !skip.contains(placed.absolutePath) && !out.contains(placed.absolutePath))
                out.insert(placed.absolutePath, lookUpEvidencePlace(placed.absolutePath));
        }
    }
    return out;
}

Diagnostics checkEvidence(const Project &project, const QString &projectFile)
{
    Diagnostics out;
    const QString dir = QFileInfo(projectFile).absolutePath();
    for (const DecisionAnswer &a : project.decision) {
        for (int i = 0; i < a.evidence.size(); ++i) {
            const EvidenceRef ref = classifyEvidence(a.evidence.at(i), project, dir);
            if (ref.kind != EvidenceKind::Missing)
                continue;
            Diagnostic d;
            d.file = projectFile;
            d.severity = Diagnostic::Severity::Warning;
            // One multi-argument arg(): a '%1' in the id or the entry stays as written.
            d.message = CoreTr::tr("decision.%1.evidence[%2]: '%3' is not a file or run of the project (%4)")
                            .arg(a.id, QString::number(i), a.evidence.at(i), ref.absolutePath);
            out.append(d);
        }
    }
    return out;
}

QString evidencePathFor(const QString &absolutePath, const QString &projectDir)
{
    const QString relative = QDir(projectDir).relativeFilePath(absolutePath);
    // Up to one level above the project (a team's shared folder) stays relative.
    return relative.startsWith(QLatin1String("../../")) ? QDir::cleanPath(absolutePath) : relative;
}

} // namespace pilot
