#pragma once

#include "pilot_core_export.h"

#include <QJsonValue>
#include <QString>

namespace pilot {

/// The log line that decided a failed run's failure class, as data for those who show it in
/// their own words (the record, `status --json`); runfailure.h says how it is chosen.
struct DecisiveLine
{
    QString source;  ///< the log's name: logs/stderr.log, metrics.jsonl, …
    qint64 line = 0; ///< 1-based; 0: no line decided
    int rank = -1;   ///< the process that printed it, from its prefix; -1: not said
    QString rule;    ///< the rule that matched it
    QString text;    ///< the line, trimmed and shortened to kMaxChars
    /// When the line's class came from its traceback (FailureMatch::byFrame): the frame's line
    /// in `source` and the frame, trimmed and shortened to kMaxChars; 0 and empty otherwise.
    qint64 frameLine = 0;
    QString frameText;
    /// Its rule's lines usually follow a failure elsewhere: no line naming a cause of its own
    /// was found.
    bool consequence = false;
    /// Other matched lines that usually follow a failure elsewhere, taken as its consequences.
    int consequences = 0;

    bool isValid() const { return line > 0; }

    static constexpr qsizetype kMaxChars = 160;
};

/// `{source, line, rank, rule, text, frame, consequence, consequences}` (rank null when not said;
/// frame `{line, text}`, null when the line itself matched its rule), or
/// null for an invalid line: the form `status --json`, `runs summarize --json` and `classify
/// --json` print.
PILOT_CORE_EXPORT QJsonValue decisiveLineToJson(const DecisiveLine &d);

} // namespace pilot
