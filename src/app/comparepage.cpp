#include "comparepage.h"

#include "curvechart.h"
#include "outputsview.h"
#include "projectdocument.h"
#include "theme.h"

#include "core/support/atomicfile.h"
#include "core/runs/metricstail.h"
#include "core/compare/runcomparison.h"
#include "core/importers/runimport.h"

#include <QCheckBox>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QPainter>
#include <QBuffer>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QTabWidget>
#include <QTimer>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>
#include <optional>

namespace pilot::app {

namespace {

constexpr int kFollowIntervalMs = 1000;

enum Metric { TrainLoss, ValLoss, LearningRate, GradNorm, Throughput };

// Tokens per second of step i: the tokens it added over its step time (or the time since the
// previous logged step). NaN when the run does not log tokens.
double throughputAt(const std::vector<StepPoint> &steps, std::size_t i)
{
    if (i == 0 || steps[i].tokens < 0 || steps[i - 1].tokens < 0 || steps[i].step <= steps[i - 1].step)
        return kNoValue;
    const double tokens = double(steps[i].tokens - steps[i - 1].tokens);
    const double perStep = tokens / double(steps[i].step - steps[i - 1].step);
    if (std::isfinite(steps[i].stepTimeS) && steps[i].stepTimeS > 0)
        return perStep / steps[i].stepTimeS;
    const double dt = steps[i].t - steps[i - 1].t;
    return std::isfinite(dt) && dt > 0 ? tokens / dt : kNoValue;
}
enum Axis { Aligned, RelativeTime, WallTime };

// The run's points on the chosen x axis: step or tokens (aligned), or hours since the run's
// own start (relative) or since `origin` (wall). Sorted by x.
void series(const RunMetrics &m, Metric metric, Axis axis, bool tokens, double origin, QVector<double> *x, QVector<double> *y)
{
    QList<QPair<double, double>> points;
    // The run's start: its earliest time stamp (imports may not report a run_start).
    double start = INFINITY;
    for (const StepPoint &p : m.steps())
        start = std::isfinite(p.t) ? std::min(start, p.t) : start;
    for (const EvalPoint &e : m.evals())
        start = std::isfinite(e.t) ? std::min(start, e.t) : start;
    const auto timeX = [&](double t) { return (t - (axis == RelativeTime ? start : origin)) / 3600.0; };
    if (metric == ValLoss) {
        for (const EvalPoint &e : m.evals()) {
            if (axis == Aligned || std::isfinite(e.t))
                points.append({axis == Aligned ? double(e.step) : timeX(e.t), e.valLoss});
        }
    } else {
        const std::vector<StepPoint> &steps = m.steps();
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const StepPoint &p = steps[i];
            if (axis == Aligned && tokens && p.tokens < 0)
                continue;
            if (axis != Aligned && !std::isfinite(p.t))
                continue;
            const double value = metric == TrainLoss ? p.loss : metric == LearningRate ? p.lr : metric == GradNorm ? p.gradNorm : throughputAt(steps, i);
            points.append({axis == Aligned ? (tokens ? double(p.tokens) : double(p.step)) : timeX(p.t), value});
        }
    }
    std::stable_sort(points.begin(), points.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[px, py] : points) {
        x->append(px);
        y->append(py);
    }
}

} // namespace

// A run as the page holds it. While `busy`, a worker thread owns `metrics` and `tail`; the GUI
// thread touches them only when it is false.
struct ComparePage::LiveRun
{
    QString path;
    std::unique_ptr<MetricsTail> tail; ///< for metrics.jsonl runs; imports are read once
    RunMetrics metrics;
    QString error;
    bool busy = false;
    bool loaded = false;
};

