#include "core/support/boundedregex.h"

#define PCRE2_CODE_UNIT_WIDTH 16
#include <pcre2.h>

namespace pilot {

namespace {

// One match context for all patterns: the limits, and PCRE2's default JIT stack (32 KiB; a
// pattern that needs more ends with a limit error rather than growing it).
pcre2_match_context *limitedContext()
{
    static pcre2_match_context *context = [] {
        pcre2_match_context *c = pcre2_match_context_create(nullptr);
        pcre2_set_match_limit(c, BoundedRegex::kMatchLimit);
        pcre2_set_depth_limit(c, BoundedRegex::kDepthLimit);
        return c;
    }();
    return context;
}

} // namespace

bool BoundedRegex::compile(const QString &pattern, bool caseSensitive, QString *error, qsizetype *errorOffset)
{
    m_code.reset();
    m_pattern = pattern;
    int code = 0;
    PCRE2_SIZE offset = 0;
    const uint32_t options = PCRE2_UTF | (caseSensitive ? 0 : PCRE2_CASELESS);
    pcre2_code *compiled = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.utf16()), PCRE2_SIZE(pattern.size()), options, &code, &offset,
                                         nullptr);
    if (!compiled) {
        PCRE2_UCHAR message[256];
        pcre2_get_error_message(code, message, sizeof message / sizeof *message);
        if (error)
            *error = QString::fromUtf16(reinterpret_cast<const char16_t *>(message));
        if (errorOffset)
            *errorOffset = qsizetype(offset);
        return false;
    }
    pcre2_jit_compile(compiled, PCRE2_JIT_COMPLETE); // without JIT (unsupported CPU) the interpreter runs, limits alike
    m_code = std::shared_ptr<void>(compiled, [](void *p) { pcre2_code_free(static_cast<pcre2_code *>(p)); });
    return true;
}

QStringList BoundedRegex::namedGroups() const
{
    QStringList names;
    if (!m_code)
        return names;
    auto *code = static_cast<pcre2_code *>(m_code.get());
    uint32_t count = 0, entrySize = 0;
    PCRE2_SPTR table = nullptr;
    pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &count);
    pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &entrySize);
    pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
    // Each entry: the group number in one code unit, then the name, NUL-terminated.
    for (uint32_t i = 0; table && i < count; ++i)
        names << QString::fromUtf16(reinterpret_cast<const char16_t *>(table + i * entrySize + 1));
    return names;
}

BoundedRegex::Found BoundedRegex::match(QStringView text, qsizetype from) const
{
    Found found;
    if (!m_code || from < 0 || from > text.size())
        return found;
    auto *code = static_cast<pcre2_code *>(m_code.get());
    std::shared_ptr<void> data(pcre2_match_data_create_from_pattern(code, nullptr),
                               [](void *p) { pcre2_match_data_free(static_cast<pcre2_match_data *>(p)); });
    if (!data) {
        found.outcome = Outcome::Limit; // no memory for the match: never taken for "no match"
        return found;
    }
    // A QString may hold lone surrogates (invalid UTF-16): PCRE2 checks, and refuses it as no match.
    const int rc = pcre2_match(code, reinterpret_cast<PCRE2_SPTR>(text.utf16()), PCRE2_SIZE(text.size()), PCRE2_SIZE(from), 0,
                               static_cast<pcre2_match_data *>(data.get()), limitedContext());
    if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT || rc == PCRE2_ERROR_HEAPLIMIT || rc == PCRE2_ERROR_JIT_STACKLIMIT
        || rc == PCRE2_ERROR_NOMEMORY) {
        found.outcome = Outcome::Limit;
        return found;
    }
    if (rc < 0)
        return found;
    const PCRE2_SIZE *ov = pcre2_get_ovector_pointer(static_cast<pcre2_match_data *>(data.get()));
    found.outcome = Outcome::Match;
    found.begin = qsizetype(ov[0]);
    found.end = qsizetype(ov[1]);
    found.m_code = m_code;
    found.m_data = data;
    found.m_subject = text;
    return found;
}

QString BoundedRegex::Found::named(const QString &group) const
{
    if (!m_code || !m_data)
        return {};
    const int number = pcre2_substring_number_from_name(static_cast<pcre2_code *>(m_code.get()),
                                                        reinterpret_cast<PCRE2_SPTR>(group.utf16()));
    auto *data = static_cast<pcre2_match_data *>(m_data.get());
    if (number < 0 || uint32_t(number) >= pcre2_get_ovector_count(data))
        return {};
    const PCRE2_SIZE *ov = pcre2_get_ovector_pointer(data);
    if (ov[2 * number] == PCRE2_UNSET)
        return {};
    return m_subject.mid(qsizetype(ov[2 * number]), qsizetype(ov[2 * number + 1] - ov[2 * number])).toString();
}

} // namespace pilot
