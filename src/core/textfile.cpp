#include "textfile.h"

#include "common/utf8.h"
#include "coretr.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace pilot {

qsizetype firstInvalidUtf8(const QByteArray &text)
{
    return qsizetype(pilot::firstInvalidUtf8(text.constData(), std::size_t(text.size())));
}

bool readTextFile(const QString &path, qint64 maxBytes, QByteArray *content, Diagnostics *diagnostics)
{
    auto fail = [&](int line, int column, const QString &message) {
        diagnostics->append({path, line, column, message, Diagnostic::Severity::Error});
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(0, 0, CoreTr::tr("cannot open the file: %1").arg(file.errorString()));
    if (QFileInfo(path).isDir())
        return fail(0, 0, CoreTr::tr("this is a folder, not a file"));
    const qint64 size = file.size();
    if (size > maxBytes) {
        return fail(1, 1, CoreTr::tr("the file has %1 bytes; files of this kind are limited to %2 bytes")
                              .arg(size)
                              .arg(maxBytes));
    }
    // Read one byte past the limit: the size can change between size() and read().
    QByteArray data = file.read(maxBytes + 1);
    if (data.size() > maxBytes)
        return fail(1, 1, CoreTr::tr("the file grew past the limit of %1 bytes while it was read").arg(maxBytes));
    int line = 0;
    int column = 0;
    const qsizetype nul = data.indexOf('\0');
    if (nul >= 0) {
        lineColumnAt(data, nul, &line, &column);
        return fail(line, column, CoreTr::tr("binary data (a NUL byte): this is not a text file"));
    }
    const qsizetype bad = firstInvalidUtf8(data);
    if (bad >= 0) {
        lineColumnAt(data, bad, &line, &column);
        return fail(line, column, CoreTr::tr("invalid UTF-8 byte 0x%1: the file must be UTF-8 text")
                                      .arg(static_cast<unsigned char>(data.at(bad)), 2, 16, QLatin1Char('0')));
    }
    *content = std::move(data);
    return true;
}

} // namespace pilot
