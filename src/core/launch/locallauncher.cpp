#include "core/launch/locallauncher.h"

#include "core/launch/launchidentity.h"
#include "core/launch/procstat.h"
#include "core/launch/runfolderlinks.h"
#include "core/runs/runliveness.h"
#include "core/support/atomicfile.h"
#include "core/support/coretr.h"
#include "core/support/filelock.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMutex>
#include <QMutexLocker>
#include <QWaitCondition>

#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/env.hpp>
#include <boost/process/environment.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>
#include <boost/process/io.hpp>
#include <boost/process/search_path.hpp>
#include <boost/process/start_dir.hpp>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace bp = boost::process;

namespace pilot {

namespace {

constexpr int kStartLockTimeoutMs = 10000;

// Exit statuses of the jobs this process started and reaped, so probe() can say how a job
// ended while its starter still runs. Keyed by pid; the start ticks tell a later process under
// the same pid apart. Allocated once and never freed: a reaper thread may still write into it
// while the program's static objects are being destroyed.
struct Reaped
{
    quint64 startTicks = 0;
    bool pending = true; ///< the reaper still waits for the job
    int exitCode = -1;   ///< the exit code, or 128 + the signal that killed it
};

// How long probe() waits for the reaper of a job it sees ended: between the job's exit and
// the table's entry lie a zombie's last moments and a thread's wake-up, which on a busy
// machine can outlast a poll. Without the wait a job that failed at once would read as lost.
constexpr unsigned long kReaperWaitMs = 2000;

QMutex &reapedMutex()
{
    static QMutex *mutex = new QMutex;
    return *mutex;
}

QWaitCondition &reapedCondition()
{
    static auto *condition = new QWaitCondition;
    return *condition;
}

std::map<qint64, Reaped> &reapedTable()
{
    static auto *table = new std::map<qint64, Reaped>;
    return *table;
}

// Who reaps the job. The job must outlive its starter (pilotctl exits at once; the app may be
// closed), so nobody may wait for it in the foreground, and while the starter lives its
// finished job must not stay a zombie. A double fork would hand the job to init at once, but
// then nobody here learns its exit status, and Boost.Process would know only the intermediate
// process. So the launcher keeps the job as its child and a detached thread blocks in
// waitpid() for it: the zombie is reaped the moment the job ends, its exit status is kept for
// probe(), and when the starter ends first the kernel hands the job to init (or the nearest
// subreaper), which reaps it. The thread holds nothing but the pid.
void reapInBackground(qint64 pid, quint64 startTicks)
{
    {
        QMutexLocker lock(&reapedMutex());
        reapedTable()[pid] = Reaped{startTicks, true, -1};
    }
    std::thread([pid, startTicks] {
        int status = 0;
        pid_t r;
        do {
            r = ::waitpid(pid_t(pid), &status, 0);
        } while (r < 0 && errno == EINTR);
        // SIGCHLD ignored somewhere: the kernel reaped it and the status is lost (-1).
        const int code = r != pid_t(pid) ? -1 : WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? 128 + WTERMSIG(status) : -1;
        QMutexLocker lock(&reapedMutex());
        reapedTable()[pid] = Reaped{startTicks, false, code};
        reapedCondition().wakeAll();
    }).detach();
}

// The exit status of a job this process started and that is no longer alive, once its
// reaper has it (waits up to kReaperWaitMs for it); -1 for another process's job.
int reapedExitCode(qint64 pid, quint64 startTicks)
{
    QMutexLocker lock(&reapedMutex());
    QDeadlineTimer deadline(kReaperWaitMs);
    for (;;) {
        const auto it = reapedTable().find(pid);
        if (it == reapedTable().end() || (startTicks != 0 && it->second.startTicks != startTicks))
            return -1;
        if (!it->second.pending)
            return it->second.exitCode;
        if (!reapedCondition().wait(&reapedMutex(), deadline))
            return -1;
    }
}

QString exitText(int code)
{
    if (code > 128 && code < 128 + 65)
        return CoreTr::tr("killed by signal %1").arg(code - 128);
    return CoreTr::tr("exit code %1").arg(code);
}

std::string local8(const QString &text)
{
    return QFile::encodeName(text).toStdString();
}

// A log file of the job: appended to (a resumed run keeps the text of the earlier attempts),
// never through a link planted in its place.
int openLog(const QString &path, QString *error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0644);
    if (fd < 0)
        *error = CoreTr::tr("%1: cannot open the log file: %2").arg(path, QString::fromLocal8Bit(::strerror(errno)));
    return fd;
}

struct Fd
{
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// Everything descriptors 3 and up of the forked child are marked close-on-exec, so the job
// inherits no pipe, socket or lock of its starter (a QProcess pipe held open by the job would
// keep a caller waiting for end of file forever). close_range(2) does it in one call
// (Linux 5.11); older kernels get the loop.
void closeInheritedDescriptors()
{
#if defined(SYS_close_range)
    constexpr unsigned kCloseRangeCloexec = 1U << 2; // CLOSE_RANGE_CLOEXEC
    if (::syscall(SYS_close_range, 3U, ~0U, kCloseRangeCloexec) == 0)
        return;
#endif
    long max = ::sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536)
        max = 65536;
    for (int fd = 3; fd < max; ++fd)
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

bool sameHost(const LaunchRecord &record)
{
    return record.host.isEmpty() || record.host == thisHostName();
}

// A companion made ready before the fork: between fork and exec nothing may allocate, so its
// argv and environment are kept here as C arrays, and its output file is already open.
struct PreparedCompanion
{
    std::vector<std::string> args;
    std::vector<char *> argv;
    int out = -1;
};

bool plainOutputName(const QString &name)
{
    return !name.isEmpty() && name.size() <= 100 && !name.contains(QLatin1Char('/')) && !name.startsWith(QLatin1Char('.'))
           && name != QLatin1String(kLaunchRecordFile) && name != QLatin1String("job.json") && name != QLatin1String("metrics.jsonl")
           && name != QLatin1String("run.lock");
}

// Runs in the forked job process, after setsid(), before the job's exec: starts each companion
// as a child of the job, so it shares the job's session and process group (an abort reaches
// it), and gets SIGTERM when the job ends (PR_SET_PDEATHSIG). Its standard output goes to its
// file, capped at kCompanionOutputLimit bytes; its standard error to the job's. Only
// async-signal-safe calls.
void startCompanions(const std::vector<PreparedCompanion> &companions, char *const *envp, int errFd)
{
    const pid_t job = ::getpid();
    for (const PreparedCompanion &c : companions) {
        if (c.out < 0)
            continue;
        const pid_t pid = ::fork();
        if (pid != 0)
            continue; // the job goes on; a failed fork leaves the job alone
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != job)
            ::_exit(0); // the job is gone already
        const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (null < 0 || ::dup2(null, STDIN_FILENO) < 0 || ::dup2(c.out, STDOUT_FILENO) < 0 || ::dup2(errFd, STDERR_FILENO) < 0)
            ::_exit(127);
        const rlimit size{LocalLauncher::kCompanionOutputLimit, LocalLauncher::kCompanionOutputLimit};
        ::setrlimit(RLIMIT_FSIZE, &size);
        const rlimit noCore{0, 0};
        ::setrlimit(RLIMIT_CORE, &noCore);
        closeInheritedDescriptors();
        ::execve(c.argv.front(), c.argv.data(), envp);
        ::_exit(127);
    }
}

// `program` found on `path` (colon-separated) as execvp would find it; empty when it is on none
// of its folders.
QString findOnPath(const QString &program, const QString &path)
{
    std::vector<boost::filesystem::path> dirs;
    for (const QString &dir : path.split(QLatin1Char(':'), Qt::SkipEmptyParts))
        dirs.emplace_back(local8(dir));
    const boost::filesystem::path found = bp::search_path(local8(program), dirs);
    return found.empty() ? QString() : QFile::decodeName(QByteArray::fromStdString(found.string()));
}

// The job's environment in the two forms its start needs: Boost.Process's for the job itself,
// and a plain envp for the companions, which are started by exec from the forked job where
// nothing may allocate.
struct PreparedEnvironment
{
    bp::environment job;
    std::vector<std::string> strings;
    std::vector<char *> envp;
};

void prepareEnvironment(const QMap<QString, QString> &env, PreparedEnvironment *out)
{
    out->job.clear();
    for (auto it = env.constBegin(); it != env.constEnd(); ++it) {
        out->job[local8(it.key())] = local8(it.value());
        out->strings.push_back(local8(it.key()) + '=' + local8(it.value()));
    }
    for (std::string &entry : out->strings)
        out->envp.push_back(entry.data());
    out->envp.push_back(nullptr);
}

// The plan's companions: each looked up on the job's PATH and its output file opened now. One
// that cannot be started is recorded with the reason; the job starts all the same.
struct PreparedCompanions
{
    QList<LaunchCompanion> records;
    std::vector<PreparedCompanion> ready;
    std::vector<std::unique_ptr<Fd>> fds; // closed here once the job has them
};

void prepareCompanions(const QList<PlanCompanion> &planned, const QString &path, const QString &runDir, PreparedCompanions *out)
{
    for (const PlanCompanion &companion : planned) {
        LaunchCompanion record{companion.argv, companion.output, false, QString()};
        if (companion.argv.isEmpty() || companion.argv.constFirst().isEmpty() || !plainOutputName(companion.output)) {
            record.note = CoreTr::tr("not started: the plan names no program or no plain file name for its output");
            out->records.append(record);
            continue;
        }
        QString found = companion.argv.constFirst();
        if (!found.contains(QLatin1Char('/')))
            found = findOnPath(found, path);
        else if (!QFileInfo(found).isExecutable() || !QFileInfo(found).isFile())
            found.clear();
        if (found.isEmpty()) {
            record.note = CoreTr::tr("not started: %1 is not on this host").arg(companion.argv.constFirst());
            out->records.append(record);
            continue;
        }
        QString openError;
        out->fds.push_back(std::make_unique<Fd>());
        out->fds.back()->fd = openLog(runDir + QLatin1Char('/') + companion.output, &openError);
        if (out->fds.back()->fd < 0) {
            record.note = openError;
            out->records.append(record);
            continue;
        }
        PreparedCompanion c;
        c.args.push_back(local8(found));
        for (qsizetype i = 1; i < companion.argv.size(); ++i)
            c.args.push_back(local8(companion.argv.at(i)));
        for (std::string &arg : c.args)
            c.argv.push_back(arg.data());
        c.argv.push_back(nullptr);
        c.out = out->fds.back()->fd;
        out->ready.push_back(std::move(c));
        record.argv[0] = found;
        record.started = true;
        out->records.append(record);
    }
}

// Starts the job: `program` (resolved) with the plan's arguments in `workDir`, in a session of
// its own with its output in the two log files and the companions started beside it. Returns
// its pid and start time, once it is detached and reaped in the background; pid 0 and `error`
// when it could not be started.
struct SpawnedJob
{
    qint64 pid = 0;
    quint64 startTicks = 0;
};

SpawnedJob spawnJob(const QString &program, const QStringList &argv, const QString &workDir, int outFd, int errFd,
                    const PreparedCompanions &companions, PreparedEnvironment &environment, QString *error)
{
    std::vector<std::string> args;
    for (qsizetype i = 1; i < argv.size(); ++i)
        args.push_back(local8(argv.at(i)));

    pid_t failedPid = -1;
    std::error_code ec;
    // Between fork and exec only async-signal-safe calls: the app may have other threads.
    bp::child child(
        bp::exe = local8(program), bp::args = args, environment.job, bp::start_dir = local8(workDir), bp::std_in < bp::null,
        bp::extend::on_exec_setup =
            [outFd, errFd, &companions, &environment](auto &exec) {
                if (::setsid() < 0 || ::dup2(outFd, STDOUT_FILENO) < 0 || ::dup2(errFd, STDERR_FILENO) < 0) {
                    exec.set_error(std::error_code(errno, std::system_category()), "setting up the job's session and logs failed");
                    ::_exit(127);
                }
                sigset_t none;
                ::sigemptyset(&none);
                ::sigprocmask(SIG_SETMASK, &none, nullptr);
                // Handlers are reset by exec, ignored signals are not: an app that ignores
                // SIGPIPE or SIGINT must not pass that on, and SIGTERM must reach the job.
                for (int sig : {SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGCHLD, SIGUSR1, SIGUSR2})
                    ::signal(sig, SIG_DFL);
                startCompanions(companions.ready, environment.envp.data(), errFd);
                closeInheritedDescriptors();
            },
        bp::extend::on_error = [&failedPid](auto &exec, const std::error_code &) { failedPid = exec.pid; }, ec);
    if (ec || !child.valid()) {
        // The child that failed to exec has exited; reap it so it does not stay a zombie.
        if (failedPid > 0) {
            int status = 0;
            while (::waitpid(failedPid, &status, 0) < 0 && errno == EINTR) {}
        }
        *error = CoreTr::tr("%1: the job could not be started: %2").arg(program, QString::fromLocal8Bit(ec.message().c_str()));
        return {};
    }
    const qint64 pid = child.id();
    // Still our unreaped child, so the pid cannot have been reused yet, even if it ended.
    const quint64 startTicks = readProcStat(pid).startTicks;
    child.detach(); // the job outlives this object; reapInBackground() waits for it
    reapInBackground(pid, startTicks);
    return {pid, startTicks};
}

// Whether a job may start in `runDir`: not while the job of its launch.json still runs (its
// job.json and launch.json would be replaced under it), nor while a process holds its run.lock.
bool runFolderIsFree(const QString &runDir, const std::function<ProcessProbe(const LaunchRecord &)> &probe, QString *error)
{
    LaunchRecord previous;
    QString previousError;
    if (readLaunchRecord(runDir, &previous, &previousError) && previous.launcher == QLatin1String("local")
        && probe(previous).state == ProcessProbe::State::Running) {
        *error = CoreTr::tr("%1: the run is still going (process %2); abort it or wait for its end before starting it again.")
                     .arg(runDir)
                     .arg(previous.pid);
        return false;
    }
    if (const RunLockCheck lock = checkRunLock(runDir); lock.state == RunLockCheck::State::Held) {
        *error = CoreTr::tr("%1: a process (%2 on %3) holds run.lock; the run folder is in use.").arg(runDir).arg(lock.pid).arg(lock.host);
        return false;
    }
    return true;
}

} // namespace

