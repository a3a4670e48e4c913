// pilot-trainer: the libtorch worker of Migration Pilot (backend "libtorch").
//
//   pilot-trainer --job JOB.json --run-dir DIR        train (resumes per the job's "resume")
//   pilot-trainer score --model DIR [--adapter DIR] [--tokenizer F] --text-file F [--json]
//   pilot-trainer export --checkpoint DIR --out DIR [--merge-lora]   a valid checkpoint as an HF/PEFT folder
//   pilot-trainer job-hash --job JOB.json [--identity]  the job hash its checkpoints carry
//   pilot-trainer tokenize --tokenizer FILE [--special] [--decode]   text to ids and back
//   pilot-trainer --version | --help
#include "canonicaltext.h"
#include "checkpoint.h"
#include "common/inputfile.h"
#include "exportcommand.h"
#include "jobidentity.h"
#include "jobtokenizer.h"
#include "ranksupervisor.h"
#include "runlock.h"
#include "tokenizecommand.h"
#include "trainer.h"
#include "trainjob.h"

#include "tensor/modeldir.h"
#include "tensor/tokenizer.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <iostream>
#include <map>
#include <new>
#include <optional>
#include <sstream>

namespace fs = std::filesystem;
using namespace pilot;

namespace {

const char kUsage[] = "Usage:\n"
                      "  pilot-trainer --job JOB.json --run-dir DIR [--processes N]\n"
                      "      Train the job of the shared job interface; metrics.jsonl and checkpoints go to DIR.\n"
                      "      --processes N starts N processes of one data-parallel run on this machine (N must divide\n"
                      "      train.grad_accum); srun or RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT start the ranks directly.\n"
                      "  pilot-trainer score --model DIR [--adapter DIR] [--tokenizer FILE] --text-file FILE [--json]\n"
                      "      Mean token cross-entropy (and perplexity) of every line of FILE under a model folder\n"
                      "      or a checkpoint: the line with the tokenizer's special tokens, then EOS, every token\n"
                      "      after the first scored. The byte tokenizer unless --tokenizer names a tokenizer.json\n"
                      "      (EOS from the tokenizer_config.json beside it).\n"
                      "  pilot-trainer export --checkpoint DIR --out DIR [--merge-lora]\n"
                      "      Check a checkpoint against its manifest and write its model or PEFT adapter files to\n"
                      "      DIR (a new or empty folder) with a manifest; --merge-lora merges a LoRA adapter into\n"
                      "      its base model's weights (fp32).\n"
                      "  pilot-trainer job-hash --job JOB.json [--identity]\n"
                      "      Print the job hash (job_hash in its checkpoints): jobs with the same hash resume from\n"
                      "      each other's checkpoints, on any backend and machine. It covers what is trained: data,\n"
                      "      model and tokenizer by content, and the settings. --identity prints what it hashes.\n"
                      "  pilot-trainer tokenize --tokenizer FILE [--special] [--decode]\n"
                      "      Hugging Face tokenizer.json: each stdin line a JSON string, each stdout line the JSON\n"
                      "      list of its ids (--special: with BOS and other special tokens); with --decode each line\n"
                      "      a JSON list of ids and each output a JSON string (--special: special tokens kept).\n"
                      "  pilot-trainer --version\n\n"
                      "Exit codes: 0 completed, 1 failed (for tokenize: a refused tokenizer file or input line),\n"
                      "2 bad job or command line, 3 the run directory is in use by another trainer, 143 aborted by\n"
                      "SIGTERM (a checkpoint was written first).\n";

std::map<std::string, std::string> options(int argc, char **argv, int first, std::vector<std::string> *flags)
{
    std::map<std::string, std::string> out;
    for (int i = first; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--", 0) != 0)
            throw std::invalid_argument("unexpected argument '" + a + "'");
        if (a == "--json" || a == "--help" || a == "--special" || a == "--decode" || a == "--merge-lora" || a == "--identity") {
            flags->push_back(a);
            continue;
        }
        if (i + 1 >= argc)
            throw std::invalid_argument(a + " needs a value");
        out[a] = argv[++i];
    }
    return out;
}

// A model folder, or a checkpoint: a LoRA checkpoint names its base model in trainer_state.json.
tensor::LlamaForCausalLM loadForScoring(const std::string &dir, const std::string &adapter)
{
    if (fs::exists(fs::path(dir) / "COMPLETE")) {
        const std::string problem = trainer::checkpoint::validate(dir);
        if (!problem.empty())
            throw std::runtime_error(dir + ": " + problem);
    }
    if (fs::exists(fs::path(dir) / "adapter_config.json")) {
        tensor::LlamaForCausalLM model = tensor::loadModelDir(trainer::adapterBaseModel(dir), tensor::WeightDtype::File);
        tensor::loadAdapterDir(model, dir);
        return model;
    }
    // Scoring changes no weight: a bf16 model stays bf16 (and mapped), computed in fp32.
    tensor::LlamaForCausalLM model = tensor::loadModelDir(dir, tensor::WeightDtype::File);
    if (!adapter.empty())
        tensor::loadAdapterDir(model, adapter);
    return model;
}

int score(const std::map<std::string, std::string> &opts, bool json)
{
    if (!opts.count("--model") || !opts.count("--text-file"))
        throw std::invalid_argument("score needs --model and --text-file");
    torch::set_num_threads(1);
    tensor::LlamaForCausalLM model = loadForScoring(opts.at("--model"), opts.count("--adapter") ? opts.at("--adapter") : "");
    model->eval();
    torch::NoGradGuard noGrad;
    const std::unique_ptr<tensor::Tokenizer> tokenizer =
        trainer::loadJobTokenizer(opts.count("--tokenizer") ? "hf" : "bytes", opts.count("--tokenizer") ? opts.at("--tokenizer") : "");
    if (model->config().vocabSize < tokenizer->vocabSize())
        throw std::runtime_error("--model: vocab_size: the model knows " + std::to_string(model->config().vocabSize)
                                 + " tokens, the tokenizer needs " + std::to_string(tokenizer->vocabSize()));
    std::istringstream in(readRegularFile(opts.at("--text-file"), kMaxTextBytes, "text file"));
    nlohmann::json rows = nlohmann::json::array();
    std::string line;
    for (std::size_t number = 1; std::getline(in, line); ++number) {
        std::vector<std::int64_t> ids;
        try {
            ids = trainer::startIds(*tokenizer, line);
        } catch (const std::invalid_argument &e) { // text the tokenizer refuses, not a usage error
            throw std::runtime_error(opts.at("--text-file") + ":" + std::to_string(number) + ": " + e.what());
        }
        ids.push_back(tokenizer->eos());
        const torch::Tensor input = torch::tensor(ids, torch::kInt64).unsqueeze(0);
        const torch::Tensor logits = model(input.slice(1, 0, -1));
        const double ce = torch::nn::functional::cross_entropy(logits.squeeze(0), input.squeeze(0).slice(0, 1)).item<double>();
        if (json) {
            rows.push_back({{"text", line}, {"tokens", ids.size() - 1}, {"mean_cross_entropy", ce}, {"perplexity", std::exp(ce)}});
        } else {
            std::printf("%.6f\t%.4f\t%s\n", ce, std::exp(ce), line.c_str());
        }
    }
    if (json)
        std::cout << rows.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
    return 0;
}

// The hash of any valid job, also one this trainer cannot run (device neuron): it names the
// training, not where it runs.
int printJobHash(const std::map<std::string, std::string> &opts, bool identity)
{
    if (!opts.count("--job"))
        throw std::invalid_argument("job-hash needs --job");
    try {
        trainer::TrainJob job = trainer::readJobFile(opts.at("--job"));
        trainer::identifyJob(job);
        std::printf("%s\n", identity ? trainer::canonicalJson(job.identity).c_str() : job.hash.c_str());
    } catch (const trainer::JobError &e) {
        for (const std::string &problem : e.problems())
            std::fprintf(stderr, "pilot-trainer: %s\n", problem.c_str());
        return trainer::kExitBadJob;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n", e.what());
        return trainer::kExitBadJob;
    }
    return 0;
}

// What the run's end needs when the process is failing: everything is set up front, so that
// recording the end allocates nothing (an allocation failure may be why it ends).
trainer::RunLock *g_lock = nullptr;
const trainer::Trainer *g_trainer = nullptr;
int g_metricsFd = -1;
char g_reason[1024];

void setReason(const char *prefix, const char *what) noexcept
{
    std::snprintf(g_reason, sizeof g_reason, "%s%s", prefix, what ? what : "");
}

// A run_end "failed" line written without allocating; false when it could not be written.
bool writeFailedEnd(std::int64_t lastStep) noexcept
{
    static char escaped[2 * sizeof g_reason];
    static char line[sizeof escaped + 256];
    std::size_t o = 0;
    for (const char *p = g_reason; *p && o + 7 < sizeof escaped; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"' || c == '\\') {
            escaped[o++] = '\\';
            escaped[o++] = char(c);
        } else if (c < 0x20) {
            o += std::size_t(std::snprintf(escaped + o, sizeof escaped - o, "\\u%04x", c));
        } else {
            escaped[o++] = char(c); // UTF-8 passes through as it is
        }
    }
    escaped[o] = '\0';
    char last[48] = "";
    if (lastStep >= 0)
        std::snprintf(last, sizeof last, ", \"last_step\": %lld", static_cast<long long>(lastStep));
    const int n = std::snprintf(line, sizeof line,
                                "{\"v\": 1, \"type\": \"run_end\", \"t\": %.17g, \"status\": \"failed\", \"reason\": \"%s\", "
                                "\"exit_code\": %d%s}\n",
                                trainer::MetricsWriter::now(), escaped, trainer::kExitFailed, last);
    return g_metricsFd >= 0 && n > 0 && trainer::MetricsWriter::append(g_metricsFd, line, std::size_t(n));
}

