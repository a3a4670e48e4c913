#include "tokenizerregex.h"

#include "tokenizererror.h"
#include "tokenizerjson.h"
#include "utf8text.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <chrono>
#include <cstdint>

namespace pilot::tensor {

namespace {

// Oniguruma's word characters in Unicode mode (the Word property), as the JavaScript port of
// the tokenizers writes them: letters and other alphabetic characters, marks, decimal
// digits, connector punctuation, and the Latin-1 digits its ctype tables count as words.
const char kWordChars[] = "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\x{B2}\\x{B3}\\x{B9}\\x{BC}-\\x{BE}";
const char kHexChars[] = "0-9A-Fa-f";

std::string wordClass(bool negated)
{
    return std::string(negated ? "[^" : "[") + kWordChars + "]";
}

std::string wordBoundary(bool negated)
{
    const std::string w = wordClass(false);
    return negated ? "(?:(?<!" + w + ")(?!" + w + ")|(?<=" + w + ")(?=" + w + "))"
                   : "(?:(?<!" + w + ")(?=" + w + ")|(?<=" + w + ")(?!" + w + "))";
}

[[noreturn]] void refuse(const std::string &where, const std::string &why)
{
    throw TokenizerError(where + ": " + why + " is not supported");
}

struct MatchState
{
    pcre2_match_data *data = nullptr;
    pcre2_match_context *context = nullptr;
    pcre2_jit_stack *stack = nullptr;
    MatchState()
    {
        data = pcre2_match_data_create(1, nullptr);
        context = pcre2_match_context_create(nullptr);
        stack = pcre2_jit_stack_create(32 * 1024, 4 * 1024 * 1024, nullptr);
        if (!data || !context || !stack)
            throw std::bad_alloc();
        pcre2_jit_stack_assign(context, nullptr, stack);
        pcre2_set_match_limit(context, kTokenizerMatchLimit);
        pcre2_set_depth_limit(context, kTokenizerDepthLimit);
    }
    ~MatchState()
    {
        pcre2_jit_stack_free(stack);
        pcre2_match_context_free(context);
        pcre2_match_data_free(data);
    }
    MatchState(const MatchState &) = delete;
    MatchState &operator=(const MatchState &) = delete;
};

// One per thread: PCRE2's match data and JIT stack may not be shared by concurrent matches.
MatchState &matchState()
{
    thread_local MatchState state;
    return state;
}

// Appends the PCRE2 form of the escape `\e` (the character after a backslash), in or outside a character class: Oniguruma's
// \s, \d, \w, \h, \b and their negations in Unicode terms, other escapes as they are; refuses those PCRE2 cannot match alike.
void appendEscape(char e, bool inClass, const std::string &where, std::string &out)
{
    switch (e) {
    case 's':
        out += "\\p{White_Space}";
        break;
    case 'S':
        out += "\\P{White_Space}";
        break;
    case 'd':
        out += "\\p{Nd}";
        break;
    case 'D':
        out += "\\P{Nd}";
        break;
    case 'w':
        out += inClass ? std::string(kWordChars) : wordClass(false);
        break;
    case 'W':
        if (inClass)
            refuse(where, "\\W inside a character class");
        out += wordClass(true);
        break;
    case 'h':
        out += inClass ? std::string(kHexChars) : "[" + std::string(kHexChars) + "]";
        break;
    case 'H':
        if (inClass)
            refuse(where, "\\H inside a character class");
        out += "[^" + std::string(kHexChars) + "]";
        break;
    case 'b':
        out += inClass ? "\\x{08}" : wordBoundary(false);
        break;
    case 'B':
        if (inClass)
            refuse(where, "\\B inside a character class");
        out += wordBoundary(true);
        break;
    case 'G':
        refuse(where, "the \\G anchor");
    default:
        out += '\\';
        out += e;
    }
}

} // namespace

std::string onigurumaToPcre2(const std::string &p, const std::string &where)
{
    std::string out;
    out.reserve(p.size() + 32);
    int classDepth = 0; // inside [...]
    for (std::size_t i = 0; i < p.size(); ++i) {
        const char c = p[i];
        if (c == '\\') {
            if (i + 1 >= p.size())
                throw TokenizerError(where + ": the pattern ends with a lone backslash");
            const char e = p[++i];
            appendEscape(e, classDepth > 0, where, out);
            continue;
        }
        if (classDepth > 0) {
            if (c == '[') {
                if (i + 1 < p.size() && p[i + 1] == ':') { // a POSIX class: copy through its closing ":]"
                    const std::size_t end = p.find(":]", i + 2);
                    if (end == std::string::npos)
                        throw TokenizerError(where + ": an unterminated POSIX class");
                    out.append(p, i, end + 2 - i);
                    i = end + 1;
                    continue;
                }
                refuse(where, "a character class nested in another");
            }
            if (c == '&' && i + 1 < p.size() && p[i + 1] == '&')
                refuse(where, "a character class intersection (&&)");
            if (c == ']')
                classDepth = 0;
            out += c;
            continue;
        }
        if (c == '[') {
            classDepth = 1;
            out += c;
            // A ']' right after '[' or '[^' is a literal in both engines.
            if (i + 1 < p.size() && p[i + 1] == '^')
                out += p[++i];
            if (i + 1 < p.size() && p[i + 1] == ']')
                out += p[++i];
            continue;
        }
        if (c == '(' && i + 1 < p.size() && p[i + 1] == '?') {
            // Inline options: Oniguruma's (?m) is what other engines call dot-all.
            std::size_t k = i + 2;
            while (k < p.size() && (p[k] == 'i' || p[k] == 'm' || p[k] == 'x' || p[k] == '-'))
                ++k;
            if (k > i + 2 && k < p.size() && (p[k] == ':' || p[k] == ')') && p.substr(i + 2, k - i - 2).find('m') != std::string::npos)
                refuse(where, "the inline option m (Oniguruma's dot-all)");
        }
        out += c;
    }
    if (classDepth > 0)
        throw TokenizerError(where + ": an unterminated character class");
    return out;
}

TokenizerPattern TokenizerPattern::regex(const std::string &oniguruma, const std::string &where)
{
    const std::string pattern = onigurumaToPcre2(oniguruma, where);
    pcre2_compile_context *cc = pcre2_compile_context_create(nullptr);
    if (!cc)
        throw std::bad_alloc();
    pcre2_set_newline(cc, PCRE2_NEWLINE_LF);
    int error = 0;
    PCRE2_SIZE errorOffset = 0;
    pcre2_code *code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                     PCRE2_UTF | PCRE2_UCP | PCRE2_MULTILINE | PCRE2_ALT_CIRCUMFLEX, &error, &errorOffset, cc);
    pcre2_compile_context_free(cc);
    if (!code) {
        PCRE2_UCHAR message[256];
        pcre2_get_error_message(error, message, sizeof message);
        throw TokenizerError(where + ": the regular expression does not compile: " + reinterpret_cast<const char *>(message));
    }
    // Without JIT the interpreter still matches, only slower.
    pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
    TokenizerPattern result;
    result.m_code = std::shared_ptr<void>(code, [](void *c) { pcre2_code_free(static_cast<pcre2_code *>(c)); });
    result.m_where = where;
    return result;
}

