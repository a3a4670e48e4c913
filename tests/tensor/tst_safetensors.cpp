// safetensors: round trips and every rejection of the reference implementation.
#include "tensor/safetensors.h"
#include "tensor/tensorio.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot::tensor;
namespace st = pilot::tensor::safetensors;

namespace {

QByteArray fileWith(const QByteArray &header, const QByteArray &data, qint64 declaredLength = -1)
{
    QByteArray out;
    const quint64 n = declaredLength >= 0 ? quint64(declaredLength) : quint64(header.size());
    for (int i = 0; i < 8; ++i)
        out.append(char((n >> (8 * i)) & 0xff));
    return out + header + data;
}

QString write(const QTemporaryDir &dir, const QByteArray &bytes)
{
    const QString path = dir.filePath(QStringLiteral("t.safetensors"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write");
    return path;
}

} // namespace

class TestSafetensors : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.safetensors"));
        const NamedTensors tensors = {
            {"b.f32", torch::randn({3, 5})},
            {"a.i64", torch::arange(7, torch::kInt64)},
            {"c.bf16", torch::randn({4}).to(torch::kBFloat16)},
            {"d.empty", torch::empty({0, 3})},
            {"e.scalar", torch::tensor(2.5)},
            {"f.strided", torch::randn({4, 6}).t()}, // not contiguous: written contiguous
        };
        saveSafetensors(path.toStdString(), tensors, {{"format", "pt"}, {"note", "ü"}});
        const LoadedTensors loaded = loadSafetensors(path.toStdString());
        QCOMPARE(loaded.tensors.size(), tensors.size());
        for (const auto &[name, t] : tensors)
            QVERIFY2(torch::equal(loaded.tensors.at(name), t.contiguous()), name.c_str());
        QCOMPARE(loaded.metadata.at("note"), std::string("ü"));
        const st::Header header = st::readHeader(path.toStdString());
        QCOMPARE(header.dataStart % 8, std::uint64_t(0)); // header padded to 8 bytes
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray eight(8, '\x01');
        const QByteArray good = R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})";
        QTest::newRow("valid control") << fileWith(good, eight) << "";
        QTest::newRow("too small") << QByteArray("abc") << "too small";
        QTest::newRow("truncated") << fileWith(good, eight.left(6)) << "truncated";
        QTest::newRow("trailing bytes") << fileWith(good, eight + "xx") << "after the last tensor";
        QTest::newRow("huge header") << fileWith("{}", QByteArray(), 100'000'001) << "exceeds the limit";
        QTest::newRow("header past end") << fileWith(good, eight, 4096) << "past the end";
        QTest::newRow("non-UTF-8") << fileWith(QByteArray("{\"a\xff\":1}"), QByteArray()) << "UTF-8";
        QTest::newRow("not JSON") << fileWith("{nope", QByteArray()) << "not valid JSON";
        QTest::newRow("no brace") << fileWith("[]", QByteArray()) << "start with '{'";
        QTest::newRow("overlap") << fileWith(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                                             R"("b":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})",
                                             eight)
                                 << "overlap or leave a gap";
        QTest::newRow("gap") << fileWith(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})", eight) << "overlap or leave a gap";
        QTest::newRow("size mismatch") << fileWith(R"({"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}})", eight) << "its shape needs";
        QTest::newRow("bad dtype") << fileWith(R"({"a":{"dtype":"F13","shape":[2],"data_offsets":[0,8]}})", eight) << "unknown dtype";
        QTest::newRow("duplicate") << fileWith(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},)"
                                               R"("a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})",
                                               eight)
                                   << "appears twice";
        QTest::newRow("overflow") << fileWith(R"({"a":{"dtype":"F64","shape":[4294967296,4294967296],"data_offsets":[0,8]}})", eight)
                                  << "overflows";
        QTest::newRow("metadata not strings") << fileWith(R"({"__metadata__":{"x":1}})", QByteArray()) << "__metadata__";
    }

    void rejects()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = write(dir, bytes);
        try {
            loadSafetensors(path.toStdString());
            QVERIFY2(expected.isEmpty(), "accepted a broken file");
        } catch (const st::FormatError &e) {
            QVERIFY2(!expected.isEmpty() && QString::fromUtf8(e.what()).contains(expected), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestSafetensors)
#include "tst_safetensors.moc"
