#include "core/launch/launcher.h"

#include "core/launch/locallauncher.h"
#include "core/launch/slurmlauncher.h"
#include "core/launch/sshlauncher.h"

#include <QCryptographicHash>

namespace pilot {

Launcher::~Launcher() = default;

bool Launcher::hostRunDir(const QString &runDir, QString *hostDir, QString *error)
{
    error->clear();
    *hostDir = runDir;
    return true;
}

void recordPlanDetails(const LaunchPlan &plan, LaunchRecord *record, const QString &companionsNote)
{
    record->env = plan.env;
    record->versions = plan.versions;
    record->companions.clear();
    for (const PlanCompanion &c : plan.companions)
        record->companions.append(LaunchCompanion{c.argv, c.output, false, companionsNote});
}

void recordRequest(const LaunchRequest &request, const QByteArray &jobBytes, LaunchRecord *record)
{
    record->backend = request.backend.name;
    record->backendVersion = request.backend.version;
    record->jobSha256 = QString::fromLatin1(QCryptographicHash::hash(jobBytes, QCryptographicHash::Sha256).toHex());
    record->environmentLabel = request.environmentLabel;
}

std::unique_ptr<Launcher> makeLauncher(const LaunchTarget &target, const LauncherOptions &options)
{
    switch (target.kind) {
    case LaunchTarget::Kind::Local:
        return std::make_unique<LocalLauncher>();
    case LaunchTarget::Kind::Slurm:
        return std::make_unique<SlurmLauncher>(target, options);
    case LaunchTarget::Kind::Ssh:
        return std::make_unique<SshLauncher>(target, options);
    }
    return nullptr;
}

} // namespace pilot
