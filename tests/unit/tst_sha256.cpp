// SHA-256 of the worker side (common/sha256.h): the CPU's SHA extensions where it has them and
// the portable rounds, each against FIPS 180-4's examples and against Qt's implementation on
// every length from 0 to 1,000 bytes fed in pieces of every size.
#include "common/sha256.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>

using namespace pilot;

namespace {

QString digest(Sha256 h, const QByteArray &data, int piece)
{
    for (qsizetype at = 0; at < data.size(); at += piece)
        h.update(data.constData() + at, std::size_t(std::min<qsizetype>(piece, data.size() - at)));
    return QString::fromStdString(h.finishHex());
}

} // namespace

class TestSha256 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fipsExamples_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        QTest::newRow("abc") << QByteArray("abc") << "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        QTest::newRow("448 bits") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                  << "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
        QTest::newRow("a million a") << QByteArray(1000000, 'a') << "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
    }

    void fipsExamples()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, expected);
        for (const int piece : {1, 63, 64, 65, 4096}) {
            QCOMPARE(digest(Sha256(), message, piece), expected);
            QCOMPARE(digest(Sha256::portable(), message, piece), expected);
        }
        QCOMPARE(QString::fromStdString(Sha256::hex(message.constData(), std::size_t(message.size()))), expected);
    }

    void everyLengthAgreesWithQt()
    {
        QRandomGenerator random(20261204);
        QByteArray data(1000, '\0');
        for (char &c : data)
            c = char(random.bounded(256));
        for (int length = 0; length <= data.size(); ++length) {
            const QByteArray message = data.left(length);
            const QString expected = QString::fromLatin1(QCryptographicHash::hash(message, QCryptographicHash::Sha256).toHex());
            const int piece = 1 + int(random.bounded(200));
            QCOMPARE(digest(Sha256(), message, piece), expected);
            QCOMPARE(digest(Sha256::portable(), message, piece), expected);
        }
    }
};

QTEST_GUILESS_MAIN(TestSha256)
#include "tst_sha256.moc"
