#include "core/record/breakevenstorytext.h"

#include "core/support/bilingualwords.h"
#include "core/support/counttext.h"

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"incomplete", "Before the pilot, from assumptions: the Plan's amortisation calculator has no break-even yet (an input is missing).",
     "Vor dem Pilot, aus Annahmen: Der Amortisationsrechner der Planung hat noch keinen Break-even (eine Eingabe fehlt)."},
    {"assumed",
     "Before the pilot, from assumptions: the Plan's amortisation calculator puts break-even at %1 reference GPU hours, assuming a "
     "relative throughput of %2.",
     "Vor dem Pilot, aus Annahmen: Der Amortisationsrechner der Planung setzt den Break-even bei %1 Referenz-GPU-Stunden an, bei "
     "angenommenem relativem Durchsatz von %2."},
    {"assumedtrainings", "At the reference's measured %1 instance hours per training, that is %2 trainings.",
     "Bei den gemessenen %1 Instanzstunden je Training der Referenz sind das %2 Trainings."},
    {"assumednever",
     "Before the pilot, from assumptions: the Plan's amortisation calculator finds no break-even, assuming a relative throughput of %1.",
     "Vor dem Pilot, aus Annahmen: Der Amortisationsrechner der Planung findet keinen Break-even, bei angenommenem relativem Durchsatz "
     "von %1."},
    {"measured", "Measured in the pilot: a relative throughput of %1 (reference %2, pilot %3 instance hours per planned training).",
     "Im Pilot gemessen: ein relativer Durchsatz von %1 (Referenz %2, Pilot %3 Instanzstunden je geplantem Training)."},
    {"measuredunknown",
     "Measured in the pilot: the relative throughput is unknown (a role without a projected training, or priced per chip or device "
     "rather than per instance hour).",
     "Im Pilot gemessen: Der relative Durchsatz ist unbekannt (eine Rolle ohne hochgerechnetes Training, oder Preise je Chip oder Gerät "
     "statt je Instanzstunde)."},
    {"measuredbreakeven", "With the measured runs, break-even comes after %1 trainings.",
     "Mit den gemessenen Läufen kommt der Break-even nach %1 Trainings."},
    {"measurednone", "With the measured runs there is no break-even (yet).", "Mit den gemessenen Läufen gibt es (noch) keinen Break-even."},
    {"relation",
     "Both weigh the same preparation cost; they agree when the calculator assumes the measured throughput and the prices the runs "
     "were charged at. The measured figure is the one to decide on.",
     "Beide rechnen mit denselben Vorbereitungskosten; sie stimmen überein, wenn der Rechner den gemessenen Durchsatz und die Preise "
     "annimmt, zu denen die Läufe abgerechnet wurden. Entscheidend ist die gemessene Zahl."},
};

} // namespace

QStringList breakEvenStoryText(const CostProjection &p, const QString &language, const QLocale &locale)
{
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
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
