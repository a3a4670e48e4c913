#include "command.h"
#include "core/calculators/operatorlist.h"
#include "core/project/operatorevidence.h"
#include "core/project/projectwriter.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace pilot::cli {

namespace {

constexpr int kScanTimeoutMs = 300 * 1000;

// The scanner lives next to pilotctl (both are installed into the same bin folder);
// PILOT_OPSCAN names another one.
QString scannerPath()
{
    const QString fromEnv = qEnvironmentVariable("PILOT_OPSCAN");
    if (!fromEnv.isEmpty())
        return fromEnv;
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("pilot-opscan"));
}

// Runs pilot-opscan; returns the operator counts, or the exit code after printing why not.
int scan(const QString &model, QMap<QString, int> *counts)
{
    // A build without libtorch has no scanner: say that, not just that a process failed to start.
    if (!QFileInfo::exists(scannerPath())) {
        printErr(CliTr::tr("pilotctl ops-scan: the operator scanner %1 does not exist. It is built only with libtorch "
                           "(CMake option PILOT_WITH_TORCH); PILOT_OPSCAN may name one built elsewhere.")
                     .arg(scannerPath()));
        return kExitFailure;
    }
    QProcess process;
    process.start(scannerPath(), {model});
    if (!process.waitForStarted()) {
        printErr(CliTr::tr("pilotctl ops-scan: cannot start the scanner %1 (%2)").arg(scannerPath(), process.errorString()));
        return kExitFailure;
    }
    if (!process.waitForFinished(kScanTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        printErr(CliTr::tr("pilotctl ops-scan: the scanner did not finish within %1 s").arg(kScanTimeoutMs / 1000));
        return kExitFailure;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString why = QString::fromUtf8(process.readAllStandardError()).trimmed();
        printErr(why.isEmpty() ? CliTr::tr("pilotctl ops-scan: the scanner failed") : why);
        return kExitInvalid;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(process.readAllStandardOutput(), &error);
    const QJsonObject operators = doc.object().value(QStringLiteral("operators")).toObject();
    if (error.error != QJsonParseError::NoError || !doc.object().contains(QStringLiteral("operators"))) {
        printErr(CliTr::tr("pilotctl ops-scan: the scanner's output is not the expected JSON (%1)").arg(error.errorString()));
        return kExitFailure;
    }
    for (auto it = operators.begin(); it != operators.end(); ++it)
        counts->insert(it.key(), it.value().toInt());
    return -1;
}

// The JSON's key for a status; statusWord is the text's.
QString statusKey(OperatorStatus s)
{
    switch (s) {
    case OperatorStatus::Supported:
        return QStringLiteral("confirmed");
    case OperatorStatus::Unsupported:
        return QStringLiteral("unsupported");
    case OperatorStatus::NotListed:
        break;
    }
    return QStringLiteral("not_listed");
}

QString statusWord(OperatorStatus s)
{
    switch (s) {
    case OperatorStatus::Supported:
        return CliTr::tr("confirmed");
    case OperatorStatus::Unsupported:
        return CliTr::tr("unsupported");
    case OperatorStatus::NotListed:
        break;
    }
    return CliTr::tr("not listed");
}

QJsonObject toJson(const QString &model, const OperatorCoverage &coverage, const OperatorList &list)
{
    QJsonArray rows;
    for (const OperatorCoverageRow &r : coverage.rows) {
        rows.append(QJsonObject{{QStringLiteral("operator"), r.op},
                                {QStringLiteral("count"), r.count},
                                {QStringLiteral("status"), statusKey(r.status)},
                                {QStringLiteral("matched_as"), r.matchedAs}});
    }
    return {{QStringLiteral("model"), model},
            {QStringLiteral("list"), QJsonObject{{QStringLiteral("file"), list.file},
                                                 {QStringLiteral("source"), list.source},
                                                 {QStringLiteral("date"), list.date.toString(Qt::ISODate)}}},
            {QStringLiteral("operators"), rows},
            {QStringLiteral("unconfirmed"), coverage.unconfirmed()}};
}

int writeEvidence(const QString &file, const QString &model, const OperatorCoverage &coverage, const OperatorList &list)
{
    // The project names the model relative to itself when it can, as it names runs.
    const QString relative = QFileInfo(file).absoluteDir().relativeFilePath(QFileInfo(model).absoluteFilePath());
    // Read, change and save under the project's lock: a GUI save or another ops-scan at the
    // same time waits its turn instead of losing this update or losing its own.
    const ProjectUpdateResult updated = updateProject(
        file, [&](Project &project) { recordOperatorCoverage(&project, relative, coverage, list); });
    for (const Diagnostic &d : updated.diagnostics)
        printErr(d.toString());
    if (!updated.error.isEmpty())
        printErr(updated.error);
    if (updated.ok)
        return -1;
    return updated.unreadable || !updated.error.isEmpty() ? kExitFailure : kExitInvalid;
}

} // namespace

int runOpsScan(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Lists the aten operators of a TorchScript model with their counts and marks each against an\n"
                  "imported list of operators with a confirmed Neuron path: the output of\n"
                  "'neuronx-cc list-operators --framework XLA' (give --source and --date) or a compatibility\n"
                  "table file (schema migration-pilot/operator-list@1, which carries both). With --project the\n"
                  "result becomes the answer, reason and evidence of the project's 'unconfirmed_operators' row.\n"
                  "Exit 0, 2 when the model or the list is invalid, 1 when a file cannot be read."));
    parser.addOption({QStringLiteral("ops"), CliTr::tr("the operator list or table"), QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("source"), CliTr::tr("where a raw list comes from, e.g. 'neuronx-cc 2.26.6360.0'"), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("date"), CliTr::tr("when a raw list was taken (YYYY-MM-DD)"), QStringLiteral("DATE")});
    parser.addOption({QStringLiteral("project"), CliTr::tr("write the result into this project file"), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the result as JSON")});
    parser.addPositionalArgument(QStringLiteral("MODEL"), CliTr::tr("TorchScript model (.pt), e.g. from torch.jit.trace"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("ops-scan")); done >= 0)
        return done;
    if (!parser.isSet(QStringLiteral("ops"))) {
        printErr(CliTr::tr("pilotctl ops-scan: --ops FILE is required (see pilotctl ops-scan --help)"));
        return kExitUsage;
    }
    const QString model = parser.positionalArguments().constFirst();
    const QString opsFile = parser.value(QStringLiteral("ops"));
    QStringList inputs{model, opsFile};
    if (parser.isSet(QStringLiteral("project")))
        inputs.append(parser.value(QStringLiteral("project")));
    for (const QString &file : std::as_const(inputs)) {
        // Regular files only: a named pipe would block the read, a device never ends.
        if (const QString reason = notRegularFileReason(file); !reason.isEmpty()) {
            printErr(file + QStringLiteral(": ") + reason);
            return kExitFailure;
        }
    }
    Diagnostics diagnostics;
    const auto list = OperatorList::load(opsFile, parser.value(QStringLiteral("source")),
                                         QDate::fromString(parser.value(QStringLiteral("date")), Qt::ISODate), &diagnostics);
    for (const Diagnostic &d : diagnostics)
        printErr(d.toString());
    if (!list)
        return kExitInvalid;
    QMap<QString, int> counts;
    if (const int failed = scan(model, &counts); failed >= 0)
        return failed;
    const OperatorCoverage coverage = assessCoverage(counts, *list);
    if (parser.isSet(QStringLiteral("project"))) {
        if (const int failed = writeEvidence(parser.value(QStringLiteral("project")), model, coverage, *list); failed >= 0)
            return failed;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        printOut(QString::fromUtf8(QJsonDocument(toJson(model, coverage, *list)).toJson(QJsonDocument::Indented)).trimmed());
        return kExitOk;
    }
    QString out;
    for (const OperatorCoverageRow &r : coverage.rows)
        out += QStringLiteral("%1 %2  %3\n").arg(r.op.leftJustified(36), QString::number(r.count).rightJustified(5), statusWord(r.status));
    out += CliTr::tr("%n operator(s), %1 without a confirmed path (list: %2, %3)", nullptr, int(coverage.rows.size()))
               .arg(coverage.unconfirmed())
               .arg(list->source, list->date.toString(Qt::ISODate));
    printOut(out);
    return kExitOk;
}

} // namespace pilot::cli
