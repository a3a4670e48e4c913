#include "costpage.h"

#include "core/cost/moneytext.h"
#include "core/record/breakevenstorytext.h"
#include "core/support/counttext.h"
#include "core/support/durationtext.h"

#include "buttonkey.h"
#include "datetext.h"
#include "pricesdialog.h"
#include "runsincostdialog.h"
#include "runwords.h"

#include "charts/chartexport.h"
#include "charts/costcharts.h"
#include "costwords.h"
#include "horizonpanel.h"
#include "jobtracker.h"
#include "languagemanager.h"
#include "projectdocument.h"
#include "whatifpanel.h"

#include "core/project/projectplace.h"
#include "core/support/atomicfile.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pilot::app {

namespace {

enum RoleColumn { RoleName, RoleRuns, RoleBilled, RoleTotal, RoleStates, RolePerState, RoleColumns };

QString hours(const QLocale &locale, std::optional<double> seconds)
{
    return seconds ? durationText(*seconds, locale) : CostPage::tr("unknown");
}

QTableWidgetItem *item(const QString &text, const QString &tip = QString())
{
    auto *i = new QTableWidgetItem(text);
    if (!tip.isEmpty())
        i->setToolTip(tip.toHtmlEscaped()); // reasons may name files: never markup
    return i;
}

} // namespace

CostPage::CostPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_intro(new QLabel(this))
    , m_recalculate(new QPushButton(this))
    , m_prices(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_tabs(new QTabWidget(this))
    , m_chain(new TimeChainChart(this))
    , m_chainNote(new QLabel(this))
    , m_roles(new QTableWidget(0, RoleColumns, this))
    , m_distortions(new QLabel(this))
    , m_runsInCost(new QPushButton(this))
    , m_why(new QLabel(this))
    , m_export(new QPushButton(this))
    , m_breakEven(new BreakEvenChart(this))
    , m_projection(new QLabel(this))
    , m_sensitivity(new QTableWidget(0, 3, this))
    , m_whatIf(new WhatIfPanel(this))
    , m_exportChart(new QPushButton(this))
    , m_horizon(new HorizonPanel(document, this))
{
    setUpWidgets();
    buildLayout();
    connectControls();
    retranslate();
}

void CostPage::setUpWidgets()
{
    setObjectName(QStringLiteral("costPage"));
    m_recalculate->setObjectName(QStringLiteral("costRecalculate"));
    m_prices->setObjectName(QStringLiteral("costPrices"));
    m_roles->setObjectName(QStringLiteral("costRoles"));
    m_why->setObjectName(QStringLiteral("costWhy"));
    m_distortions->setObjectName(QStringLiteral("costDistortions"));
    m_runsInCost->setObjectName(QStringLiteral("costRunsInCost"));
    m_chain->setObjectName(QStringLiteral("costChain"));
    m_breakEven->setObjectName(QStringLiteral("costBreakEven"));
    m_projection->setObjectName(QStringLiteral("costProjection"));
    m_sensitivity->setObjectName(QStringLiteral("costSensitivity"));
    addButtonKey(m_recalculate, QKeySequence::Refresh);
    m_progress->setRange(0, 0);
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    m_job = new JobTracker(this);
    connect(m_job, &JobTracker::busyChanged, this, [this](bool busy) {
        m_progress->setVisible(busy);
        m_cancel->setVisible(busy);
    });
    for (QLabel *label : {m_intro, m_chainNote, m_why, m_projection, m_distortions}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText); // run labels, paths and sources are the team's text
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    }
    for (QTableWidget *t : {m_roles, m_sensitivity}) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setSelectionMode(QAbstractItemView::SingleSelection);
        t->verticalHeader()->setVisible(false);
        t->horizontalHeader()->setStretchLastSection(true);
    }
}

