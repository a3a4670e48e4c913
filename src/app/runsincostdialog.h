#pragma once

#include "core/cost/costmodel.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace pilot::app {

class ProjectDocument;

/// Which of the project's runs count in their role's cost: each run with its role, status,
/// billed time and whether it moves its role's projection (CostDistortion); a run left out needs
/// a reason, which the project keeps (`left_out_of_cost`) and the record names. OK applies every
/// change as one undo step.
class RunsInCostDialog : public QDialog
{
    Q_OBJECT
public:
    /// `model`: the Cost stage's last calculation, for status, time and distortions (may be null).
    RunsInCostDialog(ProjectDocument *document, const CostModel *model, QWidget *parent = nullptr);

    void accept() override;

private:
    enum Column { RunName, Role, Status, Billed, Note, Counted, Reason, Columns };
    void check();

    ProjectDocument *m_document;
    QTableWidget *m_table;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace pilot::app
