#include "core/support/textfile.h"

#include "common/utf8.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>

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
    // Outside files only as regular files (a named pipe would block, a device never ends);
    // built-in data files come from the program's resources.
    QByteArray data;
    QString error;
    bool tooLarge = false;
    if (!readRegularFile(path, maxBytes, &data, &error, &tooLarge))
        return tooLarge ? fail(1, 1, error) : fail(0, 0, error);
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
        return fail(line, column,
                    CoreTr::tr("invalid UTF-8 byte 0x%1: the file must be UTF-8 text")
                        .arg(static_cast<unsigned char>(data.at(bad)), 2, 16, QLatin1Char('0')));
    }
    *content = std::move(data);
    return true;
}

} // namespace pilot
