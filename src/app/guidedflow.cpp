#include "guidedflow.h"
#include "buttonkey.h"

#include "answertext.h"
#include "charts/theme.h"
#include "evidencelookup.h"
#include "languagemanager.h"
#include "offthread.h"
#include "projectdocument.h"
#include "sectionwatch.h"

#include "core/decision/decisionrules.h"
#include "core/project/evidence.h"

#include <QButtonGroup>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <iterator>

namespace pilot::app {

namespace {

const char *const kAnswerKeys[] = {"yes", "no", "unknown"};
constexpr int kTextMergeId = 30; // typing a reason or evidence is one undo step

const QList<DecisionQuestion> &questions()
{
    return DecisionRules::builtIn().questions;
}

} // namespace

GuidedFlow::GuidedFlow(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_progressLabel(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_question(new QLabel(this))
    , m_findOut(new QLabel(this))
    , m_conflict(new QLabel(this))
    , m_answers(new QButtonGroup(this))
    , m_reasonLabel(new QLabel(this))
    , m_reason(new QLineEdit(this))
    , m_evidenceLabel(new QLabel(this))
    , m_evidence(new QPlainTextEdit(this))
    , m_attachFile(new QPushButton(this))
    , m_attachRun(new QPushButton(this))
    , m_back(new QPushButton(this))
    , m_next(new QPushButton(this))
{
    setUpWidgets();
    buildLayout();
    connectControls();
    new SectionWatch(m_document, this, ProjectSection::Decision | ProjectSection::Place, [this](ProjectSections) { reload(); });
    retranslate();
}

void GuidedFlow::setUpWidgets()
{
    m_progressLabel->setObjectName(QStringLiteral("guideProgress"));
    m_progress->setRange(0, int(questions().size()));
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(6);
    QFont font = m_question->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    m_question->setFont(font);
    m_question->setWordWrap(true);
    m_question->setObjectName(QStringLiteral("guideQuestion"));
    m_findOut->setWordWrap(true);
    // A conflict quotes the project's data (run labels, paths): shown as written, never as markup.
    m_conflict->setObjectName(QStringLiteral("guideConflict"));
    m_conflict->setTextFormat(Qt::PlainText);
    m_conflict->setWordWrap(true);
    QFont bold = m_conflict->font();
    bold.setBold(true);
    m_conflict->setFont(bold);
    applyColors();
    m_conflict->hide();
    m_reason->setObjectName(QStringLiteral("guideReason"));
    m_evidence->setObjectName(QStringLiteral("guideEvidence"));
    m_evidence->setMaximumHeight(90);
    m_reasonLabel->setBuddy(m_reason);
    m_evidenceLabel->setBuddy(m_evidence);
    m_back->setObjectName(QStringLiteral("guideBack"));
    m_next->setObjectName(QStringLiteral("guideNext"));
    // Alt+Left and Alt+Right walk the questions, beside the buttons' mnemonics (Alt+B, Alt+N).
    addButtonKey(m_back, QKeySequence(Qt::ALT | Qt::Key_Left));
    addButtonKey(m_next, QKeySequence(Qt::ALT | Qt::Key_Right));
    m_next->setDefault(true);
    m_attachFile->setObjectName(QStringLiteral("guideAttachFile"));
    m_attachRun->setObjectName(QStringLiteral("guideAttachRun"));
}

void GuidedFlow::buildLayout()
{
    auto *answerRow = new QHBoxLayout;
    for (int i = 0; i < 3; ++i) {
        auto *button = new QPushButton(this);
        button->setCheckable(true);
        button->setObjectName(QStringLiteral("guideAnswer_") + QLatin1String(kAnswerKeys[i]));
        m_answers->addButton(button, i);
        answerRow->addWidget(button);
    }
    answerRow->addStretch(1);
    auto *navigation = new QHBoxLayout;
    navigation->addWidget(m_back);
    navigation->addStretch(1);
    navigation->addWidget(m_next);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_progressLabel);
    layout->addWidget(m_progress);
    layout->addSpacing(8);
    layout->addWidget(m_question);
    layout->addWidget(m_findOut);
    layout->addLayout(answerRow);
    layout->addWidget(m_conflict);
    layout->addWidget(m_reasonLabel);
    layout->addWidget(m_reason);
    auto *evidenceRow = new QHBoxLayout;
    evidenceRow->addWidget(m_evidenceLabel, 1);
    evidenceRow->addWidget(m_attachFile);
    evidenceRow->addWidget(m_attachRun);
    layout->addLayout(evidenceRow);
    layout->addWidget(m_evidence);
    layout->addStretch(1);
    layout->addLayout(navigation);
    // Tab follows the page from top to bottom; by creation order the answers (made last) would
    // come after Back and Next. The evidence field hands Tab on instead of typing it.
    m_evidence->setTabChangesFocus(true);
    QWidget *order[] = {
        m_answers->button(0), m_answers->button(1), m_answers->button(2), m_reason, m_attachFile, m_attachRun, m_evidence, m_back, m_next};
    for (size_t i = 1; i < std::size(order); ++i)
        setTabOrder(order[i - 1], order[i]);
}

void GuidedFlow::connectControls()
{
    connect(m_answers, &QButtonGroup::idClicked, this, [this](int id) {
        const auto chosen = answerFromKey(QLatin1String(kAnswerKeys[id]));
        const QString questionId = this->questionId();
        m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Change Answer")}, [&](Project &p) { p.row(questionId).answer = *chosen; });
    });
    connect(m_reason, &QLineEdit::textEdited, this, &GuidedFlow::commitText);
    connect(m_evidence, &QPlainTextEdit::textChanged, this, [this] {
        if (m_evidence->hasFocus())
            commitText();
    });
    const auto projectFolder = [this] {
        return m_document->path().isEmpty() ? QDir::homePath() : QFileInfo(m_document->path()).absolutePath();
    };
    connect(m_attachFile, &QPushButton::clicked, this, [this, projectFolder] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Attach a File as Evidence"), projectFolder());
        if (!path.isEmpty())
            attachEvidence(path);
    });
    connect(m_attachRun, &QPushButton::clicked, this, [this, projectFolder] {
        const QString path = QFileDialog::getExistingDirectory(this, tr("Attach a Run Folder as Evidence"), projectFolder());
        if (!path.isEmpty())
            attachEvidence(path);
    });
    connect(m_back, &QPushButton::clicked, this, [this] {
        commitText();
        setStep(m_step - 1);
    });
    connect(m_next, &QPushButton::clicked, this, [this] {
        commitText();
        if (m_step + 1 >= questions().size())
            Q_EMIT finished();
        else
            setStep(m_step + 1);
    });
}

QString GuidedFlow::questionId() const
{
    return questions().at(m_step).id;
}

void GuidedFlow::setStep(int step)
{
    m_step = std::clamp(step, 0, int(questions().size()) - 1);
    reload();
}

void GuidedFlow::attachEvidence(const QString &absolutePath)
{
    const QString folder = m_document->path().isEmpty() ? QString() : QFileInfo(m_document->path()).absolutePath();
    const QString entry = folder.isEmpty() ? QDir::cleanPath(absolutePath) : evidencePathFor(absolutePath, folder);
    QString text = m_evidence->toPlainText().trimmed();
    if (text.split(QLatin1Char('\n')).contains(entry))
        return;
    // The user just chose this file or folder: what it is (a run?) is looked up at once, off
    // this thread, so the matrix marks it right away.
    if (!folder.isEmpty()) {
        const EvidenceRef placed = placeEvidence(entry, folder);
        if (needsLookUp(placed)) {
            const QString path = placed.absolutePath;
            m_document->evidence()->add({{path, runOffGuiThread([path] { return lookUpEvidencePlace(path); })}});
        }
    }
    m_evidence->setPlainText(text.isEmpty() ? entry : text + QLatin1Char('\n') + entry);
    commitText();
}

void GuidedFlow::setConflicts(const QList<DecisionConflict> &conflicts)
{
    m_conflicts = conflicts;
    showConflicts();
}

void GuidedFlow::showConflicts()
{
    const QString id = questionId();
    QStringList lines;
    for (const DecisionConflict &c : std::as_const(m_conflicts)) {
        if (c.row == id)
            lines.append(tr("Conflict: answered %1, but %2 (%3); the decision counts %4.")
                             .arg(answerText(answerKey(c.answer)), c.fact, c.source, answerText(answerKey(c.counted))));
    }
    m_conflict->setText(lines.join(QLatin1Char('\n')));
    m_conflict->setVisible(!lines.isEmpty());
}

void GuidedFlow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        applyColors();
    QWidget::changeEvent(event);
}

