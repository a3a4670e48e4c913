#include "runwords.h"

#include <QCoreApplication>

namespace pilot::app {

namespace {

QString word(const char *text)
{
    return QCoreApplication::translate("pilot::app::RunWords", text);
}

} // namespace

QString roleTitle(RunRole role)
{
    switch (role) {
    case RunRole::Reference:
        return word(QT_TRANSLATE_NOOP("pilot::app::RunWords", "reference"));
    case RunRole::Pilot:
        return word(QT_TRANSLATE_NOOP("pilot::app::RunWords", "pilot"));
    case RunRole::Fallback:
        return word(QT_TRANSLATE_NOOP("pilot::app::RunWords", "fallback"));
    }
    return {};
}

QString runStatusTitle(const QString &status)
{
    static const struct
    {
        const char *key;
        const char *text;
    } kTitles[] = {
        {"completed", QT_TRANSLATE_NOOP("pilot::app::RunWords", "completed")},
        {"aborted", QT_TRANSLATE_NOOP("pilot::app::RunWords", "aborted")},
        {"failed", QT_TRANSLATE_NOOP("pilot::app::RunWords", "failed")},
        {"running", QT_TRANSLATE_NOOP("pilot::app::RunWords", "running")},
        {"lost", QT_TRANSLATE_NOOP("pilot::app::RunWords", "lost (ended without saying how)")},
        {"unverified", QT_TRANSLATE_NOOP("pilot::app::RunWords", "no end recorded (cannot check from here)")},
        {"imported", QT_TRANSLATE_NOOP("pilot::app::RunWords", "imported")},
        {"empty", QT_TRANSLATE_NOOP("pilot::app::RunWords", "no events yet")},
    };
    for (const auto &t : kTitles) {
        if (status == QLatin1String(t.key))
            return word(t.text);
    }
    return status;
}

} // namespace pilot::app
