#include "command.h"
#include "core/project/projectplace.h"
#include "core/record/decisionrecord.h"
#include "report/recordexport.h"
#ifdef PILOT_RECORD_FIGURES
#include "charts/recordfigures.h"
#endif

#include <QFileInfo>

namespace pilot::cli {

int runReport(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Writes the decision record of a project: title, date, authors, every row of the decision\n"
                  "matrix with answer, reason and evidence, the recommendation and why, open questions, task\n"
                  "profile, acceptance limits and the pilot results section. The format follows the file\n"
                  "name: .md, .html or .pdf (paginated A4). The file is replaced only once the whole record\n"
                  "is written; on any error the old file stays as it was. The record opens with a one-page\n"
                  "summary; the loss curves with their tolerance band, the time chain and break-even are drawn\n"
                  "as the stages draw them, embedded in HTML and PDF, and for Markdown written beside the file\n"
                  "as FILE-loss.png, FILE-time-chain.png and FILE-break-even.png. Exit 0; 2 invalid project;\n"
                  "1 write error."));
    parser.addOption({QStringLiteral("out"), CliTr::tr("output file (.md, .html or .pdf)"), QStringLiteral("FILE")});
    addDecisionOptions(parser);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("report")); done >= 0)
        return done;
    const QString out = parser.value(QStringLiteral("out"));
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (out.isEmpty() || (suffix != QLatin1String("md") && suffix != QLatin1String("html") && suffix != QLatin1String("pdf"))) {
        printErr(CliTr::tr("pilotctl report: needs --out FILE.md|.html|.pdf (see --help)"));
        return kExitUsage;
    }
    Project project;
    DecisionRules rules;
    if (const int failed = loadProjectAndRules(parser, QStringLiteral("report"), &project, &rules); failed >= 0)
        return failed;
    const QString folder = projectFolderOf(parser.positionalArguments().constFirst());
    DecisionRecord record(project, rules, parser.value(QStringLiteral("lang")), QDate::currentDate());
    record.setProjectFolder(folder);
    const PilotResults results = computePilotResults(project, folder);
    record.setPilotResults(results);
    RecordImages figures;
#ifdef PILOT_RECORD_FIGURES
    figures = app::drawRecordFigures(record.document(), project, results);
#endif
    QString error;
    if (!exportRecord(record, out, &error, figures)) {
        printErr(QStringLiteral("pilotctl report: ") + error);
        return kExitFailure;
    }
    printOut(CliTr::tr("%1: written").arg(out));
    return kExitOk;
}

} // namespace pilot::cli