void CostPage::buildLayout()
{
    auto *top = new QHBoxLayout;
    top->addWidget(m_intro, 1);
    top->addWidget(m_prices);
    top->addWidget(m_exportChart);
    top->addWidget(m_recalculate);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);

    auto *chainTab = new QWidget(this);
    auto *chainLayout = new QVBoxLayout(chainTab);
    chainLayout->addWidget(m_chain, 1);
    chainLayout->addWidget(m_chainNote);
    auto *stateTab = new QSplitter(Qt::Vertical, this);
    auto *tableBox = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_roles, 1);
    tableLayout->addWidget(m_distortions);
    auto *exportRow = new QHBoxLayout;
    exportRow->addWidget(m_export);
    exportRow->addWidget(m_runsInCost);
    exportRow->addStretch(1);
    tableLayout->addLayout(exportRow);
    stateTab->addWidget(tableBox);
    stateTab->addWidget(m_why);
    auto *projectionTab = new QSplitter(Qt::Horizontal, this);
    projectionTab->addWidget(m_breakEven);
    auto *projectionText = new QWidget(this);
    auto *projectionLayout = new QVBoxLayout(projectionText);
    projectionLayout->addWidget(m_whatIf);
    projectionLayout->addWidget(m_sensitivity, 1);
    projectionLayout->addWidget(m_projection);
    projectionTab->addWidget(projectionText);
    projectionTab->setStretchFactor(0, 3);
    projectionTab->setStretchFactor(1, 2);
    m_breakEven->setMinimumWidth(360);
    m_tabs->addTab(chainTab, QString());
    m_tabs->addTab(stateTab, QString());
    m_tabs->addTab(projectionTab, QString());
    m_tabs->addTab(m_horizon, QString());

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
}

void CostPage::connectControls()
{
    connect(m_recalculate, &QPushButton::clicked, this, &CostPage::recalculate);
    connect(m_prices, &QPushButton::clicked, this, &CostPage::editPrices);
    connect(m_runsInCost, &QPushButton::clicked, this, &CostPage::editRunsInCost);
    connect(m_cancel, &QPushButton::clicked, this, &CostPage::cancel);
    connect(m_roles, &QTableWidget::itemSelectionChanged, this, &CostPage::showWhy);
    connect(m_export, &QPushButton::clicked, this, &CostPage::exportTable);
    connect(m_exportChart, &QPushButton::clicked, this, &CostPage::exportChart);
    connect(m_whatIf, &WhatIfPanel::changed, this, &CostPage::showBreakEven);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CostPage::updateExportChart);
    connect(m_horizon, &HorizonPanel::changed, this, [this] {
        if (m_model)
            m_model->horizon = m_horizon->horizon(); // the record and the Plan stage read it from here
        updateExportChart();
        Q_EMIT horizonChanged();
    });
    connect(m_document, &ProjectDocument::sectionsChanged, this, [this](ProjectSections sections) {
        // The horizon is costed again at once from the figures measured already, unless those
        // figures no longer hold (another project, runs, prices, limits or the profile changed
        // while the stage is hidden): then there is no verdict until the stage works it out.
        const ProjectSections measured = ProjectSection::Runs | ProjectSection::Prices | ProjectSection::Limits | ProjectSection::Profile
                                         | ProjectSection::Place;
        if ((sections & ProjectSection::Place) || ((sections & measured) && !isVisible()))
            m_horizon->reset();
        else if (sections & (ProjectSection::Horizon | ProjectSection::Assumptions))
            m_horizon->recompute();
        const ProjectSections matter = measured | ProjectSection::Assumptions;
        if (!(sections & matter))
            return;
        if (isVisible())
            recalculate();
        else
            m_stale = true;
    });
}

CostPage::~CostPage()
{
    cancel();
}

void CostPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recalculate();
}

void CostPage::cancel()
{
    m_job->cancel();
}

void CostPage::recalculate()
{
    m_stale = false;
    const Project project = m_document->project();
    const QString folder = projectFolderOf(m_document->path());
    m_job->run(
        [project, folder](const BackgroundJob &job) {
            CostModelOptions options;
            options.cancel = job.cancelFlag();
            return buildCostModel(project, folder, options);
        },
        [this](const CostModel &model) {
            // The what-if controls keep what the user chose; the projection is the new model's.
            m_whatIf->setModel(model);
            show(model);
            m_horizon->setModel(model);
        });
}

QString CostPage::money(std::optional<double> value, const QString &currency) const
{
    return value ? moneyText(*value, currency, QLocale()) : tr("unknown");
}

void CostPage::show(const CostModel &model)
{
    m_model = model;
    m_chain->setModel(model);
    showChainNotes(model);
    showRoles(model);
    showProjection(model.projection);
    Q_EMIT calculated();
}

