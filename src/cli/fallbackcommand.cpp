#include "cliwords.h"
#include "command.h"
#include "core/fallback/fallbackjob.h"
#include "core/fallback/fallbackreading.h"
#include "core/fallback/lastaccepted.h"
#include "core/project/projectplace.h"
#include "core/project/projectreader.h"
#include "core/results/pilotresults.h"
#include "core/support/atomicfile.h"
#include "core/support/regularfile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pilot::cli {

namespace {

QJsonValue optionalBool(const std::optional<bool> &b)
{
    return b ? QJsonValue(*b) : QJsonValue();
}

QString profileStateKey(FallbackProfileFacts::State s)
{
    switch (s) {
    case FallbackProfileFacts::State::NotNamed: return QStringLiteral("not_named");
    case FallbackProfileFacts::State::Outside: return QStringLiteral("outside");
    case FallbackProfileFacts::State::Missing: return QStringLiteral("missing");
    case FallbackProfileFacts::State::Invalid: return QStringLiteral("invalid");
    case FallbackProfileFacts::State::Read: break;
    }
    return QStringLiteral("read");
}

QString problemKey(FallbackRehearsal::Problem p)
{
    switch (p) {
    case FallbackRehearsal::Problem::Outside: return QStringLiteral("outside");
    case FallbackRehearsal::Problem::NotFound: return QStringLiteral("not_found");
    case FallbackRehearsal::Problem::Unreadable: return QStringLiteral("unreadable");
    case FallbackRehearsal::Problem::None: break;
    }
    return QString();
}

QJsonObject toJson(const FallbackReading &f)
{
    QJsonArray differences;
    for (const JobHashDifference &d : f.profile.differences)
        differences.append(QJsonObject{{QStringLiteral("key"), d.key}, {QStringLiteral("pilot"), d.left}, {QStringLiteral("profile"), d.right}});
    QJsonArray runs;
    for (const FallbackRehearsal &r : f.rehearsals) {
        runs.append(QJsonObject{{QStringLiteral("name"), r.name},
                                {QStringLiteral("problem"), problemKey(r.problem)},
                                {QStringLiteral("status"), r.status},
                                {QStringLiteral("resumed_from"), r.resumedFrom >= 0 ? QJsonValue(double(r.resumedFrom)) : QJsonValue()},
                                {QStringLiteral("same_training"), optionalBool(r.sameTraining)},
                                {QStringLiteral("verdict"), verdictKey(r.verdict)},
                                {QStringLiteral("reasons"), QJsonArray::fromStringList(r.loss.reasons + r.reasons)},
                                {QStringLiteral("compared"), r.loss.coverage.compared},
                                {QStringLiteral("reference_points"), r.loss.coverage.referencePoints},
                                {QStringLiteral("max_abs_deviation"), r.loss.finitePoints() > 0 ? QJsonValue(r.loss.maxAbs) : QJsonValue()}});
    }
    const FallbackPlan &p = f.plan;
    return QJsonObject{
        {QStringLiteral("planned"), f.planned},
        {QStringLiteral("emergency_profile"), p.emergencyProfile.isEmpty() ? QJsonValue() : QJsonValue(p.emergencyProfile)},
        {QStringLiteral("target"), p.target.isEmpty() ? QJsonValue() : QJsonValue(p.target)},
        {QStringLiteral("export_every_hours"), p.exportEveryHours ? QJsonValue(*p.exportEveryHours) : QJsonValue()},
        {QStringLiteral("recheck"), p.recheck.isEmpty() ? QJsonValue() : QJsonValue(p.recheck)},
        {QStringLiteral("profile"), QJsonObject{{QStringLiteral("state"), profileStateKey(f.profile.state)},
                                                {QStringLiteral("backend"), f.profile.backend},
                                                {QStringLiteral("device"), f.profile.device},
                                                {QStringLiteral("invalid_fields"), QJsonArray::fromStringList(f.profile.invalidFields)},
                                                {QStringLiteral("job_hash"), f.profile.jobHash},
                                                {QStringLiteral("unidentified"), f.profile.unidentified},
                                                {QStringLiteral("same_training"), optionalBool(f.profile.sameTraining)},
                                                {QStringLiteral("differences"), differences}}},
        {QStringLiteral("pilot_job_hash"), f.pilotJobHash},
        {QStringLiteral("rehearsed"), f.rehearsed()},
        {QStringLiteral("runs"), runs}};
}

// A profile's state other than read, for people.
QString profileStateWord(FallbackProfileFacts::State s)
{
    switch (s) {
    case FallbackProfileFacts::State::Outside:
        return CliTr::tr("outside the project, not read");
    case FallbackProfileFacts::State::Missing:
        return CliTr::tr("missing");
    case FallbackProfileFacts::State::Invalid:
        return CliTr::tr("not a valid job");
    case FallbackProfileFacts::State::NotNamed:
    case FallbackProfileFacts::State::Read:
        break;
    }
    return QString();
}

QString problemWord(FallbackRehearsal::Problem p)
{
    switch (p) {
    case FallbackRehearsal::Problem::Outside:
        return CliTr::tr("outside the project, not read");
    case FallbackRehearsal::Problem::NotFound:
        return CliTr::tr("not found");
    case FallbackRehearsal::Problem::Unreadable:
        return CliTr::tr("no readable metrics");
    case FallbackRehearsal::Problem::None:
        break;
    }
    return QString();
}

// Why a re-check is not a plain verdict: the comparison's reasons and the rehearsal's own.
QString reasonWord(const QString &key)
{
    if (key == QLatin1String("pilot_non_finite"))
        return CliTr::tr("loss NaN or infinite");
    if (key == QLatin1String("pilot_missing_steps"))
        return CliTr::tr("reference steps without a value");
    if (key == QLatin1String("pilot_running"))
        return CliTr::tr("still running");
    if (key == QLatin1String("pilot_ended_early"))
        return CliTr::tr("ends before the reference's end");
    if (key == QLatin1String("reference_non_finite"))
        return CliTr::tr("the reference's loss is NaN or infinite in places");
    if (key == QLatin1String("reference_unfinished"))
        return CliTr::tr("the reference has not completed");
    if (key == QLatin1String("no_reference"))
        return CliTr::tr("the project has no readable reference run");
    if (key == QLatin1String("resume_unknown"))
        return CliTr::tr("where it resumed is not recorded (resume auto)");
    if (key == QLatin1String("run_unfinished"))
        return CliTr::tr("the fallback run has not completed");
    return key;
}

QString text(const FallbackReading &f)
{
    const QString rehearsed = CliTr::tr("rehearsed");
    if (!f.planned)
        return CliTr::tr("no fallback plan (project key fallback; docs/fallback.md)") + QLatin1Char('\n')
               + QStringLiteral("%1: %2").arg(rehearsed, yesNo(f.rehearsed()));
    const FallbackPlan &p = f.plan;
    const auto orNotSet = [](const QString &s) { return s.isEmpty() ? CliTr::tr("not set") : printable(s); };
    QString profile = orNotSet(p.emergencyProfile);
    if (f.profile.state == FallbackProfileFacts::State::Read) {
        profile += CliTr::tr(" (%1 on %2), same training as the pilot: %3")
                       .arg(printable(f.profile.backend), printable(f.profile.device), yesNoUnknown(f.profile.sameTraining));
        if (!f.profile.unidentified.isEmpty())
            profile += QStringLiteral("\n    ") + CliTr::tr("its inputs cannot be read here: %1").arg(printable(f.profile.unidentified));
        // The keys where they differ, with both values.
        for (const JobHashDifference &d : f.profile.differences)
            profile += QStringLiteral("\n    ")
                       + CliTr::tr("differs in %1: pilot %2, profile %3").arg(printable(d.key), printable(d.left), printable(d.right));
    } else if (f.profile.state != FallbackProfileFacts::State::NotNamed) {
        profile += QStringLiteral(" (%1)").arg(profileStateWord(f.profile.state));
    }
    QString out = QStringLiteral("%1: %2\n%3: %4\n%5: %6\n%7: %8\n%9: %10")
                      .arg(CliTr::tr("emergency profile"), profile, CliTr::tr("target"), orNotSet(p.target), CliTr::tr("export every"),
                           p.exportEveryHours ? CliTr::tr("%1 hours").arg(*p.exportEveryHours) : CliTr::tr("not set"),
                           CliTr::tr("re-check"), orNotSet(p.recheck), rehearsed, yesNo(f.rehearsed()));
    for (const FallbackRehearsal &r : f.rehearsals) {
        if (r.problem != FallbackRehearsal::Problem::None) {
            out += QStringLiteral("\n  %1: %2").arg(printable(r.name), problemWord(r.problem));
            continue;
        }
        out += QStringLiteral("\n  %1: ").arg(printable(r.name))
               + CliTr::tr("%1, resumed from step %2, re-check %3 (%4 of %5 reference points)")
                     .arg(runStatusWord(r.status), r.resumedFrom >= 0 ? QString::number(r.resumedFrom) : CliTr::tr("unknown"),
                          verdictWord(r.verdict))
                     .arg(r.loss.coverage.compared)
                     .arg(r.loss.coverage.referencePoints);
        QStringList reasons;
        for (const QString &key : r.loss.reasons + r.reasons)
            reasons << reasonWord(key);
        if (!reasons.isEmpty())
            out += QStringLiteral(": ") + reasons.join(QStringLiteral(", "));
    }
    return out;
}

// The fallback job from the plan's profile and the pilot's last accepted checkpoint.
int build(const Project &project, const QString &folder, const QString &out, const QString &name)
{
    if (project.fallback.emergencyProfile.isEmpty()) {
        printErr(CliTr::tr("pilotctl fallback: the project names no emergency profile (fallback.emergency_profile)"));
        return kExitIncomplete;
    }
    const ProjectRun *pilot = nullptr;
    for (const ProjectRun &r : project.runs)
        pilot = pilot ? pilot : (r.role == RunRole::Pilot ? &r : nullptr);
    if (!pilot) {
        printErr(CliTr::tr("pilotctl fallback: the project lists no pilot run to fall back from"));
        return kExitIncomplete;
    }
    const QString pilotDir = runFolder(pilot->path, folder).path;
    const LastAcceptedCheckpoint last = lastAcceptedCheckpoint(pilotDir);
    for (const CheckpointReport &r : last.skipped)
        printErr(CliTr::tr("skipped %1: %2").arg(printable(QFileInfo(r.dir).fileName()), printable(r.reasons.join(QStringLiteral("; ")))));
    if (!last.error.isEmpty() || !last.accepted) {
        printErr(QStringLiteral("pilotctl fallback: %1")
                     .arg(last.error.isEmpty() ? CliTr::tr("the pilot has no accepted checkpoint") : printable(last.error)));
        return last.error.isEmpty() ? kExitIncomplete : kExitFailure;
    }
    FallbackJobRequest request;
    request.profileFile = placeInProject(project.fallback.emergencyProfile, folder).absolute;
    request.pilotRunDir = pilotDir;
    request.checkpointDir = last.accepted->dir;
    request.name = name;
    LaunchTarget target;
    QString error;
    if (!project.fallback.target.isEmpty())
        LaunchTarget::parse(project.fallback.target, &target, &error);
    request.target = target;
    const FallbackJob job = buildFallbackJob(request);
    for (const QString &reason : job.refusals)
        printErr(printable(reason));
    if (!job.ok())
        return kExitInvalid;
    if (!writeFileAtomically(out, job.json, &error)) {
        printErr(QStringLiteral("pilotctl fallback: %1").arg(error));
        return kExitFailure;
    }
    printOut(CliTr::tr("%1: resumes %2 (step %3), job hash %4")
                 .arg(printable(out), printable(last.accepted->dir))
                 .arg(last.accepted->step)
                 .arg(job.jobHash));
    return kExitOk;
}

} // namespace

