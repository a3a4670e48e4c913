#pragma once

#include <string>
#include <system_error>

namespace pilot {

/// Removes `path` and, where it is a real folder, everything under it, following no symbolic
/// link: a link is removed itself, never what it points to. Each folder is opened relative to
/// its parent with O_NOFOLLOW, so a link swapped in for a folder while the removal runs is
/// removed as a link too. A missing `path` is no error. On failure returns false with `error`
/// set, having removed what it could.
///
/// Used instead of std::filesystem::remove_all, which a program linked against PyPI's libtorch
/// binds to the copy of std::filesystem that libtorch exports (an older libstdc++'s): built with
/// GCC 13 against torch 2.11, that copy crashed on its first call (docs/trainer.md).
bool removeTree(const std::string &path, std::error_code &error);

/// The same; throws std::system_error naming the path.
void removeTree(const std::string &path);

} // namespace pilot
