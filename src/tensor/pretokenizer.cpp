#include "pretokenizer.h"

#include "bytelevel.h"
#include "tokenizerjson.h"
#include "tokenizerregex.h"
#include "utf8text.h"

#include <algorithm>

namespace pilot::tensor {

namespace {

enum class Behavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };

// Each piece through `split`, which returns [begin, end) ranges of it; empty ones are dropped.
template<typename F>
void splitEach(std::vector<PreToken> &pieces, F split)
{
    std::vector<PreToken> out;
    out.reserve(pieces.size());
    for (PreToken &piece : pieces) {
        const std::vector<TokenizerPattern::Span> ranges = split(piece.text);
        for (const auto &r : ranges) {
            if (r.second > r.first)
                out.push_back(PreToken{piece.text.substr(r.first, r.second - r.first), piece.atStart && r.first == 0});
        }
    }
    pieces.swap(out);
}

// Hugging Face's NormalizedString::split: the matches (and what lies between them) of
// `pattern`, arranged by `behavior`.
std::vector<TokenizerPattern::Span> splitByPattern(const std::string &text, const TokenizerPattern &pattern, Behavior behavior, bool invert)
{
    struct Part
    {
        std::size_t begin, end;
        bool match;
    };
    std::vector<Part> parts;
    if (text.empty())
        return {};
    std::size_t prev = 0;
    for (const auto &m : pattern.findAll(text)) {
        if (m.first != prev)
            parts.push_back({prev, m.first, invert});
        parts.push_back({m.first, m.second, !invert});
        prev = m.second;
    }
    if (prev != text.size())
        parts.push_back({prev, text.size(), invert});

    std::vector<TokenizerPattern::Span> out;
    out.reserve(parts.size());
    bool previousMatch = false;
    switch (behavior) {
    case Behavior::Isolated:
        for (const Part &p : parts)
            out.emplace_back(p.begin, p.end);
        break;
    case Behavior::Removed:
        for (const Part &p : parts) {
            if (!p.match)
                out.emplace_back(p.begin, p.end);
        }
        break;
    case Behavior::MergedWithPrevious:
        for (const Part &p : parts) {
            if (p.match && !previousMatch && !out.empty())
                out.back().second = p.end;
            else
                out.emplace_back(p.begin, p.end);
            previousMatch = p.match;
        }
        break;
    case Behavior::MergedWithNext:
        for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
            if (it->match && !previousMatch && !out.empty())
                out.back().first = it->begin;
            else
                out.emplace_back(it->begin, it->end);
            previousMatch = it->match;
        }
        std::reverse(out.begin(), out.end());
        break;
    case Behavior::Contiguous:
        for (const Part &p : parts) {
            if (p.match == previousMatch && !out.empty())
                out.back().second = p.end;
            else
                out.emplace_back(p.begin, p.end);
            previousMatch = p.match;
        }
        break;
    }
    return out;
}

class Sequence final : public PreTokenizer
{
public:
    std::vector<std::unique_ptr<PreTokenizer>> steps;
    void apply(std::vector<PreToken> &pieces) const override
    {
        for (const auto &step : steps)
            step->apply(pieces);
    }
};

class Split final : public PreTokenizer
{
public:
    Split(TokenizerPattern p, Behavior b, bool inv)
        : pattern(std::move(p))
        , behavior(b)
        , invert(inv)
    {
    }
    TokenizerPattern pattern;
    Behavior behavior;
    bool invert;
    void apply(std::vector<PreToken> &pieces) const override
    {
        splitEach(pieces, [this](const std::string &text) { return splitByPattern(text, pattern, behavior, invert); });
    }
};

class ByteLevel final : public PreTokenizer
{
public:
    bool addPrefixSpace = false;
    std::unique_ptr<TokenizerPattern> gpt2; // null without use_regex
    void apply(std::vector<PreToken> &pieces) const override
    {
        splitEach(pieces, [this](std::string &text) {
            if (addPrefixSpace && (text.empty() || text[0] != ' '))
                text.insert(text.begin(), ' ');
            if (gpt2)
                return splitByPattern(text, *gpt2, Behavior::Isolated, false);
            return std::vector<TokenizerPattern::Span>{{0, text.size()}};
        });
        for (PreToken &p : pieces)
            p.text = bytelevel::encode(p.text);
    }
};

class Metaspace final : public PreTokenizer
{
public:
    enum class Prepend { Always, First, Never };
    std::string replacement;
    Prepend prepend = Prepend::Always;
    bool split = true;
    void apply(std::vector<PreToken> &pieces) const override
    {
        const TokenizerPattern space = TokenizerPattern::literal(" ");
        const TokenizerPattern mark = TokenizerPattern::literal(replacement);
        splitEach(pieces, [&](std::string &text) {
            text = space.replaceAll(text, replacement);
            // The text may have become the same text with a different start: atStart is kept
            // by splitEach for the range that begins at 0.
            return std::vector<TokenizerPattern::Span>{{0, text.size()}};
        });
        for (PreToken &p : pieces) {
            const bool starts = p.text.compare(0, replacement.size(), replacement) == 0;
            if (!starts && (prepend == Prepend::Always || (prepend == Prepend::First && p.atStart)))
                p.text.insert(0, replacement);
        }
        if (split)
            splitEach(pieces, [&](const std::string &text) { return splitByPattern(text, mark, Behavior::MergedWithNext, false); });
    }
};

