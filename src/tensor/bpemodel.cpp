#include "bpemodel.h"

#include "tokenizerjson.h"
#include "utf8text.h"

#include "common/utf8.h"

#include <queue>
#include <cstdio>

namespace pilot::tensor {

namespace {

// Refuses fields a BPE model does not have, and dropout other than null or 0.
void checkModelFields(const TokenizerJson &json, const nlohmann::json &model, const std::string &path)
{
    static const char *const known[] = {
        "type",  "dropout", "unk_token", "continuing_subword_prefix", "end_of_word_suffix", "fuse_unk", "byte_fallback", "ignore_merges",
        "vocab", "merges",  nullptr};
    json.onlyKnown(model, path, known);
    if (const nlohmann::json *dropout = TokenizerJson::optional(model, "dropout")) {
        if (!dropout->is_number() || dropout->get<double>() != 0.0)
            json.fail(TokenizerJson::at(path, "dropout"), "BPE dropout (random merges) is not supported; it must be null or 0");
    }
}

// The two tokens of merge `m`, written "a b" or ["a", "b"]; views into `m`.
void splitMerge(const TokenizerJson &json, const nlohmann::json &m, const std::string &where, std::string_view *a, std::string_view *b)
{
    if (m.is_string()) {
        const std::string &text = m.get_ref<const std::string &>();
        const std::size_t space = text.find(' ');
        if (space == std::string::npos || text.find(' ', space + 1) != std::string::npos)
            json.fail(where, quoteText(text) + " is not two tokens separated by one space");
        *a = std::string_view(text).substr(0, space);
        *b = std::string_view(text).substr(space + 1);
    } else if (m.is_array()) {
        if (m.size() != 2 || !m[0].is_string() || !m[1].is_string())
            json.fail(where, "must be a list of two strings");
        *a = m[0].get_ref<const std::string &>();
        *b = m[1].get_ref<const std::string &>();
    } else {
        json.fail(where, std::string("must be a string \"a b\" or a list [\"a\", \"b\"], not ") + m.type_name());
    }
}

} // namespace

BpeModel::BpeModel(const TokenizerJson &json, const nlohmann::json &model, const std::string &path)
{
    checkModelFields(json, model, path);
    m_prefix = json.optString(model, path, "continuing_subword_prefix").value_or("");
    m_suffix = json.optString(model, path, "end_of_word_suffix").value_or("");
    m_byteFallback = json.boolean(model, path, "byte_fallback", false);
    m_fuseUnk = json.boolean(model, path, "fuse_unk", false);
    m_ignoreMerges = json.boolean(model, path, "ignore_merges", false);

    const std::string vocabPath = TokenizerJson::at(path, "vocab");
    const nlohmann::json &vocab = json.object(json.member(model, path, "vocab"), vocabPath);
    if (vocab.empty())
        json.fail(vocabPath, "is empty");
    m_store.reserve(vocab.size());
    m_vocab.reserve(vocab.size());
    m_tokens.reserve(vocab.size());
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        const std::string &token = m_store.emplace_back(it.key());
        if (token.empty())
            json.fail(vocabPath, "an empty token");
        if (const std::ptrdiff_t bad = firstInvalidUtf8(token.data(), token.size()); bad >= 0)
            json.fail(vocabPath, "a token that is not valid UTF-8 (byte " + std::to_string(bad) + " of " + quoteText(token) + ")");
        const auto id = std::int32_t(json.integer(it.value(), vocabPath + "[" + quoteText(token) + "]", 0, kMaxId));
        m_vocab.emplace(token, id);
        const auto [old, fresh] = m_tokens.emplace(id, &token);
        if (!fresh)
            json.fail(vocabPath, quoteText(*old->second) + " and " + quoteText(token) + " both have the id " + std::to_string(id));
        m_idLimit = std::max<std::int64_t>(m_idLimit, std::int64_t(id) + 1);
    }

