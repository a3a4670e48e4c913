#include "core/record/recordcost.h"
#include "core/support/counttext.h"

#include "core/record/breakevenstorytext.h"
#include "core/record/runstatusword.h"
#include "core/support/bilingualwords.h"

#include "core/cost/horizontext.h"
#include "core/cost/moneytext.h"
#include "core/support/durationtext.h"

#include <cmath>

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RecordCost";

const BilingualWord kWords[] = {
    {"heading", QT_TRANSLATE_NOOP("pilot::RecordCost", "Cost per accepted training state")},
    {"rule",
     QT_TRANSLATE_NOOP("pilot::RecordCost",
                       "Every phase of every run, failed and repeated ones included, at the price the project maps it to; an accepted "
                       "state is a checkpoint "
                       "the verifier accepts, inside the reference's tolerance band, whose evaluation meets the agreed output quality.")},
    {"noprices",
     QT_TRANSLATE_NOOP("pilot::RecordCost", "The project names no price table: the times are measured, the costs are unknown.")},
    {"badprices",
     QT_TRANSLATE_NOOP("pilot::RecordCost", "The price table cannot be read (pilotctl cost names the problems): the costs are unknown.")},
    {"role", QT_TRANSLATE_NOOP("pilot::RecordCost", "Role")},
    {"horizonheading", QT_TRANSLATE_NOOP("pilot::RecordCost", "The whole bill over the cost horizon")},
    {"fighorizon", QT_TRANSLATE_NOOP("pilot::RecordCost", "Cumulative cost of each path over the planning period (a projection)")},
    {"input", QT_TRANSLATE_NOOP("pilot::RecordCost", "Assumption")},
    {"value", QT_TRANSLATE_NOOP("pilot::RecordCost", "Value")},
    {"label", QT_TRANSLATE_NOOP("pilot::RecordCost", "Label")},
    {"source", QT_TRANSLATE_NOOP("pilot::RecordCost", "Source and date")},
    {"unconfirmed_input", QT_TRANSLATE_NOOP("pilot::RecordCost", "unconfirmed assumption (no source or date)")},
    {"runs", QT_TRANSLATE_NOOP("pilot::RecordCost", "Runs")},
    {"billed", QT_TRANSLATE_NOOP("pilot::RecordCost", "Billed time")},
    {"total", QT_TRANSLATE_NOOP("pilot::RecordCost", "Cost")},
    {"states", QT_TRANSLATE_NOOP("pilot::RecordCost", "Accepted states")},
    {"perstate", QT_TRANSLATE_NOOP("pilot::RecordCost", "Per accepted state")},
    {"unknown", QT_TRANSLATE_NOOP("pilot::RecordCost", "unknown")},
    {"reference", QT_TRANSLATE_NOOP("pilot::RecordCost", "reference")},
    {"pilot", QT_TRANSLATE_NOOP("pilot::RecordCost", "pilot")},
    {"fallback", QT_TRANSLATE_NOOP("pilot::RecordCost", "fallback")},
    {"phase", QT_TRANSLATE_NOOP("pilot::RecordCost", "Phase")},
    {"environment", QT_TRANSLATE_NOOP("pilot::RecordCost", "environment")},
    {"first_step", QT_TRANSLATE_NOOP("pilot::RecordCost", "to the first step")},
    {"compile", QT_TRANSLATE_NOOP("pilot::RecordCost", "compile")},
    {"train", QT_TRANSLATE_NOOP("pilot::RecordCost", "training")},
    {"checkpoint_write", QT_TRANSLATE_NOOP("pilot::RecordCost", "checkpoint writing")},
    {"restart", QT_TRANSLATE_NOOP("pilot::RecordCost", "restart")},
    {"lost", QT_TRANSLATE_NOOP("pilot::RecordCost", "lost or repeated")},
    {"validation", QT_TRANSLATE_NOOP("pilot::RecordCost", "validation")},
    {"other", QT_TRANSLATE_NOOP("pilot::RecordCost", "other")},
    {"unconfirmed", QT_TRANSLATE_NOOP("pilot::RecordCost", "Unconfirmed assumptions (prices without source or date): %1.")},
    {"projection", QT_TRANSLATE_NOOP("pilot::RecordCost", "Projection, not a measurement: the planned training costs %1 on the reference "
                                                          "platform and %2 on the pilot platform; preparation %3.")},
    {"breakeven", QT_TRANSLATE_NOOP("pilot::RecordCost", "Break-even after %1 trainings (%2 years).")},
    {"figchain",
     QT_TRANSLATE_NOOP("pilot::RecordCost",
                       "The time chain: every run and every role as one bar, stacked by phase; unknown phases add nothing to a bar.")},
    {"figbreakeven", QT_TRANSLATE_NOOP("pilot::RecordCost", "Break-even, a projection: the cumulative cost over planned trainings on the "
                                                            "reference platform, and on the pilot platform from its "
                                                            "preparation cost on.")},
    {"nobreakeven", QT_TRANSLATE_NOOP("pilot::RecordCost", "Break-even: unknown (pilotctl cost says why).")},
    {"leftout_reference", QT_TRANSLATE_NOOP("pilot::RecordCost", "Left out of the reference's cost: %1: %2.")},
    {"leftout_pilot", QT_TRANSLATE_NOOP("pilot::RecordCost", "Left out of the pilot's cost: %1: %2.")},
    {"leftout_fallback", QT_TRANSLATE_NOOP("pilot::RecordCost", "Left out of the fallback's cost: %1: %2.")},
    {"distorts_reference",
     QT_TRANSLATE_NOOP("pilot::RecordCost",
                       "%1 (%2, %3, %4 billed) moves the reference's projection: the planned training takes %5 with it, %6 without it.")},
    {"distorts_pilot",
     QT_TRANSLATE_NOOP("pilot::RecordCost",
                       "%1 (%2, %3, %4 billed) moves the pilot's projection: the planned training takes %5 with it, %6 without it.")},
};

