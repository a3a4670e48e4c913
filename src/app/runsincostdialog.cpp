#include "runsincostdialog.h"

#include "projectdocument.h"
#include "runwords.h"

#include "core/support/durationtext.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pilot::app {

namespace {

QTableWidgetItem *fixed(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setToolTip(text);
    return item;
}

} // namespace

RunsInCostDialog::RunsInCostDialog(ProjectDocument *document, const CostModel *model, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(new QTableWidget(0, Columns, this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("runsInCostDialog"));
    setWindowTitle(tr("Runs in the Cost"));
    m_table->setObjectName(QStringLiteral("runsInCostTable"));
    m_problem->setObjectName(QStringLiteral("runsInCostProblem"));
    auto *intro = new QLabel(tr("Every run counts in its role's cost, failed and repeated ones included. A run that is no part of "
                                "the training to be priced — a launch test aborted after seconds — can be left out, with the reason "
                                "the decision record will name."),
                             this);
    intro->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_table->setHorizontalHeaderLabels(
        {tr("Run"), tr("Role"), tr("Status"), tr("Billed"), tr("Moves the projection"), tr("Counted"), tr("Reason for leaving it out")});
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);

    const QLocale locale;
    const Project &project = document->project();
    for (const ProjectRun &run : project.runs) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, RunName,
                         fixed(run.label.isEmpty() ? run.path : run.label + QStringLiteral(" (") + run.path + QLatin1Char(')')));
        m_table->setItem(row, Role, fixed(roleTitle(run.role)));
        QString status, billed, note;
        for (const RunCost &r : model ? model->runs : QList<RunCost>()) {
            if (r.path != run.path)
                continue;
            status = runStatusTitle(r.chain.status);
            billed = r.chain.billedSeconds ? durationText(*r.chain.billedSeconds, locale) : tr("unknown");
        }
        for (const RoleCost &role : model ? model->roles : QList<RoleCost>()) {
            for (const CostDistortion &d : role.distortions) {
                if (d.path == run.path)
                    note = tr("%1 with it, %2 without").arg(durationText(d.with, locale), durationText(d.without, locale));
            }
        }
        m_table->setItem(row, Status, fixed(status));
        m_table->setItem(row, Billed, fixed(billed));
        m_table->setItem(row, Note, fixed(note));
        auto *counted = new QTableWidgetItem;
        counted->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        counted->setCheckState(run.leftOutOfCost.isEmpty() ? Qt::Checked : Qt::Unchecked);
        m_table->setItem(row, Counted, counted);
        m_table->setItem(row, Reason, new QTableWidgetItem(run.leftOutOfCost));
    }
    m_table->resizeColumnsToContents();
    connect(m_table, &QTableWidget::itemChanged, this, &RunsInCostDialog::check);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &RunsInCostDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &RunsInCostDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(900, 420);
    check();
}

void RunsInCostDialog::check()
{
    QStringList missing;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, Counted)->checkState() != Qt::Checked && m_table->item(row, Reason)->text().trimmed().isEmpty())
            missing << m_table->item(row, RunName)->text();
    }
    m_problem->setText(
        missing.isEmpty() ? QString() : tr("Say why %1 is left out: the record keeps the reason.").arg(missing.join(QStringLiteral(", "))));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(missing.isEmpty());
}

void RunsInCostDialog::accept()
{
    check();
    if (!m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
        return;
    QStringList reasons;
    for (int row = 0; row < m_table->rowCount(); ++row)
        reasons << (m_table->item(row, Counted)->checkState() == Qt::Checked ? QString() : m_table->item(row, Reason)->text().trimmed());
    const Project &project = m_document->project();
    bool changed = reasons.size() != project.runs.size();
    for (int i = 0; !changed && i < reasons.size(); ++i)
        changed = reasons.at(i) != project.runs.at(i).leftOutOfCost;
    // The run list may have changed while the dialog was open: then nothing is applied.
    if (changed && reasons.size() == project.runs.size()) {
        m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Change Runs in the Cost")}, [&](Project &p) {
            for (int i = 0; i < reasons.size(); ++i)
                p.runs[i].leftOutOfCost = reasons.at(i);
        });
    }
    QDialog::accept();
}

} // namespace pilot::app
