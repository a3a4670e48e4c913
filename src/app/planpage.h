#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace pilot::app {

class ProjectDocument;

/// The Plan stage as far as it is built: the decision matrix as the project holds it (every
/// row with answer, reason and evidence) and the project notes, which can be edited.
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
