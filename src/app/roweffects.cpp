#include "roweffects.h"

#include "answertext.h"

#include <QCoreApplication>

namespace pilot::app {

// The texts belong to the Plan stage's matrix and keep its translation context.
QMap<QString, RowEffect> rowEffects(const DecisionOutcome &o, bool projectOpen)
{
    QMap<QString, RowEffect> effects;
    if (projectOpen) {
        for (const QString &id : o.decidingRows) {
            RowEffect &e = effects[id];
            if (!e.decided)
                e.words.append(QCoreApplication::translate("pilot::app::PlanPage", "decided it"));
            e.decided = true;
        }
    }
    for (const DecisionTask &t : o.tasks) {
        RowEffect &e = effects[t.questionId];
        if (t.doFirst && t.answer == Answer::No) {
            e.words.append(QCoreApplication::translate("pilot::app::PlanPage", "do first"));
            e.notes.append(QCoreApplication::translate("pilot::app::PlanPage", "Do first: %1").arg(t.text));
        } else {
            e.words.append(QCoreApplication::translate("pilot::app::PlanPage", "to find out"));
        }
    }
    for (const DecisionConflict &c : o.conflicts) {
        RowEffect &e = effects[c.row];
        if (e.conflicts.isEmpty())
            e.words.append(QCoreApplication::translate("pilot::app::PlanPage", "conflict"));
        const QString line = QCoreApplication::translate("pilot::app::PlanPage",
                                                         "Conflict: answered %1, but %2 (%3); the decision counts %4.")
                                 .arg(answerText(answerKey(c.answer)), c.fact, c.source, answerText(answerKey(c.counted)));
        e.conflicts.append(line);
        e.notes.append(line);
        e.warn = true;
    }
    // The whole bill over the cost horizon speaks for or against amortisation: shown as evidence
    // of its row, whether or not it contradicts the answer.
    for (const DecisionFact &f : o.facts) {
        if (f.sourceKey != QLatin1String("cost_horizon"))
            continue;
        RowEffect &e = effects[f.row];
        e.words.append(QCoreApplication::translate("pilot::app::PlanPage", "cost horizon"));
        e.notes.append(QCoreApplication::translate("pilot::app::PlanPage", "Cost stage, %1: %2").arg(f.source, f.text));
    }
    for (const UnknownQuestionId &u : o.unknownRows) {
        RowEffect &e = effects[u.id];
        e.words.append(QCoreApplication::translate("pilot::app::PlanPage", "not counted"));
        e.notes.append(u.likelyTypo()
                           ? QCoreApplication::translate("pilot::app::PlanPage", "Not a question of the decision guide: the row does not "
                                                                                 "count in the decision. Did you mean '%1'?")
                                 .arg(u.nearest)
                           : QCoreApplication::translate("pilot::app::PlanPage",
                                                         "Not a question of the decision guide: the row does not count in the decision."));
        e.warn = e.warn || u.likelyTypo();
    }
    return effects;
}

QStringList rowEffectsKey(const QMap<QString, RowEffect> &effects)
{
    QStringList key;
    for (auto it = effects.cbegin(); it != effects.cend(); ++it)
        key.append(it.key() + QChar(0x1f) + it->words.join(QChar(0x1f)) + QChar(0x1f) + it->notes.join(QChar(0x1f)));
    return key;
}

} // namespace pilot::app
