// The main window under a dark palette (Fusion style), on the offscreen platform: every stage
// of the demo project — with a reference and a pilot run, a conflicting answer, a missing
// evidence file, an invalid entry and an error banner, so that every coloured text is on
// screen — keeps its text readable. Readable means WCAG's contrast ratio of at least 4.5:1
// between each text colour (the widget's palette, a style sheet's colour, a colour inside rich
// text or a table cell) and the background it is drawn on (as rendered, or the cell's own).
// PILOT_TEST_PALETTE=contrast-black or contrast-white runs the same on a high-contrast theme,
// where text must keep 7:1; QT_SCALE_FACTOR=2 runs it at 200 % scaling.
#include "guifixture.h"

#include "app/comparepage.h"
#include "app/contraststyle.h"
#include "app/guidedflow.h"
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/outputsview.h"
#include "app/projectdocument.h"
#include "charts/curvechart.h"

#include "core/decision/decisionrules.h"

#include <QApplication>
#include <QCheckBox>
#include <QStyleOptionButton>
#include <QAreaSeries>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextTable>
#include <QValueAxis>

#include <cmath>
#include <map>

using namespace pilot;
using namespace pilot::app;

namespace {

const QString kDemo = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml");

// A dark palette as dark-theme users set it for Fusion.
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x35, 0x35, 0x35), base(0x23, 0x23, 0x23), text(0xf0, 0xf0, 0xf0);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2e, 0x2e, 0x2e));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xee));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Mid, QColor(0x2a, 0x2a, 0x2a));
    p.setColor(QPalette::Dark, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x9a, 0x9a, 0x9a));
    return p;
}

// High-contrast themes as their users set them: GNOME's HighContrast (black on white) and
// HighContrastInverse / the Windows "High Contrast Black" (white on black).
QPalette contrastPalette(bool black)
{
    QPalette p;
    const QColor back = black ? Qt::black : Qt::white, fore = black ? Qt::white : Qt::black;
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
        p.setColor(role, back);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
                                     QPalette::PlaceholderText, QPalette::BrightText})
        p.setColor(role, fore);
    p.setColor(QPalette::Link, black ? QColor(0xff, 0xff, 0x00) : QColor(0x00, 0x00, 0xc0));
    p.setColor(QPalette::Highlight, black ? QColor(0x00, 0xff, 0xff) : QColor(0x00, 0x00, 0x80));
    p.setColor(QPalette::HighlightedText, black ? Qt::black : Qt::white);
    for (QPalette::ColorRole role : {QPalette::Light, QPalette::Midlight, QPalette::Mid, QPalette::Dark, QPalette::Shadow})
        p.setColor(role, fore);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, black ? QColor(0x9a, 0x9a, 0x9a) : QColor(0x5a, 0x5a, 0x5a));
    return p;
}

// The palette under test (PILOT_TEST_PALETTE: dark, contrast-black or contrast-white) and the
// contrast its text must keep: WCAG's 4.5:1, or its enhanced 7:1 on a high-contrast theme.
QString paletteName()
{
    const QString name = qEnvironmentVariable("PILOT_TEST_PALETTE");
    return name.isEmpty() ? QStringLiteral("dark") : name;
}

QPalette testPalette()
{
    if (paletteName() == QLatin1String("contrast-black"))
        return contrastPalette(true);
    if (paletteName() == QLatin1String("contrast-white"))
        return contrastPalette(false);
    return darkPalette();
}

double neededContrast()
{
    return paletteName().startsWith(QLatin1String("contrast-")) ? 7.0 : 4.5;
}

double luminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// WCAG 2 contrast ratio, 1 to 21. A translucent colour is first laid over the background.
double contrast(QColor fg, const QColor &bg)
{
    if (fg.alphaF() < 1.0) {
        const double a = fg.alphaF();
        fg = QColor::fromRgbF(float(fg.redF() * a + bg.redF() * (1 - a)), float(fg.greenF() * a + bg.greenF() * (1 - a)),
                              float(fg.blueF() * a + bg.blueF() * (1 - a)));
    }
    const double l1 = luminance(fg), l2 = luminance(bg);
    return (std::max(l1, l2) + 0.05) / (std::min(l1, l2) + 0.05);
}

