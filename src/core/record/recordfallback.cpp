#include "core/record/recordfallback.h"

#include "core/record/runstatusword.h"
#include "core/support/bilingualwords.h"

#include <functional>

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RecordFallback";

const BilingualWord kWords[] = {
    {"heading", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Fallback plan")},
    {"noplan", QT_TRANSLATE_NOOP(
                   "pilot::RecordFallback",
                   "No fallback plan recorded. The decision guide asks for one before the pilot: a small GPU emergency profile, the last "
                   "accepted state exported regularly, and a re-check of loss and output quality against the reference after a fallback "
                   "(the Fallback tab of the Checkpoints stage).")},
    {"profile", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Emergency profile")},
    {"target", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Target")},
    {"export", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Export of the last accepted state")},
    {"every", QT_TRANSLATE_NOOP("pilot::RecordFallback", "every %1 hours")},
    {"recheck", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Re-check after a fallback")},
    {"notset", QT_TRANSLATE_NOOP("pilot::RecordFallback", "not set")},
    {"on", QT_TRANSLATE_NOOP("pilot::RecordFallback", "%1 on %2")},
    {"outside", QT_TRANSLATE_NOOP("pilot::RecordFallback", "outside the project, not read")},
    {"missing", QT_TRANSLATE_NOOP("pilot::RecordFallback", "missing!")},
    {"invalid", QT_TRANSLATE_NOOP("pilot::RecordFallback", "not a valid job (%1)")},
    {"notread", QT_TRANSLATE_NOOP("pilot::RecordFallback", "not read for this record")},
    {"same", QT_TRANSLATE_NOOP("pilot::RecordFallback", "same training as the pilot (job hash): yes")},
    {"notsame", QT_TRANSLATE_NOOP("pilot::RecordFallback",
                                  "same training as the pilot (job hash): no, it differs in %1; it cannot resume the pilot's checkpoints")},
    {"sameunknown",
     QT_TRANSLATE_NOOP("pilot::RecordFallback", "same training as the pilot: unknown (the pilot's job.json is not in the project)")},
    {"rehearsedno", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Rehearsed: no. No run of the project has the role fallback.")},
    {"rehearsedyes",
     QT_TRANSLATE_NOOP("pilot::RecordFallback",
                       "Rehearsed: yes, %1 fallback run(s); each re-checked against the reference %2 on the steps after the one it "
                       "resumed from (the steps before are the pilot's):")},
    {"rehearsedlisted", QT_TRANSLATE_NOOP("pilot::RecordFallback",
                                          "Rehearsed: %1 run(s) with the role fallback are listed; they were not read for this record.")},
    {"colrun", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Run")},
    {"colfrom", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Resumed from step")},
    {"colstatus", QT_TRANSLATE_NOOP("pilot::RecordFallback", "State")},
    {"colsame", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Same training")},
    {"colrecheck", QT_TRANSLATE_NOOP("pilot::RecordFallback", "Re-check")},
    {"unknown", QT_TRANSLATE_NOOP("pilot::RecordFallback", "unknown")},
    {"yes", QT_TRANSLATE_NOOP("pilot::RecordFallback", "yes")},
    {"no", QT_TRANSLATE_NOOP("pilot::RecordFallback", "no")},
    {"runoutside", QT_TRANSLATE_NOOP("pilot::RecordFallback", "outside the project, not read")},
    {"runnotfound", QT_TRANSLATE_NOOP("pilot::RecordFallback", "not found")},
    {"rununreadable", QT_TRANSLATE_NOOP("pilot::RecordFallback", "no readable metrics")},
    {"pass", QT_TRANSLATE_NOOP("pilot::RecordFallback", "inside the acceptance limits")},
    {"fail", QT_TRANSLATE_NOOP("pilot::RecordFallback", "outside the acceptance limits")},
    {"incomplete", QT_TRANSLATE_NOOP("pilot::RecordFallback", "incomplete, not a pass")},
    {"no_limits", QT_TRANSLATE_NOOP("pilot::RecordFallback", "no verdict, the limits are not set")},
    {"invalid_limits", QT_TRANSLATE_NOOP("pilot::RecordFallback", "no verdict, a limit is not a finite number of at least 0")},
    {"no_overlap", QT_TRANSLATE_NOOP("pilot::RecordFallback", "no verdict, nothing could be compared")},
    {"covered", QT_TRANSLATE_NOOP("pilot::RecordFallback", "steps %1 to %2 compared (%3 of %4 reference points)")},
    {"worst", QT_TRANSLATE_NOOP("pilot::RecordFallback", "worst loss deviation %1 (%2 %)")},
    {"pilot_non_finite", QT_TRANSLATE_NOOP("pilot::RecordFallback", "loss NaN or infinite")},
    {"pilot_missing_steps", QT_TRANSLATE_NOOP("pilot::RecordFallback", "%1 reference step(s) without a value")},
    {"pilot_running", QT_TRANSLATE_NOOP("pilot::RecordFallback", "still running")},
    {"pilot_ended_early", QT_TRANSLATE_NOOP("pilot::RecordFallback", "ends before the reference's end")},
    {"reference_non_finite", QT_TRANSLATE_NOOP("pilot::RecordFallback", "the reference's loss is NaN or infinite in places")},
    {"reference_unfinished", QT_TRANSLATE_NOOP("pilot::RecordFallback", "the reference has not completed")},
    {"no_reference", QT_TRANSLATE_NOOP("pilot::RecordFallback", "the project has no readable reference run")},
    {"resume_unknown",
     QT_TRANSLATE_NOOP("pilot::RecordFallback", "where it resumed is not recorded (resume auto); compared from its first logged step")},
    {"run_unfinished", QT_TRANSLATE_NOOP("pilot::RecordFallback", "the fallback run has not completed")},
    {"valfail", QT_TRANSLATE_NOOP("pilot::RecordFallback", "%1 validation value(s) outside or missing")},
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
        return bilingualWord(kContext, kWords, QLatin1String(key), language);
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
