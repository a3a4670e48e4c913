#include "core/record/recordsummary.h"

#include "core/record/recordverdict.h"
#include "core/support/bilingualwords.h"

#include "core/cost/horizontext.h"
#include "core/cost/moneytext.h"

#include <cmath>

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"heading", "Summary", "Zusammenfassung"},
    {"outcome", "Outcome", "Ergebnis"},
    {"provisional", "provisional: open answers could change it", "vorläufig: offene Antworten können es ändern"},
    {"verdict", "Pilot verdict", "Urteil des Piloten"},
    {"noverdict", "not judged: no reference and pilot run compared yet", "nicht beurteilt: noch keine Referenz- und Pilotläufe verglichen"},
    {"notcompared", "not judged: the runs could not be read (see “Pilot results”)",
     "nicht beurteilt: die Läufe sind nicht lesbar (siehe „Pilotergebnisse“)"},
    {"keeps", "%1 — %2", "%1 — %2"},
    {"costref", "Cost per accepted training state, reference (GPU)", "Kosten je angenommenem Trainingsstand, Referenz (GPU)"},
    {"costpilot", "Cost per accepted training state, pilot (Trainium2)", "Kosten je angenommenem Trainingsstand, Pilot (Trainium2)"},
    {"costunknown", "unknown (see “Cost per accepted training state”)", "unbekannt (siehe „Kosten je angenommenem Trainingsstand“)"},
    {"horizon", "Whole bill over the cost horizon", "Gesamtkosten über den Kostenhorizont"},
    {"horizonnone", "no verdict yet (see “The whole bill over the cost horizon”)",
     "noch kein Ergebnis (siehe „Gesamtkosten über den Kostenhorizont“)"},
    {"costnone", "not worked out: no runs compared", "nicht ermittelt: keine Läufe verglichen"},
    {"states", "%1 (accepted states: %2; in all %3)", "%1 (angenommene Stände: %2; insgesamt %3)"},
    {"open", "Open tasks", "Offene Aufgaben"},
    {"noopen", "none", "keine"},
    {"dofirst", "do first", "zuerst erledigen"},
    {"more", "and %1 more (see “Open questions”)", "und %1 weitere (siehe „Offene Fragen“)"},
    {"item", "Item", "Punkt"},
    {"state", "State", "Stand"},
};

// At most this many tasks on the page; the section "Open questions" lists them all.
constexpr int kShownTasks = 5;

} // namespace

void addRecordSummary(RecordDocument &doc, const DecisionOutcome &outcome, const DecisionRules &rules, const PilotResults &results,
                      const QString &language, const QLocale &locale)
{
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
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