// The colour covering most of `rect` of `image`: what the text is drawn on.
QColor backgroundIn(const QImage &image, const QRect &rect)
{
    std::map<QRgb, int> counts;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x)
            ++counts[image.pixel(x, y) | 0xff000000u];
    }
    QRgb best = 0;
    int most = -1;
    for (const auto &[rgb, n] : counts) {
        if (n > most) {
            best = rgb;
            most = n;
        }
    }
    return QColor::fromRgb(best);
}

QString snippet(const QString &text)
{
    const QString simple = text.simplified();
    return simple.size() > 60 ? simple.left(57) + QStringLiteral("...") : simple;
}

// Every text colour of a document against its background: the fragment's own colours, else
// the table cell's background, else the defaults of the view it is shown in.
void checkDocument(const QTextDocument *doc, const QColor &defaultFg, const QColor &defaultBg, const QString &where, double need,
                   QStringList *problems)
{
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        QColor cellBg;
        QTextCursor cursor(block);
        if (QTextTable *table = cursor.currentTable()) {
            const QBrush brush = table->cellAt(cursor).format().background();
            if (brush.style() != Qt::NoBrush)
                cellBg = brush.color();
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.isValid() || fragment.text().trimmed().isEmpty())
                continue;
            const QTextCharFormat format = fragment.charFormat();
            const QColor fg = format.foreground().style() != Qt::NoBrush ? format.foreground().color() : defaultFg;
            const QColor bg = format.background().style() != Qt::NoBrush ? format.background().color()
                              : cellBg.isValid()                         ? cellBg
                                                                         : defaultBg;
            const double ratio = contrast(fg, bg);
            if (ratio < need) {
                problems->append(QStringLiteral("%1: \"%2\" %3 on %4, contrast %5")
                                     .arg(where, snippet(fragment.text()), fg.name(), bg.name())
                                     .arg(ratio, 0, 'f', 2));
            }
        }
    }
}

} // namespace

