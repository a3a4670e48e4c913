#include "core/importers/importtfevents.h"

#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QtEndian>

#include <array>
#include <cmath>
#include <cstring>
#include <map>

namespace pilot {

namespace {

constexpr qint64 kMaxEventFileBytes = 2LL * 1024 * 1024 * 1024;

std::array<quint32, 256> crcTable()
{
    std::array<quint32, 256> table{};
    for (quint32 i = 0; i < 256; ++i) {
        quint32 c = i;
        for (int k = 0; k < 8; ++k)
            c = c & 1 ? (c >> 1) ^ 0x82F63B78u : c >> 1;
        table[i] = c;
    }
    return table;
}

// A protobuf message read field by field; only what scalars need.
class Reader
{
public:
    Reader(const char *data, qsizetype size)
        : m_p(reinterpret_cast<const uchar *>(data))
        , m_end(m_p + size)
    {
    }
    bool atEnd() const { return m_p >= m_end; }
    bool ok() const { return m_ok; }

    bool next(quint32 *field, int *wire)
    {
        quint64 key = 0;
        if (!varint(&key))
            return false;
        *field = quint32(key >> 3);
        *wire = int(key & 7);
        return true;
    }
    bool varint(quint64 *v)
    {
        *v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p >= m_end)
                return fail();
            const uchar b = *m_p++;
            *v |= quint64(b & 0x7f) << shift;
            if (!(b & 0x80))
                return true;
        }
        return fail();
    }
    bool fixed64(quint64 *v) { return fixed(v, 8); }
    bool fixed32(quint32 *v)
    {
        quint64 w = 0;
        const bool r = fixed(&w, 4);
        *v = quint32(w);
        return r;
    }
    bool bytes(const char **data, qsizetype *size)
    {
        quint64 n = 0;
        if (!varint(&n) || n > quint64(m_end - m_p))
            return fail();
        *data = reinterpret_cast<const char *>(m_p);
        *size = qsizetype(n);
        m_p += n;
        return true;
    }
    bool skip(int wire)
    {
        quint64 v = 0;
        const char *d = nullptr;
        qsizetype n = 0;
        switch (wire) {
        case 0:
            return varint(&v);
        case 1:
            return fixed64(&v);
        case 2:
            return bytes(&d, &n);
        case 5:
            return fixed(&v, 4);
        default:
            return fail();
        }
    }

private:
    bool fixed(quint64 *v, int n)
    {
        if (m_end - m_p < n)
            return fail();
        *v = 0;
        for (int i = n - 1; i >= 0; --i)
            *v = (*v << 8) | m_p[i];
        m_p += n;
        return true;
    }
    bool fail()
    {
        m_ok = false;
        m_p = m_end;
        return false;
    }
    const uchar *m_p;
    const uchar *m_end;
    bool m_ok = true;
};

double asDouble(quint64 bits)
{
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
}

