#pragma once

#include "pilot_core_export.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace pilot {

/// One tensor as a safetensors header declares it.
struct SafetensorsTensor
{
    QString dtype;        ///< "BF16", "F32", …
    QList<qint64> shape;  ///< empty for a scalar
    qint64 begin = 0;     ///< data offsets, relative to the data after the header
    qint64 end = 0;
};

/// What a safetensors file's structure says, checked without trusting it (the rules of the
/// reference reader, huggingface/safetensors): an 8-byte little-endian header length of at
/// most 100,000,000 that fits the file, a header of UTF-8 JSON beginning with '{', every
/// tensor with a known dtype, a shape of whole numbers >= 0 and data offsets [begin, end),
/// the tensors back to back from 0 without gaps or overlaps, each span shape × dtype size
/// bytes (overflow-checked), and the data ending exactly at the end of the file. Reads the
/// header only; no libtorch. `problems` gets one sentence per problem found (without the
/// file's name); `tensors` what the header declares, when it could be read.
struct SafetensorsHeader
{
    QMap<QString, SafetensorsTensor> tensors;
    QStringList problems;
    qint64 fileBytes = 0;
    qint64 dataStart = 0; ///< 8 + header length

    bool ok() const { return problems.isEmpty(); }
};

PILOT_CORE_EXPORT SafetensorsHeader readSafetensorsHeader(const QString &path);

/// Bytes per element of a safetensors dtype name, 0 when unknown. Sub-byte types (F4, F6)
/// are not accepted by this check.
PILOT_CORE_EXPORT int safetensorsDtypeBytes(const QString &dtype);

/// Reads a scalar I64 tensor's value (optimizer.safetensors' `step`); false when it is not one.
PILOT_CORE_EXPORT bool readSafetensorsI64Scalar(const QString &path, const SafetensorsHeader &header, const QString &name,
                                                qint64 *value);

} // namespace pilot
