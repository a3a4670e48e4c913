#include "core/record/breakevenstorytext.h"

#include "core/support/bilingualwords.h"
#include "core/support/counttext.h"

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::BreakEvenStory";

const BilingualWord kWords[] = {
    {"incomplete",
     QT_TRANSLATE_NOOP(
         "pilot::BreakEvenStory",
         "Before the pilot, from assumptions: the Plan's amortisation calculator has no break-even yet (an input is missing).")},
    {"assumed",
     QT_TRANSLATE_NOOP(
         "pilot::BreakEvenStory",
         "Before the pilot, from assumptions: the Plan's amortisation calculator puts break-even at %1 reference GPU hours, assuming a "
         "relative throughput of %2.")},
    {"assumedtrainings",
     QT_TRANSLATE_NOOP("pilot::BreakEvenStory", "At the reference's measured %1 instance hours per training, that is %2 trainings.")},
    {"assumednever", QT_TRANSLATE_NOOP("pilot::BreakEvenStory", "Before the pilot, from assumptions: the Plan's amortisation calculator "
                                                                "finds no break-even, assuming a relative throughput of %1.")},
    {"measured",
     QT_TRANSLATE_NOOP("pilot::BreakEvenStory",
                       "Measured in the pilot: a relative throughput of %1 (reference %2, pilot %3 instance hours per planned training).")},
    {"measuredunknown",
     QT_TRANSLATE_NOOP(
         "pilot::BreakEvenStory",
         "Measured in the pilot: the relative throughput is unknown (a role without a projected training, or priced per chip or device "
         "rather than per instance hour).")},
    {"measuredbreakeven", QT_TRANSLATE_NOOP("pilot::BreakEvenStory", "With the measured runs, break-even comes after %1 trainings.")},
    {"measurednone", QT_TRANSLATE_NOOP("pilot::BreakEvenStory", "With the measured runs there is no break-even (yet).")},
    {"relation",
     QT_TRANSLATE_NOOP(
         "pilot::BreakEvenStory",
         "Both weigh the same preparation cost; they agree when the calculator assumes the measured throughput and the prices the runs "
         "were charged at. The measured figure is the one to decide on.")},
};

} // namespace

QStringList breakEvenStoryText(const CostProjection &p, const QString &language, const QLocale &locale)
{
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
    const auto hours = [&](double h) { return locale.toString(h, 'f', h < 10 ? 2 : 0); };
    const auto ratio = [&](double r) { return locale.toString(r, 'g', 3); };
    const BreakEvenStory &s = p.story;
    QStringList out;
    if (!s.assumptionsComplete) {
        out << word("incomplete");
    } else if (s.assumedGpuHours) {
        QString text = word("assumed").arg(locale.toString(*s.assumedGpuHours, 'f', 0), ratio(s.assumedThroughput.value_or(0)));
        if (s.assumedTrainings && s.referenceHoursPerTraining)
            text += QLatin1Char(' ')
                    + word("assumedtrainings").arg(hours(*s.referenceHoursPerTraining), countText(*s.assumedTrainings, locale));
        out << text;
    } else {
        out << word("assumednever").arg(ratio(s.assumedThroughput.value_or(0)));
    }
    QString measured =
        s.measuredThroughput
            ? word("measured").arg(ratio(*s.measuredThroughput), hours(*s.referenceHoursPerTraining), hours(*s.pilotHoursPerTraining))
            : word("measuredunknown");
    measured += QLatin1Char(' ')
                + (p.breakEvenTrainings ? word("measuredbreakeven").arg(countText(*p.breakEvenTrainings, locale)) : word("measurednone"));
    out << measured;
    if (s.assumptionsComplete)
        out << word("relation");
    return out;
}

} // namespace pilot
