#pragma once

#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;
class QPushButton;
class QTableView;

namespace pilot::app {

class ProjectDocument;
class RunsModel;

/// The run directories of the project and their state, read from each metrics.jsonl on a
/// worker thread. Runs can be added and removed here; launching them comes with the Run stage.
class RunsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunsPage(ProjectDocument *document, QWidget *parent = nullptr);

    RunsModel *model() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void reload();
    void retranslate();
    void addRun();
    void removeSelected();

    ProjectDocument *m_document;
    RunsModel *m_model;
    QLabel *m_intro;
    QLabel *m_empty;
    QTableView *m_view;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_refresh;
    quint64 m_generation = 0;                   ///< results of an older reload are dropped
    std::shared_ptr<std::atomic_bool> m_cancel; ///< set when a newer reload starts
};

} // namespace pilot::app
