#pragma once

#include "newrundialog.h"

#include "core/fallback/fallbackjob.h"
#include "core/fallback/lastaccepted.h"
#include "core/project/project.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace pilot::app {

class JobTracker;

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
    QString problem;   ///< why no fallback can be built, when none can
    bool ok() const { return problem.isEmpty() && job.ok(); }
};

/// "Fall back to GPU" (docs/fallback.md): finds the pilot's last *accepted* checkpoint and
/// builds the fallback job from the plan's emergency profile (prepare, on a worker thread);
/// then, once the user agreed, exports that checkpoint for the GPU side (pilot-trainer export
/// in its own process, into `exports/`), writes the job into the project's `jobs/` folder and
/// hands the run — role fallback — to the Run stage, which launches it (carry out).
class FallbackAction : public QObject
{
    Q_OBJECT
public:
    explicit FallbackAction(QObject *parent = nullptr);
    ~FallbackAction() override;

    /// Blocking: checksums the pilot's checkpoints. `cancel` may stop it.
    static FallbackPreparation prepare(const Project &project, const QString &projectFolder, const std::atomic_bool *cancel);

    void prepareAsync(const Project &project, const QString &projectFolder);
    void carryOut(const FallbackPreparation &preparation, const QList<BackendRuntime> &runtime);
    void cancel();
    bool isBusy() const;

Q_SIGNALS:
    void prepared(const pilot::app::FallbackPreparation &preparation);
    void progress(const QString &text);
    /// The job is written and the checkpoint exported: the Run stage starts `request`.
    void ready(const pilot::app::NewRunRequest &request);
    void failed(const QString &error);

private:
    void writeJob(const FallbackPreparation &preparation, const QList<BackendRuntime> &runtime);

    JobTracker *m_preparing = nullptr; ///< the preparation; only the latest answers
    bool m_busy = false;               ///< carrying a preparation out
};

} // namespace pilot::app
