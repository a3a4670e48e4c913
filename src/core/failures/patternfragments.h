#pragma once

#include "pilot_core_export.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace pilot {

/// Named pieces of a regular expression that a rules file writes once (`fragments:`) and its
/// patterns use as `{{name}}`: the words of trouble, the marks of a line that is only a warning.
/// A team that changes what counts as trouble changes one place, not every rule that asks.
class PILOT_CORE_EXPORT PatternFragments
{
public:
    static constexpr int kMaxFragments = 64;
    static constexpr qsizetype kMaxFragmentChars = 16 * 1024;
    static constexpr qsizetype kMaxExpandedChars = 64 * 1024;

    /// A pattern with its placeholders replaced, and where each replacement stands.
    struct Expanded
    {
        struct Span
        {
            qsizetype expandedBegin = 0;
            qsizetype expandedEnd = 0;
            qsizetype writtenBegin = 0;
            qsizetype writtenEnd = 0;
        };
        QString text;
        QList<Span> spans;

        /// The offset in the written pattern of `offset` in the expanded one: inside a
        /// replacement, the placeholder's start (the error is in the fragment it names).
        qsizetype writtenOffset(qsizetype offset) const;
    };

    /// Why a pattern cannot be expanded, and at which character of it.
    struct Problem
    {
        QString message;
        qsizetype offset = 0;
    };

    /// A valid name: a lower-case letter, then lower-case letters, digits and '_'.
    static bool isName(const QString &name);

    void add(const QString &name, const QString &text) { m_texts.insert(name, text); }

    /// Replaces every `{{name}}` by `(?:text)`. A placeholder that names no fragment, or an
    /// expansion longer than kMaxExpandedChars, is a problem.
    std::optional<Expanded> expand(const QString &pattern, Problem *problem) const;

private:
    QHash<QString, QString> m_texts;
};

} // namespace pilot
