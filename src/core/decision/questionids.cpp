#include "core/decision/questionids.h"

#include "core/support/editdistance.h"

#include <cstdlib>
#include <vector>

namespace pilot {

QList<UnknownQuestionId> unknownQuestionIds(const Project &project, const DecisionRules &rules)
{
    std::vector<EditDistancePattern> patterns;
    patterns.reserve(rules.questions.size());
    for (const DecisionQuestion &q : rules.questions)
        patterns.emplace_back(q.id);
    QList<UnknownQuestionId> unknown;
    for (const DecisionAnswer &row : project.decision) {
        if (rules.question(row.id))
            continue;
        UnknownQuestionId u{row.id, QString(), 0};
        for (std::size_t k = 0; k < patterns.size(); ++k) {
            // The difference in length is a lower bound: a question that cannot come closer
            // than the nearest so far is not measured (the first nearest one stays).
            if (!u.nearest.isEmpty() && std::abs(patterns[k].size() - int(row.id.size())) >= u.distance)
                continue;
            const int d = patterns[k].distanceTo(row.id);
            if (u.nearest.isEmpty() || d < u.distance) {
                u.nearest = rules.questions.at(qsizetype(k)).id;
                u.distance = d;
            }
        }
        unknown.append(u);
    }
    return unknown;
}

} // namespace pilot
