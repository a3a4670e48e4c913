#include "rundetails.h"
#include "datetext.h"
#include "jobtracker.h"

#include "charts/curvechart.h"
#include "charts/plaintooltip.h"
#include "charts/theme.h"
#include "neuronrunview.h"

#include <QEvent>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QSyntaxHighlighter>
#include <QTableWidget>
#include <QTimer>

namespace pilot::app {

namespace {

/// Marks the lines of a log that speak of an error (traceback, fatal, exception) or a warning,
/// in the theme's colours for bad and caution.
class LogHighlighter : public QSyntaxHighlighter
{
public:
    LogHighlighter(QPlainTextEdit *view)
        : QSyntaxHighlighter(view->document())
        , m_view(view)
    {
    }

protected:
    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression error(QStringLiteral("\\b(error|fatal|exception|traceback|abort(ed)?|killed)\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression warning(QStringLiteral("\\b(warn(ing)?|deprecated)\\b"), QRegularExpression::CaseInsensitiveOption);
        const QPalette &p = m_view->palette();
        QTextCharFormat format;
        if (error.match(text).hasMatch()) {
            format.setForeground(themeColor(ThemeColor::Bad, p));
            format.setFontWeight(QFont::Bold);
        } else if (warning.match(text).hasMatch()) {
            format.setForeground(themeColor(ThemeColor::Caution, p));
        } else {
            return;
        }
        setFormat(0, int(text.size()), format);
    }

private:
    QPlainTextEdit *m_view;
};

// argv as one line people can read and paste: words with spaces or quotes in single quotes.
QString commandLine(const QStringList &argv)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+\\z"));
    QStringList words;
    for (const QString &word : argv) {
        if (plain.match(word).hasMatch())
            words.append(word);
        else
            words.append(QLatin1Char('\'') + QString(word).replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\''));
    }
    return words.join(QLatin1Char(' '));
}

} // namespace

RunDetails::RunDetails(QWidget *parent)
    : QTabWidget(parent)
    , m_chart(new CurveChart(this))
    , m_monitor(new QWidget(this))
    , m_utilisation(new CurveChart(m_monitor))
    , m_memory(new CurveChart(m_monitor))
    , m_neuron(new NeuronRunView(this))
    , m_log(new QPlainTextEdit(this))
    , m_provenance(new QTableWidget(this))
    , m_logTimer(new QTimer(this))
    , m_logWatcher(new QFileSystemWatcher(this))
{
    m_logRead = new JobTracker(this);
    setObjectName(QStringLiteral("runDetails"));
    m_chart->setObjectName(QStringLiteral("runCurve"));
    m_log->setObjectName(QStringLiteral("runLog"));
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new LogHighlighter(m_log); // its colours follow the view's palette
    m_provenance->setObjectName(QStringLiteral("runProvenance"));
    nameViews();
    m_provenance->setColumnCount(2);
    m_provenance->horizontalHeader()->hide();
    m_provenance->verticalHeader()->hide();
    m_provenance->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_provenance->horizontalHeader()->setStretchLastSection(true);
    m_provenance->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_provenance->setWordWrap(false);
    // neuron-monitor's utilisation and memory lie under the loss curve, shown for runs that have them.
    m_utilisation->setObjectName(QStringLiteral("runUtilisation"));
    m_memory->setObjectName(QStringLiteral("runDeviceMemory"));
    auto *monitorLayout = new QHBoxLayout(m_monitor);
    monitorLayout->setContentsMargins(0, 0, 0, 0);
    monitorLayout->addWidget(m_utilisation);
    monitorLayout->addWidget(m_memory);
    auto *curves = new QSplitter(Qt::Vertical, this);
    curves->setObjectName(QStringLiteral("runCurves"));
    curves->addWidget(m_chart);
    curves->addWidget(m_monitor);
    curves->setStretchFactor(0, 3);
    curves->setStretchFactor(1, 2);
    m_monitor->hide();
    addTab(curves, QString());
    addTab(m_log, QString());
    addTab(m_provenance, QString());
    // The Neuron tab is added for runs of the neuron backend (showNeuron).
    m_neuron->hide();
    m_logTimer->setSingleShot(true);
    m_logTimer->setInterval(300);
    connect(m_logTimer, &QTimer::timeout, this, &RunDetails::readLogs);
    connect(m_logWatcher, &QFileSystemWatcher::fileChanged, m_logTimer, qOverload<>(&QTimer::start));
    connect(m_logWatcher, &QFileSystemWatcher::directoryChanged, m_logTimer, qOverload<>(&QTimer::start));
    connect(this, &QTabWidget::currentChanged, this, [this] {
        readLogs();
        watchLogs();
    });
    setTabText(0, tr("Loss curve"));
    setTabText(1, tr("Log"));
    setTabText(2, tr("Provenance"));
}

