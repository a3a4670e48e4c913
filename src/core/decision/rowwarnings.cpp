#include "core/decision/rowwarnings.h"

#include "core/decision/decisionengine.h"
#include "core/decision/questionids.h"
#include "core/support/coretr.h"
#include "core/support/yamlfields.h"

#include <QHash>

namespace pilot {

namespace {

// Where each row's key stands in the project's text; the project was read from this text, so
// it parses.
QHash<QString, YAML::Mark> rowKeyMarks(const Project &project)
{
    QHash<QString, YAML::Mark> marks;
    try {
        const YAML::Node root = YAML::Load(project.sourceYaml.toStdString());
        const YAML::Node decision = root.IsMap() ? root["decision"] : YAML::Node();
        if (decision.IsDefined() && decision.IsMap()) {
            for (const auto &entry : decision) {
                if (entry.first.IsScalar())
                    marks.insert(QString::fromStdString(entry.first.Scalar()), entry.first.Mark());
            }
        }
    } catch (const YAML::Exception &) {
        marks.clear();
    }
    return marks;
}

void warnAt(YamlFields &f, Diagnostics &diagnostics, const QHash<QString, YAML::Mark> &marks, const QString &row, const QString &message)
{
    f.error(marks.value(row, YAML::Mark::null_mark()), YamlFields::join(QStringLiteral("decision"), row), message);
    diagnostics.last().severity = Diagnostic::Severity::Warning;
}

} // namespace

Diagnostics unknownQuestionIdWarnings(const Project &project, const DecisionRules &rules, const QString &fileName)
{
    Diagnostics diagnostics;
    const QList<UnknownQuestionId> unknown = unknownQuestionIds(project, rules);
    if (unknown.isEmpty())
        return diagnostics;
    const QHash<QString, YAML::Mark> marks = rowKeyMarks(project);
    YamlFields f(fileName, &diagnostics);
    for (const UnknownQuestionId &u : unknown) {
        warnAt(f, diagnostics, marks, u.id,
               u.likelyTypo() ? CoreTr::tr("no question '%1' in the decision rules; did you mean '%2'?").arg(u.id, u.nearest)
                              : CoreTr::tr("no question '%1' in the decision rules; the row is not part of the decision").arg(u.id));
    }
    return diagnostics;
}

Diagnostics decisionConflictWarnings(const Project &project, const DecisionRules &rules, const QString &fileName)
{
    Diagnostics diagnostics;
    // The conflicts' facts and sources come in the decision's language; validate speaks English.
    const DecisionOutcome outcome = decide(project, rules, QStringLiteral("en"));
    if (outcome.conflicts.isEmpty())
        return diagnostics;
    const QHash<QString, YAML::Mark> marks = rowKeyMarks(project);
    YamlFields f(fileName, &diagnostics);
    for (const DecisionConflict &c : outcome.conflicts) {
        warnAt(f, diagnostics, marks, c.row,
               CoreTr::tr("answered %1, but %2 (%3); the decision counts %4")
                   .arg(answerKey(c.answer), c.fact, c.source, answerKey(c.counted)));
    }
    return diagnostics;
}

} // namespace pilot
