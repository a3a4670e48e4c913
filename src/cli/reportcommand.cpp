#include "command.h"
#include "core/atomicfile.h"
#include "core/decisionrecord.h"
#include "report/pdfwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace pilot::cli {

int runReport(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Writes the decision record of a project: title, date, authors, every row of the decision\n"
                       "matrix with answer, reason and evidence, the recommendation and why, open questions, task\n"
                       "profile, acceptance limits and the pilot results section. The format follows the file\n"
                       "name: .md, .html or .pdf (paginated A4). Exit 0; 2 invalid project; 1 write error."));
    parser.addOption({QStringLiteral("out"), QStringLiteral("output file (.md, .html or .pdf)"), QStringLiteral("FILE")});
    addDecisionOptions(parser);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("report")); done >= 0)
        return done;
    const QString out = parser.value(QStringLiteral("out"));
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (out.isEmpty() || (suffix != QLatin1String("md") && suffix != QLatin1String("html") && suffix != QLatin1String("pdf"))) {
        printErr(QStringLiteral("pilotctl report: needs --out FILE.md|.html|.pdf (see --help)"));
        return kExitUsage;
    }
    Project project;
    DecisionRules rules;
    if (const int failed = loadProjectAndRules(parser, QStringLiteral("report"), &project, &rules); failed >= 0)
        return failed;
    DecisionRecord record(project, rules, parser.value(QStringLiteral("lang")), QDate::currentDate());
    record.setProjectFolder(QFileInfo(parser.positionalArguments().constFirst()).absolutePath());
    record.setPilotResults(computePilotResults(project, QFileInfo(parser.positionalArguments().constFirst()).absolutePath()));
    QString error;
    bool ok = false;
    if (suffix == QLatin1String("pdf")) {
        // Rendered beside the target and renamed, so a reader never sees half a PDF.
        const QString partial = out + QStringLiteral(".partial");
        ok = writeHtmlAsPdf(record.html(), project.title, partial, &error);
        if (ok) {
            QFile::remove(out);
            ok = QFile::rename(partial, out);
            if (!ok)
                error = QStringLiteral("cannot replace %1").arg(out);
        }
        QFile::remove(partial);
    } else {
        ok = writeFileAtomically(out, (suffix == QLatin1String("md") ? record.markdown() : record.html()).toUtf8(), &error);
    }
    if (!ok) {
        printErr(error);
        return kExitFailure;
    }
    printOut(QStringLiteral("%1: written").arg(out));
    return kExitOk;
}

} // namespace pilot::cli
