// The decision record as Markdown, HTML and PDF: text from a project is always literal — it
// makes no markup, no link and no structure of its own, in any field — and a record shows only
// what the project owns.
#include "core/record/decisionrecord.h"
#include "core/record/recordhtml.h"
#include "core/record/recordmarkdown.h"
#include "core/results/pilotresults.h"
#include "report/recordexport.h"
#include "report/recordpdf.h"
#include "report/recordtextdocument.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

using namespace pilot;

namespace {

// What a hostile or merely unlucky project may hold in any text field.
const char *const kHostile[] = {
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[x](javascript:alert(1))",
    "<!-- everything after this is hidden",
    "## Forged heading",
    "| a | b |",
    "- forged item",
    "**forged bold**",
    "%1 %2 50%",
    "1. forged number",
    "> forged quote",
    "```",
    "--- ===",
    "&lt;b&gt; &amp; &#60;",
    "<https://example.org/auto> www.example.org",
    "![i](/etc/hostname) \\*x\\* _y_ ~z~ `c`",
};

QString tag(int field)
{
    return QStringLiteral(" T%1").arg(field, 2, 10, QLatin1Char('0'));
}

// Every text field of a project that reaches the record holds `payload` followed by a tag naming
// the field: payload first, so that it also stands at the start of lines, cells and items.
Project hostileProject(const QString &payload, int *fields)
{
    int n = 0;
    const auto text = [&] { return payload + tag(++n); };
    Project p;
    p.title = text();
    p.authors = {text(), text()};
    p.decision.append(DecisionAnswer{QStringLiteral("model_stability"), Answer::Yes, text(), {text()}});
    p.decision.append(DecisionAnswer{QStringLiteral("fixed_deadlines"), Answer::Yes, text(), {}});
    p.profile.modelType = text();
    p.profile.method = text();
    p.profile.checkpointFormat = text();
    p.profile.dataVolume = text();
    p.limits.restartTimeS = 900;
    p.limits.locked = LimitsLock{QDateTime(QDate(2026, 12, 1), QTime(8, 30), Qt::UTC), text(), text()};
    p.limits.changes.append(LimitChange{QDateTime(QDate(2026, 12, 2), QTime(9, 0), Qt::UTC), text(), text(), QStringLiteral("900"),
                                        QStringLiteral("1200"), text()});
    p.assumptions.currency = text();
    p.assumptions.amortisation[QStringLiteral("porting_hours")] = Assumption{160.0, text(), QString()};
    p.assumptions.amortisation[QStringLiteral("engineer_rate")] = Assumption{95.0, QString(), QString()}; // shows the currency
    p.notes = QStringLiteral("First line of the notes.\n") + text() + QStringLiteral("\n\n") + text()
              + QStringLiteral("\nThe last words of the record.");
    *fields = n;
    return p;
}

PilotResults hostileResults(const QString &payload, int *fields)
{
    PilotResults r;
    r.available = true;
    r.reference = payload + tag(++*fields);
    r.pilot = payload + tag(++*fields);
    MetricComparison m;
    m.name = payload + tag(++*fields);
    m.step = 40;
    m.reference = 0.9;
    m.pilot = 0.9;
    m.verdict = Verdict::Pass;
    r.validation = {m};
    return r;
}

struct Shape
{
    int headings = 0;
    int listItems = 0;
    int tables = 0;
    int anchors = 0;
    int images = 0;
    QStringList headingTexts;
};

// What a rich-text reader made of a record: its structure, links and images.
Shape shapeOf(const QTextDocument &doc)
{
    Shape s;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() > 0) {
            ++s.headings;
            s.headingTexts.append(b.text());
        }
        // A list item, or a bulleted paragraph (the preview's items).
        if (b.textList() || b.text().startsWith(QStringLiteral("•\u2002")))
            ++s.listItems;
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            s.anchors += f.isAnchor() || !f.anchorHref().isEmpty();
            s.images += f.isImageFormat();
        }
    }
    for (QTextFrame *frame : doc.rootFrame()->childFrames())
        s.tables += qobject_cast<QTextTable *>(frame) != nullptr;
    return s;
}

