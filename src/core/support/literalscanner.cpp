#include "core/support/literalscanner.h"

#include <deque>

namespace pilot {

namespace {

char lowered(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

} // namespace

bool LiteralScanner::add(const QByteArray &text, int tag)
{
    if (text.isEmpty() || m_bytes + text.size() > kMaxBytes)
        return false;
    QByteArray bytes(text.size(), Qt::Uninitialized);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (static_cast<unsigned char>(text.at(i)) >= 0x80)
            return false;
        bytes[i] = lowered(text.at(i));
    }
    m_texts.push_back(Text{bytes, tag});
    m_bytes += text.size();
    return true;
}

void LiteralScanner::build()
{
    m_column.fill(0);
    m_columns = 1;
    for (const Text &t : m_texts) {
        for (const char c : t.bytes) {
            const auto b = static_cast<unsigned char>(c);
            if (m_column[b] == 0) {
                m_column[b] = quint8(m_columns++);
                if (c >= 'a' && c <= 'z')
                    m_column[static_cast<unsigned char>(c - 'a' + 'A')] = m_column[b];
            }
        }
    }
    // The trie: every text a path from the root (state 0).
    std::vector<qint32> trie(m_columns, -1);
    std::vector<std::vector<int>> outputs(1);
    for (const Text &t : m_texts) {
        qint32 state = 0;
        for (const char c : t.bytes) {
            const std::size_t cell = std::size_t(state) * m_columns + m_column[static_cast<unsigned char>(c)];
            if (trie[cell] < 0) {
                trie[cell] = qint32(outputs.size());
                outputs.emplace_back();
                trie.resize(trie.size() + m_columns, -1);
            }
            state = trie[cell];
        }
        outputs[std::size_t(state)].push_back(t.tag);
    }
    // Breadth first: a state's failure link is the longest proper suffix of its path that is
    // also a path; its missing moves are its failure link's, and it reports what that reports.
    const std::size_t states = outputs.size();
    m_next.assign(states * m_columns, 0);
    std::vector<qint32> failure(states, 0);
    std::deque<qint32> queue;
    for (std::size_t c = 0; c < m_columns; ++c) {
        if (trie[c] >= 0) {
            m_next[c] = trie[c];
            queue.push_back(trie[c]);
        }
    }
    while (!queue.empty()) {
        const qint32 s = queue.front();
        queue.pop_front();
        for (std::size_t c = 0; c < m_columns; ++c) {
            const std::size_t cell = std::size_t(s) * m_columns + c;
            const qint32 viaFailure = m_next[std::size_t(failure[std::size_t(s)]) * m_columns + c];
            if (trie[cell] >= 0) {
                const qint32 t = trie[cell];
                failure[std::size_t(t)] = viaFailure;
                const std::vector<int> &inherited = outputs[std::size_t(viaFailure)];
                outputs[std::size_t(t)].insert(outputs[std::size_t(t)].end(), inherited.begin(), inherited.end());
                m_next[cell] = t;
                queue.push_back(t);
            } else {
                m_next[cell] = viaFailure;
            }
        }
    }
    m_firstOutput.assign(states + 1, 0);
    m_outputs.clear();
    for (std::size_t s = 0; s < states; ++s) {
        m_firstOutput[s] = qint32(m_outputs.size());
        m_outputs.insert(m_outputs.end(), outputs[s].begin(), outputs[s].end());
    }
    m_firstOutput[states] = qint32(m_outputs.size());
    m_texts.clear();
}

} // namespace pilot
