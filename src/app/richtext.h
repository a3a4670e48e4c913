#pragma once

#include <QString>

namespace pilot::app {

/// Text from files and users shown where Qt decides by itself whether a string is rich text
/// (tool tips, QLabel with AutoText): without this, a run named `<img src=…>` would be
/// rendered, and local files loaded. The result is explicit rich text that shows `plain`
/// literally, line breaks kept.
QString plainAsRichText(const QString &plain);

} // namespace pilot::app
