// The fast-path JSON scanner of the metrics reader: exact numbers and strict grammar.
#include "core/runs/flatjson.h"

#include <QRandomGenerator>
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstring>

using namespace pilot;

namespace {

int scan(const char *text, FlatField *fields)
{
    return scanFlatObject(text, std::strlen(text), fields, 16);
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

    void capacityIsRespected()
    {
        FlatField f[2];
        QCOMPARE(scanFlatObject(R"({"a":1,"b":2,"c":3})", 19, f, 2), -1);
    }
};

QTEST_GUILESS_MAIN(TestFlatJson)
#include "tst_flatjson.moc"
