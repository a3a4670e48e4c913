// The one shell-quoting function: hostile words go through a real bash and come back byte for
// byte, and nothing in them is executed.
#include "core/support/shellquote.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

// The words bash reads back from `script` (printf '%s\0' …), split at NUL.
QStringList readBack(const QString &shell, const QString &line, const QString &workDir)
{
    QProcess p;
    p.setWorkingDirectory(workDir);
    p.start(shell, {QStringLiteral("-c"), QStringLiteral("printf '%s\\0' ") + line});
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {QStringLiteral("<shell failed: %1>").arg(QString::fromUtf8(p.readAllStandardError()))};
    QStringList words = QString::fromUtf8(p.readAllStandardOutput()).split(QChar(u'\0'));
    words.removeLast(); // after the last NUL
    return words;
}

QStringList hostileWords(const QString &marker)
{
    return {QStringLiteral("plain"),
            QString(),
            QStringLiteral("with space"),
            QStringLiteral("  leading and trailing  "),
            QStringLiteral("it's"),
            QStringLiteral("'"),
            QStringLiteral("''"),
            QStringLiteral("\"double\""),
            QStringLiteral("$(touch %1)").arg(marker),
            QStringLiteral("`touch %1`").arg(marker),
            QStringLiteral("${HOME}$HOME$0$$"),
            QStringLiteral("a\nb\n"),
            QStringLiteral("\n#SBATCH --wrap=touch %1\n").arg(marker),
            QStringLiteral("-rf"),
            QStringLiteral("--"),
            QStringLiteral("*"),
            QStringLiteral("?[a-z]"),
            QStringLiteral("~root"),
            QStringLiteral("a;touch %1;b").arg(marker),
            QStringLiteral("a|touch %1").arg(marker),
            QStringLiteral("a&&touch %1").arg(marker),
            QStringLiteral("> %1").arg(marker),
            QStringLiteral("\\"),
            QStringLiteral("\\'"),
            QStringLiteral("tab\there"),
            QStringLiteral("!event"),
            QStringLiteral("#comment"),
            QStringLiteral("%1 %% %j"),
            QStringLiteral("Übergang → trn2 ✓"),
            QStringLiteral("\x01\x1b[31mred")};
}

} // namespace

class TestShellQuote : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plainWordsAreSingleQuoted()
    {
        QCOMPARE(*shellQuote(QStringLiteral("abc")), QStringLiteral("'abc'"));
        QCOMPARE(*shellQuote(QString()), QStringLiteral("''"));
        QCOMPARE(*shellQuote(QStringLiteral("it's")), QStringLiteral("'it'\\''s'"));
        QCOMPARE(*shellQuoteWords({QStringLiteral("a b"), QStringLiteral("c")}), QStringLiteral("'a b' 'c'"));
    }

    void nulHasNoShellForm()
    {
        QVERIFY(!shellQuote(QStringLiteral("a%1b").arg(QChar(u'\0'))));
        QVERIFY(!shellQuoteWords({QStringLiteral("ok"), QStringLiteral("a%1").arg(QChar(u'\0'))}));
    }

    void hostileWordsRoundTripThroughBash_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::newRow("bash") << QStringLiteral("/bin/bash");
        QTest::newRow("sh") << QStringLiteral("/bin/sh"); // dash on Debian: the POSIX shell of an ssh login
    }

    void hostileWordsRoundTripThroughBash()
    {
        QFETCH(QString, shell);
        if (!QFileInfo(shell).isExecutable())
            QSKIP("this shell is not installed");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString marker = dir.filePath(QStringLiteral("executed"));
        const QStringList words = hostileWords(marker);

        // One at a time, so a failure names its word …
        for (const QString &word : words) {
            const QStringList back = readBack(shell, *shellQuote(word), dir.path());
            QVERIFY2(back == QStringList{word}, qPrintable(QStringLiteral("%1 came back as %2").arg(word, back.join(QLatin1Char('|')))));
        }
        // … and all together, as one command line.
        QCOMPARE(readBack(shell, *shellQuoteWords(words), dir.path()), words);
        QVERIFY2(!QFileInfo::exists(marker), "a quoted word was executed");
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestShellQuote)
#include "tst_shellquote.moc"
