#include "core/project/operatorevidence.h"
#include "core/project/project.h"
#include "core/support/coretr.h"

#include <algorithm>

namespace pilot {

void recordOperatorCoverage(Project *project, const QString &modelPath, const OperatorCoverage &coverage, const OperatorList &list)
{
    DecisionAnswer *row = &project->row(QLatin1String(kOperatorQuestionId));
    const int unconfirmed = coverage.unconfirmed();
    const QString listText = QStringLiteral("%1, %2").arg(list.source, list.date.toString(Qt::ISODate));
    row->answer = unconfirmed > 0 ? Answer::Yes : Answer::No;
    row->reason = unconfirmed > 0 ? CoreTr::tr("%n operator(s) of the model without a confirmed path: %1", nullptr, unconfirmed)
                                        .arg(coverage.unconfirmedNames().join(QStringLiteral(", ")))
                                  : CoreTr::tr("every operator of the model is on the imported list (%1)").arg(listText);
    const QString prefix = QStringLiteral("ops-scan: %1 ").arg(modelPath);
    row->evidence.erase(std::remove_if(row->evidence.begin(), row->evidence.end(), [&](const QString &e) { return e.startsWith(prefix); }),
                        row->evidence.end());
    row->evidence.append(prefix
                         + CoreTr::tr("— %n aten operator(s), %1 without a confirmed path; list: %2", nullptr, int(coverage.rows.size()))
                               .arg(unconfirmed)
                               .arg(listText));
}

} // namespace pilot
