#include "core/record/recordscaling.h"

#include "core/support/bilingualwords.h"

#include <algorithm>

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"heading", "Scaling", "Skalierung"},
    {"run", "Run", "Lauf"},
    {"world", "World size", "Prozesszahl"},
    {"tokens", "Tokens/s", "Tokens/s"},
    {"step", "Step time (median)", "Schrittzeit (Median)"},
    {"efficiency", "Scaling efficiency", "Skalierungseffizienz"},
    {"comm", "Communication share", "Anteil Kommunikation"},
    {"data", "Data wait share", "Anteil Warten auf Daten"},
    {"unknown", "unknown", "unbekannt"},
    {"s", "%1 s", "%1 s"},
    {"percent", "%1 %", "%1 %"},
    {"rule",
     "Scaling efficiency is throughput(N) / (N · throughput(1)) against the first run listed with one process (1 is perfect; "
     "unknown without such a run), and the first step of every attempt (compilation, warm-up) is left out.",
     "Die Skalierungseffizienz ist Durchsatz(N) / (N · Durchsatz(1)) gegenüber dem ersten aufgeführten Lauf mit einem Prozess (1 ist "
     "perfekt; ohne einen solchen Lauf unbekannt), und der erste Schritt jedes Versuchs (Kompilieren, Aufwärmen) wird ausgelassen."},
    {"problem", "“%1” has no figures: %2.", "„%1“ hat keine Kennzahlen: %2."},
    {"unreadable", "the run was not read (outside the project folder, not found, or without readable metrics)",
     "der Lauf wurde nicht gelesen (außerhalb des Projektordners, nicht gefunden oder ohne lesbare Metriken)"},
    {"nosteptimes", "no step beyond the first reports its step time (step_time_s)",
     "kein Schritt nach dem ersten meldet seine Schrittzeit (step_time_s)"},
};

} // namespace

void addScaling(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale)
{
    const QList<ScalingPoint> &points = results.scaling;
    if (std::none_of(points.cbegin(), points.cend(), [](const ScalingPoint &p) { return p.world > 1; }))
        return;
    const auto word = [&](const char *key) { return bilingualWord(kWords, QLatin1String(key), language); };
    const QString unknown = word("unknown");
    const auto percent = [&](const std::optional<double> &share) {
        return share ? word("percent").arg(locale.toString(100.0 * *share, 'f', 1)) : unknown;
    };
    QList<QList<RecordText>> rows;
    QList<RecordText> problems;
    for (const ScalingPoint &p : points) {
        const bool known = p.problemKind == ScalingPoint::Problem::None;
        const bool read = p.problemKind != ScalingPoint::Problem::Unreadable;
        rows.append({RecordText(p.name), RecordText(read ? locale.toString(p.world) : unknown),
                     RecordText(known ? locale.toString(p.tokensPerSecond, 'f', 0) : unknown),
                     RecordText(known ? word("s").arg(locale.toString(p.stepSeconds, 'g', 3)) : unknown),
                     RecordText(p.efficiency ? locale.toString(*p.efficiency, 'f', 2) : unknown),
                     RecordText(known ? percent(p.commShare) : unknown), RecordText(known ? percent(p.dataShare) : unknown)});
        if (!known)
            problems.append(RecordText(word("problem").arg(p.name, word(read ? "nosteptimes" : "unreadable"))));
    }
    doc.addHeading(2, RecordText(word("heading")));
    doc.addTable({RecordText(word("run")), RecordText(word("world")), RecordText(word("tokens")), RecordText(word("step")),
                  RecordText(word("efficiency")), RecordText(word("comm")), RecordText(word("data"))},
                 rows);
    doc.addParagraph(RecordText(word("rule")));
    if (!problems.isEmpty())
        doc.addList(problems);
}

} // namespace pilot
