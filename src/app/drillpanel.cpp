#include "drillpanel.h"
#include "buttonkey.h"

#include "backendcatalog.h"
#include "charts/curvechart.h"
#include "jobtracker.h"
#include "targetsettings.h"

#include "core/drill/drillrunner.h"
#include "core/project/projectplace.h"
#include "core/runs/metricstail.h"
#include "core/support/atomicfile.h"
#include "core/support/durationtext.h"
#include "core/support/safename.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace pilot::app {

namespace {

QString seconds(const QLocale &locale, double s)
{
    return std::isfinite(s) ? DrillPanel::tr("%1 s").arg(locale.toString(s, 'f', 2)) : DrillPanel::tr("not seen");
}

// The losses of a run the drill names, when it lies inside the project folder.
bool readCurve(const QString &path, const QString &projectFolder, QVector<double> *x, QVector<double> *y)
{
    const ProjectPlace place = placeInProject(path, projectFolder);
    if (place.outside || place.absolute.isEmpty())
        return false;
    RunMetrics metrics;
    if (!MetricsTail(QDir(place.absolute).filePath(QStringLiteral("metrics.jsonl"))).poll(metrics).ok)
        return false;
    for (const StepPoint &p : metrics.steps()) {
        x->append(double(p.step));
        y->append(p.loss);
    }
    return !x->isEmpty();
}

// A folder for a new drill below the project's runs folder: the run's name, "-drill", and
// "-2", "-3"… while that is taken.
QString newDrillFolder(const QString &projectFolder, const QString &label)
{
    const QString parent = QDir(projectFolder).filePath(QStringLiteral("runs"));
    const QString base = namedRunFolder(parent, safeFileName(label) + QStringLiteral("-drill"));
    QString folder = base;
    for (int n = 2; QFileInfo::exists(folder); ++n)
        folder = base + QLatin1Char('-') + QString::number(n);
    return folder;
}

QString duration(const QLocale &locale, double s)
{
    return durationText(s, locale);
}

} // namespace

DrillView DrillView::read(const QString &runDir, const QString &projectFolder)
{
    DrillView view;
    const QString file = QDir(runDir).filePath(QLatin1String(kDrillFile));
    if (!QFileInfo::exists(file))
        return view;
    DrillResult drill;
    if (!readDrillResult(file, &drill, &view.error))
        return view;
    view.drill = drill;
    const bool resumed = readCurve(drill.interruptedRun, projectFolder, &view.resumedX, &view.resumedY);
    const bool plain = readCurve(drill.uninterruptedRun, projectFolder, &view.plainX, &view.plainY);
    if (!resumed || !plain)
        view.curvesNote = DrillPanel::tr("The chart shows only runs inside the project folder that can be read.");
    for (const DrillInterruption &i : drill.interruptions) {
        const qsizetype at = view.resumedX.indexOf(double(i.lastStepBefore));
        if (at >= 0)
            view.interruptions.append(QPointF(view.resumedX.at(at), view.resumedY.at(at)));
    }
    return view;
}

