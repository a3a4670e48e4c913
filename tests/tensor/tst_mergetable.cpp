// MergeTable, the BPE merges' lookup: every pair found after the table grew from empty, a
// pair given twice keeps the later merge, pairs never given are not found.
#include "tensor/mergetable.h"

#include <QTest>

using pilot::tensor::MergeTable;

class TestMergeTable : public QObject
{
    Q_OBJECT

private slots:
    void growsAndFindsEveryPair()
    {
        MergeTable table;
        QVERIFY(!table.find(0, 0)); // empty: nothing, and no probe into no slots
        // No reserve: 20,000 pairs make it grow from 16 slots to 65,536. Ids as large as a vocabulary may
        // have, and pairs that differ only in order.
        for (std::int32_t i = 0; i < 10000; ++i) {
            table.assign(MergeTable::key(i, (1 << 24) - 1 - i), {std::uint32_t(2 * i), i + 1});
            table.assign(MergeTable::key((1 << 24) - 1 - i, i), {std::uint32_t(2 * i + 1), -1 - i});
        }
        QCOMPARE(table.size(), std::size_t(20000));
        for (std::int32_t i = 0; i < 10000; ++i) {
            const MergeTable::Merge *a = table.find(i, (1 << 24) - 1 - i);
            const MergeTable::Merge *b = table.find((1 << 24) - 1 - i, i);
            QVERIFY(a && b);
            QCOMPARE(a->rank, std::uint32_t(2 * i));
            QCOMPARE(a->id, i + 1);
            QCOMPARE(b->rank, std::uint32_t(2 * i + 1));
            QCOMPARE(b->id, -1 - i);
            QVERIFY(!table.find(i, i));
        }
    }

    void aPairGivenTwiceKeepsTheLaterMerge()
    {
        MergeTable table;
        table.reserve(4);
        table.assign(MergeTable::key(3, 4), {1, 10});
        table.assign(MergeTable::key(3, 4), {7, 11});
        QCOMPARE(table.size(), std::size_t(1));
        QCOMPARE(table.find(3, 4)->rank, std::uint32_t(7));
        QCOMPARE(table.find(3, 4)->id, 11);
        QVERIFY(!table.find(4, 3));
    }
};

QTEST_GUILESS_MAIN(TestMergeTable)
#include "tst_mergetable.moc"