ComparePage::ComparePage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_reference(new QComboBox(this))
    , m_pilot(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_axis(new QComboBox(this))
    , m_axisLabel(new QLabel(this))
    , m_others(new QListWidget(this))
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
    , m_verdict(new QLabel(this))
    , m_validation(new QTableWidget(0, 5, this))
    , m_follow(new QTimer(this))
{
    m_follow->setInterval(kFollowIntervalMs);
    connect(m_follow, &QTimer::timeout, this, [this] {
        for (const QString &path : {m_reference->currentData().toString(), m_pilot->currentData().toString()}) {
            const auto run = m_runs.value(path);
            if (run && run->tail && isVisible())
                poll(run);
        }
    });
    m_follow->start();
    m_reference->setObjectName(QStringLiteral("compareReference"));
    m_pilot->setObjectName(QStringLiteral("comparePilot"));
    m_metric->setObjectName(QStringLiteral("compareMetric"));
    m_axis->setObjectName(QStringLiteral("compareAxis"));
    m_others->setObjectName(QStringLiteral("compareOthers"));
    m_others->setMaximumHeight(70);
    m_axisLabel->setBuddy(m_axis);
    m_smoothing->setObjectName(QStringLiteral("compareSmoothing"));
    m_verdict->setObjectName(QStringLiteral("compareVerdict"));
    m_validation->setObjectName(QStringLiteral("compareValidation"));
    m_chart->setObjectName(QStringLiteral("compareChart"));
    m_referenceLabel->setBuddy(m_reference);
    m_pilotLabel->setBuddy(m_pilot);
    m_metricLabel->setBuddy(m_metric);
    m_smoothing->setRange(0, 99);
    m_smoothing->setMaximumWidth(160);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_validation->verticalHeader()->hide();
    m_validation->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_validation->setMaximumHeight(110);
    m_validation->horizontalHeader()->setStretchLastSection(true);
    // Run names can be long (label and path): the choosers take the room the row leaves them
    // instead of widening the window past a 1366-pixel screen.
    for (QComboBox *c : {m_reference, m_pilot}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(16);
        c->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    // Two rows: which runs, then how they are drawn and exported.
    auto *runsRow = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_referenceLabel, m_reference, m_pilotLabel, m_pilot})
        runsRow->addWidget(w);
    runsRow->addWidget(m_add);
    auto *controls = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_metricLabel, m_metric, m_axisLabel, m_axis, m_smoothingLabel, m_smoothing, m_perStep, m_log})
        controls->addWidget(w);
    controls->addStretch(1);
    controls->addWidget(m_exportChart);
    controls->addWidget(m_exportCsv);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(runsRow);
    layout->addLayout(controls);
    auto *curves = new QWidget(this);
    auto *curvesLayout = new QVBoxLayout(curves);
    curvesLayout->setContentsMargins(0, 0, 0, 0);
    curvesLayout->addWidget(m_others);
    curvesLayout->addWidget(m_chart, 1);
    curvesLayout->addWidget(m_verdict);
    curvesLayout->addWidget(m_validation);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_tabs->addTab(curves, QString());
    m_tabs->addTab(m_outputs, QString());
    layout->addWidget(m_tabs, 1);

    for (QComboBox *c : {m_reference, m_pilot, m_metric, m_axis})
        connect(c, &QComboBox::activated, this, &ComparePage::update);
    connect(m_others, &QListWidget::itemChanged, this, &ComparePage::update);
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
    connect(m_document, &ProjectDocument::changed, this, &ComparePage::reloadRuns);
    setAcceptDrops(true);
    retranslate();
}

QString ComparePage::resolve(const QString &path) const
{
    if (QFileInfo(path).isAbsolute() || m_document->path().isEmpty())
        return QFileInfo(path).absoluteFilePath();
    return QFileInfo(QFileInfo(m_document->path()).absoluteDir(), path).absoluteFilePath();
}

void ComparePage::addRun(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!m_extra.contains(absolute))
        m_extra.append(absolute);
    reloadRuns();
}

