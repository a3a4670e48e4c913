#include "command.h"
#include "core/decision/decisionengine.h"

#include <QJsonDocument>

namespace pilot::cli {

namespace {

QString answerWord(Answer a, const QString &language)
{
    if (language != QLatin1String("de"))
        return answerKey(a);
    return a == Answer::Yes ? QStringLiteral("ja") : a == Answer::No ? QStringLiteral("nein") : QStringLiteral("unbekannt");
}

// The decision is written in the language of --lang from both languages' words, like the
// record: the rules' titles, the reasons and the tasks come in that language from the engine,
// and the words around them must match even in a build without the translation catalogs.
QString text(const DecisionOutcome &o, const Project &p, const DecisionRules &rules, const QString &language)
{
    const bool de = language == QLatin1String("de");
    QString out = (de ? QStringLiteral("Empfehlung: %1") : QStringLiteral("Recommendation: %1")).arg(o.title);
    if (o.provisional)
        out += de ? QStringLiteral(" (vorläufig)") : QStringLiteral(" (provisional)");
    out += QLatin1Char('\n') + (de ? QStringLiteral("Warum: ") : QStringLiteral("Why: ")) + o.because + QLatin1Char('\n');
    if (!o.decidingRows.isEmpty()) {
        if (o.undecided)
            out += de ? QStringLiteral("Offen gelassen durch:\n") : QStringLiteral("Left undecided by:\n");
        else
            out += de ? QStringLiteral("Entschieden durch:\n") : QStringLiteral("Decided by:\n");
        for (const QString &id : o.decidingRows) {
            const DecisionAnswer *a = p.answer(id);
            const Answer given = a ? a->answer : Answer::Unknown;
            const Answer counted = o.counted.value(id, given);
            const QString countedNote =
                counted == given
                    ? QString()
                    : (de ? QStringLiteral(" (gezählt als %1)") : QStringLiteral(" (counted as %1)")).arg(answerWord(counted, language));
            out += QStringLiteral("  - %1 — %2%3%4\n")
                       .arg(rules.question(id)->title.in(language), answerWord(given, language), countedNote,
                            a && !a->reason.isEmpty() ? QStringLiteral(": ") + a->reason : QString());
        }
    }
    // Rows are named by their question in the chosen language, as in the record.
    const auto titleOf = [&](const QString &id) {
        const DecisionQuestion *q = rules.question(id);
        return q ? q->title.in(language) : id;
    };
    if (!o.conflicts.isEmpty()) {
        out += de ? QStringLiteral("Widersprüche:\n") : QStringLiteral("Conflicts:\n");
        for (const DecisionConflict &c : o.conflicts) {
            out += (de ? QStringLiteral("  - %1 — beantwortet mit %2; %3 (Quelle: %4); gezählt als %5\n")
                       : QStringLiteral("  - %1 — answered %2; %3 (source: %4); counted as %5\n"))
                       .arg(titleOf(c.row), answerWord(c.answer, language), c.fact, c.source, answerWord(c.counted, language));
        }
    }
    const auto tasks = [&](bool doFirst) {
        QString lines;
        for (const DecisionTask &t : o.tasks) {
            if (t.doFirst != doFirst)
                continue;
            lines += QStringLiteral("  - %1 — %2%3\n")
                         .arg(titleOf(t.questionId), t.text,
                              t.decisive
                                  ? (de ? QStringLiteral(" (kann die Empfehlung ändern)") : QStringLiteral(" (could change the outcome)"))
                                  : QString());
        }
        return lines;
    };
    if (const QString first = tasks(true); !first.isEmpty())
        out += (de ? QStringLiteral("Zuerst zu erledigen:\n") : QStringLiteral("Do first:\n")) + first;
    if (const QString open = tasks(false); !open.isEmpty())
        out += (de ? QStringLiteral("Herauszufinden:\n") : QStringLiteral("Find out:\n")) + open;
    if (!o.memory.isEmpty() && !o.because.contains(o.memory))
        out += o.memory + QLatin1Char('\n');
    for (const QString &a : o.advice)
        out += (de ? QStringLiteral("Hinweis: ") : QStringLiteral("Advice: ")) + a + QLatin1Char('\n');
    if (!o.unknownRows.isEmpty()) {
        out += de ? QStringLiteral("Nicht Teil der Entscheidung (keine solche Frage in den Regeln):\n")
                  : QStringLiteral("Not part of the decision (no such question in the rules):\n");
        for (const UnknownQuestionId &u : o.unknownRows) {
            out += QStringLiteral("  - %1%2\n")
                       .arg(u.id, u.likelyTypo()
                                      ? (de ? QStringLiteral(" (gemeint: %1?)") : QStringLiteral(" (did you mean %1?)")).arg(u.nearest)
                                      : QString());
        }
    }
    return out.trimmed();
}

} // namespace

int runDecide(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Applies the decision rules to a project's answers and facts and prints the recommendation,\n"
                  "the rows that decided it, conflicts between answers and the project's data, what to do\n"
                  "first and a task for every unknown answer. Exit 0, 2 when the project or the rules are\n"
                  "invalid, 1 when a file cannot be read."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the decision as JSON")});
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
        printOut(
            QString::fromUtf8(QJsonDocument(decisionToJson(outcome, project, rules, language)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(text(outcome, project, rules, language));
    return kExitOk;
}

} // namespace pilot::cli
