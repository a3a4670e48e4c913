#pragma once
// Shared by the fuzz targets of tests/fuzz: a QCoreApplication and a scratch folder, made once
// per process, and a way to hand the fuzz input to readers that take a path.
#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>

namespace pilot::fuzz {

/// Makes the process's QCoreApplication and temporary folder on the first call.
void init();

/// The per-process scratch folder (removed at exit).
QString scratchDir();

/// The input as a QByteArray (a deep copy: readers may keep it).
QByteArray bytes(const uint8_t *data, std::size_t size);

/// Writes `data` to `relativePath` under the scratch folder (creating its parent folders) and
/// returns the absolute path; aborts when the file cannot be written (a broken setup, not a finding).
QString writeFile(const QString &relativePath, const QByteArray &data);

} // namespace pilot::fuzz
