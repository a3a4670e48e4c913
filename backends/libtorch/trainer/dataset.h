#pragma once

#include "tensor/tokenizer.h"

#include <torch/torch.h>

#include <cstdint>
#include <string>
#include <vector>

namespace pilot::trainer {

/// One training or validation example, tokenised as docs/tokenizer.md says: startIds(prompt +
/// completion) and EOS, cut to the sequence length. `lossFrom` is the first position whose
/// token is predicted with loss: as many tokens as startIds(prompt) has (for {"text": …} lines
/// everything after the first token).
struct Example
{
    std::vector<std::int64_t> ids;
    std::size_t lossFrom = 1;
    std::string prompt;
    std::string completion;
};

struct Dataset
{
    std::vector<Example> examples;
    std::string sha256;
};

/// Reads a JSONL file of {"prompt", "completion"} or {"text"} lines: a regular file of at most
/// kMaxDataBytes (common/inputfile.h). When `expectedSha256` is given, the file must have it (the
/// frozen data set of the reference). Errors name file and line.
Dataset loadDataset(const std::string &path, const std::string &expectedSha256, const tensor::Tokenizer &tokenizer, std::int64_t seqLen);

/// The order of epoch `epoch`: a permutation of [0, n) that depends only on (seed, data set
/// version, epoch) — never on a framework's random generator — so every backend sees the same
/// batches. Fisher–Yates driven by SplitMix64 (docs/data-order.md gives the exact recipe).
std::vector<std::size_t> epochOrder(std::size_t n, std::uint64_t seed, const std::string &dataVersion, std::uint64_t epoch);

/// Where sample k (counted over the whole run) comes from.
struct Cursor
{
    std::uint64_t epoch;
    std::size_t position;
};

/// A micro-batch: ids [B, T] padded with PAD to its longest example, targets [B, T] shifted by
/// one with -100 where there is no loss.
struct Batch
{
    torch::Tensor ids;
    torch::Tensor targets;
    std::int64_t tokens = 0; ///< tokens of the examples (padding excluded)
};

Batch makeBatch(const std::vector<const Example *> &examples, std::int64_t pad);

class BatchSource
{
public:
    BatchSource(const Dataset &data, std::uint64_t seed, std::string dataVersion);
    /// Micro-batch `micro` (0-based, over the whole run) of `size` examples.
    Batch microBatch(std::uint64_t micro, std::int64_t size, std::int64_t pad);
    Cursor cursor(std::uint64_t sample) const;

private:
    const std::vector<std::size_t> &order(std::uint64_t epoch);

    const Dataset &m_data;
    std::uint64_t m_seed;
    std::string m_version;
    std::uint64_t m_cachedEpoch = ~std::uint64_t(0);
    std::vector<std::size_t> m_order;
};

} // namespace pilot::trainer