DrillPanel::DrillPanel(QWidget *parent)
    : QWidget(parent)
    , m_backends(new BackendCatalog(this))
    , m_summary(new QLabel(this))
    , m_chart(new CurveChart(this))
    , m_start(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_cancelButton(new QPushButton(this))
    , m_drill(new JobTracker(this))
{
    m_summary->setObjectName(QStringLiteral("checkpointsDrill"));
    m_summary->setTextFormat(Qt::PlainText); // reasons may quote a file
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart->setObjectName(QStringLiteral("drillChart"));
    m_chart->setMinimumHeight(160);
    m_start->setObjectName(QStringLiteral("drillStart"));
    addButtonKey(m_start, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_start->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_progress->setObjectName(QStringLiteral("drillProgress"));
    m_progress->setRange(0, 0);
    m_status->setObjectName(QStringLiteral("drillStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_cancelButton->setObjectName(QStringLiteral("drillCancel"));
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);

    auto *row = new QHBoxLayout;
    row->addWidget(m_start);
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancelButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    connect(m_start, &QPushButton::clicked, this, &DrillPanel::ask);
    connect(m_cancelButton, &QPushButton::clicked, this, &DrillPanel::cancel);
    retranslate();
    updateButton();
}

DrillPanel::~DrillPanel()
{
    cancel(); // the worker stops at its next look and aborts the run it has going
}

void DrillPanel::setSource(const DrillSource &source)
{
    m_source = source;
    updateButton();
}

bool DrillPanel::isRunning() const
{
    return m_waitingForBackends || m_drill->busy();
}

void DrillPanel::updateButton()
{
    const bool ready = !isRunning() && m_source.job && !m_source.projectFolder.isEmpty();
    m_start->setEnabled(ready);
    if (m_source.projectFolder.isEmpty())
        m_start->setToolTip(tr("Save the project first: a drill's runs go into its runs folder."));
    else if (!m_source.job)
        m_start->setToolTip(m_source.jobProblem.isEmpty() ? tr("This run has no job.json to drill.") : m_source.jobProblem);
    else
        m_start->setToolTip(tr("Runs this run's job again, interrupts and resumes it, and checks that the curve continues "
                               "without a jump (Ctrl+Shift+D)"));
}

void DrillPanel::ask()
{
    if (!m_source.job)
        return;
    auto *dialog = new DrillDialog(*m_source.job, QDir(m_source.projectFolder).filePath(QStringLiteral("runs")), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { start(dialog->choice()); });
    dialog->open();
}

void DrillPanel::start(const DrillDialog::Choice &choice)
{
    if (isRunning() || !m_source.job || m_source.projectFolder.isEmpty())
        return;
    const DrillSource source = m_source;
    const QString folder = newDrillFolder(source.projectFolder, source.label);
    DrillRequest request;
    request.start.jobFile = QDir(source.runDir).filePath(QStringLiteral("job.json"));
    request.start.runDir = folder;
    request.start.baseFolder = source.projectFolder;
    request.start.projectFolder = source.projectFolder;
    request.start.target = choice.target;
    request.start.runtime = source.runtime;
    request.start.paths = source.paths;
    request.killSteps = choice.killSteps;
    request.crash = choice.crash;
    if (choice.reuseRun)
        request.uninterruptedRun = source.runDir;
    m_waitingForBackends = true;
    m_clock.start();
    m_stage = tr("Starting …");
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_cancelButton->setEnabled(true);
    m_status->setText(m_stage);
    updateButton();
    QPointer<DrillPanel> self(this);
    request.onSteps = [self](qint64 done, qint64 total) {
        QMetaObject::invokeMethod(
            self.data(), [self, done, total] { if (self) self->progressed(done, total); }, Qt::QueuedConnection);
    };
    const auto say = [self](const QString &line) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, line] {
                if (!self)
                    return;
                self->m_stage = line;
                self->m_status->setText(line);
            },
            Qt::QueuedConnection);
    };
    m_backends->whenReady(this, [this, request, say, source](const BackendCatalog::Registry &registry) {
        m_waitingForBackends = false;
        m_drill->run(
            [request, registry, say, source](const BackgroundJob &job) mutable {
                // The target's settings as kept on this computer when the drill starts.
                request.start.options = TargetSettings::load(request.start.target);
                const DrillResult result = runDrill(request, *registry, say, job.cancelFlag());
                // Kept with the drilled run too, where the stage and the record look for it.
                QString error;
                if (!result.interruptedRun.isEmpty() && !placeInProject(source.runDir, source.projectFolder).outside
                    && !writeFileAtomically(QDir(source.runDir).filePath(QLatin1String(kDrillFile)), drillResultToJson(result), &error))
                    qWarning("drill: %s", qPrintable(error)); // the drill's own folder keeps its copy
                return result;
            },
            [this, source](const DrillResult &result) {
                m_progress->setVisible(false);
                m_cancelButton->setVisible(false);
                m_status->setText(result.problem.isEmpty() ? tr("The drill has ended.")
                                                           : tr("The drill stopped short: %1").arg(result.problem));
                updateButton();
                Q_EMIT drillEnded(result, source);
            });
    });
}

