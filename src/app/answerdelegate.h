#pragma once

#include <QStyledItemDelegate>

namespace pilot::app {

/// The role of a matrix cell that holds an answer's key ("yes", "no", "unknown").
constexpr int kAnswerKeyRole = Qt::UserRole + 1;

/// Edits the answer of a team's own matrix row in place, like its reason: a choice of the
/// three answers, read from and written to kAnswerKeyRole. (The rows of the decision guide
/// have a combo box each; thousands of team rows with a widget each would make the table take
/// minutes to build.)
class AnswerDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace pilot::app
