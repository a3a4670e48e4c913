// The fast-path JSON scanner of the metrics reader: exact numbers and strict grammar.
#include "core/runs/decimaltodouble.h"
#include "core/runs/flatjson.h"

#include <QRandomGenerator>
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

using namespace pilot;

namespace {

int scan(const char *text, FlatField *fields)
{
    return scanFlatObject(text, std::strlen(text), fields, 16);
}

// A line as MetricsParser hands it to its FlatScanner: followed by readable padding.
struct PaddedLine
{
    explicit PaddedLine(const QByteArray &line)
        : bytes(line + QByteArray(int(FlatScanner::kPadding), '\n'))
        , size(std::size_t(line.size()))
    {
    }
    QByteArray bytes;
    std::size_t size;
};

int scan(FlatScanner &scanner, const PaddedLine &line, FlatField *fields, int capacity = 16)
{
    return scanner.scan(line.bytes.constData(), line.size, fields, capacity);
}

double fromChars(const QByteArray &token)
{
    double v = 0;
    std::from_chars(token.constData(), token.constData() + token.size(), v);
    return v;
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// The value of `token` as the number of a one-field line scanned by a FlatScanner.
bool scanNumber(const QByteArray &token, FlatValue *out)
{
    FlatScanner scanner;
    FlatField f[2];
    const PaddedLine line("{\"x\": " + token + "}");
    if (scan(scanner, line, f, 2) != 1 || f[0].value.kind != FlatValue::Kind::Number)
        return false;
    *out = f[0].value;
    return true;
}

} // namespace

class TestFlatJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void numbersAreCorrectlyRounded()
    {
        // Compare with the standard library on many random shortest representations, the form
        // Python's json writes, and on random digit strings of every length.
        QRandomGenerator rng(7);
        char buffer[64];
        for (int i = 0; i < 200000; ++i) {
            double value;
            if (i % 2 == 0) {
                quint64 bits = rng.generate64();
                std::memcpy(&value, &bits, sizeof value);
                if (!std::isfinite(value))
                    continue;
                const auto r = std::to_chars(buffer, buffer + sizeof buffer, value);
                *r.ptr = '\0';
            } else {
                const int digits = 1 + int(rng.bounded(25));
                int pos = 0;
                buffer[pos++] = char('1' + rng.bounded(9));
                for (int d = 1; d < digits; ++d)
                    buffer[pos++] = char('0' + rng.bounded(10));
                if (rng.bounded(2)) {
                    const int dot = 1 + int(rng.bounded(quint32(pos)));
                    std::memmove(buffer + dot + 1, buffer + dot, std::size_t(pos - dot));
                    buffer[dot] = '.';
                    ++pos;
                    if (buffer[pos - 1] == '.')
                        buffer[pos++] = '0';
                }
                pos += std::snprintf(buffer + pos, 10, "e%d", int(rng.bounded(60)) - 30);
                buffer[pos] = '\0';
            }
            FlatValue v;
            QVERIFY2(parseJsonNumber(buffer, &v), buffer);
            double expected = 0;
            std::from_chars(buffer, buffer + std::strlen(buffer), expected);
            if (v.number != expected)
                QFAIL(qPrintable(QStringLiteral("%1 parsed as %2, expected %3")
                                     .arg(QLatin1String(buffer))
                                     .arg(v.number, 0, 'g', 17)
                                     .arg(expected, 0, 'g', 17)));
        }
    }

    void integersStayExact()
    {
        FlatValue v;
        QVERIFY(parseJsonNumber("9007199254740993", &v)); // 2^53 + 1: not a double
        QVERIFY(v.isInteger);
        QCOMPARE(v.integer, Q_INT64_C(9007199254740993));
        QVERIFY(parseJsonNumber("-42", &v));
        QCOMPARE(v.integer, Q_INT64_C(-42));
        QVERIFY(parseJsonNumber("2.0", &v));
        QVERIFY(!v.isInteger);
        QCOMPARE(v.number, 2.0);
    }

