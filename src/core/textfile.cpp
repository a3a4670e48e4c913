#include "textfile.h"
#include "coretr.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace pilot {

qsizetype firstInvalidUtf8(const QByteArray &text)
{
    const auto *s = reinterpret_cast<const unsigned char *>(text.constData());
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned int cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and code points past U+10FFFF are invalid too.
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF))
            || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
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
