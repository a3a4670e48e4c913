#pragma once

#include "core/decision/decisionengine.h"

#include <QList>
#include <QWidget>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace pilot::app {

class ProjectDocument;

/// The decision guide one question at a time: the question, what to find out when the answer
/// is not known, yes / no / unknown, a reason and evidence; Back and Next walk through all
/// questions, and the last step hands over to the matrix overview. Edits go into the project
/// as one undo step each, exactly as in the matrix.
class GuidedFlow : public QWidget
{
    Q_OBJECT
public:
    explicit GuidedFlow(ProjectDocument *document, QWidget *parent = nullptr);

    int step() const { return m_step; }
    void setStep(int step);
    /// Adds a file or run folder to the current question's evidence, relative to the project
    /// file where it can be (what the Attach buttons do after their file dialog).
    void attachEvidence(const QString &absolutePath);
    /// The conflicts of the project's current decision (decide()), shown under their question:
    /// what in the project's data or which other answer contradicts the answer given.
    void setConflicts(const QList<DecisionConflict> &conflicts);

Q_SIGNALS:
    /// The user finished the last question.
    void finished();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The constructor's parts, in its order.
    void setUpWidgets();
    /// Makes the answer buttons in their row, lays out the page and sets its Tab order.
    void buildLayout();
    void connectControls();
    void reload();
    void showConflicts();
    void retranslate();
    void applyColors();
    void commitText();
    QString questionId() const;

    ProjectDocument *m_document;
    int m_step = 0;
    QLabel *m_progressLabel;
    QProgressBar *m_progress;
    QLabel *m_question;
    QLabel *m_findOut;
    QLabel *m_conflict;
    QList<DecisionConflict> m_conflicts;
    QButtonGroup *m_answers;
    QLabel *m_reasonLabel;
    QLineEdit *m_reason;
    QLabel *m_evidenceLabel;
    QPlainTextEdit *m_evidence;
    QPushButton *m_attachFile;
    QPushButton *m_attachRun;
    QPushButton *m_back;
    QPushButton *m_next;
};

} // namespace pilot::app
