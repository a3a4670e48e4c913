#pragma once

#include "pilot_core_export.h"
#include "core/support/diagnostic.h"

#include <QDate>
#include <QMap>
#include <QSet>
#include <QString>

#include <optional>

namespace pilot {

/// Operators with a confirmed path on the target compiler, as the team imported them — never a
/// list of our own. Two sources:
///  - the raw output of `neuronx-cc list-operators --framework XLA` (one operator name per
///    line, as XlaBuilder names them); the source and date are given on import, since the
///    output carries neither; empty lines and lines starting with '#' are skipped;
///  - a compatibility table file (`schema: migration-pilot/operator-list@1`) with `source`,
///    `date`, optional `framework`, a `supported` list of names and an `aten` map that states
///    for single aten operators "supported" or "unsupported".
struct PILOT_CORE_EXPORT OperatorList
{
    QString source;
    QDate date;
    QString framework;
    QSet<QString> supported;  ///< listed names, lower case
    QMap<QString, bool> aten; ///< "aten::erf" -> supported?
    QString file;

    /// The raw list-operators output. source and date must not be empty.
    static std::optional<OperatorList> parseListOutput(const QByteArray &text, const QString &fileName, const QString &source,
                                                       const QDate &date, Diagnostics *diagnostics);
    /// A compatibility table file (YAML).
    static std::optional<OperatorList> parseTable(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics);
    /// Reads a file of either kind: a table when its first line that is not a note is
    /// "schema: …", else list output.
    static std::optional<OperatorList> load(const QString &path, const QString &source, const QDate &date, Diagnostics *diagnostics);
};

enum class OperatorStatus { Supported, Unsupported, NotListed };

struct OperatorCoverageRow
{
    QString op;    ///< "aten::linear"
    int count = 0; ///< occurrences in the model's code
    OperatorStatus status = OperatorStatus::NotListed;
    QString matchedAs; ///< the list entry that confirmed it ("erf", "aten::erf")
};

struct PILOT_CORE_EXPORT OperatorCoverage
{
    QList<OperatorCoverageRow> rows; ///< sorted: unconfirmed first, then by name
    int unconfirmed() const;         ///< operators that are unsupported or not listed
    QStringList unconfirmedNames() const;
};

/// Marks every aten operator of a model against the list. A table entry for the exact name
/// (or its out-of-place form, for "aten::add_") decides; otherwise the name without "aten::"
/// and without an in-place "_" is looked up among the listed names, case-insensitively.
/// XLA's operator names and aten's do not map one to one, so "not listed" means "no confirmed
/// path", not "fails to compile".
PILOT_CORE_EXPORT OperatorCoverage assessCoverage(const QMap<QString, int> &atenCounts, const OperatorList &list);

} // namespace pilot
