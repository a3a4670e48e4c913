#pragma once

#include "pilot_core_export.h"

#include <QList>
#include <QString>

namespace pilot {

/// One located problem in an input file. Lines and columns are 1-based; 0 means "unknown",
/// so a message about a whole file prints as "file: message".
struct PILOT_CORE_EXPORT Diagnostic
{
    enum class Severity { Error, Warning };

    QString file;
    int line = 0;
    int column = 0;
    QString message;
    Severity severity = Severity::Error;

    /// "file:line:col: message" (the form compilers and editors jump to).
    QString toString() const;

    /// An error about `file`, at the start of `line` when one is given (0: the whole file).
    static Diagnostic error(const QString &file, const QString &message, int line = 0)
    {
        return Diagnostic{file, line, line > 0 ? 1 : 0, message, Severity::Error};
    }
};

using Diagnostics = QList<Diagnostic>;

PILOT_CORE_EXPORT bool hasErrors(const Diagnostics &diagnostics);
/// Every diagnostic as toString() gives it, one per line.
PILOT_CORE_EXPORT QString diagnosticsText(const Diagnostics &diagnostics);

/// Line and column (1-based) of a byte offset in UTF-8 text; columns count characters.
PILOT_CORE_EXPORT void lineColumnAt(const QByteArray &text, qsizetype offset, int *line, int *column);

} // namespace pilot