QMap<QString, QString> LocalLauncher::baseEnvironment()
{
    QMap<QString, QString> env;
    const QString path = qEnvironmentVariable("PATH");
    env.insert(QStringLiteral("PATH"), path.isEmpty() ? QStringLiteral("/usr/local/bin:/usr/bin:/bin") : path);
    for (const char *name : {"HOME", "LANG", "LC_ALL", "TMPDIR", "USER"}) {
        if (qEnvironmentVariableIsSet(name))
            env.insert(QLatin1String(name), qEnvironmentVariable(name));
    }
    return env;
}

namespace {

// The program to start: as named when it holds a slash, else found on the job's PATH; empty,
// with the reason, when there is none.
QString programOf(const QString &named, const QString &path, QString *error)
{
    if (named.contains(QLatin1Char('/')))
        return named;
    const QString found = findOnPath(named, path);
    if (found.isEmpty())
        *error = CoreTr::tr("%1: no such program on the PATH of the job (%2).").arg(named, path);
    return found;
}

// The job's environment: this one's base, the plan's variables, and the proof that the process
// is this run's job, checked before any signal (launchidentity.h), set last so that no plan can
// choose it.
QMap<QString, QString> jobEnvironment(QMap<QString, QString> env, const QMap<QString, QString> &planned, const QString &token)
{
    for (auto it = planned.constBegin(); it != planned.constEnd(); ++it)
        env.insert(it.key(), it.value());
    env.insert(QLatin1String(kLaunchTokenVariable), token);
    return env;
}

} // namespace

