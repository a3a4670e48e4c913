#include "command.h"
#include "core/cost/costjson.h"
#include "core/cost/costmodel.h"
#include "core/project/projectplace.h"
#include "core/project/projectreader.h"
#include "core/support/regularfile.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace pilot::cli {

namespace {

QString figure(const std::optional<double> &v, const QString &unknown)
{
    return v ? QString::number(*v, 'f', 2) : unknown;
}

QString text(const CostModel &m, bool de)
{
    const QString unknown = de ? QStringLiteral("unbekannt") : QStringLiteral("unknown");
    QString out;
    for (const RoleCost &r : m.roles) {
        out += QStringLiteral("%1 (%2 %3)\n").arg(runRoleKey(r.role)).arg(r.runs).arg(de ? QStringLiteral("Läufe") : QStringLiteral("runs"));
        if (r.runs == 0)
            continue;
        for (const PhaseCost &p : r.phases)
            out += QStringLiteral("  %1: %2 s, %3 %4\n").arg(p.name, figure(p.seconds, unknown), figure(p.cost, unknown), r.currency);
        out += QStringLiteral("  %1: %2 %3%4\n")
                   .arg(de ? QStringLiteral("gesamt") : QStringLiteral("total"), figure(r.total, unknown), r.currency,
                        r.total ? QString() : QStringLiteral(" (") + printable(r.totalReason) + QLatin1Char(')'));
        out += QStringLiteral("  %1: %2\n")
                   .arg(de ? QStringLiteral("akzeptierte Zustände") : QStringLiteral("accepted states"),
                        r.acceptedStates ? QString::number(*r.acceptedStates) : unknown + QStringLiteral(" (") + printable(r.acceptedReason) + QLatin1Char(')'));
        out += QStringLiteral("  %1: %2 %3%4\n")
                   .arg(de ? QStringLiteral("Kosten je akzeptiertem Zustand") : QStringLiteral("cost per accepted state"),
                        figure(r.costPerAcceptedState, unknown), r.currency,
                        r.costPerAcceptedState ? QString() : QStringLiteral(" (") + printable(r.perStateReason) + QLatin1Char(')'));
    }
    const CostProjection &p = m.projection;
    out += de ? QStringLiteral("Hochrechnung (keine Messung):\n") : QStringLiteral("projection (not a measurement):\n");
    for (const RoleProjection *r : {&p.reference, &p.pilot})
        out += QStringLiteral("  %1: %2 %3 %4%5\n")
                   .arg(runRoleKey(r->role), figure(r->costPerTraining, unknown), r->currency,
                        de ? QStringLiteral("je Training") : QStringLiteral("per training"),
                        r->reason.isEmpty() ? QString() : QStringLiteral(" (") + printable(r->reason) + QLatin1Char(')'));
    out += QStringLiteral("  break-even: %1 %2%3\n")
               .arg(figure(p.breakEvenTrainings, unknown), de ? QStringLiteral("Trainings") : QStringLiteral("trainings"),
                    p.breakEvenReason.isEmpty() ? QString() : QStringLiteral(" (") + printable(p.breakEvenReason) + QLatin1Char(')'));
    for (const Sensitivity &s : p.sensitivity)
        out += QStringLiteral("  %1: %2\n").arg(s.key, figure(s.pilotCostPerTraining, unknown));
    if (!m.unconfirmedPrices.isEmpty())
        out += (de ? QStringLiteral("unbestätigte Preise (ohne Quelle oder Datum): ") : QStringLiteral("unconfirmed prices (no source or date): "))
               + m.unconfirmedPrices.join(QStringLiteral(", ")) + QLatin1Char('\n');
    return out.trimmed();
}

} // namespace

int runCost(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Cost per accepted training state per role (docs/cost.md): the phases of every run, priced by the project's "
                       "price table, the accepted checkpoints, the projection to the planned training and the break-even.\n"
                       "Exit 0 when done, 1 when the project or the price table cannot be read, 2 when the project or the price "
                       "table is invalid."));
    parser.addOption({QStringLiteral("json"), QStringLiteral("print a JSON object instead of text")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("language of the text: de or en (default en)"), QStringLiteral("LANG"),
                      QStringLiteral("en")});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("cost")); done >= 0)
        return done;
    const QString language = parser.value(QStringLiteral("lang"));
    if (language != QLatin1String("de") && language != QLatin1String("en")) {
        printErr(QStringLiteral("pilotctl cost: --lang must be de or en"));
        return kExitUsage;
    }
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
        printOut(text(model, language == QLatin1String("de")));
    if (!model.priceTableErrors.isEmpty())
        return QFileInfo::exists(model.priceTableFile) ? kExitInvalid : kExitFailure;
    return kExitOk;
}

} // namespace pilot::cli
