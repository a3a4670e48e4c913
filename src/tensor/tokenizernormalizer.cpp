#include "tokenizernormalizer.h"

#include "tokenizererror.h"
#include "tokenizerjson.h"
#include "tokenizerregex.h"
#include "utf8text.h"

#include <string>
#include <vector>

namespace pilot::tensor {

namespace {

class Sequence final : public TextNormalizer
{
public:
    std::vector<std::unique_ptr<TextNormalizer>> steps;
    std::string where;
    std::string normalize(std::string text) const override
    {
        const std::size_t original = text.size();
        for (const auto &step : steps) {
            text = step->normalize(std::move(text));
            if (text.size() > grownLimit(original))
                refuseGrowth(where, original);
        }
        return text;
    }
};

class Prepend final : public TextNormalizer
{
public:
    std::string prefix;
    std::string normalize(std::string text) const override { return text.empty() ? text : prefix + text; }
};

class Replace final : public TextNormalizer
{
public:
    TokenizerPattern pattern = TokenizerPattern::literal("");
    std::string content;
    std::string where;
    std::string normalize(std::string text) const override { return boundedReplace(pattern, text, content, where); }
};

// Removes leading and trailing White_Space characters.
class Strip final : public TextNormalizer
{
public:
    bool left = true;
    bool right = true;
    std::string normalize(std::string text) const override
    {
        std::size_t begin = 0;
        std::size_t end = text.size();
        std::size_t len = 0;
        while (left && begin < end && utf8::isWhiteSpace(utf8::decodeAt(text, begin, &len)))
            begin += len;
        while (right && end > begin) {
            std::size_t start = end - 1;
            while (start > begin && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
                --start;
            if (!utf8::isWhiteSpace(utf8::decodeAt(text, start, &len)))
                break;
            end = start;
        }
        return text.substr(begin, end - begin);
    }
};

} // namespace

std::size_t grownLimit(std::size_t original)
{
    return original * kMaxNormalizedGrowth + kNormalizedSlackBytes;
}

void refuseGrowth(const std::string &where, std::size_t original)
{
    throw TokenizerError(where + ": grows a text of " + std::to_string(original) + " bytes beyond " + std::to_string(grownLimit(original))
                         + " bytes; it is refused");
}

std::string boundedReplace(const TokenizerPattern &pattern, const std::string &text, const std::string &content, const std::string &where)
{
    std::string out;
    std::size_t last = 0;
    for (const auto &[begin, end] : pattern.findAll(text)) {
        out.append(text, last, begin - last);
        out += content;
        last = end;
        if (out.size() > grownLimit(text.size()))
            refuseGrowth(where, text.size());
    }
    out.append(text, last, std::string::npos);
    if (out.size() > grownLimit(text.size()))
        refuseGrowth(where, text.size());
    return out;
}

std::unique_ptr<TextNormalizer> readNormalizer(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    if (v.is_null())
        return nullptr;
    json.object(v, path);
    const std::string type = json.type(v, path);
    if (type == "Sequence") {
        auto seq = std::make_unique<Sequence>();
        seq->where = path;
        seq->steps = json.sequenceSteps(
            v, path, "normalizers", "a normalizer",
            [&](const nlohmann::json &item, const std::string &itemPath) { return readNormalizer(json, item, itemPath); });
        return seq;
    }
    if (type == "Prepend") {
        static const char *const known[] = {"type", "prepend", nullptr};
        json.onlyKnown(v, path, known);
        auto p = std::make_unique<Prepend>();
        p->prefix = json.string(v, path, "prepend");
        return p;
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
    if (type == "Strip") {
        static const char *const known[] = {"type", "strip_left", "strip_right", nullptr};
        json.onlyKnown(v, path, known);
        auto s = std::make_unique<Strip>();
        s->left = json.boolean(v, path, "strip_left", true);
        s->right = json.boolean(v, path, "strip_right", true);
        return s;
    }
    json.unsupported(path + ": normalizer type " + type);
}

} // namespace pilot::tensor