TokenizerPattern TokenizerPattern::literal(const std::string &text)
{
    TokenizerPattern result;
    result.m_literal = text;
    return result;
}

std::vector<TokenizerPattern::Span> TokenizerPattern::findAll(const std::string &text) const
{
    std::vector<Span> spans;
    if (!m_code) {
        if (m_literal.empty())
            return spans;
        for (std::size_t at = text.find(m_literal); at != std::string::npos; at = text.find(m_literal, at + m_literal.size()))
            spans.emplace_back(at, at + m_literal.size());
        return spans;
    }
    auto *code = static_cast<const pcre2_code *>(m_code.get());
    MatchState &state = matchState();
    const auto *subject = reinterpret_cast<PCRE2_SPTR>(text.data());
    std::size_t offset = 0;
    // The pattern is outside input: its whole search of one text has a time budget, besides
    // PCRE2's limits on each match (a pattern that backtracks just under them at every position
    // would run for hours on a long text).
    const auto started = std::chrono::steady_clock::now();
    const auto budget = kTokenizerBaseBudget + std::chrono::nanoseconds(kTokenizerBudgetPerByte.count() * std::int64_t(text.size()));
    while (offset <= text.size()) {
        const int rc = pcre2_match(code, subject, text.size(), offset, PCRE2_NO_UTF_CHECK, state.data, state.context);
        if (rc == PCRE2_ERROR_NOMATCH)
            break;
        if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT || rc == PCRE2_ERROR_HEAPLIMIT || rc == PCRE2_ERROR_JIT_STACKLIMIT)
            throw TokenizerError(m_where + ": the regular expression reached its match limit at byte " + std::to_string(offset)
                                 + " of a text of " + std::to_string(text.size()) + " bytes (catastrophic backtracking); it is refused");
        if (std::chrono::steady_clock::now() - started > budget)
            throw TokenizerError(m_where + ": the regular expression took longer than its time budget ("
                                 + std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(budget).count())
                                 + " ms) on a text of " + std::to_string(text.size()) + " bytes; it is refused");
        if (rc < 0) {
            PCRE2_UCHAR message[256];
            pcre2_get_error_message(rc, message, sizeof message);
            throw std::runtime_error(std::string("tokenizer regular expression: ") + reinterpret_cast<const char *>(message));
        }
        const PCRE2_SIZE *ov = pcre2_get_ovector_pointer(state.data);
        const std::size_t begin = ov[0];
        const std::size_t end = ov[1];
        if (end < begin) // only \K in a lookahead can do this
            throw std::runtime_error("tokenizer regular expression: a match that ends before it begins");
        spans.emplace_back(begin, end);
        if (end > begin) {
            offset = end;
        } else {
            if (end >= text.size())
                break;
            offset = end + utf8::charLength(static_cast<unsigned char>(text[end]));
        }
    }
    return spans;
}

std::string TokenizerPattern::replaceAll(const std::string &text, const std::string &content) const
{
    std::string out;
    std::size_t last = 0;
    for (const Span &s : findAll(text)) {
        out.append(text, last, s.first - last);
        out += content;
        last = s.second;
    }
    out.append(text, last, std::string::npos);
    return out;
}

TokenizerPattern readPattern(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    json.object(v, path);
    if (v.size() != 1 || (!v.contains("String") && !v.contains("Regex")))
        json.fail(path, "must hold one of String and Regex");
    if (v.contains("String"))
        return TokenizerPattern::literal(json.string(v, path, "String"));
    return TokenizerPattern::regex(json.string(v, path, "Regex"), json.file() + ": " + TokenizerJson::at(path, "Regex"));
}

} // namespace pilot::tensor
