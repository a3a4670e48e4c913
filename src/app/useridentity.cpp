#include "useridentity.h"

#include "projectdocument.h"

#include <QCoreApplication>
#include <QInputDialog>

namespace pilot::app {

bool askUserName(QWidget *parent)
{
    bool ok = false;
    const QString name =
        QInputDialog::getText(parent, QCoreApplication::translate("pilot::app::UserIdentity", "Your Name"),
                              QCoreApplication::translate("pilot::app::UserIdentity",
                                                          "Locks and changes of the limits are recorded under your name. It is asked "
                                                          "for once; Settings → Your Name… changes it."),
                              QLineEdit::Normal, ProjectDocument::userName(), &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return false;
    ProjectDocument::setUserName(name);
    return true;
}

} // namespace pilot::app
