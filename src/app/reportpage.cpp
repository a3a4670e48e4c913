#include "reportpage.h"
#include "jobtracker.h"

#include "charts/recordfigures.h"
#include "datetext.h"

#include "evidencelookup.h"
#include "offthread.h"
#include "projectdocument.h"

#include "core/record/decisionrecord.h"
#include "report/recordexport.h"
#include "report/recordtextdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace pilot::app {

namespace {
constexpr int kDecisionDateMergeId = 40; // stepping through days is one undo step
}

ReportPage::ReportPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_intro(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_decided(new QCheckBox(this))
    , m_decidedOn(new QDateEdit(this))
    , m_preview(new QTextBrowser(this))
    , m_markdown(new QPushButton(this))
    , m_html(new QPushButton(this))
    , m_pdf(new QPushButton(this))
    , m_status(new QLabel(this))
{
    m_resultsRead = new JobTracker(this);
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    m_language->setObjectName(QStringLiteral("reportLanguage"));
    // Each language is named in itself, as in the language menu.
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->setCurrentIndex(QLocale().language() == QLocale::German ? 0 : 1);
    m_preview->setObjectName(QStringLiteral("reportPreview"));
    m_preview->setOpenLinks(false);
    m_preview->setOpenExternalLinks(false);
    // The preview's document fetches nothing (no image, no file), whatever a project holds.
    m_preview->setDocument(new InertTextDocument(m_preview));
    m_status->setObjectName(QStringLiteral("reportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // it names files the user chose
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The record carries the day the decision was taken, not the day it is exported.
    m_decided->setObjectName(QStringLiteral("reportDecided"));
    m_decidedOn->setObjectName(QStringLiteral("reportDecidedOn"));
    m_decidedOn->setCalendarPopup(true);
    m_decidedOn->setDate(QDate::currentDate());
    auto *top = new QHBoxLayout;
    top->addWidget(m_intro, 1);
    top->addWidget(m_decided);
    top->addWidget(m_decidedOn);
    top->addWidget(m_language);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_markdown);
    buttons->addWidget(m_html);
    buttons->addWidget(m_pdf);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_preview, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);

    connect(m_document, &ProjectDocument::sectionsChanged, this, [this](ProjectSections sections) {
        // Hidden, the stage does nothing but remember: it reads the runs and lays the record
        // out afresh when it is shown (showEvent).
        if (!isVisible()) {
            m_previewStale = true;
            return;
        }
        if (sections
            & (ProjectSection::Runs | ProjectSection::Limits | ProjectSection::Place | ProjectSection::Fallback | ProjectSection::Prices
               | ProjectSection::Assumptions | ProjectSection::Horizon))
            refreshResults();
        reload();
    });
    connect(m_document->evidence(), &EvidenceLookup::updated, this, &ReportPage::reload);
    connect(m_language, &QComboBox::currentIndexChanged, this, &ReportPage::reload);
    connect(m_language, &QComboBox::activated, this, [this] { m_languageChosen = true; });
    connect(m_decided, &QCheckBox::toggled, this, &ReportPage::storeDecisionDate);
    connect(m_decidedOn, &QDateEdit::dateChanged, this, &ReportPage::storeDecisionDate);
    connect(m_markdown, &QPushButton::clicked, this, [this] { exportAs(QStringLiteral("md"), tr("Markdown (*.md)")); });
    connect(m_html, &QPushButton::clicked, this, [this] { exportAs(QStringLiteral("html"), tr("HTML (*.html)")); });
    connect(m_pdf, &QPushButton::clicked, this, [this] { exportAs(QStringLiteral("pdf"), tr("PDF (*.pdf)")); });
    retranslate();
}

QString ReportPage::language() const
{
    return m_language->currentData().toString();
}

void ReportPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The record follows the window's language until the user picks one for it.
        if (!m_languageChosen) {
            const QSignalBlocker quiet(m_language);
            m_language->setCurrentIndex(QLocale().language() == QLocale::German ? 0 : 1);
            reload();
        }
    } else if (event->type() == QEvent::PaletteChange)
        reload(); // the record's table headers take the theme's colours
    QWidget::changeEvent(event);
}