Shape shapeOf(const RecordDocument &doc)
{
    Shape s;
    for (const RecordBlock &b : doc.blocks) {
        s.headings += b.kind == RecordBlock::Kind::Heading;
        s.tables += b.kind == RecordBlock::Kind::Table;
        if (b.kind == RecordBlock::Kind::List)
            s.listItems += int(b.items.size());
    }
    return s;
}

QString withoutSpace(QString s)
{
    s.remove(QRegularExpression(QStringLiteral("\\s+")));
    return s;
}

// pdftotext in content order (-raw): the lines of one table cell stay together. The page
// numbers (the last text drawn on each page) are taken out, so text continued on the next page
// reads on.
QString pdfText(const QByteArray &pdf)
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("r.pdf")));
    if (!f.open(QIODevice::WriteOnly) || f.write(pdf) != pdf.size())
        qFatal("cannot write the PDF");
    f.close();
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), f.fileName(), QStringLiteral("-")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qFatal("pdftotext (poppler-utils) failed: %s", p.readAllStandardError().constData());
    QString text = QString::fromUtf8(p.readAllStandardOutput());
    static const QRegularExpression pageNumber(QStringLiteral("\\n\\d+\\n?\\f"));
    return text.replace(pageNumber, QStringLiteral("\n"));
}

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A run of `world` processes with the hand-made figures of tst_comparestage's scaling view:
// 1,000 tokens a step, 0.5 s a step on one process, 0.3 s of which 0.05 s communication on
// more; the first step (compilation) takes 10 s. Without step times when `timed` is false.
void writeScalingRun(const QString &dir, int world, bool timed = true)
{
    QByteArray lines = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"r\", \"versions\": {\"processes\": "
                       + QByteArray::number(world) + "}}\n";
    for (int s = 1; s <= 11; ++s) {
        lines += "{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
                 + ", \"loss\": 2.0, \"tokens\": " + QByteArray::number(s * 1000);
        if (timed)
            lines += QByteArray(", \"step_time_s\": ") + (s == 1 ? "10.0" : (world == 1 ? "0.5" : "0.3"))
                     + ", \"data_time_s\": 0.0, \"comm_time_s\": " + (world == 1 || s == 1 ? "0.0" : "0.05");
        lines += "}\n";
    }
    write(dir + QStringLiteral("/metrics.jsonl"), lines + "{\"v\": 1, \"type\": \"run_end\", \"t\": 12, \"status\": \"completed\"}\n");
}

} // namespace

