#include "comparepage.h"
#include "charts/plaintooltip.h"
#include "jobtracker.h"

#include "charts/curvechart.h"
#include "charts/theme.h"
#include "compareotherslist.h"
#include "comparevalidationtable.h"
#include "compareverdict.h"
#include "fallbackrulesloader.h"
#include "liveruns.h"
#include "neuronfactstext.h"
#include "outputsview.h"
#include "projectdocument.h"
#include "scalingview.h"
#include "sectionwatch.h"

#include "core/compare/curveseries.h"
#include "core/compare/runcomparison.h"
#include "core/compare/toleranceband.h"
#include "core/importers/runimport.h"
#include "core/project/projectplace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pilot::app {

namespace {

constexpr int kFollowIntervalMs = 1000;

// No colour given: the chart takes the theme's, by position (reference, pilot, others).
CurveChart::Curve chartCurve(const QString &name, const CurvePoints &points)
{
    return CurveChart::Curve{name, points.x, points.y, {}};
}

} // namespace

ComparePage::ComparePage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_reference(new QComboBox(this))
    , m_pilot(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_axis(new QComboBox(this))
    , m_axisLabel(new QLabel(this))
    , m_others(new CompareOthersList(this))
    , m_smoothing(new QSlider(Qt::Horizontal, this))
    , m_smoothingLabel(new QLabel(this))
    , m_log(new QCheckBox(this))
    , m_perStep(new QCheckBox(this))
    , m_add(new QPushButton(this))
    , m_exportChart(new QPushButton(this))
    , m_exportCsv(new QPushButton(this))
    , m_referenceLabel(new QLabel(this))
    , m_pilotLabel(new QLabel(this))
    , m_metricLabel(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_chart(new CurveChart(this))
    , m_outputs(new OutputsView(this))
    , m_scaling(new ScalingView(this))
    , m_verdict(new QLabel(this))
    , m_neuron(new QLabel(this))
    , m_validation(new CompareValidationTable(this))
    , m_runs(new LiveRuns(this))
{
    m_rules = new JobTracker(this);
    // Only a page on screen follows its runs.
    m_runs->follow(kFollowIntervalMs, [this] {
        return isVisible() ? QStringList{m_reference->currentData().toString(), m_pilot->currentData().toString()} : QStringList();
    });
    connect(m_runs, &LiveRuns::arrived, this, [this](const QString &, bool changed) {
        if (changed || m_updatePending)
            requestUpdate();
    });
    setUpWidgets();
    buildLayout();
    connectControls();
    // The page shows the runs and the loss tolerance of the limits; a hidden page waits.
    new SectionWatch(m_document, this, ProjectSection::Runs | ProjectSection::Limits | ProjectSection::Place,
                     [this](ProjectSections sections) {
                         if (sections & (ProjectSection::Runs | ProjectSection::Place))
                             reloadRuns();
                         else
                             requestUpdate();
                     });
    // The project's CPU-fallback rules (built-in plus its own file) find the fallbacks.
    // Until they are read, the page compares nothing: a comparison made meanwhile would be made
    // again when they arrive.
    new SectionWatch(m_document, this, ProjectSection::Runtime | ProjectSection::Place, [this](ProjectSections) {
        loadFallbackRules(m_rules, m_document->path(), m_document->project().cpuFallbackRules,
                          [this](std::shared_ptr<const CpuFallbackRules> rules, const QString &) {
                              m_runs->setFallbackRules(std::move(rules));
                              requestUpdate();
                          });
    });
    setAcceptDrops(true);
    retranslate();
}

void ComparePage::setUpWidgets()
{
    m_reference->setObjectName(QStringLiteral("compareReference"));
    m_pilot->setObjectName(QStringLiteral("comparePilot"));
    m_metric->setObjectName(QStringLiteral("compareMetric"));
    m_axis->setObjectName(QStringLiteral("compareAxis"));
    // Sized to their entries whenever those change: a language switch makes them longer.
    for (QComboBox *c : {m_metric, m_axis})
        c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_axisLabel->setBuddy(m_axis);
    m_smoothing->setObjectName(QStringLiteral("compareSmoothing"));
    m_verdict->setObjectName(QStringLiteral("compareVerdict"));
    m_neuron->setObjectName(QStringLiteral("compareNeuron"));
    m_neuron->setTextFormat(Qt::PlainText); // operator names come from the runs' logs
    m_neuron->setWordWrap(true);
    m_neuron->hide();
    m_chart->setObjectName(QStringLiteral("compareChart"));
    m_referenceLabel->setBuddy(m_reference);
    m_pilotLabel->setBuddy(m_pilot);
    m_metricLabel->setBuddy(m_metric);
    m_smoothing->setRange(0, 99);
    // Long enough to be moved with the mouse, whatever the row leaves it.
    m_smoothing->setMinimumWidth(100);
    m_smoothing->setMaximumWidth(200);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    // Run names can be long (label and path): the choosers take the room the row leaves them
    // instead of widening the window past a 1366-pixel screen.
    for (QComboBox *c : {m_reference, m_pilot}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(16);
        c->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        // The chosen run's path, as its entry in the list tells it.
        connect(c, &QComboBox::currentIndexChanged, c, [c](int i) { c->setToolTip(c->itemData(i, Qt::ToolTipRole).toString()); });
    }
}

void ComparePage::buildLayout()
{
    // Two rows: which runs, then how they are drawn and exported.
    auto *runsRow = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_referenceLabel, m_reference, m_pilotLabel, m_pilot})
        runsRow->addWidget(w);
    runsRow->addWidget(m_add);
    auto *controls = new QHBoxLayout;
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_metricLabel, m_metric, m_axisLabel, m_axis, m_smoothingLabel, m_smoothing, m_perStep, m_log})
        controls->addWidget(w);
    controls->addStretch(1);
    // The exports sit beside the tabs: the row above keeps its room for the drawing options.
    auto *exports = new QWidget(this);
    auto *exportsLayout = new QHBoxLayout(exports);
    exportsLayout->setContentsMargins(0, 0, 0, 2);
    exportsLayout->addWidget(m_exportChart);
    exportsLayout->addWidget(m_exportCsv);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(runsRow);
    layout->addLayout(controls);
    auto *curves = new QWidget(this);
    auto *curvesLayout = new QVBoxLayout(curves);
    curvesLayout->setContentsMargins(0, 0, 0, 0);
    curvesLayout->addWidget(m_others);
    curvesLayout->addWidget(m_chart, 1);
    curvesLayout->addWidget(m_verdict);
    curvesLayout->addWidget(m_neuron);
    curvesLayout->addWidget(m_validation);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_tabs->addTab(curves, QString());
    m_tabs->addTab(m_outputs, QString());
    m_tabs->addTab(m_scaling, QString());
    m_tabs->setCornerWidget(exports, Qt::TopRightCorner);
    layout->addWidget(m_tabs, 1);
}

