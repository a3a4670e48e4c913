// The Slurm batch script and sbatch's arguments: hostile run folders, names, arguments and
// environment values reach the job exactly as given, nothing in them is executed, the program
// replaces the batch shell, and what cannot be carried safely is refused with a reason.
#include "core/launch/slurmscript.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

QString hostileFolderName(const QString &marker)
{
    return QStringLiteral("-run 'q' \"d\" $(touch %1) `touch %1` ; touch %1\n#SBATCH --wrap=x %j").arg(marker);
}

} // namespace

class TestSlurmScript : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jobNamesAreMadePlain_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("lora-dates_v1.2") << QStringLiteral("lora-dates_v1.2");
        QTest::newRow("empty") << QString() << QStringLiteral("pilot-run");
        QTest::newRow("leading dash") << QStringLiteral("--wrap=rm") << QStringLiteral("wrap_rm");
        QTest::newRow("leading dot") << QStringLiteral("..x") << QStringLiteral("x");
        QTest::newRow("shell") << QStringLiteral("a $(b) `c` 'd'\n") << QStringLiteral("a___b___c___d__");
        QTest::newRow("only symbols") << QStringLiteral("$()") << QStringLiteral("pilot-run");
        QTest::newRow("percent") << QStringLiteral("%j%x") << QStringLiteral("_j_x");
        QTest::newRow("long") << QString(100, QLatin1Char('a')) << QString(64, QLatin1Char('a'));
        QTest::newRow("unicode") << QStringLiteral("Übergang") << QStringLiteral("_bergang");
    }

    void jobNamesAreMadePlain()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        QCOMPARE(slurmJobName(name), expected);
    }

    void percentSignsAreKeptFromSlurmsPatterns()
    {
        QCOMPARE(slurmEscapeFileName(QStringLiteral("/runs/a%jb%%/x")), QStringLiteral("/runs/a%%jb%%%%/x"));
        QCOMPARE(slurmEscapeFileName(QStringLiteral("/runs/plain")), QStringLiteral("/runs/plain"));
    }

    void argumentsCarryEveryValueAsOneOption()
    {
        LaunchPlan plan;
        plan.argv = {QStringLiteral("/bin/true")};
        plan.job = QJsonObject{{QStringLiteral("name"), QStringLiteral("-x $(y)\n#SBATCH --z")}, {QStringLiteral("threads"), 1}};
        SlurmSubmission s;
        QString error;
        QVERIFY2(makeSlurmSubmission(plan, QStringLiteral("/runs/a %j"), QStringLiteral("debug"), QStringLiteral("token-1"), &s, &error),
                 qPrintable(error));
        QCOMPARE(s.jobName, QStringLiteral("x___y___SBATCH_--z"));
        QCOMPARE(s.sbatchArgs,
                 (QStringList{QStringLiteral("--parsable"), QStringLiteral("--job-name=x___y___SBATCH_--z"),
                              QStringLiteral("--partition=debug"), QStringLiteral("--nodes=1"), QStringLiteral("--ntasks=1"),
                              QStringLiteral("--cpus-per-task=1"), QStringLiteral("--output=/runs/a %%j/logs/stdout.log"),
                              QStringLiteral("--error=/runs/a %%j/logs/stderr.log"), QStringLiteral("--open-mode=append"),
                              QStringLiteral("--no-requeue"), QStringLiteral("--export=ALL"), QStringLiteral("--comment=token-1")}));
        // No #SBATCH line can be read: the first line after the comments is a command.
        const QStringList lines = s.script.split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), QStringLiteral("#!/bin/bash"));
        int firstCommand = 1;
        while (lines.at(firstCommand).startsWith(QLatin1Char('#')))
            ++firstCommand;
        QCOMPARE(lines.at(firstCommand), QStringLiteral("set -u"));
        for (int i = 0; i < firstCommand; ++i)
            QVERIFY(!lines.at(i).startsWith(QLatin1String("#SBATCH")));
        QVERIFY(!s.script.contains(QLatin1String("debug"))); // the partition goes to sbatch only
    }

    // The ranks of one data-parallel run: sbatch asks for the tasks and nodes, the script starts
    // them as one srun step that meets on the job's first node.
    void ranksAreTheTasksOfOneSrunStep()
    {
        LaunchPlan plan;
        plan.argv = {QStringLiteral("/opt/pilot-trainer"), QStringLiteral("--job"), QStringLiteral("/runs/r/job.json")};
        plan.job = QJsonObject{{QStringLiteral("name"), QStringLiteral("ranks")}, {QStringLiteral("threads"), 2}};
        plan.tasks = 4;
        plan.nodes = 2;
        SlurmSubmission s;
        QString error;
        QVERIFY2(makeSlurmSubmission(plan, QStringLiteral("/runs/r"), {}, {}, &s, &error), qPrintable(error));
        QVERIFY(s.sbatchArgs.contains(QStringLiteral("--nodes=2")));
        QVERIFY(s.sbatchArgs.contains(QStringLiteral("--ntasks=4")));
        QVERIFY(s.sbatchArgs.contains(QStringLiteral("--cpus-per-task=2")));
        QVERIFY2(s.script.contains(QStringLiteral("exec srun --kill-on-bad-exit=1 --label --ntasks=4 --nodes=2 -- '/opt/pilot-trainer' '--job' "
                                                  "'/runs/r/job.json'")),
                 qPrintable(s.script));
        QVERIFY(s.script.contains(QStringLiteral("export MASTER_ADDR=\"$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\"")));
        QVERIFY(s.script.contains(QStringLiteral("export MASTER_PORT=$((20000 + SLURM_JOB_ID % 20000))")));
    }

    void whatCannotBeCarriedIsRefused_data()
    {
        QTest::addColumn<QString>("runDir");
        QTest::addColumn<QStringList>("argv");
        QTest::addColumn<QString>("envName");
        QTest::addColumn<QString>("envValue");
        QTest::addColumn<QString>("expected");
        const QStringList ok{QStringLiteral("/bin/true")};
        QTest::newRow("no program") << QStringLiteral("/runs/a") << QStringList() << QString() << QString() << QStringLiteral("no program");
        QTest::newRow("relative folder") << QStringLiteral("runs/a") << ok << QString() << QString() << QStringLiteral("absolute");
        QTest::newRow("backslash") << QStringLiteral("/runs/a\\b") << ok << QString() << QString() << QStringLiteral("backslash");
        QTest::newRow("carriage return in folder")
            << QStringLiteral("/runs/a\r\nb") << ok << QString() << QString() << QStringLiteral("carriage return");
        QTest::newRow("carriage return in argument")
            << QStringLiteral("/runs/a") << QStringList{QStringLiteral("/bin/echo"), QStringLiteral("x\r\n")} << QString() << QString()
            << QStringLiteral("carriage return");
        QTest::newRow("nul in argument") << QStringLiteral("/runs/a")
                                         << QStringList{QStringLiteral("/bin/echo"), QStringLiteral("x%1").arg(QChar(u'\0'))} << QString()
                                         << QString() << QStringLiteral("NUL");
        QTest::newRow("environment name") << QStringLiteral("/runs/a") << ok << QStringLiteral("A=B; touch x") << QStringLiteral("v")
                                          << QStringLiteral("not a plain name");
        QTest::newRow("environment name digit")
            << QStringLiteral("/runs/a") << ok << QStringLiteral("1A") << QStringLiteral("v") << QStringLiteral("not a plain name");
        QTest::newRow("environment value") << QStringLiteral("/runs/a") << ok << QStringLiteral("A") << QStringLiteral("\r")
                                           << QStringLiteral("carriage return");
    }

    void whatCannotBeCarriedIsRefused()
    {
        QFETCH(QString, runDir);
        QFETCH(QStringList, argv);
        QFETCH(QString, envName);
        QFETCH(QString, envValue);
        QFETCH(QString, expected);
        LaunchPlan plan;
        plan.argv = argv;
        if (!envName.isEmpty())
            plan.env.insert(envName, envValue);
        SlurmSubmission s;
        QString error;
        QVERIFY(!makeSlurmSubmission(plan, runDir, {}, {}, &s, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    // The script run by a real bash, as slurmd runs it: the folder, the environment and every
    // argument arrive as given, nothing is executed, and the program is the batch shell itself.
    void hostileValuesReachTheProgramUnchanged()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString marker = tmp.filePath(QStringLiteral("executed"));
        const QString runDir = tmp.filePath(hostileFolderName(marker));
        QVERIFY(QDir().mkpath(runDir));
        const QStringList hostile{QStringLiteral("$(touch %1)").arg(marker),
                                  QStringLiteral("`touch %1`").arg(marker),
                                  QStringLiteral("it's \"quoted\""),
                                  QStringLiteral("line\n#SBATCH --wrap=touch\nnext"),
                                  QStringLiteral("-n"),
                                  QString(),
                                  QStringLiteral("; touch %1 &").arg(marker),
                                  QStringLiteral("Übergang ✓")};
        LaunchPlan plan;
        // The observer prints its pid, folder, one variable and its arguments, NUL-separated.
        plan.argv = QStringList{QStringLiteral("/bin/bash"), QStringLiteral("-c"),
                                QStringLiteral("printf '%s\\0' \"$$\" \"$PWD\" \"$PILOT_HOSTILE\" \"$@\""), QStringLiteral("observer")}
                    + hostile;
        plan.env.insert(QStringLiteral("PILOT_HOSTILE"), hostile.at(3) + hostile.at(0));
        plan.job = QJsonObject{{QStringLiteral("name"), hostile.at(0)}};
        SlurmSubmission s;
        QString error;
        QVERIFY2(makeSlurmSubmission(plan, runDir, {}, {}, &s, &error), qPrintable(error));
        const QString scriptPath = QDir(runDir).filePath(QLatin1String(kSlurmScriptFile));
        QFile script(scriptPath);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(s.script.toUtf8());
        script.close();

        QProcess p;
        p.setWorkingDirectory(tmp.path());
        p.start(QStringLiteral("/bin/bash"), {scriptPath});
        QVERIFY(p.waitForStarted());
        const qint64 shellPid = p.processId();
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        QStringList out = QString::fromUtf8(p.readAllStandardOutput()).split(QChar(u'\0'));
        out.removeLast();
        QCOMPARE(out.size(), 3 + hostile.size());
        QCOMPARE(out.at(0).toLongLong(), shellPid); // exec: the program is the batch shell
        QCOMPARE(out.at(1), runDir);
        QCOMPARE(out.at(2), hostile.at(3) + hostile.at(0));
        QCOMPARE(out.mid(3), hostile);
        QVERIFY2(!QFileInfo::exists(marker), "a value was executed");
    }

    void aMissingWorkingFolderStopsTheScript()
    {
        QTemporaryDir tmp;
        LaunchPlan plan;
        const QString marker = tmp.filePath(QStringLiteral("ran"));
        plan.argv = {QStringLiteral("/usr/bin/touch"), marker};
        plan.workingDirectory = tmp.filePath(QStringLiteral("missing"));
        SlurmSubmission s;
        QString error;
        QVERIFY(makeSlurmSubmission(plan, tmp.path(), {}, {}, &s, &error));
        QProcess p;
        p.start(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), s.script});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(!QFileInfo::exists(marker));
    }
};

QTEST_GUILESS_MAIN(TestSlurmScript)
#include "tst_slurmscript.moc"
