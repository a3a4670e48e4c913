#include "command.h"
#include "core/decision/rowwarnings.h"
#include "core/job/jobspecio.h"
#include "core/project/evidence.h"
#include "core/project/projectreader.h"
#include "core/support/regularfile.h"

#include <QCommandLineParser>

namespace pilot::cli {

namespace {

int report(const QString &file, const Diagnostics &diagnostics, const QString &okLine)
{
    for (const Diagnostic &d : diagnostics)
        printErr(d.toString());
    if (hasErrors(diagnostics))
        return kExitInvalid;
    printOut(file + QStringLiteral(": ") + CliTr::tr("ok (%1)").arg(okLine));
    return kExitOk;
}

} // namespace

int runValidate(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Checks a project file (YAML) or a job file (job.json). Every problem is printed as\n"
                                               "file:line:col: message (job files: file: field: message). Exit 0 when valid,\n"
                                               "2 when invalid, 1 when the file cannot be read."));
    parser.addOption({QStringLiteral("rules"),
                      CliTr::tr("check the project's decision rows against a team's own rules file (its own questions are then known)"),
                      QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("FILE"), CliTr::tr("project .yaml/.yml or job .json"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("validate")); done >= 0)
        return done;
    const QString file = parser.positionalArguments().constFirst();
    if (const QString reason = notRegularFileReason(file); !reason.isEmpty()) {
        printErr(file + QStringLiteral(": ") + reason);
        return kExitFailure;
    }
    if (file.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        const JobSpecReadResult job = readJobSpec(file);
        return report(file, job.diagnostics,
                      job.spec ? CliTr::tr("job %1, backend %2, %3 steps")
                                     .arg(job.spec->runId, job.spec->backend, QString::number(job.spec->train.maxSteps))
                               : QString());
    }
    const ProjectLoadResult project = loadProject(file);
    if (!project.project)
        return report(file, project.diagnostics, QString());
    const Project &p = *project.project;
    DecisionRules rules;
    if (const int failed = loadRules(parser, &rules); failed >= 0)
        return failed;
    // Evidence that points at a file or run which is not there is worth a warning, and so is a
    // decision row whose id no question has (a typo would drop the row from the decision) and an
    // answer the project's own data contradicts.
    return report(file,
                  project.diagnostics + checkEvidence(p, file) + unknownQuestionIdWarnings(p, rules, file)
                      + decisionConflictWarnings(p, rules, file),
                  // One multi-argument arg(): a title holding "%2" stays as written.
                  QStringLiteral("\"%1\": %2, %3")
                      .arg(p.title, CliTr::tr("%n decision row(s)", nullptr, int(p.decision.size())),
                           CliTr::tr("%n run(s)", nullptr, int(p.runs.size()))));
}

} // namespace pilot::cli
