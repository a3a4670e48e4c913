// Operator lists (raw list-operators output and compatibility tables) and the coverage
// judgement that feeds the "operators without a confirmed Neuron path" row.
#include "core/calculators/operatorlist.h"
#include "core/project/operatorevidence.h"
#include "core/project/project.h"

#include <QTest>

using namespace pilot;

namespace {

OperatorList rawList(const QByteArray &text)
{
    Diagnostics d;
    const auto list = OperatorList::parseListOutput(text, QStringLiteral("ops.txt"), QStringLiteral("neuronx-cc test"), QDate(2026, 11, 30),
                                                    &d);
    if (!list)
        qFatal("list rejected: %s", qPrintable(d.constFirst().toString()));
    return *list;
}

} // namespace

class TestOperatorList : public QObject
{
    Q_OBJECT

private slots:
    void rawListNeedsSourceAndDate()
    {
        Diagnostics d;
        QVERIFY(!OperatorList::parseListOutput("Add\n", QStringLiteral("ops.txt"), QString(), QDate(), &d));
        QCOMPARE(d.size(), 2);
        QVERIFY(d[0].toString().contains(QLatin1String("where the list comes from")));
        QVERIFY(d[1].toString().contains(QLatin1String("YYYY-MM-DD")));
    }

    void rawListLocatesBadLines()
    {
        Diagnostics d;
        QVERIFY(!OperatorList::parseListOutput("# note\nAdd\n\nERROR: something broke\n", QStringLiteral("ops.txt"), QStringLiteral("x"),
                                               QDate(2026, 1, 1), &d));
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].line, 4);
        QVERIFY(d[0].toString().startsWith(QLatin1String("ops.txt:4:1:")));
        d.clear();
        QVERIFY(!OperatorList::parseListOutput("\n# only a note\n", QStringLiteral("ops.txt"), QStringLiteral("x"), QDate(2026, 1, 1), &d));
        QVERIFY(d.constFirst().message.contains(QLatin1String("no operator")));
    }

    void tableErrorsAreLocated()
    {
        Diagnostics d;
        const QByteArray yaml = "schema: migration-pilot/operator-list@1\n"
                                "source: team table\n"
                                "date: 30.11.2026\n"
                                "aten:\n"
                                "  aten::erf: maybe\n"
                                "  erf: supported\n";
        QVERIFY(!OperatorList::parseTable(yaml, QStringLiteral("t.yaml"), &d));
        QStringList messages;
        for (const Diagnostic &x : d)
            messages << x.toString();
        QVERIFY2(messages.join(QLatin1Char('\n')).contains(QLatin1String("t.yaml:3:7:")), qPrintable(messages.join(QLatin1Char('\n'))));
        QVERIFY(messages.join(QLatin1Char('\n')).contains(QLatin1String("t.yaml:5:")));
        QVERIFY(messages.join(QLatin1Char('\n')).contains(QLatin1String("t.yaml:6:")));
        d.clear();
        QVERIFY(!OperatorList::parseTable("schema: migration-pilot/operator-list@1\nsource: x\ndate: 2026-11-30\n",
                                          QStringLiteral("t.yaml"), &d));
        QVERIFY(d.constFirst().message.contains(QLatin1String("no operator")));
    }

    void tableWithASecondDocumentIsRefused()
    {
        Diagnostics d;
        QVERIFY(!OperatorList::parseTable("schema: migration-pilot/operator-list@1\nsource: x\ndate: 2026-11-30\nsupported: [add]\n"
                                          "---\nsupported: [erf]\n",
                                          QStringLiteral("t.yaml"), &d));
        QVERIFY2(d.constFirst().toString().startsWith(QLatin1String("t.yaml:5:1: a second YAML document starts here")),
                 qPrintable(d.constFirst().toString()));
    }

    void coverageRules()
    {
        OperatorList list = rawList("Add\nMUL\nerf\n");
        list.aten.insert(QStringLiteral("aten::erf"), false); // a table entry beats the name list
        list.aten.insert(QStringLiteral("aten::linear"), true);
        const OperatorCoverage c = assessCoverage({{QStringLiteral("aten::add_"), 3},
                                                   {QStringLiteral("aten::mul"), 1},
                                                   {QStringLiteral("aten::erf"), 2},
                                                   {QStringLiteral("aten::linear"), 4},
                                                   {QStringLiteral("aten::nonzero"), 1}},
                                                  list);
        QCOMPARE(c.unconfirmed(), 2);
        QCOMPARE(c.unconfirmedNames(), (QStringList{QStringLiteral("aten::erf"), QStringLiteral("aten::nonzero")})); // unconfirmed first
        QCOMPARE(c.rows[0].status, OperatorStatus::Unsupported);
        QCOMPARE(c.rows[1].status, OperatorStatus::NotListed);
        QCOMPARE(c.rows[2].op, QStringLiteral("aten::add_"));
        QCOMPARE(c.rows[2].matchedAs, QStringLiteral("add")); // in-place variant, case-insensitive
        QCOMPARE(c.rows[2].count, 3);
    }

    void scanBecomesTheRowsAnswer()
    {
        Project p;
        DecisionAnswer other;
        other.id = QStringLiteral("unconfirmed_operators");
        other.evidence = {QStringLiteral("team wiki page"), QStringLiteral("ops-scan: model.pt — old result")};
        p.decision.append(other);
        const OperatorList list = rawList("Add\n");
        recordOperatorCoverage(&p, QStringLiteral("model.pt"), assessCoverage({{QStringLiteral("aten::erf"), 1}}, list), list);
        const DecisionAnswer *a = p.answer(QStringLiteral("unconfirmed_operators"));
        QCOMPARE(a->answer, Answer::Yes);
        QVERIFY(a->reason.contains(QLatin1String("aten::erf")));
        QCOMPARE(a->evidence.size(), 2); // the old scan's entry replaced, the wiki link kept
        QCOMPARE(a->evidence[0], QStringLiteral("team wiki page"));
        QVERIFY(a->evidence[1].contains(QLatin1String("neuronx-cc test, 2026-11-30")));
        recordOperatorCoverage(&p, QStringLiteral("model.pt"), assessCoverage({{QStringLiteral("aten::add"), 1}}, list), list);
        QCOMPARE(p.answer(QStringLiteral("unconfirmed_operators"))->answer, Answer::No);
    }
};

QTEST_GUILESS_MAIN(TestOperatorList)
#include "tst_operatorlist.moc"
