#include "core/launch/launcher.h"

#include "core/launch/slurmlauncher.h"
#include "core/launch/sshlauncher.h"

#include <QFileInfo>

namespace pilot {

Launcher::~Launcher() = default;

bool Launcher::hostRunDir(const QString &runDir, QString *hostDir, QString *error)
{
    error->clear();
    *hostDir = QFileInfo(runDir).absoluteFilePath();
    return true;
}

std::unique_ptr<Launcher> makeLauncher(const LaunchTarget &target, const LauncherOptions &options)
{
    switch (target.kind) {
    case LaunchTarget::Kind::Slurm:
        return std::make_unique<SlurmLauncher>(target, options);
    case LaunchTarget::Kind::Ssh:
        return std::make_unique<SshLauncher>(target, options);
    case LaunchTarget::Kind::Local:
        break;
    }
    return nullptr;
}

} // namespace pilot
