#include "command.h"
#include "core/atomicfile.h"
#include "core/decisionrecord.h"
#include "core/projectreader.h"
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
    parser.addOption({QStringLiteral("lang"), QStringLiteral("language of the record: de or en (default en)"), QStringLiteral("LANG"),
                      QStringLiteral("en")});
    parser.addOption({QStringLiteral("rules"), QStringLiteral("a team's own rules file instead of the built-in one"), QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("report")); done >= 0)
        return done;
    const QString language = parser.value(QStringLiteral("lang"));
    const QString out = parser.value(QStringLiteral("out"));
    const QString suffix = QFileInfo(out).suffix().toLower();
    if ((language != QLatin1String("de") && language != QLatin1String("en")) || out.isEmpty()
        || (suffix != QLatin1String("md") && suffix != QLatin1String("html") && suffix != QLatin1String("pdf"))) {
        printErr(QStringLiteral("pilotctl report: needs --out FILE.md|.html|.pdf and --lang de|en (see --help)"));
        return kExitUsage;
    }
    const ProjectLoadResult loaded = loadProject(parser.positionalArguments().constFirst());
    for (const Diagnostic &d : loaded.diagnostics)
        printErr(d.toString());
    if (!loaded.project)
        return QFileInfo::exists(parser.positionalArguments().constFirst()) ? kExitInvalid : kExitFailure;
    DecisionRules rules = DecisionRules::builtIn();
    if (parser.isSet(QStringLiteral("rules"))) {
        Diagnostics diagnostics;
        const auto custom = DecisionRules::load(parser.value(QStringLiteral("rules")), &diagnostics);
        for (const Diagnostic &d : diagnostics)
            printErr(d.toString());
        if (!custom)
            return kExitInvalid;
        rules = *custom;
    }
    const DecisionRecord record(*loaded.project, rules, language, QDate::currentDate());
    QString error;
    bool ok = false;
    if (suffix == QLatin1String("pdf")) {
        // Rendered beside the target and renamed, so a reader never sees half a PDF.
        const QString partial = out + QStringLiteral(".partial");
        ok = writeHtmlAsPdf(record.html(), loaded.project->title, partial, &error);
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
