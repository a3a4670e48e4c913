#pragma once

#include "newrundialog.h"

#include "core/fallback/fallbacksequence.h"
#include "core/project/project.h"

#include <QObject>

namespace pilot::app {

class JobTracker;

/// "Fall back to GPU" for the Checkpoints stage: the core's FallbackSequence, its preparation
/// run on a worker (prepareAsync) and its job handed to the Run stage as a new run — role
/// fallback, with the target's run limit and the project's runtime — once it is ready.
class FallbackAction : public QObject
{
    Q_OBJECT
public:
    explicit FallbackAction(QObject *parent = nullptr);
    ~FallbackAction() override;

    void prepareAsync(const Project &project, const QString &projectFolder);
    void carryOut(const FallbackPreparation &preparation, const QList<BackendRuntime> &runtime);
    void cancel();
    bool isBusy() const;

Q_SIGNALS:
    void prepared(const pilot::FallbackPreparation &preparation);
    void progress(const QString &text);
    /// The job is written and the checkpoint exported: the Run stage starts `request`.
    void ready(const pilot::app::NewRunRequest &request);
    void failed(const QString &error);

private:
    JobTracker *m_preparing;         ///< the preparation; only the latest answers
    FallbackSequence *m_sequence;    ///< carrying a preparation out
    QList<BackendRuntime> m_runtime; ///< for the run carried out
};

} // namespace pilot::app
