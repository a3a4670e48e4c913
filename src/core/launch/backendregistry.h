#pragma once

#include "pilot_core_export.h"
#include "core/launch/backend.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace pilot {

/// One plugin file the registry found. `error` is empty for a usable backend; otherwise it
/// says why this file is not one (wrong interface id, bad metadata, missing symbol, a load
/// failure), and `info` holds whatever the metadata did say.
struct BackendEntry
{
    QString path;
    BackendInfo info;
    QString error;
};

/// Finds backend plugins and loads them on demand. A plugin's JSON metadata (backend.json,
/// compiled into the plugin) is read and checked *before* the plugin is loaded, so a plugin
/// built for another interface or with broken metadata is listed with its reason and never
/// loaded; one that fails to load or whose instance is not a Backend is listed the same way.
/// Nothing a plugin folder holds can crash the program.
class PILOT_CORE_EXPORT BackendRegistry
{
public:
    /// The folders searched, in order: those of the environment variable PILOT_BACKEND_PATH
    /// (colon-separated), then the build tree's plugin folder (<program folder>/../lib/
    /// migration-pilot/backends) and the installation's (<program folder>/../lib/<multiarch>/
    /// migration-pilot/backends on Debian; core/installdirs.h).
    static QStringList defaultFolders();

    explicit BackendRegistry(const QStringList &folders = defaultFolders());
    ~BackendRegistry();
    BackendRegistry(const BackendRegistry &) = delete;
    BackendRegistry &operator=(const BackendRegistry &) = delete;

    QStringList folders() const;

    /// Every plugin file found, in search order; the first usable one of a name wins, later
    /// ones of the same name are listed with an error saying which one shadows them.
    QList<BackendEntry> entries() const;

    /// The usable backend called `name` (loading its plugin on first use), or nullptr with
    /// `error` naming the backends there are, or why the one of that name is broken.
    const Backend *backend(const QString &name, QString *error) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace pilot
