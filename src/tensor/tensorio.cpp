#include "tensorio.h"

#include "safetensors.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <stdexcept>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot::tensor {

namespace st = safetensors;

namespace {

torch::Dtype toTorch(st::DType dtype)
{
    switch (dtype) {
    case st::DType::Bool:
        return torch::kBool;
    case st::DType::U8:
        return torch::kUInt8;
    case st::DType::I8:
        return torch::kInt8;
    case st::DType::I16:
        return torch::kInt16;
    case st::DType::F16:
        return torch::kFloat16;
    case st::DType::BF16:
        return torch::kBFloat16;
    case st::DType::I32:
        return torch::kInt32;
    case st::DType::F32:
        return torch::kFloat32;
    case st::DType::F64:
        return torch::kFloat64;
    case st::DType::I64:
        return torch::kInt64;
    case st::DType::U16:
    case st::DType::U32:
    case st::DType::U64:
        break;
    }
    throw st::FormatError(std::string("dtype ") + st::dtypeName(dtype) + " has no tensor type here");
}

st::DType fromTorch(torch::Dtype dtype)
{
    switch (dtype) {
    case torch::kBool:
        return st::DType::Bool;
    case torch::kUInt8:
        return st::DType::U8;
    case torch::kInt8:
        return st::DType::I8;
    case torch::kInt16:
        return st::DType::I16;
    case torch::kFloat16:
        return st::DType::F16;
    case torch::kBFloat16:
        return st::DType::BF16;
    case torch::kInt32:
        return st::DType::I32;
    case torch::kFloat32:
        return st::DType::F32;
    case torch::kFloat64:
        return st::DType::F64;
    case torch::kInt64:
        return st::DType::I64;
    default:
        break;
    }
    throw std::runtime_error("cannot store this tensor type in safetensors");
}

void writeAll(int fd, const void *data, std::size_t size, const std::string &path)
{
    const auto *p = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw std::runtime_error("writing " + path + " failed: " + std::strerror(errno));
        }
        p += n;
        size -= std::size_t(n);
    }
}

