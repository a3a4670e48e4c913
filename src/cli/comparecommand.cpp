#include "cliwords.h"
#include "command.h"
#include "core/compare/runcomparison.h"
#include "core/compare/samejob.h"
#include "core/importers/runimport.h"
#include "core/project/projectreader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace pilot::cli {

namespace {

// A run folder, metrics.jsonl or another tool's files; returns the exit code after printing
// why not, or -1.
int readRun(const QString &path, RunMetrics *metrics)
{
    QString error;
    if (!readAnyRun(path, metrics, &error)) {
        printErr(error);
        return kExitFailure;
    }
    return -1;
}

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

std::optional<double> optionValue(const QCommandLineParser &parser, const char *name, bool *ok)
{
    if (!parser.isSet(QLatin1String(name)))
        return std::nullopt;
    bool valid = false;
    const double v = parser.value(QLatin1String(name)).toDouble(&valid);
    // "nan" and "inf" parse as numbers, and a NaN tolerance would let every value pass.
    if (!valid || !std::isfinite(v) || v < 0)
        *ok = false;
    return v;
}

QString position(double x)
{
    return QString::number(x, 'f', 0);
}

// One line per reason the verdict is not a plain pass or fail on deviations.
QStringList reasonLines(const LossComparison &c)
{
    const Coverage &v = c.coverage;
    const QString unit = axisWord(c.axis);
    QStringList out;
    for (const QString &key : c.reasons) {
        if (key == QLatin1String("pilot_non_finite"))
            out << CliTr::tr("the pilot's loss is NaN or infinite at %n point(s), the first at %1 %2", nullptr, v.pilotNonFinite)
                       .arg(position(*v.firstPilotNonFinite), unit);
        else if (key == QLatin1String("pilot_missing_steps"))
            out << CliTr::tr("the pilot has no loss at %n point(s) the reference logged, the first at %1 %2", nullptr, v.missing)
                       .arg(position(*v.firstMissing), unit);
        else if (key == QLatin1String("pilot_running"))
            out << CliTr::tr("incomplete: the pilot is still running (no run_end); %n reference point(s) from %1 %2 not reached yet",
                             nullptr, v.notReached)
                       .arg(position(*v.firstNotReached), unit);
        else if (key == QLatin1String("pilot_ended_early"))
            out << CliTr::tr("incomplete: the pilot ended early (%1); %n reference point(s) from %2 %3 not reached", nullptr, v.notReached)
                       .arg(metricsRunStateWord(v.pilotState), position(*v.firstNotReached), unit);
        else if (key == QLatin1String("reference_non_finite"))
            out << CliTr::tr("incomplete: the reference's own loss is NaN or infinite at %n point(s)", nullptr, v.referenceNonFinite);
        else if (key == QLatin1String("reference_unfinished"))
            out << CliTr::tr("incomplete: the reference has not completed (%1)").arg(metricsRunStateWord(v.referenceState));
    }
    return out;
}

// Whether the two runs train the same job, by content, in one line (and one per difference).
QString sameJobText(const SameJob &same)
{
    switch (same.state) {
    case SameJob::State::Same:
        return same.byContent ? CliTr::tr("yes: the same data, model, tokenizer and settings, by content")
                              : CliTr::tr("yes: the same job file apart from where it runs (older versions' job hash, paths included)");
    case SameJob::State::Unknown: {
        const QString why = same.why == QLatin1String("reference_silent") ? CliTr::tr("the reference's run does not say what it trains")
                            : same.why == QLatin1String("pilot_silent")   ? CliTr::tr("the pilot's run does not say what it trains")
                            : same.why == QLatin1String("identity_broken")
                                ? CliTr::tr("a run's job identity is not what its job hash is the hash of")
                            : same.why == QLatin1String("older_rule")
                                ? CliTr::tr("both runs hash their job text with its paths (older versions), and the hashes differ")
                                : CliTr::tr("one run names its job by content, the other by the older rule");
        return CliTr::tr("unknown: %1").arg(why);
    }
    case SameJob::State::Different:
        break;
    }
    QString out = CliTr::tr("no, they differ in:");
    for (const JobHashDifference &d : same.differences)
        out += QStringLiteral("\n  ")
               + CliTr::tr("%1: reference %2, pilot %3")
                     .arg(printable(d.key), d.left.isEmpty() ? CliTr::tr("absent") : printable(d.left),
                          d.right.isEmpty() ? CliTr::tr("absent") : printable(d.right));
    return out;
}

QJsonObject sameJobJson(const SameJob &same)
{
    QJsonArray differences;
    for (const JobHashDifference &d : same.differences)
        differences.append(
            QJsonObject{{QStringLiteral("key"), d.key}, {QStringLiteral("reference"), d.left}, {QStringLiteral("pilot"), d.right}});
    const QString state = same.state == SameJob::State::Same        ? QStringLiteral("same")
                          : same.state == SameJob::State::Different ? QStringLiteral("different")
                                                                    : QStringLiteral("unknown");
    return {{QStringLiteral("state"), state},
            {QStringLiteral("by_content"), same.byContent},
            {QStringLiteral("why"), same.why.isEmpty() ? QJsonValue() : QJsonValue(same.why)},
            {QStringLiteral("differences"), differences}};
}

QString text(const LossComparison &c, const QList<MetricComparison> &validation, const Tolerance &t, Verdict overall)
{
    // Numbers as a program writes them, whatever the language: a script may read them.
    const QLocale c_locale = QLocale::c();
    const Coverage &v = c.coverage;
    const QString aligned = CliTr::tr("aligned on"), compared = CliTr::tr("compared"), tolerance = CliTr::tr("tolerance"),
                  outside = CliTr::tr("outside", "label: the number of points outside the tolerance"), note = CliTr::tr("note"),
                  lossVerdict = CliTr::tr("loss verdict"), verdict = CliTr::tr("verdict");
    const Rows rows({aligned, compared, tolerance, outside, note, lossVerdict, verdict}, 14);
    QString out;
    if (c.axis == AlignAxis::Tokens) {
        out += rows.row(aligned,
                        CliTr::tr("tokens (global batches differ: reference %1, pilot %2 tokens per step)")
                            .arg(c_locale.toString(c.referenceTokensPerStep, 'f', 0), c_locale.toString(c.pilotTokensPerStep, 'f', 0)));
    } else {
        out += rows.row(aligned, CliTr::tr("effective step"));
    }
    QString coverage = CliTr::tr("%1 of %2 reference points").arg(QString::number(v.compared), QString::number(v.referencePoints));
    if (v.firstCompared)
        coverage += QLatin1Char(' ')
                    + CliTr::tr("(%1 %2 to %3)").arg(axisWord(c.axis), position(*v.firstCompared), position(*v.lastCompared));
    coverage += CliTr::tr("; reference %1, pilot %2").arg(metricsRunStateWord(v.referenceState), metricsRunStateWord(v.pilotState));
    out += rows.row(compared, coverage);
    if (c.finitePoints() > 0) {
        out += CliTr::tr("loss deviation: max %1 (%2 %), mean %3 (%4 %)")
                   .arg(c_locale.toString(c.maxAbs, 'g', 4), c_locale.toString(100 * c.maxRel, 'f', 2),
                        c_locale.toString(c.meanAbs, 'g', 4), c_locale.toString(100 * c.meanRel, 'f', 2))
               + QLatin1Char('\n');
    }
    if (t.isSet()) {
        out += rows.row(tolerance,
                        CliTr::tr("%1 + %2 x |reference|").arg(c_locale.toString(t.abs.value_or(0)), c_locale.toString(t.rel.value_or(0))));
        QString points = CliTr::tr("%n point(s)", nullptr, c.outside);
        if (c.firstOutside)
            points += CliTr::tr(", first at %1 (%2)").arg(position(*c.firstOutside), axisWord(c.axis));
        out += rows.row(outside, points);
    }
    for (const QString &line : reasonLines(c))
        out += rows.row(note, line);
    out += rows.row(lossVerdict, verdictWord(c.verdict));
    // Each metric by its title; a metric the runs logged under another name keeps that name.
    if (!validation.isEmpty())
        out += CliTr::tr("validation:") + QLatin1Char('\n');
    for (const MetricComparison &m : validation) {
        out += QStringLiteral("  ")
               + CliTr::tr("step %1, %2: reference %3, pilot %4, deviation %5 — %6")
                     .arg(QString::number(m.step), metricTitle(m.name), c_locale.toString(m.reference, 'g', 6),
                          m.missing ? CliTr::tr("missing") : c_locale.toString(m.pilot, 'g', 6),
                          m.missing ? CliTr::tr("n/a") : c_locale.toString(m.deviation, 'g', 4), validationWord(m))
               + QLatin1Char('\n');
    }
    out += rows.row(verdict, verdictWord(overall));
    return out.trimmed();
}

QJsonValue optionalNumber(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject json(const LossComparison &c, const QList<MetricComparison> &validation, const Tolerance &t, Verdict overall)
{
    QJsonArray points;
    for (const AlignedLoss &p : c.points) {
        points.append(QJsonObject{{QStringLiteral("x"), p.x},
                                  {QStringLiteral("reference"), number(p.reference)},
                                  {QStringLiteral("pilot"), number(p.pilot)},
                                  {QStringLiteral("abs"), number(p.absDeviation)},
                                  {QStringLiteral("rel"), number(p.relDeviation)},
                                  {QStringLiteral("outside"), p.outside}});
    }
    QJsonArray metrics;
    for (const MetricComparison &m : validation) {
        metrics.append(QJsonObject{{QStringLiteral("name"), m.name},
                                   {QStringLiteral("step"), m.step},
                                   {QStringLiteral("reference"), number(m.reference)},
                                   {QStringLiteral("pilot"), number(m.pilot)},
                                   {QStringLiteral("missing"), m.missing},
                                   {QStringLiteral("deviation"), number(m.deviation)},
                                   {QStringLiteral("verdict"), verdictKey(m.verdict)}});
    }
    const Coverage &v = c.coverage;
    const QJsonObject coverage{{QStringLiteral("reference_points"), v.referencePoints},
                               {QStringLiteral("compared"), v.compared},
                               {QStringLiteral("first_compared"), optionalNumber(v.firstCompared)},
                               {QStringLiteral("last_compared"), optionalNumber(v.lastCompared)},
                               {QStringLiteral("reference_last"), number(v.referenceLast)},
                               {QStringLiteral("pilot_non_finite"), v.pilotNonFinite},
                               {QStringLiteral("first_pilot_non_finite"), optionalNumber(v.firstPilotNonFinite)},
                               {QStringLiteral("missing"), v.missing},
                               {QStringLiteral("first_missing"), optionalNumber(v.firstMissing)},
                               {QStringLiteral("not_reached"), v.notReached},
                               {QStringLiteral("first_not_reached"), optionalNumber(v.firstNotReached)},
                               {QStringLiteral("before_pilot_start"), v.beforeStart},
                               {QStringLiteral("reference_non_finite"), v.referenceNonFinite},
                               {QStringLiteral("reference_state"), runStateKey(v.referenceState)},
                               {QStringLiteral("pilot_state"), runStateKey(v.pilotState)}};
    return {
        {QStringLiteral("axis"), c.axis == AlignAxis::Step ? QStringLiteral("step") : QStringLiteral("tokens")},
        {QStringLiteral("reference_tokens_per_step"), number(c.referenceTokensPerStep)},
        {QStringLiteral("pilot_tokens_per_step"), number(c.pilotTokensPerStep)},
        {QStringLiteral("tolerance_abs"), optionalNumber(t.abs)},
        {QStringLiteral("tolerance_rel"), optionalNumber(t.rel)},
        {QStringLiteral("compared"), c.points.size()},
        {QStringLiteral("coverage"), coverage},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(c.reasons)},
        {QStringLiteral("max_abs"), number(c.maxAbs)},
        {QStringLiteral("max_rel"), number(c.maxRel)},
        {QStringLiteral("mean_abs"), number(c.meanAbs)},
        {QStringLiteral("mean_rel"), number(c.meanRel)},
        {QStringLiteral("outside"), c.outside},
        {QStringLiteral("first_outside"), optionalNumber(c.firstOutside)},
        {QStringLiteral("loss_verdict"), verdictKey(c.verdict)},
        {QStringLiteral("validation_verdict"), validation.isEmpty() ? QJsonValue() : QJsonValue(verdictKey(overallVerdict(validation)))},
        {QStringLiteral("verdict"), verdictKey(overall)},
        {QStringLiteral("validation"), metrics},
        {QStringLiteral("points"), points}};
}

// The exit code that reports the overall verdict: 0 inside, 3 outside, 2 invalid limits, 4 incomplete.
int exitCodeOf(Verdict overall)
{
    switch (overall) {
    case Verdict::Pass:
    case Verdict::NoLimits:
        return kExitOk;
    case Verdict::Fail:
        return kExitOutside;
    case Verdict::InvalidLimits:
        return kExitInvalid;
    case Verdict::Incomplete:
    case Verdict::NoOverlap:
        break;
    }
    return kExitIncomplete;
}

} // namespace

