#include "core/support/regexliterals.h"

#include <algorithm>

namespace pilot {

namespace {

// What a part of a pattern requires: one of `any` appears in every match of it. Unknown when
// the part is empty.
struct Need
{
    QList<QByteArray> any;

    bool known() const { return !any.isEmpty(); }
    qsizetype shortest() const
    {
        qsizetype n = any.constFirst().size();
        for (const QByteArray &a : any)
            n = std::min(n, a.size());
        return n;
    }
    // Longer texts are rarer in a log, and fewer alternatives leave fewer lines to try.
    bool betterThan(const Need &other) const
    {
        if (!other.known())
            return known();
        if (!known())
            return false;
        if (shortest() != other.shortest())
            return shortest() > other.shortest();
        return any.size() < other.any.size();
    }
};

// One item of a sequence: a literal character, something of no width (an anchor, \b), a group
// with what it requires, or anything else (a class, '.', \d, a lookaround, a backreference).
struct Atom
{
    enum Kind { Char, ZeroWidth, Group, Other } kind = Other;
    char ch = 0; // Char: lower-cased ASCII
    Need group;

    static Atom zeroWidth()
    {
        Atom a;
        a.kind = ZeroWidth;
        return a;
    }
    static Atom character(char c)
    {
        Atom a;
        a.kind = Char;
        a.ch = c;
        return a;
    }
};

struct Quantifier
{
    bool present = false;
    bool optional = false; // may match zero times
    bool repeats = false;  // may match more than once
};

char folded(char16_t c)
{
    return c >= u'A' && c <= u'Z' ? char(c - u'A' + 'a') : char(c);
}

bool isNameStart(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
}

bool isAsciiAlnum(char16_t c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

class PatternReader
{
public:
    PatternReader(QStringView p, qsizetype minLength)
        : m_p(p)
        , m_min(minLength)
    {
    }

    std::optional<Need> read()
    {
        if (m_p.startsWith(u"(*"))
            return std::nullopt; // start-of-pattern options such as (*CRLF) or verbs
        const Need need = alternation(false);
        if (m_failed || m_i != m_p.size() || !need.known())
            return std::nullopt;
        return need;
    }

private:
    QStringView m_p;
    qsizetype m_min;
    qsizetype m_i = 0;
    bool m_failed = false;

    bool atEnd() const { return m_i >= m_p.size(); }
    char16_t peek(qsizetype ahead = 0) const { return m_i + ahead < m_p.size() ? m_p.at(m_i + ahead).unicode() : u'\0'; }
    bool fail()
    {
        m_failed = true;
        return false;
    }

    // Branches up to the end of the group (nested) or of the pattern. Every match takes one
    // branch, so the alternation requires what each branch requires, together.
    Need alternation(bool nested)
    {
        Need all;
        bool everyBranchKnown = true;
        while (!m_failed) {
            const Need branch = sequence(nested);
            if (!branch.known())
                everyBranchKnown = false;
            else
                all.any += branch.any;
            if (atEnd() || peek() != u'|')
                break;
            ++m_i;
        }
        if (!everyBranchKnown)
            return Need{};
        std::sort(all.any.begin(), all.any.end());
        all.any.erase(std::unique(all.any.begin(), all.any.end()), all.any.end());
        return all;
    }

    Need sequence(bool nested)
    {
        Need best;
        QByteArray run;
        const auto endRun = [&] {
            if (run.size() >= m_min) {
                const Need candidate{{run}};
                if (candidate.betterThan(best))
                    best = candidate;
            }
            run.clear();
        };
        while (!atEnd() && !m_failed) {
            const char16_t c = peek();
            if (c == u'|')
                break;
            if (c == u')') {
                if (!nested)
                    fail();
                break;
            }
            const Atom a = atom();
            if (m_failed)
                break;
            const Quantifier q = quantifier();
            switch (a.kind) {
            case Atom::Char:
                if (q.optional) {
                    endRun();
                } else if (q.repeats) {
                    // "ab+c" matches "abbc": "ab" and "bc" are both in it.
                    run += a.ch;
                    endRun();
                    run += a.ch;
                } else {
                    run += a.ch;
                }
                break;
            case Atom::ZeroWidth:
                // Consumes nothing: the characters on either side stay neighbours. A quantifier
                // after a comment or a lone \E belongs to the item before it (PCRE2 drops those
                // first): not read here.
                if (q.present)
                    fail();
                break;
            case Atom::Group:
                endRun();
                if (!q.optional && a.group.known() && a.group.betterThan(best))
                    best = a.group;
                break;
            case Atom::Other:
                endRun();
                break;
            }
        }
        endRun();
        return best;
    }

    Atom atom()
    {
        const char16_t c = peek();
        if (c == u'\\')
            return escape();
        if (c == u'[') {
            characterClass();
            return Atom{};
        }
        if (c == u'(')
            return group();
        ++m_i;
        if (c == u'.')
            return Atom{};
        if (c == u'^' || c == u'$')
            return Atom::zeroWidth();
        if (c == u'*' || c == u'+' || c == u'?') {
            fail(); // a quantifier without an item: not a pattern PCRE2 compiles
            return Atom{};
        }
        if (c < 0x20 || c > 0x7e)
            return Atom{}; // non-ASCII (or a control character): the prefilter compares ASCII only
        return Atom::character(folded(c));
    }

    Atom escape()
    {
        ++m_i; // the backslash
        if (atEnd()) {
            fail();
            return Atom{};
        }
        const char16_t c = peek();
        ++m_i;
        if (!isAsciiAlnum(c)) {
            if (c < 0x20 || c > 0x7e)
                return Atom{};
            return Atom::character(folded(c));
        }
        switch (c) {
        case u'b':
        case u'B':
        case u'A':
        case u'z':
        case u'Z':
        case u'G':
        case u'K':
        case u'E':
            return Atom::zeroWidth();
        case u'd':
        case u'D':
        case u'w':
        case u'W':
        case u's':
        case u'S':
        case u'h':
        case u'H':
        case u'v':
        case u'V':
        case u'R':
        case u'X':
        case u'C':
        case u'n':
        case u't':
        case u'r':
        case u'f':
        case u'e':
        case u'a':
            return Atom{};
        case u'N':
            if (peek() == u'{')
                fail(); // \N{U+…}
            return Atom{};
        case u'p':
        case u'P':
        case u'x':
        case u'o':
        case u'g':
        case u'k': {
            // \p{L}, \x{41}, \o{101}, \g{1}, \g<name>, \k<name>, \k'name': skip the argument. Only
            // \g and \k take <…> or '…'; after \x a '<' is an ordinary character (\x is then NUL).
            const bool named = c == u'g' || c == u'k';
            if (peek() == u'{' || (named && (peek() == u'<' || peek() == u'\''))) {
                const char16_t close = peek() == u'{' ? u'}' : peek() == u'<' ? u'>' : u'\'';
                const qsizetype end = m_p.indexOf(close, m_i + 1);
                if (end < 0) {
                    fail();
                    return Atom{};
                }
                m_i = end + 1;
            } else if (c == u'p' || c == u'P') {
                ++m_i; // \pL
            } else if (c == u'x') {
                for (int n = 0; n < 2 && isAsciiAlnum(peek()); ++n)
                    ++m_i;
            } else if (c == u'k' || c == u'o') {
                fail(); // not a form PCRE2 takes
                return Atom{};
            } else {
                if (peek() == u'-' || peek() == u'+')
                    ++m_i;
                while (peek() >= u'0' && peek() <= u'9')
                    ++m_i;
            }
            return Atom{};
        }
        case u'c':
            ++m_i; // \cX
            return Atom{};
        default:
            if (c >= u'0' && c <= u'9') {
                while (peek() >= u'0' && peek() <= u'9')
                    ++m_i; // a backreference or an octal code
                return Atom{};
            }
            fail(); // \Q…\E and the letters PCRE2 refuses or reads otherwise
            return Atom{};
        }
    }

    void characterClass()
    {
        ++m_i; // [
        if (peek() == u'^')
            ++m_i;
        if (peek() == u']')
            ++m_i; // a ']' first is a literal
        while (!atEnd()) {
            const char16_t c = peek();
            if (c == u'\\') {
                if (peek(1) == u'Q' || peek(1) == u'E') {
                    fail(); // quoting inside a class: not read here
                    return;
                }
                m_i += peek(1) == u'c' ? 3 : 2; // \cX is one character
                continue;
            }
            if (c == u'[' && (peek(1) == u':' || peek(1) == u'.' || peek(1) == u'=')) {
                // A POSIX class [:alpha:] only when its ":]" comes before any ']' (as PCRE2 checks).
                const char16_t kind = peek(1);
                qsizetype j = m_i + 2;
                while (j + 1 < m_p.size() && m_p.at(j) != u']' && !(m_p.at(j) == kind && m_p.at(j + 1) == u']'))
                    ++j;
                if (j + 1 < m_p.size() && m_p.at(j) == kind && m_p.at(j + 1) == u']') {
                    m_i = j + 2;
                    continue;
                }
            }
            ++m_i;
            if (c == u']')
                return;
        }
        fail();
    }

    Atom group()
    {
        ++m_i; // (
        if (peek() == u'*') {
            fail(); // (*pla:…) and other verbs
            return Atom{};
        }
        bool lookaround = false;
        if (peek() == u'?') {
            ++m_i;
            const char16_t c = peek();
            if (c == u'#') {
                const qsizetype end = m_p.indexOf(u')', m_i);
                if (end < 0) {
                    fail();
                    return Atom{};
                }
                m_i = end + 1;
                return Atom::zeroWidth();
            }
            if (c == u':' || c == u'|' || c == u'>') {
                ++m_i;
            } else if (c == u'=' || c == u'!') {
                ++m_i;
                lookaround = true;
            } else if (c == u'<' && (peek(1) == u'=' || peek(1) == u'!')) {
                m_i += 2;
                lookaround = true;
            } else if (((c == u'<' || c == u'\'') && isNameStart(peek(1))) || (c == u'P' && peek(1) == u'<' && isNameStart(peek(2)))) {
                const char16_t close = c == u'\'' ? u'\'' : u'>';
                const qsizetype end = m_p.indexOf(close, m_i + (c == u'P' ? 2 : 1));
                if (end < 0) {
                    fail();
                    return Atom{};
                }
                m_i = end + 1; // a named group
            } else {
                // Option letters, "(?i)" or "(?i-s:…)". Extended mode changes what a space
                // and '#' mean: not read here. Anything else ((?R), (?1), (?&n), (?(…)…)) is
                // recursion or a condition.
                while (!atEnd()
                       && (peek() == u'-' || peek() == u'^' || (peek() >= u'a' && peek() <= u'z') || (peek() >= u'A' && peek() <= u'Z'))) {
                    if (peek() == u'x' || !QStringView(u"-^imnsxJU").contains(QChar(peek()))) {
                        fail();
                        return Atom{};
                    }
                    ++m_i;
                }
                if (peek() == u')') {
                    ++m_i;
                    return Atom::zeroWidth();
                }
                if (peek() != u':') {
                    fail();
                    return Atom{};
                }
                ++m_i;
            }
        }
        Atom a;
        a.kind = Atom::Group;
        a.group = alternation(true);
        if (m_failed || peek() != u')') {
            fail();
            return Atom{};
        }
        ++m_i;
        if (lookaround)
            return Atom{}; // what it looks at may lie outside the match
        return a;
    }

    // A quantifier after an atom, with its lazy or possessive mark. "{" that does not start
    // one of PCRE2's quantifier forms is a literal in PCRE2 10.42 but a quantifier in later
    // versions ({,n}, spaces): such a pattern is not read.
    Quantifier quantifier()
    {
        Quantifier q;
        const char16_t c = peek();
        if (c == u'*' || c == u'+' || c == u'?') {
            ++m_i;
            q = Quantifier{true, c != u'+', c != u'?'};
        } else if (c == u'{') {
            qsizetype j = m_i + 1;
            const auto digits = [&] {
                const qsizetype from = j;
                while (j < m_p.size() && m_p.at(j) >= u'0' && m_p.at(j) <= u'9')
                    ++j;
                return m_p.mid(from, j - from);
            };
            const QStringView low = digits();
            QStringView high = low;
            bool comma = false;
            if (j < m_p.size() && m_p.at(j) == u',') {
                comma = true;
                ++j;
                high = digits();
            }
            if (j < m_p.size() && m_p.at(j) == u'}' && !low.isEmpty()) {
                m_i = j + 1;
                const bool zeroLow = low.toULongLong() == 0;
                const bool more = (comma && high.isEmpty()) || high.toULongLong() > 1;
                q = Quantifier{true, zeroLow, more};
            } else if (!low.isEmpty() || comma || (j < m_p.size() && m_p.at(j) == u' ')) {
                fail();
                return q;
            } else {
                return q; // a literal '{': the next atom
            }
        } else {
            return q;
        }
        if (peek() == u'?' || peek() == u'+')
            ++m_i;
        return q;
    }
};

} // namespace

std::optional<QList<QByteArray>> requiredLiterals(QStringView pattern, qsizetype minLength)
{
    PatternReader reader(pattern, std::max<qsizetype>(minLength, 1));
    const std::optional<Need> need = reader.read();
    if (!need)
        return std::nullopt;
    return need->any;
}

} // namespace pilot