void GuidedFlow::applyColors()
{
    // The hint is quieter than the question, the conflict stands out; both from the theme.
    setTextColor(m_findOut, secondaryTextColor(palette()));
    setTextColor(m_conflict, themeColor(ThemeColor::Caution, palette()));
}

void GuidedFlow::retranslate()
{
    for (int i = 0; i < 3; ++i)
        m_answers->button(i)->setText(answerText(QLatin1String(kAnswerKeys[i])));
    m_reasonLabel->setText(tr("&Reason"));
    m_evidenceLabel->setText(tr("Evi&dence (one per line: a link, a file or run of the project, a measurement)"));
    m_back->setText(tr("< &Back"));
    m_attachFile->setText(tr("A&ttach File…"));
    m_attachRun->setText(tr("Attach R&un…"));
    reload();
}

void GuidedFlow::commitText()
{
    const QString id = questionId();
    const QString reason = m_reason->text().trimmed();
    const QStringList evidence = m_evidence->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const DecisionAnswer *current = m_document->project().answer(id);
    if (current ? (current->reason == reason && current->evidence == evidence) : (reason.isEmpty() && evidence.isEmpty()))
        return;
    m_document->edit(
        {staticMetaObject.className(), QT_TR_NOOP("Edit Reason and Evidence")},
        [&](Project &p) {
            DecisionAnswer &row = p.row(id);
            row.reason = reason;
            row.evidence = evidence;
        },
        kTextMergeId, id);
}

void GuidedFlow::reload()
{
    const int count = int(questions().size());
    const DecisionQuestion &q = questions().at(m_step);
    m_progressLabel->setText(tr("Question %1 of %2").arg(m_step + 1).arg(count));
    m_progress->setValue(m_step + 1);
    m_question->setText(q.title.in(uiLanguage()));
    m_findOut->setText(tr("If you do not know yet: %1").arg(q.findOut.in(uiLanguage())));
    const DecisionAnswer *a = m_document->project().answer(q.id);
    const QString key = answerKey(a ? a->answer : Answer::Unknown);
    for (int i = 0; i < 3; ++i) {
        const QSignalBlocker block(m_answers->button(i));
        m_answers->button(i)->setChecked(key == QLatin1String(kAnswerKeys[i]));
    }
    if (!m_reason->hasFocus())
        m_reason->setText(a ? a->reason : QString());
    const QString evidence = a ? a->evidence.join(QLatin1Char('\n')) : QString();
    if (!m_evidence->hasFocus() && m_evidence->toPlainText() != evidence)
        m_evidence->setPlainText(evidence);
    m_back->setEnabled(m_step > 0);
    m_next->setText(m_step + 1 >= count ? tr("F&inish: show the matrix") : tr("&Next >"));
    showConflicts();
    setEnabled(m_document->isOpen());
}

} // namespace pilot::app
