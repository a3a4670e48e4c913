#include "command.h"
#include "core/decisionengine.h"
#include "core/projectreader.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace pilot::cli {

namespace {

QString answerWord(Answer a, const QString &language)
{
    if (language != QLatin1String("de"))
        return answerKey(a);
    return a == Answer::Yes ? QStringLiteral("ja") : a == Answer::No ? QStringLiteral("nein") : QStringLiteral("unbekannt");
}

QString text(const DecisionOutcome &o, const Project &p, const DecisionRules &rules, const QString &language)
{
    const bool de = language == QLatin1String("de");
    QString out = (de ? QStringLiteral("Empfehlung: %1") : QStringLiteral("Recommendation: %1")).arg(o.title);
    if (o.provisional)
        out += de ? QStringLiteral(" (vorläufig)") : QStringLiteral(" (provisional)");
    out += QLatin1Char('\n') + (de ? QStringLiteral("Warum: ") : QStringLiteral("Why: ")) + o.because + QLatin1Char('\n');
    if (!o.decidingRows.isEmpty()) {
        out += de ? QStringLiteral("Entschieden durch:\n") : QStringLiteral("Decided by:\n");
        for (const QString &id : o.decidingRows) {
            const DecisionAnswer *a = p.answer(id);
            out += QStringLiteral("  - %1 — %2%3\n")
                       .arg(rules.question(id)->title.in(language), answerWord(a ? a->answer : Answer::Unknown, language),
                            a && !a->reason.isEmpty() ? QStringLiteral(": ") + a->reason : QString());
        }
    }
    if (!o.tasks.isEmpty()) {
        out += de ? QStringLiteral("Herauszufinden:\n") : QStringLiteral("Find out:\n");
        for (const DecisionTask &t : o.tasks) {
            out += QStringLiteral("  - %1: %2%3\n")
                       .arg(t.questionId, t.text,
                            t.decisive ? (de ? QStringLiteral(" (kann die Empfehlung ändern)") : QStringLiteral(" (could change the outcome)"))
                                       : QString());
        }
    }
    for (const QString &a : o.advice)
        out += (de ? QStringLiteral("Hinweis: ") : QStringLiteral("Advice: ")) + a + QLatin1Char('\n');
    return out.trimmed();
}

} // namespace

int runDecide(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Applies the decision rules to a project's answers and prints the recommendation, the rows\n"
                       "that decided it and a task for every unknown answer. Exit 0, 2 when the project or the\n"
                       "rules are invalid, 1 when a file cannot be read."));
    parser.addOption({QStringLiteral("lang"), QStringLiteral("language of the output: de or en (default en)"), QStringLiteral("LANG"),
                      QStringLiteral("en")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("print the decision as JSON")});
    parser.addOption({QStringLiteral("rules"), QStringLiteral("a team's own rules file instead of the built-in one"), QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("decide")); done >= 0)
        return done;
    const QString language = parser.value(QStringLiteral("lang"));
    if (language != QLatin1String("de") && language != QLatin1String("en")) {
        printErr(QStringLiteral("pilotctl decide: --lang must be de or en"));
        return kExitUsage;
    }
    const QString file = parser.positionalArguments().constFirst();
    if (!QFileInfo(file).isFile()) {
        printErr(QStringLiteral("%1: no such file").arg(file));
        return kExitFailure;
    }
    const ProjectLoadResult loaded = loadProject(file);
    for (const Diagnostic &d : loaded.diagnostics)
        printErr(d.toString());
    if (!loaded.project)
        return kExitInvalid;
    DecisionRules rules = DecisionRules::builtIn();
    if (parser.isSet(QStringLiteral("rules"))) {
        Diagnostics diagnostics;
        const auto custom = DecisionRules::load(parser.value(QStringLiteral("rules")), &diagnostics);
        for (const Diagnostic &d : diagnostics)
            printErr(d.toString());
        if (!custom)
            return kExitInvalid;
        rules = *custom;
    }
    const DecisionOutcome outcome = decide(*loaded.project, rules, language);
    if (parser.isSet(QStringLiteral("json")))
        printOut(QString::fromUtf8(QJsonDocument(decisionToJson(outcome, *loaded.project, rules, language)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(text(outcome, *loaded.project, rules, language));
    return kExitOk;
}

} // namespace pilot::cli
