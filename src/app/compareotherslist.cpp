#include "compareotherslist.h"

#include <QSignalBlocker>

namespace pilot::app {

CompareOthersList::CompareOthersList(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("compareOthers"));
    setMaximumHeight(70);
}

void CompareOthersList::setRuns(const QStringList &names, const QStringList &paths)
{
    QStringList before;
    for (const auto &[name, path] : checked())
        before.append(path);
    {
        // Rebuilding is no choice of the user's: no itemChanged for it.
        const QSignalBlocker block(this);
        clear();
        for (int i = 0; i < paths.size(); ++i) {
            auto *item = new QListWidgetItem(names.value(i), this);
            item->setData(Qt::UserRole, paths.at(i));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(before.contains(paths.at(i)) ? Qt::Checked : Qt::Unchecked);
        }
    }
    setVisible(paths.size() > 2);
}

QList<QPair<QString, QString>> CompareOthersList::checked() const
{
    QList<QPair<QString, QString>> out;
    for (int i = 0; i < count(); ++i) {
        if (item(i)->checkState() == Qt::Checked)
            out.append({item(i)->text(), item(i)->data(Qt::UserRole).toString()});
    }
    return out;
}

} // namespace pilot::app
