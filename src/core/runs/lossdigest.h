#pragma once

#include "pilot_core_export.h"

#include <QVector>

#include <vector>

namespace pilot {

/// A loss curve of any length in bounded memory: consecutive steps share a bucket that keeps
/// its lowest and highest loss (and where they were). When the buckets are full, neighbours
/// merge and each bucket holds twice as many steps. Drawn, the lows and highs give the same
/// envelope a chart draws from every step at screen width; it is for showing a followed run,
/// never for judging one (comparisons read every step).
class PILOT_CORE_EXPORT LossDigest
{
public:
    explicit LossDigest(int capacity = 2048);

    /// Steps come in increasing order. A non-finite loss is counted, never drawn.
    void add(qint64 step, double loss);
    /// Forgets the steps from `step` on (a resumed attempt reports them again). The bucket
    /// that holds both earlier and later steps keeps its earlier steps' range; its low and high
    /// may still include a forgotten step.
    void truncateFrom(qint64 step);
    void clear();

    bool empty() const { return m_buckets.empty(); }
    /// Steps folded in; after a truncation inside a bucket it still counts that bucket's
    /// forgotten steps (a change marker for redraws, not a step count to judge by).
    qint64 count() const { return m_count; }
    qint64 nonFinite() const { return m_nonFinite; }   ///< of them, with a NaN or infinite loss
    qint64 lastStep() const { return m_buckets.empty() ? -1 : m_buckets.back().lastStep; }
    int buckets() const { return int(m_buckets.size()); }
    qint64 stepsPerBucket() const { return m_perBucket; }

    /// Each bucket's low and high in step order (one point when they are the same step).
    void appendPoints(QVector<double> *x, QVector<double> *y) const;

private:
    struct Bucket
    {
        qint64 firstStep = 0;
        qint64 lastStep = 0;
        qint64 count = 0;
        qint64 nonFinite = 0;
        qint64 lowStep = -1; ///< -1 while no finite loss
        double low = 0.0;
        qint64 highStep = -1;
        double high = 0.0;
    };
    static void merge(Bucket *into, const Bucket &next);
    void halve();

    std::vector<Bucket> m_buckets;
    int m_capacity;
    qint64 m_perBucket = 1;
    qint64 m_count = 0;
    qint64 m_nonFinite = 0;
};

} // namespace pilot