QString runName(const QString &label, const QString &path)
{
    return label.isEmpty() ? path : label + QStringLiteral(" (") + path + QLatin1Char(')');
}

// The whole bill of each path over the team's horizon: the verdict in words, the chart, and
// every assumption with its label, source and date (an unconfirmed one said as such).
void addHorizon(RecordDocument &doc, const HorizonCost &h, const QString &language, const QLocale &locale)
{
    if (!h.configured)
        return;
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
    doc.addHeading(3, RecordText(word("horizonheading")));
    for (const QString &line : horizonText(h, language, locale))
        doc.addParagraph(RecordText(line));
    if (h.months && std::any_of(h.paths.begin(), h.paths.end(), [](const PathCost &c) { return c.after(0).has_value(); }))
        doc.addFigure(QLatin1String(kHorizonFigure), RecordText(word("fighorizon")));
    QList<QList<RecordText>> rows;
    for (const QString &key : CostHorizon::keys()) {
        const auto it = h.inputs.constFind(key);
        if (it == h.inputs.constEnd() || !it->value)
            continue;
        const Assumption &a = *it;
        const QString source = a.confirmed() ? QStringLiteral("%1, %2").arg(a.source, locale.toString(*a.date, QLocale::ShortFormat))
                                             : word("unconfirmed_input");
        rows.append({RecordText(CostHorizon::title(key, language)), RecordText(horizonInputValue(key, *a.value, h.currency, locale)),
                     RecordText(a.label), RecordText(source)});
    }
    if (!rows.isEmpty())
        doc.addTable({RecordText(word("input")), RecordText(word("value")), RecordText(word("label")), RecordText(word("source"))}, rows);
}

} // namespace