void ComparePage::connectControls()
{
    for (QComboBox *c : {m_reference, m_pilot, m_metric, m_axis})
        connect(c, &QComboBox::activated, this, &ComparePage::requestUpdate);
    connect(m_others, &QListWidget::itemChanged, this, &ComparePage::requestUpdate);
    connect(m_smoothing, &QSlider::valueChanged, this, [this](int v) {
        m_smoothingLabel->setText(tr("Smoothing %1").arg(QLocale().toString(v / 100.0, 'f', 2)));
        m_chart->setSmoothing(v / 100.0);
    });
    connect(m_log, &QCheckBox::toggled, m_chart, &CurveChart::setLogarithmic);
    connect(m_perStep, &QCheckBox::toggled, m_chart, &CurveChart::setSmoothingPerStep);
    m_perStep->setObjectName(QStringLiteral("compareSmoothPerStep"));
    connect(m_add, &QPushButton::clicked, this, [this] {
        const QString start = m_document->path().isEmpty() ? QDir::homePath() : QFileInfo(m_document->path()).absolutePath();
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Add a Run Folder"), start);
        if (!dir.isEmpty())
            addRun(dir);
    });
    connect(m_exportChart, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QStringLiteral("compare.png"),
                                                          tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
        QString error;
        if (!path.isEmpty() && !exportChart(path, &error))
            m_verdict->setText(error.toHtmlEscaped());
    });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Curves"), QStringLiteral("compare.csv"), tr("CSV (*.csv)"));
        QString error;
        if (!path.isEmpty() && !exportCsv(path, &error))
            m_verdict->setText(error.toHtmlEscaped());
    });
}