Behavior readBehavior(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    const std::string name = json.string(v, path, "behavior");
    if (name == "Removed")
        return Behavior::Removed;
    if (name == "Isolated")
        return Behavior::Isolated;
    if (name == "MergedWithPrevious")
        return Behavior::MergedWithPrevious;
    if (name == "MergedWithNext")
        return Behavior::MergedWithNext;
    if (name == "Contiguous")
        return Behavior::Contiguous;
    json.fail(TokenizerJson::at(path, "behavior"),
              quoteText(name) + " is not a split behaviour (Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous)");
}

const char kGpt2Pattern[] = R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";

} // namespace

std::unique_ptr<PreTokenizer> readPreTokenizer(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    if (v.is_null())
        return nullptr;
    json.object(v, path);
    const std::string type = json.type(v, path);
    if (type == "Sequence") {
        auto seq = std::make_unique<Sequence>();
        seq->steps = json.sequenceSteps(
            v, path, "pretokenizers", "a pre-tokenizer",
            [&](const nlohmann::json &item, const std::string &itemPath) { return readPreTokenizer(json, item, itemPath); });
        return seq;
    }
    if (type == "Split") {
        static const char *const known[] = {"type", "pattern", "behavior", "invert", nullptr};
        json.onlyKnown(v, path, known);
        TokenizerPattern pattern = readPattern(json, json.member(v, path, "pattern"), TokenizerJson::at(path, "pattern"));
        return std::make_unique<Split>(std::move(pattern), readBehavior(json, v, path), json.boolean(v, path, "invert", false));
    }
    if (type == "ByteLevel") {
        static const char *const known[] = {"type", "add_prefix_space", "trim_offsets", "use_regex", nullptr};
        json.onlyKnown(v, path, known);
        auto b = std::make_unique<ByteLevel>();
        b->addPrefixSpace = json.boolean(v, path, "add_prefix_space", true);
        json.boolean(v, path, "trim_offsets", true);
        if (json.boolean(v, path, "use_regex", true))
            b->gpt2 = std::make_unique<TokenizerPattern>(TokenizerPattern::regex(kGpt2Pattern, "the GPT-2 pattern"));
        return b;
    }
    if (type == "Metaspace") {
        static const char *const known[] = {"type", "replacement", "prepend_scheme", "split", "add_prefix_space", "str_rep", nullptr};
        json.onlyKnown(v, path, known);
        auto m = std::make_unique<Metaspace>();
        m->replacement = json.string(v, path, "replacement");
        if (utf8::charCount(m->replacement) != 1)
            json.fail(TokenizerJson::at(path, "replacement"), "must be one character");
        json.optString(v, path, "str_rep");
        if (const auto scheme = json.optString(v, path, "prepend_scheme")) {
            if (*scheme == "always")
                m->prepend = Metaspace::Prepend::Always;
            else if (*scheme == "first")
                m->prepend = Metaspace::Prepend::First;
            else if (*scheme == "never")
                m->prepend = Metaspace::Prepend::Never;
            else
                json.fail(TokenizerJson::at(path, "prepend_scheme"), quoteText(*scheme) + " is not one of always, first, never");
        } else {
            // Files written before prepend_scheme existed say add_prefix_space.
            m->prepend = json.boolean(v, path, "add_prefix_space", true) ? Metaspace::Prepend::Always : Metaspace::Prepend::Never;
        }
        m->split = json.boolean(v, path, "split", true);
        return m;
    }
    if (type == "Digits") {
        static const char *const known[] = {"type", "individual_digits", nullptr};
        json.onlyKnown(v, path, known);
        const bool individual = json.boolean(v, path, "individual_digits", false);
        return std::make_unique<Split>(TokenizerPattern::regex(R"(\p{N})", "Digits"),
                                       individual ? Behavior::Isolated : Behavior::Contiguous, false);
    }
    if (type == "WhitespaceSplit") {
        static const char *const known[] = {"type", nullptr};
        json.onlyKnown(v, path, known);
        return std::make_unique<Split>(TokenizerPattern::regex(R"(\s)", "WhitespaceSplit"), Behavior::Removed, false);
    }
    if (type == "Punctuation") {
        static const char *const known[] = {"type", "behavior", nullptr};
        json.onlyKnown(v, path, known);
        const Behavior behavior = v.contains("behavior") ? readBehavior(json, v, path) : Behavior::Isolated;
        return std::make_unique<Split>(TokenizerPattern::regex(R"([\p{P}!-/:-@\x{5B}-`{-~])", "Punctuation"), behavior, false);
    }
    json.unsupported(path + ": pre-tokenizer type " + type);
}

} // namespace pilot::tensor