    if (const auto unk = json.optString(model, path, "unk_token")) {
        const auto it = m_vocab.find(*unk);
        if (it == m_vocab.end())
            json.fail(TokenizerJson::at(path, "unk_token"), quoteText(*unk) + " is not in the vocabulary");
        m_unk = it->second;
    }
    for (int b = 0; b < 256; ++b) {
        char name[8];
        std::snprintf(name, sizeof name, "<0x%02X>", b);
        const auto it = m_vocab.find(name);
        m_haveByteIds[b] = it != m_vocab.end();
        m_byteIds[b] = m_haveByteIds[b] ? it->second : 0;
    }

    m_plainPieces = m_prefix.empty() && m_suffix.empty();
    for (int b = 0; b < 256; ++b) {
        const char byte = char(b);
        const auto it = m_vocab.find(std::string_view(&byte, 1));
        m_singleByteIds[b] = it == m_vocab.end() ? -1 : it->second;
    }

    const std::string mergesPath = TokenizerJson::at(path, "merges");
    const nlohmann::json &merges = json.array(json.member(model, path, "merges"), mergesPath);
    if (merges.empty())
        json.fail(mergesPath, "is empty: a BPE model needs merges");
    m_merges.reserve(merges.size());
    std::string merged;
    for (std::size_t i = 0; i < merges.size(); ++i) {
        const std::string where = TokenizerJson::at(mergesPath, i);
        const nlohmann::json &m = merges[i];
        std::string_view a, b;
        splitMerge(json, m, where, &a, &b);
        const auto ia = m_vocab.find(a);
        const auto ib = m_vocab.find(b);
        const auto shown = [&] { return quoteText(std::string(a) + " " + std::string(b)); };
        if (ia == m_vocab.end() || ib == m_vocab.end())
            json.fail(where,
                      shown() + " names a token not in the vocabulary (" + quoteText(std::string(ia == m_vocab.end() ? a : b)) + ")");
        merged.assign(a);
        merged.append(!m_prefix.empty() && b.substr(0, m_prefix.size()) == m_prefix ? b.substr(m_prefix.size()) : b);
        const auto im = m_vocab.find(merged);
        if (im == m_vocab.end())
            json.fail(where, shown() + " makes " + quoteText(merged) + ", which is not in the vocabulary");
        // A pair listed twice keeps its later rank, as Hugging Face tokenizers do.
        m_merges.assign(MergeTable::key(ia->second, ib->second), MergeTable::Merge{std::uint32_t(i), im->second});
    }
}

std::optional<std::int32_t> BpeModel::tokenToId(const std::string &token) const
{
    const auto it = m_vocab.find(token);
    if (it == m_vocab.end())
        return std::nullopt;
    return it->second;
}

const std::string *BpeModel::idToToken(std::int32_t id) const
{
    const auto it = m_tokens.find(id);
    return it == m_tokens.end() ? nullptr : it->second;
}

void BpeModel::tokenize(const std::string &word, std::vector<std::int32_t> &out) const
{
    if (word.empty())
        return;
    if (m_ignoreMerges) {
        if (const auto it = m_vocab.find(word); it != m_vocab.end()) {
            out.push_back(it->second);
            return;
        }
    }
    const bool cacheable = word.size() <= kCacheMaxWordBytes;
    if (cacheable) {
        const std::lock_guard<std::mutex> lock(m_cacheMutex);
        if (const auto it = m_cache.find(word); it != m_cache.end()) {
            out.insert(out.end(), it->second.begin(), it->second.end());
            return;
        }
    }
    std::vector<std::int32_t> ids;
    mergeWord(word, ids);
    out.insert(out.end(), ids.begin(), ids.end());
    if (cacheable) {
        const std::lock_guard<std::mutex> lock(m_cacheMutex);
        if (m_cache.size() < kCacheWords)
            m_cache.emplace(word, std::move(ids));
    }
}

