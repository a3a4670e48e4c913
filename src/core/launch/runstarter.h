#pragma once

#include "pilot_core_export.h"
#include "core/job/launchtarget.h"
#include "core/launch/backend.h"
#include "core/launch/launcher.h"
#include "core/launch/launchrecord.h"
#include "core/project/pathmapping.h"
#include "core/project/runtimesettings.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace pilot {

class BackendRegistry;

/// What starting one run needs; the app's Run stage and `pilotctl run` fill it the same way.
struct RunStartRequest
{
    QString jobFile;               ///< job.json as the user wrote it (its relative paths are beside it)
    QString runDir;                ///< absolute, or relative to `baseFolder`
    QString baseFolder;            ///< the project's folder; empty: the working folder
    /// The project's folder: inputs inside it are named in the run folder's job.json relative to
    /// the run folder (relateJobPaths), so the project moves as a whole; empty: paths absolute.
    QString projectFolder = {};
    /// Where the job's inputs lie on each machine (the project's `paths`): a run folder copied
    /// from another host finds its inputs through it.
    PathMapping paths = {};
    LaunchTarget target;           ///< where it runs (local by default)
    LauncherOptions options;       ///< from the user's settings
    QString environmentLabel;      ///< recorded in launch.json when set
    QList<BackendRuntime> runtime; ///< the project's runtime settings; those of the job's backend and the target go to its check and plan
};

struct RunStartResult
{
    bool started = false;
    QString runDir;             ///< the run folder as started: clean and absolute
    LaunchRecord record;        ///< launch.json as written, when started
    QList<JobRefusal> refusals; ///< why the job was refused, each naming its field (job file or backend)
    QString error;              ///< why it did not start otherwise (no such backend, launcher failure)
};

/// The job's `backend` found in `registry` and its check() of `job` in `context`: every reason
/// it cannot run there, with its field (a backend that is not there is one, field `backend`).
/// `*info`, when given, gets the backend's capabilities if it was found. Blocks while the
/// backend asks its host (the neuron backend runs its interpreter): call it on a worker thread.
PILOT_CORE_EXPORT QList<JobRefusal> checkJobOnBackend(const JobSpec &job, const BackendRegistry &registry, const CheckContext &context,
                                                      std::optional<BackendInfo> *info = nullptr);

/// The one way a run is started, for every front end: reads the job (core reader, every
/// problem named by field), resolves its paths against the job file's folder, finds the job's
/// `backend` in `registry`, refuses the job with every reason its check() gives (for the target,
/// with the project's runtime settings of that backend and target), plans it for
/// the target, and starts it with the target's launcher. Nothing is launched unless all of
/// that succeeded. `request.runDir` is confined as the project treats run paths (runFolder():
/// clean and absolute), so a name with spaces, quotes, `$(…)`, newlines or a leading '-'
/// is one folder of that name and never an option or a shell word. Blocks (file I/O, the
/// launcher's start): call it on a worker thread in the app.
PILOT_CORE_EXPORT RunStartResult startRun(const RunStartRequest &request, const BackendRegistry &registry);

/// startRun() for a run the app queued (queue.json in `request.runDir`, see queuedrun.h): the
/// run is claimed first, so no other app starts it at the same time; a run that is no longer
/// queued (started, cancelled or refused meanwhile, or being started by another app) is left
/// alone with `*notQueued` set and `error` saying why. Once started, its queue record goes;
/// refused, the record keeps the reasons. `beforeStart`, when given, runs once the run is
/// claimed and may fill in the request (the target's settings as they are now) or refuse it
/// by returning the reason, which is then kept like any other refusal. Blocks: call it on a
/// worker thread.
PILOT_CORE_EXPORT RunStartResult startQueuedRun(const RunStartRequest &request, const BackendRegistry &registry, bool *notQueued,
                                                const std::function<QString(RunStartRequest *)> &beforeStart = {});

/// The run folder for a run the user names in the app: `name` made one safe path component
/// (safeFileName(): no separators, no "..", no control characters) below `parentFolder`.
PILOT_CORE_EXPORT QString namedRunFolder(const QString &parentFolder, const QString &name);

} // namespace pilot