QString ComparePage::resolve(const QString &path) const
{
    return runFolder(path, projectFolderOf(m_document->path())).path;
}

void ComparePage::reloadRuns()
{
    if (!isVisible()) {
        m_runsStale = true;
        return;
    }
    m_runsStale = false;
    const QString reference = m_reference->currentData().toString(), pilot = m_pilot->currentData().toString();
    m_reference->clear();
    m_pilot->clear();
    const Project &p = m_document->project();
    QStringList paths;
    int firstReference = -1, firstPilot = -1;
    for (const ProjectRun &run : p.runs) {
        const QString path = resolve(run.path);
        // The run's name; its path in the tool tip.
        const QString text = run.label.isEmpty() ? run.path : run.label;
        for (QComboBox *c : {m_reference, m_pilot}) {
            c->addItem(text, path);
            c->setItemData(c->count() - 1, plainToolTip(QDir::toNativeSeparators(run.path)), Qt::ToolTipRole);
        }
        paths.append(path);
        if (run.role == RunRole::Reference && firstReference < 0)
            firstReference = int(paths.size()) - 1;
        if (run.role == RunRole::Pilot && firstPilot < 0)
            firstPilot = int(paths.size()) - 1;
    }
    for (const QString &path : m_extra) {
        m_reference->addItem(QDir::toNativeSeparators(path), path);
        m_pilot->addItem(QDir::toNativeSeparators(path), path);
        paths.append(path);
    }
    // A run of the project that is new since the last time: a new pilot is what the user
    // wants to see against the reference next, so it becomes the pilot (a new reference the
    // reference). Otherwise the user's choice stays; else the project's first reference and
    // first pilot (or the first and the last run).
    int newReference = -1, newPilot = -1;
    if (m_knownProject != m_document->path())
        m_knownRuns.clear(); // another project: none of its runs is new
    m_knownProject = m_document->path();
    if (!m_knownRuns.isEmpty()) {
        for (int i = 0; i < int(p.runs.size()); ++i) {
            if (m_knownRuns.contains(paths.at(i)))
                continue;
            if (p.runs.at(i).role == RunRole::Pilot)
                newPilot = i;
            else if (p.runs.at(i).role == RunRole::Reference)
                newReference = i;
        }
    }
    m_knownRuns = QSet<QString>(paths.begin(), paths.end());
    const int count = int(paths.size());
    m_reference->setCurrentIndex(newReference >= 0                    ? newReference
                                 : m_reference->findData(reference) >= 0 ? m_reference->findData(reference)
                                                                         : std::max(0, firstReference));
    m_pilot->setCurrentIndex(newPilot >= 0                      ? newPilot
                             : m_pilot->findData(pilot) >= 0    ? m_pilot->findData(pilot)
                             : firstPilot >= 0                  ? firstPilot
                                                                : count - 1);
    // Further runs to overlay: every run, checked ones stay checked.
    QStringList names;
    for (int i = 0; i < m_reference->count(); ++i)
        names.append(m_reference->itemText(i));
    m_others->setRuns(names, paths);
    for (const QString &path : paths)
        m_runs->load(path);
    update();
}

void ComparePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_runsStale)
        reloadRuns();
    else if (m_updateStale)
        update();
}

void ComparePage::requestUpdate()
{
    if (!isVisible()) {
        m_updateStale = true;
        return;
    }
    update();
}

void ComparePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        requestUpdate(); // the verdict's colours follow the theme
    QWidget::changeEvent(event);
}

