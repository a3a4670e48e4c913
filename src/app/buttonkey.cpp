#include "buttonkey.h"

#include <QAbstractButton>
#include <QShortcut>

namespace pilot::app {

void addButtonKey(QAbstractButton *button, const QKeySequence &key)
{
    // A shortcut of the button itself: Qt keeps it to the button's window and ignores it
    // while the button is hidden (another stage on screen shares F5).
    auto *shortcut = new QShortcut(key, button);
    QObject::connect(shortcut, &QShortcut::activated, button, [button] {
        if (button->isEnabled())
            button->animateClick();
    });
}

} // namespace pilot::app