void DrillPanel::progressed(qint64 done, qint64 total)
{
    if (!isRunning() || total <= 0)
        return;
    const QLocale locale;
    m_progress->setRange(0, int(total));
    m_progress->setValue(int(done));
    QString text = tr("%1 — step %2 of %3").arg(m_stage, locale.toString(done), locale.toString(total));
    const double elapsed = double(m_clock.elapsed()) / 1000.0;
    if (done > 0 && elapsed > 2)
        text += tr(", about %1 left").arg(duration(locale, elapsed / double(done) * double(total - done)));
    m_status->setText(text);
}

void DrillPanel::cancel()
{
    if (m_drill->busy()) {
        m_drill->cancel();
        m_cancelButton->setEnabled(false);
        m_status->setText(tr("Cancelling: the run going is aborted …"));
    }
}

void DrillPanel::showView(const DrillView &view)
{
    m_view = view;
    const QLocale locale;
    if (!view.drill) {
        m_summary->setText(view.error.isEmpty() ? tr("No kill-and-resume drill of this run yet: Drill… makes one.") : view.error);
        m_chart->setData({}, {}, {}, tr("Step"), tr("Loss"));
        m_chart->setVisible(false);
        return;
    }
    const DrillResult &d = *view.drill;
    QStringList lines;
    for (const DrillInterruption &i : d.interruptions) {
        lines << tr("SIG%1 at step %2: resumed from step %3, %n step(s) done again, first new step after %4, first checkpoint "
                    "after %5.",
                    nullptr, int(std::max<qint64>(0, i.repeatedSteps)))
                     .arg(i.signal)
                     .arg(locale.toString(i.lastStepBefore))
                     .arg(locale.toString(i.resumedFromStep))
                     .arg(seconds(locale, i.restartSeconds), seconds(locale, i.firstCheckpointSeconds));
    }
    const QString verdict = d.jump.verdict == JumpCheck::Verdict::Passed   ? tr("passed")
                            : d.jump.verdict == JumpCheck::Verdict::Failed ? tr("failed")
                                                                           : tr("incomplete");
    lines << tr("Jump check: %1. %2").arg(verdict, d.jump.reason);
    if (!view.curvesNote.isEmpty())
        lines << view.curvesNote;
    m_summary->setText(lines.join(QLatin1Char('\n')));

    QList<CurveChart::Curve> curves;
    if (!view.plainX.isEmpty())
        curves.append({tr("uninterrupted"), view.plainX, view.plainY, {}});
    if (!view.resumedX.isEmpty())
        curves.append({tr("interrupted and resumed"), view.resumedX, view.resumedY, {}});
    CurveChart::Band band;
    if (!d.jump.exact && d.jump.tolerance > 0) {
        // Where the resumed losses may lie when bit for bit is not expected.
        band.x = view.plainX;
        for (double y : view.plainY) {
            band.lower.append(y - std::abs(y) * d.jump.tolerance);
            band.upper.append(y + std::abs(y) * d.jump.tolerance);
        }
    }
    m_chart->setMarksName(tr("interruptions"));
    m_chart->setData(curves, band, view.interruptions, tr("Step"), tr("Loss"));
    m_chart->setVisible(!curves.isEmpty());
}

void DrillPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_view)
            showView(*m_view);
    }
    QWidget::changeEvent(event);
}

void DrillPanel::retranslate()
{
    m_start->setText(tr("&Drill…"));
    m_cancelButton->setText(tr("Cancel Drill"));
    updateButton();
}

} // namespace pilot::app
