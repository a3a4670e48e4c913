// The in-process side of tokenizer_bench.py: loads a tokenizer.json with HfTokenizer, encodes
// every line of a JSONL file of strings (no special tokens), writes one JSON list of ids a
// line, and prints {"load_s", "encode_s", "tokens"} from its own timers — what
// tokenizer_peer.mjs prints for the JavaScript library.
#include "tensor/hftokenizer.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: bench-tokenize TOKENIZER.json INPUT.jsonl OUTPUT.jsonl\n");
        return 64;
    }
    using Clock = std::chrono::steady_clock;
    try {
        auto start = Clock::now();
        const auto tokenizer = pilot::tensor::HfTokenizer::load(argv[1]);
        const double loadS = std::chrono::duration<double>(Clock::now() - start).count();
        std::vector<std::string> texts;
        std::ifstream in(argv[2]);
        for (std::string line; std::getline(in, line);) {
            if (!line.empty())
                texts.push_back(nlohmann::json::parse(line).get<std::string>());
        }
        start = Clock::now();
        std::string out;
        std::size_t tokens = 0;
        for (const std::string &text : texts) {
            const std::vector<std::int64_t> ids = tokenizer->encode(text, false);
            tokens += ids.size();
            out += nlohmann::json(ids).dump();
            out += '\n';
        }
        const double encodeS = std::chrono::duration<double>(Clock::now() - start).count();
        std::ofstream(argv[3], std::ios::binary) << out;
        std::printf("{\"load_s\": %.6f, \"encode_s\": %.6f, \"tokens\": %zu}\n", loadS, encodeS, tokens);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "bench-tokenize: %s\n", e.what());
        return 1;
    }
    return 0;
}
