#include "core/checkpoints/torchfile.h"

#include "core/checkpoints/confinedpath.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QFileInfo>

namespace pilot {

qint64 checkTorchSaveFile(const QString &folder, const QString &name, QStringList *problems)
{
    QString why;
    const QString path = confinedPath(folder, name, &why);
    if (path.isEmpty()) {
        problems->append(CoreTr::tr("%1: %2").arg(name, why));
        return 0;
    }
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink()) {
        problems->append(CoreTr::tr("%1 is missing").arg(name));
        return 0;
    }
    RegularFile file;
    if (!file.open(path)) {
        problems->append(CoreTr::tr("%1: %2").arg(name, file.error()));
        return 0;
    }
    char magic[4] = {};
    if (file.size() < 4 || file.readAt(magic, 4, 0) != 4) {
        problems->append(CoreTr::tr("%1 is empty or shorter than any torch.save file").arg(name));
        return 0;
    }
    const bool zip = magic[0] == 'P' && magic[1] == 'K' && magic[2] == 3 && magic[3] == 4;
    const bool pickle = static_cast<unsigned char>(magic[0]) == 0x80;
    if (!zip && !pickle) {
        problems->append(CoreTr::tr("%1 is not a torch.save file (neither a zip archive nor a pickle)").arg(name));
        return 0;
    }
    return file.size();
}

} // namespace pilot
