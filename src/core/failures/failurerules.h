#pragma once

#include "pilot_core_export.h"
#include "core/support/boundedregex.h"
#include "core/support/diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace pilot {

class RuleIndex;

/// The failure classes (docs/failure-classes.md), as written in rules files and JSON: operator,
/// compiler, memory, data_pipeline, restore, communication, runtime.
PILOT_CORE_EXPORT const QStringList &failureClassNames();
/// The name of the class for lines that are not failures (compile-cache hits and misses).
inline constexpr char kInfoClass[] = "info";
/// A failure class for people, in the program's language ("memory" → "Speicher"/"memory").
PILOT_CORE_EXPORT QString failureClassTitle(const QString &name);

/// One pattern of the failure classifier and what a line it matches means.
struct FailureRule
{
    QString id;
    QString failureClass; ///< one of failureClassNames(), or kInfoClass
    QString subclass;     ///< finer kind, e.g. device, host_oom_killer
    QString severity;     ///< error | warning | info
    BoundedRegex pattern;
    QString adviceDe;
    QString adviceEn;
    QString source; ///< where the text it matches was seen (for people)
    /// The line usually reports a failure that happened elsewhere first — a collective that
    /// timed out because another process died, a launcher saying a child failed: in a run's
    /// judgement it decides only when no other failure line does.
    bool consequence = false;

    bool isFailure() const { return failureClass != QLatin1String(kInfoClass); }
    /// The advice in `language` ("de" or anything else for English).
    const QString &advice(const QString &language) const { return language == QLatin1String("de") ? adviceDe : adviceEn; }
};

/// What the rules' patterns spent on one text (a log file, a run's messages). A rule is outside
/// input, and its pattern may be of catastrophic shape: one that reaches PCRE2's limit on a line
/// (boundedregex.h), or has run kMaxRuleSeconds on the text in all, is not applied to the rest
/// of it, and `problems` names the rule and where it stopped.
struct RuleSpending
{
    static constexpr qint64 kMaxRuleNanoseconds = 2'000'000'000;

    QString source;  ///< the text's name, for the problems
    qint64 line = 0; ///< the line being matched, for the problems
    QHash<int, qint64> nanoseconds;
    QSet<int> stopped;
    QStringList problems;
};

/// The failure classifier's rules, kept as data a team may edit
/// (`schema: migration-pilot/failure-rules@1`; resources/rules/failure-classes.yaml is the
/// built-in set). The first rule that matches a line decides.
struct PILOT_CORE_EXPORT FailureRules
{
    qint64 version = 0;
    QList<FailureRule> rules;
    /// The rules of the file's `frames:` list, for the frames of a Python traceback (`File
    /// "…/datasets/arrow_dataset.py", line 12, in __getitem__`): the innermost frame one
    /// matches gives its class to the traceback's exception line when no rule of `rules`
    /// matches that line (tracebackreader.h). The first frame rule that matches decides.
    QList<FailureRule> frameRules;
    /// Which rules can match a line (ruleindex.h), built by parse() for `rules`; one who
    /// changes `rules` afterwards calls reindex().
    std::shared_ptr<const RuleIndex> index;

    /// Parses a rules file; every problem is reported located (file:line:col): an unknown key
    /// or class, a missing field, a pattern that is not a valid regular expression (at the
    /// character where it breaks) or that matches an empty line. nullopt on errors.
    static std::optional<FailureRules> parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics);
    /// Reads a regular file of at most 1 MiB (datafile.h) and parses it. Blocks on file I/O.
    static std::optional<FailureRules> load(const QString &path, Diagnostics *diagnostics);
    static const FailureRules &builtIn();

    /// The index of the first rule that matches `line`, or -1. Lines longer than
    /// kMaxMatchedChars are matched on their start only. A rule `spending` has stopped is
    /// passed over; one that reaches its limit now is stopped (see RuleSpending).
    int match(const QString &line, RuleSpending *spending = nullptr) const;
    /// The same, trying only the rules `candidates` lists (ascending; RuleIndex::candidates).
    int match(const QString &line, const int *candidates, qsizetype count, RuleSpending *spending) const;
    /// The index of the first frame rule that matches `frame`, or -1; spending as match().
    int matchFrame(const QString &frame, RuleSpending *spending) const;
    void reindex();

    static constexpr qsizetype kMaxMatchedChars = 16 * 1024;
};

} // namespace pilot
