#include "core/runs/metricskey.h"

namespace pilot::metricsline {

// Stays whole: it is the table of every key a metrics line may hold, one case per key length,
// so that a key is compared with the few of its length only; split, the table would be scattered.
Key keyOf(std::string_view key)
{
    switch (key.size()) {
    case 1:
        if (key == "t")
            return Key::T;
        if (key == "v")
            return Key::V;
        break;
    case 2:
        if (key == "lr")
            return Key::Lr;
        if (key == "id")
            return Key::Id;
        break;
    case 3:
        if (key == "dir")
            return Key::Dir;
        if (key == "pid")
            return Key::Pid;
        break;
    case 4:
        if (key == "type")
            return Key::Type;
        if (key == "step")
            return Key::Step;
        if (key == "loss")
            return Key::Loss;
        if (key == "name")
            return Key::Name;
        if (key == "host")
            return Key::Host;
        break;
    case 5:
        if (key == "state")
            return Key::State;
        if (key == "bytes")
            return Key::Bytes;
        if (key == "level")
            return Key::Level;
        break;
    case 6:
        if (key == "tokens")
            return Key::Tokens;
        if (key == "prompt")
            return Key::Prompt;
        if (key == "output")
            return Key::Output;
        if (key == "status")
            return Key::Status;
        if (key == "reason")
            return Key::Reason;
        if (key == "run_id")
            return Key::RunId;
        if (key == "device")
            return Key::Device;
        break;
    case 7:
        if (key == "seconds")
            return Key::Seconds;
        if (key == "message")
            return Key::Message;
        if (key == "backend")
            return Key::Backend;
        break;
    case 8:
        if (key == "val_loss")
            return Key::ValLoss;
        if (key == "job_hash")
            return Key::JobHash;
        break;
    case 9:
        if (key == "grad_norm")
            return Key::GradNorm;
        if (key == "reference")
            return Key::Reference;
        if (key == "exit_code")
            return Key::ExitCode;
        if (key == "last_step")
            return Key::LastStep;
        break;
    case 11:
        if (key == "step_time_s")
            return Key::StepTime;
        if (key == "data_time_s")
            return Key::DataTime;
        if (key == "comm_time_s")
            return Key::CommTime;
        break;
    case 12:
        if (key == "slurm_job_id")
            return Key::SlurmJobId;
        break;
    case 15:
        if (key == "dataset_version")
            return Key::DatasetVersion;
        break;
    default:
        break;
    }
    return Key::Other;
}

} // namespace pilot::metricsline
