#pragma once

#include "core/cost/costmodel.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace pilot::app {

class JobTracker;

class BreakEvenChart;
class HorizonPanel;
class ProjectDocument;
class TimeChainChart;
class WhatIfPanel;

/// The Cost stage (docs/cost.md): the time chain of every run and role as stacked bars, the
/// cost per role with the cost per accepted training state and how it was reached (runs,
/// accepted states, prices with their source), and the projection to the planned training with
/// break-even and sensitivity, and the whole bill of each path over the team's cost horizon. The model reads every run and checksums every checkpoint, so it
/// is built on a worker thread with Cancel, only while the stage is shown; money is written in
/// the UI language's format.
class CostPage : public QWidget
{
    Q_OBJECT
public:
    explicit CostPage(ProjectDocument *document, QWidget *parent = nullptr);
    ~CostPage() override;

    const std::optional<CostModel> &model() const { return m_model; }
    /// The whole bill over the cost horizon as the stage shows it now (edits included).
    const HorizonCost &horizon() const;
    /// Writes the chart of the tab shown to `path` (PNG, SVG or PDF by its suffix); false with
    /// `error` when there is none or it cannot be written.
    bool exportChartTo(const QString &path, QString *error);

Q_SIGNALS:
    void calculated(); ///< a model is shown (or the calculation was cancelled)
    void horizonChanged(); ///< horizon() changed

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // The constructor's parts, in its order.
    /// The widgets' names and properties, and the calculation's job, whose progress bar and
    /// Cancel show while it is busy.
    void setUpWidgets();
    /// The buttons on top; the time chain, the roles and the projection with break-even and
    /// the horizon, one tab each.
    void buildLayout();
    void connectControls();
    void recalculate();
    void cancel();
    void show(const CostModel &model);
    /// What limits the time chain: a cancelled read, the price table, unknown phases.
    void showChainNotes(const CostModel &model);
    /// The roles' figures and, beside them, the runs that move them or are left out.
    void showRoles(const CostModel &model);
    void showProjection(const CostProjection &p);
    void showWhy();
    void showBreakEven();
    void exportTable();
    /// Opens the Prices dialog: the price table and who is charged which price.
    void editPrices();
    /// Opens Runs in the Cost: which runs count, and why one is left out.
    void editRunsInCost();
    /// Exports the chart of the tab shown (the time chain, or break-even as the what-if has it).
    void exportChart();
    void updateExportChart();
    void retranslate();
    QString money(std::optional<double> value, const QString &currency) const;

    ProjectDocument *m_document;
    QLabel *m_intro;
    QPushButton *m_recalculate;
    QPushButton *m_prices;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QTabWidget *m_tabs;
    TimeChainChart *m_chain;
    QLabel *m_chainNote;
    QTableWidget *m_roles;
    QLabel *m_distortions; ///< runs that move a role's projection, and runs left out, beside the roles
    QPushButton *m_runsInCost;
    QLabel *m_why;
    QPushButton *m_export;
    BreakEvenChart *m_breakEven;
    QLabel *m_projection;
    QTableWidget *m_sensitivity;
    WhatIfPanel *m_whatIf;
    QPushButton *m_exportChart;
    HorizonPanel *m_horizon;
    std::optional<CostModel> m_model;
    JobTracker *m_job = nullptr; ///< the cost model's calculation
    bool m_stale = true;
};

} // namespace pilot::app