void CostPage::showChainNotes(const CostModel &model)
{
    QStringList notes;
    if (model.cancelled)
        notes << tr("Cancelled: the figures below cover only what was read.");
    if (!model.priceTableErrors.isEmpty())
        notes << tr("The price table cannot be used:") << model.priceTableErrors;
    else if (model.priceTableFile.isEmpty())
        notes << tr("The project has no price table yet: times are measured, costs are unknown. Enter prices with Prices….");
    if (!model.unconfirmedPrices.isEmpty())
        notes << tr("Unconfirmed assumptions (a price without source or date): %1").arg(model.unconfirmedPrices.join(QStringLiteral(", ")));
    for (const RunCost &run : model.runs) {
        for (const ChainPhase &p : run.chain.phases) {
            if (p.source == PhaseSource::Unknown) {
                notes << tr("%1: some phases are unknown (%2); they add nothing to its bar.").arg(run.label.isEmpty() ? run.path : run.label, run.chain.imported ? tr("imported run") : p.how);
                break;
            }
        }
    }
    m_chainNote->setText(notes.join(QLatin1Char('\n')));
}

void CostPage::showRoles(const CostModel &model)
{
    const QLocale locale;
    m_roles->setRowCount(0);
    for (const RoleCost &role : model.roles) {
        const int row = m_roles->rowCount();
        m_roles->insertRow(row);
        m_roles->setItem(row, RoleName, item(roleTitle(role.role)));
        m_roles->setItem(row, RoleRuns, item(locale.toString(role.runs)));
        m_roles->setItem(row, RoleBilled, item(hours(locale, role.billedSeconds)));
        m_roles->setItem(row, RoleTotal, item(money(role.total, role.currency), role.totalReason));
        m_roles->setItem(row, RoleStates, item(role.acceptedStates ? locale.toString(*role.acceptedStates) : tr("unknown"), role.acceptedReason));
        m_roles->setItem(row, RolePerState, item(money(role.costPerAcceptedState, role.currency), role.perStateReason));
    }
    m_roles->resizeColumnsToContents();
    // Beside the roles' figures: what moves them, and what the project took out of them.
    QStringList moved;
    for (const RoleCost &role : model.roles) {
        for (const CostDistortion &d : role.distortions)
            moved << tr("%1 (%2 run, %3, %4 billed) moves the planned training to %5; without it %6. Leave it out with Runs in the "
                        "Cost… if it is no part of the training.")
                         .arg(d.label.isEmpty() ? d.path : d.label, roleTitle(role.role), runStatusTitle(d.status),
                              hours(locale, d.billedSeconds), durationText(d.with, locale), durationText(d.without, locale));
        for (const LeftOutRun &r : role.leftOut)
            moved
                << tr("%1 (%2 run) is left out of the cost: %3").arg(r.label.isEmpty() ? r.path : r.label, roleTitle(role.role), r.reason);
    }
    m_distortions->setText(moved.join(QLatin1Char('\n')));
    m_distortions->setVisible(!moved.isEmpty());
    if (m_roles->rowCount() > 0)
        m_roles->selectRow(std::min(1, m_roles->rowCount() - 1)); // the pilot: what the cost owner asks about
    showWhy();
}

