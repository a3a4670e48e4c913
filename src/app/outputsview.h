#pragma once

#include "core/runs/runmetrics.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;
class QTextBrowser;

namespace pilot::app {

/// Outputs side by side: for each validation prompt at the chosen evaluation step, the
/// expected completion and both runs' outputs, character differences highlighted (reference
/// only: red, pilot only: green), exact match and a similarity score per row; filters for
/// "only differing" and "pilot wrong, reference right", a search over prompts, expected texts
/// and outputs (Ctrl+F), and pages of kPageRows rows, so that every evaluated prompt can be
/// reached however many there are.
class OutputsView : public QWidget
{
    Q_OBJECT
public:
    explicit OutputsView(QWidget *parent = nullptr);
    static constexpr int kPageRows = 50;

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
    QLineEdit *m_search;
    QLabel *m_summary;
    QToolButton *m_previous;
    QToolButton *m_next;
    QLabel *m_pageLabel;
    QTextBrowser *m_view;
    int m_page = 0;
};

} // namespace pilot::app
