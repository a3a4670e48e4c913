#include "evidencemarks.h"

#include "charts/plaintooltip.h"
#include "charts/theme.h"

#include <QCoreApplication>
#include <QHash>
#include <QSignalBlocker>
#include <QTableWidget>

namespace pilot::app {

namespace {

// The words belong to the Plan stage's matrix, where they are shown (and translated).
QString kindText(const std::optional<EvidenceRef> &ref)
{
    if (!ref)
        return QCoreApplication::translate("pilot::app::PlanPage", "being looked up");
    switch (ref->kind) {
    case EvidenceKind::Link:
        return QCoreApplication::translate("pilot::app::PlanPage", "link");
    case EvidenceKind::File:
        return QCoreApplication::translate("pilot::app::PlanPage", "file of the project");
    case EvidenceKind::Run:
        return QCoreApplication::translate("pilot::app::PlanPage", "run of the project");
    case EvidenceKind::Missing:
        return QCoreApplication::translate("pilot::app::PlanPage", "missing: nothing at %1").arg(ref->absolutePath);
    case EvidenceKind::Outside:
        return QCoreApplication::translate("pilot::app::PlanPage", "outside the project folder (not looked up)");
    case EvidenceKind::Text:
        break;
    }
    return QCoreApplication::translate("pilot::app::PlanPage", "text");
}

} // namespace

void markEvidenceColumn(QTableWidget *table, int column, const Project &project, const QString &projectFolder,
                        const EvidenceFactsByPath &facts, const QPalette &palette)
{
    if (projectFolder.isEmpty())
        return;
    // Rows by id through a hash (a project may have thousands); the first row of an id counts.
    QHash<QString, const DecisionAnswer *> answers;
    for (const DecisionAnswer &a : project.decision) {
        if (!answers.contains(a.id))
            answers.insert(a.id, &a);
    }
    // Setting a tool tip is an item change: the table's edit handler must not take it for one.
    const QSignalBlocker block(table);
    for (int row = 0; row < table->rowCount(); ++row) {
        QTableWidgetItem *item = table->item(row, column);
        const QTableWidgetItem *idItem = table->item(row, 0);
        const DecisionAnswer *a = item && idItem ? answers.value(idItem->data(Qt::UserRole).toString()) : nullptr;
        if (!a || a->evidence.isEmpty())
            continue;
        QStringList kinds;
        bool missing = false;
        for (const QString &e : a->evidence) {
            const std::optional<EvidenceRef> ref = classifyEvidence(e, project, projectFolder, facts);
            missing = missing || (ref && ref->kind == EvidenceKind::Missing);
            kinds.append(QStringLiteral("%1 — %2").arg(e, kindText(ref)));
        }
        item->setToolTip(plainToolTip(kinds.join(QLatin1Char('\n'))));
        item->setData(Qt::ForegroundRole, missing ? QVariant(themeColor(ThemeColor::Bad, palette)) : QVariant());
    }
}

} // namespace pilot::app