void ComparePage::retranslate()
{
    m_smoothing->setAccessibleName(tr("Smoothing"));
    m_referenceLabel->setText(tr("&Reference"));
    m_pilotLabel->setText(tr("&Pilot"));
    m_metricLabel->setText(tr("&Curve"));
    m_axisLabel->setText(tr("&X axis"));
    const int axis = std::max(0, m_axis->currentIndex());
    m_axis->clear();
    m_axis->addItems({tr("aligned (step or tokens)"), tr("hours since each run's start"), tr("wall time (hours)")});
    m_axis->setCurrentIndex(axis);
    m_smoothingLabel->setText(tr("Smoothing %1").arg(QLocale().toString(m_smoothing->value() / 100.0, 'f', 2)));
    m_log->setText(tr("&Log scale"));
    m_perStep->setText(tr("per s&tep"));
    m_perStep->setToolTip(tr("Smooth by distance on the x axis, so runs that log at different intervals are smoothed alike "
                             "(off: TensorBoard's per-point average)"));
    m_add->setText(tr("A&dd Run…"));
    m_exportChart->setText(tr("Export Ch&art…"));
    m_exportCsv->setText(tr("Exp&ort CSV…"));
    const int metric = std::max(0, m_metric->currentIndex());
    m_metric->clear();
    m_metric->addItems({tr("Training loss"), tr("Validation loss"), tr("Learning rate"), tr("Gradient norm"), tr("Throughput (tokens/s)")});
    m_metric->setCurrentIndex(metric);
    m_validation->retranslate();
    m_tabs->setTabText(0, tr("C&urves"));
    m_tabs->setTabText(1, tr("Outputs Side &by Side"));
    m_tabs->setTabText(2, tr("Scal&ing"));
    requestUpdate();
}

void ComparePage::update()
{
    m_updateStale = false;
    const QString refPath = m_reference->currentData().toString(), pilotPath = m_pilot->currentData().toString();
    const auto refRun = m_runs->run(refPath), pilotRun = m_runs->run(pilotPath);
    // A run being read by a worker is not touched; when its read is done, the page updates.
    if ((refRun && refRun->busy) || (pilotRun && pilotRun->busy) || m_rules->busy()) {
        m_updatePending = true;
        return;
    }
    m_updatePending = false;
    // A run against itself says nothing about a migration: no verdict, and why.
    if (!refPath.isEmpty() && refPath == pilotPath) {
        showNoComparison(tr("The reference and the pilot are the same run: choose another run as the pilot to compare.").toHtmlEscaped());
        return;
    }
    if (!m_runs->ready(refPath) || !m_runs->ready(pilotPath)) {
        QStringList why;
        for (const auto &run : {refRun, pilotRun}) {
            if (run && !run->error.isEmpty())
                why.append(run->error.toHtmlEscaped());
        }
        showNoComparison(refPath.isEmpty() ? tr("Add runs to the project (Runs stage) or with Add Run… to compare them.")
                                           : why.join(QStringLiteral("<br>")));
        return;
    }
    for (QPushButton *b : {m_exportChart, m_exportCsv})
        b->setEnabled(true);
    ++m_comparisons;
    const RunMetrics &ref = refRun->metrics, &pilot = pilotRun->metrics;
    m_outputs->setRuns(ref, pilot);
    const AcceptanceLimits &limits = m_document->project().limits;
    const Tolerance tolerance = Tolerance::lossOf(limits);
    // The jobs' configured global batches decide the axis (a small job.json each).
    const LossComparison loss = compareLoss(ref, pilot, tolerance, configuredBatches(refPath, pilotPath));
    showCurves(refPath, pilotPath, loss, tolerance);

    // Every evaluation of the reference; the verdict applies to each row.
    const QList<MetricComparison> validation = compareValidation(ref, pilot, limits.validationMetricDeviation);
    m_verdict->setText(compareVerdictText(loss, validation, palette()) + QStringLiteral("<br>")
                       + sameJobText(sameJob(ref, pilot), palette()));
    showNeuron(refRun, pilotRun);
    m_validation->setComparisons(validation);
    Q_EMIT updated();
}

