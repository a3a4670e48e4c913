#pragma once

#include "pilot_core_export.h"
#include "core/failures/failurerules.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace pilot {

/// One line a rule matched.
struct FailureMatch
{
    QString source; ///< where the line is: a log file's name, "metrics.jsonl"
    qint64 line = 0; ///< 1-based line number in `source` (for metrics.jsonl: the number of the `log` event)
    QString text;    ///< the line as read (at most kMaxKeptChars characters)
    int rank = -1;   ///< the process of the run that printed it, from the line's prefix (rankprefix.h); -1: not said
    FailureRule rule;
    /// When `rule` is a frame rule (FailureRules::frameRules): the line of the traceback frame
    /// it matched, which gave this exception line its class (for metrics.jsonl, whose messages
    /// hold their tracebacks: the event's number, as `line`); 0 when a rule matched the line.
    qint64 frameLine = 0;
    QString frameText; ///< that frame (at most kMaxKeptChars characters)

    bool byFrame() const { return frameLine > 0; }

    static constexpr qsizetype kMaxKeptChars = 2000;
};

/// The matched lines of one text.
struct LogClassification
{
    /// The first kMaxKeptMatches matched lines, in the order of the text.
    QList<FailureMatch> matches;
    qint64 matched = 0; ///< every matched line, kept or not
    qint64 lines = 0;
    bool cut = false; ///< the file was longer than the classifier reads: only its start was classified
    /// Rules that were stopped part of the way through (RuleSpending): their lines past that
    /// point are not classified by them, so a "no failure" is not a verdict for them.
    QStringList ruleProblems;

    static constexpr qsizetype kMaxKeptMatches = 10000;
};

/// Classifies `text` line by line (LF or CRLF; invalid UTF-8 is read as replacement characters
/// and a NUL byte as U+0000, never as an end), each line as `source`:N; the exception line of a
/// Python traceback that no rule matches is judged by its frames (tracebackreader.h). Pure
/// computation.
PILOT_CORE_EXPORT LogClassification classifyText(const FailureRules &rules, const QByteArray &text, const QString &source);
/// The same, spending from `spending` (shared by several texts: a run's messages); the
/// problems go there, not into the result.
PILOT_CORE_EXPORT LogClassification classifyText(const FailureRules &rules, const QByteArray &text, const QString &source,
                                                 RuleSpending *spending);

/// Classifies a log file: a regular file only (a pipe or device is refused without blocking),
/// read in pieces, so memory stays small whatever its size, up to `maxBytes` (more is left
/// unread and said in `cut`). False with `error` (without
/// the path) when it cannot be read. Blocks on file I/O: call it off the GUI thread.
PILOT_CORE_EXPORT bool classifyLogFile(const FailureRules &rules, const QString &path, const QString &source, qint64 maxBytes,
                                       LogClassification *out, QString *error);

/// The same for `relative` (slash-separated) inside the run folder `runDir`, opened without
/// following a symbolic link (RegularFile::openBeneath); its lines are `relative`:N.
PILOT_CORE_EXPORT bool classifyRunLog(const FailureRules &rules, const QString &runDir, const QString &relative, qint64 maxBytes,
                                      LogClassification *out, QString *error);

/// How much of one log file is read: far more than a fine-tuning run writes (a GiB is read in
/// seconds), but not without end.
inline constexpr qint64 kMaxClassifiedLogBytes = qint64(16) * 1024 * 1024 * 1024;

} // namespace pilot
