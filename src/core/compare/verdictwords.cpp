#include "core/compare/verdictwords.h"
#include "core/support/catalogword.h"

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::VerdictWords";

} // namespace

QString verdictWord(Verdict v, const QString &language)
{
    const char *word = QT_TRANSLATE_NOOP("pilot::VerdictWords", "no limit set");
    switch (v) {
    case Verdict::Pass:
        word = QT_TRANSLATE_NOOP("pilot::VerdictWords", "inside");
        break;
    case Verdict::Fail:
        word = QT_TRANSLATE_NOOP("pilot::VerdictWords", "outside");
        break;
    case Verdict::Incomplete:
        word = QT_TRANSLATE_NOOP("pilot::VerdictWords", "incomplete");
        break;
    case Verdict::InvalidLimits:
        word = QT_TRANSLATE_NOOP("pilot::VerdictWords", "invalid limit");
        break;
    case Verdict::NoOverlap:
        word = QT_TRANSLATE_NOOP("pilot::VerdictWords", "nothing to compare");
        break;
    case Verdict::NoLimits:
        break;
    }
    return translatedIn(language, kContext, word);
}

QString validationWord(const MetricComparison &m, const QString &language)
{
    if (m.verdict != Verdict::Fail || m.missing || !m.pilotBetter)
        return verdictWord(m.verdict, language);
    return translatedIn(language, kContext,
                        *m.pilotBetter ? QT_TRANSLATE_NOOP("pilot::VerdictWords", "outside — the pilot is better")
                                       : QT_TRANSLATE_NOOP("pilot::VerdictWords", "outside — the pilot is worse"));
}

QString metricTitle(const QString &name, const QString &language)
{
    if (name == QLatin1String("val_loss"))
        return translatedIn(language, kContext, QT_TRANSLATE_NOOP("pilot::VerdictWords", "validation loss"));
    if (name == QLatin1String("exact_match"))
        return translatedIn(language, kContext, QT_TRANSLATE_NOOP("pilot::VerdictWords", "exact match"));
    return name;
}

} // namespace pilot