class TestRecordFormats : public QObject
{
    Q_OBJECT

private slots:
    void hostileTextStaysLiteral_data()
    {
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QString>("language");
        for (const char *payload : kHostile) {
            for (const char *language : {"en", "de"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(language), QString::fromUtf8(payload))))
                    << QString::fromUtf8(payload) << QString::fromLatin1(language);
        }
    }

    void hostileTextStaysLiteral()
    {
        QFETCH(QString, payload);
        QFETCH(QString, language);
        int fields = 0;
        const Project project = hostileProject(payload, &fields);
        const PilotResults results = hostileResults(payload, &fields);
        DecisionRecord record(project, DecisionRules::builtIn(), language, QDate(2026, 12, 5));
        record.setPilotResults(results);
        const RecordDocument document = record.document();
        const Shape expected = shapeOf(document);
        // The summary, the decision matrix and the pilot results' validation table; no more,
        // whatever the text.
        QVERIFY(expected.headings >= 8 && expected.tables == 3);
        const QString lastWords = QStringLiteral("The last words of the record.");

        // Markdown, read back by a CommonMark reader (md4c, with GitHub's tables and autolinks).
        const QString md = record.markdown();
        QTextDocument fromMarkdown;
        fromMarkdown.setMarkdown(md, QTextDocument::MarkdownDialectGitHub);
        // HTML, as a browser or Qt's rich text reads it.
        const QString html = record.html();
        QTextDocument fromHtml;
        fromHtml.setHtml(html);
        // The Report stage's preview, built from the structure.
        InertTextDocument preview;
        fillTextDocument(&preview, document);
        for (const auto &[format, doc] :
             {std::pair<const char *, QTextDocument *>{"Markdown", &fromMarkdown}, {"HTML", &fromHtml}, {"preview", &preview}}) {
            const QString text = doc->toPlainText();
            for (int field = 1; field <= fields; ++field) {
                const QString wanted = payload + tag(field);
                QVERIFY2(
                    text.contains(wanted) || withoutSpace(text).contains(withoutSpace(wanted)),
                    qPrintable(
                        QStringLiteral("%1 lost field %2: %3\n%4").arg(QLatin1String(format)).arg(field).arg(wanted, text.left(3000))));
            }
            QVERIFY2(text.contains(lastWords), format); // nothing after "<!--" disappeared
            const Shape shape = shapeOf(*doc);
            QVERIFY2(shape.headings == expected.headings, qPrintable(QStringLiteral("%1: %2 headings, expected %3: %4")
                                                                         .arg(QLatin1String(format))
                                                                         .arg(shape.headings)
                                                                         .arg(expected.headings)
                                                                         .arg(shape.headingTexts.join(QLatin1String(" | ")))));
            QCOMPARE(shape.listItems, expected.listItems);
            QCOMPARE(shape.tables, expected.tables);
            QCOMPARE(shape.images, 0);
            // Only http(s) may ever be a link, and the record makes none.
            if (!payload.contains(QLatin1String("https://")) && !payload.contains(QLatin1String("www.")))
                QCOMPARE(shape.anchors, 0);
        }
        for (const QString &line : md.split(QLatin1Char('\n'))) {
            static const QRegularExpression rawTag(QStringLiteral("<[A-Za-z!/]"));
            QVERIFY2(!rawTag.match(line).hasMatch(), qPrintable(line));
        }
        // No tag, attribute or link in the HTML but the record's own.
        static const QRegularExpression script(QStringLiteral("<\\s*script"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression img(QStringLiteral("<\\s*img"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression onerror(QStringLiteral("<[^>]*\\bonerror\\s*="), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression jsHref(QStringLiteral("<[^>]*\\bhref\\s*=\\s*[\"']?\\s*javascript:"),
                                               QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression anyHref(QStringLiteral("<[^>]*\\b(href|src)\\s*="), QRegularExpression::CaseInsensitiveOption);
        QVERIFY(!script.match(html).hasMatch());
        QVERIFY(!img.match(html).hasMatch());
        QVERIFY(!onerror.match(html).hasMatch());
        QVERIFY(!jsHref.match(html).hasMatch());
        QVERIFY(!anyHref.match(html).hasMatch());
        QVERIFY(!html.contains(QLatin1String("<!--")));

        // PDF: every field's text is there as written, and the end of the record too.
        QString error;
        const QByteArray pdf = recordPdf(document, {}, &error);
        QVERIFY2(pdf.startsWith("%PDF-"), qPrintable(error));
        const QString text = withoutSpace(pdfText(pdf));
        for (int field = 1; field <= fields; ++field)
            QVERIFY2(text.contains(withoutSpace(payload + tag(field))),
                     qPrintable(
                         QStringLiteral("PDF lost field %1: %2").arg(field).arg(text.mid(text.indexOf(tag(field).trimmed()) - 200, 300))));
        QVERIFY(text.contains(withoutSpace(lastWords)));
    }

    void placeholdersInUserTextStayAsWritten()
    {
        // Substituting into user text twice ("%1" in a title, then the next argument) would
        // corrupt it; each text must come out exactly as written.
        Project p;
        p.title = QStringLiteral("%1 %2 50%");
        p.authors = {QStringLiteral("%2 and %1")};
        p.limits.locked = LimitsLock{QDateTime(QDate(2026, 12, 1), QTime(8, 30), Qt::UTC), QStringLiteral("%1"), QStringLiteral("%2 %3")};
        p.limits.changes.append(LimitChange{QDateTime(QDate(2026, 12, 2), QTime(9, 0), Qt::UTC), QStringLiteral("%3"),
                                            QStringLiteral("restart_time_s"), QStringLiteral("900"), QStringLiteral("1200"),
                                            QStringLiteral("%1%2")});
        PilotResults r;
        r.reference = QStringLiteral("%1");
        r.pilot = QStringLiteral("%2");
        r.problems.append(PilotRunProblem{RunRole::Reference, PilotRunProblem::Kind::NotFound, QStringLiteral("runs/%1")});
        DecisionRecord record(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 5));
        record.setPilotResults(r);
        const QString md = record.markdown();
        QVERIFY2(md.contains(QLatin1String("# Decision record: %1 %2 50%\n")), qPrintable(md.left(200)));
        QVERIFY(md.contains(QLatin1String("Authors: %2 and %1")));
        QVERIFY(md.contains(QLatin1String("Locked on 2026-12-01 08:30 UTC by %1: %2 %3")));
        QVERIFY(md.contains(QStringLiteral("2026-12-02 09:00 UTC, %3: Restart time (s) 900 → 1,200 — %1%2")));
        QVERIFY2(md.contains(QStringLiteral("Reference: %1 · Pilot: %2")), qPrintable(md.right(600)));
        QVERIFY(md.contains(QString::fromUtf8("The reference run “runs/%1” was not found in the project folder.")));
        QTextDocument html;
        html.setHtml(record.html());
        QVERIFY(html.toPlainText().contains(QLatin1String("Decision record: %1 %2 50%")));
        QVERIFY(html.toPlainText().contains(QStringLiteral("Reference: %1 · Pilot: %2")));
    }

    void markdownEscapingKeepsPlainTextReadable()
    {
        // Only what could mean something is escaped: ordinary prose, numbers and snake_case
        // names stay as they are.
        QCOMPARE(markdownEscaped(QStringLiteral("relative_throughput 11.000 EUR (label), 2026-10-14")),
                 QStringLiteral("relative_throughput 11.000 EUR (label), 2026-10-14"));
        QCOMPARE(markdownEscaped(QStringLiteral("<b>&")), QStringLiteral("&lt;b&gt;&amp;"));
        QCOMPARE(markdownEscaped(QStringLiteral("  - item")), QStringLiteral("\\- item"));
        QCOMPARE(markdownEscaped(QStringLiteral("12. x")), QStringLiteral("12\\. x"));
        QCOMPARE(markdownEscaped(QStringLiteral("_a_ *b* [c] #d |e| ~f~ `g` \\h")),
                 QStringLiteral("\\_a\\_ \\*b\\* \\[c\\] \\#d \\|e\\| \\~f\\~ \\`g\\` \\\\h"));
        QCOMPARE(htmlEscaped(QStringLiteral("<a href=\"x\">&\nz")), QStringLiteral("&lt;a href=&quot;x&quot;&gt;&amp;<br>z"));
    }

    void previewFetchesNothingAndKeepsLongTablesLight()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("local.png"));
        QImage image(4, 4, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(image.save(png));
        const QUrl url = QUrl::fromLocalFile(png);
        // Qt's own document reads a local file when asked for an image; the preview's does not.
        QVERIFY(!QTextDocument().resource(QTextDocument::ImageResource, url).isNull());
        InertTextDocument inert;
        inert.setHtml(QStringLiteral("<img src=\"%1\"><link rel=\"stylesheet\" href=\"%1\">").arg(url.toString()));
        QVERIFY(inert.resource(QTextDocument::ImageResource, url).isNull());
        QVERIFY(inert.resource(QTextDocument::StyleSheetResource, url).isNull());

        // An ordinary matrix is a table; one with reasons of hundreds of kilobytes is shown as
        // rows of paragraphs, with every word still there.
        Project p;
        p.title = QStringLiteral("t");
        p.decision.append(DecisionAnswer{QStringLiteral("model_stability"), Answer::Yes, QStringLiteral("short reason"), {}});
        InertTextDocument small;
        fillTextDocument(&small, DecisionRecord(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 5)).document());
        QCOMPARE(shapeOf(small).tables, 2); // the summary and the matrix
        QString reason;
        for (int i = 0; i < 20000; ++i)
            reason += QStringLiteral("word%1 ").arg(i);
        p.decision[0].reason = reason + QStringLiteral("END");
        InertTextDocument large;
        fillTextDocument(&large, DecisionRecord(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 5)).document());
        QCOMPARE(shapeOf(large).tables, 1); // the summary
        const QString text = large.toPlainText();
        QVERIFY(text.contains(QStringLiteral("Reason: word0 word1 ")));
        QVERIFY(text.contains(QStringLiteral("word19999 END")));
        QVERIFY(text.contains(QStringLiteral("Question: Does the model structure stay largely stable during the project?")));
    }

    void longTextIsLaidOutCompletelyInThePdf()
    {
        // A paragraph and a table cell far longer than a page are laid out piece by piece; not a
        // word may be lost or repeated at the seams.
        QStringList notes, reason;
        for (int i = 1; i <= 30000; ++i)
            notes.append(QStringLiteral("n%1").arg(i, 5, 10, QLatin1Char('0')));
        for (int i = 1; i <= 8000; ++i)
            reason.append(QStringLiteral("r%1").arg(i, 5, 10, QLatin1Char('0')));
        Project p;
        p.title = QStringLiteral("long");
        p.notes = notes.join(QLatin1Char(' '));
        p.decision.append(DecisionAnswer{QStringLiteral("model_stability"), Answer::Yes, reason.join(QLatin1Char(' ')), {}});
        QString error;
        const QByteArray pdf = recordPdf(DecisionRecord(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 5)).document(), {},
                                         &error);
        QVERIFY2(!pdf.isEmpty(), qPrintable(error));
        const QString text = pdfText(pdf);
        for (const auto &[prefix, expected] : {std::pair<QChar, QStringList>{QLatin1Char('n'), notes}, {QLatin1Char('r'), reason}}) {
            QStringList found;
            QRegularExpressionMatchIterator it = QRegularExpression(QStringLiteral("\\b%1\\d{5}\\b").arg(prefix)).globalMatch(text);
            while (it.hasNext())
                found.append(it.next().captured());
            QCOMPARE(found.size(), expected.size());
            QVERIFY(found == expected);
        }
    }

    void recordShowsOnlyWhatTheProjectOwns()
    {
        QTemporaryDir root;
        const QString project = root.filePath(QStringLiteral("team/project"));
        const QString outsideFile = root.filePath(QStringLiteral("team/private/secret.csv"));
        write(outsideFile, "step,loss,SECRET-OUTSIDE-LINE\n");
        write(project + QStringLiteral("/scans/ops.json"), "{}");
        write(project + QStringLiteral("/runs/broken/README.txt"), "SECRET-INSIDE-LINE: not a run\n");
        write(project + QStringLiteral("/runs/broken.csv"), "SECRET-CSV-LINE,x\n1,2\n");
        Project p;
        p.title = QStringLiteral("leaks");
        p.decision.append(DecisionAnswer{QStringLiteral("model_stability"),
                                         Answer::Yes,
                                         QString(),
                                         {QStringLiteral("/etc/shadow"), QStringLiteral("/etc/no-such-file-here"),
                                          QStringLiteral("../private/secret.csv"), project + QStringLiteral("/scans/ops.json"),
                                          QStringLiteral("scans/gone.json")}});

        const auto recordOf = [&](const QString &reference, const QString &pilot) {
            Project q = p;
            q.runs = {ProjectRun{reference, RunRole::Reference, QString()}, ProjectRun{pilot, RunRole::Pilot, QString()}};
            DecisionRecord record(q, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 5));
            record.setProjectFolder(project);
            record.setPilotResults(computePilotResults(q, project));
            return std::pair<QString, QString>(record.markdown(), record.html());
        };

        // Runs outside the project are named as given and never read, whether or not they exist.
        auto [md, html] = recordOf(QStringLiteral("../private/secret.csv"), outsideFile);
        for (const QString &out : {md, html}) {
            QVERIFY2(!out.contains(QLatin1String("SECRET")), qPrintable(out.right(800)));
            QVERIFY(!out.contains(project)); // the project's place on the disk is not the reader's business
            QVERIFY(!out.contains(root.path()) || out.contains(outsideFile)); // only as given
        }
        QVERIFY2(
            md.contains(QString::fromUtf8("The reference run “../private/secret.csv” lies outside the project folder and is not read")),
            qPrintable(md.right(800)));
        QVERIFY(md.contains(QString::fromUtf8("The pilot run “%1” lies outside the project folder").arg(outsideFile)));
        // Evidence outside the project is marked, not looked up: an existing and a missing file
        // read alike.
        QVERIFY2(
            md.contains(QLatin1String("/etc/shadow (outside the project); /etc/no-such-file-here (outside the project); "
                                      "../private/secret.csv (outside the project); scans/ops.json (file); scans/gone.json (missing!)")),
            qPrintable(md));

        // Runs inside that cannot be read: said in our words, never quoting the file.
        std::tie(md, html) = recordOf(QStringLiteral("runs/broken"), QStringLiteral("runs/broken.csv"));
        for (const QString &out : {md, html})
            QVERIFY2(!out.contains(QLatin1String("SECRET")), qPrintable(out.right(800)));
        QVERIFY2(md.contains(QString::fromUtf8("The reference run “runs/broken” holds no metrics that could be read")),
                 qPrintable(md.right(800)));
        QVERIFY(md.contains(QString::fromUtf8("The pilot run “runs/broken.csv” holds no metrics that could be read")));
        std::tie(md, html) = recordOf(project + QStringLiteral("/runs/gone"), QStringLiteral("runs/./gone2"));
        QVERIFY2(md.contains(QString::fromUtf8("The reference run “runs/gone” was not found in the project folder.")),
                 qPrintable(md.right(800)));
        QVERIFY(md.contains(QString::fromUtf8("The pilot run “runs/gone2” was not found in the project folder.")));
        QVERIFY(!md.contains(project));

        // German words for the same.
        Project q = p;
        q.runs = {ProjectRun{QStringLiteral("/etc/passwd"), RunRole::Reference, QString()},
                  ProjectRun{QStringLiteral("runs/broken"), RunRole::Pilot, QString()}};
        DecisionRecord german(q, DecisionRules::builtIn(), QStringLiteral("de"), QDate(2026, 12, 5));
        german.setProjectFolder(project);
        german.setPilotResults(computePilotResults(q, project));
        const QString de = german.markdown();
        QVERIFY2(de.contains(QString::fromUtf8("Der Referenzlauf „/etc/passwd“ liegt außerhalb des Projektordners")),
                 qPrintable(de.right(800)));
        QVERIFY(de.contains(QString::fromUtf8("Der Pilotlauf „runs/broken“ enthält keine lesbaren Metriken")));
        QVERIFY(de.contains(QString::fromUtf8("/etc/shadow (außerhalb des Projekts)")));
        QVERIFY(!de.contains(QLatin1String("root:")));
    }

    // Runs of several processes give the record a Scaling section with the figures worked out
    // by hand: 2,000 and 3,333 tokens/s, efficiency 3,333 / (2 × 2,000) = 0.83, communication
    // 0.05 of 0.3 s = 16.7 %. A run label is literal text there too; a run without figures says
    // why; a project of one-process runs has no such section.
    void scalingSectionForRunsOfSeveralProcesses()
    {
        QTemporaryDir dir;
        writeScalingRun(dir.filePath(QStringLiteral("runs/w1")), 1);
        writeScalingRun(dir.filePath(QStringLiteral("runs/w2")), 2);
        writeScalingRun(dir.filePath(QStringLiteral("runs/bare")), 2, false);
        const QString label = QStringLiteral("<b>two</b> | *procs* [x](y) %2");
        Project p;
        p.title = QStringLiteral("scaling");
        p.runs = {ProjectRun{QStringLiteral("runs/w1"), RunRole::Reference, QStringLiteral("one process")},
                  ProjectRun{QStringLiteral("runs/w2"), RunRole::Pilot, label},
                  ProjectRun{QStringLiteral("runs/bare"), RunRole::Fallback, QString()},
                  ProjectRun{QStringLiteral("runs/gone"), RunRole::Fallback, QString()}};
        const PilotResults results = computePilotResults(p, dir.path());
        QCOMPARE(results.scaling.size(), 4);
        // Markdown escapes a cell that starts like an ordered list ("0.5", German "2.000" → "0\.5",
        // "2\.000"), as everywhere in the record.
        const QString escapedLabel = QStringLiteral("&lt;b&gt;two&lt;/b&gt; \\| \\*procs\\* \\[x\\](y) %2");
        const auto rows = [&](const QString &language) {
            const bool de = language == QLatin1String("de");
            const QString u = de ? QStringLiteral("unbekannt") : QStringLiteral("unknown");
            return QStringList{
                de ? QStringLiteral("## Skalierung\n\n| Lauf | Prozesszahl | Tokens/s | Schrittzeit (Median) | Skalierungseffizienz | "
                                    "Anteil Kommunikation | Anteil Warten auf Daten |\n")
                   : QStringLiteral("## Scaling\n\n| Run | World size | Tokens/s | Step time (median) | Scaling efficiency | "
                                    "Communication share | Data wait share |\n"),
                de ? QStringLiteral("| one process | 1 | 2\\.000 | 0,5 s | 1,00 | 0,0 % | 0,0 % |\n")
                   : QStringLiteral("| one process | 1 | 2,000 | 0\\.5 s | 1\\.00 | 0\\.0 % | 0\\.0 % |\n"),
                QStringLiteral("| %1 | 2 | %2 | %3 | %4 | %5 | %6 |\n")
                    .arg(escapedLabel, de ? QStringLiteral("3\\.333") : QStringLiteral("3,333"),
                         de ? QStringLiteral("0,3 s") : QStringLiteral("0\\.3 s"), de ? QStringLiteral("0,83") : QStringLiteral("0\\.83"),
                         de ? QStringLiteral("16,7 %") : QStringLiteral("16\\.7 %"),
                         de ? QStringLiteral("0,0 %") : QStringLiteral("0\\.0 %")),
                QStringLiteral("| runs/bare | 2 | %1 | %1 | %1 | %1 | %1 |\n").arg(u),
                QStringLiteral("| runs/gone | %1 | %1 | %1 | %1 | %1 | %1 |\n").arg(u),
                de ? QStringLiteral("Die Skalierungseffizienz ist Durchsatz(N) / (N · Durchsatz(1)) gegenüber dem ersten")
                   : QStringLiteral("Scaling efficiency is throughput(N) / (N · throughput(1)) against the first run listed with one "
                                    "process"),
                de ? QStringLiteral("- „runs/bare“ hat keine Kennzahlen: kein Schritt nach dem ersten meldet seine Schrittzeit "
                                    "(step_time_s).\n- „runs/gone“ hat keine Kennzahlen: der Lauf wurde nicht gelesen")
                   : QStringLiteral("- “runs/bare” has no figures: no step beyond the first reports its step time (step_time_s).\n"
                                    "- “runs/gone” has no figures: the run was not read"),
            };
        };
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            DecisionRecord record(p, DecisionRules::builtIn(), language, QDate(2026, 12, 5));
            record.setProjectFolder(dir.path());
            record.setPilotResults(results);
            const QString md = record.markdown();
            const QStringList wanted = rows(language);
            for (const QString &row : wanted)
                QVERIFY2(md.contains(row), qPrintable(row + QLatin1String("\nnot in\n") + md.mid(md.indexOf(wanted.first()))));
            QTextDocument fromMarkdown;
            fromMarkdown.setMarkdown(md, QTextDocument::MarkdownDialectGitHub);
            QVERIFY(fromMarkdown.toPlainText().contains(label));
            const QString html = record.html();
            QVERIFY(html.contains(QLatin1String("&lt;b&gt;two&lt;/b&gt; | *procs* [x](y) %2")));
            QVERIFY(!html.contains(QLatin1String("<b>two")));
            QTextDocument fromHtml;
            fromHtml.setHtml(html);
            const QString text = fromHtml.toPlainText();
            QVERIFY(text.contains(label));
            QVERIFY(text.contains(language == QLatin1String("de") ? QStringLiteral("16,7 %") : QStringLiteral("16.7 %")));
            if (language == QLatin1String("en")) {
                QString error;
                const QByteArray pdf = recordPdf(record.document(), {}, &error);
                QVERIFY2(pdf.startsWith("%PDF-"), qPrintable(error));
                const QString pdfWords = withoutSpace(pdfText(pdf));
                const QString wantedRow = withoutSpace(label) + QStringLiteral("23,3330.3s0.8316.7%0.0%");
                QVERIFY2(pdfWords.contains(wantedRow), qPrintable(pdfWords.mid(pdfWords.indexOf(QLatin1String("Scaling")), 600)));
            }
        }

        // The same runs all on one process: the record has no Scaling section at all.
        writeScalingRun(dir.filePath(QStringLiteral("runs/w2")), 1);
        writeScalingRun(dir.filePath(QStringLiteral("runs/bare")), 1, false);
        const PilotResults single = computePilotResults(p, dir.path());
        QVERIFY(single.scaling.isEmpty());
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            DecisionRecord record(p, DecisionRules::builtIn(), language, QDate(2026, 12, 5));
            record.setPilotResults(single);
            const QString md = record.markdown();
            QVERIFY(!md.contains(QLatin1String("## Scaling")) && !md.contains(QLatin1String("## Skalierung")));
            QVERIFY(!md.contains(QLatin1String("throughput(N)")) && !md.contains(QLatin1String("Durchsatz(N)")));
        }
    }

    void exportReplacesTheFileOnlyWhenComplete()
    {
        QTemporaryDir dir;
        Project p;
        p.title = QStringLiteral("export");
        const DecisionRecord record(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 5));
        for (const char *suffix : {"md", "html", "pdf", "MD"}) {
            const QString path = dir.filePath(QStringLiteral("record.") + QLatin1String(suffix));
            write(path, "old");
            QString error;
            QVERIFY2(exportRecord(record, path, &error), qPrintable(error));
            const QByteArray bytes = read(path);
            QVERIFY(bytes.size() > 100 && bytes != "old");
        }
        QString error;
        QVERIFY(!exportRecord(record, dir.filePath(QStringLiteral("no/such/folder/record.pdf")), &error));
        QVERIFY2(error.contains(QLatin1String("no/such/folder/record.pdf")), qPrintable(error));
        write(dir.filePath(QStringLiteral("record.txt")), "old");
        QVERIFY(!exportRecord(record, dir.filePath(QStringLiteral("record.txt")), &error));
        QCOMPARE(read(dir.filePath(QStringLiteral("record.txt"))), QByteArray("old"));
        // A file in the way of the rename (a folder of that name) is an error, not a success.
        QDir().mkpath(dir.filePath(QStringLiteral("taken.pdf/inside")));
        QVERIFY(!exportRecord(record, dir.filePath(QStringLiteral("taken.pdf")), &error));
        // No temporary file is left behind by any of this.
        QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
        left.sort();
        QCOMPARE(left, (QStringList{QStringLiteral("record.MD"), QStringLiteral("record.html"), QStringLiteral("record.md"),
                                    QStringLiteral("record.pdf"), QStringLiteral("record.txt")}));
    }
};

QTEST_MAIN(TestRecordFormats)
#include "tst_recordformats.moc"
