#include "core/record/recordverdict.h"

#include "core/support/bilingualwords.h"

#include "core/cost/costmodel.h"

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"heading", "Complete pilot verdict", "Gesamturteil des Piloten"},
    {"criterion", "Criterion", "Kriterium"},
    {"limit", "Limit", "Grenzwert"},
    {"measured", "Measured", "Gemessen"},
    {"result", "Result", "Ergebnis"},
    {"loss", "Loss curve against the reference", "Loss-Kurve gegen die Referenz"},
    {"validation", "Validation against the reference", "Validierung gegen die Referenz"},
    {"output_quality", "Output quality (exact match, last evaluation)", "Ausgabequalität (Exact Match, letzte Evaluierung)"},
    {"restore", "Restore: kill-and-resume drill, jump check", "Wiederherstellung: Abbruch-und-Fortsetzungs-Drill, Sprungprüfung"},
    {"restart_time", "Restart time (longest in the drill)", "Neustartzeit (längste im Drill)"},
    {"time_to_first_checkpoint", "Time to the first checkpoint", "Zeit bis zum ersten Checkpoint"},
    {"cost_per_accepted_state", "Cost per accepted training state", "Kosten je angenommenem Trainingsstand"},
    {"costlimit", "at most the reference's, %1", "höchstens die der Referenz, %1"},
    {"cost_unknown", "incomplete: the cost per accepted state is not known for both",
     "unvollständig: die Kosten je angenommenem Stand sind nicht für beide bekannt"},
    {"currencies_differ", "incomplete: the prices are in different currencies",
     "unvollständig: die Preise sind in verschiedenen Währungen"},
    {"losslimit", "inside the tolerance band", "innerhalb des Toleranzbands"},
    {"maxrel", "largest relative deviation %1", "größte relative Abweichung %1"},
    {"atleast", "at least %1", "mindestens %1"},
    {"atmost", "at most %1 s", "höchstens %1 s"},
    {"deviation", "deviation at most %1", "Abweichung höchstens %1"},
    {"seconds", "%1 s", "%1 s"},
    {"atstep", "%1 at step %2", "%1 bei Schritt %2"},
    {"exact", "bit for bit", "bitgenau"},
    {"worst", "largest relative difference %1", "größte relative Differenz %1"},
    {"none", "—", "—"},
    {"pass", "pass", "bestanden"},
    {"fail", "fail", "nicht bestanden"},
    {"incomplete", "incomplete", "unvollständig"},
    {"no_drill", "incomplete: no kill-and-resume drill of the pilot", "unvollständig: kein Abbruch-und-Fortsetzungs-Drill des Piloten"},
    {"drill_incomplete", "incomplete: the drill did not finish its check",
     "unvollständig: der Drill hat seine Prüfung nicht abgeschlossen"},
    {"no_quality", "incomplete: no evaluation of the pilot reports exact match",
     "unvollständig: keine Evaluierung des Piloten meldet Exact Match"},
    {"pilot_unfinished", "incomplete: the pilot has not completed", "unvollständig: der Pilot ist nicht abgeschlossen"},
    {"no_checkpoint", "no checkpoint written", "kein Checkpoint geschrieben"},
    {"not_seen", "incomplete: a restart was not seen", "unvollständig: ein Neustart wurde nicht beobachtet"},
    {"no_limit", "incomplete: no limit set", "unvollständig: kein Grenzwert gesetzt"},
    {"nolimits", "incomplete: no limit set", "unvollständig: kein Grenzwert gesetzt"},
    {"nooverlap", "incomplete: nothing to compare", "unvollständig: nichts zu vergleichen"},
    {"invalid", "incomplete: a limit is invalid", "unvollständig: ein Grenzwert ist ungültig"},
    {"overall", "Complete verdict: %1", "Gesamturteil: %1"},
    {"overallpass", "the pilot passes on every criterion", "der Pilot besteht jedes Kriterium"},
    {"overallfail", "the pilot fails", "der Pilot besteht nicht"},
    {"overallincomplete", "incomplete — a pilot passes only on every criterion measured and inside its limit",
     "unvollständig – ein Pilot besteht nur, wenn jedes Kriterium gemessen ist und seinen Grenzwert einhält"},
};

} // namespace