LaunchTarget LocalLauncher::target() const
{
    return LaunchTarget{};
}

bool LocalLauncher::start(const LaunchRequest &request, LaunchRecord *record, QString *error)
{
    error->clear();
    const LaunchPlan &plan = request.plan;
    if (plan.argv.isEmpty() || plan.argv.constFirst().isEmpty()) {
        *error = CoreTr::tr("The launch plan names no program to run.");
        return false;
    }
    const QString runDir = QDir::cleanPath(QFileInfo(request.runDir).absoluteFilePath());
    const QString logDir = runDir + QStringLiteral("/logs");
    if (!checkRunFolderLinks(runDir, error))
        return false;
    if (!QDir().mkpath(logDir)) {
        *error = CoreTr::tr("%1: cannot create the run folder and its logs folder.").arg(runDir);
        return false;
    }

    // One start at a time per folder, and never over a job that is still going: its job.json
    // and launch.json would be replaced under it.
    FileLock startLock;
    if (!startLock.acquire(lockFileOf(runDir + QLatin1Char('/') + QLatin1String(kLaunchRecordFile)), kStartLockTimeoutMs, error))
        return false;
    if (!runFolderIsFree(
            runDir, [this](const LaunchRecord &r) { return probe(r); }, error))
        return false;

    const QString workDir = plan.workingDirectory.isEmpty() ? runDir : plan.workingDirectory;
    if (!QFileInfo(workDir).isDir()) {
        *error = CoreTr::tr("%1: the working folder of the job does not exist.").arg(workDir);
        return false;
    }

    const QString token = newLaunchToken();
    const QMap<QString, QString> env = jobEnvironment(baseEnvironment(), plan.env, token);

    const QString program = programOf(plan.argv.constFirst(), env.value(QStringLiteral("PATH")), error);
    if (program.isEmpty())
        return false;

    const QByteArray jobBytes = QJsonDocument(plan.job).toJson(QJsonDocument::Indented);
    if (!writeFileAtomically(runDir + QStringLiteral("/job.json"), jobBytes, error))
        return false;

    Fd out{openLog(logDir + QStringLiteral("/stdout.log"), error)};
    if (out.fd < 0)
        return false;
    Fd err{openLog(logDir + QStringLiteral("/stderr.log"), error)};
    if (err.fd < 0)
        return false;

    PreparedCompanions companions;
    prepareCompanions(plan.companions, env.value(QStringLiteral("PATH")), runDir, &companions);
    PreparedEnvironment environment;
    prepareEnvironment(env, &environment);
    const QDateTime started = QDateTime::currentDateTimeUtc();
    const SpawnedJob job = spawnJob(program, plan.argv, workDir, out.fd, err.fd, companions, environment, error);
    if (job.pid == 0)
        return false;

    LaunchRecord r;
    r.launcher = QStringLiteral("local");
    r.target = target().toString();
    r.host = thisHostName();
    r.hostRunDir = runDir;
    r.pid = job.pid;
    r.pidStartTicks = job.startTicks;
    r.launchToken = token;
    r.started = started;
    r.argv = plan.argv;
    r.argv[0] = program;
    recordRequest(request, jobBytes, &r);
    recordPlanDetails(plan, &r, QString());
    r.companions = companions.records; // started beside the job, unlike the plan's as recordPlanDetails puts them
    if (!writeLaunchRecord(runDir, r, error)) {
        // Without launch.json nobody could follow or abort it: nothing half-started stays.
        ::kill(pid_t(-job.pid), SIGKILL);
        return false;
    }
    *record = r;
    return true;
}