void ReportPage::retranslate()
{
    m_preview->setAccessibleName(tr("Preview of the decision record"));
    m_intro->setText(tr("The decision record of this project, in the language chosen on the right."));
    m_decided->setText(tr("Decision taken on"));
    // The date as the UI language writes it, with the whole year: the field keeps the locale
    // it was made with unless told.
    m_decidedOn->setLocale(QLocale());
    m_decidedOn->setDisplayFormat(fullYearDateFormat());
    m_markdown->setText(tr("Export &Markdown…"));
    m_html->setText(tr("Export H&TML…"));
    m_pdf->setText(tr("Export &PDF…"));
    m_status->clear();
    reload();
}

void ReportPage::storeDecisionDate()
{
    m_decidedOn->setEnabled(m_decided->isChecked());
    const std::optional<QDate> date = m_decided->isChecked() ? std::optional<QDate>(m_decidedOn->date()) : std::nullopt;
    if (!m_document->isOpen() || m_document->project().decided == date)
        return;
    m_document->edit(
        {staticMetaObject.className(), QT_TR_NOOP("Set Decision Date")}, [date](Project &p) { p.decided = date; }, kDecisionDateMergeId);
}

void ReportPage::reload()
{
    const bool open = m_document->isOpen();
    {
        const QSignalBlocker blockCheck(m_decided), blockDate(m_decidedOn);
        const std::optional<QDate> decided = open ? m_document->project().decided : std::nullopt;
        m_decided->setEnabled(open);
        m_decided->setChecked(decided.has_value());
        m_decidedOn->setEnabled(decided.has_value());
        if (decided)
            m_decidedOn->setDate(*decided);
    }
    for (QPushButton *b : {m_markdown, m_html, m_pdf})
        b->setEnabled(open);
    // A record of a large project takes a while to lay out: the preview is rebuilt when the
    // stage is shown, not on every edit made elsewhere.
    if (!isVisible()) {
        m_previewStale = true;
        return;
    }
    m_previewStale = false;
    if (!open) {
        m_preview->setPlainText(tr("Open a project to see its decision record."));
        return;
    }
    // Built from the record's structure, not from its HTML: the text goes in as text, and a
    // fresh document is filled before the view lays it out once.
    auto *document = new InertTextDocument(m_preview);
    document->setDefaultFont(m_preview->font());
    // The page's palette: on a change of theme the page hears of it before the preview does.
    const RecordDocument shown = record().document();
    fillTextDocument(document, shown, figures(shown), palette());
    QTextDocument *old = m_preview->document();
    m_preview->setDocument(document);
    if (old && old->parent() == m_preview)
        old->deleteLater();
}

RecordImages ReportPage::figures(const RecordDocument &document)
{
    // Drawn again only when the results, the limits or the language changed, not at every
    // edit of a reason.
    const QString key = QString::number(m_resultsVersion) + QLatin1Char('\n') + m_resultsKey + QLatin1Char('\n') + document.language + QLatin1Char('\n') + document.figures().join(QLatin1Char(','));
    if (key != m_figuresKey) {
        m_figures = drawRecordFigures(document, m_document->project(), m_results);
        m_figuresKey = key;
    }
    return m_figures;
}

DecisionRecord ReportPage::record() const
{
    DecisionRecord r(m_document->pricedProject(), DecisionRules::builtIn(), language(), QDate::currentDate());
    if (!m_document->path().isEmpty())
        r.setProjectFolder(QFileInfo(m_document->path()).absolutePath());
    r.setPilotResults(m_results);
    r.setEvidenceFacts(m_document->evidence()->facts());
    return r;
}

void ReportPage::showEvent(QShowEvent *event)
{
    // Runs may have grown since the last read (a pilot still training) and evidence may have
    // come or gone: both are read afresh (in the background) whenever the stage is opened.
    m_resultsKey.clear();
    refreshResults();
    m_document->evidence()->refresh();
    QWidget::showEvent(event);
    if (m_previewStale)
        reload();
}

