#include "lossdigest.h"

#include <algorithm>
#include <cmath>

namespace pilot {

LossDigest::LossDigest(int capacity)
    : m_capacity(std::max(2, capacity - capacity % 2))
{
}

void LossDigest::clear()
{
    m_buckets.clear();
    m_perBucket = 1;
    m_count = 0;
    m_nonFinite = 0;
}

void LossDigest::merge(Bucket *into, const Bucket &next)
{
    into->lastStep = next.lastStep;
    into->count += next.count;
    into->nonFinite += next.nonFinite;
    if (next.lowStep >= 0 && (into->lowStep < 0 || next.low < into->low)) {
        into->low = next.low;
        into->lowStep = next.lowStep;
    }
    if (next.highStep >= 0 && (into->highStep < 0 || next.high > into->high)) {
        into->high = next.high;
        into->highStep = next.highStep;
    }
}

void LossDigest::halve()
{
    std::size_t out = 0;
    for (std::size_t i = 0; i < m_buckets.size(); i += 2) {
        Bucket b = m_buckets[i];
        if (i + 1 < m_buckets.size())
            merge(&b, m_buckets[i + 1]);
        m_buckets[out++] = b;
    }
    m_buckets.resize(out);
    m_perBucket *= 2;
}

void LossDigest::add(qint64 step, double loss)
{
    Bucket one;
    one.firstStep = one.lastStep = step;
    one.count = 1;
    if (std::isfinite(loss)) {
        one.lowStep = one.highStep = step;
        one.low = one.high = loss;
    } else {
        one.nonFinite = 1;
        ++m_nonFinite;
    }
    ++m_count;
    if (!m_buckets.empty() && m_buckets.back().count < m_perBucket) {
        merge(&m_buckets.back(), one);
        return;
    }
    if (int(m_buckets.size()) == m_capacity)
        halve();
    if (!m_buckets.empty() && m_buckets.back().count < m_perBucket)
        merge(&m_buckets.back(), one);
    else
        m_buckets.push_back(one);
}

void LossDigest::truncateFrom(qint64 step)
{
    while (!m_buckets.empty() && m_buckets.back().firstStep >= step) {
        m_count -= m_buckets.back().count;
        m_nonFinite -= m_buckets.back().nonFinite;
        m_buckets.pop_back();
    }
    if (m_buckets.empty() || m_buckets.back().lastStep < step)
        return;
    // Straddles `step`: how many of its steps came later is not known; keep its earlier range.
    Bucket &b = m_buckets.back();
    b.lastStep = step - 1;
    if (b.lowStep >= step)
        b.lowStep = -1;
    if (b.highStep >= step)
        b.highStep = -1;
    if (b.lowStep < 0 && b.highStep >= 0) {
        b.lowStep = b.highStep;
        b.low = b.high;
    } else if (b.highStep < 0 && b.lowStep >= 0) {
        b.highStep = b.lowStep;
        b.high = b.low;
    }
}

void LossDigest::appendPoints(QVector<double> *x, QVector<double> *y) const
{
    x->reserve(x->size() + 2 * qsizetype(m_buckets.size()));
    y->reserve(y->size() + 2 * qsizetype(m_buckets.size()));
    for (const Bucket &b : m_buckets) {
        if (b.lowStep < 0) {
            // Only non-finite losses here: a gap in the curve, as the steps themselves draw.
            x->append(double(b.firstStep));
            y->append(std::nan(""));
            continue;
        }
        const bool lowFirst = b.lowStep <= b.highStep;
        x->append(double(lowFirst ? b.lowStep : b.highStep));
        y->append(lowFirst ? b.low : b.high);
        if (b.lowStep != b.highStep) {
            x->append(double(lowFirst ? b.highStep : b.lowStep));
            y->append(lowFirst ? b.high : b.low);
        }
    }
}

} // namespace pilot
