#pragma once

#include "mergetable.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace pilot::tensor {

class TokenizerJson;

/// The "model" of tokenizer.json when its type is BPE: a vocabulary, ranked merges, and the
/// options byte_fallback (<0xNN> tokens for characters the vocabulary lacks), unk_token with
/// fuse_unk, ignore_merges (a word in the vocabulary is one token), continuing_subword_prefix
/// and end_of_word_suffix. dropout must be null or 0 (it makes encoding random).
///
/// A word is split into characters and merged pair by pair, always the pair of lowest rank
/// first (leftmost among equals), as Hugging Face tokenizers do; results per word are cached.
class BpeModel
{
public:
    /// Throws TokenizerError naming the field: missing or empty merges, a merge naming a
    /// token not in the vocabulary, ids negative or too large, two tokens with one id, keys
    /// that are not UTF-8, an unk_token not in the vocabulary.
    BpeModel(const TokenizerJson &json, const nlohmann::json &model, const std::string &path);

    /// Appends the ids of one pre-tokenized piece (not empty) to `out`.
    void tokenize(const std::string &word, std::vector<std::int32_t> &out) const;

    std::optional<std::int32_t> tokenToId(const std::string &token) const;
    const std::string *idToToken(std::int32_t id) const;
    /// One more than the largest id.
    std::int64_t idLimit() const { return m_idLimit; }

    /// Ids above this are refused: a vocabulary of 16.7 million entries is far past any real one.
    static constexpr std::int64_t kMaxId = (1 << 24) - 1;

private:
    void mergeWord(const std::string &word, std::vector<std::int32_t> &out) const;
    void mergeSymbols(std::vector<std::int32_t> &ids) const;

    std::vector<std::string> m_store; // the tokens; reserved once, never grown, so views into it stay valid
    std::unordered_map<std::string_view, std::int32_t> m_vocab;
    std::unordered_map<std::int32_t, const std::string *> m_tokens; // into m_store
    MergeTable m_merges;
    std::optional<std::int32_t> m_unk;
    std::string m_prefix; // continuing_subword_prefix
    std::string m_suffix; // end_of_word_suffix
    bool m_byteFallback = false;
    bool m_fuseUnk = false;
    bool m_ignoreMerges = false;
    std::int64_t m_idLimit = 0;
    std::int32_t m_byteIds[256];
    // The id of each one-byte piece in the vocabulary, -1 where none, when words are split into
    // pieces without a prefix or suffix (Llama 2 and 3): most characters of most text are one
    // byte, and this spares hashing them.
    std::int32_t m_singleByteIds[256];
    bool m_plainPieces = false;
    bool m_haveByteIds[256] = {};

    static constexpr std::size_t kCacheWords = 100000;
    static constexpr std::size_t kCacheMaxWordBytes = 256;
    mutable std::mutex m_cacheMutex;
    mutable std::unordered_map<std::string, std::vector<std::int32_t>> m_cache;
};

} // namespace pilot::tensor