float asFloat(quint32 bits)
{
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

// The first value of a TensorProto holding a float or double scalar.
bool tensorScalar(const char *data, qsizetype size, double *value)
{
    Reader r(data, size);
    quint32 field = 0;
    int wire = 0;
    quint64 dtype = 0;
    const char *content = nullptr;
    qsizetype contentSize = 0;
    bool found = false;
    while (!r.atEnd() && r.next(&field, &wire)) {
        if (field == 1 && wire == 0) {
            r.varint(&dtype);
        } else if (field == 4 && wire == 2) {
            r.bytes(&content, &contentSize);
        } else if (field == 5 && (wire == 5 || wire == 2)) { // float_val, plain or packed
            quint32 bits = 0;
            if (wire == 5) {
                r.fixed32(&bits);
            } else {
                const char *d = nullptr;
                qsizetype n = 0;
                r.bytes(&d, &n);
                if (n < 4)
                    continue;
                bits = qFromLittleEndian<quint32>(d);
            }
            *value = asFloat(bits);
            found = true;
        } else if (field == 6 && (wire == 1 || wire == 2)) { // double_val
            quint64 bits = 0;
            if (wire == 1) {
                r.fixed64(&bits);
            } else {
                const char *d = nullptr;
                qsizetype n = 0;
                r.bytes(&d, &n);
                if (n < 8)
                    continue;
                bits = qFromLittleEndian<quint64>(d);
            }
            *value = asDouble(bits);
            found = true;
        } else {
            r.skip(wire);
        }
    }
    if (!found && content) {
        if (dtype == 1 && contentSize >= 4) { // DT_FLOAT
            *value = asFloat(qFromLittleEndian<quint32>(content));
            found = true;
        } else if (dtype == 2 && contentSize >= 8) { // DT_DOUBLE
            *value = asDouble(qFromLittleEndian<quint64>(content));
            found = true;
        }
    }
    return found && r.ok();
}

struct Scalar
{
    double wallTime = kNoValue;
    double value = kNoValue;
};

struct Accumulator
{
    std::map<QString, std::map<qint64, Scalar>> tags; // tag -> step -> scalar
    std::map<QString, qint64> lastStep;
    int starts = 0;

    void sessionStart(qint64 step)
    {
        // A second START: the job restarted from `step`; what came after it is orphaned.
        if (++starts > 1) {
            for (auto &[tag, points] : tags)
                points.erase(points.lower_bound(step), points.end());
        }
    }
    void add(const QString &tag, qint64 step, Scalar s)
    {
        auto &points = tags[tag];
        const auto last = lastStep.find(tag);
        if (last != lastStep.end() && step < last->second)
            points.erase(points.upper_bound(step), points.end()); // out of order: a restart
        points[step] = s;
        lastStep[tag] = step;
    }
};

// Reads an event's SessionLog: a START status tells the accumulator that the job (re)started at `step`.
void readSessionLog(const char *session, qsizetype sessionSize, qint64 step, Accumulator *acc)
{
    quint32 field = 0;
    int wire = 0;
    Reader s(session, sessionSize);
    quint64 status = 0;
    while (!s.atEnd() && s.next(&field, &wire)) {
        if (field == 1 && wire == 0)
            s.varint(&status);
        else
            s.skip(wire);
    }
    if (status == 1) // START
        acc->sessionStart(step);
}

// Reads one Summary.Value into its tag and scalar (a simple_value or a tensor's first value);
// true when it held a scalar.
bool readSummaryValue(const char *value, qsizetype valueSize, QString *tag, double *scalar)
{
    quint32 field = 0;
    int wire = 0;
    // Summary.Value: 1 tag, 2 simple_value, 8 tensor.
    Reader v(value, valueSize);
    bool has = false;
    while (!v.atEnd() && v.next(&field, &wire)) {
        const char *d = nullptr;
        qsizetype n = 0;
        quint32 bits = 0;
        if (field == 1 && wire == 2 && v.bytes(&d, &n)) {
            *tag = QString::fromUtf8(d, n);
        } else if (field == 2 && wire == 5 && v.fixed32(&bits)) {
            *scalar = asFloat(bits);
            has = true;
        } else if (field == 8 && wire == 2 && v.bytes(&d, &n)) {
            has = tensorScalar(d, n, scalar) || has;
        } else {
            v.skip(wire);
        }
    }
    return has;
}

// Adds the tagged scalars of an event's Summary to the accumulator, at the event's step and wall time.
void readSummary(const char *summary, qsizetype summarySize, qint64 step, double wallTime, Accumulator *acc)
{
    quint32 field = 0;
    int wire = 0;
    Reader s(summary, summarySize);
    while (!s.atEnd() && s.next(&field, &wire)) {
        const char *value = nullptr;
        qsizetype valueSize = 0;
        if (field != 1 || wire != 2 || !s.bytes(&value, &valueSize)) {
            s.skip(wire);
            continue;
        }
        QString tag;
        double scalar = kNoValue;
        const bool has = readSummaryValue(value, valueSize, &tag, &scalar);
        if (has && !tag.isEmpty())
            acc->add(tag, step, Scalar{wallTime, scalar});
    }
}

// Reads one event file into the accumulator. Returns false after an error.
bool readEventFile(const QString &file, Accumulator *acc, ImportResult *result, QStringList *notes)
{
    RegularFile f;
    QByteArray data;
    bool tooLarge = false;
    if (!f.open(file) || !f.readAll(kMaxEventFileBytes, &data, &tooLarge)) {
        result->diagnostics.append(
            Diagnostic::error(file, tooLarge ? CoreTr::tr("larger than %1 GiB; not read").arg(kMaxEventFileBytes >> 30) : f.error()));
        return false;
    }
    f.close();
    qsizetype offset = 0;
    int records = 0;
    while (offset < data.size()) {
        if (data.size() - offset < 12) {
            notes->append(
                CoreTr::tr("%1: the last record is incomplete (still being written?); read up to it").arg(QFileInfo(file).fileName()));
            break;
        }
        const quint64 length = qFromLittleEndian<quint64>(data.constData() + offset);
        const quint32 lengthCrc = qFromLittleEndian<quint32>(data.constData() + offset + 8);
        const auto corrupt = [&](const QString &what) {
            result->diagnostics.append(
                Diagnostic::error(file, CoreTr::tr("record %1 at byte %2: %3").arg(records + 1).arg(offset).arg(what)));
        };
        if (maskedCrc32c(data.constData() + offset, 8) != lengthCrc) {
            corrupt(CoreTr::tr("the length's checksum does not match; the file is corrupted"));
            return false;
        }
        // Not `available < length + 4`: a length near 2^64 wraps that sum round to a small number
        // (tests/data/fuzz/tfevents/hostile-length-huge).
        const quint64 available = quint64(data.size() - offset - 12);
        if (available < 4 || length > available - 4) {
            notes->append(
                CoreTr::tr("%1: the last record is incomplete (still being written?); read up to it").arg(QFileInfo(file).fileName()));
            break;
        }
        const char *event = data.constData() + offset + 12;
        if (maskedCrc32c(event, qsizetype(length)) != qFromLittleEndian<quint32>(event + length)) {
            corrupt(CoreTr::tr("the data's checksum does not match; the file is corrupted"));
            return false;
        }
        offset += 12 + qsizetype(length) + 4;
        ++records;
        // Event: 1 wall_time, 2 step, 5 summary, 7 session_log.
        Reader r(event, qsizetype(length));
        quint32 field = 0;
        int wire = 0;
        double wallTime = kNoValue;
        qint64 step = 0;
        const char *summary = nullptr, *session = nullptr;
        qsizetype summarySize = 0, sessionSize = 0;
        while (!r.atEnd() && r.next(&field, &wire)) {
            quint64 v = 0;
            if (field == 1 && wire == 1 && r.fixed64(&v))
                wallTime = asDouble(v);
            else if (field == 2 && wire == 0 && r.varint(&v))
                step = qint64(v);
            else if (field == 5 && wire == 2)
                r.bytes(&summary, &summarySize);
            else if (field == 7 && wire == 2)
                r.bytes(&session, &sessionSize);
            else
                r.skip(wire);
        }
        if (!r.ok()) {
            corrupt(CoreTr::tr("not a readable event"));
            return false;
        }
        if (session)
            readSessionLog(session, sessionSize, step, acc);
        if (summary)
            readSummary(summary, summarySize, step, wallTime, acc);
    }
    return true;
}

} // namespace

