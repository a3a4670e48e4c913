#pragma once

#include "tensor/tokenizer.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pilot::trainer {

/// The tokenizer a job trains with (docs/tokenizer.md, "Training with a Hugging Face
/// tokenizer"): the byte tokenizer for `kind` "bytes", or the tokenizer.json at `path` with EOS
/// and padding from the tokenizer_config.json beside it — the same rules as the Neuron job's
/// jobtokenizer.py, so both backends build the same sequences. Throws std::runtime_error (or
/// pilot::InputFileError, TokenizerError) naming the file and field.
std::unique_ptr<tensor::Tokenizer> loadJobTokenizer(const std::string &kind, const std::string &path);

/// The ids a sequence of `prompt` starts with: the prompt with the tokenizer's special tokens
/// (BOS where its template adds one). A tokenizer that adds nothing to an empty prompt starts
/// from EOS, so that there is always a position to predict from.
std::vector<std::int64_t> startIds(const tensor::Tokenizer &tokenizer, const std::string &prompt);

/// The text `generated` adds to the prompt, special tokens left out: the decoded prompt and
/// continuation without the decoded prompt. Decoding the generated ids alone would lose what a
/// decoder does at the start of a text (a SentencePiece-style decoder strips the space a
/// completion " 4" begins with), and exact match would fail on a correct answer.
std::string continuationText(const tensor::Tokenizer &tokenizer, const std::vector<std::int64_t> &promptIds,
                             const std::vector<std::int64_t> &generated);

} // namespace pilot::trainer