    void rejectsWhatJsonRejects_data()
    {
        QTest::addColumn<QString>("token");
        for (const char *t : {"", "-", "01", "1.", ".5", "1e", "1e+", "+1", "0x10", "1..2", "1e5.5", "--1", "1 2"})
            QTest::newRow(t[0] ? t : "empty") << QString::fromLatin1(t);
    }

    void rejectsWhatJsonRejects()
    {
        QFETCH(QString, token);
        const QByteArray bytes = token.toLatin1();
        FlatValue v;
        QVERIFY(!parseJsonNumber(std::string_view(bytes.constData(), std::size_t(bytes.size())), &v));
    }

    void scansFlatObjects()
    {
        FlatField f[16];
        QCOMPARE(scan(R"({"v": 1, "type": "step", "loss": NaN, "lr": Infinity, "x": -Infinity, "ok": true, "n": null})", f), 7);
        QCOMPARE(f[1].key, std::string_view("type"));
        QCOMPARE(f[1].value.text, std::string_view("step"));
        QVERIFY(std::isnan(f[2].value.number));
        QVERIFY(std::isinf(f[3].value.number) && f[3].value.number > 0);
        QVERIFY(std::isinf(f[4].value.number) && f[4].value.number < 0);
        QVERIFY(f[5].value.boolean);
        QCOMPARE(f[6].value.kind, FlatValue::Kind::Null);
        QCOMPARE(scan("  {}  ", f), 0);
        QCOMPARE(scan(R"({"a":1,"b":"ü"})", f), 2);
    }