// Names assistive technology reads out for the views without a label of their own.
void RunDetails::nameViews()
{
    m_log->setAccessibleName(tr("Log of the run"));
    m_provenance->setAccessibleName(tr("Provenance of the run"));
}

void RunDetails::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        nameViews();
        setTabText(0, tr("Loss curve"));
        setTabText(1, tr("Log"));
        setTabText(2, tr("Provenance"));
        m_curvePoints = -1;
        m_monitorReports = -1;
        showCurve();
        showNeuron();
        m_log->clear();
        showLogs(m_logsRun, m_logs, m_logsRead);
        showProvenance();
    } else if (event->type() == QEvent::PaletteChange) {
        for (auto *h : m_log->document()->findChildren<QSyntaxHighlighter *>())
            h->rehighlight();
    }
    QTabWidget::changeEvent(event);
}

void RunDetails::showRun(const QString &runDir, const QString &label, const std::shared_ptr<const RunFollower::Snapshot> &snapshot)
{
    const bool other = runDir != m_runDir;
    m_runDir = runDir;
    m_label = label;
    m_snapshot = snapshot;
    m_final = snapshot && snapshot->read && RunFollower::isFinal(snapshot->status.state);
    if (other) {
        m_curvePoints = -1;
        m_monitorReports = -1;
        // Never the last run's logs under this one's name, not even until the read is back.
        showLogs(runDir, RunLogs(), false);
        readLogs();
        watchLogs();
    } else if (m_final && !m_logsFinal) {
        // A remote run's logs are copied once it has ended; and "not written yet" becomes "none".
        readLogs();
    }
    showCurve();
    showNeuron();
    showProvenance();
}

void RunDetails::setRulesProblems(const QString &problems)
{
    m_rulesProblems = problems;
    showNeuron();
}

void RunDetails::showNeuron()
{
    const std::shared_ptr<const NeuronRunFacts> facts = m_snapshot ? m_snapshot->neuron : nullptr;
    const int index = indexOf(m_neuron);
    if (!facts) {
        if (index >= 0)
            removeTab(index);
        m_monitor->hide();
        return;
    }
    if (index < 0)
        addTab(m_neuron, tr("Neuron"));
    else
        setTabText(index, tr("Neuron"));
    m_neuron->showRun(m_runDir, facts, m_snapshot->status.launch, m_snapshot->compilePhase, m_snapshot->firstStepPhase,
                      m_rulesProblems);

    m_monitor->setVisible(facts->monitorPresent);
    if (!facts->monitorPresent || facts->monitor.reports == m_monitorReports)
        return;
    m_monitorReports = facts->monitor.reports;
    QVector<double> minutes, utilisation, memory;
    QVector<QPointF> errors;
    for (const NeuronMonitorSample &s : facts->monitor.samples) {
        minutes.append(s.t / 60.0);
        utilisation.append(s.utilisation);
        memory.append(s.deviceBytes / (1024.0 * 1024.0 * 1024.0));
        if (s.troubled())
            errors.append(QPointF(s.t / 60.0, std::isnan(s.utilisation) ? 0.0 : s.utilisation));
    }
    m_utilisation->setMarksName(tr("Failed executions or hardware errors"));
    m_utilisation->setData({{tr("NeuronCore utilisation"), minutes, utilisation, QColor()}}, {}, errors,
                           tr("Minutes since the monitor started"), tr("%"));
    m_memory->setData({{tr("Device memory (GiB)"), minutes, memory, QColor()}}, {}, {}, tr("Minutes since the monitor started"), tr("GiB"));
}

