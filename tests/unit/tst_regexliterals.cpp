// The failure classifier's prefilter (core/support/regexliterals, literalscanner): the texts read
// from patterns, the constructs that make the reader give up, and the scanner's matches, with
// case folded as PCRE2 folds it.
#include "core/support/boundedregex.h"
#include "core/support/literalscanner.h"
#include "core/support/regexliterals.h"

#include <QTest>

using namespace pilot;

namespace {

QStringList literals(const QString &pattern, qsizetype minLength = 3)
{
    const std::optional<QList<QByteArray>> texts = requiredLiterals(pattern, minLength);
    if (!texts)
        return {QStringLiteral("<none>")};
    QStringList out;
    for (const QByteArray &t : *texts)
        out << QString::fromLatin1(t);
    return out;
}

QList<int> tagsIn(const LiteralScanner &scanner, const QByteArray &text)
{
    QList<int> out;
    scanner.scan(text.constData(), text.size(), [&](int tag) { out << tag; });
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestRegexLiterals : public QObject
{
    Q_OBJECT

private slots:
    void readsRequiredTexts_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *name, const char *pattern, const QStringList &expected) {
            QTest::newRow(name) << QString::fromUtf8(pattern) << expected;
        };
        row("alternatives", "CUDA out of memory|\\bOutOfMemoryError\\b", {"cuda out of memory", "outofmemoryerror"});
        row("prefix before a group", "\\bNCC_(?:EOOM\\d{3}|EVRF009)\\b", {"ncc_"});
        row("group longer than the run", "ab(?:memory error|hbm failure)", {"hbm failure", "memory error"});
        row("optional character", "colou?r faults", {"r faults"});
        row("optional group", "(?:abcdef)?ghi", {"ghi"});
        row("repeated group", "x(?:abcd)+", {"abcd"});
        row("lookahead", "(?=abcdefg)xyz", {"xyz"});
        row("counted", "a{2}bcd", {"abcd"});
        row("counted zero", "a{0}bcd", {"bcd"});
        row("class", "[abc]def", {"def"});
        row("literal brace", "x{abc", {"x{abc"});
        row("inline case flag", "(?i)Error", {"error"});
        row("hex escape", "\\x{41}bcd", {"bcd"});
        row("escaped metacharacters", "Op\\(s\\) not lowered", {"op(s) not lowered"});
        row("non-ASCII breaks", "Fehler\u00dfxy", {"fehler"});
        row("named group", "(?<what>abc|def)", {"abc", "def"});
        row("anchors keep neighbours", "^abc$", {"abc"});
        row("lazy and possessive", "abc.*?def++", {"abc"});
        row("backreference", "(abc)\\1", {"abc"});
        row("empty branch", "abc|", {"<none>"});
        row("branch without a text", "abc|\\d+", {"<none>"});
        row("too short", "ab|abcd", {"<none>"});
        row("extended mode", "(?x) a b c d", {"<none>"});
        row("quoted", "\\Qabc\\E", {"<none>"});
        row("recursion", "abc(?R)?", {"<none>"});
        row("condition", "(?(1)abc|def)", {"<none>"});
        row("verb", "(*UTF)abc", {"<none>"});
        row("quantifier of a later PCRE2", "x{,3}abc", {"<none>"});
    }

    void readsRequiredTexts()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, expected);
        QCOMPARE(literals(pattern), expected);
    }

    void shortTextsWhenAsked() { QCOMPARE(literals(QStringLiteral("ab+c"), 1), QStringList{QStringLiteral("ab")}); }

    // Every text read is in every match: checked on strings the patterns match.
    void textsAreInEveryMatch_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("line");
        QTest::newRow("optional") << "colou?r faults"
                                  << "color faults";
        QTest::newRow("repeat") << "ab+cde"
                                << "abbbbcde";
        QTest::newRow("group") << "x(?:abcd|efgh)+y"
                               << "xefghabcdy";
        QTest::newRow("case") << "Out Of Memory"
                              << "OUT OF MEMORY";
        QTest::newRow("kelvin") << "kelvin"
                                << "\u212aelvin";
        QTest::newRow("long s") << "loss"
                                << "lo\u017f\u017f";
    }

    void textsAreInEveryMatch()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, line);
        BoundedRegex re;
        QString error;
        QVERIFY2(re.compile(pattern, false, &error), qPrintable(error));
        QCOMPARE(re.match(line).outcome, BoundedRegex::Outcome::Match);
        const std::optional<QList<QByteArray>> texts = requiredLiterals(pattern);
        QVERIFY(texts);
        LiteralScanner scanner;
        for (const QByteArray &t : *texts)
            QVERIFY(scanner.add(t, 1));
        scanner.build();
        QVERIFY2(!tagsIn(scanner, line.toUtf8()).isEmpty(), qPrintable(line));
    }

    void scannerFindsOverlappingTexts()
    {
        LiteralScanner scanner;
        QVERIFY(scanner.add("he", 1));
        QVERIFY(scanner.add("she", 2));
        QVERIFY(scanner.add("his", 3));
        QVERIFY(scanner.add("hers", 4));
        scanner.build();
        QCOMPARE(tagsIn(scanner, "ushers"), (QList<int>{1, 2, 4}));
        QCOMPARE(tagsIn(scanner, "USHERS"), (QList<int>{1, 2, 4}));
        QCOMPARE(tagsIn(scanner, "this is his"), (QList<int>{3, 3})); // "this" holds it too
        QCOMPARE(tagsIn(scanner, "nothing at all\n"), QList<int>{});
        QCOMPARE(tagsIn(scanner, QByteArray("h\0e\xff\xfehe", 7)), QList<int>{1});
    }

    void scannerRefusesWhatItCannotCompare()
    {
        LiteralScanner scanner;
        QVERIFY(!scanner.add("", 1));
        QVERIFY(!scanner.add("gr\xc3\xb6\xc3\x9f", 1));
        QVERIFY(!scanner.add(QByteArray(LiteralScanner::kMaxBytes + 1, 'a'), 1));
        QVERIFY(scanner.add(QByteArray(LiteralScanner::kMaxBytes, 'a'), 1));
        QVERIFY(!scanner.add("a", 2));
    }
};

QTEST_APPLESS_MAIN(TestRegexLiterals)
#include "tst_regexliterals.moc"
