#include "compareverdict.h"

#include "charts/theme.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>
#include <optional>

namespace pilot::app {

namespace {

// The words are the Compare stage's, shown on it: they keep its translation context.
struct Words
{
    Q_DECLARE_TR_FUNCTIONS(pilot::app::ComparePage)
};

// A relative deviation in percent: two decimals hide a small but real deviation as "0.00",
// so values below 0.01 % keep two significant digits.
QString percentText(double percent)
{
    const double magnitude = std::abs(percent);
    return magnitude > 0 && magnitude < 0.01 ? QLocale().toString(percent, 'g', 2) : QLocale().toString(percent, 'f', 2);
}

} // namespace

QString compareValidationSentence(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return Words::tr("Validation at every evaluation of the reference: inside.");
    case Verdict::Fail:
        return Words::tr("Validation at every evaluation of the reference: outside.");
    case Verdict::Incomplete:
        return Words::tr("Validation at every evaluation of the reference: incomplete.");
    case Verdict::InvalidLimits:
        return Words::tr("Validation at every evaluation of the reference: invalid limit.");
    case Verdict::NoOverlap:
        return Words::tr("Validation at every evaluation of the reference: nothing to compare.");
    case Verdict::NoLimits:
        break;
    }
    return Words::tr("Validation at every evaluation of the reference: no limit set.");
}

QString sameJobText(const SameJob &same, const QPalette &palette)
{
    switch (same.state) {
    case SameJob::State::Same:
        return (same.byContent
                    ? Words::tr("Reference and pilot train the same job: the same data, model, tokenizer and settings, by content.")
                    : Words::tr("Reference and pilot train the same job: the same job file apart from where it runs (older "
                                "versions' job hash, which also covers the paths of its files)."))
            .toHtmlEscaped();
    case SameJob::State::Unknown: {
        const QString why = same.why == QLatin1String("reference_silent") ? Words::tr("the reference's run does not say what it trains.")
                            : same.why == QLatin1String("pilot_silent")   ? Words::tr("the pilot's run does not say what it trains.")
                            : same.why == QLatin1String("identity_broken")
                                ? Words::tr("a run's job identity is not what its job hash is the hash of.")
                            : same.why == QLatin1String("older_rule")
                                ? Words::tr("both runs come from older versions, whose job hash covers the paths of the files, and "
                                            "their hashes differ.")
                                : Words::tr("one run names its job by content, the other by the older rule that covers paths.");
        return Words::tr("Whether reference and pilot train the same job is not known: %1").arg(why).toHtmlEscaped();
    }
    case SameJob::State::Different:
        break;
    }
    QStringList parts;
    for (const JobHashDifference &d : same.differences)
        parts << Words::tr("%1 (reference %2, pilot %3)")
                     .arg(d.key, d.left.isEmpty() ? Words::tr("absent") : d.left, d.right.isEmpty() ? Words::tr("absent") : d.right);
    const QString text =
        Words::tr("Reference and pilot do not train the same job; they differ in %1.").arg(parts.join(QStringLiteral("; ")));
    return QStringLiteral("<b style='color:%1'>%2</b>").arg(cssColor(themeColor(ThemeColor::Bad, palette)), text.toHtmlEscaped());
}

