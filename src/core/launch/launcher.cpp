#include "core/launch/launcher.h"

#include "core/launch/locallauncher.h"

namespace pilot {

Launcher::~Launcher() = default;

QString Launcher::hostRunDir(const QString &runDir) const
{
    return runDir;
}

std::unique_ptr<Launcher> makeLauncher(const LaunchTarget &target, const LauncherOptions &options)
{
    Q_UNUSED(options)
    switch (target.kind) {
    case LaunchTarget::Kind::Local:
        return std::make_unique<LocalLauncher>();
    case LaunchTarget::Kind::Ssh:
        return nullptr;
    case LaunchTarget::Kind::Slurm:
        return nullptr;
    }
    return nullptr;
}

} // namespace pilot
