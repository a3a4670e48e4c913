#include "command.h"
#include "core/decisionengine.h"

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
    parser.addOption({QStringLiteral("json"), QStringLiteral("print the decision as JSON")});
    addDecisionOptions(parser);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("decide")); done >= 0)
        return done;
    Project project;
    DecisionRules rules;
    if (const int failed = loadProjectAndRules(parser, QStringLiteral("decide"), &project, &rules); failed >= 0)
        return failed;
    const QString language = parser.value(QStringLiteral("lang"));
    const DecisionOutcome outcome = decide(project, rules, language);
    if (parser.isSet(QStringLiteral("json")))
        printOut(QString::fromUtf8(QJsonDocument(decisionToJson(outcome, project, rules, language)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(text(outcome, project, rules, language));
    return kExitOk;
}

} // namespace pilot::cli
