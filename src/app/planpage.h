#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace pilot {
struct DecisionAnswer;
}

namespace pilot::app {

class ProjectDocument;

/// The Plan stage as far as it is built: the recommendation, the decision matrix (every
/// question with its answer, reason and evidence, all editable, every edit undoable) and the
/// project notes.
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
    QLabel *m_matrixLabel;
    QTableWidget *m_table;
    QLabel *m_notesLabel;
    QPlainTextEdit *m_notes;
};

} // namespace pilot::app
