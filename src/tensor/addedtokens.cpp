#include "addedtokens.h"

#include "bpemodel.h"
#include "tokenizerjson.h"
#include "tokenizernormalizer.h"
#include "tokenizerregex.h"
#include "utf8text.h"

#include <algorithm>

namespace pilot::tensor {

namespace {

// Rust's char::is_alphanumeric() || c == '_', which decides single_word.
bool isWordChar(char32_t cp)
{
    if (cp < 0x80)
        return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_';
    static const TokenizerPattern word = TokenizerPattern::regex(R"([\p{Alphabetic}\p{N}])", "word characters");
    std::string s;
    utf8::append(s, cp);
    return !word.findAll(s).empty();
}

char32_t charBefore(const std::string &text, std::size_t at)
{
    std::size_t start = at - 1;
    while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
        --start;
    std::size_t len = 0;
    return utf8::decodeAt(text, start, &len);
}

} // namespace

void AddedTokens::Trie::add(const std::string &s, std::int32_t token)
{
    if (nodes.empty())
        nodes.emplace_back();
    std::int32_t node = 0;
    for (const char c : s) {
        const auto b = static_cast<unsigned char>(c);
        const auto it = nodes[std::size_t(node)].next.find(b);
        if (it != nodes[std::size_t(node)].next.end()) {
            node = it->second;
        } else {
            const auto fresh = std::int32_t(nodes.size());
            nodes[std::size_t(node)].next.emplace(b, fresh);
            nodes.emplace_back();
            node = fresh;
        }
    }
    nodes[std::size_t(node)].token = token;
}

AddedTokens::AddedTokens(const TokenizerJson &json, const nlohmann::json &list, const std::string &path, const BpeModel &model,
                         const TextNormalizer *normalizer)
{
    json.array(list, path);
    std::unordered_map<std::string, std::size_t> byContent;
    static const char *const known[] = {"id", "content", "single_word", "lstrip", "rstrip", "normalized", "special", nullptr};
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string where = TokenizerJson::at(path, i);
        const nlohmann::json &entry = json.object(list[i], where);
        json.onlyKnown(entry, where, known);
        Token t;
        t.id = std::int32_t(json.integer(entry, where, "id", 0, BpeModel::kMaxId));
        t.content = json.string(entry, where, "content");
        if (t.content.empty())
            json.fail(TokenizerJson::at(where, "content"), "is empty");
        t.singleWord = json.boolean(entry, where, "single_word", false);
        t.lstrip = json.boolean(entry, where, "lstrip", false);
        t.rstrip = json.boolean(entry, where, "rstrip", false);
        t.special = json.boolean(entry, where, "special", false);
        t.normalized = json.boolean(entry, where, "normalized", !t.special);
        if (const auto it = m_byId.find(t.id); it != m_byId.end())
            json.fail(where, quoteText(t.content) + " has the id " + std::to_string(t.id) + " of added_tokens[" + std::to_string(it->second)
                                 + "] " + quoteText(m_tokens[it->second].content));
        if (const auto it = byContent.find(t.content); it != byContent.end())
            json.fail(where, quoteText(t.content) + " is listed twice (also added_tokens[" + std::to_string(it->second) + "])");
        if (const auto inVocab = model.tokenToId(t.content); inVocab && *inVocab != t.id)
            json.fail(where, quoteText(t.content) + " has the id " + std::to_string(t.id) + ", but the vocabulary gives it "
                                 + std::to_string(*inVocab));
        if (const std::string *other = model.idToToken(t.id); other && *other != t.content)
            json.fail(where,
                      quoteText(t.content) + " has the id " + std::to_string(t.id) + ", which the vocabulary gives " + quoteText(*other));
        m_byId.emplace(t.id, m_tokens.size());
        byContent.emplace(t.content, m_tokens.size());
        if (t.normalized) {
            const std::string form = normalizer ? normalizer->normalize(t.content) : t.content;
            if (!form.empty())
                m_normalized.add(form, std::int32_t(m_tokens.size()));
        } else {
            m_raw.add(t.content, std::int32_t(m_tokens.size()));
        }
        m_idLimit = std::max<std::int64_t>(m_idLimit, std::int64_t(t.id) + 1);
        m_tokens.push_back(std::move(t));
    }
}

const AddedTokens::Token *AddedTokens::byId(std::int32_t id) const
{
    const auto it = m_byId.find(id);
    return it == m_byId.end() ? nullptr : &m_tokens[it->second];
}

// Hugging Face's AddedVocabulary::find_matches on a leftmost-longest automaton: a match that
// single_word rejects is still passed over, and the search goes on after the match itself
// (not after the white space rstrip took).
std::vector<AddedTokens::Segment> AddedTokens::split(const std::string &text, bool normalizedSet) const
{
    const Trie &trie = normalizedSet ? m_normalized : m_raw;
    std::vector<Segment> out;
    if (trie.nodes.empty() || text.empty()) {
        out.push_back({0, text.size(), -1});
        return out;
    }
    const Trie::Node &root = trie.nodes[0];
    std::size_t done = 0; // the end of the last segment
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto first = root.next.find(static_cast<unsigned char>(text[pos]));
        if (first == root.next.end()) {
            ++pos;
            continue;
        }
        std::int32_t node = first->second;
        std::int32_t token = trie.nodes[std::size_t(node)].token;
        std::size_t matchEnd = pos + 1;
        for (std::size_t k = pos + 1; k < text.size(); ++k) {
            const auto &next = trie.nodes[std::size_t(node)].next;
            const auto it = next.find(static_cast<unsigned char>(text[k]));
            if (it == next.end())
                break;
            node = it->second;
            if (trie.nodes[std::size_t(node)].token >= 0) {
                token = trie.nodes[std::size_t(node)].token;
                matchEnd = k + 1;
            }
        }
        if (token < 0) {
            ++pos;
            continue;
        }
        const Token &t = m_tokens[std::size_t(token)];
        std::size_t begin = pos;
        std::size_t end = matchEnd;
        pos = matchEnd;
        if (begin < done)
            continue; // inside white space an earlier token's rstrip took
        if (t.singleWord) {
            std::size_t len = 0;
            const bool wordBefore = begin > 0 && isWordChar(charBefore(text, begin));
            const bool wordAfter = end < text.size() && isWordChar(utf8::decodeAt(text, end, &len));
            if (wordBefore || wordAfter)
                continue;
        }
        if (t.lstrip) {
            while (begin > done) {
                std::size_t start = begin - 1;
                while (start > done && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
                    --start;
                std::size_t len = 0;
                if (!utf8::isWhiteSpace(utf8::decodeAt(text, start, &len)))
                    break;
                begin = start;
            }
        }
        if (t.rstrip) {
            std::size_t len = 0;
            while (end < text.size() && utf8::isWhiteSpace(utf8::decodeAt(text, end, &len)))
                end += len;
        }
        if (done < begin)
            out.push_back({done, begin, -1});
        out.push_back({begin, end, t.id});
        done = end;
    }
    if (done < text.size())
        out.push_back({done, text.size(), -1});
    return out;
}

} // namespace pilot::tensor
