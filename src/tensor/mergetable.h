#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pilot::tensor {

/// A BPE model's ranked merges by pair of ids: open addressing with linear probing in a flat
/// power-of-two table, at most half full. The merge loop asks it once for every candidate
/// pair, so it is the hottest lookup in tokenizing (a node-based std::unordered_map took a third
/// of the time for Llama 2's tokenizer, which has no pre-tokenizer and merges whole lines).
class MergeTable
{
public:
    struct Merge
    {
        std::uint32_t rank;
        std::int32_t id; ///< the merged token
    };

    /// The key of a pair: ids are never negative, so no pair has the empty slot's key.
    static std::uint64_t key(std::int32_t a, std::int32_t b) { return (std::uint64_t(std::uint32_t(a)) << 32) | std::uint32_t(b); }

    void reserve(std::size_t count)
    {
        std::size_t capacity = 16;
        while (capacity < 2 * count)
            capacity *= 2;
        if (capacity > m_slots.size())
            rehash(capacity);
    }

    /// Sets the merge of `k`, replacing an earlier one.
    void assign(std::uint64_t k, Merge merge)
    {
        if (2 * (m_size + 1) > m_slots.size())
            rehash(m_slots.empty() ? 16 : 2 * m_slots.size());
        Slot &slot = m_slots[probe(k)];
        if (slot.key == kEmpty)
            ++m_size;
        slot = Slot{k, merge};
    }

    const Merge *find(std::int32_t a, std::int32_t b) const
    {
        if (m_slots.empty())
            return nullptr;
        const std::uint64_t k = key(a, b);
        const Slot &slot = m_slots[probe(k)];
        return slot.key == k ? &slot.merge : nullptr;
    }

    std::size_t size() const { return m_size; }

private:
    struct Slot
    {
        std::uint64_t key;
        Merge merge;
    };
    static constexpr std::uint64_t kEmpty = ~std::uint64_t(0);

    // The slot holding `k`, or the empty one where it would go.
    std::size_t probe(std::uint64_t k) const
    {
        std::size_t i = std::size_t((k * 0x9E3779B97F4A7C15ull) >> m_shift);
        while (m_slots[i].key != k && m_slots[i].key != kEmpty)
            i = (i + 1) & (m_slots.size() - 1);
        return i;
    }

    void rehash(std::size_t capacity)
    {
        std::vector<Slot> old(capacity, Slot{kEmpty, {}});
        old.swap(m_slots);
        m_shift = 64;
        for (std::size_t c = capacity; c > 1; c /= 2)
            --m_shift;
        for (const Slot &slot : old) {
            if (slot.key != kEmpty)
                m_slots[probe(slot.key)] = slot;
        }
    }

    std::vector<Slot> m_slots;
    int m_shift = 64;
    std::size_t m_size = 0;
};

} // namespace pilot::tensor
