// Project files: loading valid and hostile input, located diagnostics, round trips.
#include "../common/projectdiagnostics.h"

#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/support/filelock.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace pilot;
using pilot::testing::firstError;
using pilot::testing::locatedAs;

namespace {

QString demoProject()
{
    return QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml");
}

const char kMinimal[] = "schema: migration-pilot/project@1\ntitle: Minimal\n";

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write test file");
    return path;
}

} // namespace

class TestProjectFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadsDemoProject()
    {
        const ProjectLoadResult r = loadProject(demoProject());
        QVERIFY2(r.project.has_value(), qPrintable(firstError(r)));
        const Project &p = *r.project;
        QVERIFY(p.title.contains(QLatin1String("Llama 3 8B")));
        QCOMPARE(p.authors.size(), 2);
        QCOMPARE(p.created, QDate(2026, 11, 30));
        QVERIFY(p.decision.size() >= 10);
        QCOMPARE(p.answer(QStringLiteral("model_stability"))->answer, Answer::Yes);
        QCOMPARE(p.answer(QStringLiteral("compiler_ownership"))->answer, Answer::Unknown);
        QCOMPARE(p.answer(QStringLiteral("custom_cuda_kernels"))->answer, Answer::No);
        QCOMPARE(p.answer(QStringLiteral("model_stability"))->evidence.size(), 1);
        QCOMPARE(p.profile.seqLen, std::optional<qint64>(2048));
        QCOMPARE(p.profile.method, QStringLiteral("lora"));
        QCOMPARE(p.limits.lossDeviationAbs, std::optional<double>(0.05));
        QVERIFY(p.notes.contains(QLatin1String("operator scan")));
    }

    void locatedErrors_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected"); // "line:col: message fragment"

        QTest::newRow("empty") << QByteArray("") << "1:1: the file is empty";
        QTest::newRow("only whitespace") << QByteArray("  \n\n") << "1:1: the file is empty";
        QTest::newRow("syntax") << QByteArray("schema: migration-pilot/project@1\ntitle: [unclosed\n") << "3:1: YAML syntax error";
        QTest::newRow("not a mapping") << QByteArray("- a\n- b\n") << "1:1: expected a mapping";
        QTest::newRow("missing schema") << QByteArray("title: x\n") << "1:1: missing key 'schema'";
        QTest::newRow("unknown version") << QByteArray("schema: migration-pilot/project@7\ntitle: x\n") << "1:9: schema: unknown version 7";
        QTest::newRow("foreign schema") << QByteArray("schema: something-else@1\ntitle: x\n")
                                        << "1:9: schema: expected 'migration-pilot/project@1'";
        QTest::newRow("missing title") << QByteArray("schema: migration-pilot/project@1\n") << "1:1: missing key 'title'";
        QTest::newRow("title is a list") << QByteArray("schema: migration-pilot/project@1\ntitle:\n  - a\n")
                                         << "3:3: title: expected text, found a list";
        QTest::newRow("wrong answer") << QByteArray("schema: migration-pilot/project@1\ntitle: x\ndecision:\n"
                                                    "  model_stability:\n    answer: maybe\n")
                                      << "5:13: decision.model_stability.answer: expected yes, no or unknown";
        QTest::newRow("answer missing") << QByteArray("schema: migration-pilot/project@1\ntitle: x\ndecision:\n"
                                                      "  model_stability:\n    reason: r\n")
                                        << "5:5: decision.model_stability: missing key 'answer'";
        QTest::newRow("number is text") << QByteArray("schema: migration-pilot/project@1\ntitle: x\nprofile:\n"
                                                      "  seq_len: long\n")
                                        << "4:12: profile.seq_len: expected a whole number, found 'long'";
        QTest::newRow("negative limit") << QByteArray("schema: migration-pilot/project@1\ntitle: x\nlimits:\n"
                                                      "  restart_time_s: -5\n")
                                        << "4:19: limits.restart_time_s: must be at least 0";
        QTest::newRow("run without role") << QByteArray("schema: migration-pilot/project@1\ntitle: x\nruns:\n"
                                                        "  - path: runs/a\n")
                                          << "4:5: runs[0]: missing key 'role'";
        QTest::newRow("bad date") << QByteArray("schema: migration-pilot/project@1\ntitle: x\ncreated: 2026-13-01\n")
                                  << "3:10: created: expected a date";
        QTest::newRow("duplicate key") << QByteArray("schema: migration-pilot/project@1\ntitle: x\ntitle: y\n")
                                       << "3:1: title: this key appears twice";
        QTest::newRow("runs not a list") << QByteArray("schema: migration-pilot/project@1\ntitle: x\nruns: 3\n")
                                         << "3:7: runs: expected a list";
    }

    void locatedErrors()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        const ProjectLoadResult r = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(!r.project.has_value());
        const QString got = firstError(r);
        QVERIFY2(locatedAs(got, expected), qPrintable(QStringLiteral("expected '%1', got '%2'").arg(expected, got)));
        QVERIFY(r.diagnostics.constFirst().toString().startsWith(QLatin1String("p.yaml:")));
    }

    void reportsAllProblemsAtOnce()
    {
        const ProjectLoadResult r = parseProject("schema: migration-pilot/project@1\ntitle: x\nprofile:\n"
                                                 "  seq_len: a\n  parameters: b\nlimits:\n  restart_time_s: c\n",
                                                 QStringLiteral("p.yaml"));
        QCOMPARE(r.diagnostics.size(), 3);
    }

    void binaryGarbageIsRefusedWithLocation()
    {
        QTemporaryDir dir;
        QByteArray garbage("schema: migration-pilot/project@1\ntitle: x\n");
        QRandomGenerator rng(42);
        for (int i = 0; i < 4096; ++i)
            garbage.append(char(rng.bounded(256)));
        garbage.append('\0');
        const ProjectLoadResult r = loadProject(writeFile(dir, QStringLiteral("g.yaml"), garbage));
        QVERIFY(!r.project);
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics.constFirst().line, 3); // the garbage starts on line 3
        QVERIFY(r.diagnostics.constFirst().message.contains(QLatin1String("UTF-8"))
                || r.diagnostics.constFirst().message.contains(QLatin1String("NUL")));
    }

    void invalidUtf8IsLocated()
    {
        const QByteArray text = QByteArray("schema: migration-pilot/project@1\ntitle: Gr") + char(0xFC) + "n\n";
        QTemporaryDir dir;
        const ProjectLoadResult r = loadProject(writeFile(dir, QStringLiteral("u.yaml"), text));
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics.constFirst().line, 2);
        QCOMPARE(r.diagnostics.constFirst().column, 10);
        QVERIFY(r.diagnostics.constFirst().message.contains(QLatin1String("0xfc")));
    }

    void hugeFileIsRefusedBeforeParsing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray line = QByteArray("# ") + QByteArray(1022, 'x') + '\n';
        for (int i = 0; i < 50 * 1024; ++i) // 50 MiB
            f.write(line);
        f.close();
        const ProjectLoadResult r = loadProject(path);
        QVERIFY(!r.project);
        QCOMPARE(r.diagnostics.size(), 1);
        QVERIFY(r.diagnostics.constFirst().message.contains(QLatin1String("limited to")));
    }

    void deepNestingDoesNotCrash()
    {
        const QByteArray deep = "schema: migration-pilot/project@1\ntitle: x\nnotes: " + QByteArray(100000, '[') + '\n';
        const ProjectLoadResult r = parseProject(deep, QStringLiteral("deep.yaml"));
        QVERIFY(!r.project);
        QVERIFY(!r.diagnostics.isEmpty());
    }

    void mutatedFilesNeverCrash()
    {
        // Random byte edits of the demo project: every result is either a project or errors
        // with a location, never a crash or an exception escaping.
        QFile f(demoProject());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray original = f.readAll();
        QRandomGenerator rng(2026);
        const char interesting[] = ":-[]{}\"'#&*!|>%@` \n\t";
        for (int round = 0; round < 3000; ++round) {
            QByteArray text = original;
            const int edits = 1 + int(rng.bounded(6));
            for (int e = 0; e < edits; ++e) {
                const auto at = qsizetype(rng.bounded(quint32(text.size())));
                switch (rng.bounded(3)) {
                case 0:
                    text[at] = interesting[rng.bounded(quint32(sizeof interesting - 1))];
                    break;
                case 1:
                    text.remove(at, qsizetype(rng.bounded(40)));
                    break;
                default:
                    text.insert(at, text.mid(qsizetype(rng.bounded(quint32(text.size()))), 30));
                    break;
                }
            }
            const ProjectLoadResult r = parseProject(text, QStringLiteral("m.yaml"));
            QVERIFY(r.project.has_value() || hasErrors(r.diagnostics));
            for (const Diagnostic &d : r.diagnostics)
                QVERIFY(!d.message.isEmpty());
        }
    }

    void missingFileAndFolder()
    {
        QTemporaryDir dir;
        QVERIFY(!loadProject(dir.filePath(QStringLiteral("nope.yaml"))).diagnostics.isEmpty());
        QVERIFY(!loadProject(dir.path()).diagnostics.isEmpty());
    }

    void roundTripKeepsUnknownKeys()
    {
        const QByteArray yaml = "schema: migration-pilot/project@1\n"
                                "title: Round trip\n"
                                "team_extension:\n  cost_center: 4711\n  tags: [a, b]\n"
                                "decision:\n  model_stability:\n    answer: yes\n    reason: stable\n    reviewer: Ana\n"
                                "runs:\n  - path: runs/ref\n    role: reference\n    host: gpu-7\n";
        ProjectLoadResult r = parseProject(yaml, QStringLiteral("r.yaml"));
        QVERIFY(r.project);
        Project p = *r.project;
        p.title = QStringLiteral("Renamed");
        p.decision[0].answer = Answer::No;
        p.limits.restartTimeS = 0.05;
        const QByteArray saved = serializeProject(p);
        QVERIFY2(saved.contains("cost_center: 4711"), saved.constData());
        QVERIFY(saved.contains("reviewer: Ana"));
        QVERIFY(saved.contains("host: gpu-7"));
        QVERIFY(saved.contains("restart_time_s: 0.05")); // shortest form, not 0.05000000000000000277
        const ProjectLoadResult again = parseProject(saved, QStringLiteral("r2.yaml"));
        QVERIFY(again.project);
        QCOMPARE(again.project->title, QStringLiteral("Renamed"));
        QCOMPARE(again.project->decision.constFirst().answer, Answer::No);
        QCOMPARE(again.project->limits.restartTimeS, std::optional<double>(0.05));
        QCOMPARE(again.project->runs.constFirst().path, QStringLiteral("runs/ref"));
        // Saving an unchanged project twice gives the same bytes.
        QCOMPARE(serializeProject(*again.project), saved);
    }

    void demoRoundTripsLosslessly()
    {
        const ProjectLoadResult r = loadProject(demoProject());
        QVERIFY(r.project);
        const ProjectLoadResult again = parseProject(serializeProject(*r.project), QStringLiteral("again.yaml"));
        QVERIFY(again.project);
        const Project &a = *r.project;
        const Project &b = *again.project;
        QCOMPARE(b.title, a.title);
        QCOMPARE(b.authors, a.authors);
        QCOMPARE(b.decision.size(), a.decision.size());
        for (qsizetype i = 0; i < a.decision.size(); ++i) {
            QCOMPARE(b.decision.at(i).id, a.decision.at(i).id);
            QCOMPARE(b.decision.at(i).answer, a.decision.at(i).answer);
            QCOMPARE(b.decision.at(i).reason, a.decision.at(i).reason);
            QCOMPARE(b.decision.at(i).evidence, a.decision.at(i).evidence);
        }
        QCOMPARE(b.profile.parameters, a.profile.parameters);
        QCOMPARE(b.limits.outputQualityMin, a.limits.outputQualityMin);
        QCOMPARE(b.notes, a.notes);
    }

    void removedRowsAndRunsDisappear()
    {
        ProjectLoadResult r = loadProject(demoProject());
        QVERIFY(r.project);
        Project p = *r.project;
        p.decision.removeIf([](const DecisionAnswer &a) { return a.id == QLatin1String("amortisation"); });
        const ProjectLoadResult again = parseProject(serializeProject(p), QStringLiteral("x.yaml"));
        QVERIFY(again.project);
        QVERIFY(!again.project->answer(QStringLiteral("amortisation")));
        QCOMPARE(again.project->decision.size(), p.decision.size());
    }

    void saveIsAtomicAndReadable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.yaml"));
        Project p;
        p.title = QStringLiteral("Neu: Übergang GPU → Trainium2");
        QString error;
        QVERIFY2(saveProject(p, path, &error), qPrintable(error));
        const ProjectLoadResult r = loadProject(path);
        QVERIFY(r.project);
        QCOMPARE(r.project->title, p.title);
        // No temporary files are left behind; the lock file stays (see FileLock).
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 (QStringList{QStringLiteral(".p.yaml.lock"), QStringLiteral("p.yaml")}));
    }

    void saveIntoMissingFolderFailsCleanly()
    {
        QTemporaryDir dir;
        Project p;
        p.title = QStringLiteral("x");
        QString error;
        QVERIFY(!saveProject(p, dir.filePath(QStringLiteral("no/such/folder/p.yaml")), &error));
        QVERIFY(!error.isEmpty());
    }

    // YAML::Load reads only the first document of a stream; a second one must not vanish.
    void secondDocumentIsRefusedWhereItStarts_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        QTest::newRow("separator") << QByteArray("schema: migration-pilot/project@1\ntitle: A\n---\ntitle: B\n")
                                   << QStringLiteral("3:1: a second YAML document starts here");
        QTest::newRow("explicit start") << QByteArray("---\nschema: migration-pilot/project@1\ntitle: A\n\n--- # again\ntitle: B\n")
                                        << QStringLiteral("5:1: a second YAML document starts here");
        QTest::newRow("end marker") << QByteArray("schema: migration-pilot/project@1\ntitle: A\n...\ntitle: B\n")
                                    << QStringLiteral("4:1: a second YAML document starts here");
    }

    void secondDocumentIsRefusedWhereItStarts()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        const ProjectLoadResult r = parseProject(yaml, QStringLiteral("two.yaml"));
        QVERIFY(!r.project);
        QVERIFY2(firstError(r).startsWith(error), qPrintable(firstError(r)));
    }

    void oneDocumentWithMarkersIsFine()
    {
        // "---" at the start, "..." at the end, and "---" inside a block of text are one document.
        const ProjectLoadResult r = parseProject("---\nschema: migration-pilot/project@1\ntitle: A\nnotes: |\n  ---\n  ...\n...\n",
                                                 QStringLiteral("one.yaml"));
        QVERIFY2(r.project, qPrintable(firstError(r)));
        QCOMPARE(r.project->notes, QStringLiteral("---\n...\n"));
    }

    // A quoted text the file ends in is refused where it starts (the YAML reader underneath
    // would read `title: "never closed` as a title); closed ones, across lines, with escaped
    // quotes or as keys, read as before.
    void unclosedQuoteIsRefusedWhereItStarts_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        QTest::newRow("double") << QByteArray("schema: migration-pilot/project@1\ntitle: \"never closed\n")
                                << QStringLiteral("2:8: the quoted text that starts here is never closed");
        QTest::newRow("single") << QByteArray("schema: migration-pilot/project@1\nnotes: 'it''s never closed\n")
                                << QStringLiteral("2:8: the quoted text that starts here is never closed");
        QTest::newRow("escaped quote last") << QByteArray("schema: migration-pilot/project@1\ntitle: \"ends in \\\"\n")
                                            << QStringLiteral("2:8: the quoted text that starts here is never closed");
        QTest::newRow("closed") << QByteArray(
            "schema: migration-pilot/project@1\n\"title\": \"a \\\"quoted\\\" word\"\nnotes: 'it''s\n  two lines'\n")
                                << QString();
    }

    void unclosedQuoteIsRefusedWhereItStarts()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        const ProjectLoadResult r = parseProject(yaml, QStringLiteral("q.yaml"));
        if (error.isEmpty()) {
            QVERIFY2(r.project, qPrintable(firstError(r)));
            QCOMPARE(r.project->title, QStringLiteral("a \"quoted\" word"));
            QCOMPARE(r.project->notes, QStringLiteral("it's two lines"));
            return;
        }
        QVERIFY(!r.project);
        QVERIFY2(firstError(r).startsWith(error), qPrintable(firstError(r)));
    }

    void specialFilesAreNamedForWhatTheyAre()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("p.yaml"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        ProjectLoadResult r = loadProject(fifo);
        QVERIFY(!r.project);
        QVERIFY2(r.diagnostics.constFirst().message.contains(QLatin1String("named pipe")), qPrintable(r.diagnostics.constFirst().message));
        r = loadProject(dir.path());
        QVERIFY2(r.diagnostics.constFirst().message.contains(QLatin1String("folder")), qPrintable(r.diagnostics.constFirst().message));
        // Saving over a named pipe is refused; the pipe stays what it is.
        Project p;
        p.title = QStringLiteral("x");
        QString error;
        QVERIFY(!saveProject(p, fifo, &error));
        QVERIFY2(error.contains(QLatin1String("named pipe")), qPrintable(error));
        QVERIFY(notRegularFileReason(fifo).contains(QLatin1String("named pipe")));
    }

    // Saving through a symbolic link writes the link's target; the link stays a link.
    void saveThroughASymlinkKeepsTheLink()
    {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("real"))));
        const QString target = writeFile(dir, QStringLiteral("real/p.yaml"), kMinimal);
        const QString link = dir.filePath(QStringLiteral("p.yaml"));
        QCOMPARE(::symlink("real/p.yaml", QFile::encodeName(link).constData()), 0); // relative, as people make them
        ProjectLoadResult r = loadProject(link);
        QVERIFY(r.project);
        Project p = *r.project;
        p.title = QStringLiteral("Through the link");
        QString error;
        QVERIFY2(saveProject(p, link, r.fileHash, nullptr, &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(loadProject(target).project->title, QStringLiteral("Through the link"));
        // The temporary file and the lock went beside the target, and the temporary is gone.
        QCOMPARE(QDir(dir.filePath(QStringLiteral("real"))).entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 (QStringList{QStringLiteral(".p.yaml.lock"), QStringLiteral("p.yaml")}));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("p.yaml")});
    }

    // Compare-and-swap: a save over a file that someone changed since it was loaded is refused.
    void saveRefusesWhenTheFileChangedOnDisk()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("p.yaml"), kMinimal);
        const ProjectLoadResult r = loadProject(path);
        QVERIFY(r.project);
        QCOMPARE(r.fileHash.size(), 32);
        Project p = *r.project;
        p.title = QStringLiteral("Mine");
        QByteArray saved;
        QString error;
        QVERIFY2(saveProject(p, path, r.fileHash, &saved, &error), qPrintable(error));
        // The hash of what was written is what the next save expects.
        p.title = QStringLiteral("Mine again");
        QVERIFY2(saveProject(p, path, saved, &saved, &error), qPrintable(error));
        const QByteArray theirs = "schema: migration-pilot/project@1\ntitle: Theirs\n";
        writeFile(dir, QStringLiteral("p.yaml"), theirs);
        p.title = QStringLiteral("Lost?");
        QVERIFY(!saveProject(p, path, saved, &saved, &error));
        QVERIFY2(error.contains(QLatin1String("changed on disk since it was opened")), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), theirs);
        // Without an expectation (Save As) the file is replaced.
        QVERIFY2(saveProject(p, path, &error), qPrintable(error));
        QCOMPARE(loadProject(path).project->title, QStringLiteral("Lost?"));
        // A file deleted meanwhile loses nothing when written again.
        QVERIFY(QFile::remove(path));
        QVERIFY2(saveProject(p, path, saved, nullptr, &error), qPrintable(error));
    }

    void saveWaitsForTheLockAndGivesUp()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("p.yaml"), kMinimal);
        FileLock held;
        QString error;
        QVERIFY2(held.acquire(lockFileOf(path), 1000, &error), qPrintable(error));
        Project p;
        p.title = QStringLiteral("Blocked");
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!saveProject(p, path, QByteArray(), nullptr, &error, 300));
        QVERIFY(timer.elapsed() >= 250);
        QVERIFY2(error.contains(QLatin1String("another program is updating")), qPrintable(error));
        QCOMPARE(loadProject(path).project->title, QStringLiteral("Minimal"));
        held.release();
        QVERIFY2(saveProject(p, path, QByteArray(), nullptr, &error, 300), qPrintable(error));
        QCOMPARE(loadProject(path).project->title, QStringLiteral("Blocked"));
    }

    // Read-modify-write under the lock: updates from several threads (each with its own
    // descriptor, as separate programs would have) all survive.
    void concurrentUpdatesAllSurvive()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("p.yaml"), kMinimal);
        constexpr int kThreads = 4;
        constexpr int kUpdates = 15;
        std::vector<std::thread> threads;
        std::atomic<int> failures{0};
        for (int t = 0; t < kThreads; ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < kUpdates; ++i) {
                    const ProjectUpdateResult r = updateProject(path, [&](Project &p) {
                        p.runs.append(ProjectRun{QStringLiteral("runs/%1-%2").arg(t).arg(i), RunRole::Reference, QString()});
                    });
                    if (!r.ok)
                        ++failures;
                }
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        QCOMPARE(failures.load(), 0);
        const ProjectLoadResult r = loadProject(path);
        QVERIFY(r.project);
        QCOMPARE(r.project->runs.size(), kThreads * kUpdates);
    }

    void plantedLockLinkIsRefused()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("p.yaml"), kMinimal);
        const QString elsewhere = writeFile(dir, QStringLiteral("elsewhere.txt"), "");
        QVERIFY(QFile::link(elsewhere, lockFileOf(path)));
        FileLock lock;
        QString error;
        QVERIFY(!lock.acquire(lockFileOf(path), 100, &error));
        QVERIFY2(error.contains(QLatin1String("lock file")), qPrintable(error));
        Project p;
        p.title = QStringLiteral("x");
        QVERIFY(!saveProject(p, path, &error));
        QCOMPARE(loadProject(path).project->title, QStringLiteral("Minimal"));
    }

    void updateOfAMissingFileMakesNoLockFile()
    {
        QTemporaryDir dir;
        const ProjectUpdateResult r = updateProject(dir.filePath(QStringLiteral("nope.yaml")), [](Project &) {});
        QVERIFY(!r.ok);
        QVERIFY(r.unreadable);
        QVERIFY(r.diagnostics.constFirst().message.contains(QLatin1String("no such file")));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    // A full disk, for real: a 64 KiB tmpfs. Needs root (or CAP_SYS_ADMIN) to mount.
    void fullDiskLeavesTheOldFile()
    {
        if (::geteuid() != 0)
            QSKIP("mounting a small tmpfs needs root; the RLIMIT_FSIZE test in tst_atomicfile covers the rest");
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("small"));
        QVERIFY(QDir().mkpath(mountPoint));
        const QByteArray native = QFile::encodeName(mountPoint);
        if (::mount("tmpfs", native.constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k") != 0)
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here: %1").arg(QString::fromLocal8Bit(std::strerror(errno)))));
        const auto unmount = qScopeGuard([&] { ::umount2(native.constData(), MNT_DETACH); });
        const QString path = mountPoint + QStringLiteral("/p.yaml");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(kMinimal), qint64(sizeof kMinimal - 1));
        }
        const ProjectLoadResult r = loadProject(path);
        QVERIFY(r.project);
        Project p = *r.project;
        p.notes = QString(200 * 1024, QLatin1Char('n')); // does not fit in 64 KiB
        QString error;
        QVERIFY(!saveProject(p, path, r.fileHash, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("No space left on device")), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray(kMinimal));
        QCOMPARE(QDir(mountPoint).entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 (QStringList{QStringLiteral(".p.yaml.lock"), QStringLiteral("p.yaml")}));
        // A save that fits still works on the same file system.
        p.notes = QStringLiteral("short");
        QVERIFY2(saveProject(p, path, r.fileHash, nullptr, &error), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
