#pragma once

#include "pilot_core_export.h"
#include "core/support/boundedregex.h"
#include "core/support/diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// One pattern that recognises a message saying an operator fell back to the CPU.
struct CpuFallbackRule
{
    QString id;
    QString description;
    QString source;             ///< where the text it matches was seen (for people)
    BoundedRegex pattern;       ///< has a named group `op` (one operator) or `ops` (a comma-separated list)
    bool list = false;          ///< the group is `ops`
};

/// The rules that find CPU fallbacks in a run's messages, kept as data a team can extend
/// (`schema: migration-pilot/cpu-fallback-rules@1`; resources/rules/cpu-fallbacks.yaml is the
/// built-in set; docs/neuron-backend.md, "CPU fallbacks"). The exact text TorchNeuron prints for
/// a fallback is not verified: the built-in rules match the texts other PrivateUse1 backends
/// print and a general form (an operator with a namespace, "fall back"/"fallback" and "CPU" on
/// one line), so a run whose backend words it otherwise shows no fallbacks rather than a guess.
struct PILOT_CORE_EXPORT CpuFallbackRules
{
    QList<CpuFallbackRule> rules;

    /// Parses a rules file; every problem is reported located (file:line:col), a pattern that
    /// is not a valid regular expression at the character where it breaks. nullopt on errors.
    static std::optional<CpuFallbackRules> parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics);
    static std::optional<CpuFallbackRules> load(const QString &path, Diagnostics *diagnostics);
    static const CpuFallbackRules &builtIn();
    /// The rules a project uses: the built-in ones, extended by the project's
    /// `cpu_fallback_rules` file (`rulesFile`, relative to `projectFile`'s folder or absolute)
    /// when it names one. A file that cannot be used leaves the built-in rules alone and adds its
    /// located problems to `problems`. Blocks on file I/O.
    static CpuFallbackRules forProject(const QString &projectFile, const QString &rulesFile, Diagnostics *problems);

    /// These rules followed by `extra`'s; a rule of `extra` with the id of one here replaces it
    /// (in its place).
    CpuFallbackRules extendedWith(const CpuFallbackRules &extra) const;

    /// The operators one message reports as fallen back to the CPU: the matches of the first
    /// rule that matches at all (every match of it in the message), each operator once. The
    /// message is compared with runs of white space (line breaks too) taken as one space and
    /// typographic quotes as plain ones, so a wrapped or re-quoted message still matches.
    /// A rule whose pattern reaches PCRE2's limit on the message (boundedregex.h) counts as not
    /// matching it, and its id goes to `limited` when given.
    QStringList operatorsIn(const QString &message, QStringList *limited = nullptr) const;
};

/// Fallback reports counted per operator.
struct PILOT_CORE_EXPORT CpuFallbackCounts
{
    QMap<QString, qint64> byOperator;

    qint64 total() const
    {
        qint64 n = 0;
        for (auto it = byOperator.cbegin(); it != byOperator.cend(); ++it)
            n += it.value();
        return n;
    }
    bool isEmpty() const { return byOperator.isEmpty(); }
    void add(const QStringList &operators)
    {
        for (const QString &op : operators)
            ++byOperator[op];
    }
    /// Per operator the larger count of the two: the same warning seen both as a `log` event
    /// and in a log file counts once.
    static CpuFallbackCounts largerOf(const CpuFallbackCounts &a, const CpuFallbackCounts &b);
};

/// The prefix of the evidence entries cpuFallbackEvidence() writes (not translated: the
/// decision's facts find them by it, as they find "ops-scan: ").
inline constexpr char kCpuFallbackEvidencePrefix[] = "cpu-fallbacks: ";

/// The evidence entry the decision matrix's operator row (`unconfirmed_operators`) takes for a
/// run whose operators fell back to the CPU: "cpu-fallbacks: RUN — N operator(s) fell back to the
/// CPU (M reports): op ×k, …" in the program's language, at most 20 operators named. The
/// decision's facts read the prefix and the first number after " — ".
PILOT_CORE_EXPORT QString cpuFallbackEvidence(const QString &run, const CpuFallbackCounts &counts);

} // namespace pilot
