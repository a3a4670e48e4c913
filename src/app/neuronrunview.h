#pragma once

#include "core/launch/launchrecord.h"
#include "core/neuron/neuronrunfacts.h"
#include "core/runs/runsummary.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace pilot::app {

/// The Neuron side of one run in the Run stage: its compile phases, the compile cache the run
/// was given and the one the compiler named, cache hits and misses, the operators that fell
/// back to the CPU (a count per operator, with a warning) and what neuron-monitor reported.
/// Text from the run's files is shown as written, never as markup. A run with fallbacks offers
/// them as evidence for the decision matrix's operator row (evidenceRequested).
class NeuronRunView : public QWidget
{
    Q_OBJECT
public:
    explicit NeuronRunView(QWidget *parent = nullptr);

    /// Shows `facts` of the run in `runDir` launched as `launch`;
    /// `rulesProblems` says why the project's fallback rules are not in use (empty when they are).
    void showRun(const QString &runDir, const std::shared_ptr<const NeuronRunFacts> &facts, const LaunchRecord &launch,
                 const std::optional<PhaseTotal> &compile, const std::optional<PhaseTotal> &firstStep, const QString &rulesProblems);

    QTableWidget *facts() const { return m_facts; }
    QTableWidget *fallbacks() const { return m_fallbacks; }
    QLabel *warning() const { return m_warning; }
    QPushButton *evidenceButton() const { return m_evidence; }

Q_SIGNALS:
    /// The user asked to add the fallbacks of the run in `runDir` to the evidence of the
    /// operator row (unconfirmed_operators).
    void evidenceRequested(const QString &runDir, const pilot::CpuFallbackCounts &fallbacks);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    /// The operators that fell back to the CPU, most reported first, and the warnings above
    /// the tables with theirs first.
    void showFallbacks(const CpuFallbackCounts &fallbacks, QStringList warnings);

    QLabel *m_warning;
    QTableWidget *m_facts;
    QTableWidget *m_fallbacks;
    QLabel *m_note;
    QPushButton *m_evidence;
    QString m_runDir;
    std::shared_ptr<const NeuronRunFacts> m_data;
    LaunchRecord m_launch;
    std::optional<PhaseTotal> m_compile;
    std::optional<PhaseTotal> m_firstStep;
    QString m_rulesProblems;
};

} // namespace pilot::app
