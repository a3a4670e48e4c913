// The window fits the screens people have: every stage and every tab of the demo project with
// its runs, at 1280×720 and at 1366×768, in English and in German. Fails on a control whose
// text is cut (a label that does not wrap, a button, a tab, a choice, a table's column header)
// and on a control that lies outside the window.
#include "guifixture.h"

#include "app/mainwindow.h"
#include "app/projectdocument.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <QStyleOptionComboBox>
#include <QTabBar>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

// Inside a scroll area a control may lie out of view: the area scrolls to it.
bool insideScrollArea(const QWidget *w, const QWidget *window)
{
    for (const QWidget *p = w->parentWidget(); p && p != window; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractScrollArea *>(p))
            return true;
    }
    return false;
}

QString nameOf(const QWidget *w)
{
    return QStringLiteral("%1 %2").arg(QLatin1String(w->metaObject()->className()), w->objectName());
}

// What `window` shows now that is cut or outside it.
QStringList problems(QWidget *window)
{
    QStringList out;
    const QRect inside = window->rect();
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window) || w->width() <= 0 || w->window() != window)
            continue;
        const bool scrolled = insideScrollArea(w, window);
        if (!scrolled && !inside.contains(QRect(w->mapTo(window, QPoint(0, 0)), w->size())))
            out << QStringLiteral("outside the window: %1 at %2,%3 %4×%5")
                       .arg(nameOf(w))
                       .arg(w->mapTo(window, QPoint(0, 0)).x())
                       .arg(w->mapTo(window, QPoint(0, 0)).y())
                       .arg(w->width())
                       .arg(w->height());
        const QFontMetrics fm(w->font());
        if (auto *l = qobject_cast<QLabel *>(w)) {
            if (!l->wordWrap() && l->textFormat() != Qt::RichText && !Qt::mightBeRichText(l->text())
                && !l->text().contains(QLatin1Char('\n')) && l->pixmap().isNull()) {
                const QString text = QString(l->text()).remove(QLatin1Char('&'));
                if (fm.horizontalAdvance(text) > l->contentsRect().width() + 1)
                    out << QStringLiteral("cut: %1 “%2” needs %3 px, has %4")
                               .arg(nameOf(l), text)
                               .arg(fm.horizontalAdvance(text))
                               .arg(l->contentsRect().width());
            }
        } else if (auto *b = qobject_cast<QPushButton *>(w)) {
            const QString text = QString(b->text()).remove(QLatin1Char('&'));
            const int needed = fm.horizontalAdvance(text) + (b->icon().isNull() ? 0 : b->iconSize().width() + 4);
            if (!text.isEmpty() && needed > b->width() - 8)
                out << QStringLiteral("cut: %1 “%2” needs %3 px, has %4").arg(nameOf(b), text).arg(needed).arg(b->width() - 8);
        } else if (auto *c = qobject_cast<QComboBox *>(w)) {
            const QString text = c->currentText();
            // The room the style gives the text: the combo's edit field.
            QStyleOptionComboBox option;
            option.initFrom(c);
            option.editable = c->isEditable();
            const int room = c->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, c).width();
            if (!text.isEmpty() && fm.horizontalAdvance(text) > room)
                out << QStringLiteral("cut: %1 “%2” needs %3 px, has %4").arg(nameOf(c), text).arg(fm.horizontalAdvance(text)).arg(room);
        } else if (auto *h = qobject_cast<QHeaderView *>(w)) {
            if (h->orientation() != Qt::Horizontal || !h->model())
                continue;
            for (int i = 0; i < h->count(); ++i) {
                if (h->isSectionHidden(i))
                    continue;
                const QString text = h->model()->headerData(i, Qt::Horizontal).toString();
                if (!text.isEmpty() && QFontMetrics(h->font()).horizontalAdvance(text) + 8 > h->sectionSize(i))
                    out << QStringLiteral("cut: column “%1” of %2 needs %3 px, has %4")
                               .arg(text, nameOf(h->parentWidget()))
                               .arg(QFontMetrics(h->font()).horizontalAdvance(text) + 8)
                               .arg(h->sectionSize(i));
            }
        }
    }
    return out;
}

} // namespace

class TestFitScreen : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void everyPageFitsAndNothingIsCut_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *language : {"en", "de"}) {
            for (const QSize size : {QSize(1280, 720), QSize(1366, 768)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2×%3").arg(QLatin1String(language)).arg(size.width()).arg(size.height())))
                    << QString::fromLatin1(language) << size;
        }
    }

    void everyPageFitsAndNothingIsCut()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        openDemoWithItsRuns();
        QVERIFY(!QTest::currentTestFailed());
        m_languages->setLanguage(language);
        m_window->resize(size);
        QStringList found;
        for (int stage = 0; stage < MainWindow::StageCount; ++stage) {
            m_window->showStage(MainWindow::Stage(stage));
            QTest::qWait(stage == MainWindow::CostStage || stage == MainWindow::CompareStage || stage == MainWindow::ReportStage ? 4000
                                                                                                                                 : 800);
            // Kept for a person to look at.
            QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
            m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/fit-%1-%2x%3-stage%4.png")
                                      .arg(language)
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(stage + 1));
            forEveryTab(m_window.get(), QStringLiteral("stage %1").arg(stage + 1), [&](const QString &where) {
                QTest::qWait(30);
                for (const QString &p : problems(m_window.get()))
                    found << where + QStringLiteral(": ") + p;
            });
        }
        found.removeDuplicates();
        for (const QString &f : std::as_const(found))
            qWarning("%s", qPrintable(f));
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 problem(s), each listed above").arg(found.size())));
    }
};

PILOT_GUI_TEST_MAIN(TestFitScreen)
#include "tst_fitscreen.moc"
