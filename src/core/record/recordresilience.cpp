#include "core/record/recordresilience.h"

#include "core/support/bilingualwords.h"

#include <algorithm>
#include <cmath>

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RecordResilience";

const BilingualWord kWords[] = {
    {"heading", QT_TRANSLATE_NOOP("pilot::RecordResilience", "Checkpoints, restarts and failures")},
    {"what", QT_TRANSLATE_NOOP("pilot::RecordResilience", "")},
    {"reference", QT_TRANSLATE_NOOP("pilot::RecordResilience", "Reference")},
    {"pilot", QT_TRANSLATE_NOOP("pilot::RecordResilience", "Pilot")},
    {"newest", QT_TRANSLATE_NOOP("pilot::RecordResilience", "Newest checkpoint")},
    {"accepted", QT_TRANSLATE_NOOP("pilot::RecordResilience", "step %1: accepted")},
    {"refused", QT_TRANSLATE_NOOP("pilot::RecordResilience", "step %1: refused (%2 reasons; pilotctl checkpoints verify lists them)")},
    {"nocheckpoint", QT_TRANSLATE_NOOP("pilot::RecordResilience", "none")},
    {"count", QT_TRANSLATE_NOOP("pilot::RecordResilience", "Checkpoints kept")},
    {"drill", QT_TRANSLATE_NOOP("pilot::RecordResilience", "Kill-and-resume drill")},
    {"nodrill", QT_TRANSLATE_NOOP("pilot::RecordResilience", "not made")},
    {"drillbroken", QT_TRANSLATE_NOOP("pilot::RecordResilience", "drill.json cannot be read")},
    {"drillpassed", QT_TRANSLATE_NOOP("pilot::RecordResilience", "jump check passed")},
    {"drillfailed", QT_TRANSLATE_NOOP("pilot::RecordResilience", "jump check failed")},
    {"drillincomplete", QT_TRANSLATE_NOOP("pilot::RecordResilience", "jump check incomplete")},
    {"exact", QT_TRANSLATE_NOOP("pilot::RecordResilience", "bit for bit")},
    {"tolerance", QT_TRANSLATE_NOOP("pilot::RecordResilience", "relative tolerance %1")},
    {"interruptions", QT_TRANSLATE_NOOP("pilot::RecordResilience", "%1 interruption(s) (%2)")},
    {"restart", QT_TRANSLATE_NOOP("pilot::RecordResilience", "restart %1–%2 s")},
    {"repeated", QT_TRANSLATE_NOOP("pilot::RecordResilience", "%1 step(s) done again")},
    {"failure", QT_TRANSLATE_NOOP("pilot::RecordResilience", "Failure class")},
    {"nofailure", QT_TRANSLATE_NOOP("pilot::RecordResilience", "none (the run did not fail, or no log line names a cause)")},
    {"notread", QT_TRANSLATE_NOOP("pilot::RecordResilience", "not read")},
    {"decidedby", QT_TRANSLATE_NOOP("pilot::RecordResilience", "decided by %1, rule %2: “%3”")},
    {"rank", QT_TRANSLATE_NOOP("pilot::RecordResilience", "%1 (rank %2)")},
    {"byframe", QT_TRANSLATE_NOOP("pilot::RecordResilience", "its class from the frame at line %1 of its traceback: “%2”")},
    {"onlyconsequence", QT_TRANSLATE_NOOP("pilot::RecordResilience", "only lines that usually follow a failure elsewhere were found")},
    {"consequences", QT_TRANSLATE_NOOP("pilot::RecordResilience", "%1 later line(s) taken as its consequence(s)")},
    {"operator", QT_TRANSLATE_NOOP("pilot::RecordResilience", "operator")},
    {"compiler", QT_TRANSLATE_NOOP("pilot::RecordResilience", "compiler")},
    {"memory", QT_TRANSLATE_NOOP("pilot::RecordResilience", "memory")},
    {"data_pipeline", QT_TRANSLATE_NOOP("pilot::RecordResilience", "data pipeline")},
    {"restore", QT_TRANSLATE_NOOP("pilot::RecordResilience", "checkpoint restore")},
    {"communication", QT_TRANSLATE_NOOP("pilot::RecordResilience", "communication")},
    {"runtime", QT_TRANSLATE_NOOP("pilot::RecordResilience", "runtime, driver or hardware")},
};

QString drillText(const RunResilience &r, const QString &language, const QLocale &locale)
{
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
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
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
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
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
    const auto cell = [&](const RunResilience &r, const QString &text) { return RecordText(r.read ? text : word("notread")); };
    const auto failure = [&](const RunResilience &r) {
        if (r.failureClass.isEmpty())
            return word("nofailure");
        const QString title = bilingualWord(kContext, kWords, r.failureClass, language);
        QString text = r.failureSubclass.isEmpty() ? title : title + QStringLiteral(" (") + r.failureSubclass + QLatin1Char(')');
        const DecisiveLine &d = r.failureLine;
        if (!d.isValid())
            return text;
        QString where = QStringLiteral("%1:%2").arg(d.source).arg(d.line);
        if (d.rank >= 0)
            where = word("rank").arg(where).arg(d.rank);
        text += QStringLiteral("; ") + word("decidedby").arg(where, d.rule, d.text);
        if (d.frameLine > 0)
            text += QStringLiteral("; ") + word("byframe").arg(QString::number(d.frameLine), d.frameText);
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
