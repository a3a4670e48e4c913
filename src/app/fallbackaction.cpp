#include "fallbackaction.h"
#include "jobtracker.h"

#include "runsettings.h"

namespace pilot::app {

FallbackAction::FallbackAction(QObject *parent)
    : QObject(parent)
    , m_preparing(new JobTracker(this))
    , m_sequence(new FallbackSequence(this))
{
    connect(m_sequence, &FallbackSequence::progress, this, &FallbackAction::progress);
    connect(m_sequence, &FallbackSequence::failed, this, &FallbackAction::failed);
    connect(m_sequence, &FallbackSequence::ready, this, [this](const FallbackPreparation &preparation, const JobSpec &job) {
        NewRunRequest request;
        request.role = RunRole::Fallback;
        request.name = preparation.runName;
        request.jobFile = preparation.jobFile;
        request.job = job;
        request.target = preparation.target;
        request.limit = RunSettings::limit(preparation.target.toString());
        request.runtime = m_runtime;
        Q_EMIT ready(request);
    });
}

FallbackAction::~FallbackAction()
{
    cancel();
}

void FallbackAction::prepareAsync(const Project &project, const QString &projectFolder)
{
    m_preparing->run(
        [project, projectFolder](const BackgroundJob &job) { return FallbackSequence::prepare(project, projectFolder, job.cancelFlag()); },
        [this](const FallbackPreparation &preparation) { Q_EMIT prepared(preparation); });
}

void FallbackAction::cancel()
{
    m_preparing->cancel();
}

bool FallbackAction::isBusy() const
{
    return m_sequence->busy() || m_preparing->busy();
}

void FallbackAction::carryOut(const FallbackPreparation &preparation, const QList<BackendRuntime> &runtime)
{
    if (isBusy())
        return;
    m_runtime = runtime;
    m_sequence->carryOut(preparation);
}

} // namespace pilot::app
