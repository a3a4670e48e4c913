#include "tokenizer.h"

namespace pilot::tensor {

std::vector<std::int64_t> ByteTokenizer::encode(const std::string &text, bool addSpecial) const
{
    std::vector<std::int64_t> ids;
    ids.reserve(text.size() + 2);
    if (addSpecial)
        ids.push_back(kBos);
    for (const char c : text)
        ids.push_back(static_cast<unsigned char>(c));
    return ids;
}

std::string ByteTokenizer::decode(const std::vector<std::int64_t> &ids, bool /*skipSpecial*/) const
{
    std::string text;
    for (const std::int64_t id : ids) {
        if (id >= 0 && id < 256)
            text += static_cast<char>(id);
    }
    return text;
}

} // namespace pilot::tensor