void RunDetails::showCurve()
{
    // The steps behind the curve, not its points: once a long run is folded, new steps
    // change the points without always adding to them.
    const qint64 points = m_snapshot && !m_snapshot->lossX.isEmpty() ? m_snapshot->curveSteps : 0;
    m_chart->setEmptyText(emptyCurveText());
    if (points == m_curvePoints)
        return;
    m_curvePoints = points;
    QList<CurveChart::Curve> curves;
    if (points > 0)
        curves.append({m_label, m_snapshot->lossX, m_snapshot->lossY, QColor()});
    m_chart->setData(curves, {}, {}, tr("Step"), tr("Training loss"));
}

// Why the loss chart is empty and what comes next, by the run's state.
QString RunDetails::emptyCurveText() const
{
    if (m_runDir.isEmpty())
        return tr("Select a run to see its training loss.");
    if (!m_snapshot || !m_snapshot->read)
        return tr("Reading the run…");
    switch (m_snapshot->status.state) {
    case RunState::Queued:
    case RunState::Starting:
        return tr("The run has not started training yet. Its loss appears here with its first step.");
    case RunState::Running:
        return tr("No training step recorded yet. The loss appears here with the first step the run writes.");
    case RunState::Completed:
        return tr("The run ended without recording a training step.");
    case RunState::Failed:
    case RunState::Lost:
        return tr("The run ended before its first training step. Its failure class in the table and the Log tab say why.");
    case RunState::Aborted:
        return tr("The run was aborted before its first training step.");
    }
    return QString();
}

void RunDetails::readLogs()
{
    if (m_runDir.isEmpty() || m_logRead->busy() || currentWidget() != m_log)
        return;
    const QString runDir = m_runDir;
    const bool final = m_final;
    m_logRead->run([runDir](const BackgroundJob &) { return readRunLogs(runDir); },
                   [this, runDir, final](const RunLogs &logs) {
                       if (runDir != m_runDir)
                           return readLogs();
                       m_logsFinal = final;
                       showLogs(runDir, logs, true);
                       // Files that appeared since are watched from now on.
                       watchLogs();
                       // The run ended while its logs were read: once more, for what it wrote last.
                       if (final != m_final)
                           readLogs();
                   });
}

void RunDetails::watchLogs()
{
    // The run folder and logs/ say when a log file appears; the files, when they grow.
    QStringList wanted;
    if (!m_runDir.isEmpty() && currentWidget() == m_log) {
        const QString logs = m_runDir + QStringLiteral("/logs");
        wanted = {m_runDir, logs, logs + QStringLiteral("/stdout.log"), logs + QStringLiteral("/stderr.log")};
    }
    const QStringList watched = m_logWatcher->files() + m_logWatcher->directories();
    QStringList gone, added;
    for (const QString &path : watched) {
        if (!wanted.contains(path))
            gone.append(path);
    }
    for (const QString &path : std::as_const(wanted)) {
        if (!watched.contains(path) && QFileInfo::exists(path))
            added.append(path);
    }
    if (!gone.isEmpty())
        m_logWatcher->removePaths(gone);
    if (!added.isEmpty())
        m_logWatcher->addPaths(added);
}