void ReportPage::refreshResults()
{
    // Only what the results depend on — the runs, the limits and the prices — triggers a new read; typing
    // in the notes does not re-read a million-step run.
    const Project project = m_document->project();
    QString key = m_document->path();
    for (const ProjectRun &r : project.runs)
        key += QLatin1Char('|') + r.path + QLatin1Char('|') + runRoleKey(r.role) + QLatin1Char('|') + r.label;
    for (const auto &v : {project.limits.lossDeviationAbs, project.limits.lossDeviationRel, project.limits.validationMetricDeviation})
        key += QLatin1Char('|') + (v ? QString::number(*v, 'g', 17) : QString());
    // The cost section: the prices (the table read, which run is charged at which entry) and
    // the preparation the break-even weighs.
    key += QLatin1Char('|') + QString::number(m_document->priceTableRevision());
    for (auto it = project.prices.runs.begin(); it != project.prices.runs.end(); ++it)
        key += QLatin1Char('|') + it.key() + QLatin1Char('=') + it->price + QLatin1Char('*')
               + QString::number(it->units.value_or(-1), 'g', 17);
    for (auto it = project.prices.targets.begin(); it != project.prices.targets.end(); ++it)
        key += QLatin1Char('|') + it.key() + QLatin1Char('=') + it->price + QLatin1Char('*')
               + QString::number(it->units.value_or(-1), 'g', 17);
    for (auto it = project.assumptions.amortisation.begin(); it != project.assumptions.amortisation.end(); ++it)
        key += QLatin1Char('|') + it.key() + QLatin1Char('=') + it->price + QLatin1Char('/')
               + QString::number(it->value.value_or(-1), 'g', 17);
    key += QLatin1Char('|') + project.assumptions.currency;
    if (key == m_resultsKey)
        return;
    m_resultsKey = key;
    // Runs can be large: read them on a worker thread, keep only the newest answer.
    m_resultsRead->forget();
    m_results = PilotResults();
    ++m_resultsVersion;
    const auto hasRole = [&](RunRole role) {
        return std::any_of(project.runs.begin(), project.runs.end(), [role](const ProjectRun &r) { return r.role == role; });
    };
    // Nothing to compare: no read, and no second rebuild of the preview when it comes back.
    if (m_document->path().isEmpty() || !hasRole(RunRole::Reference) || !hasRole(RunRole::Pilot))
        return;
    const QString folder = QFileInfo(m_document->path()).absolutePath();
    // An older read that has not started yet is skipped; one under way is dropped when done.
    m_resultsRead->run(
        [project, folder](const BackgroundJob &job) { return job.cancelled() ? PilotResults() : computePilotResults(project, folder); },
        [this](const PilotResults &results) {
            m_results = results;
            ++m_resultsVersion;
            reload();
            Q_EMIT resultsUpdated();
        });
}

void ReportPage::exportAs(const QString &suffix, const QString &filter)
{
    const QString base = m_document->path().isEmpty() ? QDir::homePath() : QFileInfo(m_document->path()).absolutePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Decision Record"),
                                                base + QLatin1Char('/')
                                                    + tr("decision-record", "the default name of an exported record, without suffix")
                                                    + QLatin1Char('.') + suffix,
                                                filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    exportTo(path);
}

bool ReportPage::exportTo(const QString &path)
{
    // What the evidence points at is looked up afresh for the file, off this thread: the
    // exported record marks every entry as it is now.
    DecisionRecord r = record();
    if (!m_document->path().isEmpty()) {
        const Project project = m_document->project();
        const QString folder = QFileInfo(m_document->path()).absolutePath();
        r.setEvidenceFacts(runOffGuiThread([project, folder] { return lookUpEvidence(project, folder); }));
    }
    QString error;
    const bool ok = exportRecord(r, path, &error, figures(r.document()));
    m_status->setText(ok ? tr("Saved %1").arg(QDir::toNativeSeparators(path))
                         : tr("The record could not be saved: %1").arg(error.isEmpty() ? path : error));
    return ok;
}

} // namespace pilot::app
