#include "core/checkpoints/safetensorsheader.h"

#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtEndian>

#include <algorithm>
#include <limits>

namespace pilot {

namespace {

constexpr qint64 kMaxHeaderBytes = 100000000; // the reference reader's MAX_HEADER_SIZE

// A JSON number that is a whole number >= 0 and exactly representable (JSON numbers are doubles here).
bool wholeNumber(const QJsonValue &v, qint64 *out)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (!(d >= 0) || d > 9007199254740992.0 || d != double(qint64(d)))
        return false;
    *out = qint64(d);
    return true;
}

// The keys of the JSON object `text` (already parsed as one) that appear more than once at its
// top level: a JSON parser keeps the last, so a tensor named twice would otherwise show only as
// a gap where the first one's data lies. Keys are decoded before comparing (escapes).
QStringList duplicateTopLevelKeys(const QByteArray &text)
{
    QSet<QString> seen;
    QStringList duplicates;
    int depth = 0;
    bool expectKey = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (c == '"') {
            qsizetype end = i + 1;
            while (end < text.size() && text.at(end) != '"')
                end += text.at(end) == '\\' ? 2 : 1;
            if (depth == 1 && expectKey) {
                const QJsonArray decoded = QJsonDocument::fromJson('[' + text.mid(i, end + 1 - i) + ']').array();
                const QString key = decoded.isEmpty() ? QString() : decoded.first().toString();
                if (seen.contains(key) && !duplicates.contains(key))
                    duplicates << key;
                seen.insert(key);
                expectKey = false;
            }
            i = end;
        } else if (c == '{' || c == '[') {
            ++depth;
            expectKey = c == '{' && depth == 1;
        } else if (c == '}' || c == ']') {
            --depth;
        } else if (c == ',' && depth == 1) {
            expectKey = true;
        }
    }
    return duplicates;
}

// Where one tensor's data lies, relative to the data after the header.
struct Span
{
    QString name;
    qint64 begin, end;
};

// Checks that the header's __metadata__ maps texts to texts.
void checkMetadata(const QJsonValue &value, QStringList *problems)
{
    const QJsonObject meta = value.toObject();
    bool strings = value.isObject();
    for (auto m = meta.begin(); m != meta.end(); ++m)
        strings = strings && m.value().isString();
    if (!strings)
        *problems << CoreTr::tr("__metadata__ is not a map of texts to texts");
}

// Reads one tensor's entry of the header: dtype, shape (its byte size overflow-checked) and data
// offsets. False, with the problem said, when the entry is unusable; a span of the wrong size is
// said but still read, so that its place among the others is checked too.
bool readTensorEntry(const QString &name, const QJsonObject &t, SafetensorsTensor *tensor, QStringList *problems)
{
    tensor->dtype = t.value(QLatin1String("dtype")).toString();
    const int elementBytes = safetensorsDtypeBytes(tensor->dtype);
    if (elementBytes == 0) {
        *problems << CoreTr::tr("tensor '%1': unknown dtype '%2'").arg(name, tensor->dtype);
        return false;
    }
    bool shapeOk = t.value(QLatin1String("shape")).isArray();
    qint64 bytes = elementBytes;
    for (const QJsonValue &d : t.value(QLatin1String("shape")).toArray()) {
        qint64 dim = 0;
        shapeOk = shapeOk && wholeNumber(d, &dim);
        if (!shapeOk)
            break;
        tensor->shape << dim;
        if (dim != 0 && bytes > std::numeric_limits<qint64>::max() / dim) {
            shapeOk = false;
            break;
        }
        bytes *= dim;
    }
    if (!shapeOk) {
        *problems << CoreTr::tr("tensor '%1': the shape is not a list of whole numbers >= 0 of a size that fits").arg(name);
        return false;
    }
    const QJsonArray offsets = t.value(QLatin1String("data_offsets")).toArray();
    if (offsets.size() != 2 || !wholeNumber(offsets.at(0), &tensor->begin) || !wholeNumber(offsets.at(1), &tensor->end)
        || tensor->end < tensor->begin) {
        *problems << CoreTr::tr("tensor '%1': data_offsets is not a pair [begin, end] with begin <= end").arg(name);
        return false;
    }
    if (tensor->end - tensor->begin != bytes)
        *problems << CoreTr::tr("tensor '%1': its %2 data bytes do not match shape × dtype (%3 bytes)")
                         .arg(name, QString::number(tensor->end - tensor->begin), QString::number(bytes));
    return true;
}

