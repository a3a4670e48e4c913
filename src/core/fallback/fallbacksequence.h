#pragma once

#include "pilot_core_export.h"

#include "core/fallback/fallbackjob.h"
#include "core/fallback/lastaccepted.h"
#include "core/job/jobspec.h"
#include "core/job/launchtarget.h"
#include "core/project/project.h"

#include <QObject>
#include <QPointer>

#include <atomic>

namespace pilot {

class TrainerExport;

/// What "Fall back to GPU" found before anything is written: the pilot's last accepted
/// checkpoint and the fallback job built from the emergency profile, or why there is none.
struct FallbackPreparation
{
    QString pilotRunDir;
    QString pilotLabel;
    LastAcceptedCheckpoint last;
    FallbackJob job;
    QString jobFile;   ///< where the job goes: the project's jobs folder
    QString exportDir; ///< where the checkpoint is exported for the GPU side
    QString runName;
    LaunchTarget target;
    QString problem; ///< why no fallback can be built, when none can
    bool ok() const { return problem.isEmpty() && job.ok(); }
};

/// The fallback sequence (docs/fallback.md) without its windows: prepare() finds the pilot's
/// last *accepted* checkpoint and builds the fallback job from the plan's emergency profile;
/// once the user agreed, carryOut() exports that checkpoint for the GPU side (pilot-trainer
/// export in its own process, into `exports/`, kept when an export of that state is there),
/// writes the job into the project's `jobs/` folder and reads it back, and ready() hands it on
/// to be launched in the role fallback.
class PILOT_CORE_EXPORT FallbackSequence : public QObject
{
    Q_OBJECT
public:
    explicit FallbackSequence(QObject *parent = nullptr);
    ~FallbackSequence() override;

    /// Blocking (it checksums the pilot's checkpoints): call it on a worker thread. `cancel`
    /// may stop it, which it says as its problem.
    static FallbackPreparation prepare(const Project &project, const QString &projectFolder, const std::atomic_bool *cancel = nullptr);

    /// Starts carrying out an ok() preparation without blocking; false (and nothing done) when
    /// it is not ok or one is being carried out.
    bool carryOut(const FallbackPreparation &preparation);
    bool busy() const { return m_busy; }

Q_SIGNALS:
    /// What is being done, for people.
    void progress(const QString &text);
    /// The job is written to `preparation.jobFile` and reads back as `job`; the checkpoint is
    /// exported.
    void ready(const pilot::FallbackPreparation &preparation, const pilot::JobSpec &job);
    void failed(const QString &error);

private:
    void writeJob(const FallbackPreparation &preparation);

    QPointer<TrainerExport> m_export;
    bool m_busy = false;
};

} // namespace pilot
