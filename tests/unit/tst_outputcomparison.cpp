// Outputs side by side: character-level differences, similarity, rows matched by prompt.
#include "core/compare/outputcomparison.h"

#include <QTest>

using namespace pilot;

namespace {

QString render(const QList<DiffSegment> &segments)
{
    QString out;
    for (const DiffSegment &s : segments)
        out += s.kind == DiffSegment::Same            ? s.text
               : s.kind == DiffSegment::OnlyReference ? QStringLiteral("[-%1]").arg(s.text)
                                                      : QStringLiteral("{+%1}").arg(s.text);
    return out;
}

void sample(RunMetrics &m, qint64 step, const char *id, const char *output, const char *expected)
{
    SampleOutput s;
    s.step = step;
    s.id = QLatin1String(id);
    s.prompt = QStringLiteral("prompt ") + QLatin1String(id);
    s.output = QLatin1String(output);
    s.reference = QLatin1String(expected);
    m.addSample(s);
}

} // namespace

class TestOutputComparison : public QObject
{
    Q_OBJECT

private slots:
    void characterDiffs_data()
    {
        QTest::addColumn<QString>("reference");
        QTest::addColumn<QString>("pilot");
        QTest::addColumn<QString>("expected");
        QTest::newRow("equal") << "2026-03-01"
                               << "2026-03-01"
                               << "2026-03-01";
        QTest::newRow("one digit") << "2026-03-01"
                                   << "2026-08-01"
                                   << "2026-0[-3]{+8}-01";
        QTest::newRow("insertion") << "abc"
                                   << "abXc"
                                   << "ab{+X}c";
        QTest::newRow("deletion") << "abXc"
                                  << "abc"
                                  << "ab[-X]c";
        QTest::newRow("nothing in common") << "abc"
                                           << "xyz"
                                           << "[-abc]{+xyz}";
        QTest::newRow("empty pilot") << "abc"
                                     << ""
                                     << "[-abc]";
        QTest::newRow("umlauts") << "März"
                                 << "Marz"
                                 << "M[-ä]{+a}rz";
    }

    void characterDiffs()
    {
        QFETCH(QString, reference);
        QFETCH(QString, pilot);
        QFETCH(QString, expected);
        const QList<DiffSegment> d = characterDiff(reference, pilot);
        QCOMPARE(render(d), expected);
        // Either side can be rebuilt from the segments.
        QString ref, pil;
        for (const DiffSegment &s : d) {
            if (s.kind != DiffSegment::OnlyPilot)
                ref += s.text;
            if (s.kind != DiffSegment::OnlyReference)
                pil += s.text;
        }
        QCOMPARE(ref, reference);
        QCOMPARE(pil, pilot);
    }

    void longTextsStayCheap()
    {
        const QString a = QStringLiteral("start ") + QString(20000, QLatin1Char('a')) + QStringLiteral(" end");
        const QString b = QStringLiteral("start ") + QString(20000, QLatin1Char('b')) + QStringLiteral(" end");
        const QList<DiffSegment> d = characterDiff(a, b, 4000);
        QCOMPARE(d.size(), 4); // prefix, replaced middle, suffix
        QCOMPARE(d.first().text, QStringLiteral("start "));
        QCOMPARE(d.last().text, QStringLiteral(" end"));
    }

    void similarityScores()
    {
        QCOMPARE(similarity(QStringLiteral("abc"), QStringLiteral("abc")), 1.0);
        QCOMPARE(similarity(QString(), QString()), 1.0);
        QCOMPARE(similarity(QStringLiteral("abc"), QString()), 0.0);
        QCOMPARE(similarity(QStringLiteral("kitten"), QStringLiteral("sitting")), 1.0 - 3.0 / 7.0);
    }

    void rowsMatchByPrompt()
    {
        RunMetrics ref, pilot;
        sample(ref, 10, "a", "2026-03-01", "2026-03-01");
        sample(ref, 10, "b", "1999-12-31", "1999-12-31");
        sample(ref, 20, "a", "x", "2026-03-01");
        sample(pilot, 10, "b", "1999-12-30", "1999-12-31");
        sample(pilot, 10, "a", " 2026-03-01 ", "2026-03-01");
        sample(pilot, 10, "c", "only here", "expected");
        QCOMPARE(sampleSteps(ref, pilot), (QList<qint64>{10, 20}));
        const QList<OutputRow> rows = compareOutputs(ref, pilot, 10);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0].id, QStringLiteral("a"));
        QVERIFY(rows[0].referenceExact && rows[0].pilotExact); // trimmed
        QCOMPARE(rows[1].id, QStringLiteral("b"));
        QVERIFY(rows[1].referenceExact && !rows[1].pilotExact); // pilot wrong, reference right
        QVERIFY(rows[1].similarity > 0.8 && rows[1].similarity < 1.0);
        QVERIFY(!rows[2].hasReference && rows[2].hasPilot);
    }
};

QTEST_GUILESS_MAIN(TestOutputComparison)
#include "tst_outputcomparison.moc"
