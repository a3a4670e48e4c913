#include "core/record/recordscaling.h"

#include "core/support/bilingualwords.h"

#include <algorithm>

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RecordScaling";

const BilingualWord kWords[] = {
    {"heading", QT_TRANSLATE_NOOP("pilot::RecordScaling", "Scaling")},
    {"run", QT_TRANSLATE_NOOP("pilot::RecordScaling", "Run")},
    {"world", QT_TRANSLATE_NOOP("pilot::RecordScaling", "World size")},
    {"tokens", QT_TRANSLATE_NOOP("pilot::RecordScaling", "Tokens/s")},
    {"step", QT_TRANSLATE_NOOP("pilot::RecordScaling", "Step time (median)")},
    {"efficiency", QT_TRANSLATE_NOOP("pilot::RecordScaling", "Scaling efficiency")},
    {"comm", QT_TRANSLATE_NOOP("pilot::RecordScaling", "Communication share")},
    {"data", QT_TRANSLATE_NOOP("pilot::RecordScaling", "Data wait share")},
    {"unknown", QT_TRANSLATE_NOOP("pilot::RecordScaling", "unknown")},
    {"s", QT_TRANSLATE_NOOP("pilot::RecordScaling", "%1 s")},
    {"percent", QT_TRANSLATE_NOOP("pilot::RecordScaling", "%1 %")},
    {"rule", QT_TRANSLATE_NOOP(
                 "pilot::RecordScaling",
                 "Scaling efficiency is throughput(N) / (N · throughput(1)) against the first run listed with one process (1 is perfect; "
                 "unknown without such a run), and the first step of every attempt (compilation, warm-up) is left out.")},
    {"problem", QT_TRANSLATE_NOOP("pilot::RecordScaling", "“%1” has no figures: %2.")},
    {"unreadable", QT_TRANSLATE_NOOP("pilot::RecordScaling",
                                     "the run was not read (outside the project folder, not found, or without readable metrics)")},
    {"nosteptimes", QT_TRANSLATE_NOOP("pilot::RecordScaling", "no step beyond the first reports its step time (step_time_s)")},
};

} // namespace

void addScaling(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale)
{
    const QList<ScalingPoint> &points = results.scaling;
    if (std::none_of(points.cbegin(), points.cend(), [](const ScalingPoint &p) { return p.world > 1; }))
        return;
    const auto word = [&](const char *key) { return bilingualWord(kContext, kWords, QLatin1String(key), language); };
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
