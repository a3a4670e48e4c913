#include "core/cost/horizontext.h"

#include "core/cost/moneytext.h"
#include "core/support/bilingualwords.h"
#include "core/support/counttext.h"

#include <algorithm>
#include <cmath>

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::HorizonText";

const BilingualWord kWords[] = {
    {"gpu", QT_TRANSLATE_NOOP("pilot::HorizonText", "GPU only")},
    {"trainium2", QT_TRANSLATE_NOOP("pilot::HorizonText", "Trainium2 only")},
    {"dual", QT_TRANSLATE_NOOP("pilot::HorizonText", "Dual operation with GPU fallback")},
    {"engineer_rate", QT_TRANSLATE_NOOP("pilot::HorizonText", "Engineering rate (per hour)")},
    {"reference_cost_per_accepted_training", QT_TRANSLATE_NOOP("pilot::HorizonText", "GPU cost per accepted training (measured)")},
    {"pilot_cost_per_accepted_training", QT_TRANSLATE_NOOP("pilot::HorizonText", "Trainium2 cost per accepted training (measured)")},
    {"fallback_run_cost", QT_TRANSLATE_NOOP("pilot::HorizonText", "Cost of a fallback run (measured)")},
    {"path", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1: %2 over %3 months, %4 per accepted training (one-time %5, then %6 a month).")},
    {"pathunknown", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1: unknown — %2.")},
    {"cheapest", QT_TRANSLATE_NOOP("pilot::HorizonText", "Over %1 months, %2 is the cheapest path: %3.")},
    {"against", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 against %2 for %3 (%4 % more)")},
    {"breakeven", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 breaks even with GPU only in month %2.")},
    {"breakevenlate",
     QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 would break even with GPU only in month %2, after the %3-month horizon.")},
    {"breakevenstart", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 costs no more than GPU only from the start.")},
    {"breakevenflat",
     QT_TRANSLATE_NOOP("pilot::HorizonText",
                       "%1 never breaks even with GPU only: it costs as much every month and stays dearer by its one-time %2.")},
    {"cheaperuntil", QT_TRANSLATE_NOOP("pilot::HorizonText",
                                       "%1 costs less than GPU only at first, until month %2; after that it costs %3 more every month.")},
    {"breakevenat", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 breaks even with GPU only in month %2.")},
    {"breakevennever", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 never breaks even with GPU only: it costs %2 more every month.")},
    {"condition", QT_TRANSLATE_NOOP("pilot::HorizonText", "Closest to changing the verdict, each input alone: %1.")},
    {"nocondition", QT_TRANSLATE_NOOP("pilot::HorizonText", "No single input within its plausible range changes the verdict.")},
    {"shortbelow", QT_TRANSLATE_NOOP("pilot::HorizonText", "below %1: %2")},
    {"shortabove", QT_TRANSLATE_NOOP("pilot::HorizonText", "above %1: %2")},
    {"flipbelow", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 below %2 (now %3) makes %4 cheapest")},
    {"flipabove", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 above %2 (now %3) makes %4 cheapest")},
    {"kernel",
     QT_TRANSLATE_NOOP(
         "pilot::HorizonText",
         "A kernel share of %1 adds %2 hours a month of kernel upkeep to each Trainium2 path (%3 a month, %4 over the horizon); the "
         "larger the share, the smaller their maintenance advantage.")},
    {"incomplete", QT_TRANSLATE_NOOP("pilot::HorizonText", "No verdict over the horizon yet: %1.")},
    {"tokens", QT_TRANSLATE_NOOP("pilot::HorizonText", "%1 trainings a month from the planned tokens.")},
};

QString word(const char *key, const QString &language)
{
    return bilingualWord(kContext, kWords, QLatin1String(key), language);
}

QString money(std::optional<double> v, const HorizonCost &h, const QLocale &locale)
{
    return v ? moneyText(*v, h.currency, locale) : QString();
}

} // namespace

QString horizonPathName(HorizonPath path, const QString &language)
{
    return bilingualWord(kContext, kWords, horizonPathKey(path), language);
}

QString horizonInputName(const QString &key, const QString &language)
{
    if (CostHorizon::keys().contains(key))
        return CostHorizon::title(key, language);
    return bilingualWord(kContext, kWords, key, language);
}

QString horizonInputValue(const QString &key, double value, const QString &currency, const QLocale &locale)
{
    if (key == QLatin1String("kernel_share"))
        return locale.toString(value * 100, 'g', 4) + QStringLiteral("\u00a0%");
    if (key == QLatin1String("engineer_rate") || HorizonCost::measuredFlipKeys().contains(key))
        return moneyText(value, currency, locale);
    return countText(value, locale);
}

QString horizonFlipShortText(const HorizonFlip &flip, const HorizonCost &h, const QString &language, const QLocale &locale)
{
    const auto value = [&](double v) { return horizonInputValue(flip.key, v, h.currency, locale); };
    QStringList parts;
    if (flip.below)
        parts << word("shortbelow", language).arg(value(*flip.below), horizonPathName(flip.belowPath, language));
    if (flip.above)
        parts << word("shortabove", language).arg(value(*flip.above), horizonPathName(flip.abovePath, language));
    return parts.join(QStringLiteral("; "));
}

QString horizonFlipText(const HorizonFlip &flip, const HorizonCost &h, const QString &language, const QLocale &locale)
{
    const QString name = horizonInputName(flip.key, language);
    const auto value = [&](double v) { return horizonInputValue(flip.key, v, h.currency, locale); };
    QStringList parts;
    if (flip.below)
        parts << word("flipbelow", language).arg(name, value(*flip.below), value(flip.now), horizonPathName(flip.belowPath, language));
    if (flip.above)
        parts << word("flipabove", language).arg(name, value(*flip.above), value(flip.now), horizonPathName(flip.abovePath, language));
    return parts.join(QStringLiteral(", "));
}

QString horizonVerdictSentence(const HorizonCost &h, const QString &language, const QLocale &locale)
{
    if (!h.cheapest)
        return QString();
    const double best = *h.path(*h.cheapest).total;
    QStringList against;
    for (HorizonPath p : horizonPaths()) {
        if (p == *h.cheapest)
            continue;
        const double other = *h.path(p).total;
        const double more = best > 0 ? (other - best) / best * 100 : 0;
        against << word("against", language)
                       .arg(moneyText(best, h.currency, locale), moneyText(other, h.currency, locale), horizonPathName(p, language),
                            locale.toString(more, 'f', 1));
    }
    const QString months = h.months ? locale.toString(*h.months, 'f', 0) : QStringLiteral("?");
    return word("cheapest", language).arg(months, horizonPathName(*h.cheapest, language), against.join(QStringLiteral("; ")));
}

QStringList horizonText(const HorizonCost &h, const QString &language, const QLocale &locale)
{
    QStringList out;
    if (!h.configured)
        return out;
    const QString months = h.months ? locale.toString(*h.months, 'f', 0) : QStringLiteral("?");
    if (h.fromTokens && h.trainingsPerMonth)
        out << word("tokens", language).arg(countText(*h.trainingsPerMonth, locale));
    for (HorizonPath p : horizonPaths()) {
        const PathCost &c = h.path(p);
        if (c.total && c.perAcceptedTraining)
            out << word("path", language)
                       .arg(horizonPathName(p, language), money(c.total, h, locale), months, money(c.perAcceptedTraining, h, locale),
                            money(c.porting, h, locale), money(c.perMonth, h, locale));
        else
            out << word("pathunknown", language).arg(horizonPathName(p, language), c.missing.join(QStringLiteral("; ")));
    }
    for (const BreakEven &b : h.breakEvens) {
        const QString name = horizonPathName(b.path, language);
        const PathCost &c = h.path(b.path), &gpu = h.path(HorizonPath::Gpu);
        const double dearer = c.perMonth && gpu.perMonth ? *c.perMonth - *gpu.perMonth : 0;
        if (b.never && dearer <= 0)
            out << word("breakevenflat", language).arg(name, money(*c.porting - *gpu.porting, h, locale));
        else if (b.never)
            out << word("breakevennever", language).arg(name, moneyText(dearer, h.currency, locale));
        else if (b.cheaperUntil)
            out << word("cheaperuntil", language).arg(name, countText(*b.cheaperUntil, locale), moneyText(dearer, h.currency, locale));
        else if (b.month && *b.month == 0)
            out << word("breakevenstart", language).arg(name);
        else if (b.month && b.withinHorizon())
            out << word("breakeven", language).arg(name, locale.toString(*b.month));
        else if (b.month && !h.months)
            out << word("breakevenat", language).arg(name, locale.toString(*b.month));
        else if (b.month)
            out << word("breakevenlate", language).arg(name, locale.toString(*b.month), months);
    }
    if (!h.cheapest) {
        QStringList why = h.incomplete;
        why.removeDuplicates();
        out << word("incomplete", language).arg(why.join(QStringLiteral("; ")));
        return out;
    }
    out << horizonVerdictSentence(h, language, locale);
    // The nearest flips, by how far each input must move from its value now (relative).
    QList<std::pair<double, QString>> flips;
    for (const HorizonFlip &f : h.sensitivity) {
        const QString text = horizonFlipText(f, h, language, locale);
        if (text.isEmpty())
            continue;
        double distance = INFINITY;
        for (const auto &at : {f.below, f.above}) {
            if (at)
                distance = std::min(distance, std::abs(*at - f.now) / std::max(std::abs(f.now), 1e-12));
        }
        flips.append({distance, text});
    }
    std::stable_sort(flips.begin(), flips.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList nearest;
    for (int i = 0; i < std::min<int>(3, int(flips.size())); ++i)
        nearest << flips.at(i).second;
    out << (nearest.isEmpty() ? word("nocondition", language) : word("condition", language).arg(nearest.join(QStringLiteral("; "))));
    const PathCost &t = h.path(HorizonPath::Trainium2);
    if (h.kernelShare && h.kernelHoursPerMonth && *h.kernelHoursPerMonth > 0 && t.kernelPerMonth && h.months)
        out << word("kernel", language)
                   .arg(horizonInputValue(QStringLiteral("kernel_share"), *h.kernelShare, h.currency, locale),
                        locale.toString(*h.kernelHoursPerMonth, 'g', 4), moneyText(*t.kernelPerMonth, h.currency, locale),
                        moneyText(*t.kernelPerMonth * *h.months, h.currency, locale));
    return out;
}

} // namespace pilot
