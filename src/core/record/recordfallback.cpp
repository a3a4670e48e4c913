#include "core/record/recordfallback.h"

#include "core/record/runstatusword.h"
#include "core/support/bilingualwords.h"

#include <functional>

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"heading", "Fallback plan", "Fallback-Plan"},
    {"noplan",
     "No fallback plan recorded. The decision guide asks for one before the pilot: a small GPU emergency profile, the last "
     "accepted state exported regularly, and a re-check of loss and output quality against the reference after a fallback "
     "(the Fallback tab of the Checkpoints stage).",
     "Kein Fallback-Plan erfasst. Der Entscheidungsleitfaden verlangt ihn vor dem Piloten: ein kleines GPU-Notfallprofil, "
     "regelmäßiger Export des letzten akzeptierten Stands und nach einem Fallback eine erneute Prüfung von Loss und "
     "Ausgabequalität gegen die Referenz (Reiter Fallback der Phase Checkpoints)."},
    {"profile", "Emergency profile", "Notfallprofil"},
    {"target", "Target", "Ziel"},
    {"export", "Export of the last accepted state", "Export des letzten akzeptierten Stands"},
    {"every", "every %1 hours", "alle %1 Stunden"},
    {"recheck", "Re-check after a fallback", "Erneute Prüfung nach einem Fallback"},
    {"notset", "not set", "nicht festgelegt"},
    {"on", "%1 on %2", "%1 auf %2"},
    {"outside", "outside the project, not read", "außerhalb des Projekts, nicht gelesen"},
    {"missing", "missing!", "fehlt!"},
    {"invalid", "not a valid job (%1)", "kein gültiger Job (%1)"},
    {"notread", "not read for this record", "für dieses Protokoll nicht gelesen"},
    {"same", "same training as the pilot (job hash): yes", "dasselbe Training wie der Pilot (Job-Hash): ja"},
    {"notsame", "same training as the pilot (job hash): no, it differs in %1; it cannot resume the pilot's checkpoints",
     "dasselbe Training wie der Pilot (Job-Hash): nein, es weicht ab in %1; es kann die Checkpoints des Piloten nicht fortsetzen"},
    {"sameunknown", "same training as the pilot: unknown (the pilot's job.json is not in the project)",
     "dasselbe Training wie der Pilot: unbekannt (die job.json des Piloten liegt nicht im Projekt)"},
    {"rehearsedno", "Rehearsed: no. No run of the project has the role fallback.",
     "Geprobt: nein. Kein Lauf des Projekts hat die Rolle fallback."},
    {"rehearsedyes",
     "Rehearsed: yes, %1 fallback run(s); each re-checked against the reference %2 on the steps after the one it "
     "resumed from (the steps before are the pilot's):",
     "Geprobt: ja, %1 Fallback-Lauf/-Läufe; jeder erneut geprüft gegen die Referenz %2 auf den Schritten nach dem, ab dem er "
     "fortgesetzt wurde (die Schritte davor sind die des Piloten):"},
    {"rehearsedlisted", "Rehearsed: %1 run(s) with the role fallback are listed; they were not read for this record.",
     "Geprobt: %1 Lauf/Läufe mit der Rolle fallback sind eingetragen; sie wurden für dieses Protokoll nicht gelesen."},
    {"colrun", "Run", "Lauf"},
    {"colfrom", "Resumed from step", "Fortgesetzt ab Schritt"},
    {"colstatus", "State", "Zustand"},
    {"colsame", "Same training", "Dasselbe Training"},
    {"colrecheck", "Re-check", "Erneute Prüfung"},
    {"unknown", "unknown", "unbekannt"},
    {"yes", "yes", "ja"},
    {"no", "no", "nein"},
    {"runoutside", "outside the project, not read", "außerhalb des Projekts, nicht gelesen"},
    {"runnotfound", "not found", "nicht gefunden"},
    {"rununreadable", "no readable metrics", "keine lesbaren Metriken"},
    {"pass", "inside the acceptance limits", "innerhalb der Abnahmegrenzen"},
    {"fail", "outside the acceptance limits", "außerhalb der Abnahmegrenzen"},
    {"incomplete", "incomplete, not a pass", "unvollständig, kein Bestehen"},
    {"no_limits", "no verdict, the limits are not set", "kein Urteil, die Grenzen sind nicht festgelegt"},
    {"invalid_limits", "no verdict, a limit is not a finite number of at least 0",
     "kein Urteil, eine Grenze ist keine endliche Zahl von mindestens 0"},
    {"no_overlap", "no verdict, nothing could be compared", "kein Urteil, nichts ließ sich vergleichen"},
    {"covered", "steps %1 to %2 compared (%3 of %4 reference points)", "Schritte %1 bis %2 verglichen (%3 von %4 Referenzpunkten)"},
    {"worst", "worst loss deviation %1 (%2 %)", "größte Loss-Abweichung %1 (%2 %)"},
    {"pilot_non_finite", "loss NaN or infinite", "Loss NaN oder unendlich"},
    {"pilot_missing_steps", "%1 reference step(s) without a value", "%1 Referenzschritt(e) ohne Wert"},
    {"pilot_running", "still running", "läuft noch"},
    {"pilot_ended_early", "ends before the reference's end", "endet vor dem Ende der Referenz"},
    {"reference_non_finite", "the reference's loss is NaN or infinite in places",
     "der Loss der Referenz ist stellenweise NaN oder unendlich"},
    {"reference_unfinished", "the reference has not completed", "die Referenz ist nicht abgeschlossen"},
    {"no_reference", "the project has no readable reference run", "das Projekt hat keinen lesbaren Referenzlauf"},
    {"resume_unknown", "where it resumed is not recorded (resume auto); compared from its first logged step",
     "wo er fortgesetzt wurde, ist nicht festgehalten (resume auto); verglichen ab seinem ersten protokollierten Schritt"},
    {"run_unfinished", "the fallback run has not completed", "der Fallback-Lauf ist nicht abgeschlossen"},
    {"valfail", "%1 validation value(s) outside or missing", "%1 Validierungswert(e) außerhalb oder fehlend"},
};