void CostPage::showProjection(const CostProjection &p)
{
    const QLocale locale;
    const QString currency = !p.pilot.currency.isEmpty() ? p.pilot.currency : p.reference.currency;
    showBreakEven();
    m_whatIf->retranslate();
    QStringList lines{tr("A projection, not a measurement: the planned training from the measured runs.")};
    for (const RoleProjection *r : {&p.reference, &p.pilot}) {
        lines << tr("%1: %2 per training, %3 per year.")
                     .arg(roleTitle(r->role), money(r->costPerTraining, r->currency), money(r->costPerYear, r->currency));
        if (!r->reason.isEmpty())
            lines << QStringLiteral("  ") + r->reason;
        for (const ProjectionInput &in : r->inputs)
            lines << QStringLiteral("  • %1 = %2 (%3)")
                         .arg(projectionInputTitle(in.name),
                              !in.value                                    ? tr("unknown")
                              : in.name == QLatin1String("price_per_hour") ? moneyText(*in.value, r->currency, locale)
                                                                           : locale.toString(*in.value, 'g', 6),
                              in.source);
    }
    lines << tr("Preparation cost: %1.").arg(money(p.preparationCost, currency));
    if (p.breakEvenTrainings)
        lines << tr("Break-even after %1 trainings (%2 years).")
                     .arg(countText(*p.breakEvenTrainings, locale),
                          p.breakEvenYears ? countText(*p.breakEvenYears, locale) : tr("unknown"));
    else
        lines << tr("Break-even: unknown (%1).").arg(p.breakEvenReason);
    lines << QString() << breakEvenStoryText(p, uiLanguage(), locale);
    m_projection->setText(lines.join(QLatin1Char('\n')));
    m_sensitivity->setRowCount(0);
    for (const Sensitivity &s : p.sensitivity) {
        const int row = m_sensitivity->rowCount();
        m_sensitivity->insertRow(row);
        m_sensitivity->setItem(row, 0, item(s.label, s.reason));
        m_sensitivity->setItem(row, 1, item(money(s.pilotCostPerTraining, currency), s.reason));
        m_sensitivity->setItem(row, 2, item(s.breakEvenTrainings ? countText(*s.breakEvenTrainings, locale) : tr("unknown"), s.reason));
    }
    m_sensitivity->resizeColumnsToContents();
}

void CostPage::showBreakEven()
{
    if (!m_model)
        return;
    // As the what-if controls have it: the measured projection while nothing is changed.
    const CostProjection &p = m_whatIf->projection();
    const QString currency = !p.pilot.currency.isEmpty() ? p.pilot.currency : p.reference.currency;
    m_breakEven->setVisible(m_breakEven->setProjection(p, currency));
    updateExportChart();
}

const HorizonCost &CostPage::horizon() const
{
    return m_horizon->horizon();
}

void CostPage::updateExportChart()
{
    const int tab = m_tabs->currentIndex();
    m_exportChart->setEnabled(m_model
                              && (tab == 0 || (tab == 2 && !m_breakEven->isHidden()) || (tab == 3 && !m_horizon->chart()->isHidden())));
}

bool CostPage::exportChartTo(const QString &path, QString *error)
{
    const int tab = m_tabs->currentIndex();
    const bool shown = tab == 0 || (tab == 2 && !m_breakEven->isHidden()) || (tab == 3 && !m_horizon->chart()->isHidden());
    if (!m_model || !shown) {
        if (error)
            *error = tr("This tab shows no chart.");
        return false;
    }
    if (tab == 3)
        return exportChartImage(m_horizon->chart(), path, error, tr("Whole bill over the horizon"));
    return tab == 0 ? exportChartImage(m_chain, path, error, tr("Time chain"))
                    : exportChartImage(m_breakEven, path, error, tr("Break-even"));
}

void CostPage::exportChart()
{
    const int tab = m_tabs->currentIndex();
    const QString base = tab == 0   ? QStringLiteral("time-chain.png")
                         : tab == 3 ? QStringLiteral("cost-horizon.png")
                                    : QStringLiteral("break-even.png");
    const QString folder = m_document->path().isEmpty() ? QDir::homePath() : QFileInfo(m_document->path()).absolutePath();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QDir(folder).filePath(base),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportChartTo(path, &error))
        QMessageBox::warning(this, tr("Export Chart"), error);
}

void CostPage::showWhy()
{
    if (!m_model)
        return;
    const QList<QTableWidgetItem *> selected = m_roles->selectedItems();
    const int row = selected.isEmpty() ? -1 : selected.constFirst()->row();
    if (row < 0 || row >= m_model->roles.size()) {
        m_why->clear();
        return;
    }
    const QLocale locale;
    const RoleCost &role = m_model->roles.at(row);
    QStringList lines{tr("How the cost per accepted state of the %1 is reached:").arg(roleTitle(role.role))};
    for (const RunCost &run : m_model->runs) {
        if (run.role != role.role)
            continue;
        if (!run.leftOut.isEmpty()) {
            lines << tr("• %1: left out of the cost (%2).").arg(run.label.isEmpty() ? run.path : run.label, run.leftOut);
            continue;
        }
        QString price = run.priceProblem;
        if (run.price) {
            const PriceEntry &e = *run.price;
            price = tr("%1 at %2 %3").arg(e.label.isEmpty() ? e.id : e.label, money(e.pricePerHour, e.currency), unitTitle(e.unit));
            price += e.confirmed() ? tr(" (source: %1, %2)").arg(e.source, dateText(*e.date, locale))
                                   : tr(" (unconfirmed assumption: no source or date)");
        }
        lines << tr("• %1 (%2): %3 billed, %4; %5; accepted states: %6.")
                     .arg(run.label.isEmpty() ? run.path : run.label, runStatusTitle(run.chain.status),
                          hours(locale, run.chain.billedSeconds), money(run.total, run.price ? run.price->currency : QString()), price,
                          run.accepted.count ? locale.toString(*run.accepted.count) : tr("unknown (%1)").arg(run.accepted.unknownReason));
    }
    lines << tr("Total %1 over %n accepted state(s) = %2.", nullptr, role.acceptedStates.value_or(0))
                 .arg(money(role.total, role.currency), money(role.costPerAcceptedState, role.currency));
    if (!role.perStateReason.isEmpty())
        lines << role.perStateReason;
    m_why->setText(lines.join(QLatin1Char('\n')));
}

