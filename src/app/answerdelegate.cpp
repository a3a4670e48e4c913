#include "answerdelegate.h"

#include "answertext.h"

#include <QComboBox>

#include <algorithm>

namespace pilot::app {

QWidget *AnswerDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *box = new QComboBox(parent);
    for (const char *key : {"yes", "no", "unknown"})
        box->addItem(answerText(QLatin1String(key)), QLatin1String(key));
    return box;
}

void AnswerDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *box = static_cast<QComboBox *>(editor);
    box->setCurrentIndex(std::max(0, box->findData(index.data(kAnswerKeyRole))));
}

void AnswerDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    const auto *box = static_cast<QComboBox *>(editor);
    model->setData(index, box->currentData(), kAnswerKeyRole);
}

} // namespace pilot::app