QString profileText(const Project &project, const PilotResults &results, const std::function<QString(const char *)> &word)
{
    const FallbackPlan &plan = project.fallback;
    if (plan.emergencyProfile.isEmpty())
        return word("notset");
    if (!results.fallbackRead)
        return plan.emergencyProfile + QStringLiteral(" (") + word("notread") + QLatin1Char(')');
    const FallbackProfileFacts &f = results.fallback.profile;
    switch (f.state) {
    case FallbackProfileFacts::State::NotNamed:
        return word("notset");
    case FallbackProfileFacts::State::Outside:
        return f.shown + QStringLiteral(" (") + word("outside") + QLatin1Char(')');
    case FallbackProfileFacts::State::Missing:
        return f.shown + QStringLiteral(" (") + word("missing") + QLatin1Char(')');
    case FallbackProfileFacts::State::Invalid:
        return f.shown + QStringLiteral(" (") + word("invalid").arg(f.invalidFields.join(QStringLiteral(", "))) + QLatin1Char(')');
    case FallbackProfileFacts::State::Read:
        break;
    }
    QString same;
    if (!f.sameTraining) {
        same = word("sameunknown");
    } else if (*f.sameTraining) {
        same = word("same");
    } else {
        QStringList keys;
        for (const JobHashDifference &d : f.differences)
            keys << d.key;
        same = word("notsame").arg(keys.join(QStringLiteral(", ")));
    }
    return f.shown + QStringLiteral(" (") + word("on").arg(f.backend, f.device) + QStringLiteral("); ") + same;
}

