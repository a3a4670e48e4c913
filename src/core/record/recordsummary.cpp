#include "core/record/recordsummary.h"

#include "core/record/recordverdict.h"
#include "core/support/bilingualwords.h"

#include "core/cost/horizontext.h"
#include "core/cost/moneytext.h"

#include <cmath>

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RecordSummary";

const BilingualWord kWords[] = {
    {"heading", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Summary")},
    {"outcome", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Outcome")},
    {"provisional", QT_TRANSLATE_NOOP("pilot::RecordSummary", "provisional: open answers could change it")},
    {"verdict", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Pilot verdict")},
    {"noverdict", QT_TRANSLATE_NOOP("pilot::RecordSummary", "not judged: no reference and pilot run compared yet")},
    {"notcompared", QT_TRANSLATE_NOOP("pilot::RecordSummary", "not judged: the runs could not be read (see “Pilot results”)")},
    {"keeps", QT_TRANSLATE_NOOP("pilot::RecordSummary", "%1 — %2")},
    {"costref", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Cost per accepted training state, reference (GPU)")},
    {"costpilot", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Cost per accepted training state, pilot (Trainium2)")},
    {"costunknown", QT_TRANSLATE_NOOP("pilot::RecordSummary", "unknown (see “Cost per accepted training state”)")},
    {"horizon", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Whole bill over the cost horizon")},
    {"horizonnone", QT_TRANSLATE_NOOP("pilot::RecordSummary", "no verdict yet (see “The whole bill over the cost horizon”)")},
    {"costnone", QT_TRANSLATE_NOOP("pilot::RecordSummary", "not worked out: no runs compared")},
    {"states", QT_TRANSLATE_NOOP("pilot::RecordSummary", "%1 (accepted states: %2; in all %3)")},
    {"open", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Open tasks")},
    {"noopen", QT_TRANSLATE_NOOP("pilot::RecordSummary", "none")},
    {"dofirst", QT_TRANSLATE_NOOP("pilot::RecordSummary", "do first")},
    {"more", QT_TRANSLATE_NOOP("pilot::RecordSummary", "and %1 more (see “Open questions”)")},
    {"item", QT_TRANSLATE_NOOP("pilot::RecordSummary", "Item")},
    {"state", QT_TRANSLATE_NOOP("pilot::RecordSummary", "State")},
};

// At most this many tasks on the page; the section "Open questions" lists them all.
constexpr int kShownTasks = 5;

} // namespace

void addRecordSummary(RecordDocument &doc, const DecisionOutcome &outcome, const DecisionRules &rules, const PilotResults &results,
                      const QString &language, const QLocale &locale)
{
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
    QList<QList<RecordText>> rows;

    RecordText decided;
    decided.bold(outcome.title);
    if (outcome.provisional)
        decided.plain(QLatin1String(" (") + word("provisional") + QLatin1Char(')'));
    rows.append({RecordText(word("outcome")), decided});

    RecordText verdict;
    if (results.available && !results.verdict.criteria.isEmpty()) {
        verdict.bold(pilotOverallText(results.verdict.overall, language));
        // What keeps the pilot from passing, criterion by criterion.
        for (const PilotCriterion &c : results.verdict.criteria) {
            if (c.verdict != Verdict::Pass)
                verdict.lineBreak().plain(
                    word("keeps").arg(pilotCriterionTitle(c.key, language), pilotCriterionResult(c, language)));
        }
    } else {
        verdict.plain(results.problems.isEmpty() ? word("noverdict") : word("notcompared"));
    }
    rows.append({RecordText(word("verdict")), verdict});

    const auto costOf = [&](RunRole role) {
        if (!results.cost)
            return word("costnone");
        const RoleCost *r = results.cost->role(role);
        if (!r || !r->costPerAcceptedState)
            return word("costunknown");
        return word("states").arg(moneyText(*r->costPerAcceptedState, r->currency, locale),
                                  r->acceptedStates ? locale.toString(*r->acceptedStates) : QStringLiteral("?"),
                                  r->total ? moneyText(*r->total, r->currency, locale) : QStringLiteral("?"));
    };
    rows.append({RecordText(word("costref")), RecordText(costOf(RunRole::Reference))});
    rows.append({RecordText(word("costpilot")), RecordText(costOf(RunRole::Pilot))});
    // The whole bill over the team's horizon, when the project plans one.
    if (results.cost && results.cost->horizon.configured) {
        const HorizonCost &h = results.cost->horizon;
        rows.append(
            {RecordText(word("horizon")), RecordText(h.cheapest ? horizonVerdictSentence(h, language, locale) : word("horizonnone"))});
    }

    RecordText open;
    if (outcome.tasks.isEmpty())
        open.plain(word("noopen"));
    for (qsizetype i = 0; i < outcome.tasks.size() && i < kShownTasks; ++i) {
        const DecisionTask &t = outcome.tasks.at(i);
        const DecisionQuestion *q = rules.question(t.questionId);
        if (i > 0)
            open.lineBreak();
        open.plain(QStringLiteral("• ") + (q ? q->title.in(language) : t.questionId));
        if (t.doFirst)
            open.plain(QLatin1String(" (") + word("dofirst") + QLatin1Char(')'));
    }
    if (outcome.tasks.size() > kShownTasks)
        open.lineBreak().plain(word("more").arg(locale.toString(outcome.tasks.size() - kShownTasks)));
    rows.append({RecordText(word("open")), open});

    doc.addHeading(2, RecordText(word("heading")));
    doc.addTable({RecordText(word("item")), RecordText(word("state"))}, rows);
    doc.addPageBreak();
}

} // namespace pilot
