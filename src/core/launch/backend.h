#pragma once

#include "core/job/jobspec.h"
#include "core/job/launchtarget.h"
#include "core/launch/backendinfo.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QtPlugin>

namespace pilot {

/// One reason a job cannot run on a backend, with the job field it is about
/// ("device", "tokenizer.kind", "model.path"); `message` is a whole sentence for people.
struct JobRefusal
{
    QString field;
    QString message;
};

/// A file or folder (a model folder, a checkpoint) the job reads that must be copied to a host
/// that does not share this machine's files (SSH). `source` is absolute on this machine;
/// `target` is relative to the run folder on the host, one of the names the plan's job uses.
struct StagedFile
{
    QString source;
    QString target;
};

/// Where a job would run and with which of the project's runtime settings: what a backend's
/// check may need besides the job (a backend that asks the host what it has installed).
struct CheckContext
{
    LaunchTarget target;            ///< where it would run (local by default)
    QMap<QString, QString> runtime; ///< the project's runtime settings for this backend and target (runtimesettings.h)
};

/// What the backend needs to plan a launch.
struct PlanRequest
{
    JobSpec job;              ///< read and checked; its relative paths already resolved
    LaunchTarget target;      ///< where it will run
    QString hostRunDir;       ///< the run folder as the host that runs the job sees it (absolute)
    bool stageInputs = false; ///< true when the host does not see this machine's files (SSH)
    /// Fields of the job's inputs that already lie on the host (the project's `paths` for it):
    /// named as they are there and never staged.
    QStringList onHost = {};
    QMap<QString, QString> runtime; ///< the project's runtime settings for this backend and target
};

/// A program the launcher starts beside the job on its host when the host has it (a monitor
/// such as neuron-monitor), never through a shell. Its standard output is written to `output`
/// in the run folder; it ends with the job. A launcher that cannot do this says so in
/// launch.json and starts the job alone.
struct PlanCompanion
{
    QStringList argv; ///< argv[0] without a '/' is looked up on the job's PATH; not there: not started
    QString output;   ///< a file name in the run folder (one plain name, no '/')
};

/// How to start one job: never a shell string. The launcher runs `argv` in
/// `workingDirectory` with exactly the base environment it documents plus `env`, after
/// writing `job` as `<run>/job.json` and copying `files` (when inputs are staged).
struct LaunchPlan
{
    QStringList argv;           ///< argv[0] is the program as the host finds it
    QMap<QString, QString> env; ///< added to the launcher's base environment
    QList<StagedFile> files;    ///< empty unless the request stages inputs
    QString workingDirectory;   ///< absolute on the host; normally the run folder
    QJsonObject job;            ///< job.json as the host must read it (staged paths when staged)
    QList<PlanCompanion> companions;         ///< started beside the job where the launcher can
    QList<QPair<QString, QString>> versions; ///< host software the backend found while planning (recorded in launch.json)
    /// Processes of one data-parallel run a scheduler starts from `argv` (Slurm: the tasks of one
    /// srun step, over `nodes` nodes); 1: `argv` is started once. Only for targets whose launcher
    /// starts tasks; on one machine the program starts its ranks itself.
    int tasks = 1;
    int nodes = 1;
};

/// A backend turns a job of the shared job interface into a launch plan. Implemented by Qt
/// plugins (backends/<name>/) that declare kBackendInterfaceId and carry backend.json.
/// The registry calls them from any thread: an implementation keeps no state, or guards what
/// it keeps (a cache of what a host has installed). check() and plan() may block (they may ask
/// the host): never call them on the GUI thread.
class Backend
{
public:
    virtual ~Backend() = default;

    virtual BackendInfo info() const = 0;

    /// Every reason `job` cannot run on `context.target` with `context.runtime`, each naming its
    /// field (a job field, or a runtime setting as `runtime.<backend>.<key>`); empty when it can.
    /// Checked before a launch so a job is refused in the app, not in a log on a remote host.
    virtual QList<JobRefusal> check(const JobSpec &job, const CheckContext &context) const = 0;

    /// The launch plan for a job check() accepted. Returns false with `error` set when the
    /// backend cannot plan for this target (e.g. its program is not where it must be).
    virtual bool plan(const PlanRequest &request, LaunchPlan *plan, QString *error) const = 0;
};

} // namespace pilot

#define PILOT_BACKEND_IID "org.migration-pilot.Backend/2"
Q_DECLARE_INTERFACE(pilot::Backend, PILOT_BACKEND_IID)
