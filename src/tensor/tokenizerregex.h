#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace pilot::tensor {

class TokenizerJson;

/// A pattern of tokenizer.json: a literal string ({"String": ...}) or an Oniguruma regular
/// expression ({"Regex": ...}, the engine of Hugging Face tokenizers). Regular expressions
/// run on PCRE2 (UTF, Unicode properties, JIT) after the escapes whose meaning differs
/// between the two engines are rewritten to Oniguruma's: \s \S (White_Space), \d \D (Nd),
/// \w \W \b \B (Oniguruma's word characters), \h \H (hex digits); ^ and $ are line anchors
/// (only \n ends a line) and . excludes only \n, as in Oniguruma. What cannot be rewritten
/// faithfully (nested classes, && intersections, the (?m) dot-all option, \W or \H inside a
/// class) is refused with the reason.
/// The limits a tokenizer's pattern (outside input) runs under: PCRE2's match and depth limits
/// on each match, and a time budget for one whole search of a text (findAll), of
/// kTokenizerBaseBudget plus kTokenizerBudgetPerByte per byte of the text. A pattern that
/// reaches either is refused with a TokenizerError naming it, never taken for "no match".
inline constexpr unsigned kTokenizerMatchLimit = 1000000;
inline constexpr unsigned kTokenizerDepthLimit = 10000;
inline constexpr std::chrono::milliseconds kTokenizerBaseBudget{2000};
inline constexpr std::chrono::nanoseconds kTokenizerBudgetPerByte{2000};

class TokenizerPattern
{
public:
    using Span = std::pair<std::size_t, std::size_t>;

    /// Throws TokenizerError naming `where` when the pattern is refused or does not compile.
    static TokenizerPattern regex(const std::string &oniguruma, const std::string &where);
    static TokenizerPattern literal(const std::string &text);

    /// The non-overlapping matches [begin, end) from left to right, in bytes, of valid UTF-8
    /// `text`. After an empty match the search goes on one character later. Throws
    /// TokenizerError when the pattern reaches its limits (kTokenizerMatchLimit, the budget).
    std::vector<Span> findAll(const std::string &text) const;

    /// `text` with every match replaced by `content`.
    std::string replaceAll(const std::string &text, const std::string &content) const;

    bool isEmptyLiteral() const { return !m_code && m_literal.empty(); }

private:
    std::shared_ptr<void> m_code; // pcre2_code_8, or null for a literal
    std::string m_literal;
    std::string m_where; // the pattern's place in tokenizer.json, for errors
};

/// The pattern object at `path`: {"String": "..."} or {"Regex": "..."}.
TokenizerPattern readPattern(const TokenizerJson &json, const nlohmann::json &v, const std::string &path);

/// The PCRE2 form of an Oniguruma pattern (see TokenizerPattern); throws TokenizerError
/// naming `where` for a construct it does not rewrite. Exposed for the tests.
std::string onigurumaToPcre2(const std::string &pattern, const std::string &where);

} // namespace pilot::tensor
