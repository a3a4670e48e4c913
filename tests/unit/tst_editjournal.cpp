// The edit journal a window keeps of unsaved edits: written whole or not at all, read back as
// written, anything else (torn, foreign, too big, not a regular file) refused with the reason;
// a journal whose writer still runs is not offered as a crash's. And the line comparison the
// windows show two versions of a project with.
#include "core/project/editjournal.h"
#include "core/support/linediff.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace pilot;

namespace {

qint64 endedPid()
{
    QProcess p;
    p.start(QStringLiteral("/bin/true"), {});
    p.waitForFinished();
    return p.processId();
}

EditJournal journalOf(const QString &project, qint64 pid)
{
    EditJournal j;
    j.projectPath = project;
    j.written = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
    j.baseHash = QByteArray(64, 'a');
    j.pid = pid;
    j.host = QSysInfo::machineHostName();
    j.text = QStringLiteral("schema: migration-pilot/project@1\ntitle: Ä – “quoted” \\ back\n").toUtf8();
    return j;
}

QString diffText(const QString &a, const QString &b)
{
    QStringList out;
    for (const DiffLine &l : diffLines(a.split(QLatin1Char('\n')), b.split(QLatin1Char('\n'))))
        out << (l.kind == DiffLine::Kind::Same ? QStringLiteral(" ") : l.kind == DiffLine::Kind::Removed ? QStringLiteral("-") : QStringLiteral("+"))
                   + l.text;
    return out.join(QLatin1Char('|'));
}

} // namespace

class TestEditJournal : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path()));
        QVERIFY(journalFolder().startsWith(m_data.path()));
    }

    void writtenAndReadBack()
    {
        const EditJournal j = journalOf(QStringLiteral("/projects/a/project.yaml"), ::getpid());
        QString error;
        QVERIFY2(writeEditJournal(j, &error), qPrintable(error));
        const std::optional<EditJournal> r = readEditJournal(journalPathFor(j.projectPath), &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->projectPath, j.projectPath);
        QCOMPARE(r->written, j.written);
        QCOMPARE(r->baseHash, j.baseHash);
        QCOMPARE(r->pid, j.pid);
        QCOMPARE(r->text, j.text);
        // This process wrote it: its window holds the edits, nothing to recover.
        QVERIFY(!leftJournalFor(j.projectPath));
        // Two projects, two journals; the same project under another spelling, the same one.
        QVERIFY(journalPathFor(QStringLiteral("/projects/b/project.yaml")) != journalPathFor(j.projectPath));
        QCOMPARE(journalPathFor(QStringLiteral("/projects/a/../a/project.yaml")), journalPathFor(j.projectPath));
        removeEditJournal(j.projectPath);
        QVERIFY(!QFile::exists(journalPathFor(j.projectPath)));
    }

    void aJournalOfAGoneProcessIsLeft()
    {
        const EditJournal crashed = journalOf(QStringLiteral("/projects/c/project.yaml"), endedPid());
        EditJournal newer = journalOf(QString(), endedPid());
        newer.written = crashed.written.addSecs(60);
        const EditJournal running = journalOf(QStringLiteral("/projects/d/project.yaml"), ::getpid());
        EditJournal elsewhere = journalOf(QStringLiteral("/projects/e/project.yaml"), ::getpid());
        elsewhere.host = QStringLiteral("another-machine"); // its pid says nothing here
        QString error;
        for (const EditJournal &j : {crashed, newer, running, elsewhere})
            QVERIFY2(writeEditJournal(j, &error), qPrintable(error));
        const QList<EditJournal> left = leftJournals();
        QCOMPARE(left.size(), 3);
        QCOMPARE(left.at(0).projectPath, QString()); // newest first
        QVERIFY(leftJournalFor(crashed.projectPath));
        QVERIFY(!leftJournalFor(running.projectPath));
        for (const EditJournal &j : left)
            QFile::remove(j.file);
        removeEditJournal(running.projectPath);
    }

    void anythingElseIsRefused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("torn") << QByteArray("{\"format\":\"migration-pilot/edit-journal@1\",\"text\":\"sch") << QStringLiteral("torn or foreign");
        QTest::newRow("foreign") << QByteArray("{\"format\":\"something-else\",\"text\":\"x\"}") << QStringLiteral("torn or foreign");
        QTest::newRow("no text") << QByteArray("{\"format\":\"migration-pilot/edit-journal@1\",\"text\":3}") << QStringLiteral("torn or foreign");
        QTest::newRow("garbage") << QByteArray("\x00\xff\xfe garbage", 12) << QStringLiteral("torn or foreign");
        QTest::newRow("too big") << QByteArray() << QStringLiteral("larger than");
    }

    void anythingElseIsRefused()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.journal"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        if (content.isEmpty())
            QVERIFY(f.resize(kMaxJournalBytes + 1));
        else
            f.write(content);
        f.close();
        QString error;
        QVERIFY(!readEditJournal(path, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void aFifoIsNotOpened()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fifo.journal"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QString error;
        QVERIFY(!readEditJournal(path, &error)); // returns at once: nothing blocks on the pipe
        QVERIFY(!error.isEmpty());
    }

    void linesCompared()
    {
        QCOMPARE(diffText(QStringLiteral("a\nb\nc"), QStringLiteral("a\nb\nc")), QStringLiteral(" a| b| c"));
        // A changed value: the old line out, the new one in, in that order.
        QCOMPARE(diffText(QStringLiteral("title: x\nnotes: n\nend"), QStringLiteral("title: y\nnotes: n\nend")),
                 QStringLiteral("-title: x|+title: y| notes: n| end"));
        QCOMPARE(diffText(QStringLiteral("a\nc"), QStringLiteral("a\nb\nc")), QStringLiteral(" a|+b| c"));
        QCOMPARE(diffText(QStringLiteral("a\nb\nc"), QStringLiteral("a\nc")), QStringLiteral(" a|-b| c"));
        QCOMPARE(diffText(QStringLiteral("x\na\ny"), QStringLiteral("z\na\nw")), QStringLiteral("-x|+z| a|-y|+w"));
        QCOMPARE(diffText(QString(), QStringLiteral("new")), QStringLiteral("-|+new"));
    }
};

QTEST_GUILESS_MAIN(TestEditJournal)
#include "tst_editjournal.moc"
