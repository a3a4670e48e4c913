#include "core/compare/outputcomparison.h"

#include "core/support/editdistance.h"

#include <QMap>

#include <algorithm>
#include <set>
#include <vector>

namespace pilot {

namespace {

void append(QList<DiffSegment> &out, DiffSegment::Kind kind, QStringView text)
{
    if (text.isEmpty())
        return;
    if (!out.isEmpty() && out.last().kind == kind)
        out.last().text += text;
    else
        out.append(DiffSegment{kind, text.toString()});
}

} // namespace

QList<DiffSegment> characterDiff(const QString &reference, const QString &pilot, int maxLength)
{
    QList<DiffSegment> out;
    // Common prefix and suffix first: cheap, and all there is for long texts.
    qsizetype prefix = 0;
    while (prefix < reference.size() && prefix < pilot.size() && reference[prefix] == pilot[prefix])
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < reference.size() - prefix && suffix < pilot.size() - prefix
           && reference[reference.size() - 1 - suffix] == pilot[pilot.size() - 1 - suffix])
        ++suffix;
    const QStringView a = QStringView(reference).mid(prefix, reference.size() - prefix - suffix);
    const QStringView b = QStringView(pilot).mid(prefix, pilot.size() - prefix - suffix);
    append(out, DiffSegment::Same, QStringView(reference).left(prefix));
    if (a.size() > maxLength || b.size() > maxLength) {
        append(out, DiffSegment::OnlyReference, a);
        append(out, DiffSegment::OnlyPilot, b);
    } else {
        // LCS table over the middle parts, then walk it forwards.
        const qsizetype n = a.size(), m = b.size();
        std::vector<int> lcs(std::size_t((n + 1) * (m + 1)), 0);
        const auto at = [&](qsizetype i, qsizetype j) -> int & { return lcs[std::size_t(i * (m + 1) + j)]; };
        for (qsizetype i = n - 1; i >= 0; --i) {
            for (qsizetype j = m - 1; j >= 0; --j)
                at(i, j) = a[i] == b[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
        }
        qsizetype i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a[i] == b[j]) {
                append(out, DiffSegment::Same, a.mid(i++, 1));
                ++j;
            } else if (j >= m || (i < n && at(i + 1, j) >= at(i, j + 1))) {
                append(out, DiffSegment::OnlyReference, a.mid(i++, 1));
            } else {
                append(out, DiffSegment::OnlyPilot, b.mid(j++, 1));
            }
        }
    }
    append(out, DiffSegment::Same, QStringView(reference).right(suffix));
    return out;
}

double similarity(const QString &a, const QString &b)
{
    if (a.isEmpty() && b.isEmpty())
        return 1.0;
    return 1.0 - double(editDistance(a, b)) / double(std::max(a.size(), b.size()));
}

QList<qint64> sampleSteps(const RunMetrics &reference, const RunMetrics &pilot)
{
    std::set<qint64> steps;
    for (const RunMetrics *m : {&reference, &pilot}) {
        for (const SampleOutput &s : m->samples())
            steps.insert(s.step);
    }
    return QList<qint64>(steps.begin(), steps.end());
}

QList<OutputRow> compareOutputs(const RunMetrics &reference, const RunMetrics &pilot, qint64 step)
{
    QMap<QString, OutputRow> rows;
    QStringList order;
    const auto take = [&](const RunMetrics &m, bool isReference) {
        for (const SampleOutput &s : m.samples()) {
            if (s.step != step)
                continue;
            if (!rows.contains(s.id))
                order.append(s.id);
            OutputRow &row = rows[s.id];
            row.id = s.id;
            if (row.prompt.isEmpty())
                row.prompt = s.prompt;
            if (row.expected.isEmpty())
                row.expected = s.reference;
            const bool exact = s.output.trimmed() == s.reference.trimmed();
            if (isReference) {
                row.reference = s.output;
                row.referenceExact = exact;
                row.hasReference = true;
            } else {
                row.pilot = s.output;
                row.pilotExact = exact;
                row.hasPilot = true;
            }
        }
    };
    take(reference, true);
    take(pilot, false);
    QList<OutputRow> out;
    for (const QString &id : order) {
        OutputRow row = rows.value(id);
        row.similarity = similarity(row.reference, row.pilot);
        out.append(row);
    }
    return out;
}

} // namespace pilot
