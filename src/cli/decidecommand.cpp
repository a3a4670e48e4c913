#include "command.h"
#include "core/decision/decisionengine.h"
#include "core/support/catalogword.h"

#include <QJsonDocument>

namespace pilot::cli {

namespace {

constexpr char kContext[] = "pilot::cli::DecideText";

QString answerWord(Answer a, const QString &language)
{
    const char *word = a == Answer::Yes  ? QT_TRANSLATE_NOOP("pilot::cli::DecideText", "yes")
                       : a == Answer::No ? QT_TRANSLATE_NOOP("pilot::cli::DecideText", "no")
                                         : QT_TRANSLATE_NOOP("pilot::cli::DecideText", "unknown");
    return translatedIn(language, kContext, word);
}

// The decision is written in the language of --lang, like the record, whatever language pilotctl
// itself speaks: the rules' titles, the reasons and the tasks come in that language from the
// engine, and the words around them from the catalog of that language (translatedIn).
QString text(const DecisionOutcome &o, const Project &p, const DecisionRules &rules, const QString &language)
{
    const auto w = [&](const char *source) { return translatedIn(language, kContext, source); };
    QString out = w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Recommendation: %1")).arg(o.title);
    if (o.provisional)
        out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", " (provisional)"));
    out += QLatin1Char('\n') + w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Why: ")) + o.because + QLatin1Char('\n');
    if (!o.decidingRows.isEmpty()) {
        if (o.undecided)
            out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Left undecided by:\n"));
        else
            out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Decided by:\n"));
        for (const QString &id : o.decidingRows) {
            const DecisionAnswer *a = p.answer(id);
            const Answer given = a ? a->answer : Answer::Unknown;
            const Answer counted = o.counted.value(id, given);
            const QString countedNote =
                counted == given ? QString()
                                 : w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", " (counted as %1)")).arg(answerWord(counted, language));
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
        out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Conflicts:\n"));
        for (const DecisionConflict &c : o.conflicts) {
            out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "  - %1 — answered %2; %3 (source: %4); counted as %5\n"))
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
                              t.decisive ? w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", " (could change the outcome)")) : QString());
        }
        return lines;
    };
    if (const QString first = tasks(true); !first.isEmpty())
        out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Do first:\n")) + first;
    if (const QString open = tasks(false); !open.isEmpty())
        out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Find out:\n")) + open;
    if (!o.memory.isEmpty() && !o.because.contains(o.memory))
        out += o.memory + QLatin1Char('\n');
    for (const QString &a : o.advice)
        out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Advice: ")) + a + QLatin1Char('\n');
    if (!o.unknownRows.isEmpty()) {
        out += w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", "Not part of the decision (no such question in the rules):\n"));
        for (const UnknownQuestionId &u : o.unknownRows) {
            out += QStringLiteral("  - %1%2\n")
                       .arg(u.id, u.likelyTypo() ? w(QT_TRANSLATE_NOOP("pilot::cli::DecideText", " (did you mean %1?)")).arg(u.nearest)
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
