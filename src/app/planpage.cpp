#include "planpage.h"

#include "answerdelegate.h"
#include "answertext.h"
#include "calculatorpanel.h"
#include "charts/plaintooltip.h"
#include "charts/theme.h"
#include "evidencelookup.h"
#include "evidencemarks.h"
#include "guidedflow.h"
#include "languagemanager.h"
#include "profilelimitspanel.h"
#include "projectdocument.h"
#include "roweffects.h"
#include "sectionwatch.h"
#include "unknownrowsbanner.h"

#include "core/decision/decisionengine.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QPlainTextEdit>
#include <QSet>
#include <QSignalBlocker>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace pilot::app {

namespace {
constexpr int kNotesMergeId = 1; // typing in the notes is one undo step

bool sameRows(const QList<DecisionAnswer> &a, const QList<DecisionAnswer> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const DecisionAnswer &x, const DecisionAnswer &y) {
        return x.id == y.id && x.answer == y.answer && x.reason == y.reason && x.evidence == y.evidence;
    });
}
} // namespace

PlanPage::PlanPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_heading(new QLabel(this))
    , m_meta(new QLabel(this))
    , m_recommendation(new QLabel(this))
    , m_unknownRows(new UnknownRowsBanner(document, this))
    , m_tabs(new QTabWidget(this))
    , m_guide(new GuidedFlow(document, this))
    , m_profileLimits(new ProfileLimitsPanel(document, this))
    , m_calculators(new CalculatorPanel(document, this))
    , m_matrixPage(new QWidget(this))
    , m_matrixLabel(new QLabel(this))
    , m_table(new QTableWidget(0, 5, this))
    , m_notesLabel(new QLabel(this))
    , m_notes(new QPlainTextEdit(this))
{
    setUpWidgets();
    buildLayout();
    connectControls();
    retranslate();
}

void PlanPage::setUpWidgets()
{
    QFont font = m_heading->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    m_heading->setFont(font);
    m_heading->setWordWrap(true);
    m_heading->setObjectName(QStringLiteral("planHeading"));
    // The title and the authors are the project's text: shown as written, never as markup.
    m_heading->setTextFormat(Qt::PlainText);
    m_meta->setObjectName(QStringLiteral("planMeta"));
    m_meta->setTextFormat(Qt::PlainText);
    m_recommendation->setObjectName(QStringLiteral("recommendationLabel"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextFormat(Qt::RichText);
    m_recommendation->setStyleSheet(QStringLiteral("QLabel { background: palette(alternate-base); padding: 6px; }"));
    m_table->setObjectName(QStringLiteral("decisionTable"));
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    // The reason is the longest text of a row, so it gets the spare width.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    // Column widths follow the table's width (fitColumns), and the rows their text.
    // (the viewport's own size: the table's is known before its viewport follows).
    m_table->viewport()->installEventFilter(this);
    m_table->setItemDelegateForColumn(1, new AnswerDelegate(m_table));
    m_notes->setObjectName(QStringLiteral("notesEdit"));
    m_notes->setMaximumHeight(120);
    m_notesLabel->setBuddy(m_notes);
}

void PlanPage::buildLayout()
{
    auto *matrix = new QVBoxLayout(m_matrixPage);
    matrix->addWidget(m_matrixLabel);
    matrix->addWidget(m_table, 1);
    matrix->addWidget(m_notesLabel);
    matrix->addWidget(m_notes);
    m_tabs->setObjectName(QStringLiteral("planTabs"));
    m_tabs->addTab(m_guide, QString());
    m_tabs->addTab(m_matrixPage, QString());
    m_tabs->addTab(m_profileLimits, QString());
    m_tabs->addTab(m_calculators, QString());
    m_tabs->setCurrentWidget(m_matrixPage);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_meta);
    layout->addWidget(m_recommendation);
    layout->addWidget(m_unknownRows);
    layout->addWidget(m_tabs, 1);
}

void PlanPage::connectControls()
{
    connect(m_guide, &GuidedFlow::finished, this, [this] { m_tabs->setCurrentWidget(m_matrixPage); });

    // The notes alone change at every key typed into them: they update only themselves.
    const ProjectSections outcome = ProjectSection::Heading | ProjectSection::Decision | ProjectSection::Profile | ProjectSection::Runs
                                    | ProjectSection::Assumptions | ProjectSection::Prices | ProjectSection::Place;
    new SectionWatch(m_document, this, outcome | ProjectSection::Notes, [this, outcome](ProjectSections sections) {
        if (sections & outcome)
            reload();
        else
            updateNotes(m_document->project());
    });
    m_evidenceWatch = new SectionWatch(m_document, this, {}, [this](ProjectSections) { markEvidence(); });
    connect(m_document->evidence(), &EvidenceLookup::updated, this, [this] { m_evidenceWatch->touch(ProjectSection::Decision); });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        const QString id = m_table->item(item->row(), 0)->data(Qt::UserRole).toString();
        const QString text = item->text();
        if (item->column() == 1) {
            if (const auto chosen = answerFromKey(item->data(kAnswerKeyRole).toString()))
                setRow(
                    id, [&](DecisionAnswer &r) { r.answer = *chosen; }, QT_TR_NOOP("Change Answer"));
        } else if (item->column() == 2)
            setRow(
                id, [&](DecisionAnswer &r) { r.reason = text; }, QT_TR_NOOP("Edit Reason"));
        else if (item->column() == 3)
            setRow(
                id, [&](DecisionAnswer &r) { r.evidence = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }, QT_TR_NOOP("Edit Evidence"));
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const QString text = m_notes->toPlainText();
        if (text != m_document->project().notes)
            m_document->edit(
                {staticMetaObject.className(), QT_TR_NOOP("Edit Notes")}, [&text](Project &p) { p.notes = text; }, kNotesMergeId, QStringLiteral("notes"));
    });
}

void PlanPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        m_tableShown = false; // the marks of missing evidence follow the theme
        reload();
    }
    QWidget::changeEvent(event);
}

void PlanPage::retranslate()
{
    m_table->setAccessibleName(tr("Decision matrix"));
    m_matrixLabel->setText(tr("Decision matrix: every row is judged on its own, with a reason and evidence."));
    m_notesLabel->setText(tr("&Notes"));
    m_table->setHorizontalHeaderLabels({tr("Question"), tr("Answer"), tr("Reason"), tr("Evidence"), tr("Effect")});
    m_tabs->setTabText(0, tr("&Guided"));
    m_tabs->setTabText(1, tr("&Matrix"));
    m_tabs->setTabText(2, tr("Profile and &Limits"));
    m_tabs->setTabText(3, tr("&Calculators"));
    reload();
}

void PlanPage::setRow(const QString &id, const std::function<void(DecisionAnswer &)> &change, const char *what)
{
    m_document->edit({staticMetaObject.className(), what}, [&](Project &p) { change(p.row(id)); });
}

void PlanPage::setHorizon(const HorizonCost &horizon)
{
    const bool had = m_horizon && m_horizon->cheapest;
    m_horizon = horizon;
    if (had || horizon.cheapest)
        reload();
}

void PlanPage::reload()
{
    const Project &p = m_document->project();
    showHeading(p);
    m_recommendation->setVisible(m_document->isOpen());
    const DecisionOutcome o = decide(m_document->pricedProject(), DecisionRules::builtIn(), uiLanguage(),
                                     m_horizon ? &*m_horizon : nullptr);
    if (m_document->isOpen())
        showRecommendation(o);
    m_guide->setConflicts(m_document->isOpen() ? o.conflicts : QList<DecisionConflict>());
    m_unknownRows->showRows(m_document->isOpen() ? o.unknownRows : QList<UnknownQuestionId>());

    // What each row does to the outcome: decided it, is a task to do first or to find out, is
    // contradicted by the project's data, or does not count (an id no question has).
    const QMap<QString, RowEffect> effects = rowEffects(o, m_document->isOpen());
    const QStringList effectKey = rowEffectsKey(effects);
    // The table is rebuilt only when what it shows changed: typing in the notes of a project
    // with thousands of rows must not rebuild all of them at every key.
    if (m_tableShown && m_document->isOpen() == m_shownOpen && uiLanguage() == m_shownLanguage && m_document->path() == m_shownPath
        && o.decidingRows == m_shownDeciding && effectKey == m_shownEffects && sameRows(p.decision, m_shownRows)) {
        updateNotes(p);
        return;
    }
    m_tableShown = true;
    m_shownOpen = m_document->isOpen();
    m_shownLanguage = uiLanguage();
    m_shownPath = m_document->path();
    m_shownDeciding = o.decidingRows;
    m_shownEffects = effectKey;
    m_shownRows = p.decision;
    rebuildTable(p, effects);
    markEvidence();
    updateNotes(p);
}

