#pragma once

#include "dataset.h"

#include "tensor/llama.h"
#include "tensor/tokenizer.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pilot::trainer {

/// Asked between forward passes: true when the evaluation should stop at once (SIGTERM).
using StopRequested = std::function<bool()>;

struct EvalResult
{
    double loss = 0;       ///< token-weighted mean cross-entropy on the validation set
    double exactMatch = 0; ///< share of validation prompts whose greedy output equals the completion
    std::int64_t examples = 0;
    std::vector<std::string> outputs; ///< greedy outputs, in validation order
};

/// Greedy decoding for a batch of prompts at once, each from startIds(prompt) and read back with
/// continuationText (jobtokenizer.h): rows are right-padded, and each row's next
/// token is read at its own last position, which causal attention keeps independent of the
/// padding after it. Stops a row at EOS or after `maxNewTokens`. When `stop` says so before a
/// token, it returns what it has so far: shorter outputs, which only the caller can tell from
/// finished ones, by asking `stop` again.
std::vector<std::string> greedyGenerate(tensor::LlamaForCausalLM &model, const tensor::Tokenizer &tokenizer,
                                        const std::vector<std::string> &prompts, std::int64_t maxNewTokens, std::int64_t maxLength,
                                        torch::Device device, const StopRequested &stop = {});

/// Mean cross-entropy of the targets of `batch` (sum and count, to weight batches by tokens).
std::pair<double, std::int64_t> batchLoss(tensor::LlamaForCausalLM &model, const Batch &batch, torch::Device device);

/// Validation loss over the whole validation set and greedy outputs of every prompt (when
/// `maxNewTokens` > 0). `stop` is asked before every forward pass (each loss batch, each
/// generated token): once it says so, the evaluation ends without a result, since a loss over
/// part of the set or cut-off outputs would be wrong figures. The model is left in the mode
/// it was in either way.
std::optional<EvalResult> evaluate(tensor::LlamaForCausalLM &model, const tensor::Tokenizer &tokenizer, const Dataset &validation,
                                   std::int64_t batchSize, std::int64_t maxNewTokens, std::int64_t maxLength, torch::Device device,
                                   const StopRequested &stop = {});

} // namespace pilot::trainer
