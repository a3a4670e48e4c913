#include "distributed.h"

#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>

#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <thread>

namespace pilot::trainer {

namespace {

// A whole number from the environment, or nullopt when the variable is not set.
std::optional<long> number(const char *name)
{
    const char *text = std::getenv(name);
    if (!text || !*text)
        return std::nullopt;
    char *end = nullptr;
    const long value = std::strtol(text, &end, 10);
    if (!end || *end != '\0')
        throw std::invalid_argument(std::string(name) + ": \"" + text + "\" is not a whole number");
    return value;
}

} // namespace

RankEnv rankFromEnvironment()
{
    RankEnv env;
    // srun's variables first: under Slurm a stray RANK from the user's shell must not count.
    const bool slurm = std::getenv("SLURM_PROCID") && std::getenv("SLURM_NTASKS");
    const char *rankName = slurm ? "SLURM_PROCID" : "RANK";
    const char *worldName = slurm ? "SLURM_NTASKS" : "WORLD_SIZE";
    const std::optional<long> rank = number(rankName), world = number(worldName);
    if (!world)
        return env;
    if (*world < 1 || *world > 65536)
        throw std::invalid_argument(std::string(worldName) + ": " + std::to_string(*world) + " processes is not between 1 and 65536");
    const long r = rank.value_or(0);
    if (r < 0 || r >= *world)
        throw std::invalid_argument(std::string(rankName) + ": rank " + std::to_string(r) + " is not between 0 and "
                                    + std::to_string(*world - 1));
    env.rank = int(r);
    env.world = int(*world);
    if (const char *addr = std::getenv("MASTER_ADDR"); addr && *addr)
        env.masterAddr = addr;
    if (const std::optional<long> port = number("MASTER_PORT")) {
        if (*port < 1 || *port > 65535)
            throw std::invalid_argument("MASTER_PORT: " + std::to_string(*port) + " is not a port (1 … 65535)");
        env.masterPort = int(*port);
    }
    return env;
}

struct ProcessGroup::Impl
{
    c10::intrusive_ptr<c10d::TCPStore> store;
    c10::intrusive_ptr<c10d::ProcessGroupGloo> group;
};

ProcessGroup::ProcessGroup(const RankEnv &env, std::chrono::milliseconds timeout)
    : m_env(env)
    , d(std::make_unique<Impl>())
{
    c10d::TCPStoreOptions options;
    options.port = std::uint16_t(env.masterPort);
    options.isServer = env.rank == 0;
    options.numWorkers = std::size_t(env.world);
    options.timeout = timeout;
    d->store = c10::make_intrusive<c10d::TCPStore>(env.masterAddr, options);
    auto glooOptions = c10d::ProcessGroupGloo::Options::create(timeout);
    // The address the others reach rank 0 at is the one this process talks from, too: on one
    // machine the loopback, on a cluster the node's name.
    glooOptions->devices.push_back(c10d::ProcessGroupGloo::createDefaultDevice());
    d->group = c10::make_intrusive<c10d::ProcessGroupGloo>(d->store, env.rank, env.world, glooOptions);
}

ProcessGroup::~ProcessGroup() = default;

namespace {

// One collective on all the tensors at once: they travel as one flat buffer (Gloo's calls take
// tensors of one shape) and are copied back in place.
template<typename Collective>
void throughOneBuffer(const std::vector<torch::Tensor> &tensors, Collective collective)
{
    if (tensors.empty())
        return;
    std::vector<torch::Tensor> flat;
    for (const torch::Tensor &t : tensors)
        flat.push_back(t.detach().reshape({-1}));
    std::vector<torch::Tensor> buffer{torch::cat(flat)};
    collective(buffer);
    std::int64_t offset = 0;
    for (const torch::Tensor &t : tensors) {
        const std::int64_t n = t.numel();
        t.detach().copy_(buffer[0].slice(0, offset, offset + n).view(t.sizes()));
        offset += n;
    }
}

// Waits for a collective; its failure becomes a CollectiveError, so that the caller can tell a
// peer's end from this process's own.
void finish(const c10::intrusive_ptr<c10d::Work> &work)
{
    try {
        work->wait();
    } catch (const c10::Error &e) {
        throw CollectiveError(e.what_without_backtrace());
    } catch (const std::exception &e) {
        throw CollectiveError(e.what());
    }
}

std::string endKey(int rank)
{
    return "pilot/end/" + std::to_string(rank);
}

} // namespace

void ProcessGroup::sum(const std::vector<torch::Tensor> &tensors)
{
    throughOneBuffer(tensors, [this](std::vector<torch::Tensor> &buffer) { finish(d->group->allreduce(buffer)); });
}

std::int64_t ProcessGroup::max(std::int64_t value)
{
    std::vector<torch::Tensor> buffer{torch::full({1}, value, torch::kInt64)};
    c10d::AllreduceOptions options;
    options.reduceOp = c10d::ReduceOp::MAX;
    finish(d->group->allreduce(buffer, options));
    return buffer[0].item<std::int64_t>();
}

void ProcessGroup::broadcast(const std::vector<torch::Tensor> &tensors)
{
    throughOneBuffer(tensors, [this](std::vector<torch::Tensor> &buffer) {
        c10d::BroadcastOptions options;
        options.rootRank = 0;
        finish(d->group->broadcast(buffer, options));
    });
}

void ProcessGroup::tellEnd(const std::string &reason, bool ownFailure) noexcept
{
    try {
        const std::string value = (ownFailure ? "own " : "echo ") + reason;
        d->store->set(endKey(m_env.rank), std::vector<std::uint8_t>(value.begin(), value.end()));
    } catch (...) {
        // Rank 0 (the store) is gone: it cannot be told, and has no run_end to write either.
    }
}

std::string ProcessGroup::namedFailure(const std::string &reason, bool collective, std::chrono::milliseconds wait) noexcept
{
    if (!collective || m_env.rank != 0 || m_env.world < 2)
        return reason; // rank 0's own failure is the run's
    try {
        std::vector<std::optional<std::string>> ends(std::size_t(m_env.world));
        const auto deadline = std::chrono::steady_clock::now() + wait;
        for (;;) {
            bool all = true;
            for (int r = 1; r < m_env.world; ++r) {
                if (ends[std::size_t(r)])
                    continue;
                if (d->store->check({endKey(r)})) {
                    const std::vector<std::uint8_t> value = d->store->get(endKey(r));
                    ends[std::size_t(r)] = std::string(value.begin(), value.end());
                    if (ends[std::size_t(r)]->rfind("own ", 0) == 0)
                        return "rank " + std::to_string(r) + " of " + std::to_string(m_env.world) + " failed: "
                               + ends[std::size_t(r)]->substr(4);
                } else {
                    all = false;
                }
            }
            if (all || std::chrono::steady_clock::now() >= deadline)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        std::string silent;
        int count = 0;
        for (int r = 1; r < m_env.world; ++r) {
            if (!ends[std::size_t(r)]) {
                silent += (silent.empty() ? "" : ", ") + std::to_string(r);
                ++count;
            }
        }
        if (silent.empty())
            return reason;
        return (count == 1 ? "rank " : "ranks ") + silent + " of " + std::to_string(m_env.world) + " stopped answering: " + reason;
    } catch (...) {
        return reason;
    }
}

} // namespace pilot::trainer