// Checks that the tensors' data lies back to back from offset 0, without gaps or overlaps, and
// ends exactly where the file's `dataBytes` do. Sorts `spans` by offset.
void checkSpans(QList<Span> *spans, qint64 dataBytes, QStringList *problems)
{
    std::sort(spans->begin(), spans->end(),
              [](const Span &a, const Span &b) { return a.begin < b.begin || (a.begin == b.begin && a.end < b.end); });
    qint64 end = 0;
    QString previous;
    for (const Span &s : *spans) {
        if (s.begin < end)
            *problems << CoreTr::tr("tensor '%1': its data (from offset %2) overlaps that of '%3' (up to offset %4)")
                             .arg(s.name, QString::number(s.begin), previous, QString::number(end));
        else if (s.begin > end)
            *problems << CoreTr::tr("tensor '%1': a gap of %2 bytes before its data").arg(s.name, QString::number(s.begin - end));
        if (s.end >= end) {
            end = s.end;
            previous = s.name;
        }
    }
    if (end > dataBytes)
        *problems << CoreTr::tr("the file is truncated: the tensors need %1 data bytes, the file holds %2").arg(end).arg(dataBytes);
    else if (end < dataBytes)
        *problems << CoreTr::tr("%1 bytes after the last tensor belong to none").arg(dataBytes - end);
}

} // namespace

int safetensorsDtypeBytes(const QString &dtype)
{
    static const QMap<QString, int> sizes{{QStringLiteral("BOOL"), 1}, {QStringLiteral("U8"), 1},       {QStringLiteral("I8"), 1},
                                          {QStringLiteral("F8_E5M2"), 1}, {QStringLiteral("F8_E4M3"), 1}, {QStringLiteral("I16"), 2},
                                          {QStringLiteral("U16"), 2},  {QStringLiteral("F16"), 2},       {QStringLiteral("BF16"), 2},
                                          {QStringLiteral("I32"), 4},  {QStringLiteral("U32"), 4},       {QStringLiteral("F32"), 4},
                                          {QStringLiteral("F64"), 8},  {QStringLiteral("I64"), 8},       {QStringLiteral("U64"), 8}};
    return sizes.value(dtype, 0);
}

SafetensorsHeader readSafetensorsHeader(const QString &path)
{
    SafetensorsHeader out;
    RegularFile file;
    if (!file.open(path)) {
        out.problems << file.error();
        return out;
    }
    out.fileBytes = file.size();
    uchar lengthBytes[8];
    if (out.fileBytes < 8 || file.readAt(reinterpret_cast<char *>(lengthBytes), 8, 0) != 8) {
        out.problems << CoreTr::tr("the file is shorter than the 8 bytes of a safetensors header length");
        return out;
    }
    const quint64 length = qFromLittleEndian<quint64>(lengthBytes);
    if (length > quint64(kMaxHeaderBytes)) {
        out.problems << CoreTr::tr("the header length %1 exceeds the limit of %2 bytes").arg(length).arg(kMaxHeaderBytes);
        return out;
    }
    if (qint64(length) > out.fileBytes - 8) {
        out.problems << CoreTr::tr("the header length %1 reaches beyond the end of the file (%2 bytes)").arg(length).arg(out.fileBytes);
        return out;
    }
    QByteArray text(qsizetype(length), Qt::Uninitialized);
    if (file.readAt(text.data(), qint64(length), 8) != qint64(length)) {
        out.problems << CoreTr::tr("the header could not be read");
        return out;
    }
    out.dataStart = 8 + qint64(length);
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (!text.startsWith('{') || parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        out.problems << CoreTr::tr("the header is not a JSON object");
        return out;
    }
    for (const QString &name : duplicateTopLevelKeys(text))
        out.problems << CoreTr::tr("tensor '%1' is named twice in the header").arg(name);
    QList<Span> spans;
    const QJsonObject header = doc.object();
    for (auto it = header.begin(); it != header.end(); ++it) {
        const QString name = it.key();
        if (name == QLatin1String("__metadata__")) {
            checkMetadata(it.value(), &out.problems);
            continue;
        }
        SafetensorsTensor tensor;
        if (!readTensorEntry(name, it.value().toObject(), &tensor, &out.problems))
            continue;
        spans.append({name, tensor.begin, tensor.end});
        out.tensors.insert(name, tensor);
    }
    checkSpans(&spans, out.fileBytes - out.dataStart, &out.problems);
    return out;
}

bool readSafetensorsI64Scalar(const QString &path, const SafetensorsHeader &header, const QString &name, qint64 *value)
{
    const auto it = header.tensors.constFind(name);
    if (it == header.tensors.constEnd() || it->dtype != QLatin1String("I64") || !it->shape.isEmpty() || it->end - it->begin != 8)
        return false;
    RegularFile file;
    uchar bytes[8];
    if (!file.open(path) || file.readAt(reinterpret_cast<char *>(bytes), 8, header.dataStart + it->begin) != 8)
        return false;
    *value = qFromLittleEndian<qint64>(bytes);
    return true;
}

} // namespace pilot
