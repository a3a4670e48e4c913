#include "ranksupervisor.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>

extern char **environ;

namespace pilot::trainer {

namespace {

// A port no one listens on now, from the kernel (bind to port 0): a small window remains in
// which another program could take it; rank 0 then fails to listen and the run fails, saying so.
int freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof address;
    int port = -1;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

bool rankVariable(const char *entry)
{
    for (const char *name : {"RANK=", "WORLD_SIZE=", "LOCAL_RANK=", "MASTER_ADDR=", "MASTER_PORT=", "SLURM_PROCID=", "SLURM_NTASKS="}) {
        if (std::strncmp(entry, name, std::strlen(name)) == 0)
            return true;
    }
    return false;
}

// SIGTERM reaches the ranks through the process group; this process only waits for them.
void noteSignal(int) {}

// A rank's environment: this process's, without any rank variable of its own, and the rank's
// place in the run and where the ranks meet.
std::vector<std::string> rankEnvironment(int rank, int processes, int port)
{
    std::vector<std::string> env;
    for (char **e = environ; *e; ++e) {
        if (!rankVariable(*e))
            env.emplace_back(*e);
    }
    env.push_back("RANK=" + std::to_string(rank));
    env.push_back("LOCAL_RANK=" + std::to_string(rank));
    env.push_back("WORLD_SIZE=" + std::to_string(processes));
    env.push_back("MASTER_ADDR=127.0.0.1");
    env.push_back("MASTER_PORT=" + std::to_string(port));
    return env;
}

// Starts the ranks into `pids`; false, with the ones started stopped and waited for, when one
// cannot start.
bool startRanks(const std::string &program, const std::vector<std::string> &arguments, int processes, int port, std::vector<pid_t> *pids)
{
    for (int rank = 0; rank < processes; ++rank) {
        std::vector<std::string> env = rankEnvironment(rank, processes, port);
        std::vector<char *> envp, argv;
        for (std::string &e : env)
            envp.push_back(e.data());
        envp.push_back(nullptr);
        std::vector<std::string> args{program};
        args.insert(args.end(), arguments.begin(), arguments.end());
        for (std::string &a : args)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        pid_t pid = 0;
        // The ranks get the default signal handling back (a caught signal resets on exec).
        if (const int e = ::posix_spawn(&pid, program.c_str(), nullptr, nullptr, argv.data(), envp.data()); e != 0) {
            std::fprintf(stderr, "pilot-trainer: cannot start rank %d: %s\n", rank, std::strerror(e));
            for (const pid_t started : *pids)
                ::kill(started, SIGTERM);
            for (const pid_t started : *pids)
                ::waitpid(started, nullptr, 0);
            return false;
        }
        pids->push_back(pid);
    }
    return true;
}

// Waits for every rank to end and returns their wait statuses (-1 for one not waited for).
// Once one fails while others still run, those get a moment to end on their own, then SIGTERM,
// then after `graceSeconds` SIGKILL.
std::vector<int> waitForRanks(const std::vector<pid_t> &pids, int graceSeconds)
{
    std::vector<int> status(pids.size(), -1);
    std::vector<bool> ended(pids.size(), false);
    std::size_t left = pids.size();
    bool stopping = false;
    constexpr auto never = std::chrono::steady_clock::time_point::max();
    auto termAt = never, killAt = never;
    while (left > 0) {
        int s = 0;
        const pid_t pid = ::waitpid(-1, &s, stopping ? WNOHANG : 0);
        if (pid < 0 && errno == EINTR)
            continue;
        if (pid < 0)
            break;
        if (pid == 0) { // stopping: the others get a moment to end on their own, then are asked, then made to
            const auto now = std::chrono::steady_clock::now();
            for (std::size_t i = 0; i < pids.size(); ++i) {
                if (ended[i])
                    continue;
                if (now >= killAt)
                    ::kill(pids[i], SIGKILL);
                else if (now >= termAt)
                    ::kill(pids[i], SIGTERM);
            }
            if (now >= termAt)
                termAt = never;
            if (now >= killAt)
                killAt = never;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            continue;
        }
        for (std::size_t i = 0; i < pids.size(); ++i) {
            if (pids[i] != pid)
                continue;
            ended[i] = true;
            status[i] = s;
            --left;
            const bool failed = !(WIFEXITED(s) && (WEXITSTATUS(s) == 0 || WEXITSTATUS(s) == 143));
            if (failed && !stopping && left > 0) {
                // The others usually end by themselves (the same refusal, or their next sum fails
                // once this rank's connections close): a signal now could cut short the exit code
                // they are about to give. One still waiting to meet this rank is asked to stop.
                stopping = true;
                termAt = std::chrono::steady_clock::now() + std::chrono::seconds(5);
                killAt = termAt + std::chrono::seconds(graceSeconds);
            }
        }
    }
    return status;
}

// The run's exit code from its ranks' wait statuses: rank 0's (128 + the signal that ended it),
// or 1 when rank 0 succeeded and another rank did not.
int exitCodeOf(const std::vector<int> &status)
{
    const int first = status[0];
    if (WIFSIGNALED(first))
        return 128 + WTERMSIG(first);
    const int code = WIFEXITED(first) ? WEXITSTATUS(first) : 1;
    for (std::size_t i = 1; i < status.size() && code == 0; ++i) {
        if (!(WIFEXITED(status[i]) && WEXITSTATUS(status[i]) == 0))
            return 1;
    }
    return code;
}

} // namespace

int superviseRanks(const std::string &program, const std::vector<std::string> &arguments, int processes, int graceSeconds)
{
    const int port = freeLoopbackPort();
    if (port <= 0) {
        std::fprintf(stderr, "pilot-trainer: no free port on 127.0.0.1 for the ranks to meet: %s\n", std::strerror(errno));
        return 1;
    }
    struct sigaction quiet
    {};
    quiet.sa_handler = noteSignal;
    ::sigaction(SIGTERM, &quiet, nullptr);
    ::sigaction(SIGINT, &quiet, nullptr);

    std::vector<pid_t> pids;
    if (!startRanks(program, arguments, processes, port, &pids))
        return 1;
    return exitCodeOf(waitForRanks(pids, graceSeconds));
}

} // namespace pilot::trainer
