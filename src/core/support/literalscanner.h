#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QtGlobal>

#include <array>
#include <vector>

namespace pilot {

/// Finds many texts in bytes in one pass (an Aho–Corasick automaton), ASCII letters without
/// case and with PCRE2's caseless UTF equivalents of k and s (U+212A, U+017F) read as them —
/// the comparison requiredLiterals() (regexliterals.h) promises. Each text carries a tag; a scan
/// reports the tag of every text that occurs, as often as it occurs.
class PILOT_CORE_EXPORT LiteralScanner
{
public:
    /// At most this many bytes in all texts: the automaton's table grows with them.
    static constexpr qsizetype kMaxBytes = 64 * 1024;

    /// Adds a text (ASCII; its letters are lower-cased) before build(). False, and nothing
    /// added, when it is empty, not ASCII, or the texts would exceed kMaxBytes.
    bool add(const QByteArray &text, int tag);
    void build();
    bool isEmpty() const { return m_outputs.empty(); }

    /// Calls found(tag) for each occurrence of a text in [data, data + size).
    template<typename Found>
    void scan(const char *data, qsizetype size, Found &&found) const
    {
        if (m_columns == 0)
            return;
        const auto *p = reinterpret_cast<const unsigned char *>(data);
        qint32 state = 0;
        for (qsizetype i = 0; i < size; ++i) {
            unsigned char b = p[i];
            if (Q_UNLIKELY(b >= 0x80)) {
                // U+212A (E2 84 AA) and U+017F (C5 BF) match k and s without case.
                if (b == 0xE2 && i + 2 < size && p[i + 1] == 0x84 && p[i + 2] == 0xAA) {
                    b = 'k';
                    i += 2;
                } else if (b == 0xC5 && i + 1 < size && p[i + 1] == 0xBF) {
                    b = 's';
                    i += 1;
                }
            }
            state = m_next[std::size_t(state) * m_columns + m_column[b]];
            if (Q_UNLIKELY(m_firstOutput[std::size_t(state)] != m_firstOutput[std::size_t(state) + 1])) {
                for (qint32 o = m_firstOutput[std::size_t(state)]; o < m_firstOutput[std::size_t(state) + 1]; ++o)
                    found(m_outputs[std::size_t(o)]);
            }
        }
    }

private:
    struct Text
    {
        QByteArray bytes;
        int tag;
    };
    std::vector<Text> m_texts;
    qsizetype m_bytes = 0;

    std::array<quint8, 256> m_column{}; ///< byte → column; 0 for bytes in no text
    std::size_t m_columns = 0;
    std::vector<qint32> m_next;        ///< state × column → state
    std::vector<qint32> m_firstOutput; ///< state → first of its tags in m_outputs (one past the last: the next state's)
    std::vector<int> m_outputs;
};

} // namespace pilot
