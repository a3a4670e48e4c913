#include "core/record/runstatusword.h"

#include "core/support/bilingualwords.h"

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"completed", "completed", "abgeschlossen"},
    {"failed", "failed", "fehlgeschlagen"},
    {"aborted", "aborted", "abgebrochen"},
    {"running", "running", "läuft"},
    {"lost", "lost", "verloren"},
    {"unverified", "unverified", "nicht überprüfbar"},
    {"empty", "no events yet", "noch ohne Ereignisse"},
    {"imported", "imported", "importiert"},
};

} // namespace

QString runStatusWord(const QString &status, const QString &language)
{
    return bilingualWord(kWords, status, language);
}

} // namespace pilot