void ComparePage::reloadRuns()
{
    const QString reference = m_reference->currentData().toString(), pilot = m_pilot->currentData().toString();
    m_reference->clear();
    m_pilot->clear();
    const Project &p = m_document->project();
    QStringList paths;
    int firstReference = -1, firstPilot = -1;
    for (const ProjectRun &run : p.runs) {
        const QString path = resolve(run.path);
        const QString text = run.label.isEmpty() ? run.path : QStringLiteral("%1 (%2)").arg(run.label, run.path);
        m_reference->addItem(text, path);
        m_pilot->addItem(text, path);
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
    // Keep the user's choice; else the project's first reference and first pilot (or the
    // first and the last run).
    const int count = int(paths.size());
    m_reference->setCurrentIndex(m_reference->findData(reference) >= 0 ? m_reference->findData(reference)
                                                                       : std::max(0, firstReference));
    m_pilot->setCurrentIndex(m_pilot->findData(pilot) >= 0 ? m_pilot->findData(pilot) : firstPilot >= 0 ? firstPilot : count - 1);
    // Further runs to overlay: every run, checked ones stay checked.
    QStringList checked;
    for (int i = 0; i < m_others->count(); ++i) {
        if (m_others->item(i)->checkState() == Qt::Checked)
            checked.append(m_others->item(i)->data(Qt::UserRole).toString());
    }
    {
        const QSignalBlocker block(m_others);
        m_others->clear();
        for (int i = 0; i < paths.size(); ++i) {
            auto *item = new QListWidgetItem(m_reference->itemText(i), m_others);
            item->setData(Qt::UserRole, paths.at(i));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(checked.contains(paths.at(i)) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_others->setVisible(paths.size() > 2);
    for (const QString &path : paths)
        load(path);
    update();
}

void ComparePage::load(const QString &path)
{
    if (path.isEmpty() || m_runs.contains(path))
        return;
    auto run = std::make_shared<LiveRun>();
    run->path = path;
    m_runs.insert(path, run);
    const QString jsonl = metricsFileOf(path);
    if (!jsonl.isEmpty()) {
        run->tail = std::make_unique<MetricsTail>(jsonl);
        poll(run);
        return;
    }
    // Another tool's files: read once, in the background.
    run->busy = true;
    // The worker owns `run` while busy; readAnyRun fills its metrics or its error.
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, run] {
        watcher->deleteLater();
        run->busy = false;
        run->loaded = true;
        update();
    });
    watcher->setFuture(QtConcurrent::run([run] { readAnyRun(run->path, &run->metrics, &run->error); }));
}

void ComparePage::poll(const std::shared_ptr<LiveRun> &run)
{
    if (run->busy)
        return;
    run->busy = true;
    auto *watcher = new QFutureWatcher<MetricsTail::Poll>(this);
    connect(watcher, &QFutureWatcher<MetricsTail::Poll>::finished, this, [this, watcher, run] {
        const MetricsTail::Poll p = watcher->result();
        watcher->deleteLater();
        run->busy = false;
        const bool first = !run->loaded;
        run->loaded = true;
        run->error = p.ok ? QString() : p.error;
        // Redraw only when something arrived: an idle run costs one stat per second.
        if (first || p.bytesRead > 0 || p.restarted || !p.ok || m_updatePending)
            update();
    });
    watcher->setFuture(QtConcurrent::run([run] { return run->tail->poll(run->metrics); }));
}

void ComparePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        update(); // the verdict's colours follow the theme
    QWidget::changeEvent(event);
}

void ComparePage::retranslate()
{
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
    m_add->setText(tr("&Add Run…"));
    m_exportChart->setText(tr("Export C&hart…"));
    m_exportCsv->setText(tr("Export C&SV…"));
    const int metric = std::max(0, m_metric->currentIndex());
    m_metric->clear();
    m_metric->addItems({tr("Training loss"), tr("Validation loss"), tr("Learning rate"), tr("Gradient norm"), tr("Throughput (tokens/s)")});
    m_metric->setCurrentIndex(metric);
    m_validation->setHorizontalHeaderLabels({tr("Metric"), tr("Step"), tr("Reference"), tr("Pilot"), tr("Verdict")});
    m_tabs->setTabText(0, tr("C&urves"));
    m_tabs->setTabText(1, tr("&Outputs Side by Side"));
    update();
}

QString ComparePage::verdictWord(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return tr("inside");
    case Verdict::Fail:
        return tr("outside");
    case Verdict::Incomplete:
        return tr("incomplete");
    case Verdict::InvalidLimits:
        return tr("invalid limit");
    case Verdict::NoOverlap:
        return tr("nothing to compare");
    case Verdict::NoLimits:
        break;
    }
    return tr("no limit set");
}

