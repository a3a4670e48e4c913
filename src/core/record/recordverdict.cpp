#include "core/record/recordverdict.h"

#include "core/support/bilingualwords.h"

#include "core/cost/costmodel.h"

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RecordVerdict";

const BilingualWord kWords[] = {
    {"heading", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Complete pilot verdict")},
    {"criterion", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Criterion")},
    {"limit", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Limit")},
    {"measured", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Measured")},
    {"result", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Result")},
    {"loss", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Loss curve against the reference")},
    {"validation", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Validation against the reference")},
    {"output_quality", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Output quality (exact match, last evaluation)")},
    {"restore", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Restore: kill-and-resume drill, jump check")},
    {"restart_time", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Restart time (longest in the drill)")},
    {"time_to_first_checkpoint", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Time to the first checkpoint")},
    {"cost_per_accepted_state", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Cost per accepted training state")},
    {"costlimit", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "at most the reference's, %1")},
    {"cost_unknown", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: the cost per accepted state is not known for both")},
    {"currencies_differ", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: the prices are in different currencies")},
    {"losslimit", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "inside the tolerance band")},
    {"maxrel", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "largest relative deviation %1")},
    {"atleast", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "at least %1")},
    {"atmost", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "at most %1 s")},
    {"deviation", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "deviation at most %1")},
    {"seconds", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "%1 s")},
    {"atstep", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "%1 at step %2")},
    {"exact", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "bit for bit")},
    {"worst", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "largest relative difference %1")},
    {"none", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "—")},
    {"pass", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "pass")},
    {"fail", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "fail")},
    {"incomplete", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete")},
    {"no_drill", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: no kill-and-resume drill of the pilot")},
    {"drill_incomplete", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: the drill did not finish its check")},
    {"no_quality", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: no evaluation of the pilot reports exact match")},
    {"pilot_unfinished", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: the pilot has not completed")},
    {"no_checkpoint", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "no checkpoint written")},
    {"not_seen", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: a restart was not seen")},
    {"no_limit", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: no limit set")},
    {"nolimits", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: no limit set")},
    {"nooverlap", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: nothing to compare")},
    {"invalid", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete: a limit is invalid")},
    {"overall", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "Complete verdict: %1")},
    {"overallpass", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "the pilot passes on every criterion")},
    {"overallfail", QT_TRANSLATE_NOOP("pilot::RecordVerdict", "the pilot fails")},
    {"overallincomplete",
     QT_TRANSLATE_NOOP("pilot::RecordVerdict", "incomplete — a pilot passes only on every criterion measured and inside its limit")},
};

} // namespace

void addPilotVerdict(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale)
{
    if (!results.available || results.verdict.criteria.isEmpty())
        return;
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
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
    return bilingualWord(kContext, kWords, key, language);
}

QString pilotCriterionResult(const PilotCriterion &c, const QString &language)
{
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
    if (c.verdict == Verdict::Pass)
        return word("pass");
    if (c.verdict == Verdict::Fail)
        return c.reason == QLatin1String("no_checkpoint") ? word("fail") + QStringLiteral(": ") + word("no_checkpoint") : word("fail");
    if (!c.reason.isEmpty())
        return bilingualWord(kContext, kWords, c.reason, language);
    return c.verdict == Verdict::NoLimits        ? word("nolimits")
           : c.verdict == Verdict::NoOverlap     ? word("nooverlap")
           : c.verdict == Verdict::InvalidLimits ? word("invalid")
                                                 : word("incomplete");
}

QString pilotOverallText(Verdict overall, const QString &language)
{
    return bilingualWord(kContext, kWords,
                         overall == Verdict::Pass   ? "overallpass"
                         : overall == Verdict::Fail ? "overallfail"
                                                    : "overallincomplete",
                         language);
}

} // namespace pilot
