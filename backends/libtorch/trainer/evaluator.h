#pragma once

#include "dataset.h"

#include "tensor/llama.h"
#include "tensor/tokenizer.h"

#include <string>
#include <vector>

namespace pilot::trainer {

struct EvalResult
{
    double loss = 0;       ///< token-weighted mean cross-entropy on the validation set
    double exactMatch = 0; ///< share of validation prompts whose greedy output equals the completion
    std::int64_t examples = 0;
    std::vector<std::string> outputs; ///< greedy outputs, in validation order
};

/// Greedy decoding for a batch of prompts at once: rows are right-padded, and each row's next
/// token is read at its own last position, which causal attention keeps independent of the
/// padding after it. Stops a row at EOS or after `maxNewTokens`.
std::vector<std::string> greedyGenerate(tensor::LlamaForCausalLM &model, const tensor::Tokenizer &tokenizer,
                                        const std::vector<std::string> &prompts, std::int64_t maxNewTokens, std::int64_t maxLength,
                                        torch::Device device);

/// Mean cross-entropy of the targets of `batch` (sum and count, to weight batches by tokens).
std::pair<double, std::int64_t> batchLoss(tensor::LlamaForCausalLM &model, const Batch &batch, torch::Device device);

EvalResult evaluate(tensor::LlamaForCausalLM &model, const tensor::Tokenizer &tokenizer, const Dataset &validation, std::int64_t batchSize,
                    std::int64_t maxNewTokens, std::int64_t maxLength, torch::Device device);

} // namespace pilot::trainer
