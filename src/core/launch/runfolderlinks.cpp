#include "core/launch/runfolderlinks.h"

#include "core/support/coretr.h"

#include <QDir>
#include <QFile>

#include <sys/stat.h>

namespace pilot {

bool checkRunFolderLinks(const QString &runDir, QString *error)
{
    for (const char *entry : {"logs", "logs/stdout.log", "logs/stderr.log", "metrics.jsonl", "checkpoints"}) {
        const QString path = QDir(runDir).filePath(QLatin1String(entry));
        struct stat st
        {};
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISLNK(st.st_mode))
            continue;
        *error = CoreTr::tr("%1 is a symbolic link; a run writes only inside its run folder, so nothing was started: remove the link.")
                     .arg(path);
        return false;
    }
    return true;
}

} // namespace pilot
