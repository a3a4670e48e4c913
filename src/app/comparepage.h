#pragma once

#include "liveruns.h"

#include <QStringList>
#include <QSet>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTabWidget;

namespace pilot {
struct LossComparison;
struct Tolerance;
} // namespace pilot

namespace pilot::app {

class JobTracker;

class CompareOthersList;
class CompareValidationTable;
class CurveChart;
class OutputsView;
class ScalingView;
class ProjectDocument;

/// The Compare stage: a reference and a pilot run (from the project, or imported from other
/// tools' files) overlaid per effective step — or per token when their global batches differ —
/// with the reference's tolerance band from the acceptance limits, out-of-tolerance points
/// marked, the verdict, the validation metrics at the last common evaluation, and the sample
/// outputs of both runs side by side (second tab). A run that is still writing its
/// metrics.jsonl is followed live: every second the new lines are parsed off the GUI thread and
/// the views update. Runs are read
/// on a worker thread; the chart decimates per pixel column. A page that is not on screen
/// neither reads nor computes: changes wait until it is shown. Export: PNG, SVG or PDF, and one CSV
/// of all curves. Run folders and other tools' files can be dropped onto the page. For runs of
/// the neuron backend, their compile-cache hits and misses and the operators that fell back to
/// the CPU are said under the verdict (fallbacks as a warning), and a device other than
/// `neuron` they ran on.
class ComparePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePage(ProjectDocument *document, QWidget *parent = nullptr);

    /// Reads a run folder, metrics.jsonl or another tool's files in the background and offers
    /// it in both run choosers (what "Add Run…" does after its dialog).
    void addRun(const QString &path);
    /// All curves as one CSV, written like exportChart (the old file stays on failure).
    bool exportCsv(const QString &path, QString *error) const;
    /// The chart as PNG, SVG or PDF, by the file's suffix. Drawn in memory, then written to a
    /// temporary file and renamed over `path`: on failure the old file stays and `error` (if
    /// given) says why.
    bool exportChart(const QString &path, QString *error = nullptr) const;
    CurveChart *chart() const { return m_chart; }
    QLabel *neuronSummary() const { return m_neuron; }
    OutputsView *outputs() const { return m_outputs; }
    ScalingView *scaling() const { return m_scaling; }
    /// How many comparisons the page has computed (a diagnostic: a hidden page computes none).
    int comparisons() const { return m_comparisons; }

Q_SIGNALS:
    /// Emitted after a comparison was drawn (runs loaded, chart and verdict updated).
    void updated();

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // The constructor's parts, in its order.
    void setUpWidgets();
    void buildLayout();
    void connectControls();
    void reloadRuns();
    void retranslate();
    /// Computes the comparison now when the page is on screen, else when it is shown.
    void requestUpdate();
    void update();
    /// No comparison to show: the chart and tables empty, the exports off, `verdictHtml` said.
    void showNoComparison(const QString &verdictHtml);
    /// The chosen metric's curves of reference, pilot and the other runs checked, with the loss's
    /// tolerance band and its marks on the aligned axis; the scaling view beside them.
    void showCurves(const QString &refPath, const QString &pilotPath, const LossComparison &loss, const Tolerance &tolerance);
    QString resolve(const QString &path) const;
    void showNeuron(const std::shared_ptr<const LiveRuns::Run> &reference, const std::shared_ptr<const LiveRuns::Run> &pilot);

    ProjectDocument *m_document;
    QComboBox *m_reference;
    QComboBox *m_pilot;
    QComboBox *m_metric;
    QComboBox *m_axis;
    QLabel *m_axisLabel;
    CompareOthersList *m_others; ///< further runs to overlay (checkable)
    QSlider *m_smoothing;
    QLabel *m_smoothingLabel;
    QCheckBox *m_log;
    QCheckBox *m_perStep;
    QPushButton *m_add;
    QPushButton *m_exportChart;
    QPushButton *m_exportCsv;
    QLabel *m_referenceLabel;
    QLabel *m_pilotLabel;
    QLabel *m_metricLabel;
    QTabWidget *m_tabs;
    CurveChart *m_chart;
    OutputsView *m_outputs;
    ScalingView *m_scaling;
    QLabel *m_verdict;
    QLabel *m_neuron; ///< compile cache and CPU fallbacks of runs of the neuron backend
    CompareValidationTable *m_validation;
    LiveRuns *m_runs;             ///< the runs read so far, followed while the page is shown
    QStringList m_extra;          ///< runs added on this page, not in the project
    bool m_updatePending = false; ///< an update waited for a busy run
    bool m_runsStale = false;     ///< the run list changed while the page was hidden
    bool m_updateStale = false;   ///< something to show changed while the page was hidden
    JobTracker *m_rules = nullptr; ///< reading the project's CPU-fallback rules; busy while they are read
    int m_comparisons = 0;
    QSet<QString> m_knownRuns; ///< the project's run paths at the last reload: a new one is noticed
    QString m_knownProject;    ///< the project they belong to
};

} // namespace pilot::app