// Records a failed end as well as it can: the disk may be full (the lock's reserve is given
// back first), memory may be short (nothing here allocates), and nothing here may throw.
void recordFailure(std::int64_t lastStep) noexcept
{
    std::fprintf(stderr, "pilot-trainer: %s\n", g_reason);
    if (g_lock)
        g_lock->releaseReserve();
    if (!writeFailedEnd(lastStep))
        std::fprintf(stderr, "pilot-trainer: the run's end could not be recorded in metrics.jsonl: %s\n", std::strerror(errno));
}

// An exception that escapes where none may (a noexcept function, a destructor, a thread)
// ends the process through here instead of leaving a run that looks alive.
[[noreturn]] void onTerminate()
{
    setReason("terminated: ", "no exception");
    if (const std::exception_ptr current = std::current_exception()) {
        try {
            std::rethrow_exception(current);
        } catch (const std::bad_alloc &) {
            setReason("terminated: ", "out of memory (std::bad_alloc)");
        } catch (const c10::Error &e) {
            setReason("terminated: ", e.what_without_backtrace());
        } catch (const std::exception &e) {
            setReason("terminated: ", e.what());
        } catch (...) {
            setReason("terminated: ", "an exception of unknown type");
        }
    }
    recordFailure(g_trainer ? g_trainer->lastStep() : -1);
    std::_Exit(trainer::kExitFailed);
}