    void handsHardCasesToTheGeneralParser_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("nested") << R"({"metrics": {"a": 1}})";
        QTest::newRow("array") << R"({"a": [1]})";
        QTest::newRow("escape") << "{\"a\": \"x\\ny\"}";
        QTest::newRow("trailing comma") << R"({"a": 1,})";
        QTest::newRow("missing colon") << R"({"a" 1})";
        QTest::newRow("unterminated") << "{\"a\": \"x";
        QTest::newRow("trailing text") << R"({"a": 1} x)";
        QTest::newRow("not an object") << R"([1])";
        QTest::newRow("bad literal") << R"({"a": nan})";
        QTest::newRow("torn") << R"({"a": 1)";
    }

    void handsHardCasesToTheGeneralParser()
    {
        QFETCH(QString, line);
        FlatField f[16];
        QCOMPARE(scan(line.toUtf8().constData(), f), -1);
    }

    // Tokens at the edges of the number formats, read by both number paths: the word-wise one
    // of the line scanner and the one for single tokens.
    void numberEdgeCases_data()
    {
        QTest::addColumn<QByteArray>("token");
        QTest::addColumn<double>("expected");
        QTest::addColumn<bool>("isInteger");
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("-0") << QByteArray("-0") << -0.0 << true;
        QTest::newRow("-0.0") << QByteArray("-0.0") << -0.0 << false;
        QTest::newRow("0.0") << QByteArray("0.0") << 0.0 << false;
        QTest::newRow("exponent") << QByteArray("1E5") << 1e5 << false;
        QTest::newRow("exponent sign") << QByteArray("2.5e+2") << 250.0 << false;
        QTest::newRow("negative exponent") << QByteArray("-1.5e-3") << -1.5e-3 << false;
        QTest::newRow("17 digits") << QByteArray("2.3456789012345678") << fromChars("2.3456789012345678") << false;
        QTest::newRow("time") << QByteArray("1764488100.2380373") << fromChars("1764488100.2380373") << false;
        QTest::newRow("19 digits after 0.") << QByteArray("0.0009999999999975326") << fromChars("0.0009999999999975326") << false;
        QTest::newRow("17 digits after 0.000") << QByteArray("0.00023803740707752995") << fromChars("0.00023803740707752995") << false;
        QTest::newRow("17 digits and exponent") << QByteArray("2.3803740707752995e-05") << fromChars("2.3803740707752995e-05") << false;
        QTest::newRow("20 significant digits") << QByteArray("1.2345678901234567891") << fromChars("1.2345678901234567891") << false;
        QTest::newRow("2^53 + 1") << QByteArray("9007199254740993") << 9007199254740992.0 << true;
        QTest::newRow("16-digit integer") << QByteArray("9999999999999999") << 1e16 << true;
        QTest::newRow("20-digit integer") << QByteArray("12345678901234567890") << 12345678901234567890.0 << false;
        QTest::newRow("largest double") << QByteArray("1.7976931348623157e308") << std::numeric_limits<double>::max() << false;
        QTest::newRow("rounds to infinity") << QByteArray("1.7976931348623159e308") << inf << false;
        QTest::newRow("overflow") << QByteArray("1e400") << inf << false;
        QTest::newRow("negative overflow") << QByteArray("-1e400") << -inf << false;
        QTest::newRow("overflow of a fraction") << QByteArray("0.001e312") << inf << false;
        QTest::newRow("underflow") << QByteArray("1e-400") << 0.0 << false;
        QTest::newRow("negative underflow") << QByteArray("-1e-400") << -0.0 << false;
        QTest::newRow("smallest subnormal") << QByteArray("4.9406564584124654e-324") << std::numeric_limits<double>::denorm_min() << false;
        QTest::newRow("rounds up to the smallest")
            << QByteArray("2.4703282292062328e-324") << std::numeric_limits<double>::denorm_min() << false;
        QTest::newRow("rounds down to zero") << QByteArray("2.4703282292062327e-324") << 0.0 << false;
        QTest::newRow("huge exponent") << QByteArray("1e99999999999") << inf << false;
        QTest::newRow("zero with huge exponent") << QByteArray("0e99999") << 0.0 << false;
    }

    void numberEdgeCases()
    {
        QFETCH(QByteArray, token);
        QFETCH(double, expected);
        QFETCH(bool, isInteger);
        FlatValue single;
        QVERIFY(parseJsonNumber(std::string_view(token.constData(), std::size_t(token.size())), &single));
        FlatValue scanned;
        QVERIFY(scanNumber(token, &scanned));
        for (const FlatValue &v : {single, scanned}) {
            QVERIFY2(sameBits(v.number, expected),
                     qPrintable(QStringLiteral("%1 read as %2").arg(QLatin1String(token)).arg(v.number, 0, 'g', 17)));
            QCOMPARE(v.isInteger, isInteger);
        }
    }

    // The scanner's word-wise path against the standard library, on the forms json.dumps
    // writes: shortest representations of random doubles and random digit strings with and
    // without a fraction, leading zeros after "0." included.
    void scannedNumbersAreCorrectlyRounded()
    {
        QRandomGenerator rng(11);
        FlatScanner scanner;
        bool scannedBefore = false;
        FlatField f[4];
        char buffer[64];
        for (int i = 0; i < 200000; ++i) {
            if (i % 2 == 0) {
                double value;
                const quint64 bits = rng.generate64();
                std::memcpy(&value, &bits, sizeof value);
                if (!std::isfinite(value))
                    continue;
                *std::to_chars(buffer, buffer + sizeof buffer, value).ptr = '\0';
            } else {
                int pos = 0;
                if (rng.bounded(4) == 0)
                    buffer[pos++] = '-';
                buffer[pos++] = rng.bounded(3) == 0 ? '0' : char('1' + rng.bounded(9));
                const int intDigits = buffer[pos - 1] == '0' ? 1 : 1 + int(rng.bounded(18));
                for (int d = 1; d < intDigits; ++d)
                    buffer[pos++] = char('0' + rng.bounded(10));
                if (rng.bounded(4) != 0) {
                    buffer[pos++] = '.';
                    const int zeros = int(rng.bounded(5));
                    for (int z = 0; z < zeros; ++z)
                        buffer[pos++] = '0';
                    const int fracDigits = 1 + int(rng.bounded(21));
                    for (int d = 0; d < fracDigits; ++d)
                        buffer[pos++] = char('0' + rng.bounded(10));
                }
                buffer[pos] = '\0';
            }
            const QByteArray token(buffer);
            const PaddedLine line("{\"loss\": " + token + ", \"step\": 1}");
            QVERIFY2(scan(scanner, line, f, 4) == 2, buffer);
            const double expected = fromChars(token);
            if (!sameBits(f[0].value.number, expected))
                QFAIL(qPrintable(QStringLiteral("%1 scanned as %2, expected %3")
                                     .arg(QLatin1String(buffer))
                                     .arg(f[0].value.number, 0, 'g', 17)
                                     .arg(expected, 0, 'g', 17)));
            QCOMPARE(f[0].sameKeyAsBefore, scannedBefore);
            QCOMPARE(f[1].sameKeyAsBefore, scannedBefore);
            QCOMPARE(f[1].value.integer, Q_INT64_C(1));
            scannedBefore = true;
        }
    }

    // The conversion from an already-parsed mantissa and power of ten: whenever it answers, the
    // answer has the bits std::from_chars gives for the same text, over the whole range of
    // exponents, mantissas of every length up to 2^64 - 1, and halfway cases.
    void eiselLemireMatchesFromChars()
    {
        QRandomGenerator rng(23);
        char buffer[64];
        int decided = 0;
        int normal = 0;
        auto check = [&](quint64 mantissa, int exponent10, bool negative) {
            const int length = std::snprintf(buffer, sizeof buffer, "%s%llue%d", negative ? "-" : "",
                                             static_cast<unsigned long long>(mantissa), exponent10);
            double expected = 0;
            const auto result = std::from_chars(buffer, buffer + length, expected);
            const bool isNormal = result.ec == std::errc() && std::isnormal(expected);
            normal += isNormal;
            double value = 0;
            if (!eiselLemireToDouble(mantissa, exponent10, negative, &value))
                return true;
            ++decided;
            if (!isNormal || !sameBits(value, expected)) {
                qWarning("%s converted as %.17g, expected %.17g", buffer, value, expected);
                return false;
            }
            return true;
        };
        for (int i = 0; i < 300000; ++i) {
            const int digits = 1 + int(rng.bounded(20));
            quint64 mantissa = rng.generate64();
            if (digits < 20) {
                quint64 limit = 1;
                for (int d = 0; d < digits; ++d)
                    limit *= 10;
                mantissa %= limit;
            }
            const int exponent10 = i % 2 ? -30 + int(rng.bounded(40)) : -345 + int(rng.bounded(660));
            QVERIFY(check(mantissa, exponent10, rng.bounded(2) == 0));
        }
        // Exactly halfway between two doubles, and one unit beside: round to even, or decline.
        const quint64 twoTo53 = quint64(1) << 53;
        for (quint64 m : {twoTo53 + 1, twoTo53 + 3, twoTo53 - 1, twoTo53 + 2, quint64(45035996273704965), quint64(45035996273704975),
                          quint64(90071992547409925), quint64(18014398509481985), std::numeric_limits<quint64>::max()}) {
            for (int exponent10 = -3; exponent10 <= 3; ++exponent10)
                QVERIFY(check(m, exponent10, false));
        }
        for (int shift = 0; shift < 11; ++shift) // halfway cases of the form (2^54 + 1) * 2^k
            QVERIFY(check(((twoTo53 << 1) + 1) << shift, 0, false));
        QVERIFY(!eiselLemireToDouble(0, 0, false, nullptr));
        QVERIFY2(decided > normal * 99 / 100, qPrintable(QStringLiteral("%1 of %2").arg(decided).arg(normal)));
    }

    // Lines of one writer repeat their keys: the scanner recognises them by their bytes, and
    // anything that differs is scanned in full.
    void rememberedKeysAreRecognisedAndChecked()
    {
        FlatScanner scanner;
        FlatField f[8];
        const PaddedLine first(R"({"v": 1, "type": "step", "loss": 2.5, "lr": 0.001})");
        QCOMPARE(scan(scanner, first, f), 4);
        for (int i = 0; i < 4; ++i)
            QVERIFY(!f[i].sameKeyAsBefore);
        const PaddedLine second(R"({"v": 1, "type": "step", "loss": 2.25, "lr": 0.002})");
        QCOMPARE(scan(scanner, second, f), 4);
        for (int i = 0; i < 4; ++i)
            QVERIFY(f[i].sameKeyAsBefore);
        QCOMPARE(f[2].key, std::string_view("loss"));
        QCOMPARE(f[2].value.number, 2.25);
        QCOMPARE(f[3].value.number, 0.002);
        QVERIFY(f[3].key.data() == second.bytes.constData() + second.bytes.indexOf("lr\""));

        // A key of the same length, other spacing, another order, fewer fields.
        const PaddedLine third(R"({"v":1, "type": "step", "lost": 7, "lr": 0.5, "x": null})");
        QCOMPARE(scan(scanner, third, f), 5);
        QVERIFY(!f[0].sameKeyAsBefore);
        QVERIFY(f[1].sameKeyAsBefore);
        QVERIFY(!f[2].sameKeyAsBefore);
        QCOMPARE(f[2].key, std::string_view("lost"));
        QCOMPARE(f[2].value.integer, Q_INT64_C(7));
        QVERIFY(f[3].sameKeyAsBefore);
        QCOMPARE(f[4].key, std::string_view("x"));
        const PaddedLine shorter(R"({"v":1, "type": "step"})");
        QCOMPARE(scan(scanner, shorter, f), 2);
        const PaddedLine spaced(R"({"v":  1 , "type" :"step" })");
        QCOMPARE(scan(scanner, spaced, f), 2);
        QCOMPARE(f[1].value.text, std::string_view("step"));

        // A remembered prefix is not a licence: what follows is still checked.
        const PaddedLine torn(R"({"v": 1, "type": "step", "loss": 2.5, "lr": 0.001)");
        QCOMPARE(scan(scanner, torn, f), -1);
        const PaddedLine trailing(R"({"v": 1, "type": "step", "loss": 2.5, "lr": 0.001} x)");
        QCOMPARE(scan(scanner, trailing, f), -1);
        const PaddedLine badNumber(R"({"v": 1, "type": "step", "loss": 02.5, "lr": 0.001})");
        QCOMPARE(scan(scanner, badNumber, f), -1);
        // After a line it could not scan the scanner starts afresh.
        QCOMPARE(scan(scanner, first, f), 4);
        QVERIFY(!f[0].sameKeyAsBefore);

        // A number must end where the line ends, not run on into the bytes after it.
        const PaddedLine cut(QByteArray(R"({"v": 1, "type": "step", "loss": 2.5, "lr": 0.001})").left(48));
        QByteArray runOn = cut.bytes;
        runOn.replace(int(cut.size), 8, "12345678");
        QCOMPARE(scanner.scan(runOn.constData(), cut.size, f, 8), -1);
    }

    void capacityIsExact()
    {
        FlatField f[2];
        QCOMPARE(scanFlatObject(R"({"a":1,"b":2})", 13, f, 2), 2);
    }

    void capacityIsRespected()
    {
        FlatField f[2];
        QCOMPARE(scanFlatObject(R"({"a":1,"b":2,"c":3})", 19, f, 2), -1);
    }
};

QTEST_GUILESS_MAIN(TestFlatJson)
#include "tst_flatjson.moc"
