// What the user brings to or takes from the Compare stage: runs added by path or dropped onto
// the page, the chart's data as CSV and the chart as an image. Layout and comparison are in
// comparepage.cpp.
#include "comparepage.h"

#include "charts/chartexport.h"
#include "charts/curvechart.h"

#include "core/support/atomicfile.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>

namespace pilot::app {

void ComparePage::addRun(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!m_extra.contains(absolute))
        m_extra.append(absolute);
    reloadRuns();
}

bool ComparePage::exportCsv(const QString &path, QString *error) const
{
    return writeFileAtomically(path, m_chart->csv(), error);
}

bool ComparePage::exportChart(const QString &path, QString *error) const
{
    return exportChartImage(m_chart, path, error);
}

void ComparePage::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ComparePage::dropEvent(QDropEvent *event)
{
    // Each dropped file or folder becomes a run to compare (read in the background).
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            addRun(url.toLocalFile());
    }
    event->acceptProposedAction();
}

} // namespace pilot::app
