#include "command.h"
#include "core/cost/assumedprices.h"
#include "core/project/projectplace.h"
#include "core/project/projectreader.h"
#include "core/support/regularfile.h"

#include <QFileInfo>

namespace pilot::cli {

void addDecisionOptions(QCommandLineParser &parser)
{
    parser.addOption(languageOption());
    parser.addOption({QStringLiteral("rules"), CliTr::tr("a team's own rules file instead of the built-in one"), QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), CliTr::tr("project file"));
}

int loadProjectAndRules(const QCommandLineParser &parser, const QString &command, Project *project, DecisionRules *rules)
{
    if (const int wrong = checkLanguageOption(parser, command); wrong >= 0)
        return wrong;
    const QString file = parser.positionalArguments().constFirst();
    if (const int failed = loadProjectFile(file, project); failed >= 0)
        return failed;
    // The decision and its record read the calculators' prices from the price table the
    // project names, as the window does; a table that cannot be read leaves them missing.
    const ProjectPriceTable prices = loadProjectPriceTable(*project, projectFolderOf(QFileInfo(file).absoluteFilePath()));
    *project = pricedProject(*project, prices.table ? &*prices.table : nullptr);
    return loadRules(parser, rules);
}

int loadProjectFile(const QString &file, Project *project)
{
    // Says what the path is when it is not a regular file (a folder, a named pipe, …); a
    // named pipe is never opened, so nothing blocks.
    if (const QString reason = notRegularFileReason(file); !reason.isEmpty()) {
        printErr(file + QStringLiteral(": ") + reason);
        return kExitFailure;
    }
    const ProjectLoadResult loaded = loadProject(file);
    for (const Diagnostic &d : loaded.diagnostics)
        printErr(d.toString());
    if (!loaded.project)
        return kExitInvalid;
    *project = *loaded.project;
    return -1;
}

int loadRules(const QCommandLineParser &parser, DecisionRules *rules)
{
    *rules = DecisionRules::builtIn();
    if (parser.isSet(QStringLiteral("rules"))) {
        Diagnostics diagnostics;
        const auto custom = DecisionRules::load(parser.value(QStringLiteral("rules")), &diagnostics);
        for (const Diagnostic &d : diagnostics)
            printErr(d.toString());
        if (!custom)
            return notRegularFileReason(parser.value(QStringLiteral("rules"))).isEmpty() ? kExitInvalid : kExitFailure;
        *rules = *custom;
    }
    return -1;
}

} // namespace pilot::cli
