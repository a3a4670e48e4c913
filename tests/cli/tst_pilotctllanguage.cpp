// The language pilotctl speaks: --lang where a command has it, else LC_ALL, LC_MESSAGES, LANG
// (POSIX order); words instead of the keys its data holds; --json the same in every locale.
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// pilotctl with exactly these locale variables (the others removed: ctest sets LC_ALL=C.UTF-8).
Run pilotctl(const QStringList &args, const QList<std::pair<const char *, const char *>> &locale)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"})
        env.remove(QLatin1String(name));
    for (const auto &[name, value] : locale)
        env.insert(QLatin1String(name), QString::fromUtf8(value));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PILOTCTL), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        qFatal("pilotctl %s did not finish normally", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

const QList<std::pair<const char *, const char *>> kGerman{{"LANG", "de_DE.UTF-8"}};
const QList<std::pair<const char *, const char *>> kEnglish{{"LANG", "C"}};

const QString kDemo = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo");
const QString kProject = kDemo + QStringLiteral("/project.yaml");

QStringList compareArgs()
{
    return {QStringLiteral("compare"), kDemo + QStringLiteral("/runs/reference"), kDemo + QStringLiteral("/runs/pilot"),
            QStringLiteral("--project"), kProject};
}

// What must never reach a reader of text output: the keys of verdicts, metrics, phases, roles.
void verifyNoKeys(const QString &text)
{
    // A key inside a name (a run id "demo-pilot-lora-cpu") is the name's; a verdict key is an
    // English word too, so it counts where a verdict stands: after a colon or a dash.
    static const QRegularExpression keys(
        QStringLiteral("(?<![\\w-])(no_limits|invalid_limits|no_overlap|val_loss|exact_match|first_step|"
                       "checkpoint_write|lora|pilot_ended_early|pilot_running)(?![\\w-])|[:—] +(pass|fail)\\b"));
    const QRegularExpressionMatch m = keys.match(text);
    QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("key '%1' in:\n%2").arg(m.captured(0), text)));
}

// The messages of a catalog by context and source (and comment, which tells equal sources
// apart), each with whether its translation is finished.
QHash<QString, bool> readCatalog(const QString &path)
{
    QHash<QString, bool> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QString context, source, comment;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            source.clear();
            comment.clear();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("comment")) {
            comment = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            messages.insert(context + QChar(0x1F) + source + QChar(0x1F) + comment, finished);
        }
    }
    return messages;
}

} // namespace

// The catalogs come with the GUI's libraries; a build without them speaks English only, with
// "(s)" where a message counts.
#define SKIP_WITHOUT_CATALOGS()                                                                                  \
    do {                                                                                                         \
        if (!PILOT_HAS_CATALOGS)                                                                                 \
            QSKIP("this build has no translation catalogs (PILOT_BUILD_GUI=OFF): pilotctl speaks English only"); \
    } while (false)

class TestPilotctlLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The unit test of the catalog (tst_translations) reads the GUI's and the core's sources;
    // pilotctl's own messages are checked here, the same way.
    void everyMessageHasAGermanTranslation()
    {
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("cli.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(LUPDATE), {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                                                QStringLiteral("-silent"), QStringLiteral("-I"), QStringLiteral(PILOT_SOURCE_DIR "/src"),
                                                QStringLiteral(PILOT_SOURCE_DIR "/src/cli"), QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
        const QHash<QString, bool> sources = readCatalog(fresh);
        QVERIFY(sources.size() > 100); // the scan found pilotctl's messages
        const QHash<QString, bool> german = readCatalog(QStringLiteral(PILOT_SOURCE_DIR "/translations/migration-pilot_de.ts"));
        QStringList problems;
        for (auto it = sources.cbegin(); it != sources.cend(); ++it) {
            if (!german.value(it.key(), false))
                problems << QString(it.key()).replace(QChar(0x1F), QLatin1Char(' '));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("not translated:\n") + problems.join(QLatin1Char('\n'))));
    }

    void langGivesGermanMessages()
    {
        SKIP_WITHOUT_CATALOGS();
        Run r = pilotctl({QStringLiteral("validate"), QStringLiteral("/nonexistent/project.yaml")}, kGerman);
        QCOMPARE(r.exitCode, 1); // exit codes do not depend on the language
        // The core's message, through the same catalog.
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/project.yaml: Datei oder Ordner nicht gefunden")), qPrintable(r.err));

        r = pilotctl({QStringLiteral("frobnicate")}, kGerman);
        QCOMPARE(r.exitCode, 64);
        QVERIFY2(r.err.contains(QStringLiteral("pilotctl: unbekannter Befehl „frobnicate“")), qPrintable(r.err));

        r = pilotctl({QStringLiteral("--help")}, kGerman);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Aufruf: pilotctl BEFEHL")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Exit-Codes: 0 ok")));

        r = pilotctl({QStringLiteral("cost"), QStringLiteral("--help")}, kGerman);
        QVERIFY2(r.out.contains(QStringLiteral("Sprache der Ausgabe: de oder en (Standard: aus LANG")), qPrintable(r.out));
    }

    void compareTextInGermanWithoutKeys()
    {
        SKIP_WITHOUT_CATALOGS();
        const Run r = pilotctl(compareArgs(), kGerman);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Verglichen:      300 von 300 Referenzpunkten (Schritt 1 bis 300); "
                                               "Referenz abgeschlossen, Pilot abgeschlossen")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Loss-Urteil:     innerhalb\n")));
        QVERIFY(r.out.contains(QStringLiteral("  Schritt 50, Validierungs-Loss: Referenz 0.525719, Pilot 0.525719, Abweichung 4.684e-08 — "
                                              "innerhalb\n")));
        QVERIFY(r.out.contains(QStringLiteral("  Schritt 50, Exact Match: Referenz 0.03")));
        QVERIFY(r.out.endsWith(QStringLiteral("Urteil:          innerhalb\n")));
        verifyNoKeys(r.out);
        QVERIFY(!r.out.contains(QLatin1String("inside")));
    }

    void compareTextInEnglishWithoutKeys()
    {
        SKIP_WITHOUT_CATALOGS();
        const Run r = pilotctl(compareArgs(), kEnglish);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("compared:     300 of 300 reference points (step 1 to 300); reference completed, pilot "
                                               "completed")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("loss verdict: inside\n")));
        QVERIFY(r.out.contains(QStringLiteral("  step 50, validation loss: reference 0.525719")));
        QVERIFY(r.out.contains(QStringLiteral("  step 50, exact match: reference 0.03")));
        QVERIFY(r.out.endsWith(QStringLiteral("verdict:      inside\n")));
        verifyNoKeys(r.out);
    }

    void otherTextOutputsWithoutKeys()
    {
        SKIP_WITHOUT_CATALOGS();
        // Every command's text on the demo project and its runs, in both languages.
        const QList<QStringList> commands{
            {QStringLiteral("runs"), QStringLiteral("summarize"), kDemo + QStringLiteral("/runs/pilot")},
            {QStringLiteral("status"), kDemo + QStringLiteral("/runs/pilot")},
            {QStringLiteral("cost"), kProject},
            {QStringLiteral("decide"), kProject},
            {QStringLiteral("validate"), kProject},
            {QStringLiteral("fallback"), kProject},
            {QStringLiteral("checkpoints"), QStringLiteral("verify"), kDemo + QStringLiteral("/runs/pilot")},
            {QStringLiteral("classify"), kDemo + QStringLiteral("/runs/pilot")},
        };
        for (const auto &locale : {kGerman, kEnglish}) {
            for (const QStringList &args : commands) {
                const Run r = pilotctl(args, locale);
                QVERIFY2(r.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + QLatin1Char('\n') + r.err));
                verifyNoKeys(r.out);
            }
        }
        Run r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), kDemo + QStringLiteral("/runs/pilot")}, kGerman);
        QVERIFY2(r.out.contains(QStringLiteral("Status:        abgeschlossen")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("\n  bis zum ersten Schritt ")));
        QVERIFY(r.out.contains(QStringLiteral("\n  Checkpoint schreiben ")));
        r = pilotctl({QStringLiteral("cost"), kProject}, kGerman);
        QVERIFY2(r.out.startsWith(QStringLiteral("Referenz (1 Lauf)\n  Umgebung: ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("\nHochrechnung (keine Messung):\n")));
        r = pilotctl({QStringLiteral("validate"), kProject}, kGerman);
        QVERIFY2(r.out.endsWith(QStringLiteral(": 12 Entscheidungszeilen, 2 Läufe)\n")), qPrintable(r.out));
        r = pilotctl({QStringLiteral("validate"), kProject}, kEnglish);
        QVERIFY2(r.out.endsWith(QStringLiteral(": 12 decision rows, 2 runs)\n")), qPrintable(r.out));
        r = pilotctl({QStringLiteral("status"), kDemo + QStringLiteral("/runs/pilot")}, kGerman);
        QVERIFY2(r.out.contains(QStringLiteral("Zustand:          abgeschlossen\n")), qPrintable(r.out));
    }

    void lcAllOverridesLang()
    {
        SKIP_WITHOUT_CATALOGS();
        Run r = pilotctl({QStringLiteral("frobnicate")}, {{"LANG", "de_DE.UTF-8"}, {"LC_ALL", "en_US.UTF-8"}});
        QVERIFY2(r.err.contains(QStringLiteral("pilotctl: unknown command 'frobnicate'")), qPrintable(r.err));
        r = pilotctl({QStringLiteral("frobnicate")}, {{"LANG", "C"}, {"LC_ALL", "de_DE.UTF-8"}});
        QVERIFY2(r.err.contains(QStringLiteral("unbekannter Befehl")), qPrintable(r.err));
        // LC_ALL over LC_MESSAGES, LC_MESSAGES over LANG; an empty one does not count.
        r = pilotctl({QStringLiteral("frobnicate")}, {{"LC_ALL", "C"}, {"LC_MESSAGES", "de_DE.UTF-8"}});
        QVERIFY2(r.err.contains(QStringLiteral("unknown command")), qPrintable(r.err));
        r = pilotctl({QStringLiteral("frobnicate")}, {{"LC_MESSAGES", "de_AT.UTF-8"}, {"LANG", "en_GB.UTF-8"}});
        QVERIFY2(r.err.contains(QStringLiteral("unbekannter Befehl")), qPrintable(r.err));
        r = pilotctl({QStringLiteral("frobnicate")}, {{"LC_ALL", ""}, {"LANG", "de_DE.UTF-8"}});
        QVERIFY2(r.err.contains(QStringLiteral("unbekannter Befehl")), qPrintable(r.err));
    }

    void langOptionOverridesTheEnvironment()
    {
        SKIP_WITHOUT_CATALOGS();
        Run r = pilotctl({QStringLiteral("cost"), kProject, QStringLiteral("--lang"), QStringLiteral("en")}, kGerman);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("reference (1 run)\n"))
                     && r.out.contains(QStringLiteral("projection (not a measurement):")),
                 qPrintable(r.out));
        r = pilotctl({QStringLiteral("decide"), kProject, QStringLiteral("--lang=en")}, kGerman);
        QVERIFY2(r.out.startsWith(QStringLiteral("Recommendation: ")), qPrintable(r.out));
        r = pilotctl({QStringLiteral("cost"), kProject, QStringLiteral("--lang"), QStringLiteral("de")}, kEnglish);
        QVERIFY2(r.out.contains(QStringLiteral("Hochrechnung (keine Messung):")), qPrintable(r.out));
        // Without --lang the environment chooses the content too: decide's recommendation.
        r = pilotctl({QStringLiteral("decide"), kProject}, kGerman);
        QVERIFY2(r.out.startsWith(QStringLiteral("Empfehlung: ")), qPrintable(r.out));
        // A wrong --lang is refused in the environment's language, with the usage exit code.
        r = pilotctl({QStringLiteral("cost"), kProject, QStringLiteral("--lang"), QStringLiteral("fr")}, kGerman);
        QCOMPARE(r.exitCode, 64);
        QVERIFY2(r.err.contains(QStringLiteral("pilotctl cost: --lang muss de oder en sein")), qPrintable(r.err));
    }

    void cAndPosixAreEnglish()
    {
        for (const char *value : {"C", "POSIX", "C.UTF-8", "en_US.UTF-8", "fr_FR.UTF-8"}) {
            const Run r = pilotctl({QStringLiteral("validate"), QStringLiteral("/nonexistent/project.yaml")}, {{"LANG", value}});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/project.yaml: no such file or folder")), qPrintable(value + r.err));
        }
        const Run r = pilotctl({QStringLiteral("validate"), QStringLiteral("/nonexistent/project.yaml")}, {});
        QVERIFY2(r.err.contains(QStringLiteral("no such file or folder")), qPrintable(r.err));
    }

    void jsonIsTheSameInEveryLanguage()
    {
        const QList<QStringList> commands{
            compareArgs() + QStringList{QStringLiteral("--json")},
            {QStringLiteral("cost"), kProject, QStringLiteral("--json")},
            {QStringLiteral("runs"), QStringLiteral("summarize"), QStringLiteral("--json"), kDemo + QStringLiteral("/runs/pilot")},
            {QStringLiteral("status"), QStringLiteral("--json"), kDemo + QStringLiteral("/runs/pilot")},
            {QStringLiteral("checkpoints"), QStringLiteral("verify"), QStringLiteral("--json"), kDemo + QStringLiteral("/runs/pilot")},
        };
        for (const QStringList &args : commands) {
            const Run german = pilotctl(args, kGerman);
            const Run english = pilotctl(args, kEnglish);
            QCOMPARE(german.exitCode, english.exitCode);
            QVERIFY2(german.out.startsWith(QLatin1Char('{')), qPrintable(german.out.left(200)));
            QCOMPARE(german.out, english.out);
        }
        const Run r = pilotctl(compareArgs() + QStringList{QStringLiteral("--json")}, kGerman);
        QVERIFY(r.out.contains(QStringLiteral("\"verdict\": \"pass\"")));
        QVERIFY(r.out.contains(QStringLiteral("\"name\": \"val_loss\"")));
    }
};

QTEST_GUILESS_MAIN(TestPilotctlLanguage)
#include "tst_pilotctllanguage.moc"
