#include "core/record/recordresilience.h"

#include "core/support/bilingualwords.h"

#include <algorithm>
#include <cmath>

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"heading", "Checkpoints, restarts and failures", "Checkpoints, Neustarts und Fehler"},
    {"what", "", ""},
    {"reference", "Reference", "Referenz"},
    {"pilot", "Pilot", "Pilot"},
    {"newest", "Newest checkpoint", "Neuester Checkpoint"},
    {"accepted", "step %1: accepted", "Schritt %1: angenommen"},
    {"refused", "step %1: refused (%2 reasons; pilotctl checkpoints verify lists them)",
     "Schritt %1: abgelehnt (%2 Gründe; pilotctl checkpoints verify nennt sie)"},
    {"nocheckpoint", "none", "keiner"},
    {"count", "Checkpoints kept", "Aufbewahrte Checkpoints"},
    {"drill", "Kill-and-resume drill", "Abbruch-und-Fortsetzungs-Drill"},
    {"nodrill", "not made", "nicht durchgeführt"},
    {"drillbroken", "drill.json cannot be read", "drill.json ist nicht lesbar"},
    {"drillpassed", "jump check passed", "Sprungprüfung bestanden"},
    {"drillfailed", "jump check failed", "Sprungprüfung nicht bestanden"},
    {"drillincomplete", "jump check incomplete", "Sprungprüfung unvollständig"},
    {"exact", "bit for bit", "bitgenau"},
    {"tolerance", "relative tolerance %1", "relative Toleranz %1"},
    {"interruptions", "%1 interruption(s) (%2)", "%1 Unterbrechung(en) (%2)"},
    {"restart", "restart %1–%2 s", "Neustart %1–%2 s"},
    {"repeated", "%1 step(s) done again", "%1 Schritt(e) wiederholt"},
    {"failure", "Failure class", "Fehlerklasse"},
    {"nofailure", "none (the run did not fail, or no log line names a cause)",
     "keine (der Lauf ist nicht fehlgeschlagen, oder keine Logzeile nennt eine Ursache)"},
    {"notread", "not read", "nicht gelesen"},
    {"decidedby", "decided by %1, rule %2: “%3”", "entschieden durch %1, Regel %2: „%3“"},
    {"rank", "%1 (rank %2)", "%1 (Rang %2)"},
    {"onlyconsequence", "only lines that usually follow a failure elsewhere were found",
     "nur Zeilen gefunden, die meist auf einen Fehler anderswo folgen"},
    {"consequences", "%1 later line(s) taken as its consequence(s)", "%1 weitere Zeile(n) als Folge gewertet"},
    {"operator", "operator", "Operator"},
    {"compiler", "compiler", "Compiler"},
    {"memory", "memory", "Speicher"},
    {"data_pipeline", "data pipeline", "Datenpipeline"},
    {"restore", "checkpoint restore", "Checkpoint-Wiederherstellung"},
    {"communication", "communication", "Kommunikation"},
    {"runtime", "runtime, driver or hardware", "Laufzeit, Treiber oder Hardware"},
};

QString drillText(const RunResilience &r, const QString &language, const QLocale &locale)
{
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
    if (!r.drillProblem.isEmpty())
        return word("drillbroken");
    if (!r.drill)
        return word("nodrill");
    const DrillResult &d = *r.drill;
    QStringList parts;
    parts << word(d.jump.verdict == JumpCheck::Verdict::Passed   ? "drillpassed"
                  : d.jump.verdict == JumpCheck::Verdict::Failed ? "drillfailed"
                                                                 : "drillincomplete");
    if (d.completed)
        parts << (d.jump.exact ? word("exact") : word("tolerance").arg(locale.toString(d.jump.tolerance, 'g', 3)));
    if (!d.interruptions.isEmpty()) {
        QStringList signalNames;
        double fastest = qInf(), slowest = -qInf();
        qint64 repeated = 0;
        for (const DrillInterruption &i : d.interruptions) {
            const QString name = QStringLiteral("SIG") + i.signal;
            if (!signalNames.contains(name))
                signalNames << name;
            if (std::isfinite(i.restartSeconds)) {
                fastest = std::min(fastest, i.restartSeconds);
                slowest = std::max(slowest, i.restartSeconds);
            }
            repeated += std::max<qint64>(0, i.repeatedSteps);
        }
        parts << word("interruptions").arg(d.interruptions.size()).arg(signalNames.join(QStringLiteral(", ")));
        if (std::isfinite(fastest))
            parts << word("restart").arg(locale.toString(fastest, 'f', 2), locale.toString(slowest, 'f', 2));
        parts << word("repeated").arg(repeated);
    }
    return parts.join(QStringLiteral("; "));
}

QString newestText(const RunResilience &r, const QString &language, const QLocale &locale)
{
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
    if (!r.newest)
        return word("nocheckpoint");
    const QString step = r.newest->step >= 0 ? locale.toString(r.newest->step) : QStringLiteral("?");
    return r.newest->accepted() ? word("accepted").arg(step) : word("refused").arg(step).arg(r.newest->reasons.size());
}

} // namespace

void addRunResilience(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale)
{
    const RunResilience &ref = results.referenceResilience;
    const RunResilience &pil = results.pilotResilience;
    if (!ref.read && !pil.read)
        return;
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
    const auto cell = [&](const RunResilience &r, const QString &text) { return RecordText(r.read ? text : word("notread")); };
    const auto failure = [&](const RunResilience &r) {
        if (r.failureClass.isEmpty())
            return word("nofailure");
        const QString title = bilingualWord(kWords, r.failureClass, language);
        QString text = r.failureSubclass.isEmpty() ? title : title + QStringLiteral(" (") + r.failureSubclass + QLatin1Char(')');
        const DecisiveLine &d = r.failureLine;
        if (!d.isValid())
            return text;
        QString where = QStringLiteral("%1:%2").arg(d.source).arg(d.line);
        if (d.rank >= 0)
            where = word("rank").arg(where).arg(d.rank);
        text += QStringLiteral("; ") + word("decidedby").arg(where, d.rule, d.text);
        if (d.consequence)
            text += QStringLiteral("; ") + word("onlyconsequence");
        else if (d.consequences > 0)
            text += QStringLiteral("; ") + word("consequences").arg(d.consequences);
        return text;
    };
    QList<QList<RecordText>> rows;
    rows.append({RecordText(word("newest")), cell(ref, newestText(ref, language, locale)), cell(pil, newestText(pil, language, locale))});
    rows.append({RecordText(word("count")), cell(ref, locale.toString(ref.checkpoints)), cell(pil, locale.toString(pil.checkpoints))});
    rows.append({RecordText(word("drill")), cell(ref, drillText(ref, language, locale)), cell(pil, drillText(pil, language, locale))});
    rows.append({RecordText(word("failure")), cell(ref, failure(ref)), cell(pil, failure(pil))});
    doc.addParagraph(RecordText().bold(word("heading")));
    doc.addTable({RecordText(word("what")), RecordText(word("reference")), RecordText(word("pilot"))}, rows);
}

} // namespace pilot
