#pragma once

#include "core/cost/horizoncost.h"

#include <optional>

#include <QWidget>

#include <functional>

class QLabel;
class QTabWidget;
class QPlainTextEdit;
class QComboBox;
class QTableWidget;

#include "core/project/project.h"

#include <QStringList>

namespace pilot {
struct DecisionOutcome;
struct DecisionQuestion;
} // namespace pilot

namespace pilot::app {

class CalculatorPanel;
class GuidedFlow;
class ProfileLimitsPanel;
class ProjectDocument;
class SectionWatch;
class UnknownRowsBanner;
struct RowEffect;

/// The Plan stage: the recommendation on top, then four tabs — the guided flow (one question
/// at a time), the matrix overview (every question with answer, reason, evidence and whether
/// it decided the outcome, all editable), task profile and acceptance limits, and the
/// calculators. Every edit is undoable and saved in the project file.
///
/// The matrix marks what the decision engine reports about a row: an answer that the project's
/// data or another answer contradicts (warning icon, "conflict", the fact and its source in the
/// tool tip), a prerequisite answered no ("do first"), and a row no question has. Rows whose id
/// looks misspelt are listed above the tabs with a fix that renames them.
class PlanPage : public QWidget
{
    Q_OBJECT
public:
    explicit PlanPage(ProjectDocument *document, QWidget *parent = nullptr);
    /// The whole bill over the cost horizon as the Cost stage last costed it (none: null or
    /// without a verdict): evidence of the amortisation row.
    void setHorizon(const HorizonCost &horizon);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The constructor's parts, in its order.
    void setUpWidgets();
    /// The matrix tab, the four tabs, and the page: heading, recommendation, banner, tabs.
    void buildLayout();
    /// The guide's end, the project's sections to follow, and the matrix's and notes' edits.
    void connectControls();
    /// The matrix's columns shared out by the table's width, the reason taking the most; rows
    /// as tall as their text then needs (soon: resizing many rows once, not per pixel).
    void fitColumns();
    void reload();
    void showHeading(const Project &p);
    void showRecommendation(const DecisionOutcome &o);
    /// The matrix: a row per question of the rules, answered or not, then the team's own rows.
    void rebuildTable(const Project &p, const QMap<QString, RowEffect> &effects);
    void fillRow(int row, const QString &id, const DecisionAnswer *a, const DecisionQuestion *question, const RowEffect &rowEffect);
    /// The answer's box of a question's row: the one there, made once per row.
    QComboBox *answerBox(int row, const QString &id);
    void updateNotes(const Project &p);
    void markEvidence();
    void retranslate();
    /// `what` names the edit in the Undo history: untranslated (QT_TR_NOOP), as EditName keeps it.
    void setRow(const QString &id, const std::function<void(DecisionAnswer &)> &change, const char *what);

    ProjectDocument *m_document;
    QLabel *m_heading;
    QLabel *m_meta;
    QLabel *m_recommendation;
    UnknownRowsBanner *m_unknownRows;
    QTabWidget *m_tabs;
    GuidedFlow *m_guide;
    ProfileLimitsPanel *m_profileLimits;
    CalculatorPanel *m_calculators;
    QWidget *m_matrixPage;
    QLabel *m_matrixLabel;
    QTableWidget *m_table;
    bool m_rowsFitting = false;     ///< a fit of the row heights is queued
    int m_recommendationWidth = -1; ///< the width the recommendation's height was kept for
    QString m_recommendationFile;   ///< the project it was kept for
    QLabel *m_notesLabel;
    QPlainTextEdit *m_notes;
    SectionWatch *m_evidenceWatch; ///< evidence marks to redraw once the stage is seen
    // What the table shows, to rebuild it only when that changes.
    bool m_tableShown = false;
    bool m_shownOpen = false;
    QString m_shownLanguage;
    QString m_shownPath;
    QStringList m_shownDeciding;
    QStringList m_shownEffects;
    QList<DecisionAnswer> m_shownRows;
    std::optional<HorizonCost> m_horizon;
};

} // namespace pilot::app