QString ComparePage::verdictText(const LossComparison &loss, const QList<MetricComparison> &validation) const
{
    const Coverage &v = loss.coverage;
    const bool tokens = loss.axis == AlignAxis::Tokens;
    const auto at = [&](double x) { return QLocale().toString(x, 'f', 0); };
    // The verdict sentence is shown bold in the colour of its meaning; the text itself is
    // translated as a whole and holds no markup.
    QString verdict;
    std::optional<ThemeColor> color;
    switch (loss.verdict) {
    case Verdict::Pass:
        verdict = tr("Training loss: inside the tolerance.");
        color = ThemeColor::Good;
        break;
    case Verdict::Fail:
        // Deviations beyond the band read differently from a pilot that produced no number.
        verdict = loss.outside > v.pilotNonFinite ? tr("Training loss: outside the tolerance.") : tr("Training loss: failed.");
        color = ThemeColor::Bad;
        break;
    case Verdict::Incomplete:
        verdict = tr("Training loss: incomplete, no verdict yet.");
        color = ThemeColor::Caution;
        break;
    case Verdict::InvalidLimits:
        verdict = tr("Training loss: no verdict, the loss tolerance is not a finite number of at least 0.");
        color = ThemeColor::Bad;
        break;
    case Verdict::NoLimits:
        verdict = tr("Training loss: no tolerance set (acceptance limits of the Plan stage).");
        break;
    case Verdict::NoOverlap:
        verdict = tr("Training loss: no common points.");
        break;
    }
    QString text = color ? QStringLiteral("<b style='color:%1'>%2</b>").arg(cssColor(themeColor(*color, palette())), verdict.toHtmlEscaped())
                         : verdict.toHtmlEscaped();
    QStringList sentences;
    if (tokens)
        sentences << tr("%1 of %2 reference points compared per token consumed, because the global batches differ (reference %3, pilot %4 tokens "
                        "per step).")
                         .arg(QLocale().toString(v.compared), QLocale().toString(v.referencePoints),
                              QLocale().toString(loss.referenceTokensPerStep, 'f', 0), QLocale().toString(loss.pilotTokensPerStep, 'f', 0));
    else
        sentences << tr("%1 of %2 reference points compared per effective step.").arg(QLocale().toString(v.compared), QLocale().toString(v.referencePoints));
    if (v.firstCompared)
        sentences << tr("The compared points run from %1 to %2.").arg(at(*v.firstCompared), at(*v.lastCompared));
    if (loss.points.size() > v.pilotNonFinite)
        sentences << tr("Deviation: max %1 (%2 %), mean %3.").arg(QLocale().toString(loss.maxAbs, 'g', 4), QLocale().toString(100 * loss.maxRel, 'f', 2),
                                                                 QLocale().toString(loss.meanAbs, 'g', 4));
    if (loss.firstOutside && loss.outside > v.pilotNonFinite)
        sentences << tr("%n point(s) outside the tolerance, the first at %1.", nullptr, loss.outside - v.pilotNonFinite).arg(at(*loss.firstOutside));
    text += QLatin1Char(' ') + sentences.join(QLatin1Char(' ')).toHtmlEscaped();
    QStringList why;
    for (const QString &key : loss.reasons) {
        if (key == QLatin1String("pilot_non_finite"))
            why << tr("The pilot's loss is NaN or infinite at %n point(s), the first at %1.", nullptr, v.pilotNonFinite).arg(at(*v.firstPilotNonFinite));
        else if (key == QLatin1String("pilot_missing_steps"))
            why << tr("The pilot has no loss at %n point(s) the reference logged, the first at %1.", nullptr, v.missing).arg(at(*v.firstMissing));
        else if (key == QLatin1String("pilot_running"))
            why << tr("The pilot is still running: %n reference point(s) from %1 on not reached yet.", nullptr, v.notReached).arg(at(*v.firstNotReached));
        else if (key == QLatin1String("pilot_ended_early"))
            why << tr("The pilot's data ends early: %n reference point(s) from %1 on not reached.", nullptr, v.notReached).arg(at(*v.firstNotReached));
        else if (key == QLatin1String("reference_non_finite"))
            why << tr("The reference's own loss is NaN or infinite at %n point(s); they are not judged.", nullptr, v.referenceNonFinite);
        else if (key == QLatin1String("reference_unfinished"))
            why << tr("The reference has not completed, so it is not yet a yardstick.");
    }
    if (!why.isEmpty())
        text += QStringLiteral("<br>") + why.join(QLatin1Char(' ')).toHtmlEscaped();
    if (!validation.isEmpty())
        text += QStringLiteral("<br>") + validationSentence(overallVerdict(validation)).toHtmlEscaped();
    return text;
}

