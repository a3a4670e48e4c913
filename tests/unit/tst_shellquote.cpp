// The one quoting function for words a shell reads (ssh's remote command, batch scripts):
// every hostile word comes back from a real `sh -c` exactly as it went in, alone and in a
// command line of several, and nothing in it is executed.
#include "core/launch/shellquote.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

QStringList hostileWords()
{
    return {QString(),
            QStringLiteral(" "),
            QStringLiteral("plain"),
            QStringLiteral("two words"),
            QStringLiteral("'"),
            QStringLiteral("''"),
            QStringLiteral("it's"),
            QStringLiteral("'\\''"),
            QStringLiteral("\""),
            QStringLiteral("\"$HOME\""),
            QStringLiteral("$HOME"),
            QStringLiteral("${HOME}"),
            QStringLiteral("$(touch pwned-dollar)"),
            QStringLiteral("`touch pwned-backtick`"),
            QStringLiteral("a;touch pwned-semicolon"),
            QStringLiteral("a&&touch pwned-and|cat"),
            QStringLiteral("line\nbreak"),
            QStringLiteral("\n"),
            QStringLiteral("tab\there"),
            QStringLiteral("-rf"),
            QStringLiteral("--"),
            QStringLiteral("-"),
            QStringLiteral("*"),
            QStringLiteral("~"),
            QStringLiteral("~root"),
            QStringLiteral("a\\b\\"),
            QStringLiteral("!event"),
            QStringLiteral("#comment"),
            QStringLiteral("<in >out 2>&1"),
            QStringLiteral("é ü ß 字"),
            QStringLiteral("\x01\x1b[31m"),
            QStringLiteral("x=1")};
}

} // namespace

class TestShellQuote : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quotesInSingleQuotes()
    {
        QCOMPARE(shellQuote(QString()), QStringLiteral("''"));
        QCOMPARE(shellQuote(QStringLiteral("a b")), QStringLiteral("'a b'"));
        QCOMPARE(shellQuote(QStringLiteral("it's")), QStringLiteral("'it'\\''s'"));
        QCOMPARE(shellCommandLine({QStringLiteral("a"), QString(), QStringLiteral("$x")}), QStringLiteral("'a' '' '$x'"));
    }

    void eachWordComesBackFromARealShell_data()
    {
        QTest::addColumn<QString>("word");
        int i = 0;
        for (const QString &word : hostileWords())
            QTest::addRow("%d", i++) << word;
    }
    void eachWordComesBackFromARealShell()
    {
        QFETCH(QString, word);
        QTemporaryDir cwd;
        QVERIFY(cwd.isValid());
        // The word as a shell command line would carry it: `printf %s WORD`, read by sh.
        QProcess p;
        p.setWorkingDirectory(cwd.path());
        p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("printf %s ") + shellQuote(word)});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), word);
        QVERIFY2(QDir(cwd.path()).isEmpty(), "the shell executed part of the word");
    }

    void aCommandLineSplitsBackIntoItsWords()
    {
        QTemporaryDir cwd;
        QVERIFY(cwd.isValid());
        const QStringList words = hostileWords();
        // sh -c 'SCRIPT' sh WORDS…: the script prints each positional parameter followed by a
        // NUL, so words with line breaks come back whole. The same shape the SSH launcher uses.
        const QString line = QStringLiteral("sh -c %1 sh %2")
                                 .arg(shellQuote(QStringLiteral("for a; do printf '%s\\0' \"$a\"; done")), shellCommandLine(words));
        QProcess p;
        p.setWorkingDirectory(cwd.path());
        p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), line});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        QByteArray out = p.readAllStandardOutput();
        QVERIFY(out.endsWith('\0'));
        out.chop(1);
        QStringList back;
        for (const QByteArray &part : out.split('\0'))
            back << QString::fromUtf8(part);
        QCOMPARE(back, words);
        QVERIFY2(QDir(cwd.path()).isEmpty(), "the shell executed part of a word");
    }
};

QTEST_GUILESS_MAIN(TestShellQuote)
#include "tst_shellquote.moc"
