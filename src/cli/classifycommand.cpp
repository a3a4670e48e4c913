// pilotctl classify: the failure classifier (core/failures) over a log file or a run folder —
// each matched line with its class, and a failed run's failure class.
#include "cliwords.h"
#include "command.h"

#include "core/launch/runfolderfailure.h"
#include "core/runs/runfailure.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <climits>

namespace pilot::cli {

namespace {

constexpr qsizetype kShownChars = 300;

QJsonObject matchToJson(const FailureMatch &m, const QString &language)
{
    return QJsonObject{
        {QStringLiteral("source"), m.source},
        {QStringLiteral("line"), m.line},
        {QStringLiteral("rank"), m.rank >= 0 ? QJsonValue(m.rank) : QJsonValue()},
        {QStringLiteral("class"), m.rule.failureClass},
        {QStringLiteral("subclass"), m.rule.subclass},
        {QStringLiteral("severity"), m.rule.severity},
        {QStringLiteral("rule"), m.rule.id},
        {QStringLiteral("consequence"), m.rule.consequence},
        {QStringLiteral("text"), m.text},
        {QStringLiteral("frame"),
         m.byFrame() ? QJsonValue(QJsonObject{{QStringLiteral("line"), m.frameLine}, {QStringLiteral("text"), m.frameText}})
                     : QJsonValue()},
        {QStringLiteral("advice"), m.rule.advice(language)},
    };
}

QString matchToText(const FailureMatch &m, const QString &language)
{
    QString shown = m.text.trimmed();
    if (shown.size() > kShownChars)
        shown = shown.left(kShownChars) + QStringLiteral("…");
    // Class, subclass, severity and rule as the rules file names them: what a team's own rules
    // file refers to, and what docs/failure-classes.md lists.
    QString out = CliTr::tr("%1:%2: %3/%4 (%5, rule %6)\n  %7")
                      .arg(printable(m.source), QString::number(m.line), m.rule.failureClass, m.rule.subclass, m.rule.severity, m.rule.id,
                           printable(shown));
    if (m.byFrame()) {
        QString frame = m.frameText;
        if (frame.size() > kShownChars)
            frame = frame.left(kShownChars) + QStringLiteral("…");
        out += QLatin1Char('\n')
               + CliTr::tr("  by its traceback's frame at line %1: %2").arg(QString::number(m.frameLine), printable(frame));
    }
    return out + QLatin1Char('\n') + CliTr::tr("  advice: %1").arg(m.rule.advice(language));
}

int loadFailureRules(const QCommandLineParser &parser, FailureRules *rules)
{
    const QString file = parser.value(QStringLiteral("rules"));
    if (file.isEmpty()) {
        *rules = FailureRules::builtIn();
        return -1;
    }
    Diagnostics diagnostics;
    const std::optional<FailureRules> loaded = FailureRules::load(file, &diagnostics);
    for (const Diagnostic &d : diagnostics)
        printErr(printable(d.toString()));
    if (!loaded)
        return QFileInfo(file).isFile() && !diagnostics.isEmpty() && diagnostics.constFirst().line > 0 ? kExitInvalid : kExitFailure;
    *rules = *loaded;
    return -1;
}

// Classifies a run folder: its matches, the JSON fields of a run, and the text lines that follow the matches.
void classifyFolder(const QString &path, const FailureRules &rules, QList<FailureMatch> *matches, QJsonObject *out, QStringList *tail)
{
    const RunFailureReport report = classifyRunFolder(path, rules);
    *matches = report.matches;
    out->insert(QStringLiteral("failed"), report.failed);
    out->insert(QStringLiteral("failure_class"), report.failureClass.isEmpty() ? QJsonValue() : QJsonValue(report.failureClass));
    out->insert(QStringLiteral("failure_subclass"), report.failureSubclass.isEmpty() ? QJsonValue() : QJsonValue(report.failureSubclass));
    out->insert(QStringLiteral("decisive"), report.decisive >= 0 ? QJsonValue(report.decisive) : QJsonValue());
    out->insert(QStringLiteral("decisive_line"), decisiveLineToJson(report.decisiveLine));
    out->insert(QStringLiteral("matched"), report.matched);
    out->insert(QStringLiteral("verdict"), report.verdict);
    out->insert(QStringLiteral("exit_code"), report.exitCode >= 0 ? QJsonValue(report.exitCode) : QJsonValue());
    out->insert(QStringLiteral("signal"), report.signal > 0 ? QJsonValue(signalName(report.signal)) : QJsonValue());
    out->insert(QStringLiteral("cut"), report.logsCut);
    out->insert(QStringLiteral("problems"), QJsonArray::fromStringList(report.problems));
    for (const QString &p : report.problems)
        *tail << CliTr::tr("could not read %1").arg(printable(p));
    out->insert(QStringLiteral("rule_problems"), QJsonArray::fromStringList(report.ruleProblems));
    for (const QString &p : report.ruleProblems)
        *tail << printable(p);
    if (report.logsCut)
        *tail << CliTr::tr("a log is larger than %1 GiB: only its start was classified").arg(kMaxClassifiedLogBytes >> 30);
    *tail << CliTr::tr("failure class: %1 (%2)")
                 .arg(report.failed ? failureClassText(report.failureClass, report.failureSubclass) : CliTr::tr("none"),
                      printable(report.verdict));
}

// Classifies a single log file: its matches, the JSON fields of a log, and the text lines that follow the matches.
// Returns an exit code when the file cannot be read, -1 otherwise.
int classifyLog(const QString &path, const FailureRules &rules, QList<FailureMatch> *matches, QJsonObject *out, QStringList *tail)
{
    LogClassification log;
    QString error;
    if (!classifyLogFile(rules, path, QFileInfo(path).fileName(), kMaxClassifiedLogBytes, &log, &error)) {
        printErr(QStringLiteral("pilotctl classify: %1: %2").arg(printable(path), error));
        return kExitFailure;
    }
    *matches = log.matches;
    out->insert(QStringLiteral("lines"), log.lines);
    out->insert(QStringLiteral("matched"), log.matched);
    // Were this the log of a run that failed, the line that would decide its class.
    const int decisive = decisiveMatch(log.matches);
    out->insert(QStringLiteral("decisive"), decisive >= 0 ? QJsonValue(decisive) : QJsonValue());
    out->insert(QStringLiteral("decisive_line"), decisiveLineToJson(decisiveLine(log.matches, decisive)));
    if (decisive >= 0)
        *tail << CliTr::tr("decisive line: %1").arg(printable(decisiveText(log.matches, decisive)));
    if (log.matched > log.matches.size())
        *tail << CliTr::tr("%1 matched lines: only the first %2 are listed").arg(log.matched).arg(log.matches.size());
    out->insert(QStringLiteral("rule_problems"), QJsonArray::fromStringList(log.ruleProblems));
    for (const QString &p : std::as_const(log.ruleProblems))
        printErr(QStringLiteral("pilotctl classify: %1").arg(printable(p)));
    out->insert(QStringLiteral("cut"), log.cut);
    if (log.cut)
        *tail << CliTr::tr("the file is larger than %1 GiB: only its start was classified").arg(kMaxClassifiedLogBytes >> 30);
    *tail << CliTr::tr("%1 of %n line(s) matched", nullptr, int(std::min<qint64>(log.lines, INT_MAX))).arg(log.matched);
    return -1;
}

} // namespace

int runClassify(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Classifies the failures in a log file or a run folder with the failure rules (docs/failure-classes.md):\n"
                  "each matched line with its line number, class, subclass, severity and advice. For a run folder: the\n"
                  "lines of logs/stderr.log, the log events of metrics.jsonl and logs/stdout.log, and a failed or lost\n"
                  "run's failure class. Exit 0, 1 when PATH cannot be read, 2 when the --rules file is invalid."));
    parser.addPositionalArgument(QStringLiteral("PATH"), CliTr::tr("a log file or a run folder"));
    const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("print a JSON object instead of text"));
    const QCommandLineOption rulesOption(QStringLiteral("rules"), CliTr::tr("a rules file instead of the built-in one"),
                                         QStringLiteral("FILE"));
    const QCommandLineOption lang = languageOption();
    parser.addOption(json);
    parser.addOption(rulesOption);
    parser.addOption(lang);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("classify")); done >= 0)
        return done;
    if (const int wrong = checkLanguageOption(parser, QStringLiteral("classify")); wrong >= 0)
        return wrong;
    const QString language = parser.value(lang);
    FailureRules rules;
    if (const int failed = loadFailureRules(parser, &rules); failed >= 0)
        return failed;

    const QString path = parser.positionalArguments().constFirst();
    const bool folder = QFileInfo(path).isDir();
    QList<FailureMatch> matches;
    QJsonObject out{{QStringLiteral("path"), path}, {QStringLiteral("kind"), folder ? QStringLiteral("run") : QStringLiteral("log")}};
    QStringList tail;
    if (folder) {
        classifyFolder(path, rules, &matches, &out, &tail);
    } else {
        if (const int failed = classifyLog(path, rules, &matches, &out, &tail); failed >= 0)
            return failed;
    }
    if (parser.isSet(json)) {
        QJsonArray list;
        for (const FailureMatch &m : matches)
            list.append(matchToJson(m, language));
        out.insert(QStringLiteral("matches"), list);
        out.insert(QStringLiteral("rules_version"), rules.version);
        printOut(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
        return kExitOk;
    }
    for (const FailureMatch &m : matches)
        printOut(matchToText(m, language));
    printOut(tail.join(QLatin1Char('\n')));
    return kExitOk;
}

} // namespace pilot::cli
