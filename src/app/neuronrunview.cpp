#include "neuronrunview.h"

#include "charts/plaintooltip.h"
#include "charts/theme.h"

#include "core/project/neuronruntime.h"
#include "core/support/durationtext.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pilot::app {

namespace {

void fillTable(QTableWidget *table, const QList<QPair<QString, QString>> &rows, const QList<int> &badRows = {})
{
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        for (int column = 0; column < 2; ++column) {
            const QString text = column == 0 ? rows.at(i).first : rows.at(i).second;
            auto *item = new QTableWidgetItem(text);
            if (column == 1)
                item->setToolTip(plainToolTip(text));
            if (badRows.contains(i))
                item->setForeground(themeColor(ThemeColor::Bad, table->palette()));
            table->setItem(i, column, item);
        }
    }
}

QTableWidget *twoColumnTable(QWidget *parent)
{
    auto *t = new QTableWidget(parent);
    t->setColumnCount(2);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setWordWrap(false);
    return t;
}

QString gib(double bytes)
{
    return QLocale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', 2);
}

} // namespace

NeuronRunView::NeuronRunView(QWidget *parent)
    : QWidget(parent)
    , m_warning(new QLabel(this))
    , m_facts(twoColumnTable(this))
    , m_fallbacks(twoColumnTable(this))
    , m_note(new QLabel(this))
    , m_evidence(new QPushButton(this))
{
    setObjectName(QStringLiteral("neuronRunView"));
    m_warning->setObjectName(QStringLiteral("neuronWarning"));
    m_facts->setObjectName(QStringLiteral("neuronFacts"));
    m_fallbacks->setObjectName(QStringLiteral("neuronFallbacks"));
    m_evidence->setObjectName(QStringLiteral("neuronFallbackEvidence"));
    m_facts->horizontalHeader()->hide();
    for (QLabel *l : {m_warning, m_note}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
    }
    auto *tables = new QHBoxLayout;
    tables->addWidget(m_facts, 3);
    tables->addWidget(m_fallbacks, 2);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_note, 1);
    bottom->addWidget(m_evidence);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_warning);
    layout->addLayout(tables, 1);
    layout->addLayout(bottom);
    connect(m_evidence, &QPushButton::clicked, this, [this] {
        if (m_data && !m_data->fallbacks().isEmpty())
            Q_EMIT evidenceRequested(m_runDir, m_data->fallbacks());
    });
    refresh();
}

void NeuronRunView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    QWidget::changeEvent(event);
}

void NeuronRunView::showRun(const QString &runDir, const std::shared_ptr<const NeuronRunFacts> &facts, const LaunchRecord &launch,
                            const std::optional<PhaseTotal> &compile, const std::optional<PhaseTotal> &firstStep,
                            const QString &rulesProblems)
{
    m_runDir = runDir;
    m_data = facts;
    m_launch = launch;
    m_compile = compile;
    m_firstStep = firstStep;
    m_rulesProblems = rulesProblems;
    refresh();
}

namespace {

// The facts table as it is filled: its rows, those shown as bad, and the warnings above it.
struct FactRows
{
    QList<QPair<QString, QString>> rows;
    QList<int> bad;
    QStringList warnings;

