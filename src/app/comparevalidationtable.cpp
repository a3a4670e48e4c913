#include "comparevalidationtable.h"

#include "compareverdict.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>

#include <algorithm>

namespace pilot::app {

namespace {

// The table is part of the Compare stage: its words keep the stage's translation context.
struct Words
{
    Q_DECLARE_TR_FUNCTIONS(pilot::app::ComparePage)
};

} // namespace

CompareValidationTable::CompareValidationTable(QWidget *parent)
    : QTableWidget(0, 5, parent)
{
    setObjectName(QStringLiteral("compareValidation"));
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setMaximumHeight(110);
    horizontalHeader()->setStretchLastSection(true);
}

void CompareValidationTable::setComparisons(QList<MetricComparison> comparisons)
{
    std::stable_sort(comparisons.begin(), comparisons.end(),
                     [](const MetricComparison &a, const MetricComparison &b) { return a.step > b.step; });
    setRowCount(int(comparisons.size()));
    for (int row = 0; row < comparisons.size(); ++row) {
        const MetricComparison &m = comparisons.at(row);
        const QStringList cells = {metricTitle(m.name), QLocale().toString(m.step), QLocale().toString(m.reference, 'g', 6),
                                   m.missing ? Words::tr("missing") : QLocale().toString(m.pilot, 'g', 6), validationWord(m)};
        for (int column = 0; column < cells.size(); ++column)
            setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
}

void CompareValidationTable::retranslate()
{
    setAccessibleName(tr("Validation metrics, reference against pilot"));
    setHorizontalHeaderLabels({Words::tr("Metric"), Words::tr("Step"), Words::tr("Reference"), Words::tr("Pilot"), Words::tr("Verdict")});
}

} // namespace pilot::app