void ComparePage::showNoComparison(const QString &verdictHtml)
{
    for (QPushButton *b : {m_exportChart, m_exportCsv})
        b->setEnabled(false);
    m_verdict->setText(verdictHtml);
    m_chart->setData({}, {}, {}, QString(), QString());
    m_neuron->hide();
    m_validation->setRowCount(0);
    m_outputs->setRuns(RunMetrics(), RunMetrics());
    m_scaling->setRuns({});
}

void ComparePage::showCurves(const QString &refPath, const QString &pilotPath, const LossComparison &loss, const Tolerance &tolerance)
{
    const RunMetrics &ref = m_runs->ready(refPath)->metrics, &pilot = m_runs->ready(pilotPath)->metrics;
    const auto metric = CurveMetric(std::max(0, m_metric->currentIndex()));
    const auto axis = CurveAxis(std::max(0, m_axis->currentIndex()));
    const bool tokens = loss.axis == AlignAxis::Tokens && metric != CurveMetric::ValidationLoss;
    // Further runs checked in the list (not already reference or pilot), read and not busy.
    QList<std::pair<QString, std::shared_ptr<const LiveRuns::Run>>> more;
    QList<const RunMetrics *> shown = {&ref, &pilot};
    for (const auto &[name, path] : m_others->checked()) {
        const auto run = m_runs->ready(path);
        if (path != refPath && path != pilotPath && run) {
            more.append({name, run});
            shown.append(&run->metrics);
        }
    }
    // The scaling view: every shown run at its world size.
    QList<ScalingRun> scaling{{m_reference->currentText(), worldSizeOf(ref), &ref}, {m_pilot->currentText(), worldSizeOf(pilot), &pilot}};
    for (const auto &[name, run] : std::as_const(more))
        scaling.append({name, worldSizeOf(run->metrics), &run->metrics});
    m_scaling->setRuns(scaling);
    // Wall time counts from the earliest step of any shown run.
    const double origin = firstStepTime(shown);
    const CurvePoints refCurve = curvePoints(ref, metric, axis, tokens, origin);
    QList<CurveChart::Curve> curves = {chartCurve(tr("Reference"), refCurve),
                                       chartCurve(tr("Pilot"), curvePoints(pilot, metric, axis, tokens, origin))};
    for (int k = 0; k < more.size(); ++k)
        curves.append(chartCurve(more[k].first, curvePoints(more[k].second->metrics, metric, axis, tokens, origin)));
    CurveChart::Band band;
    QVector<QPointF> outside;
    // The band and the marks live on the aligned axis.
    if (metric == CurveMetric::TrainingLoss && tolerance.isSet() && axis == CurveAxis::Aligned) {
        const ToleranceBand b = toleranceBand(refCurve, tolerance);
        band = CurveChart::Band{b.x, b.lower, b.upper};
        outside = outsideMarks(loss);
    }
    const QString xTitle = axis == CurveAxis::HoursSinceRunStart ? tr("Hours since the run's start")
                           : axis == CurveAxis::HoursSinceOrigin ? tr("Hours since the first run's start")
                           : tokens                              ? tr("Tokens")
                                                                 : tr("Effective step");
    m_chart->setData(curves, band, outside, xTitle, m_metric->currentText());
}

void ComparePage::showNeuron(const std::shared_ptr<const LiveRuns::Run> &reference, const std::shared_ptr<const LiveRuns::Run> &pilot)
{
    bool fallbacks = false;
    const auto side = [](const std::shared_ptr<const LiveRuns::Run> &run) {
        NeuronSide s;
        if (run) {
            s.facts = run->neuronFacts.get();
            s.device = run->metrics.starts().isEmpty() ? QString() : run->metrics.starts().constLast().device;
        }
        return s;
    };
    m_neuron->setText(neuronComparisonText(side(reference), side(pilot), &fallbacks));
    setTextColor(m_neuron, fallbacks ? themeColor(ThemeColor::Caution, palette()) : palette().color(QPalette::WindowText));
    m_neuron->setVisible(!m_neuron->text().isEmpty());
}

} // namespace pilot::app
