// The failure classifier's prefilter (core/support/regexliterals, literalscanner): the texts read
// from patterns, the constructs that make the reader give up, and the scanner's matches, with
// case folded as PCRE2 folds it.
#include "core/support/boundedregex.h"
#include "core/support/literalscanner.h"
#include "core/support/regexliterals.h"

#include <QRandomGenerator>
#include <QTest>

#include <functional>

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

// A random pattern and a way to make strings it matches: literals, classes, '.', groups,
// alternations and quantifiers, nested.
struct RandomPattern
{
    QString pattern;
    std::function<QString(QRandomGenerator &)> sample;
};

RandomPattern randomPattern(QRandomGenerator &rng, int depth)
{
    static const QString letters = QStringLiteral("abcdeKkSsz019 _:-");
    const int kind = depth <= 0 ? int(rng.bounded(3)) : int(rng.bounded(7));
    if (kind == 0) { // a literal, 1 to 6 characters
        QString text;
        const int n = 1 + int(rng.bounded(6));
        for (int i = 0; i < n; ++i)
            text += letters.at(int(rng.bounded(letters.size())));
        QString escaped;
        for (const QChar c : std::as_const(text))
            escaped += (c == QLatin1Char(' ') || c == QLatin1Char('_') || c.isLetterOrNumber()) ? QString(c) : QStringLiteral("\\") + c;
        return {escaped, [text](QRandomGenerator &r) {
                    QString out;
                    for (const QChar c : text) { // any case: the patterns are compiled without case
                        if (c.toLower() == QLatin1Char('k') && r.bounded(4) == 0)
                            out += QChar(0x212a); // KELVIN SIGN, k without case
                        else if (c.toLower() == QLatin1Char('s') && r.bounded(4) == 0)
                            out += QChar(0x017f); // LONG S, s without case
                        else
                            out += r.bounded(2) ? c.toUpper() : c.toLower();
                    }
                    return out;
                }};
    }
    if (kind == 1)
        return {QStringLiteral("[a-c]"), [](QRandomGenerator &r) { return QString(QChar(u'a' + r.bounded(3))); }};
    if (kind == 2)
        return {QStringLiteral("."), [](QRandomGenerator &r) {
                    static const QString any = QStringLiteral("x.\u00e9\u212a\u017f7 ");
                    return QString(any.at(int(r.bounded(any.size()))));
                }};
    if (kind == 3 || kind == 4) { // a sequence of 2 to 4, or an alternation of 2 to 3
        const bool alternation = kind == 4;
        const int n = alternation ? 2 + int(rng.bounded(2)) : 2 + int(rng.bounded(3));
        QList<RandomPattern> parts;
        QStringList texts;
        for (int i = 0; i < n; ++i) {
            parts << randomPattern(rng, depth - 1);
            texts << parts.last().pattern;
        }
        const QString pattern = alternation ? QStringLiteral("(?:%1)").arg(texts.join(QLatin1Char('|'))) : texts.join(QString());
        return {pattern, [parts, alternation](QRandomGenerator &r) {
                    if (alternation)
                        return parts.at(int(r.bounded(parts.size()))).sample(r);
                    QString out;
                    for (const RandomPattern &part : parts)
                        out += part.sample(r);
                    return out;
                }};
    }
    // A quantified group: ?, *, +, {n}, {n,m}
    const RandomPattern inner = randomPattern(rng, depth - 1);
    static const struct { const char *text; int min; int max; } quantifiers[] = {
        {"?", 0, 1}, {"*", 0, 3}, {"+", 1, 3}, {"{2}", 2, 2}, {"{1,3}", 1, 3}, {"{0,2}", 0, 2}, {"+?", 1, 3}};
    const auto &q = quantifiers[rng.bounded(int(std::size(quantifiers)))];
    const bool capturing = rng.bounded(2);
    const QString group = (capturing ? QStringLiteral("(%1)") : QStringLiteral("(?:%1)")).arg(inner.pattern);
    const int min = q.min, max = q.max;
    return {group + QLatin1String(q.text), [inner, min, max](QRandomGenerator &r) {
                QString out;
                const int times = min + int(r.bounded(max - min + 1));
                for (int i = 0; i < times; ++i)
                    out += inner.sample(r);
                return out;
            }};
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
        // A quantifier after a comment or \E repeats the item before them: "ab(?#x)+c" matches "abbc".
        row("quantified comment", "ab(?#x)+c", {"<none>"});
        row("quantified \\E", "ab\\E+c", {"<none>"});
        // (?<* is a lookbehind, not a named group: "(?<*a)xyz|(c>qqq)" matches "axyz".
        row("non-atomic lookbehind", "(?<*a)xyz|(c>qqq)", {"<none>"});
        // \x without hex digits is NUL, and the quote after it an ordinary character.
        row("bare \\x", "\\x'|foo'barbaz", {"<none>"});
        // \c] is one character inside a class; \Q inside a class; "[:" without its ":]".
        row("control in a class", "[\\c]abc]", {"<none>"});
        row("quoting in a class", "[\\Q]abc|\\E]xyz", {"<none>"});
        row("no POSIX class", "[[:]|abc:]]zzz", {"<none>"});
        row("POSIX class", "[[:alpha:]]abc", {"abc"});
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

    // Thousands of random patterns: every string one matches (made from the pattern, in any
    // case, between other text) holds one of the texts read from it.
    void randomPatternsKeepTheirTexts()
    {
        QRandomGenerator rng(20261205);
        int checked = 0, read = 0;
        for (int round = 0; round < 3000; ++round) {
            const RandomPattern p = randomPattern(rng, 3);
            const std::optional<QList<QByteArray>> texts = requiredLiterals(p.pattern, 1 + int(rng.bounded(3)));
            if (!texts)
                continue;
            ++read;
            BoundedRegex re;
            QString error;
            QVERIFY2(re.compile(p.pattern, false, &error), qPrintable(p.pattern + QStringLiteral(": ") + error));
            LiteralScanner scanner;
            for (const QByteArray &t : *texts)
                QVERIFY(scanner.add(t, 1));
            scanner.build();
            for (int i = 0; i < 5; ++i) {
                const QString line = QStringLiteral("<< ") + p.sample(rng) + QStringLiteral(" >>");
                if (re.match(line).outcome != BoundedRegex::Outcome::Match)
                    continue;
                ++checked;
                QVERIFY2(!tagsIn(scanner, line.toUtf8()).isEmpty(),
                         qPrintable(QStringLiteral("pattern %1, texts %2, line %3").arg(p.pattern, QString::fromLatin1(texts->join('|')), line)));
            }
        }
        QVERIFY2(read > 500 && checked > 3000, qPrintable(QStringLiteral("%1 read, %2 checked").arg(read).arg(checked)));
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
