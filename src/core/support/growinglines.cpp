#include "core/support/growinglines.h"

#include "core/support/regularfile.h"

#include <QFileInfo>

#include <algorithm>

namespace pilot {

GrowingLines::GrowingLines(QString path, qint64 firstReadLimit, qsizetype maxLine)
    : m_path(std::move(path))
    , m_firstReadLimit(std::max<qint64>(0, firstReadLimit))
    , m_maxLine(std::max<qsizetype>(1, maxLine))
{
}

GrowingLines::Read GrowingLines::read(qint64 maxBytes)
{
    Read out;
    const QFileInfo there(m_path);
    if (!there.exists() && !there.isSymLink()) {
        if (m_started) {
            // Gone: whatever it held counts no more.
            *this = GrowingLines(m_path, m_firstReadLimit, m_maxLine);
            out.restarted = true;
        }
        return out;
    }
    RegularFile file;
    if (!file.open(m_path)) {
        out.error = file.error();
        return out;
    }
    if (m_started && (file.device() != m_device || file.inode() != m_inode || file.size() < m_offset)) {
        *this = GrowingLines(m_path, m_firstReadLimit, m_maxLine);
        out.restarted = true;
    }
    if (!m_started) {
        m_started = true;
        m_device = file.device();
        m_inode = file.inode();
        if (file.size() > m_firstReadLimit) {
            m_offset = file.size() - m_firstReadLimit;
            m_cut = true;
            m_skipping = true; // the piece of a line before the first newline is not a whole line
        }
    }
    out.cut = m_cut;
    const qint64 available = file.size() - m_offset;
    if (available <= 0)
        return out;
    QByteArray bytes(std::min(available, std::max<qint64>(1, maxBytes)), Qt::Uninitialized);
    const qint64 got = file.readAt(bytes.data(), bytes.size(), m_offset);
    if (got < 0) {
        out.error = file.error();
        return out;
    }
    bytes.truncate(got);
    m_offset += got;
    qsizetype start = 0;
    while (start < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', start);
        const qsizetype end = newline < 0 ? bytes.size() : newline;
        if (m_skipping) {
            if (newline >= 0)
                m_skipping = false;
        } else if (m_partial.size() + (end - start) > m_maxLine) {
            m_partial.clear();
            ++out.longLines;
            m_skipping = newline < 0;
        } else {
            m_partial.append(bytes.constData() + start, end - start);
            if (newline >= 0) {
                out.lines.append(m_partial);
                m_partial.clear();
            }
        }
        start = newline < 0 ? bytes.size() : newline + 1;
    }
    return out;
}

} // namespace pilot
