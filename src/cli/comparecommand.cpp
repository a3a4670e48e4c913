#include "command.h"
#include "core/runimport.h"
#include "core/projectreader.h"
#include "core/runcomparison.h"

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
    if (!valid || v < 0)
        *ok = false;
    return v;
}

QString text(const LossComparison &c, const QList<MetricComparison> &validation, const Tolerance &t)
{
    const QLocale c_locale = QLocale::c();
    QString out;
    if (c.axis == AlignAxis::Tokens) {
        out += QStringLiteral("aligned on:   tokens (global batches differ: reference %1, pilot %2 tokens per step)\n")
                   .arg(c.referenceTokensPerStep, 0, 'f', 0)
                   .arg(c.pilotTokensPerStep, 0, 'f', 0);
    } else {
        out += QStringLiteral("aligned on:   effective step\n");
    }
    out += QStringLiteral("compared:     %1 points\n").arg(c.points.size());
    if (!c.points.isEmpty()) {
        out += QStringLiteral("loss deviation: max %1 (%2 %), mean %3 (%4 %)\n")
                   .arg(c_locale.toString(c.maxAbs, 'g', 4), c_locale.toString(100 * c.maxRel, 'f', 2),
                        c_locale.toString(c.meanAbs, 'g', 4), c_locale.toString(100 * c.meanRel, 'f', 2));
    }
    if (t.isSet()) {
        out += QStringLiteral("tolerance:    %1 + %2 x |reference|\n").arg(t.abs.value_or(0)).arg(t.rel.value_or(0));
        out += QStringLiteral("outside:      %1 points%2\n")
                   .arg(c.outside)
                   .arg(c.firstOutside ? QStringLiteral(", first at %1 %2").arg(*c.firstOutside, 0, 'f', 0)
                                                                          .arg(c.axis == AlignAxis::Step ? QStringLiteral("(step)") : QStringLiteral("(tokens)"))
                                       : QString());
    }
    out += QStringLiteral("loss verdict: %1\n").arg(verdictKey(c.verdict));
    for (const MetricComparison &m : validation) {
        out += QStringLiteral("validation %1 at step %2: reference %3, pilot %4, deviation %5 — %6\n")
                   .arg(m.name)
                   .arg(m.step)
                   .arg(c_locale.toString(m.reference, 'g', 6), c_locale.toString(m.pilot, 'g', 6), c_locale.toString(m.deviation, 'g', 4),
                        verdictKey(m.verdict));
    }
    return out.trimmed();
}

QJsonObject json(const LossComparison &c, const QList<MetricComparison> &validation, const Tolerance &t)
{
    QJsonArray points;
    for (const AlignedLoss &p : c.points) {
        points.append(QJsonObject{{QStringLiteral("x"), p.x}, {QStringLiteral("reference"), number(p.reference)},
                                  {QStringLiteral("pilot"), number(p.pilot)}, {QStringLiteral("abs"), number(p.absDeviation)},
                                  {QStringLiteral("rel"), number(p.relDeviation)}, {QStringLiteral("outside"), p.outside}});
    }
    QJsonArray metrics;
    for (const MetricComparison &m : validation) {
        metrics.append(QJsonObject{{QStringLiteral("name"), m.name}, {QStringLiteral("step"), m.step},
                                   {QStringLiteral("reference"), number(m.reference)}, {QStringLiteral("pilot"), number(m.pilot)},
                                   {QStringLiteral("deviation"), number(m.deviation)}, {QStringLiteral("verdict"), verdictKey(m.verdict)}});
    }
    return {{QStringLiteral("axis"), c.axis == AlignAxis::Step ? QStringLiteral("step") : QStringLiteral("tokens")},
            {QStringLiteral("reference_tokens_per_step"), number(c.referenceTokensPerStep)},
            {QStringLiteral("pilot_tokens_per_step"), number(c.pilotTokensPerStep)},
            {QStringLiteral("tolerance_abs"), t.abs ? QJsonValue(*t.abs) : QJsonValue()},
            {QStringLiteral("tolerance_rel"), t.rel ? QJsonValue(*t.rel) : QJsonValue()},
            {QStringLiteral("compared"), c.points.size()},
            {QStringLiteral("max_abs"), number(c.maxAbs)}, {QStringLiteral("max_rel"), number(c.maxRel)},
            {QStringLiteral("mean_abs"), number(c.meanAbs)}, {QStringLiteral("mean_rel"), number(c.meanRel)},
            {QStringLiteral("outside"), c.outside},
            {QStringLiteral("first_outside"), c.firstOutside ? QJsonValue(*c.firstOutside) : QJsonValue()},
            {QStringLiteral("verdict"), verdictKey(c.verdict)}, {QStringLiteral("validation"), metrics},
            {QStringLiteral("points"), points}};
}

} // namespace

int runCompare(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Puts a pilot run beside its reference: the training loss per effective step (per token when\n"
        "the global batches differ), its deviation, the first step outside the tolerance and a verdict,\n"
        "and the validation metrics at the last common evaluation. The tolerance comes from the\n"
        "project's acceptance limits (--project) or from --abs/--rel. Exit 0 when the pilot is\n"
        "inside (or no tolerance is given), 3 when it is outside, 1 when a run cannot be read."));
    parser.addOption({QStringLiteral("project"), QStringLiteral("take the limits from this project file"), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("abs"), QStringLiteral("absolute loss tolerance"), QStringLiteral("X")});
    parser.addOption({QStringLiteral("rel"), QStringLiteral("relative loss tolerance (0.03 = 3 %)"), QStringLiteral("X")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("print the comparison as JSON, with every aligned point")});
    parser.addPositionalArgument(QStringLiteral("REFERENCE"), QStringLiteral("reference run directory or metrics.jsonl"));
    parser.addPositionalArgument(QStringLiteral("PILOT"), QStringLiteral("pilot run directory or metrics.jsonl"));
    if (!parser.parse(args)) {
        printErr(QStringLiteral("pilotctl compare: %1 (see pilotctl compare --help)").arg(parser.errorText()));
        return kExitUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitOk;
    }
    if (parser.positionalArguments().size() != 2) {
        printErr(QStringLiteral("pilotctl compare: expected REFERENCE and PILOT (see pilotctl compare --help)"));
        return kExitUsage;
    }
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
        printErr(QStringLiteral("pilotctl compare: --abs and --rel take a number of at least 0"));
        return kExitUsage;
    }
    RunMetrics reference, pilot;
    for (const auto &[path, metrics] : {std::pair<QString, RunMetrics *>{parser.positionalArguments().at(0), &reference},
                                        {parser.positionalArguments().at(1), &pilot}}) {
        if (const int failed = readRun(path, metrics); failed >= 0)
            return failed;
    }
    const LossComparison loss = compareLoss(reference, pilot, tolerance);
    const QList<MetricComparison> validation = compareValidation(reference, pilot, validationLimit);
    if (parser.isSet(QStringLiteral("json")))
        printOut(QString::fromUtf8(QJsonDocument(json(loss, validation, tolerance)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(text(loss, validation, tolerance));
    const bool failed = loss.verdict == Verdict::Fail
        || std::any_of(validation.begin(), validation.end(), [](const MetricComparison &m) { return m.verdict == Verdict::Fail; });
    return failed ? kExitOutside : kExitOk;
}

} // namespace pilot::cli