class TestDarkPalette : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // Fusion, wrapped as the application wraps the platform's style (main.cpp).
        QApplication::setStyle(new ContrastStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
        QApplication::setPalette(testPalette());
        m_need = neededContrast();
        QVERIFY(m_dir.isValid());
        writeProject();
        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>(m_languages.get());
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openProject(m_dir.filePath(QStringLiteral("project.yaml"))));
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
    }

    void cleanupTestCase()
    {
        m_window->document()->newProject(QString()); // nothing unsaved: no prompt on close
        m_window.reset();
        m_languages.reset();
    }

    void contrastIsMeasured()
    {
        // The yardstick itself: WCAG's figures for black on white and for the grey #777.
        QCOMPARE(qRound(contrast(Qt::black, Qt::white) * 10), 210);
        QVERIFY(std::abs(contrast(QColor(0x77, 0x77, 0x77), Qt::white) - 4.48) < 0.01);
        // Today's light-theme colours on this dark window would fail.
        QVERIFY(contrast(QColor(0xc6, 0x28, 0x28), darkPalette().color(QPalette::Window)) < 4.5);
    }

    void planStageIsReadable()
    {
        m_window->showStage(MainWindow::PlanStage);
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        // The guided flow at the question the project's data contradicts: the conflict shows.
        auto *guide = m_window->findChild<GuidedFlow *>();
        tabs->setCurrentWidget(guide);
        guide->setStep(questionRow(QStringLiteral("gpu_reference")));
        QVERIFY(guide->findChild<QLabel *>(QStringLiteral("guideConflict"))->isVisible());
        checkWindow(QStringLiteral("plan-guided"));
        // The matrix, with the row whose evidence points at a missing file.
        tabs->setCurrentIndex(1);
        checkWindow(QStringLiteral("plan-matrix"));
        // Profile and limits, with the error an invalid entry gets.
        tabs->setCurrentIndex(2);
        auto *parameters = m_window->findChild<QLineEdit *>(QStringLiteral("profile_parameters"));
        parameters->setText(QStringLiteral("-5"));
        Q_EMIT parameters->editingFinished();
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("limitsError"))->isVisible());
        checkWindow(QStringLiteral("plan-limits"));
        tabs->setCurrentIndex(3);
        checkWindow(QStringLiteral("plan-calculators"));
    }

    void runsStageIsReadable()
    {
        m_window->showStage(MainWindow::RunsStage);
        checkWindow(QStringLiteral("runs"));
    }

    void compareStageIsReadable()
    {
        m_window->showStage(MainWindow::CompareStage);
        auto *page = m_window->findChild<ComparePage *>();
        auto *verdict = page->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("outside the tolerance")), 20000);
        auto *tabs = page->findChild<QTabWidget *>(QStringLiteral("compareTabs"));
        tabs->setCurrentIndex(0);
        checkWindow(QStringLiteral("compare"));
        // The chart is dark as well, and its labels and curves stand out from it (its
        // background is a gradient: the colour that covers most of the plot, as drawn).
        QChart *chart = page->chart()->chart();
        const QImage chartShot = page->chart()->grab().toImage();
        const qreal ratio = chartShot.devicePixelRatio();
        const QRect plotArea = chart->plotArea().toRect();
        const QColor plot = backgroundIn(chartShot, QRect(plotArea.topLeft() * ratio, plotArea.size() * ratio));
        if (paletteName() == QLatin1String("contrast-white"))
            QVERIFY2(luminance(plot) > 0.8, qPrintable(plot.name()));
        else
            QVERIFY2(luminance(plot) < 0.1, qPrintable(plot.name()));
        QVERIFY2(contrast(chart->legend()->labelColor(), plot) >= m_need, qPrintable(chart->legend()->labelColor().name() + plot.name()));
        for (QAbstractAxis *axis : chart->axes())
            QVERIFY2(contrast(axis->labelsBrush().color(), plot) >= m_need, qPrintable(axis->labelsBrush().color().name() + plot.name()));
        for (QAbstractSeries *series : chart->series()) {
            if (auto *line = qobject_cast<QLineSeries *>(series))
                QVERIFY2(contrast(line->color(), plot) >= 3.0, qPrintable(line->name() + line->color().name()));
        }
        // Outputs side by side: the characters only one run wrote are marked, still readable.
        tabs->setCurrentIndex(1);
        QVERIFY(page->outputs()->html().contains(QLatin1String("background-color:")));
        checkWindow(QStringLiteral("compare-outputs"));
        tabs->setCurrentIndex(0);
    }

    // Check boxes and sliders show their frames: at least a few dozen pixels of each stand out
    // 3:1 from the window (WCAG's contrast for what a control needs to be seen).
    void controlsAreVisible()
    {
        // A slider's groove is the platform style's own on ordinary themes; a check box's frame
        // stands out on every theme (Fusion's own stays below 2:1).
        const bool highContrast = paletteName().startsWith(QLatin1String("contrast-"));
        m_window->showStage(MainWindow::CompareStage);
        auto *page = m_window->findChild<ComparePage *>();
        for (const char *name : {"compareSmoothPerStep", "compareSmoothing"}) {
            if (!highContrast && qstrcmp(name, "compareSmoothing") == 0)
                continue;
            QWidget *control = page->findChild<QWidget *>(QLatin1String(name));
            QVERIFY2(control && control->isVisible(), name);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QRect part = control->rect();
            if (auto *box = qobject_cast<QCheckBox *>(control)) {
                QStyleOptionButton option;
                option.initFrom(box);
                part = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
            }
            const QImage shot = control->grab().toImage().convertToFormat(QImage::Format_RGB32);
            const qreal ratio = shot.devicePixelRatio();
            const QRect pixels(part.topLeft() * ratio, part.size() * ratio);
            const QColor window = control->palette().color(QPalette::Window);
            int standing = 0;
            for (int y = pixels.top(); y <= pixels.bottom() && y < shot.height(); ++y) {
                for (int x = pixels.left(); x <= pixels.right() && x < shot.width(); ++x)
                    standing += contrast(QColor::fromRgb(shot.pixel(x, y)), window) >= 3.0 ? 1 : 0;
            }
            shot.save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/%1-control-%2.png").arg(paletteName(), QLatin1String(name)));
            QVERIFY2(standing >= 20 * ratio * ratio, qPrintable(QStringLiteral("%1: %2 pixels stand out").arg(QLatin1String(name)).arg(standing)));
        }
    }

    void checkpointsAndCostStagesAreReadable()
    {
        m_window->showStage(MainWindow::CheckpointsStage);
        checkWindow(QStringLiteral("checkpoints"));
        m_window->showStage(MainWindow::CostStage);
        checkWindow(QStringLiteral("cost"));
    }

    void reportStageIsReadable()
    {
        m_window->showStage(MainWindow::ReportStage);
        auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
        QTRY_VERIFY_WITH_TIMEOUT(preview->toPlainText().contains(QLatin1String("Verdict:")), 20000);
        checkWindow(QStringLiteral("report"));
    }

    void errorBannerIsReadable()
    {
        m_window->showStage(MainWindow::PlanStage);
        QVERIFY(!m_window->openProject(m_dir.filePath(QStringLiteral("no-such-project.yaml"))));
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("errorBanner"))->isVisible());
        checkWindow(QStringLiteral("error-banner"));
    }

    void followsASwitchToALightPalette()
    {
        // The desktop's theme changes while the window is open: the colours with a meaning
        // switch to their light variants with everything else.
        QApplication::setPalette(QApplication::style()->standardPalette());
        m_need = 4.5;
        QCoreApplication::sendPostedEvents(); // the change reaches the widgets as posted events
        QVERIFY(m_window->palette().color(QPalette::Window).lightness() > 128);
        checkWindow(QStringLiteral("light-error-banner"));
        m_window->showStage(MainWindow::PlanStage);
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        tabs->setCurrentWidget(m_window->findChild<GuidedFlow *>());
        checkWindow(QStringLiteral("light-plan-guided"));
        tabs->setCurrentIndex(1);
        checkWindow(QStringLiteral("light-plan-matrix"));
        m_window->showStage(MainWindow::CompareStage);
        checkWindow(QStringLiteral("light-compare"));
        QCOMPARE(m_window->findChild<ComparePage *>()->chart()->chart()->theme(), QChart::ChartThemeLight);
        m_window->showStage(MainWindow::ReportStage);
        checkWindow(QStringLiteral("light-report"));
        QApplication::setPalette(testPalette());
        m_need = neededContrast();
        QCoreApplication::sendPostedEvents();
    }