namespace {

// The verdict sentence, bold in the colour of its meaning (the text itself is translated as a
// whole and holds no markup); a run still writing can change everything shown, so that is said
// first, before any verdict.
QString lossHeadline(const LossComparison &loss, const QPalette &palette)
{
    QString verdict;
    std::optional<ThemeColor> color;
    switch (loss.verdict) {
    case Verdict::Pass:
        verdict = Words::tr("Training loss: inside the tolerance.");
        color = ThemeColor::Good;
        break;
    case Verdict::Fail:
        // Deviations beyond the band read differently from a pilot that produced no number.
        verdict = loss.beyondBand() > 0 ? Words::tr("Training loss: outside the tolerance.") : Words::tr("Training loss: failed.");
        color = ThemeColor::Bad;
        break;
    case Verdict::Incomplete:
        verdict = Words::tr("Training loss: incomplete, no verdict yet.");
        color = ThemeColor::Caution;
        break;
    case Verdict::InvalidLimits:
        verdict = Words::tr("Training loss: no verdict, the loss tolerance is not a finite number of at least 0.");
        color = ThemeColor::Bad;
        break;
    case Verdict::NoLimits:
        verdict = Words::tr("Training loss: no tolerance set (acceptance limits of the Plan stage).");
        break;
    case Verdict::NoOverlap:
        verdict = Words::tr("Training loss: no common points.");
        break;
    }
    const Coverage &v = loss.coverage;
    if (v.pilotState == MetricsRunState::Running || v.referenceState == MetricsRunState::Running) {
        verdict = Words::tr("Running — provisional.") + QLatin1Char(' ') + verdict;
        if (color == ThemeColor::Good)
            color = ThemeColor::Caution;
    }
    return color ? QStringLiteral("<b style='color:%1'>%2</b>").arg(cssColor(themeColor(*color, palette)), verdict.toHtmlEscaped())
                 : verdict.toHtmlEscaped();
}

// What was compared, over which points, and how far the pilot deviated.
QStringList coverageSentences(const LossComparison &loss)
{
    const Coverage &v = loss.coverage;
    const auto at = [&](double x) { return QLocale().toString(x, 'f', 0); };
    QStringList sentences;
    if (loss.axis == AlignAxis::Tokens)
        sentences << Words::tr("%1 of %2 reference points compared per token consumed, because the global batches differ (reference %3, "
                               "pilot %4 tokens "
                               "per step).")
                         .arg(QLocale().toString(v.compared), QLocale().toString(v.referencePoints),
                              QLocale().toString(loss.referenceTokensPerStep, 'f', 0), QLocale().toString(loss.pilotTokensPerStep, 'f', 0));
    else
        sentences << Words::tr("%1 of %2 reference points compared per effective step.")
                         .arg(QLocale().toString(v.compared), QLocale().toString(v.referencePoints));
    if (v.firstCompared)
        sentences << Words::tr("The compared points run from %1 to %2.").arg(at(*v.firstCompared), at(*v.lastCompared));
    if (loss.finitePoints() > 0)
        sentences << Words::tr("Deviation: max %1 (%2 %), mean %3.")
                         .arg(QLocale().toString(loss.maxAbs, 'g', 4), percentText(100 * loss.maxRel),
                              QLocale().toString(loss.meanAbs, 'g', 4));
    if (loss.firstOutside && loss.beyondBand() > 0)
        sentences
            << Words::tr("%n point(s) outside the tolerance, the first at %1.", nullptr, loss.beyondBand()).arg(at(*loss.firstOutside));
    return sentences;
}

// Why the verdict is not a pass, one sentence per reason the comparison gives.
QStringList lossReasons(const LossComparison &loss)
{
    const Coverage &v = loss.coverage;
    const auto at = [&](double x) { return QLocale().toString(x, 'f', 0); };
    QStringList why;
    for (const QString &key : loss.reasons) {
        if (key == QLatin1String("pilot_non_finite"))
            why << Words::tr("The pilot's loss is NaN or infinite at %n point(s), the first at %1.", nullptr, v.pilotNonFinite)
                       .arg(at(*v.firstPilotNonFinite));
        else if (key == QLatin1String("pilot_missing_steps"))
            why << Words::tr("The pilot has no loss at %n point(s) the reference logged, the first at %1.", nullptr, v.missing)
                       .arg(at(*v.firstMissing));
        else if (key == QLatin1String("pilot_running"))
            why << Words::tr("The pilot is still running: %n reference point(s) from %1 on not reached yet.", nullptr, v.notReached)
                       .arg(at(*v.firstNotReached));
        else if (key == QLatin1String("pilot_ended_early"))
            why << Words::tr("The pilot's data ends early: %n reference point(s) from %1 on not reached.", nullptr, v.notReached)
                       .arg(at(*v.firstNotReached));
        else if (key == QLatin1String("reference_non_finite"))
            why << Words::tr("The reference's own loss is NaN or infinite at %n point(s); they are not judged.", nullptr,
                             v.referenceNonFinite);
        else if (key == QLatin1String("reference_unfinished"))
            why << Words::tr("The reference has not completed, so it is not yet a yardstick.");
    }
    return why;
}

// The validation metrics' verdict and which way the points outside went: outside only because
// the pilot is better is still outside (the runs do not train alike), but it is no harm to the
// pilot.
QString validationText(const QList<MetricComparison> &validation)
{
    QString text = compareValidationSentence(overallVerdict(validation)).toHtmlEscaped();
    int outside = 0, better = 0;
    for (const MetricComparison &m : validation) {
        if (m.verdict == Verdict::Fail) {
            ++outside;
            better += m.pilotBetter.value_or(false) ? 1 : 0;
        }
    }
    if (outside > 0 && better == outside)
        text += QLatin1Char(' ')
                + Words::tr("Outside only because the pilot is better than the reference, at %n point(s): the runs do not "
                            "train alike, but not to the pilot's harm.",
                            nullptr, outside)
                      .toHtmlEscaped();
    else if (better > 0)
        text += QLatin1Char(' ')
                + Words::tr("Of the %n point(s) outside, %1 are the pilot being better.", nullptr, outside)
                      .arg(QLocale().toString(better))
                      .toHtmlEscaped();
    return text;
}

} // namespace

QString compareVerdictText(const LossComparison &loss, const QList<MetricComparison> &validation, const QPalette &palette)
{
    QString text = lossHeadline(loss, palette);
    text += QLatin1Char(' ') + coverageSentences(loss).join(QLatin1Char(' ')).toHtmlEscaped();
    const QStringList why = lossReasons(loss);
    if (!why.isEmpty())
        text += QStringLiteral("<br>") + why.join(QLatin1Char(' ')).toHtmlEscaped();
    if (!validation.isEmpty())
        text += QStringLiteral("<br>") + validationText(validation);
    return text;
}

} // namespace pilot::app
