#include "tokenizerdecoder.h"

#include "bytelevel.h"
#include "tokenizerjson.h"
#include "tokenizernormalizer.h"
#include "tokenizerregex.h"
#include "utf8text.h"

#include "common/utf8.h"

namespace pilot::tensor {

namespace {

std::size_t totalBytes(const std::vector<std::string> &tokens)
{
    std::size_t n = 0;
    for (const std::string &t : tokens)
        n += t.size();
    return n;
}

class Sequence final : public TokenDecoder
{
public:
    std::vector<std::unique_ptr<TokenDecoder>> steps;
    std::string where;
    void apply(std::vector<std::string> &tokens) const override
    {
        // A chain of decoders may grow the text no more than a normalizer may (grownLimit).
        const std::size_t original = totalBytes(tokens);
        for (const auto &step : steps) {
            step->apply(tokens);
            if (totalBytes(tokens) > grownLimit(original))
                refuseGrowth(where, original);
        }
    }
};

// Each token's characters back to the bytes they stand for (a token with a character outside
// the byte alphabet, such as an added token, stays as it is); then all of it as UTF-8, with
// U+FFFD for what is not.
class ByteLevel final : public TokenDecoder
{
public:
    void apply(std::vector<std::string> &tokens) const override
    {
        std::string bytes;
        std::string one;
        for (const std::string &t : tokens) {
            one.clear();
            bool all = true;
            for (std::size_t i = 0; i < t.size() && all;) {
                std::size_t len = 0;
                const int b = bytelevel::byteOf(utf8::decodeAt(t, i, &len));
                all = b >= 0;
                one += char(b);
                i += len;
            }
            bytes += all ? one : t;
        }
        tokens.assign(1, utf8::lossy(bytes));
    }
};

class Replace final : public TokenDecoder
{
public:
    TokenizerPattern pattern = TokenizerPattern::literal("");
    std::string content;
    std::string where;
    void apply(std::vector<std::string> &tokens) const override
    {
        for (std::string &t : tokens)
            t = boundedReplace(pattern, t, content, where);
    }
};

// Runs of <0xNN> tokens become the text of their bytes; a run that is not valid UTF-8 becomes
// one U+FFFD per byte.
class ByteFallback final : public TokenDecoder
{
public:
    static int byteOfToken(const std::string &t)
    {
        if (t.size() != 6 || t.compare(0, 3, "<0x") != 0 || t[5] != '>')
            return -1;
        int value = 0;
        for (int k = 3; k < 5; ++k) {
            const char c = t[std::size_t(k)];
            const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0)
                return -1;
            value = value * 16 + d;
        }
        return value;
    }
    void apply(std::vector<std::string> &tokens) const override
    {
        std::vector<std::string> out;
        out.reserve(tokens.size());
        std::string run;
        const auto flush = [&] {
            if (run.empty())
                return;
            if (firstInvalidUtf8(run.data(), run.size()) < 0) {
                out.push_back(run);
            } else {
                for (std::size_t k = 0; k < run.size(); ++k)
                    out.emplace_back("\xEF\xBF\xBD");
            }
            run.clear();
        };
        for (std::string &t : tokens) {
            const int b = byteOfToken(t);
            if (b >= 0) {
                run += char(b);
                continue;
            }
            flush();
            out.push_back(std::move(t));
        }
        flush();
        tokens.swap(out);
    }
};

class Fuse final : public TokenDecoder
{
public:
    void apply(std::vector<std::string> &tokens) const override
    {
        std::string all;
        for (const std::string &t : tokens)
            all += t;
        tokens.assign(1, all);
    }
};

// Up to `start` leading and `stop` trailing copies of one character off each token.
class Strip final : public TokenDecoder
{
public:
    std::string content; // one character
    std::size_t start = 0;
    std::size_t stop = 0;
    void apply(std::vector<std::string> &tokens) const override
    {
        for (std::string &t : tokens) {
            std::size_t begin = 0;
            for (std::size_t k = 0; k < start && t.compare(begin, content.size(), content) == 0; ++k)
                begin += content.size();
            std::size_t end = t.size();
            for (std::size_t k = 0;
                 k < stop && end >= begin + content.size() && t.compare(end - content.size(), content.size(), content) == 0; ++k)
                end -= content.size();
            t = t.substr(begin, end - begin);
        }
    }
};

// The replacement character becomes a space; in the first token it is dropped instead,
// unless prepend_scheme is "never".
class Metaspace final : public TokenDecoder
{
public:
    std::string replacement;
    bool dropInFirst = true;
    void apply(std::vector<std::string> &tokens) const override
    {
        const TokenizerPattern mark = TokenizerPattern::literal(replacement);
        for (std::size_t i = 0; i < tokens.size(); ++i)
            tokens[i] = mark.replaceAll(tokens[i], i == 0 && dropInFirst ? "" : " ");
    }
};

std::string oneChar(const TokenizerJson &json, const nlohmann::json &v, const std::string &path, const char *key)
{
    const std::string s = json.string(v, path, key);
    if (utf8::charCount(s) != 1)
        json.fail(TokenizerJson::at(path, key), "must be one character");
    return s;
}

} // namespace

