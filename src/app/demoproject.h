#pragma once

#include <QString>

namespace pilot::app {

/// The demo project as shipped: `<app>/../share/migration-pilot/demo` where installed, else
/// the source tree's resources/demo the program was built from. Empty when neither holds a
/// project.yaml.
QString shippedDemoFolder();

/// Where "Open Demo Project" puts the user's own copy: "Migration Pilot Demo" in the user's
/// documents folder (the shipped one may not be writable, and edits must not change it).
QString demoCopyFolder();

/// Copies the demo from `from` into `to` (regular files and folders only, nothing that links
/// outside): into a temporary folder beside `to` first, renamed into place when complete, so a
/// failed copy leaves no half demo. False with `error` when `to` exists already or the copy
/// fails.
bool copyDemo(const QString &from, const QString &to, QString *error);

} // namespace pilot::app
