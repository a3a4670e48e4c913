#pragma once

#include <torch/torch.h>

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace pilot::trainer {

/// Which process of a data-parallel run this is. srun sets SLURM_PROCID and SLURM_NTASKS, a
/// torchrun-style launcher RANK and WORLD_SIZE; MASTER_ADDR and MASTER_PORT name where rank 0
/// waits for the others (127.0.0.1:29500 when unset). One process without any of them.
struct RankEnv
{
    int rank = 0;
    int world = 1;
    std::string masterAddr = "127.0.0.1";
    int masterPort = 29500;
};

/// Reads RankEnv from the environment; throws std::invalid_argument naming the variable whose
/// value does not fit (a rank outside 0 … world − 1, a port outside 1 … 65535, no number).
RankEnv rankFromEnvironment();

/// A collective that failed: another process of the run vanished, or did not answer in time.
class CollectiveError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The processes of a run adding up what each computed: Gloo over TCP (libtorch's c10d), on the
/// CPU. Every call is a collective: all processes make it, in the same order, or it fails after
/// the timeout — a process that vanished fails the others' next call at once (its connections
/// close), one that hangs after the timeout, so a run never waits forever.
class ProcessGroup
{
public:
    ProcessGroup(const RankEnv &env, std::chrono::milliseconds timeout);
    ~ProcessGroup();
    ProcessGroup(const ProcessGroup &) = delete;
    ProcessGroup &operator=(const ProcessGroup &) = delete;

    int rank() const { return m_env.rank; }
    int world() const { return m_env.world; }

    /// Adds the tensors of every process element by element, in place (one flat buffer on the
    /// wire, so any number of tensors of any shape of one dtype).
    void sum(const std::vector<torch::Tensor> &tensors);
    /// The largest of every process's value (an agreement: stop when one must).
    std::int64_t max(std::int64_t value);
    /// Rank 0's values in every process, in place.
    void broadcast(const std::vector<torch::Tensor> &tensors);

    /// Tells rank 0 why this process ends — its own failure, or a collective that failed here —
    /// through the rendezvous store, which outlives the collectives. Best effort: rank 0 may be
    /// gone too; never throws.
    void tellEnd(const std::string &reason, bool ownFailure) noexcept;
    /// On rank 0, after `reason` ended the run here: the reason naming the process it came from.
    /// A rank that failed by itself is named with its own reason (a collective failing here was
    /// only the echo); when only collectives failed, the ranks that said nothing within `wait`
    /// are the ones that vanished or hang. `reason` as it is when no rank can be named.
    std::string namedFailure(const std::string &reason, bool collective, std::chrono::milliseconds wait) noexcept;

private:
    struct Impl;
    RankEnv m_env;
    std::unique_ptr<Impl> d;
};

} // namespace pilot::trainer
