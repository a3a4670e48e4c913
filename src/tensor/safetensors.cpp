#include "safetensors.h"

#include "common/utf8.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <limits>

namespace pilot::tensor::safetensors {

namespace {

struct DTypeInfo
{
    DType dtype;
    const char *name;
    std::size_t bytes;
};

constexpr DTypeInfo kDTypes[] = {
    {DType::Bool, "BOOL", 1}, {DType::U8, "U8", 1},     {DType::I8, "I8", 1},   {DType::I16, "I16", 2}, {DType::U16, "U16", 2},
    {DType::F16, "F16", 2},   {DType::BF16, "BF16", 2}, {DType::I32, "I32", 4}, {DType::U32, "U32", 4}, {DType::F32, "F32", 4},
    {DType::F64, "F64", 8},   {DType::I64, "I64", 8},   {DType::U64, "U64", 8},
};

std::uint64_t checkedProduct(const std::vector<std::int64_t> &shape, std::size_t elementBytes, const std::string &name)
{
    std::uint64_t n = elementBytes;
    for (const std::int64_t d : shape) {
        if (d < 0)
            throw FormatError("tensor '" + name + "': negative dimension");
        if (d != 0 && n > std::numeric_limits<std::uint64_t>::max() / std::uint64_t(d))
            throw FormatError("tensor '" + name + "': shape overflows");
        n *= std::uint64_t(d);
    }
    return n;
}

// One tensor's header entry: its dtype, shape and data offsets, each checked; where its bytes lie is checked later, against
// the other tensors.
TensorEntry tensorEntry(const std::string &name, const nlohmann::json &value)
{
    if (!value.is_object() || !value.contains("dtype") || !value.contains("shape") || !value.contains("data_offsets"))
        throw FormatError("tensor '" + name + "': needs dtype, shape and data_offsets");
    TensorEntry entry;
    entry.name = name;
    if (!value["dtype"].is_string() || !dtypeFromName(value["dtype"].get<std::string>(), &entry.dtype))
        throw FormatError("tensor '" + name + "': unknown dtype");
    if (!value["shape"].is_array())
        throw FormatError("tensor '" + name + "': shape is not a list");
    for (const auto &d : value["shape"]) {
        if (!d.is_number_integer())
            throw FormatError("tensor '" + name + "': shape entries must be whole numbers");
        entry.shape.push_back(d.get<std::int64_t>());
    }
    const auto &offsets = value["data_offsets"];
    if (!offsets.is_array() || offsets.size() != 2 || !offsets[0].is_number_unsigned() || !offsets[1].is_number_unsigned())
        throw FormatError("tensor '" + name + "': data_offsets must be two whole numbers");
    entry.begin = offsets[0].get<std::uint64_t>();
    entry.end = offsets[1].get<std::uint64_t>();
    return entry;
}

} // namespace

const char *dtypeName(DType dtype)
{
    for (const DTypeInfo &info : kDTypes) {
        if (info.dtype == dtype)
            return info.name;
    }
    return "?";
}

bool dtypeFromName(const std::string &name, DType *out)
{
    for (const DTypeInfo &info : kDTypes) {
        if (name == info.name) {
            *out = info.dtype;
            return true;
        }
    }
    return false;
}

std::size_t dtypeBytes(DType dtype)
{
    for (const DTypeInfo &info : kDTypes) {
        if (info.dtype == dtype)
            return info.bytes;
    }
    return 0;
}

Header parseHeader(const std::string &headerJson, std::uint64_t headerLength, std::uint64_t fileSize)
{
    if (headerLength > kMaxHeaderBytes)
        throw FormatError("header of " + std::to_string(headerLength) + " bytes exceeds the limit of 100000000");
    if (fileSize < 8 || headerLength > fileSize - 8)
        throw FormatError("header length " + std::to_string(headerLength) + " points past the end of the file");
    if (headerJson.size() != headerLength)
        throw FormatError("header is shorter than its declared length");
    if (firstInvalidUtf8(headerJson.data(), headerJson.size()) >= 0)
        throw FormatError("header is not valid UTF-8");
    if (headerJson.empty() || headerJson.front() != '{')
        throw FormatError("header does not start with '{'");
    nlohmann::json json;
    try {
        // The reference refuses duplicate tensor names; nlohmann would keep the last silently.
        std::vector<std::string> seen;
        json = nlohmann::json::parse(headerJson, [&seen](int depth, nlohmann::json::parse_event_t event, nlohmann::json &parsed) {
            if (depth == 1 && event == nlohmann::json::parse_event_t::key) {
                const std::string key = parsed.get<std::string>();
                if (std::find(seen.begin(), seen.end(), key) != seen.end())
                    throw FormatError("tensor '" + key + "' appears twice in the header");
                seen.push_back(key);
            }
            return true;
        });
    } catch (const nlohmann::json::exception &e) {
        throw FormatError(std::string("header is not valid JSON: ") + e.what());
    }
    if (!json.is_object())
        throw FormatError("header is not a JSON object");

    Header header;
    header.dataStart = 8 + headerLength;
    for (auto it = json.begin(); it != json.end(); ++it) {
        const std::string &name = it.key();
        const nlohmann::json &value = it.value();
        if (name == "__metadata__") {
            if (!value.is_object())
                throw FormatError("__metadata__ must be an object of strings");
            for (auto m = value.begin(); m != value.end(); ++m) {
                if (!m.value().is_string())
                    throw FormatError("__metadata__ value of '" + m.key() + "' is not a string");
                header.metadata[m.key()] = m.value().get<std::string>();
            }
            continue;
        }
        header.tensors.push_back(tensorEntry(name, value));
    }
    // The buffer must be covered exactly: no overlaps (polyglot files), no holes.
    std::sort(header.tensors.begin(), header.tensors.end(),
              [](const TensorEntry &a, const TensorEntry &b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
    std::uint64_t expected = 0;
    for (const TensorEntry &t : header.tensors) {
        if (t.begin != expected || t.end < t.begin)
            throw FormatError("tensor '" + t.name + "': data_offsets overlap or leave a gap");
        const std::uint64_t bytes = checkedProduct(t.shape, dtypeBytes(t.dtype), t.name);
        if (t.end - t.begin != bytes)
            throw FormatError("tensor '" + t.name + "': data_offsets cover " + std::to_string(t.end - t.begin) + " bytes, its shape needs "
                              + std::to_string(bytes));
        expected = t.end;
    }
    if (header.dataStart + expected != fileSize) {
        throw FormatError(fileSize > header.dataStart + expected
                              ? "the file has " + std::to_string(fileSize - header.dataStart - expected) + " bytes after the last tensor"
                              : "the file is truncated: " + std::to_string(header.dataStart + expected - fileSize) + " bytes missing");
    }
    return header;
}

Header readHeader(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw FormatError("cannot open " + path);
    in.seekg(0, std::ios::end);
    const auto fileSize = static_cast<std::uint64_t>(in.tellg());
    in.seekg(0);
    if (fileSize < 8)
        throw FormatError(path + ": file of " + std::to_string(fileSize) + " bytes is too small for a safetensors header");
    unsigned char lengthBytes[8];
    in.read(reinterpret_cast<char *>(lengthBytes), 8);
    std::uint64_t length = 0;
    for (int i = 7; i >= 0; --i)
        length = (length << 8) | lengthBytes[i];
    if (length > kMaxHeaderBytes || length > fileSize - 8) {
        try {
            return parseHeader(std::string(), length, fileSize);
        } catch (const FormatError &e) {
            throw FormatError(path + ": " + e.what());
        }
    }
    std::string json(length, '\0');
    in.read(json.data(), std::streamsize(length));
    try {
        return parseHeader(json, length, fileSize);
    } catch (const FormatError &e) {
        throw FormatError(path + ": " + e.what());
    }
}

std::string buildHeader(const std::vector<TensorEntry> &tensors, const std::map<std::string, std::string> &metadata)
{
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    if (!metadata.empty())
        json["__metadata__"] = metadata;
    for (const TensorEntry &t : tensors) {
        json[t.name] = {{"dtype", dtypeName(t.dtype)}, {"shape", t.shape}, {"data_offsets", {t.begin, t.end}}};
    }
    std::string text = json.dump();
    text.append((8 - text.size() % 8) % 8, ' ');
    return text;
}

} // namespace pilot::tensor::safetensors
