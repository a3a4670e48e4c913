// Whether two runs train the same job (core/compare/samejob.h): by content when both say their
// identity, never a claim across rules, never kinder than what the runs said.
#include "core/compare/samejob.h"
#include "core/job/jobidentity.h"

#include <QTest>

using namespace pilot;

namespace {

RunStartInfo started(const QByteArray &identity, const QString &hash = QString())
{
    RunStartInfo s;
    QString error;
    s.jobIdentity = identity;
    s.jobHash = hash.isEmpty() && !identity.isEmpty() ? jobIdentityHash(identity, &error) : hash;
    return s;
}

} // namespace

class TestSameJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void byContent()
    {
        const RunStartInfo a = started(
            R"({"data":{"sha256":{"train":"aa"}},"model":{"weights":{"model.safetensors":"11"}},"train":{"lr":1e-4}})");
        // The same identity spelt otherwise (0.0001 for 1e-4, members in another order): one job.
        const RunStartInfo b = started(
            R"({"train":{"lr":0.0001},"model":{"weights":{"model.safetensors":"11"}},"data":{"sha256":{"train":"aa"}}})");
        SameJob same = sameJob(&a, &b);
        QCOMPARE(same.state, SameJob::State::Same);
        QVERIFY(same.byContent);
        const RunStartInfo c = started(
            R"({"data":{"sha256":{"train":"aa"}},"model":{"weights":{"model.safetensors":"22"}},"train":{"lr":2e-4}})");
        same = sameJob(&a, &c);
        QCOMPARE(same.state, SameJob::State::Different);
        QCOMPARE(same.differences.size(), 2);
        QCOMPARE(same.differences.at(0).key, QStringLiteral("model.weights.model.safetensors"));
        QCOMPARE(same.differences.at(1).key, QStringLiteral("train.lr"));
        QCOMPARE(same.differences.at(1).left, QStringLiteral("0.0001"));
        QCOMPARE(same.differences.at(1).right, QStringLiteral("0.0002"));
    }

    void neverAClaimWithoutGrounds_data()
    {
        QTest::addColumn<QByteArray>("firstIdentity");
        QTest::addColumn<QString>("firstHash");
        QTest::addColumn<QByteArray>("secondIdentity");
        QTest::addColumn<QString>("secondHash");
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("why");
        const QString h1(64, QLatin1Char('1')), h2(64, QLatin1Char('2'));
        const QByteArray id = R"({"train":{"lr":0.001}})";
        QTest::newRow("reference silent") << QByteArray() << QString() << id << QString() << int(SameJob::State::Unknown)
                                          << "reference_silent";
        QTest::newRow("pilot silent") << id << QString() << QByteArray() << QString() << int(SameJob::State::Unknown) << "pilot_silent";
        QTest::newRow("older rule, equal") << QByteArray() << h1 << QByteArray() << h1 << int(SameJob::State::Same) << QString();
        QTest::newRow("older rule, differing: maybe paths alone")
            << QByteArray() << h1 << QByteArray() << h2 << int(SameJob::State::Unknown) << "older_rule";
        QTest::newRow("mixed rules") << id << QString() << QByteArray() << h1 << int(SameJob::State::Unknown) << "mixed";
        QTest::newRow("identity edited under its hash") << id << h1 << id << QString() << int(SameJob::State::Unknown) << "identity_broken";
    }

    void neverAClaimWithoutGrounds()
    {
        QFETCH(QByteArray, firstIdentity);
        QFETCH(QString, firstHash);
        QFETCH(QByteArray, secondIdentity);
        QFETCH(QString, secondHash);
        QFETCH(int, state);
        QFETCH(QString, why);
        const RunStartInfo a = started(firstIdentity, firstHash), b = started(secondIdentity, secondHash);
        const SameJob same = sameJob(&a, &b);
        QCOMPARE(int(same.state), state);
        QCOMPARE(same.why, why);
        QVERIFY(!same.byContent || state == int(SameJob::State::Same));
        QCOMPARE(sameJob(nullptr, &b).why, QStringLiteral("reference_silent"));
    }
};

QTEST_GUILESS_MAIN(TestSameJob)
#include "tst_samejob.moc"