ProcessProbe LocalLauncher::probe(const LaunchRecord &record)
{
    ProcessProbe p;
    if (record.pid <= 0) {
        p.detail = CoreTr::tr("launch.json names no process");
        return p;
    }
    if (!isJobPid(record.pid)) {
        p.detail = impossiblePidReason(record.pid);
        return p;
    }
    if (!sameHost(record)) {
        // Another host's /proc is out of sight; its lock may be visible on a shared folder.
        const RunLockCheck lock = checkRunLock(record.hostRunDir);
        if (lock.state == RunLockCheck::State::Held) {
            p.state = ProcessProbe::State::Running;
            p.detail = CoreTr::tr("process %1 on %2 holds run.lock").arg(lock.pid).arg(lock.host);
        } else {
            p.detail = CoreTr::tr("the run was started on host %1; its process cannot be seen from here").arg(record.host);
        }
        return p;
    }
    const ProcStat s = readProcStat(record.pid);
    const bool ended = !s.exists || !s.alive();
    const int code = ended ? reapedExitCode(record.pid, record.pidStartTicks) : -1;
    if (!s.exists) {
        p.state = ProcessProbe::State::Ended;
        p.exitCode = code;
        p.detail = code >= 0 ? CoreTr::tr("process %1 ended (%2)").arg(record.pid).arg(exitText(code))
                             : CoreTr::tr("process %1 is gone").arg(record.pid);
    } else if (record.pidStartTicks != 0 && s.startTicks != record.pidStartTicks) {
        p.state = ProcessProbe::State::Ended;
        p.detail = CoreTr::tr("process %1 is gone; its pid now belongs to another process").arg(record.pid);
    } else if (!s.alive()) {
        p.state = ProcessProbe::State::Ended;
        p.exitCode = code;
        p.detail = CoreTr::tr("process %1 has ended").arg(record.pid);
    } else if (const JobIdentity id = checkLocalJob(record);
               !record.launchToken.isEmpty() && id.verdict == JobIdentity::Verdict::Unverified) {
        // A process lives under the pid, but nothing proves it is the run's: not taken for it.
        p.detail = id.why;
    } else {
        p.state = ProcessProbe::State::Running;
        p.detail = CoreTr::tr("process %1 is alive").arg(record.pid);
    }
    return p;
}

