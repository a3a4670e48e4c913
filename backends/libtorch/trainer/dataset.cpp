#include "dataset.h"

#include "jobtokenizer.h"

#include "common/inputfile.h"

#include "common/sha256.h"
#include "common/utf8.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace pilot::trainer {

namespace {

std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// FNV-1a, 64 bit: turns the data set version label into a number for the seed.
std::uint64_t fnv1a(const std::string &text)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const unsigned char c : text) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    return h;
}

} // namespace

Dataset loadDataset(const std::string &path, const std::string &expectedSha256, const tensor::Tokenizer &tokenizer, std::int64_t seqLen)
{
    const std::string content = readRegularFile(path, kMaxDataBytes, "data file");
    Dataset data;
    data.sha256 = Sha256::hex(content.data(), content.size());
    if (!expectedSha256.empty() && expectedSha256 != data.sha256)
        throw std::runtime_error(path + ": SHA-256 is " + data.sha256 + ", the job expects " + expectedSha256 + " (the data set changed)");
    std::size_t lineNumber = 0;
    std::size_t start = 0;
    while (start < content.size()) {
        std::size_t end = content.find('\n', start);
        if (end == std::string::npos)
            end = content.size();
        const std::string line = content.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        const std::string where = path + ":" + std::to_string(lineNumber) + ": ";
        if (firstInvalidUtf8(line.data(), line.size()) >= 0)
            throw std::runtime_error(where + "not UTF-8");
        nlohmann::json json;
        try {
            json = nlohmann::json::parse(line);
        } catch (const nlohmann::json::exception &) {
            throw std::runtime_error(where + "not a JSON object");
        }
        Example e;
        const auto text = [&](const char *key) {
            if (!json.contains(key) || !json[key].is_string())
                throw std::runtime_error(where + key + ": expected text");
            return json[key].get<std::string>();
        };
        // As TRL-style trainers do: the prompt and the prompt with its completion are tokenised
        // as wholes (a token may span the seam), and the loss starts after as many tokens as the
        // prompt alone has. Position 0 has nothing to predict it from.
        std::vector<std::int64_t> ids;
        try {
            if (json.is_object() && json.contains("prompt")) {
                e.prompt = text("prompt");
                e.completion = text("completion");
                e.lossFrom = std::max<std::size_t>(1, startIds(tokenizer, e.prompt).size());
                ids = startIds(tokenizer, e.prompt + e.completion);
            } else if (json.is_object() && json.contains("text")) {
                e.completion = text("text");
                ids = startIds(tokenizer, e.completion);
            } else {
                throw std::runtime_error(where + "expected {\"prompt\", \"completion\"} or {\"text\"}");
            }
        } catch (const std::invalid_argument &err) { // text the tokenizer refuses
            throw std::runtime_error(where + err.what());
        }
        ids.push_back(tokenizer.eos());
        if (std::int64_t(ids.size()) > seqLen)
            ids.resize(std::size_t(seqLen));
        if (e.lossFrom >= ids.size())
            throw std::runtime_error(where + "the prompt fills the whole sequence length; nothing is left to learn");
        e.ids = std::move(ids);
        data.examples.push_back(std::move(e));
    }
    if (data.examples.empty())
        throw std::runtime_error(path + ": no examples");
    return data;
}

std::vector<std::size_t> epochOrder(std::size_t n, std::uint64_t seed, const std::string &dataVersion, std::uint64_t epoch)
{
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = i;
    std::uint64_t state = seed ^ fnv1a(dataVersion) ^ (epoch * 0xD1B54A32D192ED03ull);
    for (std::size_t i = n; i > 1; --i) {
        const std::size_t j = std::size_t(splitmix64(state) % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

Batch makeBatch(const std::vector<const Example *> &examples, std::int64_t pad)
{
    std::size_t longest = 0;
    for (const Example *e : examples)
        longest = std::max(longest, e->ids.size());
    const auto rows = std::int64_t(examples.size());
    const auto cols = std::int64_t(longest);
    Batch b;
    b.ids = torch::full({rows, cols}, pad, torch::kInt64);
    b.targets = torch::full({rows, cols}, -100, torch::kInt64);
    auto ids = b.ids.accessor<std::int64_t, 2>();
    auto targets = b.targets.accessor<std::int64_t, 2>();
    for (std::int64_t r = 0; r < rows; ++r) {
        const Example &e = *examples[std::size_t(r)];
        for (std::size_t t = 0; t < e.ids.size(); ++t)
            ids[r][std::int64_t(t)] = e.ids[t];
        // Position t predicts token t + 1.
        for (std::size_t t = e.lossFrom; t < e.ids.size(); ++t)
            targets[r][std::int64_t(t - 1)] = e.ids[t];
        b.tokens += std::int64_t(e.ids.size());
    }
    return b;
}

BatchSource::BatchSource(const Dataset &data, std::uint64_t seed, std::string dataVersion)
    : m_data(data)
    , m_seed(seed)
    , m_version(std::move(dataVersion))
{
}

const std::vector<std::size_t> &BatchSource::order(std::uint64_t epoch)
{
    if (epoch != m_cachedEpoch) {
        m_order = epochOrder(m_data.examples.size(), m_seed, m_version, epoch);
        m_cachedEpoch = epoch;
    }
    return m_order;
}

Cursor BatchSource::cursor(std::uint64_t sample) const
{
    const std::size_t n = m_data.examples.size();
    return {sample / n, std::size_t(sample % n)};
}

Batch BatchSource::microBatch(std::uint64_t micro, std::int64_t size, std::int64_t pad)
{
    std::vector<const Example *> examples;
    for (std::int64_t i = 0; i < size; ++i) {
        const Cursor c = cursor(micro * std::uint64_t(size) + std::uint64_t(i));
        examples.push_back(&m_data.examples[order(c.epoch)[c.position]]);
    }
    return makeBatch(examples, pad);
}

} // namespace pilot::trainer