    void add(const QString &name, const QString &value, bool isBad = false)
    {
        if (isBad)
            bad.append(int(rows.size()));
        rows.append({name, value});
    }
};

// The compile phases and the compile cache: the one the project gives the run against the one
// the logs name, hits, misses and failures.
void addCompileRows(FactRows &t, const CompileCacheCounts &cache, const QString &configured, const std::optional<PhaseTotal> &compile,
                    const std::optional<PhaseTotal> &firstStep, const QLocale &l)
{
    t.add(NeuronRunView::tr("Compile phases"),
          compile ? NeuronRunView::tr("%n span(s), %1 in all", nullptr, compile->spans).arg(durationText(compile->seconds, l))
                  : NeuronRunView::tr("none reported by the job"));
    if (firstStep)
        t.add(NeuronRunView::tr("First step (from the job's start)"),
              firstStep->open ? NeuronRunView::tr("%1 so far").arg(durationText(firstStep->seconds, l))
                              : durationText(firstStep->seconds, l));
    t.add(NeuronRunView::tr("Compile cache given to the run"),
          configured.isEmpty() ? NeuronRunView::tr("none: TorchNeuron's default (the project names no compile_cache)") : configured);
    const bool named = std::any_of(cache.cachePaths.cbegin(), cache.cachePaths.cend(),
                                   [&](const QString &p) { return QDir::cleanPath(p) == QDir::cleanPath(configured); });
    const bool another = !configured.isEmpty() && !cache.cachePaths.isEmpty() && !named;
    t.add(NeuronRunView::tr("Compile cache named in the logs"),
          cache.cachePaths.isEmpty() ? NeuronRunView::tr("none in the logs") : cache.cachePaths.join(QStringLiteral(", ")), another);
    if (another)
        t.warnings.append(NeuronRunView::tr("The compiler named another cache than the one the project gives the run: its compiled "
                                            "graphs are not shared with the team's other runs."));
    t.add(NeuronRunView::tr("Cache hits (graphs taken from the cache)"), l.toString(cache.hits));
    t.add(NeuronRunView::tr("Cache misses (graphs compiled)"), l.toString(cache.misses));
    if (cache.cachedFailures > 0)
        t.add(NeuronRunView::tr("Failed compiles taken from the cache"), l.toString(cache.cachedFailures), true);
    if (cache.problems > 0) {
        t.add(NeuronRunView::tr("Cache set-up or store failures"), l.toString(cache.problems), true);
        t.warnings.append(
            NeuronRunView::tr("TorchNeuron could not use or write its NEFF cache: graphs compiled in this run are not shared. "
                              "Check that the compile_cache folder exists on the host and is writable."));
    }
    if (cache.extracted > 0)
        t.add(NeuronRunView::tr("Graphs extracted for parallel compilation"), l.toString(cache.extracted));
}

// What neuron-monitor reported: utilisation, device memory, executions and error counts.
void addMonitorRows(FactRows &t, const NeuronMonitorSeries &monitor, const QLocale &l)
{
    double peak = -1;
    double sum = 0;
    int counted = 0;
    for (const NeuronMonitorSample &s : monitor.samples) {
        if (!std::isnan(s.deviceBytes))
            peak = std::max(peak, s.deviceBytes);
        if (!std::isnan(s.utilisation)) {
            sum += s.utilisation;
            ++counted;
        }
    }
    t.add(NeuronRunView::tr("Mean NeuronCore utilisation"),
          counted > 0 ? NeuronRunView::tr("%1 %").arg(l.toString(sum / counted, 'f', 1)) : NeuronRunView::tr("not reported"));
    t.add(NeuronRunView::tr("Peak device memory"),
          peak >= 0 ? NeuronRunView::tr("%1 GiB").arg(gib(peak)) : NeuronRunView::tr("not reported"));
    // Trouble is what the executions' outcomes and the hardware say; the error counts are
    // shown as counted (docs/neuron-backend.md: a healthy trn1 run counts thousands of
    // "generic" errors per second while every execution completes).
    const qint64 failed = monitor.failedExecutions();
    const qint64 hardware = monitor.errorsByKind.value(QStringLiteral("hardware"));
    QStringList outcomes;
    const QMap<QString, qint64> failedOutcomes = monitor.failedOutcomes();
    for (auto it = failedOutcomes.cbegin(); it != failedOutcomes.cend(); ++it) {
        if (it.value() > 0)
            outcomes.append(NeuronRunView::tr("%1 %2").arg(it.key()).arg(l.toString(it.value())));
    }
    const QString completed = l.toString(monitor.executionsByOutcome.value(QStringLiteral("completed")));
    QString executions = NeuronRunView::tr("not reported");
    if (!monitor.executionsByOutcome.isEmpty())
        executions =
            failed > 0
                ? NeuronRunView::tr("%1 completed, %2 failed: %3").arg(completed, l.toString(failed), outcomes.join(QStringLiteral(", ")))
                : NeuronRunView::tr("%1 completed, none failed").arg(completed);
    t.add(NeuronRunView::tr("Executions (neuron-monitor)"), executions, failed > 0);
    QStringList kinds;
    for (auto it = monitor.errorsByKind.cbegin(); it != monitor.errorsByKind.cend(); ++it) {
        if (it.value() > 0)
            kinds.append(NeuronRunView::tr("%1 %2").arg(it.key()).arg(l.toString(it.value())));
    }
    if (monitor.eccUncorrected > 0)
        kinds.append(NeuronRunView::tr("uncorrected ECC %1").arg(l.toString(monitor.eccUncorrected)));
    const bool trouble = failed > 0 || hardware > 0 || monitor.eccUncorrected > 0;
    if (trouble)
        t.warnings.append(failed > 0 ? NeuronRunView::tr("neuron-monitor reported executions that did not complete cleanly.")
                                     : NeuronRunView::tr("neuron-monitor reported hardware errors."));
    t.add(NeuronRunView::tr("Error counts (neuron-monitor)"),
          kinds.isEmpty() ? NeuronRunView::tr("none") : kinds.join(QStringLiteral(", ")), trouble);
    for (const QString &e : monitor.collectionErrors)
        t.add(NeuronRunView::tr("neuron-monitor error"), e, true);
}

} // namespace