void CostPage::exportTable()
{
    if (!m_model)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Cost Table"), QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    // Plain numbers in CSV, so spreadsheets read them whatever the UI language.
    QByteArray csv("role,runs,billed_s,total,currency,accepted_states,cost_per_accepted_state\n");
    const auto number = [](std::optional<double> v) { return v ? QByteArray::number(*v, 'g', 12) : QByteArray(); };
    for (const RoleCost &r : m_model->roles) {
        csv += runRoleKey(r.role).toUtf8() + ',' + QByteArray::number(r.runs) + ',' + number(r.billedSeconds) + ',' + number(r.total) + ','
               + r.currency.toUtf8() + ',' + (r.acceptedStates ? QByteArray::number(*r.acceptedStates) : QByteArray()) + ','
               + number(r.costPerAcceptedState) + '\n';
    }
    QString error;
    if (!writeFileAtomically(path, csv, &error))
        m_why->setText(error);
}

void CostPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_model) {
            // The figures at once in the new language's format; the explanations the model
            // wrote (how a phase was measured, why a figure is unknown) come with the
            // calculation, done again in the background — now if the stage is shown.
            show(*m_model);
            if (isVisible())
                recalculate();
            else
                m_stale = true;
        }
    }
    QWidget::changeEvent(event);
}

void CostPage::retranslate()
{
    m_roles->setAccessibleName(tr("Cost per accepted training state per role"));
    m_sensitivity->setAccessibleName(tr("Sensitivity of the cost"));
    m_intro->setText(tr("Platforms are compared by the cost per accepted training state: every phase of every run, failed and "
                        "repeated ones included, at the price the project maps it to."));
    m_recalculate->setText(tr("Recalc&ulate"));
    m_prices->setText(tr("&Prices…"));
    m_runsInCost->setText(tr("Ru&ns in the Cost…"));
    m_prices->setToolTip(tr("Enter the prices you pay and who is charged which price (a price table of the project)"));
    m_recalculate->setToolTip(tr("Reads every run and checks every checkpoint again (F5)"));
    m_cancel->setText(tr("Cancel"));
    m_export->setText(tr("E&xport Table…"));
    m_exportChart->setText(tr("Export Ch&art…"));
    m_exportChart->setToolTip(tr("Saves the chart of the tab shown as PNG, SVG or PDF"));
    m_whatIf->retranslate();
    m_tabs->setTabText(0, tr("&Time chain"));
    m_tabs->setTabText(1, tr("&Cost per accepted state"));
    m_tabs->setTabText(2, tr("Pro&jection and break-even"));
    m_tabs->setTabText(3, tr("Whole &bill over the horizon"));
    m_horizon->retranslate();
    m_roles->setHorizontalHeaderLabels({tr("Role"), tr("Runs"), tr("Billed time"), tr("Total"), tr("Accepted states"), tr("Per accepted state")});
    m_sensitivity->setHorizontalHeaderLabels({tr("If"), tr("Pilot per training"), tr("Break-even (trainings)")});
}

void CostPage::editRunsInCost()
{
    auto *dialog = new RunsInCostDialog(m_document, m_model ? &*m_model : nullptr, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void CostPage::editPrices()
{
    auto *dialog = new PricesDialog(m_document, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace pilot::app
