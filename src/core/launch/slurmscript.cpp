#include "core/launch/slurmscript.h"

#include "core/support/coretr.h"
#include "core/support/shellquote.h"

#include <QDir>
#include <QRegularExpression>

#include <algorithm>

namespace pilot {

namespace {

bool isShellName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*\\z"));
    return re.match(name).hasMatch();
}

// Why a value cannot go into the script; empty when it can.
QString problemOf(const QString &value)
{
    if (value.contains(QChar(u'\0')))
        return CoreTr::tr("The value “%1” contains a NUL character, which no program argument can hold.").arg(value);
    if (value.contains(QLatin1Char('\r')))
        return CoreTr::tr("The value “%1” contains a carriage return, which sbatch refuses in a batch script.").arg(value);
    return {};
}

// Why the plan's values cannot go into a batch script (the run folder, working folder, argv,
// environment and partition, in that order); empty when they all can.
QString planProblem(const LaunchPlan &plan, const QString &runDir, const QString &workDir, const QString &partition)
{
    QString problem = problemOf(runDir);
    if (problem.isEmpty())
        problem = problemOf(workDir);
    for (int i = 0; problem.isEmpty() && i < plan.argv.size(); ++i)
        problem = problemOf(plan.argv.at(i));
    for (auto it = plan.env.cbegin(); problem.isEmpty() && it != plan.env.cend(); ++it) {
        if (!isShellName(it.key()))
            problem = CoreTr::tr("The environment variable name “%1” is not a plain name (letters, digits and '_', "
                                 "not starting with a digit).")
                          .arg(it.key());
        else
            problem = problemOf(it.value());
    }
    if (problem.isEmpty())
        problem = problemOf(partition);
    return problem;
}

// The batch script that runs the plan's program in `workDir` with its environment; the plan's
// values must have passed planProblem.
QString batchScript(const LaunchPlan &plan, const QString &workDir)
{
    // The first line after the comments is a command, so sbatch stops looking for #SBATCH
    // lines there: a value below that holds a newline and "#SBATCH" is never read as one.
    QStringList lines;
    lines << QStringLiteral("#!/bin/bash")
          << QStringLiteral("# Written by Migration Pilot: one job of the run folder below, as a Slurm batch job.")
          << QStringLiteral("# Every value is a single-quoted shell word; the job's program replaces this shell")
          << QStringLiteral("# (exec), so scancel's SIGTERM reaches it directly.") << QStringLiteral("set -u")
          << QStringLiteral("cd -- %1 || exit 1").arg(*shellQuote(workDir));
    for (auto it = plan.env.cbegin(); it != plan.env.cend(); ++it)
        lines << QStringLiteral("export %1=%2").arg(it.key(), *shellQuote(it.value()));
    if (plan.tasks > 1) {
        // The ranks of one data-parallel run: one srun step of `tasks` tasks, each told its rank by
        // srun (SLURM_PROCID, SLURM_NTASKS); they meet on the job's first node, at a port the
        // job's id picks. srun replaces the shell, and scancel's SIGTERM reaches every task once;
        // a task that fails ends the step (--kill-on-bad-exit), and each line of the logs names
        // the task it came from (--label), so a rank that failed is named.
        lines << QStringLiteral("export MASTER_ADDR=\"$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\"")
              << QStringLiteral("export MASTER_PORT=$((20000 + SLURM_JOB_ID % 20000))")
              << QStringLiteral("exec srun --kill-on-bad-exit=1 --label --ntasks=%1 --nodes=%2 -- %3")
                     .arg(plan.tasks)
                     .arg(std::max(1, plan.nodes))
                     .arg(*shellQuoteWords(plan.argv));
    } else {
        lines << QStringLiteral("exec -- %1").arg(*shellQuoteWords(plan.argv));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

QString slurmJobName(const QString &name)
{
    QString out;
    for (const QChar c : name) {
        const bool plain = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
                           || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.') || c == QLatin1Char('_')
                           || c == QLatin1Char('-');
        out += plain ? c : QLatin1Char('_');
    }
    while (out.startsWith(QLatin1Char('-')) || out.startsWith(QLatin1Char('.')))
        out.remove(0, 1);
    out.truncate(64);
    if (out.isEmpty() || out.count(QLatin1Char('_')) == out.size())
        return QStringLiteral("pilot-run");
    return out;
}

QString slurmEscapeFileName(const QString &path)
{
    QString out = path;
    out.replace(QLatin1String("%"), QLatin1String("%%"));
    return out;
}

bool makeSlurmSubmission(const LaunchPlan &plan, const QString &runDir, const QString &partition, const QString &comment,
                         SlurmSubmission *submission, QString *error)
{
    if (plan.argv.isEmpty() || plan.argv.first().isEmpty()) {
        *error = CoreTr::tr("The launch plan names no program to run.");
        return false;
    }
    if (!QDir::isAbsolutePath(runDir)) {
        *error = CoreTr::tr("The run folder %1 is not an absolute path; Slurm's compute nodes need one.").arg(runDir);
        return false;
    }
    if (runDir.contains(QLatin1Char('\\'))) {
        *error = CoreTr::tr("The run folder %1 contains a backslash, which Slurm cannot write its log files under; "
                            "choose a folder name without one.")
                     .arg(runDir);
        return false;
    }
    const QString workDir = plan.workingDirectory.isEmpty() ? runDir : plan.workingDirectory;
    const QString problem = planProblem(plan, runDir, workDir, partition);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }

    const QString logs = QDir(runDir).filePath(QStringLiteral("logs"));
    SlurmSubmission s;
    s.script = batchScript(plan, workDir);
    QString name = plan.job.value(QStringLiteral("name")).toString();
    if (name.isEmpty())
        name = plan.job.value(QStringLiteral("run_id")).toString();
    s.jobName = slurmJobName(name);
    // One "--option=value" argument each: a value can never be taken for another option.
    s.sbatchArgs << QStringLiteral("--parsable") << QStringLiteral("--job-name=") + s.jobName;
    if (!partition.isEmpty())
        s.sbatchArgs << QStringLiteral("--partition=") + partition;
    s.sbatchArgs << QStringLiteral("--nodes=%1").arg(std::max(1, plan.nodes)) << QStringLiteral("--ntasks=%1").arg(std::max(1, plan.tasks));
    const int threads = plan.job.value(QStringLiteral("threads")).toInt();
    if (threads > 0)
        s.sbatchArgs << QStringLiteral("--cpus-per-task=%1").arg(threads);
    s.sbatchArgs << QStringLiteral("--output=") + slurmEscapeFileName(QDir(logs).filePath(QStringLiteral("stdout.log")))
                 << QStringLiteral("--error=") + slurmEscapeFileName(QDir(logs).filePath(QStringLiteral("stderr.log")))
                 << QStringLiteral("--open-mode=append")
                 // A node failure ends the job (NODE_FAIL) instead of starting it again unasked.
                 << QStringLiteral("--no-requeue")
                 // The job gets sbatch's environment, which the launcher sets explicitly.
                 << QStringLiteral("--export=ALL");
    if (!comment.isEmpty())
        s.sbatchArgs << QStringLiteral("--comment=") + comment;
    *submission = s;
    return true;
}

} // namespace pilot
