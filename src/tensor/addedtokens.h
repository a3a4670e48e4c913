#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace pilot::tensor {

class BpeModel;
class TextNormalizer;
class TokenizerJson;

/// The "added_tokens" of tokenizer.json: strings found in the text before the model sees it
/// and turned into their id whole. A token with normalized: false is found in the raw text,
/// one with normalized: true in the text after the normalizer. Matching is leftmost-longest;
/// single_word requires no word character (alphanumeric or '_') right before and after the
/// match; lstrip and rstrip make the match swallow the White_Space around it. A normalized
/// token is looked for in its normalized form, as Hugging Face tokenizers do.
class AddedTokens
{
public:
    struct Token
    {
        std::string content;
        std::int32_t id = 0;
        bool singleWord = false;
        bool lstrip = false;
        bool rstrip = false;
        bool normalized = false;
        bool special = false;
    };
    /// A stretch of text: an added token's id, or -1 for text the model still has to encode.
    struct Segment
    {
        std::size_t begin, end;
        std::int32_t id;
    };

    AddedTokens() = default;
    /// Throws TokenizerError naming the entry: wrong types, an id negative or too large, two
    /// entries with one id or one content, an id that the vocabulary gives another token.
    /// `normalizer` (may be null) gives the form in which normalized tokens are looked for.
    AddedTokens(const TokenizerJson &json, const nlohmann::json &list, const std::string &path, const BpeModel &model,
                const TextNormalizer *normalizer);

    /// `text` cut into segments (normalized: true tokens if `normalizedSet`, else the others).
    std::vector<Segment> split(const std::string &text, bool normalizedSet) const;

    const Token *byId(std::int32_t id) const;
    bool hasNormalized() const { return !m_normalized.nodes.empty(); }
    std::int64_t idLimit() const { return m_idLimit; }
    const std::vector<Token> &tokens() const { return m_tokens; }

private:
    // A byte trie: each node's children in a small map, `token` the index of the token that ends here.
    struct Trie
    {
        struct Node
        {
            std::unordered_map<unsigned char, std::int32_t> next;
            std::int32_t token = -1;
        };
        std::vector<Node> nodes;
        void add(const std::string &s, std::int32_t token);
    };
    std::vector<Token> m_tokens;
    std::unordered_map<std::int32_t, std::size_t> m_byId;
    Trie m_raw;
    Trie m_normalized;
    std::int64_t m_idLimit = 0;
};

} // namespace pilot::tensor
