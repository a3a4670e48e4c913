#include "compareverdict.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace pilot::app {

namespace {

// The words are the Compare stage's, shown on it: they keep its translation context.
struct Words
{
    Q_DECLARE_TR_FUNCTIONS(pilot::app::ComparePage)
};

} // namespace

QString compareVerdictWord(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return Words::tr("inside");
    case Verdict::Fail:
        return Words::tr("outside");
    case Verdict::Incomplete:
        return Words::tr("incomplete");
    case Verdict::InvalidLimits:
        return Words::tr("invalid limit");
    case Verdict::NoOverlap:
        return Words::tr("nothing to compare");
    case Verdict::NoLimits:
        break;
    }
    return Words::tr("no limit set");
}

QString compareVerdictText(const LossComparison &loss, const QList<MetricComparison> &validation)
{
    const Coverage &v = loss.coverage;
    const bool tokens = loss.axis == AlignAxis::Tokens;
    const auto at = [&](double x) { return QLocale().toString(x, 'f', 0); };
    QString word;
    switch (loss.verdict) {
    case Verdict::Pass:
        word = Words::tr("<b style='color:#2e7d32'>inside the tolerance</b>");
        break;
    case Verdict::Fail:
        // Deviations beyond the band read differently from a pilot that produced no number.
        word = loss.beyondBand() > 0 ? Words::tr("<b style='color:#c62828'>outside the tolerance</b>") : Words::tr("<b style='color:#c62828'>failed</b>");
        break;
    case Verdict::Incomplete:
        word = Words::tr("<b style='color:#b26a00'>incomplete, no verdict yet</b>");
        break;
    case Verdict::InvalidLimits:
        word = Words::tr("<b style='color:#c62828'>no verdict, the loss tolerance is not a finite number of at least 0</b>");
        break;
    case Verdict::NoLimits:
        word = Words::tr("no tolerance set (acceptance limits of the Plan stage)");
        break;
    case Verdict::NoOverlap:
        word = Words::tr("no common points");
        break;
    }
    QString text = Words::tr("Training loss: %1.").arg(word) + QLatin1Char(' ');
    if (tokens)
        text += Words::tr("%1 of %2 reference points compared per token consumed, because the global batches differ (reference %3, pilot %4 tokens per step)")
                    .arg(QLocale().toString(v.compared), QLocale().toString(v.referencePoints), QLocale().toString(loss.referenceTokensPerStep, 'f', 0),
                         QLocale().toString(loss.pilotTokensPerStep, 'f', 0));
    else
        text += Words::tr("%1 of %2 reference points compared per effective step").arg(QLocale().toString(v.compared), QLocale().toString(v.referencePoints));
    if (v.firstCompared)
        text += QLatin1Char(' ') + Words::tr("(%1 to %2)").arg(at(*v.firstCompared), at(*v.lastCompared));
    if (loss.finitePoints() > 0)
        text += Words::tr("; deviation max %1 (%2 %), mean %3").arg(QLocale().toString(loss.maxAbs, 'g', 4), QLocale().toString(100 * loss.maxRel, 'f', 2),
                                                              QLocale().toString(loss.meanAbs, 'g', 4));
    if (loss.firstOutside && loss.beyondBand() > 0)
        text += Words::tr("; %n point(s) outside, the first at %1", nullptr, loss.beyondBand()).arg(at(*loss.firstOutside));
    text += QLatin1Char('.');
    QStringList why;
    for (const QString &key : loss.reasons) {
        if (key == QLatin1String("pilot_non_finite"))
            why << Words::tr("The pilot's loss is NaN or infinite at %n point(s), the first at %1.", nullptr, v.pilotNonFinite).arg(at(*v.firstPilotNonFinite));
        else if (key == QLatin1String("pilot_missing_steps"))
            why << Words::tr("The pilot has no loss at %n point(s) the reference logged, the first at %1.", nullptr, v.missing).arg(at(*v.firstMissing));
        else if (key == QLatin1String("pilot_running"))
            why << Words::tr("The pilot is still running: %n reference point(s) from %1 on not reached yet.", nullptr, v.notReached).arg(at(*v.firstNotReached));
        else if (key == QLatin1String("pilot_ended_early"))
            why << Words::tr("The pilot's data ends early: %n reference point(s) from %1 on not reached.", nullptr, v.notReached).arg(at(*v.firstNotReached));
        else if (key == QLatin1String("reference_non_finite"))
            why << Words::tr("The reference's own loss is NaN or infinite at %n point(s); they are not judged.", nullptr, v.referenceNonFinite);
        else if (key == QLatin1String("reference_unfinished"))
            why << Words::tr("The reference has not completed, so it is not yet a yardstick.");
    }
    if (!why.isEmpty())
        text += QStringLiteral("<br>") + why.join(QLatin1Char(' '));
    if (!validation.isEmpty())
        text += QStringLiteral("<br>") + Words::tr("Validation at every evaluation of the reference: %1.").arg(compareVerdictWord(overallVerdict(validation)));
    return text;
}

} // namespace pilot::app