private:
    static int questionRow(const QString &id)
    {
        const QList<DecisionQuestion> &questions = DecisionRules::builtIn().questions;
        for (int i = 0; i < questions.size(); ++i) {
            if (questions.at(i).id == id)
                return i;
        }
        return -1;
    }

    // The demo project with a reference and a pilot run (the pilot drifts out of the band and
    // gets one validation prompt wrong), no GPU reference by its answer (which the listed
    // reference run contradicts) and a piece of evidence that points at a missing file.
    void writeProject()
    {
        QByteArray yaml = pilot::test::demoProjectText();
        if (!yaml.endsWith('\n'))
            yaml += '\n';
        const QByteArray answered = "gpu_reference:\n    answer: yes";
        QVERIFY(yaml.contains(answered));
        yaml.replace(answered, "gpu_reference:\n    answer: no");
        const QByteArray evidence = "      - requirements.txt of the training repository\n";
        QVERIFY(yaml.contains(evidence));
        yaml.replace(evidence, evidence + "      - docs/missing-profile.md\n");
        yaml += "runs:\n"
                "  - {path: runs/gpu-ref, role: reference, label: GPU reference}\n"
                "  - {path: runs/trn2-pilot, role: pilot, label: Trainium2 pilot}\n";
        QFile project(m_dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(yaml);
        project.close();
        for (const auto &[name, drift] :
             {std::pair{QStringLiteral("runs/gpu-ref"), 0.0}, std::pair{QStringLiteral("runs/trn2-pilot"), 0.2}}) {
            QVERIFY(QDir().mkpath(m_dir.filePath(name)));
            QFile f(m_dir.filePath(name + QStringLiteral("/metrics.jsonl")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(pilot::test::driftingRunLines(name, 3000, 800.0, 2000, drift));
            f.write(QStringLiteral(
                        "{\"v\": 1, \"type\": \"sample\", \"t\": 3001, \"step\": 3000, \"id\": \"p1\", \"prompt\": \"zweiter Mai 2027\", "
                        "\"output\": \"%1\", \"reference\": \"2027-05-02\"}\n")
                        .arg(drift > 0 ? QStringLiteral("2027-05-03") : QStringLiteral("2027-05-02"))
                        .toUtf8());
            f.write("{\"v\": 1, \"type\": \"run_end\", \"t\": 3002, \"status\": \"completed\"}\n");
        }
    }

    // Renders the window and checks every visible label, text view and table cell in it.
    void checkWindow(const QString &name)
    {
        // Lay out what the last changes asked for (a longer text, a page shown), as the event
        // loop would before the next paint; nested layouts may ask again.
        for (int pass = 0; pass < 3; ++pass)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QImage shot = m_window->grab().toImage().convertToFormat(QImage::Format_RGB32);
        // At 200 % scaling the grab has two pixels per logical one.
        const qreal ratio = shot.devicePixelRatio();
        shot.save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/%1%2-%3.png")
                      .arg(paletteName(), ratio > 1 ? QStringLiteral("-x%1").arg(ratio) : QString(), name));
        QStringList problems;
        int checked = 0;
        for (QLabel *label : m_window->findChildren<QLabel *>()) {
            if (!label->isVisible() || label->text().trimmed().isEmpty())
                continue;
            const QRect visible = label->visibleRegion().boundingRect();
            if (visible.isEmpty())
                continue;
            const QRect onWindow(label->mapTo(m_window.get(), visible.topLeft()) * ratio, visible.size() * ratio);
            const QColor bg = backgroundIn(shot, onWindow);
            const QColor fg = label->palette().color(label->foregroundRole());
            const QString where = name + QLatin1Char('/') + (label->objectName().isEmpty() ? snippet(label->text()) : label->objectName());
            const bool rich = label->textFormat() == Qt::RichText
                              || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
            if (rich) {
                QTextDocument doc;
                doc.setHtml(label->text());
                checkDocument(&doc, fg, bg, where, m_need, &problems);
            } else if (contrast(fg, bg) < m_need) {
                problems.append(
                    QStringLiteral("%1: %2 on %3, contrast %4").arg(where, fg.name(), bg.name()).arg(contrast(fg, bg), 0, 'f', 2));
            }
            ++checked;
        }
        for (QTextBrowser *view : m_window->findChildren<QTextBrowser *>()) {
            if (!view->isVisible())
                continue;
            const QPalette p = view->viewport()->palette();
            checkDocument(view->document(), p.color(QPalette::Text), p.color(view->viewport()->backgroundRole()),
                          name + QLatin1Char('/') + view->objectName(), m_need, &problems);
            ++checked;
        }
        for (QTableWidget *table : m_window->findChildren<QTableWidget *>()) {
            if (!table->isVisible())
                continue;
            const QPalette p = table->palette();
            for (int row = 0; row < table->rowCount(); ++row) {
                for (int column = 0; column < table->columnCount(); ++column) {
                    const QTableWidgetItem *item = table->item(row, column);
                    if (!item || item->text().trimmed().isEmpty())
                        continue;
                    const QColor fg = item->foreground().style() != Qt::NoBrush ? item->foreground().color() : p.color(QPalette::Text);
                    const QColor bg = item->background().style() != Qt::NoBrush ? item->background().color() : p.color(QPalette::Base);
                    if (contrast(fg, bg) < m_need) {
                        problems.append(QStringLiteral("%1/%2[%3,%4]: \"%5\" %6 on %7")
                                            .arg(name, table->objectName())
                                            .arg(row)
                                            .arg(column)
                                            .arg(snippet(item->text()), fg.name(), bg.name()));
                    }
                }
            }
            ++checked;
        }
        QVERIFY2(checked > 0, qPrintable(name));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    QTemporaryDir m_dir;
    double m_need = 4.5; ///< the contrast text must keep under the palette set now
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

PILOT_GUI_TEST_MAIN(TestDarkPalette)
#include "tst_darkpalette.moc"