bool LocalLauncher::sync(const QString &, const LaunchRecord &, bool, QString *error)
{
    error->clear();
    return true;
}

namespace {

// What abort and kill say of a process they will not signal, and how to stop it by hand.
QString unverifiedError(const LaunchRecord &record, const QString &why)
{
    const QString how =
        isJobPid(record.pid)
            ? CoreTr::tr("for example with “kill -TERM -- -%1” after checking it with “ps -o pid,lstart,args -g %1”").arg(record.pid)
            : CoreTr::tr("find it with “ps -eo pid,pgid,lstart,args”");
    return unverifiedJobMessage(why, how);
}

// The job's process group while it is proven the job's (launchidentity.h): 0 when there is
// nothing of it left to signal, -1 with `error` when this machine cannot or must not signal it.
qint64 jobGroup(const LaunchRecord &record, QString *error)
{
    // A record without a pid (a copied run's, such as the shipped demo's) names no process on
    // any host: there is nothing of it to stop, and nothing is signalled.
    if (record.pid == 0)
        return 0;
    if (!sameHost(record)) {
        *error = CoreTr::tr("The run was started on host %1; it can only be stopped there.").arg(record.host);
        return -1;
    }
    const JobIdentity id = checkLocalJob(record);
    switch (id.verdict) {
    case JobIdentity::Verdict::Ours:
        return record.pid; // the job leads its own group (setsid)
    case JobIdentity::Verdict::Gone:
        return 0;
    case JobIdentity::Verdict::Unverified:
        break;
    }
    *error = unverifiedError(record, id.why);
    return -1;
}

bool waitGroupGone(qint64 group, int seconds)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (processGroupAlive(group)) {
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return true;
}

} // namespace