void addPilotCost(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale)
{
    if (!results.cost)
        return;
    const CostModel &model = *results.cost;
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
    const auto money = [&](std::optional<double> v, const QString &currency) {
        return v ? moneyText(*v, currency, locale) : word("unknown");
    };
    const auto hours = [&](std::optional<double> seconds) { return seconds ? durationText(*seconds, locale) : word("unknown"); };
    doc.addParagraph(RecordText().bold(word("heading")));
    doc.addParagraph(RecordText(word("rule")));
    if (model.priceTableFile.isEmpty())
        doc.addParagraph(RecordText(word("noprices")));
    else if (!model.priceTableErrors.isEmpty())
        doc.addParagraph(RecordText(word("badprices")));
    QList<QList<RecordText>> rows;
    QList<const RoleCost *> shown;
    for (const RoleCost &r : model.roles) {
        if (r.runs == 0)
            continue;
        shown << &r;
        rows.append({RecordText(bilingualWord(kContext, kWords, runRoleKey(r.role), language)), RecordText(locale.toString(r.runs)),
                     RecordText(hours(r.billedSeconds)), RecordText(money(r.total, r.currency)),
                     RecordText(r.acceptedStates ? locale.toString(*r.acceptedStates) : word("unknown")),
                     RecordText(money(r.costPerAcceptedState, r.currency))});
    }
    doc.addTable({RecordText(word("role")), RecordText(word("runs")), RecordText(word("billed")), RecordText(word("total")),
                  RecordText(word("states")), RecordText(word("perstate"))},
                 rows);
    // The time chain per role: where the hours went.
    QList<RecordText> header{RecordText(word("phase"))};
    for (const RoleCost *r : shown)
        header << RecordText(bilingualWord(kContext, kWords, runRoleKey(r->role), language));
    QList<QList<RecordText>> phases;
    for (const QString &name : chainPhaseNames()) {
        QList<RecordText> row{RecordText(bilingualWord(kContext, kWords, name, language))};
        for (const RoleCost *r : shown) {
            std::optional<double> seconds;
            for (const PhaseCost &p : r->phases) {
                if (p.name == name)
                    seconds = p.seconds;
            }
            row << RecordText(hours(seconds));
        }
        phases << row;
    }
    if (!shown.isEmpty()) {
        doc.addTable(header, phases);
        doc.addFigure(QLatin1String(kTimeChainFigure), RecordText(word("figchain")));
    }
    // Runs the project leaves out, with its reason, and counted runs that move a projection:
    // a reader sees both what was taken out and what was kept although it weighs.
    for (const RoleCost &r : model.roles) {
        const QString role = runRoleKey(r.role);
        for (const LeftOutRun &run : r.leftOut)
            doc.addParagraph(RecordText(bilingualWord(kContext, kWords, QStringLiteral("leftout_") + role, language)
                                            .arg(runName(run.label, run.path), run.reason)));
        for (const CostDistortion &d : r.distortions)
            doc.addParagraph(RecordText(bilingualWord(kContext, kWords, QStringLiteral("distorts_") + role, language)
                                            .arg(d.label.isEmpty() ? d.path : d.label, d.path, runStatusWord(d.status, language),
                                                 hours(d.billedSeconds), durationText(d.with, locale), durationText(d.without, locale))));
    }
    if (!model.unconfirmedPrices.isEmpty())
        doc.addParagraph(RecordText(word("unconfirmed").arg(model.unconfirmedPrices.join(QStringLiteral(", ")))));
    const CostProjection &p = model.projection;
    const QString currency = !p.pilot.currency.isEmpty() ? p.pilot.currency : p.reference.currency;
    doc.addParagraph(RecordText(word("projection").arg(money(p.reference.costPerTraining, p.reference.currency),
                                                       money(p.pilot.costPerTraining, p.pilot.currency), money(p.preparationCost, currency))));
    if (p.breakEvenTrainings)
        doc.addParagraph(RecordText(
            word("breakeven")
                .arg(countText(*p.breakEvenTrainings, locale), p.breakEvenYears ? countText(*p.breakEvenYears, locale) : word("unknown"))));
    else
        doc.addParagraph(RecordText(word("nobreakeven")));
    // The Plan's break-even from assumptions beside the measured one, and how they relate.
    doc.addParagraph(RecordText(breakEvenStoryText(p, language, locale).join(QLatin1Char(' '))));
    if (p.reference.costPerTraining && p.pilot.costPerTraining && p.preparationCost)
        doc.addFigure(QLatin1String(kBreakEvenFigure), RecordText(word("figbreakeven")));
    addHorizon(doc, model.horizon, language, locale);
}

} // namespace pilot
