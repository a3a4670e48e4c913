#include "costwords.h"

#include <QCoreApplication>

namespace pilot::app {

namespace {

struct Title
{
    const char *key;
    const char *text;
};

template<std::size_t N>
QString lookUp(const Title (&titles)[N], const QString &key)
{
    for (const Title &t : titles) {
        if (key == QLatin1String(t.key))
            return QCoreApplication::translate("pilot::app::CostWords", t.text);
    }
    return key;
}

} // namespace

QString projectionInputTitle(const QString &name)
{
    static const Title kTitles[] = {
        {"fixed_seconds_per_run", QT_TRANSLATE_NOOP("pilot::app::CostWords", "seconds per run before training")},
        {"seconds_per_step", QT_TRANSLATE_NOOP("pilot::app::CostWords", "seconds per step")},
        {"overhead_share", QT_TRANSLATE_NOOP("pilot::app::CostWords", "overhead share of the training time")},
        {"lost_share", QT_TRANSLATE_NOOP("pilot::app::CostWords", "lost and repeated share of the training time")},
        {"price_per_hour", QT_TRANSLATE_NOOP("pilot::app::CostWords", "price per hour")},
        {"units", QT_TRANSLATE_NOOP("pilot::app::CostWords", "units priced")},
        {"runs_left_out", QT_TRANSLATE_NOOP("pilot::app::CostWords", "runs left out")},
        {"other_prices", QT_TRANSLATE_NOOP("pilot::app::CostWords", "other prices of the role's runs")},
        {"compile_seconds_per_run", QT_TRANSLATE_NOOP("pilot::app::CostWords", "compile seconds per run")},
        {"failure_rate_factor", QT_TRANSLATE_NOOP("pilot::app::CostWords", "failure rate factor")},
    };
    return lookUp(kTitles, name);
}

QString pricingKindTitle(const QString &kind)
{
    static const Title kTitles[] = {
        {"on_demand", QT_TRANSLATE_NOOP("pilot::app::CostWords", "on demand")},
        {"reserved", QT_TRANSLATE_NOOP("pilot::app::CostWords", "reserved")},
        {"savings_plan", QT_TRANSLATE_NOOP("pilot::app::CostWords", "savings plan")},
        {"spot", QT_TRANSLATE_NOOP("pilot::app::CostWords", "spot")},
        {"internal_rate", QT_TRANSLATE_NOOP("pilot::app::CostWords", "internal rate")},
    };
    return lookUp(kTitles, kind);
}

QString unitTitle(const QString &unit)
{
    static const Title kTitles[] = {
        {"instance_hour", QT_TRANSLATE_NOOP("pilot::app::CostWords", "per instance and hour")},
        {"chip_hour", QT_TRANSLATE_NOOP("pilot::app::CostWords", "per chip and hour")},
        {"device_hour", QT_TRANSLATE_NOOP("pilot::app::CostWords", "per device and hour")},
    };
    return lookUp(kTitles, unit);
}

} // namespace pilot::app
