#include "tokenizecommand.h"

#include "tensor/hftokenizer.h"

#include "common/inputfile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <memory>
#include <stdexcept>

namespace pilot::trainer {

namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

// Reads `in` line by line, each at most kMaxTokenizeLineBytes, without the line end
// ("\n" or "\r\n").
class LineReader
{
public:
    explicit LineReader(std::FILE *in)
        : m_in(in)
    {
    }

    /// False at the end of the input; throws std::runtime_error for a line that is too long.
    bool next(std::string &line)
    {
        line.clear();
        for (;;) {
            if (m_pos == m_end) {
                m_end = std::fread(m_buffer, 1, sizeof m_buffer, m_in);
                m_pos = 0;
                if (m_end == 0) {
                    if (std::ferror(m_in))
                        throw std::runtime_error("reading stdin failed");
                    if (line.empty() && !m_partial)
                        return false;
                    m_partial = false;
                    return true;
                }
            }
            const char *start = m_buffer + m_pos;
            const auto *nl = static_cast<const char *>(std::memchr(start, '\n', m_end - m_pos));
            const std::size_t take = nl ? std::size_t(nl - start) : m_end - m_pos;
            if (line.size() + take > kMaxTokenizeLineBytes)
                throw std::runtime_error("the line is longer than " + std::to_string(kMaxTokenizeLineBytes) + " bytes");
            line.append(start, take);
            m_pos += take;
            if (nl) {
                ++m_pos;
                m_partial = false;
                if (!line.empty() && line.back() == '\r')
                    line.pop_back();
                return true;
            }
            m_partial = true;
        }
    }

private:
    std::FILE *m_in;
    char m_buffer[1 << 16];
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    bool m_partial = false;
};

std::vector<std::int64_t> idsOfLine(const nlohmann::json &v, const tensor::HfTokenizer &tokenizer)
{
    if (!v.is_array())
        throw std::runtime_error(std::string("expected a JSON list of token ids, not ") + v.type_name());
    std::vector<std::int64_t> ids;
    ids.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        const nlohmann::json &x = v[i];
        if (!x.is_number_integer())
            throw std::runtime_error("item " + std::to_string(i) + ": expected a token id (a whole number), not "
                                     + (x.is_number() ? std::string("a fraction") : std::string(x.type_name())));
        const std::int64_t id = x.is_number_unsigned() ? std::int64_t(std::min<std::uint64_t>(x.get<std::uint64_t>(), INT64_MAX))
                                                       : x.get<std::int64_t>();
        if (!tokenizer.idToToken(id))
            throw std::runtime_error("item " + std::to_string(i) + ": the id " + x.dump() + " is not in the vocabulary (0 to "
                                     + std::to_string(tokenizer.vocabSize() - 1) + ")");
        ids.push_back(id);
    }
    return ids;
}

} // namespace

int runTokenize(const std::map<std::string, std::string> &options, const std::vector<std::string> &flags, std::FILE *in, std::FILE *out,
                std::FILE *err)
{
    for (const auto &[key, value] : options) {
        if (key != "--tokenizer") {
            std::fprintf(err, "pilot-trainer: tokenize does not know the option %s\n", key.c_str());
            return kExitUsage;
        }
    }
    bool special = false;
    bool decode = false;
    for (const std::string &f : flags) {
        if (f == "--special")
            special = true;
        else if (f == "--decode")
            decode = true;
        else {
            std::fprintf(err, "pilot-trainer: tokenize does not know the option %s\n", f.c_str());
            return kExitUsage;
        }
    }
    if (!options.count("--tokenizer")) {
        std::fprintf(err, "pilot-trainer: tokenize needs --tokenizer FILE (a Hugging Face tokenizer.json)\n");
        return kExitUsage;
    }
    std::unique_ptr<tensor::HfTokenizer> tokenizer;
    try {
        tokenizer = tensor::HfTokenizer::load(options.at("--tokenizer"));
    } catch (const std::exception &e) {
        std::fprintf(err, "pilot-trainer: %s\n", e.what());
        return kExitFailed;
    }

    LineReader reader(in);
    std::string line;
    std::string output;
    std::size_t number = 0;
    try {
        for (;;) {
            ++number;
            if (!reader.next(line))
                break;
            nlohmann::json value;
            try {
                value = nlohmann::json::parse(line);
            } catch (const nlohmann::json::exception &e) {
                throw std::runtime_error(std::string("not JSON: ") + e.what());
            }
            output.clear();
            if (decode) {
                output = nlohmann::json(tokenizer->decode(idsOfLine(value, *tokenizer), !special))
                             .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            } else {
                if (!value.is_string())
                    throw std::runtime_error(std::string("expected a JSON string, not ") + value.type_name());
                const std::vector<std::int64_t> ids = tokenizer->encode(value.get<std::string>(), special);
                output += '[';
                for (std::size_t i = 0; i < ids.size(); ++i) {
                    if (i)
                        output += ',';
                    output += std::to_string(ids[i]);
                }
                output += ']';
            }
            output += '\n';
            if (std::fwrite(output.data(), 1, output.size(), out) != output.size())
                throw std::runtime_error("writing stdout failed");
        }
    } catch (const std::exception &e) {
        std::fflush(out);
        std::fprintf(err, "pilot-trainer: stdin line %zu: %s\n", number, e.what());
        return kExitFailed;
    }
    if (std::fflush(out) != 0) {
        std::fprintf(err, "pilot-trainer: writing stdout failed\n");
        return kExitFailed;
    }
    return kExitOk;
}

} // namespace pilot::trainer
