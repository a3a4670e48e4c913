#pragma once

#include <string>
#include <vector>

namespace pilot::trainer {

/// `pilot-trainer --processes N --job … --run-dir …` on one machine: starts N processes of this
/// program as the ranks of one run (RANK, WORLD_SIZE, MASTER_ADDR 127.0.0.1 and a free
/// MASTER_PORT set; srun's variables removed, so a run inside a Slurm allocation counts its own
/// ranks) and waits for them. The ranks share this process's group: an abort that signals the
/// group (as the launchers do) reaches every rank once; this process itself outlives a SIGTERM
/// until its ranks end. When a rank fails, the others are asked to stop (SIGTERM, then SIGKILL
/// after `graceSeconds`). Returns rank 0's exit code (it wrote the run's end), or 1 when rank 0
/// succeeded but another rank did not; 128 + the signal when rank 0 was killed.
int superviseRanks(const std::string &program, const std::vector<std::string> &arguments, int processes, int graceSeconds = 30);

} // namespace pilot::trainer