// Hugging Face's BPE::merge_word: each character (with the prefix when it is not the first,
// the suffix when it is the last) becomes its token, its <0xNN> byte tokens, or the unknown
// token; characters with none of them are left out.
void BpeModel::mergeWord(const std::string &word, std::vector<std::int32_t> &ids) const
{
    std::optional<std::int32_t> pendingUnk;
    std::string piece;
    for (std::size_t i = 0; i < word.size();) {
        const std::size_t len = std::min(utf8::charLength(static_cast<unsigned char>(word[i])), word.size() - i);
        const bool first = i == 0;
        const bool last = i + len >= word.size();
        // A one-byte piece without prefix or suffix takes its id from the array, unhashed.
        std::int32_t id = len == 1 && m_plainPieces ? m_singleByteIds[static_cast<unsigned char>(word[i])] : -1;
        piece.clear();
        if (id < 0) {
            if (!first)
                piece += m_prefix;
            piece.append(word, i, len);
            if (last)
                piece += m_suffix;
            if (const auto it = m_vocab.find(piece); it != m_vocab.end())
                id = it->second;
        }
        i += len;
        if (id >= 0) {
            if (pendingUnk) {
                ids.push_back(*pendingUnk);
                pendingUnk.reset();
            }
            ids.push_back(id);
            continue;
        }
        if (m_byteFallback) {
            bool all = true;
            for (const char c : piece)
                all = all && m_haveByteIds[static_cast<unsigned char>(c)];
            if (all) {
                for (const char c : piece)
                    ids.push_back(m_byteIds[static_cast<unsigned char>(c)]);
                continue;
            }
        }
        if (m_unk) {
            if (pendingUnk && !m_fuseUnk)
                ids.push_back(*pendingUnk);
            pendingUnk = m_unk;
        }
    }
    if (pendingUnk)
        ids.push_back(*pendingUnk);
    mergeSymbols(ids);
}

// Hugging Face's Word::merge_all: the pair of lowest rank first, leftmost among equal ranks;
// a queue entry whose pair has changed since it was queued is skipped.
void BpeModel::mergeSymbols(std::vector<std::int32_t> &ids) const
{
    if (ids.size() < 2)
        return;
    struct Symbol
    {
        std::int32_t id;
        std::int32_t prev;
        std::int32_t next;
        bool alive;
    };
    // A candidate merge of the symbol at `pos` with the one after it, as they were when it was
    // queued: `left` and `right` their ids then. It still holds when both still have those ids
    // side by side; a merge makes a longer token, so an id never comes back once changed.
    struct Entry
    {
        std::uint32_t rank;
        std::int32_t pos;
        std::int32_t id;
        std::int32_t left;
        std::int32_t right;
        bool operator<(const Entry &o) const { return rank != o.rank ? rank > o.rank : pos > o.pos; }
    };
    const auto n = std::int32_t(ids.size());
    std::vector<Symbol> sym(ids.size());
    std::vector<Entry> storage;
    storage.reserve(ids.size() * 2);
    std::priority_queue<Entry> queue(std::less<Entry>(), std::move(storage));
    for (std::int32_t i = 0; i < n; ++i)
        sym[std::size_t(i)] = Symbol{ids[std::size_t(i)], i - 1, i + 1 < n ? i + 1 : -1, true};
    const auto consider = [&](std::int32_t pos, std::int32_t a, std::int32_t b) {
        if (const MergeTable::Merge *m = m_merges.find(a, b))
            queue.push(Entry{m->rank, pos, m->id, a, b});
    };
    for (std::int32_t i = 0; i + 1 < n; ++i)
        consider(i, ids[std::size_t(i)], ids[std::size_t(i) + 1]);
    while (!queue.empty()) {
        const Entry top = queue.top();
        queue.pop();
        Symbol &left = sym[std::size_t(top.pos)];
        if (!left.alive || left.next < 0 || left.id != top.left)
            continue;
        Symbol &right = sym[std::size_t(left.next)];
        if (right.id != top.right)
            continue;
        left.id = top.id;
        right.alive = false;
        left.next = right.next;
        if (left.next >= 0)
            sym[std::size_t(left.next)].prev = top.pos;
        if (left.prev >= 0)
            consider(left.prev, sym[std::size_t(left.prev)].id, left.id);
        if (left.next >= 0)
            consider(top.pos, left.id, sym[std::size_t(left.next)].id);
    }
    ids.clear();
    for (const Symbol &s : sym) {
        if (s.alive)
            ids.push_back(s.id);
    }
}

} // namespace pilot::tensor
