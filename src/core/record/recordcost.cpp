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

const BilingualWord kWords[] = {
    {"heading", "Cost per accepted training state", "Kosten je angenommenem Trainingsstand"},
    {"rule",
     "Every phase of every run, failed and repeated ones included, at the price the project maps it to; an accepted state is a checkpoint "
     "the verifier accepts, inside the reference's tolerance band, whose evaluation meets the agreed output quality.",
     "Jede Phase jedes Laufs, fehlgeschlagene und wiederholte eingeschlossen, zu dem Preis, den das Projekt ihm zuordnet; ein angenommener "
     "Stand ist ein Checkpoint, den die Prüfung annimmt, im Toleranzband der Referenz, dessen Evaluierung die vereinbarte Ausgabequalität "
     "erreicht."},
    {"noprices", "The project names no price table: the times are measured, the costs are unknown.",
     "Das Projekt nennt keine Preistabelle: Die Zeiten sind gemessen, die Kosten unbekannt."},
    {"badprices", "The price table cannot be read (pilotctl cost names the problems): the costs are unknown.",
     "Die Preistabelle ist nicht lesbar (pilotctl cost nennt die Probleme): Die Kosten sind unbekannt."},
    {"role", "Role", "Rolle"},
    {"horizonheading", "The whole bill over the cost horizon", "Gesamtkosten über den Kostenhorizont"},
    {"fighorizon", "Cumulative cost of each path over the planning period (a projection)",
     "Kumulierte Kosten jedes Wegs über den Planungszeitraum (eine Hochrechnung)"},
    {"input", "Assumption", "Annahme"},
    {"value", "Value", "Wert"},
    {"label", "Label", "Bezeichnung"},
    {"source", "Source and date", "Quelle und Datum"},
    {"unconfirmed_input", "unconfirmed assumption (no source or date)", "unbestätigte Annahme (ohne Quelle oder Datum)"},
    {"runs", "Runs", "Läufe"},
    {"billed", "Billed time", "Abgerechnete Zeit"},
    {"total", "Cost", "Kosten"},
    {"states", "Accepted states", "Angenommene Stände"},
    {"perstate", "Per accepted state", "Je angenommenem Stand"},
    {"unknown", "unknown", "unbekannt"},
    {"reference", "reference", "Referenz"},
    {"pilot", "pilot", "Pilot"},
    {"fallback", "fallback", "Fallback"},
    {"phase", "Phase", "Phase"},
    {"environment", "environment", "Umgebung"},
    {"first_step", "to the first step", "bis zum ersten Schritt"},
    {"compile", "compile", "Kompilieren"},
    {"train", "training", "Training"},
    {"checkpoint_write", "checkpoint writing", "Checkpoint schreiben"},
    {"restart", "restart", "Neustart"},
    {"lost", "lost or repeated", "verloren oder wiederholt"},
    {"validation", "validation", "Validierung"},
    {"other", "other", "Sonstiges"},
    {"unconfirmed", "Unconfirmed assumptions (prices without source or date): %1.",
     "Unbestätigte Annahmen (Preise ohne Quelle oder Datum): %1."},
    {"projection",
     "Projection, not a measurement: the planned training costs %1 on the reference platform and %2 on the pilot platform; preparation %3.",
     "Hochrechnung, keine Messung: Das geplante Training kostet %1 auf der Referenzplattform und %2 auf der Pilotplattform; Vorbereitung "
     "%3."},
    {"breakeven", "Break-even after %1 trainings (%2 years).", "Break-even nach %1 Trainings (%2 Jahren)."},
    {"figchain", "The time chain: every run and every role as one bar, stacked by phase; unknown phases add nothing to a bar.",
     "Die Zeitkette: jeder Lauf und jede Rolle als ein Balken, nach Phasen gestapelt; unbekannte Phasen tragen nichts zum Balken bei."},
    {"figbreakeven",
     "Break-even, a projection: the cumulative cost over planned trainings on the reference platform, and on the pilot platform from its "
     "preparation cost on.",
     "Break-even, eine Hochrechnung: die kumulierten Kosten über geplante Trainings auf der Referenzplattform und auf der Pilotplattform "
     "ab ihren Vorbereitungskosten."},
    {"nobreakeven", "Break-even: unknown (pilotctl cost says why).", "Break-even: unbekannt (pilotctl cost nennt den Grund)."},
    {"leftout_reference", "Left out of the reference's cost: %1: %2.", "Aus den Kosten der Referenz herausgenommen: %1: %2."},
    {"leftout_pilot", "Left out of the pilot's cost: %1: %2.", "Aus den Kosten des Piloten herausgenommen: %1: %2."},
    {"leftout_fallback", "Left out of the fallback's cost: %1: %2.", "Aus den Kosten des Fallbacks herausgenommen: %1: %2."},
    {"distorts_reference", "%1 (%2, %3, %4 billed) moves the reference's projection: the planned training takes %5 with it, %6 without it.",
     "%1 (%2, %3, %4 abgerechnet) verschiebt die Hochrechnung der Referenz: das geplante Training dauert mit ihm %5, ohne ihn %6."},
    {"distorts_pilot", "%1 (%2, %3, %4 billed) moves the pilot's projection: the planned training takes %5 with it, %6 without it.",
     "%1 (%2, %3, %4 abgerechnet) verschiebt die Hochrechnung des Piloten: das geplante Training dauert mit ihm %5, ohne ihn %6."},
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
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
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
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
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
        rows.append({RecordText(bilingualWord(kWords, runRoleKey(r.role), language)), RecordText(locale.toString(r.runs)),
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
        header << RecordText(bilingualWord(kWords, runRoleKey(r->role), language));
    QList<QList<RecordText>> phases;
    for (const QString &name : chainPhaseNames()) {
        QList<RecordText> row{RecordText(bilingualWord(kWords, name, language))};
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
            doc.addParagraph(RecordText(
                bilingualWord(kWords, QStringLiteral("leftout_") + role, language).arg(runName(run.label, run.path), run.reason)));
        for (const CostDistortion &d : r.distortions)
            doc.addParagraph(RecordText(bilingualWord(kWords, QStringLiteral("distorts_") + role, language)
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
