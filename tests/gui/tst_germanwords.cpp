// Every page in German speaks German: the demo project with its runs, each stage and each tab
// at 1280×720, every text a person can read (labels, buttons, tabs, table cells and headers,
// choices, placeholders, the record's preview) checked for a key of the project file or of the
// job interface, and for English words of the app's own. The project's own texts (its reasons,
// evidence, notes, labels, written in English in the demo) are the team's and are taken out
// first: they are shown as written.
#include "guifixture.h"

#include "app/mainwindow.h"
#include "app/projectdocument.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QTabBar>
#include <QTextBrowser>
#include <QTextDocument>

#include <algorithm>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

// What a label shows: rich text without its markup.
QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// Every text of `window` a person can read now.
QStringList visibleTexts(QWidget *window)
{
    QStringList out;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window))
            continue;
        if (auto *l = qobject_cast<QLabel *>(w))
            out << plain(l->text());
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << b->text() << b->toolTip();
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            out << g->title();
        else if (auto *t = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < t->count(); ++i)
                out << t->tabText(i);
        } else if (auto *c = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < c->count(); ++i)
                out << c->itemText(i);
        } else if (auto *e = qobject_cast<QLineEdit *>(w))
            out << e->placeholderText();
        else if (auto *r = qobject_cast<QTextBrowser *>(w))
            out << r->toPlainText();
        else if (auto *v = qobject_cast<QAbstractItemView *>(w)) {
            const QAbstractItemModel *m = v->model();
            if (!m)
                continue;
            for (int column = 0; column < m->columnCount(); ++column)
                out << m->headerData(column, Qt::Horizontal).toString();
            for (int row = 0; row < std::min(m->rowCount(), 200); ++row) {
                for (int column = 0; column < m->columnCount(); ++column) {
                    const QModelIndex index = m->index(row, column);
                    out << m->data(index).toString() << m->data(index, Qt::ToolTipRole).toString();
                }
            }
        }
    }
    out.removeAll(QString());
    return out;
}

} // namespace

class TestGermanWords : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void noKeyAndNoEnglishWordOnAnyGermanPage()
    {
        openDemoWithItsRuns();
        QVERIFY(!QTest::currentTestFailed());
        m_languages->setLanguage(QStringLiteral("de"));
        m_window->resize(1280, 720);

        // The team's own texts, longest first so that a longer one is taken out whole.
        const Project &p = m_window->document()->project();
        QStringList own = p.authors;
        own << p.title << p.notes << p.profile.modelType << p.profile.checkpointFormat << p.profile.dataVolume;
        for (const DecisionAnswer &a : p.decision)
            own << a.reason << a.evidence;
        for (const ProjectRun &r : p.runs)
            own << r.label << r.path;
        // The record writes the notes line by line.
        for (const QString &line : p.notes.split(QLatin1Char('\n')))
            own << line.trimmed();
        for (const Assumption &a : p.assumptions.amortisation)
            own << a.label;
        if (p.limits.locked)
            own << p.limits.locked->author << p.limits.locked->reason;
        own.removeAll(QString());
        std::sort(own.begin(), own.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });

        // Keys of the project file and of the job interface, and English words of the app's own.
        static const QRegularExpression key(QStringLiteral(
            "\\b(loss_deviation_abs|loss_deviation_rel|output_quality_min|restart_target_s|gpu_price_per_hour|trainium_price_per_hour|"
            "price_per_hour|price_table|prices\\.runs|prices\\.targets|run_end|run_start|max_steps|training_steps|decided|"
            "porting_hours|engineer_rate|compile_hours|pilot_run_hours|relative_throughput|planned_gpu_hours|emergency_profile|"
            "instance_hour|chip_hour|device_hour|on_demand|savings_plan|internal_rate|checkpoint_write|first_step)\\b"));
        static const QRegularExpression english(
            QStringLiteral("\\b(the|and|with|completed|aborted|failed|running|unknown|reference|Losses|not set|none|per hour)\\b"));
        QStringList found;
        const auto look = [&](const QString &where) {
            for (QString text : visibleTexts(m_window.get())) {
                for (const QString &o : std::as_const(own))
                    text.replace(o, QStringLiteral("…"));
                const auto check = [&](const QRegularExpression &re, const char *what) {
                    const QRegularExpressionMatch m = re.match(text);
                    if (m.hasMatch())
                        found << QStringLiteral("%1: %2 “%3” in: %4")
                                     .arg(where, QLatin1String(what), m.captured(1),
                                          text.mid(std::max<qsizetype>(0, m.capturedStart() - 80), 160)
                                              .replace(QLatin1Char('\n'), QLatin1Char(' ')));
                };
                check(key, "key");
                check(english, "English word");
            }
        };
        for (int stage = 0; stage < MainWindow::StageCount; ++stage) {
            m_window->showStage(MainWindow::Stage(stage));
            // Pages that read runs do so on worker threads: their figures, once there.
            QTest::qWait(stage == MainWindow::CostStage || stage == MainWindow::CompareStage || stage == MainWindow::ReportStage ? 4000
                                                                                                                                 : 800);
            forEveryTab(m_window.get(), QStringLiteral("stage %1").arg(stage + 1), look);
        }
        found.removeDuplicates();
        for (const QString &f : std::as_const(found))
            qWarning("%s", qPrintable(f));
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 leak(s), each listed above").arg(found.size())));
    }
};

PILOT_GUI_TEST_MAIN(TestGermanWords)
#include "tst_germanwords.moc"
