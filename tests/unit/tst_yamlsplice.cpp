// Splicing changed values into a YAML text: what did not change keeps its text byte for byte.
#include "core/support/yamlsplice.h"

#include <QTest>

using namespace pilot;

Q_DECLARE_METATYPE(std::optional<QByteArray>)

namespace {

void dropStyle(YAML::Node node)
{
    node.SetStyle(YAML::EmitterStyle::Default);
    if (node.IsMap()) {
        for (auto it = node.begin(); it != node.end(); ++it)
            dropStyle(it->second);
    } else if (node.IsSequence()) {
        for (auto it = node.begin(); it != node.end(); ++it)
            { YAML::Node item = *it; dropStyle(item); }
    }
}

// A tree as a program builds it: the braces of the test's text give no style.
YAML::Node tree(const QByteArray &yaml)
{
    YAML::Node root = YAML::Load(yaml.toStdString());
    dropStyle(root);
    return root;
}

} // namespace

class TestYamlSplice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splices_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QByteArray>("expected");

        QTest::newRow("unchanged") << QByteArray("# head\na: 1 # one\n\nb: [x, y]\n") << QByteArray("{a: 1, b: [x, y]}")
                                   << QByteArray("# head\na: 1 # one\n\nb: [x, y]\n");
        QTest::newRow("scalar keeps its comment") << QByteArray("a: 1  # one\nb: 2\n") << QByteArray("{a: 3, b: 2}")
                                                  << QByteArray("a: 3  # one\nb: 2\n");
        QTest::newRow("number spelling is a value") << QByteArray("p: 8.03e9\nq: 0.50\n") << QByteArray("{p: 8030000000, q: 0.5}")
                                                    << QByteArray("p: 8.03e9\nq: 0.50\n");
        QTest::newRow("same instant") << QByteArray("at: 2026-12-01T15:09:50+01:00\n") << QByteArray("{at: 2026-12-01T14:09:50Z}")
                                      << QByteArray("at: 2026-12-01T15:09:50+01:00\n");
        QTest::newRow("flow map stays flow") << QByteArray("l: {at: x, by: y}  # lock\n") << QByteArray("{l: {at: x, by: z}}")
                                             << QByteArray("l: {at: x, by: z}  # lock\n");
        QTest::newRow("empty flow list gets an item") << QByteArray("e: []\nf: 1\n") << QByteArray("{e: [x], f: 1}")
                                                      << QByteArray("e: [x]\nf: 1\n");
        QTest::newRow("cut keeps the comment of the next key") << QByteArray("a: 1\n# about b\nb: 2\nc: 3\n") << QByteArray("{b: 2, c: 3}")
                                                               << QByteArray("# about b\nb: 2\nc: 3\n");
        QTest::newRow("new key at the end of its map")
            << QByteArray("x:\n  a: 1\n# top\ny: 2\n") << QByteArray("{x: {a: 1, b: 2}, y: 2}") << QByteArray("x:\n  a: 1\n  b: 2\n# top\ny: 2\n");
        QTest::newRow("block scalar stays a block")
            << QByteArray("notes: |\n  line one\n  line two\nz: 1\n") << QByteArray("{notes: \"line one\\nline 2\\n\", z: 1}")
            << QByteArray("notes: |\n  line one\n  line 2\nz: 1\n");
        QTest::newRow("several lines become a block")
            << QByteArray("n: short # c\nz: 1\n") << QByteArray("{n: \"a\\nb\", z: 1}") << QByteArray("n: |-\n  a\n  b\nz: 1\n");
        QTest::newRow("plain over two lines")
            << QByteArray("r: a long\n  reason\nz: 1\n") << QByteArray("{r: shorter, z: 1}") << QByteArray("r: shorter\nz: 1\n");
        QTest::newRow("item appended") << QByteArray("runs:\n  - path: a\n    role: reference\nnext: 1\n")
                                       << QByteArray("{runs: [{path: a, role: reference}, {path: b, role: pilot}], next: 1}")
                                       << QByteArray("runs:\n  - path: a\n    role: reference\n  - path: b\n    role: pilot\nnext: 1\n");
        QTest::newRow("item removed") << QByteArray("authors:\n  - A # first\n  - B\n") << QByteArray("{authors: [B]}")
                                      << QByteArray("authors:\n  - B\n");
        QTest::newRow("item's value changed") << QByteArray("runs:\n  - path: a  # here\n    role: reference\n")
                                              << QByteArray("{runs: [{path: a, role: pilot}]}")
                                              << QByteArray("runs:\n  - path: a  # here\n    role: pilot\n");
        QTest::newRow("item put in between") << QByteArray("l:\n  - A # a\n  - C # c\n") << QByteArray("{l: [A, B, C]}")
                                             << QByteArray("l:\n  - A # a\n  - B\n  - C # c\n");
        QTest::newRow("first key of an item cut")
            << QByteArray("r:\n  - a: 1\n    b: 2\n") << QByteArray("{r: [{b: 2}]}") << QByteArray("r:\n  - b: 2\n");
        QTest::newRow("characters beyond ASCII")
            << QByteArray("title: Übergang — GPU → Trainium2\nb: 1\n") << QByteArray("{title: Übergang — GPU → Trainium2, b: 2}")
            << QByteArray("title: Übergang — GPU → Trainium2\nb: 2\n");
        QTest::newRow("quoted where needed") << QByteArray("t: \"a: b\"  # c\n") << QByteArray("{t: \"a: c\"}")
                                             << QByteArray("t: \"a: c\"  # c\n");
        QTest::newRow("scalar becomes a map") << QByteArray("a: 1\nb: 2\n") << QByteArray("{a: {c: 1}, b: 2}")
                                              << QByteArray("a:\n  c: 1\nb: 2\n");
        QTest::newRow("no final line break") << QByteArray("a: 1\nb: 2") << QByteArray("{a: 1, b: 2, c: 3}")
                                             << QByteArray("a: 1\nb: 2\nc: 3\n");
        QTest::newRow("document start kept") << QByteArray("---\n# c\na: 1\n") << QByteArray("{a: 2}") << QByteArray("---\n# c\na: 2\n");
    }

    void splices()
    {
        QFETCH(QByteArray, source);
        QFETCH(QByteArray, after);
        QFETCH(QByteArray, expected);
        const std::optional<QByteArray> spliced = spliceYaml(source, tree(after), ScalarMatch::Value);
        QVERIFY(spliced);
        QCOMPARE(*spliced, expected);
    }

    // Spelling keeps only text that is the same: a changed spelling is written as given.
    void spellingMatchRewritesNumbers()
    {
        const std::optional<QByteArray> spliced = spliceYaml("p: 8.03e9 # n\n", tree("{p: 8030000000}"), ScalarMatch::Spelling);
        QVERIFY(spliced);
        QCOMPARE(*spliced, QByteArray("p: 8030000000 # n\n"));
    }

    // Aliases share one node with their anchor: the edit lands and the file reads back right.
    void aliasesReadBackRight()
    {
        const std::optional<QByteArray> spliced = spliceYaml("a: &x 1\nb: *x\n", tree("{a: 1, b: 2}"), ScalarMatch::Value);
        QVERIFY(spliced);
        const YAML::Node back = tree(*spliced);
        QCOMPARE(back["a"].as<int>(), 1);
        QCOMPARE(back["b"].as<int>(), 2);
    }

    void refusesWhatItDoesNotFollow_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::newRow("list root") << QByteArray("- a\n");
        QTest::newRow("flow root") << QByteArray("{a: 1}\n");
        QTest::newRow("two documents") << QByteArray("a: 1\n---\na: 2\n");
        QTest::newRow("broken") << QByteArray("a: [1\n");
        QTest::newRow("empty") << QByteArray("");
    }

    void refusesWhatItDoesNotFollow()
    {
        QFETCH(QByteArray, source);
        QVERIFY(!spliceYaml(source, tree("{a: 3}"), ScalarMatch::Value));
    }

    void sameValue()
    {
        QVERIFY(sameYamlValue(tree("{a: 1.0, b: [x]}"), tree("{b: [x], a: 1}"), ScalarMatch::Value));
        QVERIFY(!sameYamlValue(tree("{a: 1.0}"), tree("{a: 1}"), ScalarMatch::Spelling));
        QVERIFY(!sameYamlValue(tree("{a: 1}"), tree("{a: 1, b: 2}"), ScalarMatch::Value));
        QVERIFY(!sameYamlValue(tree("{a: [1, 2]}"), tree("{a: [2, 1]}"), ScalarMatch::Value));
        QVERIFY(!sameYamlValue(tree("{a: x}"), tree("{a: [x]}"), ScalarMatch::Value));
    }
};

QTEST_GUILESS_MAIN(TestYamlSplice)
#include "tst_yamlsplice.moc"
