#pragma once

#include <QListWidget>
#include <QPair>

namespace pilot::app {

/// The further runs the Compare stage can overlay on reference and pilot: every run offered,
/// each with a check box; shown only when there are more than two runs.
class CompareOthersList : public QListWidget
{
    Q_OBJECT
public:
    explicit CompareOthersList(QWidget *parent = nullptr);

    /// Offers the runs (shown names and absolute paths, in order); runs checked before stay checked.
    void setRuns(const QStringList &names, const QStringList &paths);
    /// The checked runs: shown name and path.
    QList<QPair<QString, QString>> checked() const;
};

} // namespace pilot::app