QString ComparePage::validationSentence(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return tr("Validation at every evaluation of the reference: inside.");
    case Verdict::Fail:
        return tr("Validation at every evaluation of the reference: outside.");
    case Verdict::Incomplete:
        return tr("Validation at every evaluation of the reference: incomplete.");
    case Verdict::InvalidLimits:
        return tr("Validation at every evaluation of the reference: invalid limit.");
    case Verdict::NoOverlap:
        return tr("Validation at every evaluation of the reference: nothing to compare.");
    case Verdict::NoLimits:
        break;
    }
    return tr("Validation at every evaluation of the reference: no limit set.");
}

void ComparePage::update()
{
    const QString refPath = m_reference->currentData().toString(), pilotPath = m_pilot->currentData().toString();
    const auto refRun = m_runs.value(refPath), pilotRun = m_runs.value(pilotPath);
    // A run being read by a worker is not touched; its poll calls update() when done.
    if ((refRun && refRun->busy) || (pilotRun && pilotRun->busy)) {
        m_updatePending = true;
        return;
    }
    m_updatePending = false;
    const bool ready = refRun && pilotRun && refRun->loaded && pilotRun->loaded && refRun->error.isEmpty() && pilotRun->error.isEmpty();
    for (QPushButton *b : {m_exportChart, m_exportCsv})
        b->setEnabled(ready);
    if (!ready) {
        QStringList why;
        for (const auto &run : {refRun, pilotRun}) {
            if (run && !run->error.isEmpty())
                why.append(run->error.toHtmlEscaped());
        }
        m_verdict->setText(refPath.isEmpty() ? tr("Add runs to the project (Runs stage) or with Add Run… to compare them.")
                                             : why.join(QStringLiteral("<br>")));
        m_chart->setData({}, {}, {}, QString(), QString());
        m_validation->setRowCount(0);
        m_outputs->setRuns(RunMetrics(), RunMetrics());
        return;
    }
    const RunMetrics &ref = refRun->metrics, &pilot = pilotRun->metrics;
    m_outputs->setRuns(ref, pilot);
    const AcceptanceLimits &limits = m_document->project().limits;
    const Tolerance tolerance = Tolerance::lossOf(limits);
    const LossComparison loss = compareLoss(ref, pilot, tolerance);
    const auto metric = Metric(std::max(0, m_metric->currentIndex()));
    const auto axis = Axis(std::max(0, m_axis->currentIndex()));
    const bool tokens = loss.axis == AlignAxis::Tokens && metric != ValLoss;
    // Further runs checked in the list (not already reference or pilot), read and not busy.
    QList<std::pair<QString, std::shared_ptr<LiveRun>>> more;
    for (int i = 0; i < m_others->count(); ++i) {
        const QString path = m_others->item(i)->data(Qt::UserRole).toString();
        const auto run = m_runs.value(path);
        if (m_others->item(i)->checkState() == Qt::Checked && path != refPath && path != pilotPath && run && run->loaded && !run->busy
            && run->error.isEmpty())
            more.append({m_others->item(i)->text(), run});
    }
    // Wall time counts from the earliest step of any shown run.
    double origin = INFINITY;
    for (const RunMetrics *m : {&ref, &pilot}) {
        if (!m->steps().empty() && std::isfinite(m->steps().front().t))
            origin = std::min(origin, m->steps().front().t);
    }
    for (const auto &[name, run] : more) {
        if (!run->metrics.steps().empty() && std::isfinite(run->metrics.steps().front().t))
            origin = std::min(origin, run->metrics.steps().front().t);
    }
    // No colours given: the chart takes the theme's, by position (reference, pilot, others).
    CurveChart::Curve r{tr("Reference"), {}, {}, {}};
    CurveChart::Curve p{tr("Pilot"), {}, {}, {}};
    series(ref, metric, axis, tokens, origin, &r.x, &r.y);
    series(pilot, metric, axis, tokens, origin, &p.x, &p.y);
    QList<CurveChart::Curve> curves = {r, p};
    for (int k = 0; k < more.size(); ++k) {
        CurveChart::Curve c{more[k].first, {}, {}, {}};
        series(more[k].second->metrics, metric, axis, tokens, origin, &c.x, &c.y);
        curves.append(c);
    }
    CurveChart::Band band;
    QVector<QPointF> outside;
    // The band and the marks live on the aligned axis.
    if (metric == TrainLoss && tolerance.isSet() && axis == Aligned) {
        for (qsizetype i = 0; i < r.x.size(); ++i) {
            if (!std::isfinite(r.y[i]))
                continue;
            band.x.append(r.x[i]);
            band.lower.append(r.y[i] - tolerance.at(r.y[i]));
            band.upper.append(r.y[i] + tolerance.at(r.y[i]));
        }
        // A pilot value that is NaN or infinite has no height of its own: it is marked on the
        // reference, so the stretch where the pilot stopped producing numbers stays visible.
        for (const AlignedLoss &a : loss.points) {
            if (a.outside)
                outside.append(QPointF(a.x, std::isfinite(a.pilot) ? a.pilot : a.reference));
        }
    }
    const QString xTitle = axis == RelativeTime ? tr("Hours since the run's start")
        : axis == WallTime                      ? tr("Hours since the first run's start")
        : tokens                                ? tr("Tokens")
                                                : tr("Effective step");
    m_chart->setData(curves, band, outside, xTitle, m_metric->currentText());

    // Every evaluation of the reference, the latest first; the verdict applies to each row.
    QList<MetricComparison> validation = compareValidation(ref, pilot, limits.validationMetricDeviation);
    m_verdict->setText(verdictText(loss, validation));
    std::stable_sort(validation.begin(), validation.end(), [](const MetricComparison &a, const MetricComparison &b) { return a.step > b.step; });
    m_validation->setRowCount(int(validation.size()));
    for (int row = 0; row < validation.size(); ++row) {
        const MetricComparison &m = validation.at(row);
        const QStringList cells = {m.name, QLocale().toString(m.step), QLocale().toString(m.reference, 'g', 6),
                                   m.missing ? tr("missing") : QLocale().toString(m.pilot, 'g', 6), verdictWord(m.verdict)};
        for (int column = 0; column < cells.size(); ++column)
            m_validation->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    Q_EMIT updated();
}

bool ComparePage::exportCsv(const QString &path, QString *error) const
{
    return writeFileAtomically(path, m_chart->csv(), error);
}

bool ComparePage::exportChart(const QString &path, QString *error) const
{
    // A chart rebuilt a moment ago (a live run grew) lays out its axes on the next pass of the
    // event loop; let that happen before drawing it into a file.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = m_chart->size();
    // Drawn into memory first and then written in one go (writeFileAtomically): a full disk or
    // a missing folder leaves the old file as it was, never half a drawing.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    bool drawn = false;
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(tr("Compare"));
        QPainter painter;
        if (painter.begin(&svg)) {
            m_chart->render(&painter);
            drawn = painter.end();
        }
    } else if (suffix == QLatin1String("pdf")) {
        // A landscape page, the chart scaled to its width: vector lines, readable when printed.
        QPdfWriter pdf(&buffer);
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setTitle(tr("Compare"));
        QPainter painter;
        if (painter.begin(&pdf)) {
            const QRect page = painter.viewport();
            const double scale = std::min(page.width() / double(size.width()), page.height() / double(size.height()));
            painter.scale(scale, scale);
            m_chart->render(&painter, QRectF(QPointF(), QSizeF(size)), QRect(QPoint(), size));
            drawn = painter.end();
        }
    } else {
        drawn = m_chart->grab().save(&buffer, "PNG");
    }
    buffer.close();
    if (!drawn || buffer.data().isEmpty()) {
        if (error)
            *error = tr("The chart could not be drawn for %1.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QString why;
    if (!writeFileAtomically(path, buffer.data(), &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

void ComparePage::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ComparePage::dropEvent(QDropEvent *event)
{
    // Each dropped file or folder becomes a run to compare (read in the background).
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            addRun(url.toLocalFile());
    }
    event->acceptProposedAction();
}

} // namespace pilot::app
