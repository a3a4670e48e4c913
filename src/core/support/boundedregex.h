#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>

namespace pilot {

/// A regular expression from outside input — a team's failure or CPU-fallback rule — run so
/// that no pattern can take the program hostage: PCRE2 with the options QRegularExpression
/// gives it (UTF-16, UTF, ASCII classes; so a pattern means what it meant there) and a match limit and a depth limit on every match, a
/// JIT stack of bounded size, and a limit outcome that the caller must handle (never taken for
/// "no match"). A pattern of catastrophic shape, `^(a|aa)+$` on a long line of a's, ends with
/// Outcome::Limit after about a millisecond instead of running for hours.
class PILOT_CORE_EXPORT BoundedRegex
{
public:
    /// PCRE2's match limit per match call (its default is 10 million).
    static constexpr unsigned kMatchLimit = 1000000;
    /// PCRE2's depth limit per match call (backtracking depth of the interpreter).
    static constexpr unsigned kDepthLimit = 10000;

    enum class Outcome { Match, NoMatch, Limit };

    /// Compiles `pattern` (PCRE2 syntax, UTF; case-insensitive unless `caseSensitive`). False
    /// with `error` and the offset in the pattern where it breaks.
    bool compile(const QString &pattern, bool caseSensitive, QString *error, qsizetype *errorOffset = nullptr);
    bool isValid() const { return m_code != nullptr; }
    const QString &pattern() const { return m_pattern; }
    /// The compiled pattern, shared by copies: equal for copies, different after compile().
    const void *identity() const { return m_code.get(); }
    /// The names of the pattern's named groups.
    QStringList namedGroups() const;

    /// The outcome of one match call, with the match's place and its named groups.
    class PILOT_CORE_EXPORT Found
    {
    public:
        Outcome outcome = Outcome::NoMatch;
        qsizetype begin = -1;
        qsizetype end = -1;
        /// The text of the named group; empty when it did not take part (or there is none).
        QString named(const QString &group) const;

    private:
        friend class BoundedRegex;
        std::shared_ptr<void> m_code;
        std::shared_ptr<void> m_data;
        QStringView m_subject; ///< the text searched: valid as long as it is
    };

    /// The first match in `text` at or after `from`. Thread-safe: each call has match data of
    /// its own, and the compiled pattern is only read.
    Found match(QStringView text, qsizetype from = 0) const;

private:
    std::shared_ptr<void> m_code; // pcre2_code_16, shared by copies
    QString m_pattern;
};

} // namespace pilot
