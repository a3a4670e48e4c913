#pragma once

#include "core/runs/runmetrics.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTextBrowser;

namespace pilot::app {

/// Outputs side by side: for each validation prompt at the chosen evaluation step, the
/// expected completion and both runs' outputs, character differences highlighted (reference
/// only: red, pilot only: green), exact match and a similarity score per row; filters for
/// "only differing" and "pilot wrong, reference right".
class OutputsView : public QWidget
{
    Q_OBJECT
public:
    explicit OutputsView(QWidget *parent = nullptr);

    /// Takes the samples of both runs (copied; the runs may go away).
    void setRuns(const RunMetrics &reference, const RunMetrics &pilot);
    QString html() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void render();

    RunMetrics m_reference, m_pilot;
    QLabel *m_stepLabel;
    QComboBox *m_step;
    QLabel *m_filterLabel;
    QComboBox *m_filter;
    QLabel *m_summary;
    QTextBrowser *m_view;
};

} // namespace pilot::app
