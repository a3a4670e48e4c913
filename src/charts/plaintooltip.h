#pragma once

#include <QString>
#include <QTextDocument>

namespace pilot::app {

/// Tool tips are shown as rich text whenever Qt guesses the text is HTML (Qt::mightBeRichText),
/// and rich text loads images. Text from a project, a run or a file name goes through this:
/// escaped and wrapped as rich text, it is always shown exactly as written.
inline QString plainToolTip(const QString &text)
{
    return text.isEmpty() ? QString() : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

} // namespace pilot::app
