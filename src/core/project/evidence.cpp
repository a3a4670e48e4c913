#include "core/project/evidence.h"

#include "core/support/coretr.h"
#include "core/project/projectplace.h"

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
    static const QRegularExpression word(QStringLiteral("^[^\\s]+$"));
    static const QRegularExpression fileName(QStringLiteral("^[\\w.-]+\\.[A-Za-z0-9]{1,8}$"));
    return word.match(entry).hasMatch() && (entry.contains(QLatin1Char('/')) || fileName.match(entry).hasMatch());
}

} // namespace

EvidenceRef classifyEvidence(const QString &entry, const Project &project, const QString &projectDir)
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
    const QFileInfo info(place.absolute);
    ref.absolutePath = place.absolute;
    if (!info.exists()) {
        ref.kind = EvidenceKind::Missing;
        return ref;
    }
    if (info.isDir()) {
        const bool listed = std::any_of(project.runs.begin(), project.runs.end(), [&](const ProjectRun &r) {
            return runFolder(r.path, projectDir).path == place.absolute;
        });
        ref.kind = listed || QFileInfo::exists(QDir(info.absoluteFilePath()).filePath(QStringLiteral("metrics.jsonl")))
            ? EvidenceKind::Run
            : EvidenceKind::File;
        return ref;
    }
    ref.kind = EvidenceKind::File;
    return ref;
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