bool readAt(int fd, void *data, std::size_t size, std::uint64_t offset)
{
    auto *p = static_cast<char *>(data);
    while (size > 0) {
        const ssize_t n = ::pread(fd, p, size, off_t(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        size -= std::size_t(n);
        offset += std::uint64_t(n);
    }
    return true;
}

// One private mapping of a whole file; unmapped when the last tensor viewing it is freed.
struct Mapping
{
    void *address = MAP_FAILED;
    std::size_t size = 0;
    ~Mapping()
    {
        if (address != MAP_FAILED)
            ::munmap(address, size);
    }
};

class FileDescriptor
{
public:
    explicit FileDescriptor(int fd)
        : m_fd(fd)
    {
    }
    ~FileDescriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileDescriptor(const FileDescriptor &) = delete;
    FileDescriptor &operator=(const FileDescriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

} // namespace

std::string safetensorsDtypeName(torch::Dtype dtype)
{
    try {
        return st::dtypeName(fromTorch(dtype));
    } catch (const std::runtime_error &) {
        return c10::toString(dtype);
    }
}

LoadedTensors mapSafetensors(const std::string &path)
{
    // O_NONBLOCK: a FIFO put in place of the file must not make the open wait.
    const FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
    if (fd.get() < 0)
        throw st::FormatError("cannot open " + path + ": " + std::strerror(errno));
    struct stat info = {};
    if (::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode))
        throw st::FormatError(path + ": not a regular file");
    const auto fileSize = std::uint64_t(info.st_size);
    if (fileSize < 8)
        throw st::FormatError(path + ": file of " + std::to_string(fileSize) + " bytes is too small for a safetensors header");
    // The header is read from the descriptor that is mapped, so both describe the same file.
    unsigned char lengthBytes[8];
    if (!readAt(fd.get(), lengthBytes, 8, 0))
        throw st::FormatError("cannot read " + path);
    std::uint64_t length = 0;
    for (int i = 7; i >= 0; --i)
        length = (length << 8) | lengthBytes[i];
    st::Header header;
    try {
        if (length > st::kMaxHeaderBytes || length > fileSize - 8)
            header = st::parseHeader(std::string(), length, fileSize); // throws, naming the problem
        std::string json(length, '\0');
        if (!readAt(fd.get(), json.data(), json.size(), 8))
            throw st::FormatError("cannot read the header");
        header = st::parseHeader(json, length, fileSize);
    } catch (const st::FormatError &e) {
        throw st::FormatError(path + ": " + e.what());
    }
    for (const st::TensorEntry &t : header.tensors)
        toTorch(t.dtype); // refuses a type without a tensor type before anything is mapped
    auto mapping = std::make_shared<Mapping>();
    mapping->size = std::size_t(fileSize);
    // Private and writable: in-place updates (full fine-tuning) copy the page they touch and
    // never reach the file; pages nobody writes stay shared with the page cache.
    mapping->address = ::mmap(nullptr, mapping->size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd.get(), 0);
    if (mapping->address == MAP_FAILED)
        throw st::FormatError("cannot map " + path + ": " + std::strerror(errno));
    LoadedTensors out;
    out.metadata = header.metadata;
    auto *base = static_cast<char *>(mapping->address) + header.dataStart;
    for (const st::TensorEntry &t : header.tensors) {
        const auto options = torch::TensorOptions().dtype(toTorch(t.dtype));
        const std::size_t bytes = std::size_t(t.end - t.begin);
        char *data = base + t.begin;
        torch::Tensor tensor;
        if (bytes == 0) {
            tensor = torch::empty(t.shape, options);
        } else if (reinterpret_cast<std::uintptr_t>(data) % st::dtypeBytes(t.dtype) != 0) {
            // Misaligned elements: kernels may assume alignment, so this one is copied.
            tensor = torch::empty(t.shape, options);
            std::memcpy(tensor.data_ptr(), data, bytes);
        } else {
            tensor = torch::from_blob(data, t.shape, [mapping](void *) {}, options);
        }
        out.tensors.emplace(t.name, std::move(tensor));
    }
    return out;
}

LoadedTensors loadSafetensors(const std::string &path)
{
    const st::Header header = st::readHeader(path);
    std::FILE *f = std::fopen(path.c_str(), "rb");
    if (!f)
        throw st::FormatError("cannot open " + path);
    LoadedTensors out;
    out.metadata = header.metadata;
    try {
        for (const st::TensorEntry &t : header.tensors) {
            torch::Tensor tensor = torch::empty(t.shape, torch::TensorOptions().dtype(toTorch(t.dtype)));
            const std::size_t bytes = std::size_t(t.end - t.begin);
            if (bytes > 0) {
                if (std::fseek(f, long(header.dataStart + t.begin), SEEK_SET) != 0 || std::fread(tensor.data_ptr(), 1, bytes, f) != bytes)
                    throw st::FormatError(path + ": cannot read tensor '" + t.name + "'");
            }
            out.tensors.emplace(t.name, std::move(tensor));
        }
    } catch (...) {
        std::fclose(f);
        throw;
    }
    std::fclose(f);
    return out;
}

void saveSafetensors(const std::string &path, const NamedTensors &tensors, const std::map<std::string, std::string> &metadata)
{
    NamedTensors sorted = tensors;
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<st::TensorEntry> entries;
    std::vector<torch::Tensor> data;
    std::uint64_t offset = 0;
    for (const auto &[name, tensor] : sorted) {
        torch::Tensor cpu = tensor.detach().to(torch::kCPU).contiguous();
        st::TensorEntry e;
        e.name = name;
        e.dtype = fromTorch(cpu.scalar_type());
        e.shape.assign(cpu.sizes().begin(), cpu.sizes().end());
        e.begin = offset;
        e.end = offset + std::uint64_t(cpu.nbytes());
        offset = e.end;
        entries.push_back(std::move(e));
        data.push_back(std::move(cpu));
    }
    const std::string header = st::buildHeader(entries, metadata);
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw std::runtime_error("cannot create " + path + ": " + std::strerror(errno));
    try {
        unsigned char length[8];
        for (int i = 0; i < 8; ++i)
            length[i] = static_cast<unsigned char>(std::uint64_t(header.size()) >> (8 * i));
        writeAll(fd, length, 8, path);
        writeAll(fd, header.data(), header.size(), path);
        for (const torch::Tensor &t : data)
            writeAll(fd, t.data_ptr(), t.nbytes(), path);
        if (::fsync(fd) != 0)
            throw std::runtime_error("fsync of " + path + " failed: " + std::strerror(errno));
    } catch (...) {
        ::close(fd);
        throw;
    }
    if (::close(fd) != 0)
        throw std::runtime_error("closing " + path + " failed: " + std::strerror(errno));
}

} // namespace pilot::tensor
