#include "core/decision/questionids.h"

#include <QVector>

namespace pilot {

int editDistance(const QString &a, const QString &b)
{
    // One row of the dynamic-programming table at a time.
    QVector<int> previous(b.size() + 1), current(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        previous[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int substitute = previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[j] = qMin(substitute, qMin(previous[j] + 1, current[j - 1] + 1));
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

QList<UnknownQuestionId> unknownQuestionIds(const Project &project, const DecisionRules &rules)
{
    QList<UnknownQuestionId> unknown;
    for (const DecisionAnswer &row : project.decision) {
        if (rules.question(row.id))
            continue;
        UnknownQuestionId u{row.id, QString(), 0};
        for (const DecisionQuestion &q : rules.questions) {
            const int d = editDistance(row.id, q.id);
            if (u.nearest.isEmpty() || d < u.distance) {
                u.nearest = q.id;
                u.distance = d;
            }
        }
        unknown.append(u);
    }
    return unknown;
}

} // namespace pilot