void RunDetails::showLogs(const QString &runDir, const RunLogs &logs, bool read)
{
    const auto sameTail = [](const LogTail &a, const LogTail &b) {
        return a.text == b.text && a.size == b.size && a.cut == b.cut && a.error == b.error;
    };
    const bool same = runDir == m_logsRun && read == m_logsRead && m_final == m_shownFinal && sameTail(logs.out, m_logs.out)
                      && sameTail(logs.err, m_logs.err) && !m_log->document()->isEmpty();
    m_logs = logs;
    m_logsRun = runDir;
    m_logsRead = read;
    m_shownFinal = m_final;
    if (same)
        return;
    QStringList parts;
    const auto section = [&](const QString &title, const LogTail &tail) {
        if (!tail.error.isEmpty())
            parts.append(title + QLatin1Char('\n') + tail.error);
        else if (tail.size < 0 && !read)
            parts.append(title + QLatin1Char('\n') + RunDetails::tr("(reading …)"));
        else if (tail.size < 0)
            parts.append(title + QLatin1Char('\n')
                         + (m_final ? RunDetails::tr("(no log: the run wrote none)") : RunDetails::tr("(not there yet)")));
        else if (tail.size == 0)
            parts.append(title + QLatin1Char('\n') + RunDetails::tr("(empty)"));
        else if (tail.cut)
            parts.append(title + QLatin1Char('\n') + RunDetails::tr("(earlier lines left out)") + QLatin1Char('\n') + tail.text);
        else
            parts.append(title + QLatin1Char('\n') + tail.text);
    };
    section(tr("— Standard error (logs/stderr.log) —"), logs.err);
    section(tr("— Standard output (logs/stdout.log) —"), logs.out);
    const bool atEnd = m_log->verticalScrollBar()->value() == m_log->verticalScrollBar()->maximum();
    m_log->setPlainText(runDir.isEmpty() ? QString() : parts.join(QStringLiteral("\n\n")));
    if (atEnd)
        m_log->verticalScrollBar()->setValue(m_log->verticalScrollBar()->maximum());
}

void RunDetails::showProvenance()
{
    QList<QPair<QString, QString>> rows;
    const QLocale l;
    if (m_snapshot && m_snapshot->read) {
        const LaunchRecord &r = m_snapshot->status.launch;
        if (r.launcher.isEmpty()) {
            rows.append({tr("Launch"), tr("This run has no launch.json: it was not launched by Migration Pilot.")});
        } else {
            rows.append({tr("Launcher"), r.launcher});
            rows.append({tr("Target"), r.target});
            rows.append({tr("Host"), r.host});
            rows.append({tr("Run folder on the host"), r.hostRunDir});
            if (r.pid > 0)
                rows.append({tr("Process"), QString::number(r.pid)});
            if (!r.slurmJobId.isEmpty())
                rows.append({tr("Slurm job"), r.slurmJobId});
            rows.append({tr("Command"), commandLine(r.argv)});
            rows.append({tr("Backend"), tr("%1, version %2").arg(r.backend, r.backendVersion)});
            rows.append({tr("Checksum of job.json (SHA-256 of the file)"), r.jobSha256});
            rows.append({tr("Started"), dateTimeText(r.started, l)});
            if (!r.environmentLabel.isEmpty())
                rows.append({tr("Environment"), r.environmentLabel});
            for (auto it = r.env.constBegin(); it != r.env.constEnd(); ++it)
                rows.append({tr("Environment variable %1").arg(it.key()), it.value()});
            for (const auto &[component, version] : r.versions)
                rows.append({tr("Version of %1 (at the launch)").arg(component), version});
            for (const LaunchCompanion &c : r.companions)
                rows.append({tr("Beside the job: %1").arg(c.argv.value(0)), c.started ? tr("started, writing %1").arg(c.output) : c.note});
        }
        if (!m_snapshot->status.detail.isEmpty())
            rows.append({tr("State"), m_snapshot->status.detail});
        // From run_start: equal for jobs that train the same, whatever backend or device runs them.
        if (!m_snapshot->jobHash.isEmpty())
            rows.append({tr("Job hash (what is trained)"), m_snapshot->jobHash});
        for (const auto &[component, version] : m_snapshot->versions)
            rows.append({tr("Version of %1").arg(component), version});
    }
    m_provenance->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        for (int column = 0; column < 2; ++column) {
            auto *item = new QTableWidgetItem(column == 0 ? rows.at(i).first : rows.at(i).second);
            if (column == 1)
                item->setToolTip(plainToolTip(rows.at(i).second));
            m_provenance->setItem(i, column, item);
        }
    }
}

} // namespace pilot::app