int runCompare(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Puts a pilot run beside its reference: the training loss per effective step (per token when\n"
                  "the global batches differ), its deviation, the first step outside the tolerance and a verdict,\n"
                  "and the validation metrics at the last common evaluation. The tolerance comes from the\n"
                  "project's acceptance limits (--project) or from --abs/--rel. The verdict covers every point\n"
                  "of the reference: NaN, infinite or missing pilot values fail, a pilot that has not reached\n"
                  "the reference's end is incomplete. Exit 0 when the pilot is inside (or no tolerance is\n"
                  "given), 3 when it fails, 4 when the comparison is incomplete, 2 when the limits are\n"
                  "invalid, 1 when a run cannot be read."));
    parser.addOption({QStringLiteral("project"), CliTr::tr("take the limits from this project file"), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("abs"), CliTr::tr("absolute loss tolerance"), QStringLiteral("X")});
    parser.addOption({QStringLiteral("rel"), CliTr::tr("relative loss tolerance (0.03 = 3 %)"), QStringLiteral("X")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the comparison as JSON, with every aligned point")});
    parser.addPositionalArgument(QStringLiteral("REFERENCE"), CliTr::tr("reference run directory or metrics.jsonl"));
    parser.addPositionalArgument(QStringLiteral("PILOT"), CliTr::tr("pilot run directory or metrics.jsonl"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("compare"), 2); done >= 0)
        return done;
    Tolerance tolerance;
    std::optional<double> validationLimit;
    if (parser.isSet(QStringLiteral("project"))) {
        const ProjectLoadResult loaded = loadProject(parser.value(QStringLiteral("project")));
        for (const Diagnostic &d : loaded.diagnostics)
            printErr(d.toString());
        if (!loaded.project)
            return QFileInfo(parser.value(QStringLiteral("project"))).isFile() ? kExitInvalid : kExitFailure;
        tolerance = Tolerance::lossOf(loaded.project->limits);
        validationLimit = loaded.project->limits.validationMetricDeviation;
    }
    bool ok = true;
    if (const auto abs = optionValue(parser, "abs", &ok))
        tolerance.abs = abs;
    if (const auto rel = optionValue(parser, "rel", &ok))
        tolerance.rel = rel;
    if (!ok) {
        printErr(CliTr::tr("pilotctl compare: --abs and --rel take a finite number of at least 0"));
        return kExitUsage;
    }
    // A run against itself passes trivially and says nothing about a migration.
    const auto canonical = [](const QString &path) {
        const QFileInfo info(path);
        return (info.isDir() ? QFileInfo(QDir(path).filePath(QStringLiteral("metrics.jsonl"))) : info).canonicalFilePath();
    };
    const QString first = canonical(parser.positionalArguments().at(0));
    if (!first.isEmpty() && first == canonical(parser.positionalArguments().at(1))) {
        printErr(CliTr::tr("pilotctl compare: the reference and the pilot are the same run; give the pilot's run as the second"));
        return kExitInvalid;
    }
    RunMetrics reference, pilot;
    for (const auto &[path, metrics] :
         {std::pair<QString, RunMetrics *>{parser.positionalArguments().at(0), &reference}, {parser.positionalArguments().at(1), &pilot}}) {
        if (const int failed = readRun(path, metrics); failed >= 0)
            return failed;
    }
    const LossComparison loss = compareLoss(reference, pilot, tolerance,
                                            configuredBatches(parser.positionalArguments().at(0), parser.positionalArguments().at(1)));
    const QList<MetricComparison> validation = compareValidation(reference, pilot, validationLimit);
    const Verdict overall = overallVerdict(loss, validation);
    const SameJob same = sameJob(reference, pilot);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject out = json(loss, validation, tolerance, overall);
        out.insert(QStringLiteral("same_job"), sameJobJson(same));
        printOut(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        printOut(CliTr::tr("same job: %1").arg(sameJobText(same)) + QLatin1Char('\n') + text(loss, validation, tolerance, overall));
    }
    return exitCodeOf(overall);
}

} // namespace pilot::cli
