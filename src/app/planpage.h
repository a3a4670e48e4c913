#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QTabWidget;
class QPlainTextEdit;
class QTableWidget;

namespace pilot {
struct DecisionAnswer;
}

namespace pilot::app {

class CalculatorPanel;
class GuidedFlow;
class ProfileLimitsPanel;
class ProjectDocument;

/// The Plan stage: the recommendation on top, then four tabs — the guided flow (one question
/// at a time), the matrix overview (every question with answer, reason, evidence and whether
/// it decided the outcome, all editable), task profile and acceptance limits, and the
/// calculators. Every edit is undoable and saved in the project file.
class PlanPage : public QWidget
{
    Q_OBJECT
public:
    explicit PlanPage(ProjectDocument *document, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void reload();
    void retranslate();
    void setRow(const QString &id, const std::function<void(DecisionAnswer &)> &change, const QString &what);

    ProjectDocument *m_document;
    QLabel *m_heading;
    QLabel *m_meta;
    QLabel *m_recommendation;
    QTabWidget *m_tabs;
    GuidedFlow *m_guide;
    ProfileLimitsPanel *m_profileLimits;
    CalculatorPanel *m_calculators;
    QWidget *m_matrixPage;
    QLabel *m_matrixLabel;
    QTableWidget *m_table;
    QLabel *m_notesLabel;
    QPlainTextEdit *m_notes;
};

} // namespace pilot::app
