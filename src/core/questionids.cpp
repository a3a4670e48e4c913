#include "questionids.h"

#include "coretr.h"
#include "yamlfields.h"

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

Diagnostics unknownQuestionIdWarnings(const Project &project, const DecisionRules &rules, const QString &fileName)
{
    Diagnostics diagnostics;
    const QList<UnknownQuestionId> unknown = unknownQuestionIds(project, rules);
    if (unknown.isEmpty())
        return diagnostics;
    // Locate each id at its key; the project was read from this text, so it parses.
    YAML::Node decision;
    try {
        const YAML::Node root = YAML::Load(project.sourceYaml.toStdString());
        if (root.IsMap())
            decision = root["decision"];
    } catch (const YAML::Exception &) {
        decision = YAML::Node();
    }
    YamlFields f(fileName, &diagnostics);
    for (const UnknownQuestionId &u : unknown) {
        const QString path = YamlFields::join(QStringLiteral("decision"), u.id);
        const QString message = u.likelyTypo()
            ? CoreTr::tr("no question '%1' in the decision rules; did you mean '%2'?").arg(u.id, u.nearest)
            : CoreTr::tr("no question '%1' in the decision rules; the row is not part of the decision").arg(u.id);
        YAML::Mark at = YAML::Mark::null_mark();
        if (decision.IsDefined() && decision.IsMap()) {
            for (const auto &entry : decision) {
                if (entry.first.IsScalar() && QString::fromStdString(entry.first.Scalar()) == u.id)
                    at = entry.first.Mark();
            }
        }
        f.error(at, path, message);
        diagnostics.last().severity = Diagnostic::Severity::Warning;
    }
    return diagnostics;
}

} // namespace pilot
