#include "core/checkpoints/filechecksum.h"

#include "common/sha256.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QByteArray>

namespace pilot {

FileChecksum sha256OfFile(const QString &path, ChecksumControl *control)
{
    FileChecksum out;
    RegularFile file;
    if (!file.open(path)) {
        out.error = file.error();
        return out;
    }
    constexpr qint64 kBlock = 1 << 20;
    QByteArray buffer(kBlock, Qt::Uninitialized);
    Sha256 hash;
    qint64 offset = 0;
    for (;;) {
        if (control && control->cancelled()) {
            out.outcome = FileChecksum::Outcome::Cancelled;
            return out;
        }
        const qint64 n = file.readAt(buffer.data(), kBlock, offset);
        if (n < 0) {
            out.error = CoreTr::tr("reading failed at byte %1").arg(offset);
            return out;
        }
        if (n == 0)
            break;
        hash.update(buffer.constData(), std::size_t(n));
        offset += n;
        if (control) {
            control->done += n;
            if (control->progress)
                control->progress(control->done, control->total);
        }
    }
    out.outcome = FileChecksum::Outcome::Done;
    out.sha256 = QString::fromStdString(hash.finishHex());
    out.bytes = offset;
    return out;
}

} // namespace pilot
