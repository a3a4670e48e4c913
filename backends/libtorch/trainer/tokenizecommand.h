#pragma once

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace pilot::trainer {

/// pilot-trainer tokenize --tokenizer FILE [--special] [--decode]
///
/// Encodes: each line of `in` is one JSON string; each output line the JSON list of its ids
/// (with --special framed by the tokenizer's special tokens, e.g. BOS). Decodes with
/// --decode: each line a JSON list of ids; each output line one JSON string (with --special
/// the special tokens are kept in the text). Special-token text in the input is always that
/// token, as in Hugging Face tokenizers.
///
/// Stops at the first bad line with "stdin line N: ..." on `err`. Returns 0, 1 for a refused
/// tokenizer file or a bad line, 2 for a bad command line.
int runTokenize(const std::map<std::string, std::string> &options, const std::vector<std::string> &flags, std::FILE *in, std::FILE *out,
                std::FILE *err);

/// Longest input line accepted (bytes): a line is one text.
inline constexpr std::size_t kMaxTokenizeLineBytes = 256u << 20;

} // namespace pilot::trainer