void PlanPage::showHeading(const Project &p)
{
    if (!m_document->isOpen()) {
        m_heading->setText(tr("No project open"));
        m_meta->setText(tr("Open a project with File > Open, or start a new one with File > New."));
        return;
    }
    m_heading->setText(p.title);
    QStringList meta;
    if (!p.authors.isEmpty())
        meta.append(tr("Authors: %1").arg(p.authors.join(QStringLiteral(", "))));
    if (p.created)
        meta.append(tr("Created: %1").arg(QLocale().toString(*p.created, QLocale::LongFormat)));
    meta.append(tr("%n decision row(s) answered", nullptr, int(p.decision.size())));
    m_meta->setText(meta.join(QStringLiteral(" · ")));
}

void PlanPage::showRecommendation(const DecisionOutcome &o)
{
    const QString headline = o.provisional ? tr("Recommendation: %1 (provisional: open questions could change it)").arg(o.title)
                                           : tr("Recommendation: %1").arg(o.title);
    QString text = QStringLiteral("<b>%1</b><br>").arg(headline.toHtmlEscaped()) + o.because.toHtmlEscaped();
    const int doFirst = int(
        std::count_if(o.tasks.begin(), o.tasks.end(), [](const DecisionTask &t) { return t.doFirst && t.answer == Answer::No; }));
    QStringList open;
    if (doFirst > 0)
        open.append(tr("%n task(s) to do first.", nullptr, doFirst));
    if (o.tasks.size() > doFirst)
        open.append(tr("%n question(s) still to find out.", nullptr, int(o.tasks.size()) - doFirst));
    if (!o.conflicts.isEmpty())
        open.append(tr("%n answer(s) contradicted by the project's data or another answer (marked in the matrix).", nullptr,
                       int(o.conflicts.size())));
    if (!open.isEmpty())
        text += QStringLiteral("<br>") + open.join(QLatin1Char(' ')).toHtmlEscaped();
    m_recommendation->setText(text);
    // It may grow, never shrink under the user's pointer: a shorter recommendation after an
    // answer would pull the question below it up, and the next click would land elsewhere.
    // It starts over with another project, or another width.
    const int width = m_recommendation->width();
    if (width != m_recommendationWidth || m_recommendationFile != m_document->path()) {
        m_recommendationWidth = width;
        m_recommendationFile = m_document->path();
        m_recommendation->setMinimumHeight(0);
    }
    // Room for four lines from the start (headline, reason, what is open), the usual most.
    const int fourLines = 4 * m_recommendation->fontMetrics().lineSpacing() + 2 * 6 + 2;
    m_recommendation->setMinimumHeight(std::max({m_recommendation->minimumHeight(), m_recommendation->heightForWidth(width), fourLines}));
}

void PlanPage::rebuildTable(const Project &p, const QMap<QString, RowEffect> &effects)
{
    // Every question of the rules gets a row, answered or not, then the team's own rows.
    QStringList ids;
    QSet<QString> known;
    for (const DecisionQuestion &q : DecisionRules::builtIn().questions) {
        ids.append(q.id);
        known.insert(q.id);
    }
    QHash<QString, const DecisionAnswer *> answers;
    for (const DecisionAnswer &a : p.decision) {
        if (!answers.contains(a.id))
            answers.insert(a.id, &a);
        if (!known.contains(a.id)) {
            known.insert(a.id);
            ids.append(a.id);
        }
    }
    const qsizetype guideRows = DecisionRules::builtIn().questions.size();
    const QSignalBlocker blockTable(m_table);
    m_table->setUpdatesEnabled(false);
    m_table->setRowCount(int(ids.size()));
    for (int row = 0; row < ids.size(); ++row) {
        const QString id = ids.at(row);
        const DecisionQuestion *question = row < guideRows ? &DecisionRules::builtIn().questions.at(row) : nullptr;
        fillRow(row, id, answers.value(id), question, effects.value(id));
    }
    m_table->resizeRowsToContents();
    m_table->setUpdatesEnabled(true);
}