quint32 crc32c(const char *data, qsizetype size)
{
    static const std::array<quint32, 256> table = crcTable();
    quint32 c = 0xFFFFFFFFu;
    for (qsizetype i = 0; i < size; ++i)
        c = table[(c ^ uchar(data[i])) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

quint32 maskedCrc32c(const char *data, qsizetype size)
{
    const quint32 crc = crc32c(data, size);
    return ((crc >> 15) | (crc << 17)) + 0xA282EAD8u;
}

ImportResult importTfEvents(const QString &path)
{
    ImportResult result;
    QStringList files;
    const QFileInfo info(path);
    if (info.isDir()) {
        for (const QString &name :
             QDir(path).entryList({QStringLiteral("events.out.tfevents.*"), QStringLiteral("*tfevents*")}, QDir::Files, QDir::Name))
            files.append(QDir(path).filePath(name));
        files.removeDuplicates();
    } else {
        files.append(path);
    }
    if (files.isEmpty()) {
        result.diagnostics.append(Diagnostic::error(path, CoreTr::tr("no events.out.tfevents.* file here")));
        return result;
    }
    Accumulator acc;
    QStringList notes;
    for (const QString &file : files) {
        if (!readEventFile(file, &acc, &result, &notes) && acc.tags.empty())
            return result;
    }
    ImportedRun run;
    run.format = QStringLiteral("tfevents");
    run.name = info.isDir() ? info.fileName() : info.dir().dirName();
    run.notes = notes;
    std::map<qint64, StepPoint> steps;
    std::map<qint64, EvalPoint> evals;
    QStringList other;
    for (const auto &[tag, points] : acc.tags) {
        const MetricRole role = metricRole(tag);
        if (role == MetricRole::None) {
            other.append(tag);
            continue;
        }
        for (const auto &[step, s] : points) {
            if (role == MetricRole::ValLoss) {
                evals[step].step = step;
                evals[step].valLoss = s.value;
                evals[step].t = s.wallTime;
                continue;
            }
            StepPoint &p = steps[step];
            p.step = step;
            p.t = s.wallTime;
            if (role == MetricRole::Loss)
                p.loss = s.value;
            else if (role == MetricRole::Lr)
                p.lr = s.value;
            else if (role == MetricRole::GradNorm)
                p.gradNorm = s.value;
            else
                p.tokens = qint64(s.value);
        }
    }
    for (const auto &[step, p] : steps)
        run.metrics.addStep(p);
    for (const auto &[step, e] : evals)
        run.metrics.addEval(e);
    if (!other.isEmpty())
        run.notes.append(CoreTr::tr("scalars not taken over: %1").arg(other.join(QStringLiteral(", "))));
    result.runs.append(run);
    return result;
}

} // namespace pilot
