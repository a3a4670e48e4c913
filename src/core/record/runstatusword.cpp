#include "core/record/runstatusword.h"

#include "core/support/bilingualwords.h"

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RunStatusWord";

const BilingualWord kWords[] = {
    {"completed", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "completed")},
    {"failed", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "failed")},
    {"aborted", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "aborted")},
    {"running", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "running")},
    {"lost", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "lost")},
    {"unverified", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "unverified")},
    {"empty", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "no events yet")},
    {"imported", QT_TRANSLATE_NOOP("pilot::RunStatusWord", "imported")},
};

} // namespace

QString runStatusWord(const QString &status, const QString &language)
{
    return bilingualWord(kContext, kWords, status, language);
}

} // namespace pilot
