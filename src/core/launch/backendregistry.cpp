#include "core/launch/backendregistry.h"

#include "core/installdirs.h"
#include "core/support/coretr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QLibrary>
#include <QMutex>
#include <QPluginLoader>
#include <QRegularExpression>

namespace pilot {

namespace {

// Beside the programs' bin/ folder, in the build tree as in an installation.
constexpr char kPluginFolder[] = "../lib/migration-pilot/backends"; // in a build tree

// What backend.json must say. Read before loading, so a plugin of another program or another
// interface version is never loaded.
QString infoFromMetadata(const QJsonObject &meta, BackendInfo *info)
{
    if (meta.isEmpty())
        return CoreTr::tr("this file is not a Qt plugin (it carries no plugin metadata)");
    const QString iid = meta.value(QStringLiteral("IID")).toString();
    if (iid != QLatin1String(PILOT_BACKEND_IID))
        return CoreTr::tr("the plugin implements “%1”, not the backend interface “%2”").arg(iid, QLatin1String(PILOT_BACKEND_IID));
    if (const QString problems = readBackendInfo(meta.value(QStringLiteral("MetaData")).toObject(), info); !problems.isEmpty())
        return CoreTr::tr("bad metadata: %1").arg(problems);
    return {};
}

} // namespace

struct BackendRegistry::Private
{
    QStringList folders;
    QList<BackendEntry> entries;
    mutable QMutex mutex;                            // loading is on demand, from any thread
    mutable QHash<QString, QPluginLoader *> loaders; ///< by entry path; owned
    mutable QHash<QString, QString> loadErrors;      ///< by entry path

    void scan()
    {
        QHash<QString, QString> firstOfName;
        for (const QString &folder : std::as_const(folders)) {
            const QDir dir(folder);
            const QFileInfoList files = dir.entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
            for (const QFileInfo &file : files) {
                // Regular files only: a link may point anywhere, a FIFO would block the loader.
                if (file.isSymLink() || !file.isFile() || !QLibrary::isLibrary(file.fileName()))
                    continue;
                BackendEntry entry;
                entry.path = file.absoluteFilePath();
                QPluginLoader probe(entry.path);
                entry.error = infoFromMetadata(probe.metaData(), &entry.info);
                if (entry.error.isEmpty()) {
                    if (firstOfName.contains(entry.info.name))
                        entry.error = CoreTr::tr("another backend called “%1” comes first in the search path: %2")
                                          .arg(entry.info.name, firstOfName.value(entry.info.name));
                    else
                        firstOfName.insert(entry.info.name, entry.path);
                }
                entries << entry;
            }
        }
    }
};

QStringList BackendRegistry::defaultFolders()
{
    QStringList folders;
    const QString fromEnvironment = qEnvironmentVariable("PILOT_BACKEND_PATH");
    for (const QString &folder : fromEnvironment.split(QLatin1Char(':'), Qt::SkipEmptyParts))
        folders << QDir::cleanPath(folder);
    QString programFolder = QCoreApplication::applicationDirPath();
    if (programFolder.isEmpty())
        programFolder = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalPath();
    folders << QDir::cleanPath(programFolder + QLatin1Char('/') + QLatin1String(kPluginFolder))
            << QDir::cleanPath(programFolder + QLatin1Char('/') + QLatin1String(kInstalledBackendFolder));
    folders.removeDuplicates();
    return folders;
}

BackendRegistry::BackendRegistry(const QStringList &folders)
    : d(std::make_unique<Private>())
{
    d->folders = folders;
    d->scan();
}

BackendRegistry::~BackendRegistry()
{
    // The plugins stay loaded: a Backend handed out may still be in use, and unloading a
    // library whose code ran is never worth the risk.
    qDeleteAll(d->loaders);
}

QStringList BackendRegistry::folders() const
{
    return d->folders;
}

QList<BackendEntry> BackendRegistry::entries() const
{
    QMutexLocker lock(&d->mutex);
    QList<BackendEntry> out = d->entries;
    for (BackendEntry &entry : out)
        if (entry.error.isEmpty() && d->loadErrors.contains(entry.path))
            entry.error = d->loadErrors.value(entry.path);
    return out;
}

const Backend *BackendRegistry::backend(const QString &name, QString *error) const
{
    QMutexLocker lock(&d->mutex);
    const BackendEntry *found = nullptr;
    const BackendEntry *broken = nullptr;
    QStringList usable;
    for (const BackendEntry &entry : std::as_const(d->entries)) {
        if (entry.error.isEmpty() && !d->loadErrors.contains(entry.path)) {
            usable << entry.info.name;
            if (entry.info.name == name && !found)
                found = &entry;
        } else if (entry.info.name == name && !broken) {
            broken = &entry;
        }
    }
    if (!found) {
        if (broken)
            *error = CoreTr::tr("The backend “%1” cannot be used: %2 (%3).")
                         .arg(name, d->loadErrors.value(broken->path, broken->error), broken->path);
        else if (usable.isEmpty())
            *error = CoreTr::tr("There is no backend “%1”: no backend plugins were found in %2.")
                         .arg(name, d->folders.join(QStringLiteral(", ")));
        else
            *error = CoreTr::tr("There is no backend “%1”; the backends found are: %2.").arg(name, usable.join(QStringLiteral(", ")));
        return nullptr;
    }
    QPluginLoader *&loader = d->loaders[found->path];
    if (!loader) {
        loader = new QPluginLoader(found->path);
        // Resolve every symbol at load: with lazy binding a plugin built against another
        // version of the core would load and then crash at its first call of a missing one.
        loader->setLoadHints(QLibrary::ResolveAllSymbolsHint | QLibrary::PreventUnloadHint);
    }
    QObject *instance = loader->instance();
    Backend *backend = qobject_cast<Backend *>(instance);
    QString why;
    if (!instance)
        why = CoreTr::tr("it could not be loaded: %1").arg(loader->errorString());
    else if (!backend)
        why = CoreTr::tr("its plugin object does not implement the backend interface");
    else if (backend->info().name != found->info.name)
        why = CoreTr::tr("the loaded plugin calls itself “%1”, its metadata “%2”").arg(backend->info().name, found->info.name);
    else if (backend->info() != found->info)
        why = CoreTr::tr("the loaded plugin describes itself otherwise than its metadata");
    if (!why.isEmpty()) {
        d->loadErrors.insert(found->path, why);
        *error = CoreTr::tr("The backend “%1” cannot be used: %2 (%3).").arg(name, why, found->path);
        return nullptr;
    }
    return backend;
}

} // namespace pilot
