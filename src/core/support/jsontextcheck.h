#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QString>

namespace pilot {

/// What JSON's text may hold and Qt's parser lets through or words its own way, checked so that
/// every reader of a job file refuses the same files (the Python job and pilot-trainer's JSON
/// library refuse both): a \\u escape that names a lone UTF-16 surrogate (\\ud800 without its
/// low half — no text can hold it), and a number too large for a double (1e400). Scans `json`,
/// which may be anything; returns the first problem with its byte offset, or an empty text.
struct JsonTextProblem
{
    QString message; ///< empty when none
    qsizetype offset = 0;
};

PILOT_CORE_EXPORT JsonTextProblem checkJsonText(const QByteArray &json);

} // namespace pilot