QString recheckText(const FallbackRehearsal &r, const std::function<QString(const char *)> &word, const QLocale &locale)
{
    QStringList parts;
    parts << word(verdictKey(r.verdict).toLatin1().constData());
    const Coverage &v = r.loss.coverage;
    if (v.firstCompared)
        parts << word("covered").arg(locale.toString(*v.firstCompared, 'f', 0), locale.toString(*v.lastCompared, 'f', 0),
                                     locale.toString(v.compared), locale.toString(v.referencePoints));
    if (r.loss.finitePoints() > 0)
        parts << word("worst").arg(locale.toString(r.loss.maxAbs, 'g', 4), locale.toString(100 * r.loss.maxRel, 'f', 2));
    for (const QString &key : r.loss.reasons) {
        const QString text = word(key.toLatin1().constData());
        parts << (key == QLatin1String("pilot_missing_steps") ? text.arg(locale.toString(v.missing)) : text);
    }
    int badValidation = 0;
    for (const MetricComparison &m : r.validation)
        badValidation += m.verdict == Verdict::Fail ? 1 : 0;
    if (badValidation > 0)
        parts << word("valfail").arg(locale.toString(badValidation));
    for (const QString &key : r.reasons)
        parts << word(key.toLatin1().constData());
    return parts.join(QStringLiteral("; "));
}

} // namespace

void addFallbackPlan(RecordDocument &doc, const Project &project, const PilotResults &results, const QString &language,
                     const QLocale &locale)
{
    const std::function<QString(const char *)> word = [&](const char *key) {
        return bilingualWord(kWords, QLatin1String(key), language);
    };
    doc.addHeading(2, RecordText(word("heading")));
    const FallbackPlan &plan = project.fallback;
    if (plan.isEmpty()) {
        doc.addParagraph(RecordText(word("noplan")));
    } else {
        const auto item = [&](const char *label, const QString &value) {
            return RecordText().bold(word(label) + QStringLiteral(": ")).plain(value.isEmpty() ? word("notset") : value);
        };
        doc.addList({item("profile", profileText(project, results, word)), item("target", plan.target),
                     item("export", plan.exportEveryHours ? word("every").arg(locale.toString(*plan.exportEveryHours, 'g', 6)) : QString()),
                     item("recheck", plan.recheck)});
    }
    qsizetype listed = 0;
    for (const ProjectRun &run : project.runs)
        listed += run.role == RunRole::Fallback ? 1 : 0;
    if (listed == 0) {
        doc.addParagraph(RecordText(word("rehearsedno")));
        return;
    }
    if (!results.fallbackRead) {
        doc.addParagraph(RecordText(word("rehearsedlisted").arg(locale.toString(listed))));
        return;
    }
    const FallbackReading &f = results.fallback;
    doc.addParagraph(RecordText(word("rehearsedyes").arg(locale.toString(f.rehearsals.size()), f.reference)));
    QList<QList<RecordText>> rows;
    for (const FallbackRehearsal &r : f.rehearsals) {
        if (r.problem != FallbackRehearsal::Problem::None) {
            const char *key = r.problem == FallbackRehearsal::Problem::Outside    ? "runoutside"
                              : r.problem == FallbackRehearsal::Problem::NotFound ? "runnotfound"
                                                                                  : "rununreadable";
            rows.append({RecordText(r.name), RecordText(QStringLiteral("–")), RecordText(word(key)), RecordText(QStringLiteral("–")),
                         RecordText(word("no_overlap"))});
            continue;
        }
        const QString from = r.resumedFrom >= 0 ? locale.toString(r.resumedFrom) : word("unknown");
        const QString same = !r.sameTraining ? word("unknown") : *r.sameTraining ? word("yes") : word("no");
        const QString status = r.status.isEmpty() ? word("unknown") : runStatusWord(r.status, language);
        rows.append({RecordText(r.name), RecordText(from), RecordText(status), RecordText(same), RecordText(recheckText(r, word, locale))});
    }
    doc.addTable({RecordText(word("colrun")), RecordText(word("colfrom")), RecordText(word("colstatus")), RecordText(word("colsame")),
                  RecordText(word("colrecheck"))},
                 rows);
}

} // namespace pilot