void NeuronRunView::refresh()
{
    m_evidence->setText(tr("Add to the Operator Row as Evidence"));
    m_evidence->setToolTip(tr("Adds an entry naming these operators to the evidence of the decision matrix's row "
                              "“unconfirmed_operators” (Plan stage), where it counts as a fact for the answer yes."));
    m_fallbacks->setHorizontalHeaderLabels({tr("Operator"), tr("Reports")});
    const QLocale l;
    if (!m_data) {
        fillTable(m_facts, {});
        m_fallbacks->setRowCount(0);
        m_warning->hide();
        m_evidence->setEnabled(false);
        m_note->setText(tr("Nothing read yet."));
        return;
    }
    const NeuronRunFacts &f = *m_data;
    FactRows t;
    addCompileRows(t, f.cache(), neuronCompileCacheOf(m_launch.env), m_compile, m_firstStep, l);
    QString monitorState = tr("not planned (the run is not on a Neuron device)");
    for (const LaunchCompanion &c : m_launch.companions) {
        if (c.output == QLatin1String(kNeuronMonitorFile))
            monitorState = c.started ? tr("started beside the job") : c.note;
    }
    if (f.monitorPresent)
        monitorState = f.monitor.cut ? tr("%n report(s) read from the end of a long stream", nullptr, int(f.monitor.reports))
                                     : tr("%n report(s) read", nullptr, int(f.monitor.reports));
    t.add(tr("neuron-monitor"), monitorState);
    if (f.monitorPresent && !f.monitor.samples.isEmpty())
        addMonitorRows(t, f.monitor, l);
    for (const QString &problem : f.problems)
        t.add(tr("Cannot read"), problem, true);
    fillTable(m_facts, t.rows, t.bad);
    showFallbacks(f.fallbacks(), t.warnings);

    QStringList note{tr("Counted from the run's log events and its logs (stderr.log, stdout.log); a message seen in both counts once. "
                        "A report is one warning: backends often warn once per operator and process. The text TorchNeuron prints for a "
                        "fallback is not verified, so the rules may miss some; none found is no proof of none.")};
    if (f.logsCut)
        note.append(tr("The logs are long: only their last part was read."));
    if (!m_rulesProblems.isEmpty())
        note.append(tr("The project's fallback rules are not in use: %1").arg(m_rulesProblems));
    m_note->setText(note.join(QLatin1Char(' ')));
}

void NeuronRunView::showFallbacks(const CpuFallbackCounts &fallbacks, QStringList warnings)
{
    const QLocale l;
    QList<QPair<QString, qint64>> ops;
    for (auto it = fallbacks.byOperator.cbegin(); it != fallbacks.byOperator.cend(); ++it)
        ops.append({it.key(), it.value()});
    std::stable_sort(ops.begin(), ops.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    m_fallbacks->setRowCount(int(ops.size()));
    for (int i = 0; i < ops.size(); ++i) {
        auto *op = new QTableWidgetItem(ops.at(i).first);
        op->setForeground(themeColor(ThemeColor::Caution, palette()));
        op->setToolTip(plainToolTip(ops.at(i).first));
        m_fallbacks->setItem(i, 0, op);
        m_fallbacks->setItem(i, 1, new QTableWidgetItem(l.toString(ops.at(i).second)));
    }
    if (!fallbacks.isEmpty())
        warnings.prepend(tr("%n operator(s) fell back to the CPU (%1 reports): they ran on the host, not on the Neuron device.", nullptr,
                            int(ops.size()))
                             .arg(l.toString(fallbacks.total())));
    m_warning->setText(warnings.join(QLatin1Char(' ')));
    m_warning->setVisible(!warnings.isEmpty());
    setTextColor(m_warning, themeColor(fallbacks.isEmpty() ? ThemeColor::Bad : ThemeColor::Caution, palette()));
    m_evidence->setEnabled(!fallbacks.isEmpty());
}

} // namespace pilot::app
