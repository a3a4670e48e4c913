#pragma once

#include "core/launch/backend.h"

#include <QObject>

namespace pilot {

/// The backend of the C++ reference trainer: `pilot-trainer --job <run>/job.json --run-dir
/// <run>`. The trainer is found through the environment variable PILOT_TRAINER (an absolute
/// path), else beside the program that loaded the plugin; on an SSH host through
/// PILOT_REMOTE_TRAINER, else at the same path as here.
class LibtorchBackend : public QObject, public Backend
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID PILOT_BACKEND_IID FILE "backend.json")
    Q_INTERFACES(pilot::Backend)

public:
    BackendInfo info() const override;
    QList<JobRefusal> check(const JobSpec &job, const CheckContext &context) const override;
    bool plan(const PlanRequest &request, LaunchPlan *plan, QString *error) const override;
};

} // namespace pilot