void PlanPage::fillRow(int row, const QString &id, const DecisionAnswer *a, const DecisionQuestion *question, const RowEffect &rowEffect)
{
    auto *title = new QTableWidgetItem(question ? question->title.in(uiLanguage()) : id);
    title->setToolTip(plainToolTip(id));
    title->setFlags(title->flags() & ~Qt::ItemIsEditable);
    title->setData(Qt::UserRole, id);
    m_table->setItem(row, 0, title);
    const QString key = answerKey(a ? a->answer : Answer::Unknown);
    // The conflict quotes the project's data (a run's label, a path): escaped.
    const QString conflictTip = plainToolTip(rowEffect.conflicts.join(QLatin1Char('\n')));
    if (question) {
        QComboBox *answer = answerBox(row, id);
        {
            const QSignalBlocker blockAnswer(answer);
            answer->clear();
            for (const char *k : {"yes", "no", "unknown"})
                answer->addItem(answerText(QLatin1String(k)), QLatin1String(k));
            answer->setCurrentIndex(answer->findData(key));
        }
        answer->setEnabled(m_document->isOpen());
        answer->setToolTip(conflictTip);
    } else {
        auto *answer = new QTableWidgetItem(answerText(key));
        answer->setData(kAnswerKeyRole, key);
        answer->setToolTip(conflictTip);
        if (!m_document->isOpen())
            answer->setFlags(answer->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(row, 1, answer);
    }
    m_table->setItem(row, 2, new QTableWidgetItem(a ? a->reason : QString()));
    m_table->setItem(row, 3, new QTableWidgetItem(a ? a->evidence.join(QLatin1Char('\n')) : QString()));
    auto *effect = new QTableWidgetItem(rowEffect.words.join(QStringLiteral(", ")));
    effect->setFlags(effect->flags() & ~Qt::ItemIsEditable);
    effect->setToolTip(plainToolTip(rowEffect.notes.join(QLatin1Char('\n'))));
    if (rowEffect.warn)
        effect->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this));
    if (rowEffect.decided) {
        QFont bold = effect->font();
        bold.setBold(true);
        effect->setFont(bold);
    }
    m_table->setItem(row, 4, effect);
}

QComboBox *PlanPage::answerBox(int row, const QString &id)
{
    auto *answer = qobject_cast<QComboBox *>(m_table->cellWidget(row, 1));
    if (!answer) {
        answer = new QComboBox(m_table);
        m_table->setCellWidget(row, 1, answer);
        connect(answer, &QComboBox::activated, this, [this, answer] {
            const QString rowId = answer->property("questionId").toString();
            const auto chosen = answerFromKey(answer->currentData().toString());
            if (chosen)
                setRow(
                    rowId, [&](DecisionAnswer &r) { r.answer = *chosen; }, QT_TR_NOOP("Change Answer"));
        });
    }
    answer->setObjectName(QStringLiteral("answer_") + id);
    answer->setProperty("questionId", id);
    return answer;
}

void PlanPage::markEvidence()
{
    const QString folder = m_document->path().isEmpty() ? QString() : QFileInfo(m_document->path()).absolutePath();
    markEvidenceColumn(m_table, 3, m_document->project(), folder, m_document->evidence()->facts(), palette());
}

void PlanPage::updateNotes(const Project &p)
{
    if (m_notes->toPlainText() != p.notes) {
        const QSignalBlocker block(m_notes);
        m_notes->setPlainText(p.notes);
    }
    m_notes->setEnabled(m_document->isOpen());
}

bool PlanPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void PlanPage::fitColumns()
{
    // Shares of the width: the question and its evidence are read, the effect names up to three
    // things ("decided it, do first, conflict"); the reason, the longest text, gets the rest
    // (the stretched column). Never narrower than their headers.
    const int width = m_table->viewport()->width();
    const auto share = [&](int column, double part, int least) {
        const QTableWidgetItem *title = m_table->horizontalHeaderItem(column);
        const int header = title ? m_table->horizontalHeader()->fontMetrics().horizontalAdvance(title->text()) + 24 : 0;
        m_table->setColumnWidth(column, std::max({least, header, int(width * part)}));
    };
    // The answer's choice as wide as its longest word ("unbekannt") and the arrow beside it.
    int answer = 0;
    for (const char *key : {"yes", "no", "unknown"})
        answer = std::max(answer, m_table->fontMetrics().horizontalAdvance(answerText(QLatin1String(key))));
    share(0, 0.25, 160);
    share(1, 0.09, answer + 56);
    share(3, 0.17, 120);
    share(4, 0.14, 110);
    if (std::exchange(m_rowsFitting, true))
        return;
    QTimer::singleShot(0, this, [this] {
        m_rowsFitting = false;
        m_table->resizeRowsToContents();
    });
}

} // namespace pilot::app
