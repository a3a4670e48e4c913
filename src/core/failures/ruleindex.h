#pragma once

#include "pilot_core_export.h"
#include "core/support/literalscanner.h"

#include <QList>
#include <QVarLengthArray>

namespace pilot {

struct FailureRule;

/// Which rules can match a line, found without running them: the texts every match of a rule's
/// pattern contains (requiredLiterals) are looked for in one pass over the line, and only rules
/// with a text in it — and the rules whose patterns do not say such a text — are run. So a log
/// of ordinary lines costs one scan per line, not one regular expression per line and rule.
class PILOT_CORE_EXPORT RuleIndex
{
public:
    RuleIndex() = default;
    /// With `markFrames`, the same pass also says whether a line may be a frame of a Python
    /// traceback (it holds `File "`; tracebackreader.h), so that costs no pass of its own.
    explicit RuleIndex(const QList<FailureRule> &rules, bool markFrames = false);

    qsizetype ruleCount() const { return m_ruleCount; }
    /// Whether this index was built for exactly these rules (the same compiled patterns).
    bool indexes(const QList<FailureRule> &rules) const;
    bool marksFrames() const { return m_marksFrames; }
    /// The rules that must be tried on the line [data, data + size), in rule order; with
    /// marksFrames(), `frame` (when given) says whether the line holds `File "` in any case.
    void candidates(const char *data, qsizetype size, QVarLengthArray<int, 16> *out, bool *frame = nullptr) const;
    /// The rules run on every line (no required text could be read from their patterns).
    const QList<int> &unfiltered() const { return m_unfiltered; }

private:
    qsizetype m_ruleCount = 0;
    bool m_marksFrames = false;
    QList<const void *> m_patterns; // the compiled patterns indexed, in order (BoundedRegex::identity)
    LiteralScanner m_scanner;
    QList<int> m_unfiltered;
};

} // namespace pilot