std::unique_ptr<TokenDecoder> readDecoder(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    if (v.is_null())
        return nullptr;
    json.object(v, path);
    const std::string type = json.type(v, path);
    if (type == "Sequence") {
        auto seq = std::make_unique<Sequence>();
        seq->where = path;
        seq->steps = json.sequenceSteps(v, path, "decoders", "a decoder", [&](const nlohmann::json &item, const std::string &itemPath) {
            return readDecoder(json, item, itemPath);
        });
        return seq;
    }
    if (type == "ByteLevel") {
        static const char *const known[] = {"type", "add_prefix_space", "trim_offsets", "use_regex", nullptr};
        json.onlyKnown(v, path, known);
        return std::make_unique<ByteLevel>();
    }
    if (type == "Replace") {
        static const char *const known[] = {"type", "pattern", "content", nullptr};
        json.onlyKnown(v, path, known);
        auto r = std::make_unique<Replace>();
        r->where = path;
        r->pattern = readPattern(json, json.member(v, path, "pattern"), TokenizerJson::at(path, "pattern"));
        if (r->pattern.isEmptyLiteral())
            json.fail(TokenizerJson::at(path, "pattern"), "an empty String pattern would match everywhere");
        r->content = json.string(v, path, "content");
        return r;
    }
    if (type == "ByteFallback" || type == "Fuse") {
        static const char *const known[] = {"type", nullptr};
        json.onlyKnown(v, path, known);
        if (type == "Fuse")
            return std::make_unique<Fuse>();
        return std::make_unique<ByteFallback>();
    }
    if (type == "Strip") {
        static const char *const known[] = {"type", "content", "start", "stop", nullptr};
        json.onlyKnown(v, path, known);
        auto s = std::make_unique<Strip>();
        s->content = oneChar(json, v, path, "content");
        s->start = std::size_t(json.integer(v, path, "start", 0, 1 << 20));
        s->stop = std::size_t(json.integer(v, path, "stop", 0, 1 << 20));
        return s;
    }
    if (type == "Metaspace") {
        static const char *const known[] = {"type", "replacement", "prepend_scheme", "split", "add_prefix_space", "str_rep", nullptr};
        json.onlyKnown(v, path, known);
        auto m = std::make_unique<Metaspace>();
        m->replacement = oneChar(json, v, path, "replacement");
        if (const auto scheme = json.optString(v, path, "prepend_scheme")) {
            if (*scheme != "always" && *scheme != "first" && *scheme != "never")
                json.fail(TokenizerJson::at(path, "prepend_scheme"), quoteText(*scheme) + " is not one of always, first, never");
            m->dropInFirst = *scheme != "never";
        } else {
            m->dropInFirst = json.boolean(v, path, "add_prefix_space", true);
        }
        json.boolean(v, path, "split", true);
        json.optString(v, path, "str_rep");
        return m;
    }
    json.unsupported(path + ": decoder type " + type);
}

} // namespace pilot::tensor
