#include "fieldfocus.h"

#include <QApplication>
#include <QSignalBlocker>
#include <QWidget>

namespace pilot::app {

namespace {

QWidget *focusInside(QWidget *root)
{
    QWidget *focus = QApplication::focusWidget();
    return focus && (focus == root || root->isAncestorOf(focus)) ? focus : nullptr;
}

} // namespace

void commitTypedValue(QWidget *root)
{
    if (QWidget *focus = focusInside(root)) {
        focus->clearFocus(); // the focus-out is sent at once: the field commits now
        focus->setFocus(Qt::OtherFocusReason);
    }
}

void dropFocusQuietly(QWidget *root)
{
    if (QWidget *focus = focusInside(root)) {
        const QSignalBlocker quiet(focus);
        focus->clearFocus();
    }
}

} // namespace pilot::app
