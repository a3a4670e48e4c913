#include "core/support/diagnostic.h"
#include "core/support/coretr.h"

#include <QCoreApplication>

namespace pilot {

QString Diagnostic::toString() const
{
    QString where = file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    const QString prefix = severity == Severity::Warning ? CoreTr::tr("warning: ") : QString();
    return where + QStringLiteral(": ") + prefix + message;
}

QString diagnosticsText(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

bool hasErrors(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            return true;
    }
    return false;
}

void lineColumnAt(const QByteArray &text, qsizetype offset, int *line, int *column)
{
    int l = 1;
    int c = 1;
    const qsizetype end = qMin(offset, text.size());
    for (qsizetype i = 0; i < end; ++i) {
        const auto ch = static_cast<unsigned char>(text.at(i));
        if (ch == '\n') {
            ++l;
            c = 1;
        } else if ((ch & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++c;
        }
    }
    *line = l;
    *column = c;
}

} // namespace pilot