int runFallback(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("The project's fallback plan (docs/fallback.md): its emergency profile, target, export interval and re-check, "
                  "and every fallback run re-checked against the reference.\nWith --build: the fallback job from the emergency "
                  "profile and the pilot's last accepted checkpoint, written to --out.\nExit 0 when done, 2 when the project or "
                  "the profile is invalid or trains another job, 4 when there is no profile, pilot or accepted checkpoint."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the plan as JSON")});
    parser.addOption({QStringLiteral("build"), CliTr::tr("build the fallback job")});
    parser.addOption({QStringLiteral("out"), CliTr::tr("where --build writes the job"), QStringLiteral("JOB.json")});
    parser.addOption({QStringLiteral("name"), CliTr::tr("the fallback job's name (default: the profile's)"), QStringLiteral("NAME")});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), CliTr::tr("project file"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("fallback")); done >= 0)
        return done;
    const QString file = parser.positionalArguments().constFirst();
    Project project;
    if (const int failed = loadProjectFile(file, &project); failed >= 0)
        return failed;
    const QString folder = projectFolderOf(QFileInfo(file).absoluteFilePath());
    if (parser.isSet(QStringLiteral("build"))) {
        if (!parser.isSet(QStringLiteral("out"))) {
            printErr(CliTr::tr("pilotctl fallback: --build needs --out JOB.json"));
            return kExitUsage;
        }
        return build(project, folder, parser.value(QStringLiteral("out")), parser.value(QStringLiteral("name")));
    }
    const FallbackReading reading = readFallback(project, folder);
    if (parser.isSet(QStringLiteral("json")))
        printOut(QString::fromUtf8(QJsonDocument(toJson(reading)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(text(reading));
    return kExitOk;
}

} // namespace pilot::cli
