#pragma once

#include "pilot_core_export.h"
#include "core/failures/failurerules.h"

#include <QHash>
#include <QString>
#include <QStringView>

namespace pilot {

/// Follows the Python tracebacks of a log line by line, one per process (the line's rank
/// prefix): from its first frame (`  File "…", line N, in f`; a log's excerpt may begin inside
/// a traceback, and `Traceback (most recent call last):` itself is not needed) through the
/// others to the first unindented line, which ends it and, if it has an exception's shape, is
/// its exception line. The frame rules (FailureRules::frameRules) are
/// tried on every frame, and the innermost frame one matches is kept: if it is one of the
/// kInnermostFrames innermost frames, the exception line takes its class when no rule matches
/// the line itself (further out are the frames of the trainer and the launcher, which every
/// traceback of a run passes through). So `KeyError: 'input_ids'`, which names no
/// part of a job, is judged by where it was raised — in a dataset's or a tokenizer's code, in
/// torch.serialization, in torch.distributed.
class PILOT_CORE_EXPORT TracebackReader
{
public:
    explicit TracebackReader(const FailureRules &rules);

    /// How a traceback ended on a line: `rule` indexes FailureRules::frameRules, -1 when the
    /// line ends no traceback or no frame of it matched a frame rule.
    struct Ending
    {
        int rule = -1;
        qint64 frameLine = 0; ///< the line of the innermost frame a frame rule matched
        QString frameText;    ///< that frame, trimmed
    };

    /// Whether a line must be read: a traceback is open, or the line may be a frame (`mayBeFrame`:
    /// it holds `File "`, as RuleIndex::candidates says). Nothing for a rules file without frame rules.
    bool wants(bool mayBeFrame) const { return !m_rules.frameRules.isEmpty() && (mayBeFrame || !m_open.isEmpty()); }
    /// Reads line `number` of process `rank` (-1: not said), `body` being the line without its
    /// rank prefix.
    Ending line(qint64 number, int rank, QStringView body, RuleSpending *spending);

    /// Open tracebacks kept at most (one per process): a log of more processes than that
    /// starting tracebacks at once drops them all and starts again.
    static constexpr qsizetype kMaxOpen = 4096;
    static constexpr int kInnermostFrames = 4;
    /// Lines of a log after which a traceback its process wrote nothing more of is dropped.
    static constexpr qint64 kMaxQuietLines = 1000;

    /// Tracebacks open now, at most kMaxOpen.
    qsizetype openTracebacks() const { return m_open.size(); }

private:
    struct Open
    {
        Ending found;         // the innermost frame a frame rule matched so far
        qint64 lastLine = 0;  // the last line of the log that belonged to it
        qint64 frames = 0;    // frames read: the next unindented line is the exception
        qint64 ruleFrame = 0; // the number of that frame (1: the outermost)
    };

    const FailureRules &m_rules;
    QHash<int, Open> m_open;
    qint64 m_swept = 0; // the line of the last sweep for quiet tracebacks
};

} // namespace pilot
