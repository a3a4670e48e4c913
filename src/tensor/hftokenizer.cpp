#include "hftokenizer.h"

#include "tokenizerjson.h"

#include "common/inputfile.h"
#include "common/utf8.h"

#include <nlohmann/json.hpp>

namespace pilot::tensor {

namespace {

constexpr std::size_t kMaxDepth = 64;

// Parses refusing what nlohmann::json would pass over quietly: a key twice in one object (the
// parser keeps one of them: the object ends with fewer members than keys were read) and
// nesting deeper than kMaxDepth.
nlohmann::json parseStrict(const std::string &content, const std::string &name)
{
    struct Frame
    {
        bool object;
        std::string key;
        std::size_t keys;
    };
    std::vector<Frame> stack;
    const auto where = [&stack] {
        std::string path;
        for (std::size_t i = 0; i + 1 < stack.size(); ++i)
            path += stack[i].object ? (path.empty() ? "" : ".") + stack[i].key : std::string("[]");
        return path;
    };
    const nlohmann::json::parser_callback_t callback = [&](int, nlohmann::json::parse_event_t event, nlohmann::json &parsed) {
        using E = nlohmann::json::parse_event_t;
        switch (event) {
        case E::object_start:
        case E::array_start:
            stack.push_back(Frame{event == E::object_start, {}, 0});
            if (stack.size() > kMaxDepth)
                throw TokenizerError(name + ": " + where() + ": nested deeper than " + std::to_string(kMaxDepth) + " levels");
            break;
        case E::key: {
            Frame &top = stack.back();
            top.key = parsed.get_ref<const std::string &>();
            ++top.keys;
            break;
        }
        case E::object_end:
            if (parsed.size() != stack.back().keys) {
                const std::string path = where();
                throw TokenizerError(name + ": " + (path.empty() ? "" : path + ": ") + "a key appears twice in one object");
            }
            stack.pop_back();
            break;
        case E::array_end:
            stack.pop_back();
            break;
        case E::value:
            break;
        }
        return true;
    };
    try {
        return nlohmann::json::parse(content, callback);
    } catch (const nlohmann::json::exception &e) {
        throw TokenizerError(name + ": JSON syntax error: " + e.what());
    }
}

} // namespace

std::unique_ptr<HfTokenizer> HfTokenizer::load(const std::string &path)
{
    return parse(readRegularFile(path, kMaxFileBytes, "tokenizer file"), path);
}

std::unique_ptr<HfTokenizer> HfTokenizer::parse(const std::string &content, const std::string &name)
{
    if (const std::ptrdiff_t bad = firstInvalidUtf8(content.data(), content.size()); bad >= 0)
        throw TokenizerError(name + ": byte " + std::to_string(bad) + ": the file is not UTF-8 text");
    const nlohmann::json doc = parseStrict(content, name);
    const TokenizerJson json(name);
    json.object(doc, "");
    static const char *const known[] = {"version",       "truncation", "padding",        "added_tokens", "normalizer",
                                        "pre_tokenizer", "model",      "post_processor", "decoder",      nullptr};
    json.onlyKnown(doc, "", known);

    std::unique_ptr<HfTokenizer> t(new HfTokenizer);
    const nlohmann::json &model = json.object(json.member(doc, "", "model"), "model");
    const std::string modelType = model.contains("type") ? json.type(model, "model") : std::string("(no type)");
    if (modelType != "BPE")
        json.unsupported("model: model type " + modelType + " (only BPE is)");
    t->m_model = std::make_unique<BpeModel>(json, model, "model");
    t->m_normalizer = readNormalizer(json, doc.value("normalizer", nlohmann::json()), "normalizer");
    if (const nlohmann::json *added = TokenizerJson::optional(doc, "added_tokens"))
        t->m_added = AddedTokens(json, *added, "added_tokens", *t->m_model, t->m_normalizer.get());
    t->m_preTokenizer = readPreTokenizer(json, doc.value("pre_tokenizer", nlohmann::json()), "pre_tokenizer");
    t->m_framing = readPostProcessor(json, doc.value("post_processor", nlohmann::json()), "post_processor");
    t->m_decoder = readDecoder(json, doc.value("decoder", nlohmann::json()), "decoder");
    for (const auto *ids : {&t->m_framing.prefix, &t->m_framing.suffix}) {
        for (const std::int32_t id : *ids) {
            if (!t->idToToken(id))
                json.fail("post_processor", "the special token id " + std::to_string(id) + " is not in the vocabulary");
        }
    }
    if (const nlohmann::json *padding = TokenizerJson::optional(doc, "padding")) {
        json.object(*padding, "padding");
        if (padding->contains("pad_id")) {
            t->m_pad = json.integer(*padding, "padding", "pad_id", 0, BpeModel::kMaxId);
            if (!t->idToToken(t->m_pad))
                json.fail("padding.pad_id", std::to_string(t->m_pad) + " is not in the vocabulary");
        }
    }
    return t;
}

std::vector<std::int32_t> HfTokenizer::encodeIds(const std::string &text, bool addSpecial) const
{
    if (const std::ptrdiff_t bad = firstInvalidUtf8(text.data(), text.size()); bad >= 0)
        throw std::invalid_argument("the text is not valid UTF-8 (byte " + std::to_string(bad) + ")");
    std::vector<std::int32_t> ids;
    ids.reserve(text.size() / 3 + 4);
    if (addSpecial)
        ids.insert(ids.end(), m_framing.prefix.begin(), m_framing.prefix.end());
    encodeText(text, ids);
    if (addSpecial)
        ids.insert(ids.end(), m_framing.suffix.begin(), m_framing.suffix.end());
    return ids;
}

void HfTokenizer::encodeText(const std::string &text, std::vector<std::int32_t> &ids) const
{
    for (const AddedTokens::Segment &seg : m_added.split(text, false)) {
        if (seg.id >= 0) {
            ids.push_back(seg.id);
            continue;
        }
        if (seg.end == seg.begin)
            continue;
        std::string piece = text.substr(seg.begin, seg.end - seg.begin);
        if (m_normalizer)
            piece = m_normalizer->normalize(std::move(piece));
        const bool atStart = seg.begin == 0;
        if (!m_added.hasNormalized()) {
            modelEncode(std::move(piece), atStart, ids);
            continue;
        }
        for (const AddedTokens::Segment &sub : m_added.split(piece, true)) {
            if (sub.id >= 0)
                ids.push_back(sub.id);
            else if (sub.end > sub.begin)
                modelEncode(piece.substr(sub.begin, sub.end - sub.begin), atStart && sub.begin == 0, ids);
        }
    }
}

void HfTokenizer::modelEncode(std::string text, bool atStart, std::vector<std::int32_t> &ids) const
{
    if (text.empty())
        return;
    if (!m_preTokenizer) {
        m_model->tokenize(text, ids);
        return;
    }
    std::vector<PreToken> pieces;
    pieces.push_back(PreToken{std::move(text), atStart});
    m_preTokenizer->apply(pieces);
    for (const PreToken &p : pieces)
        m_model->tokenize(p.text, ids);
}

std::vector<std::int64_t> HfTokenizer::encode(const std::string &text, bool addSpecial) const
{
    const std::vector<std::int32_t> ids = encodeIds(text, addSpecial);
    return std::vector<std::int64_t>(ids.begin(), ids.end());
}

std::vector<std::string> HfTokenizer::tokens(const std::string &text, bool addSpecial) const
{
    std::vector<std::string> out;
    for (const std::int32_t id : encodeIds(text, addSpecial))
        out.push_back(idToToken(id).value_or(std::string()));
    return out;
}

std::optional<std::string> HfTokenizer::idToToken(std::int64_t id) const
{
    if (id < 0 || id > BpeModel::kMaxId)
        return std::nullopt;
    if (const AddedTokens::Token *t = m_added.byId(std::int32_t(id)))
        return t->content;
    if (const std::string *s = m_model->idToToken(std::int32_t(id)))
        return *s;
    return std::nullopt;
}

std::optional<std::int64_t> HfTokenizer::tokenToId(const std::string &token) const
{
    for (const AddedTokens::Token &t : m_added.tokens()) {
        if (t.content == token)
            return t.id;
    }
    if (const auto id = m_model->tokenToId(token))
        return *id;
    return std::nullopt;
}

bool HfTokenizer::isSpecial(std::int64_t id) const
{
    if (id < 0 || id > BpeModel::kMaxId)
        return false;
    const AddedTokens::Token *t = m_added.byId(std::int32_t(id));
    return t && t->special;
}

std::string HfTokenizer::decode(const std::vector<std::int64_t> &ids, bool skipSpecial) const
{
    std::vector<std::string> tokens;
    tokens.reserve(ids.size());
    for (const std::int64_t id : ids) {
        if (skipSpecial && isSpecial(id))
            continue;
        if (auto t = idToToken(id))
            tokens.push_back(std::move(*t));
    }
    std::string text;
    if (!m_decoder) {
        for (std::size_t i = 0; i < tokens.size(); ++i)
            text += (i ? " " : "") + tokens[i];
        return text;
    }
    m_decoder->apply(tokens);
    for (const std::string &t : tokens)
        text += t;
    return text;
}

std::int64_t HfTokenizer::vocabSize() const
{
    return std::max(m_model->idLimit(), m_added.idLimit());
}

std::int64_t HfTokenizer::bos() const
{
    return m_framing.prefix.size() == 1 ? m_framing.prefix[0] : -1;
}

std::int64_t HfTokenizer::eos() const
{
    return m_framing.suffix.size() == 1 ? m_framing.suffix[0] : -1;
}

} // namespace pilot::tensor
