#include "core/launch/launcher.h"

#include "core/launch/locallauncher.h"
#include "core/launch/slurmlauncher.h"

namespace pilot {

Launcher::~Launcher() = default;

QString Launcher::hostRunDir(const QString &runDir) const
{
    return runDir;
}

std::unique_ptr<Launcher> makeLauncher(const LaunchTarget &target, const LauncherOptions &options)
{
    switch (target.kind) {
    case LaunchTarget::Kind::Local:
        return std::make_unique<LocalLauncher>();
    case LaunchTarget::Kind::Slurm:
        return std::make_unique<SlurmLauncher>(target, options);
    case LaunchTarget::Kind::Ssh:
        break;
    }
    return nullptr;
}

} // namespace pilot
