#include "cliwords.h"
#include "command.h"
#include "core/cost/costjson.h"
#include "core/cost/costmodel.h"
#include "core/cost/horizontext.h"
#include "core/cost/moneytext.h"
#include "core/project/projectplace.h"
#include "core/project/projectreader.h"
#include "core/record/breakevenstorytext.h"
#include "core/support/counttext.h"
#include "core/support/durationtext.h"
#include "core/support/regularfile.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>

namespace pilot::cli {

namespace {

QString figure(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 2) : CliTr::tr("unknown");
}

// An amount as the app and the record write it; "unknown" alone when there is no figure.
QString money(const std::optional<double> &v, const QString &currency)
{
    return v ? moneyText(*v, currency, QLocale()) : CliTr::tr("unknown");
}

// A figure's reason, where it has one, after it in parentheses.
QString because(const QString &reason)
{
    return reason.isEmpty() ? QString() : QStringLiteral(" (") + printable(reason) + QLatin1Char(')');
}

QString text(const CostModel &m, const QString &language)
{
    QString out;
    for (const RoleCost &r : m.roles) {
        out += CliTr::tr("%1 (%n run(s))", nullptr, r.runs).arg(roleWord(r.role)) + QLatin1Char('\n');
        if (r.runs == 0)
            continue;
        for (const PhaseCost &p : r.phases)
            out += QStringLiteral("  %1: %2\n")
                       .arg(phaseTitle(p.name),
                            QStringLiteral("%1, %2").arg(p.seconds ? durationText(*p.seconds, QLocale()) : figure(p.seconds),
                                                         money(p.cost, r.currency)));
        out += QStringLiteral("  %1: %2%3\n")
                   .arg(CliTr::tr("total"), money(r.total, r.currency), r.total ? QString() : because(r.totalReason));
        out += QStringLiteral("  %1: %2%3\n")
                   .arg(CliTr::tr("accepted states"), r.acceptedStates ? QString::number(*r.acceptedStates) : CliTr::tr("unknown"),
                        r.acceptedStates ? QString() : because(r.acceptedReason));
        out += QStringLiteral("  %1: %2%3\n")
                   .arg(CliTr::tr("cost per accepted state"), money(r.costPerAcceptedState, r.currency),
                        r.costPerAcceptedState ? QString() : because(r.perStateReason));
    }
    const CostProjection &p = m.projection;
    out += CliTr::tr("projection (not a measurement):") + QLatin1Char('\n');
    for (const RoleProjection *r : {&p.reference, &p.pilot})
        out += QStringLiteral("  %1: %2%3\n")
                   .arg(roleWord(r->role), CliTr::tr("%1 per training").arg(money(r->costPerTraining, r->currency)), because(r->reason));
    out += QStringLiteral("  %1: %2%3\n")
               .arg(CliTr::tr("break-even"),
                    p.breakEvenTrainings ? CliTr::tr("after %1 trainings").arg(countText(*p.breakEvenTrainings, QLocale()))
                                         : CliTr::tr("unknown"),
                    because(p.breakEvenReason));
    for (const QString &line : breakEvenStoryText(p, language, QLocale()))
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    if (!p.sensitivity.isEmpty()) {
        out += CliTr::tr("what if (the pilot's cost per training):") + QLatin1Char('\n');
        for (const Sensitivity &s : p.sensitivity)
            out += QStringLiteral("  %1 → %2\n").arg(printable(s.label), money(s.pilotCostPerTraining, p.pilot.currency));
    }
    if (m.horizon.configured) {
        out += CliTr::tr("the whole bill over the cost horizon (a projection):") + QLatin1Char('\n');
        for (const QString &line : horizonText(m.horizon, language, QLocale()))
            out += QStringLiteral("  ") + printable(line) + QLatin1Char('\n');
    }
    if (!m.unconfirmedPrices.isEmpty())
        out += CliTr::tr("unconfirmed prices (no source or date): %1").arg(m.unconfirmedPrices.join(QStringLiteral(", ")))
               + QLatin1Char('\n');
    return out.trimmed();
}

} // namespace

int runCost(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Cost per accepted training state per role (docs/cost.md): the phases of every run, priced by the project's "
                  "price table, the accepted checkpoints, the projection to the planned training and the break-even.\n"
                  "Exit 0 when done, 1 when the project or the price table cannot be read, 2 when the project or the price "
                  "table is invalid."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("print a JSON object instead of text")});
    parser.addOption(languageOption());
    parser.addPositionalArgument(QStringLiteral("PROJECT"), CliTr::tr("project file"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("cost")); done >= 0)
        return done;
    // The language itself is installed already (main reads --lang first); here it is checked.
    if (const int wrong = checkLanguageOption(parser, QStringLiteral("cost")); wrong >= 0)
        return wrong;
    const QString file = parser.positionalArguments().constFirst();
    Project project;
    if (const int failed = loadProjectFile(file, &project); failed >= 0)
        return failed;
    const CostModel model = buildCostModel(project, projectFolderOf(QFileInfo(file).absoluteFilePath()));
    for (const QString &e : model.priceTableErrors)
        printErr(e);
    if (parser.isSet(QStringLiteral("json")))
        printOut(QString::fromUtf8(QJsonDocument(costModelToJson(model)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(text(model, parser.value(QStringLiteral("lang"))));
    if (!model.priceTableErrors.isEmpty())
        return !model.priceTableOutside && QFileInfo::exists(model.priceTableFile) ? kExitInvalid : kExitFailure;
    return kExitOk;
}

} // namespace pilot::cli
