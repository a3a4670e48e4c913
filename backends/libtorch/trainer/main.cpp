// pilot-trainer: the libtorch worker of Migration Pilot (backend "libtorch").
//
//   pilot-trainer --job JOB.json --run-dir DIR        train (resumes per the job's "resume")
//   pilot-trainer score --model DIR [--adapter DIR] --text-file F [--json]
//   pilot-trainer export --checkpoint DIR --out DIR   copy a valid checkpoint's weights out
//   pilot-trainer --version | --help
#include "checkpoint.h"
#include "trainer.h"
#include "trainjob.h"

#include "tensor/modeldir.h"
#include "tensor/tokenizer.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

namespace fs = std::filesystem;
using namespace pilot;

namespace {

const char kUsage[] =
    "Usage:\n"
    "  pilot-trainer --job JOB.json --run-dir DIR\n"
    "      Train the job of the shared job interface; metrics.jsonl and checkpoints go to DIR.\n"
    "  pilot-trainer score --model DIR [--adapter DIR] --text-file FILE [--json]\n"
    "      Mean token cross-entropy (and perplexity) of every line of FILE under a model folder\n"
    "      or a checkpoint (byte tokenizer: BOS + bytes + EOS, every token after BOS scored).\n"
    "  pilot-trainer export --checkpoint DIR --out DIR\n"
    "      Check a checkpoint against its manifest and copy its model or adapter files to DIR.\n"
    "  pilot-trainer --version\n\n"
    "Exit codes: 0 completed, 1 failed, 2 bad job or command line, 143 aborted by SIGTERM\n"
    "(a checkpoint was written first).\n";

std::map<std::string, std::string> options(int argc, char **argv, int first, std::vector<std::string> *flags)
{
    std::map<std::string, std::string> out;
    for (int i = first; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--", 0) != 0)
            throw std::invalid_argument("unexpected argument '" + a + "'");
        if (a == "--json" || a == "--help") {
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
        std::ifstream in(fs::path(dir) / "trainer_state.json");
        std::string base;
        if (in)
            base = nlohmann::json::parse(in).value("base_model", "");
        if (base.empty()) {
            std::ifstream cfg(fs::path(dir) / "adapter_config.json");
            base = nlohmann::json::parse(cfg).value("base_model_name_or_path", "");
        }
        tensor::LlamaForCausalLM model = tensor::loadModelDir(base);
        tensor::loadAdapterDir(model, dir);
        return model;
    }
    tensor::LlamaForCausalLM model = tensor::loadModelDir(dir);
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
    const tensor::ByteTokenizer tokenizer;
    std::ifstream in(opts.at("--text-file"));
    if (!in)
        throw std::runtime_error("cannot read " + opts.at("--text-file"));
    nlohmann::json rows = nlohmann::json::array();
    std::string line;
    while (std::getline(in, line)) {
        std::vector<std::int64_t> ids{tokenizer.bos()};
        const auto bytes = tokenizer.encode(line);
        ids.insert(ids.end(), bytes.begin(), bytes.end());
        ids.push_back(tokenizer.eos());
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

int exportCheckpoint(const std::map<std::string, std::string> &opts)
{
    if (!opts.count("--checkpoint") || !opts.count("--out"))
        throw std::invalid_argument("export needs --checkpoint and --out");
    const std::string dir = opts.at("--checkpoint");
    const std::string problem = trainer::checkpoint::validate(dir);
    if (!problem.empty())
        throw std::runtime_error(dir + ": " + problem);
    fs::create_directories(opts.at("--out"));
    for (const char *file : {"config.json", "model.safetensors", "adapter_config.json", "adapter_model.safetensors"}) {
        if (fs::exists(fs::path(dir) / file))
            fs::copy_file(fs::path(dir) / file, fs::path(opts.at("--out")) / file, fs::copy_options::overwrite_existing);
    }
    return 0;
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
    std::vector<std::string> flags;
    std::map<std::string, std::string> opts;
    try {
        const bool sub = command == "score" || command == "export";
        opts = options(argc, argv, sub ? 2 : 1, &flags);
        if (std::find(flags.begin(), flags.end(), "--help") != flags.end()) {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (command == "score")
            return score(opts, std::find(flags.begin(), flags.end(), "--json") != flags.end());
        if (command == "export")
            return exportCheckpoint(opts);
        if (!opts.count("--job") || !opts.count("--run-dir"))
            throw std::invalid_argument("training needs --job and --run-dir");
    } catch (const std::invalid_argument &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n\n%s", e.what(), kUsage);
        return trainer::kExitBadJob;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n", e.what());
        return trainer::kExitFailed;
    }

    trainer::TrainJob job;
    try {
        job = trainer::readTrainJob(opts.at("--job"));
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n", e.what());
        return trainer::kExitBadJob;
    }
    trainer::Trainer run(job, opts.at("--run-dir"));
    try {
        return run.run();
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-trainer: %s\n", e.what());
        // The failure is part of the run's record, too.
        try {
            trainer::MetricsWriter metrics((fs::path(opts.at("--run-dir")) / "metrics.jsonl").string());
            metrics.event("run_end").text("status", "failed").text("reason", e.what()).integer("exit_code", trainer::kExitFailed).write();
        } catch (...) {
        }
        return trainer::kExitFailed;
    }
}
