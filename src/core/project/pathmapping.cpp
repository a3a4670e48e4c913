#include "core/project/pathmapping.h"

#include "core/job/jobspecio.h"
#include "core/support/coretr.h"
#include "core/support/yamlfields.h"

#include <QDir>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace pilot {

namespace {

// A folder as a mapping compares it: clean, no trailing '/' (but "/" itself).
QString folderKey(const QString &path)
{
    return QDir::cleanPath(path);
}

bool holds(const QString &folder, const QString &path)
{
    if (path == folder)
        return true;
    return path.startsWith(folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/'));
}

// The longest folder of `entries` that holds `path`; empty when none does.
QString longestHolder(const QMap<QString, QString> &entries, const QString &path)
{
    QString best;
    for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
        if (holds(it.key(), path) && it.key().size() > best.size())
            best = it.key();
    }
    return best;
}

bool hasControlCharacter(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control || c == QChar(0x2028) || c == QChar(0x2029))
            return true;
    }
    return false;
}

} // namespace

void readPathMapping(const YAML::Node &root, YamlFields &f, PathMapping *mapping)
{
    const QString path = QStringLiteral("paths");
    const YAML::Node node = f.child(root, "paths", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    for (const auto &entry : node) {
        if (!entry.first.IsScalar())
            continue; // reported by expectMap
        const QString written = QString::fromStdString(entry.first.Scalar());
        const QString at = YamlFields::join(path, written);
        LaunchTarget target;
        QString error;
        if (!LaunchTarget::parse(written, &target, &error)) {
            f.error(entry.first, at, error);
            continue;
        }
        if (!f.expectMap(entry.second, at))
            continue;
        QMap<QString, QString> folders;
        for (const auto &folder : entry.second) {
            if (!folder.first.IsScalar() || !folder.second.IsScalar()) {
                f.error(folder.second, at, CoreTr::tr("expected a folder as the job names it and where it lies, both text"));
                continue;
            }
            const QString from = QString::fromStdString(folder.first.Scalar());
            const QString to = QString::fromStdString(folder.second.Scalar());
            const QString entryAt = YamlFields::join(at, from);
            if (from.isEmpty() || to.isEmpty() || hasControlCharacter(from) || hasControlCharacter(to)) {
                f.error(folder.second, entryAt, CoreTr::tr("expected two folder names without control characters"));
                continue;
            }
            if (target.kind == LaunchTarget::Kind::Ssh && !QDir::isAbsolutePath(to)) {
                f.error(folder.second, entryAt,
                        CoreTr::tr("a folder on an SSH host must be absolute, not “%1”: the job runs in its run folder there").arg(to));
                continue;
            }
            folders.insert(folderKey(from), to);
        }
        if (!folders.isEmpty())
            mapping->targets.insert(target.toString(), folders);
    }
}

void writePathMapping(YAML::Node &root, const PathMapping &mapping)
{
    if (mapping.isEmpty()) {
        root.remove("paths");
        return;
    }
    YAML::Node node(YAML::NodeType::Map);
    for (auto target = mapping.targets.cbegin(); target != mapping.targets.cend(); ++target) {
        YAML::Node folders(YAML::NodeType::Map);
        for (auto it = target.value().cbegin(); it != target.value().cend(); ++it)
            folders[it.key().toStdString()] = it.value().toStdString();
        node[target.key().toStdString()] = folders;
    }
    root["paths"] = node;
}

MappedInputs mapJobInputs(JobSpec *job, const PathMapping &mapping, const LaunchTarget &target, const QString &projectFolder)
{
    MappedInputs out;
    const QString local = LaunchTarget().toString();
    const QMap<QString, QString> own = mapping.targets.value(target.toString());
    const QMap<QString, QString> here = mapping.targets.value(local);
    const bool ownOnHost = target.kind == LaunchTarget::Kind::Ssh;
    const QDir base(projectFolder.isEmpty() ? QDir::currentPath() : projectFolder);
    for (const JobInputPath &input : jobInputPaths(job)) {
        const QString path = QDir::cleanPath(*input.path);
        QString folder = longestHolder(own, path);
        bool onHost = ownOnHost && !folder.isEmpty();
        QString to = own.value(folder);
        if (folder.isEmpty()) {
            folder = longestHolder(here, path);
            to = here.value(folder);
        }
        if (folder.isEmpty())
            continue;
        const QString lies = onHost ? to : QDir::cleanPath(base.absoluteFilePath(to));
        out.written.insert(input.field, *input.path);
        const QString rest = path.mid(folder.size());
        *input.path = QDir::cleanPath(rest.isEmpty() ? lies : lies + QLatin1Char('/') + rest);
        if (onHost)
            out.onHost << input.field;
    }
    return out;
}

QString missingInputText(const QString &written, const QString &lookedAt)
{
    return written == lookedAt ? CoreTr::tr("%1 is not there").arg(lookedAt)
                               : CoreTr::tr("%1 is not there (the job names “%2”)").arg(lookedAt, written);
}

QString mappingHintText(const QStringList &written, const LaunchTarget &target)
{
    const QString key = target.kind == LaunchTarget::Kind::Slurm ? target.toString() : LaunchTarget().toString();
    QStringList folders;
    for (const QString &path : written) {
        const QString folder = QFileInfo(path).path() == QLatin1String(".") ? path : QFileInfo(path).path();
        if (!folders.contains(folder))
            folders.append(folder);
    }
    QStringList lines{QStringLiteral("paths:"), QStringLiteral("  %1:").arg(key)};
    for (const QString &folder : folders)
        lines.append(QStringLiteral("    %1: %2").arg(folder, CoreTr::tr("/where/it/lies")));
    return CoreTr::tr("An input that lies elsewhere on this machine is found once the project file names where its folder lies:\n%1")
        .arg(lines.join(QLatin1Char('\n')));
}

} // namespace pilot