void addPilotVerdict(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale)
{
    if (!results.available || results.verdict.criteria.isEmpty())
        return;
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
    const auto number = [&](double v) { return locale.toString(v, 'g', 4); };
    QList<QList<RecordText>> rows;
    for (const PilotCriterion &c : results.verdict.criteria) {
        QString limit = word("none"), measured = word("none");
        if (c.key == QLatin1String("loss")) {
            if (c.limit)
                limit = word("losslimit");
            if (c.measured)
                measured = word("maxrel").arg(number(*c.measured));
        } else if (c.key == QLatin1String("validation")) {
            if (c.limit)
                limit = word("deviation").arg(number(*c.limit));
        } else if (c.key == QLatin1String("output_quality")) {
            if (c.limit)
                limit = word("atleast").arg(number(*c.limit));
            if (c.measured)
                measured = word("atstep").arg(number(*c.measured), locale.toString(results.pilotFacts.outputQualityStep));
        } else if (c.key == QLatin1String("restore")) {
            limit = results.pilotResilience.drill && results.pilotResilience.drill->jump.exact ? word("exact") : word("losslimit");
            if (c.measured)
                measured = word("worst").arg(number(*c.measured));
        } else if (c.key == QLatin1String("cost_per_accepted_state")) {
            const RoleCost *pilot = results.cost ? results.cost->role(RunRole::Pilot) : nullptr;
            const RoleCost *reference = results.cost ? results.cost->role(RunRole::Reference) : nullptr;
            if (c.limit)
                limit = word("costlimit").arg(number(*c.limit) + QLatin1Char(' ') + (reference ? reference->currency : QString()));
            if (c.measured)
                measured = number(*c.measured) + QLatin1Char(' ') + (pilot ? pilot->currency : QString());
        } else {
            if (c.limit)
                limit = word("atmost").arg(locale.toString(*c.limit, 'f', 0));
            if (c.measured)
                measured = word("seconds").arg(locale.toString(*c.measured, 'f', 1));
        }
        rows.append({RecordText(pilotCriterionTitle(c.key, language)), RecordText(limit), RecordText(measured),
                     RecordText(pilotCriterionResult(c, language))});
    }
    doc.addParagraph(RecordText().bold(word("heading")));
    doc.addTable({RecordText(word("criterion")), RecordText(word("limit")), RecordText(word("measured")), RecordText(word("result"))}, rows);
    doc.addParagraph(RecordText().bold(word("overall").arg(pilotOverallText(results.verdict.overall, language))));
}

QString pilotCriterionTitle(const QString &key, const QString &language)
{
    return bilingualWord(kWords, key, language);
}

QString pilotCriterionResult(const PilotCriterion &c, const QString &language)
{
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
    if (c.verdict == Verdict::Pass)
        return word("pass");
    if (c.verdict == Verdict::Fail)
        return c.reason == QLatin1String("no_checkpoint") ? word("fail") + QStringLiteral(": ") + word("no_checkpoint") : word("fail");
    if (!c.reason.isEmpty())
        return bilingualWord(kWords, c.reason, language);
    return c.verdict == Verdict::NoLimits        ? word("nolimits")
           : c.verdict == Verdict::NoOverlap     ? word("nooverlap")
           : c.verdict == Verdict::InvalidLimits ? word("invalid")
                                                 : word("incomplete");
}

QString pilotOverallText(Verdict overall, const QString &language)
{
    return bilingualWord(kWords, overall == Verdict::Pass ? "overallpass" : overall == Verdict::Fail ? "overallfail" : "overallincomplete",
                         language);
}

} // namespace pilot