bool LocalLauncher::abort(const LaunchRecord &record, int graceSeconds, QString *error)
{
    error->clear();
    const qint64 group = jobGroup(record, error);
    if (group <= 0)
        return group == 0;
    if (::kill(pid_t(-group), SIGTERM) != 0) {
        if (errno == ESRCH)
            return true;
        *error = CoreTr::tr("Cannot signal process group %1: %2").arg(group).arg(QString::fromLocal8Bit(::strerror(errno)));
        return false;
    }
    if (waitGroupGone(group, qMax(0, graceSeconds)))
        return true;
    // Proven again: the group may have emptied while we waited, and its id been taken since.
    const JobIdentity again = checkLocalJob(record);
    if (again.verdict == JobIdentity::Verdict::Gone)
        return true;
    if (again.verdict == JobIdentity::Verdict::Unverified) {
        *error = unverifiedError(record, again.why);
        return false;
    }
    ::kill(pid_t(-group), SIGKILL);
    if (waitGroupGone(group, kKillWaitSeconds))
        return true;
    *error = CoreTr::tr("Process group %1 is still there %2 s after SIGKILL.").arg(group).arg(kKillWaitSeconds);
    return false;
}

bool LocalLauncher::kill(const LaunchRecord &record, QString *error)
{
    error->clear();
    const qint64 group = jobGroup(record, error);
    if (group <= 0)
        return group == 0;
    if (::kill(pid_t(-group), SIGKILL) != 0 && errno != ESRCH) {
        *error = CoreTr::tr("Cannot signal process group %1: %2").arg(group).arg(QString::fromLocal8Bit(::strerror(errno)));
        return false;
    }
    if (waitGroupGone(group, kKillWaitSeconds))
        return true;
    *error = CoreTr::tr("Process group %1 is still there %2 s after SIGKILL.").arg(group).arg(kKillWaitSeconds);
    return false;
}

} // namespace pilot