// How long a process waits for the others (to meet, and at each collective): PILOT_COLLECTIVE_TIMEOUT
// seconds, 300 by default — long enough for a slow first step elsewhere, short enough that a
// hanging peer fails the run instead of holding it.
std::chrono::milliseconds collectiveTimeout()
{
    const char *text = std::getenv("PILOT_COLLECTIVE_TIMEOUT");
    const long seconds = text && *text ? std::strtol(text, nullptr, 10) : 300;
    return std::chrono::milliseconds(std::max(1L, seconds) * 1000);
}

// The command line read: a subcommand (score, export, job-hash, tokenize) or --help is carried out
// here and its exit code returned, as is a refused command line's; nothing when it asks for
// training, with `opts` holding its options.
std::optional<int> runCommandLine(const std::string &command, int argc, char **argv, std::map<std::string, std::string> *opts)
{
    std::vector<std::string> flags;
    try {
        const bool sub = command == "score" || command == "export" || command == "job-hash" || command == "tokenize";
        *opts = options(argc, argv, sub ? 2 : 1, &flags);
        if (std::find(flags.begin(), flags.end(), "--help") != flags.end()) {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (command == "score")
            return score(*opts, std::find(flags.begin(), flags.end(), "--json") != flags.end());
        if (command == "export")
            return trainer::runExport(*opts, flags);
        if (command == "job-hash")
            return printJobHash(*opts, std::find(flags.begin(), flags.end(), "--identity") != flags.end());
        if (command == "tokenize")
            return trainer::runTokenize(*opts, flags, stdin, stdout, stderr);
        if (!opts->count("--job") || !opts->count("--run-dir"))
            throw std::invalid_argument("training needs --job and --run-dir");
    } catch (const std::invalid_argument &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n\n%s", e.what(), kUsage);
        return trainer::kExitBadJob;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n", e.what());
        return trainer::kExitFailed;
    }
    return std::nullopt;
}

// --processes N: a number out of range is refused; above 1 this process starts the ranks and
// returns their exit code. Nothing when this process trains by itself.
std::optional<int> superviseIfAsked(const std::map<std::string, std::string> &opts)
{
    if (opts.count("--processes")) {
        int processes = 0;
        try {
            processes = std::stoi(opts.at("--processes"));
        } catch (const std::exception &) {
            processes = 0;
        }
        if (processes < 1 || processes > 256) {
            std::fprintf(stderr, "pilot-trainer: --processes: expected a number from 1 to 256, found '%s'\n", opts.at("--processes").c_str());
            return trainer::kExitBadJob;
        }
        if (processes > 1) {
            // This process starts the ranks and waits; each checks the job for itself.
            return trainer::superviseRanks("/proc/self/exe", {"--job", opts.at("--job"), "--run-dir", opts.at("--run-dir")}, processes);
        }
    }
    return std::nullopt;
}

// The job of --job read into `job`; its problems on stderr and kExitBadJob when it is refused.
std::optional<int> readJob(const std::map<std::string, std::string> &opts, trainer::TrainJob *job)
{
    try {
        *job = trainer::readTrainJob(opts.at("--job"));
    } catch (const trainer::JobError &e) {
        for (const std::string &problem : e.problems())
            std::fprintf(stderr, "pilot-trainer: %s\n", problem.c_str());
        return trainer::kExitBadJob;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n", e.what());
        return trainer::kExitBadJob;
    }
    return std::nullopt;
}

// Several processes (srun, or a torchrun-style launcher): which one this is. Refused before
// anything is written when the job cannot be shared among them.
std::optional<int> readRanks(const trainer::TrainJob &job, trainer::RankEnv *ranks)
{
    try {
        *ranks = trainer::rankFromEnvironment();
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n", e.what());
        return trainer::kExitBadJob;
    }
    if (ranks->world > 1 && job.gradAccum % ranks->world != 0) {
        std::fprintf(stderr, "pilot-trainer: train.grad_accum: %lld micro-batches per step cannot be shared equally among %d processes\n",
                     static_cast<long long>(job.gradAccum), ranks->world);
        return trainer::kExitBadJob;
    }
    return std::nullopt;
}

// What rank 0 holds of the run folder: its lock and its metrics, or the exit code and reason
// when it cannot hold it.
struct RunFolder
{
    std::unique_ptr<trainer::RunLock> lock;
    std::unique_ptr<trainer::MetricsWriter> endWriter;
    int refused = 0; // rank 0 cannot hold the run folder: the exit code, and why
    std::string refusal;
};

// Takes the run folder's lock and opens its metrics for the run's end (rank 0 alone does).
void holdRunFolder(const std::string &runDir, RunFolder *folder)
{
    try {
        folder->lock = std::make_unique<trainer::RunLock>(runDir);
        folder->endWriter = std::make_unique<trainer::MetricsWriter>((fs::path(runDir) / "metrics.jsonl").string());
    } catch (const trainer::RunBusy &e) {
        folder->refused = trainer::kExitBusy;
        folder->refusal = e.what();
    } catch (const std::exception &e) {
        folder->refused = trainer::kExitFailed;
        folder->refusal = e.what();
    }
}

// Several processes meet in `group` and agree whether rank 0 holds the run folder; the exit
// code when they cannot meet or it does not, nothing when the run goes on.
std::optional<int> meetRanks(const trainer::RankEnv &ranks, const RunFolder &folder, std::shared_ptr<trainer::ProcessGroup> *group)
{
    std::int64_t agreed = 0;
    try {
        // A peer that does not come, or stops answering, fails the run after this long.
        *group = std::make_shared<trainer::ProcessGroup>(ranks, collectiveTimeout());
        // Every rank learns whether rank 0 holds the run folder before anything is computed,
        // so that a busy folder ends them all at once instead of after the timeout.
        agreed = (*group)->max(folder.refused);
    } catch (const std::exception &e) {
        if (folder.refused) {
            std::fprintf(stderr, "pilot-trainer: %s\n", folder.refusal.c_str());
            return folder.refused;
        }
        setReason("the processes of the run could not meet: ", e.what());
        recordFailure(-1);
        return trainer::kExitFailed;
    }
    if (agreed != 0) {
        if (ranks.rank == 0)
            std::fprintf(stderr, "pilot-trainer: %s\n", folder.refusal.c_str());
        else
            std::fprintf(stderr, "pilot-trainer: rank %d: rank 0 cannot hold the run folder; ending\n", ranks.rank);
        return int(agreed);
    }
    return std::nullopt;
}

// Runs the training; a failure is recorded as the run's end (named by the rank it came from
// when another process ended the run) and exits with kExitFailed.
int train(const trainer::TrainJob &job, const std::string &runDir, const trainer::RankEnv &ranks,
          const std::shared_ptr<trainer::ProcessGroup> &group)
{
    auto run = std::make_unique<trainer::Trainer>(job, runDir, group);
    g_trainer = run.get();
    bool collective = false; // the run ended because another process did
    try {
        return run->run();
    } catch (const trainer::CollectiveError &e) {
        setReason("", e.what());
        collective = true;
    } catch (const std::bad_alloc &) {
        setReason("", "out of memory (std::bad_alloc)");
    } catch (const c10::Error &e) { // c10::OutOfMemoryError among them
        setReason("", e.what_without_backtrace());
    } catch (const std::exception &e) {
        setReason("", e.what());
    } catch (...) {
        setReason("", "an exception of unknown type");
    }
    // The failure is part of the run's record, too. The model and optimizer go first, so
    // that an allocation failure leaves room to write it.
    const std::int64_t lastStep = run->lastStep();
    g_trainer = nullptr;
    run.reset();
    if (group && ranks.rank != 0) {
        group->tellEnd(g_reason, !collective);
    } else if (group && collective) {
        // The rank the failure came from, named (it told the store, or it said nothing at all).
        const std::string named = group->namedFailure(g_reason, true, std::chrono::seconds(3));
        setReason("", named.c_str());
    }
    recordFailure(lastStep);
    return trainer::kExitFailed;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        std::fputs(kUsage, argc < 2 ? stderr : stdout);
        return argc < 2 ? trainer::kExitBadJob : 0;
    }
    const std::string command = argv[1];
    if (command == "--version") {
        std::printf("pilot-trainer %s (libtorch %s)\n", PILOT_VERSION, TORCH_VERSION);
        return 0;
    }
    std::map<std::string, std::string> opts;
    if (const std::optional<int> exitCode = runCommandLine(command, argc, argv, &opts))
        return *exitCode;
    if (const std::optional<int> exitCode = superviseIfAsked(opts))
        return *exitCode;

    trainer::TrainJob job;
    if (const std::optional<int> exitCode = readJob(opts, &job))
        return *exitCode;
    trainer::RankEnv ranks;
    if (const std::optional<int> exitCode = readRanks(job, &ranks))
        return *exitCode;

    const std::string runDir = opts.at("--run-dir");
    RunFolder folder;
    // Rank 0 alone holds the run folder: its lock and its metrics.
    if (ranks.rank == 0)
        holdRunFolder(runDir, &folder);
    if (folder.refused && ranks.world == 1) {
        std::fprintf(stderr, "pilot-trainer: %s\n", folder.refusal.c_str());
        return folder.refused;
    }
    g_lock = folder.lock.get();
    g_metricsFd = folder.endWriter ? folder.endWriter->fd() : -1;
    std::set_terminate(onTerminate);

    std::shared_ptr<trainer::ProcessGroup> group;
    if (ranks.world > 1) {
        if (const std::optional<int> exitCode = meetRanks(ranks, folder, &group))
            return *exitCode;
    }
    return train(job, runDir, ranks, group);
}
