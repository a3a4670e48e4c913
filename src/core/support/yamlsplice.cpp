#include "core/support/yamlsplice.h"

#include <QDateTime>
#include <QString>

#include <algorithm>
#include <vector>

namespace pilot {

namespace {

bool yamlNumber(const std::string &text, double *value)
{
    const QByteArray t = QByteArray::fromStdString(text).trimmed();
    if (t.isEmpty())
        return false;
    bool ok = false;
    *value = t.toDouble(&ok);
    return ok;
}

bool sameScalar(const std::string &a, const std::string &b, ScalarMatch match)
{
    if (a == b)
        return true;
    if (match == ScalarMatch::Spelling)
        return false;
    double x = 0, y = 0;
    if (yamlNumber(a, &x) && yamlNumber(b, &y))
        return x == y;
    const QDateTime s = QDateTime::fromString(QString::fromStdString(a), Qt::ISODateWithMs);
    const QDateTime t = QDateTime::fromString(QString::fromStdString(b), Qt::ISODateWithMs);
    return s.isValid() && t.isValid() && s == t;
}

// The value of `key` in `map`, undefined when it has none; never adds the key (const lookup).
YAML::Node valueOf(const YAML::Node &map, const std::string &key)
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (it->first.IsScalar() && it->first.Scalar() == key)
            return it->second;
    }
    return YAML::Node(YAML::NodeType::Undefined);
}

bool hasKey(const YAML::Node &map, const std::string &key)
{
    return valueOf(map, key).IsDefined();
}

YAML::Emitter &styled(YAML::Emitter &out)
{
    out.SetIndent(2);
    return out;
}

struct Edit
{
    qsizetype begin = 0;
    qsizetype end = 0;
    QByteArray text;
};

// A place in the text whose value is one of the tree's collections: where each entry or item
// starts and where its text (without the comments and blank lines after it) ends.
struct Part
{
    YAML::Node key; ///< undefined for a list item
    YAML::Node value;
    qsizetype keyPos = 0; ///< the key, or the item's dash
    qsizetype begin = 0;  ///< line start, or the key's position when something precedes it on its line
    qsizetype end = 0;
    bool midLine = false;
};

class Splicer
{
public:
    Splicer(const QByteArray &source, ScalarMatch match)
        : m_src(source)
        , m_match(match)
    {
    }

    bool spliceMap(const YAML::Node &before, const YAML::Node &after, qsizetype regionEnd);
    std::optional<QByteArray> result() const;

private:
    bool spliceSeq(const YAML::Node &before, const YAML::Node &after, qsizetype regionEnd);
    bool entries(const YAML::Node &map, qsizetype regionEnd, std::vector<Part> *parts, int *column) const;
    bool items(const YAML::Node &seq, qsizetype regionEnd, std::vector<Part> *parts, int *column) const;
    bool finishParts(std::vector<Part> *parts, qsizetype regionEnd, int *column) const;
    bool spliceValue(const Part &part, const YAML::Node &after, int contentColumn);
    void replaceScalar(qsizetype pos, const std::string &value, qsizetype valueEnd, int contentColumn);
    void insertAt(qsizetype pos, const QByteArray &text);
    void replace(qsizetype begin, qsizetype end, const QByteArray &text) { m_edits.push_back({begin, end, text}); }

    qsizetype lineStart(qsizetype pos) const;
    qsizetype nextLineStart(qsizetype pos) const;
    int columnOf(qsizetype pos) const { return int(pos - lineStart(pos)); }
    bool onlySpacesBefore(qsizetype pos) const;
    qsizetype trimEnd(qsizetype begin, qsizetype end, int column) const;
    qsizetype oneLineScalarEnd(qsizetype pos) const;
    qsizetype flowEnd(qsizetype pos) const;
    bool isFlow(const YAML::Node &node) const;
    char at(qsizetype pos) const { return pos >= 0 && pos < m_src.size() ? m_src.at(pos) : '\0'; }

    const QByteArray &m_src;
    ScalarMatch m_match;
    std::vector<Edit> m_edits;
};

qsizetype Splicer::lineStart(qsizetype pos) const
{
    if (pos <= 0)
        return 0;
    return m_src.lastIndexOf('\n', pos - 1) + 1;
}

qsizetype Splicer::nextLineStart(qsizetype pos) const
{
    const qsizetype nl = m_src.indexOf('\n', pos);
    return nl < 0 ? m_src.size() : nl + 1;
}

bool Splicer::onlySpacesBefore(qsizetype pos) const
{
    for (qsizetype i = lineStart(pos); i < pos; ++i) {
        if (m_src.at(i) != ' ')
            return false;
    }
    return true;
}

// Blank lines and comments at or left of `column` after an entry belong to what follows it
// (a comment above a key describes that key), so they stay when the entry is replaced or cut.
qsizetype Splicer::trimEnd(qsizetype begin, qsizetype end, int column) const
{
    while (end > begin) {
        const qsizetype ls = lineStart(end - 1);
        if (ls <= begin)
            break;
        qsizetype i = ls;
        while (i < end && (m_src.at(i) == ' ' || m_src.at(i) == '\t'))
            ++i;
        const char c = at(i);
        const bool blank = i >= end || c == '\n' || c == '\r';
        const bool comment = c == '#' && i - ls <= column;
        if (!blank && !comment)
            break;
        end = ls;
    }
    return end;
}

// The end of a scalar written on one line (quotes included, a trailing comment not); -1 for a
// block scalar, a quoted scalar over several lines, or an anchor, alias or tag.
qsizetype Splicer::oneLineScalarEnd(qsizetype pos) const
{
    const char c = at(pos);
    if (c == '|' || c == '>' || c == '&' || c == '*' || c == '!' || c == '[' || c == '{')
        return -1;
    qsizetype i = pos + 1;
    if (c == '"') {
        for (; i < m_src.size() && m_src.at(i) != '\n'; ++i) {
            if (m_src.at(i) == '\\')
                ++i;
            else if (m_src.at(i) == '"')
                return i + 1;
        }
        return -1;
    }
    if (c == '\'') {
        for (; i < m_src.size() && m_src.at(i) != '\n'; ++i) {
            if (m_src.at(i) == '\'' && at(i + 1) == '\'')
                ++i;
            else if (m_src.at(i) == '\'')
                return i + 1;
        }
        return -1;
    }
    while (i < m_src.size() && m_src.at(i) != '\n' && m_src.at(i) != '\r' && !(m_src.at(i) == '#' && m_src.at(i - 1) == ' '))
        ++i;
    while (i > pos && (m_src.at(i - 1) == ' ' || m_src.at(i - 1) == '\t'))
        --i;
    return i;
}

// The end of a flow collection starting at `pos`, following quotes and nesting; -1 if none.
qsizetype Splicer::flowEnd(qsizetype pos) const
{
    int depth = 0;
    for (qsizetype i = pos; i < m_src.size(); ++i) {
        const char c = m_src.at(i);
        if (c == '"' || c == '\'') {
            const qsizetype close = oneLineScalarEnd(i);
            if (close < 0)
                return -1;
            i = close - 1;
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if (c == ']' || c == '}') {
            if (--depth == 0)
                return i + 1;
        }
    }
    return -1;
}

bool Splicer::isFlow(const YAML::Node &node) const
{
    const char c = at(node.Mark().pos);
    return c == '[' || c == '{';
}

bool literalFits(const QByteArray &body)
{
    if (body.isEmpty() || body.startsWith(' ') || body.startsWith('\n'))
        return false;
    for (const char c : body) {
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
            return false;
    }
    return true;
}

// A scalar as YAML text: several lines as a literal block (`|`) whose lines are indented by
// `indent` spaces, ending in a line break; one line as the emitter quotes it, without one.
QByteArray scalarText(const std::string &value, int indent, bool *block)
{
    const QByteArray v = QByteArray::fromStdString(value);
    qsizetype body = v.size();
    while (body > 0 && v.at(body - 1) == '\n')
        --body;
    const qsizetype trailing = v.size() - body;
    *block = v.left(body).contains('\n') && literalFits(v.left(body));
    if (!*block) {
        YAML::Emitter out;
        out << value;
        return QByteArray(out.c_str());
    }
    QByteArray text = trailing == 0 ? "|-\n" : trailing == 1 ? "|\n" : "|+\n";
    const QByteArray pad(indent, ' ');
    for (const QByteArray &line : v.left(body).split('\n'))
        text += (line.isEmpty() ? QByteArray() : pad + line) + '\n';
    for (qsizetype i = 1; i < trailing; ++i)
        text += '\n';
    return text;
}

QByteArray indentLines(const QByteArray &text, int column, bool skipFirst)
{
    const QByteArray pad(column, ' ');
    QByteArray out;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            out += '\n';
        if (!lines.at(i).isEmpty() && !(skipFirst && i == 0))
            out += pad;
        out += lines.at(i);
    }
    return out;
}

QByteArray withNewline(QByteArray text)
{
    if (!text.endsWith('\n'))
        text += '\n';
    return text;
}

// `key: value` in block style at column 0, ending in a line break.
QByteArray entryText(const YAML::Node &key, const YAML::Node &value)
{
    if (value.IsScalar()) {
        YAML::Emitter k;
        k << key;
        bool block = false;
        const QByteArray v = scalarText(value.Scalar(), 2, &block);
        return withNewline(QByteArray(k.c_str()) + ": " + v);
    }
    YAML::Emitter out;
    styled(out) << YAML::BeginMap << YAML::Key << key << YAML::Value << value << YAML::EndMap;
    return withNewline(QByteArray(out.c_str()));
}

// `- value` in block style at column 0, ending in a line break.
QByteArray itemText(const YAML::Node &value)
{
    if (value.IsScalar()) {
        bool block = false;
        return withNewline("- " + scalarText(value.Scalar(), 2, &block));
    }
    YAML::Emitter out;
    styled(out) << YAML::BeginSeq << value << YAML::EndSeq;
    return withNewline(QByteArray(out.c_str()));
}

QByteArray flowText(const YAML::Node &value)
{
    YAML::Emitter out;
    out.SetMapFormat(YAML::Flow);
    out.SetSeqFormat(YAML::Flow);
    out << value;
    return QByteArray(out.c_str());
}

// The parts of a block collection all start at one column; each ends where the next begins (or
// the region does), less the comments and blank lines that belong to what follows.
bool Splicer::finishParts(std::vector<Part> *parts, qsizetype regionEnd, int *column) const
{
    if (parts->empty())
        return false;
    *column = columnOf(parts->front().keyPos);
    for (const Part &p : *parts) {
        if (columnOf(p.keyPos) != *column)
            return false;
    }
    for (size_t i = 0; i < parts->size(); ++i) {
        Part &p = (*parts)[i];
        const qsizetype rawEnd = i + 1 < parts->size() ? (*parts)[i + 1].begin : regionEnd;
        p.end = trimEnd(p.begin, std::max(rawEnd, p.begin), *column);
    }
    return true;
}

// The entries of a block map in text order; false when the text is not laid out as one (the
// keys at one column, one per line, a simple scalar key each).
bool Splicer::entries(const YAML::Node &map, qsizetype regionEnd, std::vector<Part> *parts, int *column) const
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        Part p;
        p.key = it->first;
        p.value = it->second;
        p.keyPos = p.key.Mark().pos;
        if (!p.key.IsScalar() || p.keyPos < 0 || p.keyPos >= regionEnd || at(p.keyPos) == '?')
            return false;
        if (!parts->empty() && p.keyPos <= parts->back().keyPos)
            return false;
        p.midLine = !onlySpacesBefore(p.keyPos);
        if (p.midLine && !parts->empty())
            return false;
        p.begin = p.midLine ? p.keyPos : lineStart(p.keyPos);
        parts->push_back(p);
    }
    return finishParts(parts, regionEnd, column);
}

bool Splicer::items(const YAML::Node &seq, qsizetype regionEnd, std::vector<Part> *parts, int *column) const
{
    for (auto it = seq.begin(); it != seq.end(); ++it) {
        Part p;
        p.value = static_cast<const YAML::Node &>(*it);
        if (p.value.IsNull())
            return false;
        qsizetype dash = p.value.Mark().pos - 1;
        while (dash >= 0 && (at(dash) == ' ' || at(dash) == '\n' || at(dash) == '\r'))
            --dash;
        if (at(dash) != '-' || !onlySpacesBefore(dash) || dash >= regionEnd)
            return false;
        if (!parts->empty() && dash <= parts->back().keyPos)
            return false;
        p.keyPos = dash;
        p.begin = lineStart(dash);
        parts->push_back(p);
    }
    return finishParts(parts, regionEnd, column);
}

void Splicer::insertAt(qsizetype pos, const QByteArray &text)
{
    const bool needsBreak = pos > 0 && at(pos - 1) != '\n';
    m_edits.push_back({pos, pos, needsBreak ? '\n' + text : text});
}

void Splicer::replaceScalar(qsizetype pos, const std::string &value, qsizetype valueEnd, int contentColumn)
{
    const qsizetype end = oneLineScalarEnd(pos);
    const bool oneLine = end > 0 && nextLineStart(pos) >= valueEnd;
    bool block = false;
    const QByteArray text = scalarText(value, contentColumn, &block);
    if (oneLine && !block)
        replace(pos, end, text);
    else
        replace(pos, valueEnd, withNewline(text));
}

// Writes `after` as the new value of `part` (an entry or an item whose value differs).
bool Splicer::spliceValue(const Part &part, const YAML::Node &after, int contentColumn)
{
    const YAML::Node &before = part.value;
    const qsizetype pos = before.Mark().pos;
    const bool placed = !before.IsNull() && pos > part.keyPos && pos < part.end;
    const char c = at(pos);
    if (placed && c != '&' && c != '*' && c != '!') {
        const size_t mark = m_edits.size();
        if (isFlow(before)) {
            const qsizetype end = flowEnd(pos);
            if (end > 0 && end <= part.end && (after.IsMap() || after.IsSequence())) {
                replace(pos, end, flowText(after));
                return true;
            }
        } else if (before.IsMap() && after.IsMap()) {
            if (spliceMap(before, after, part.end))
                return true;
        } else if (before.IsSequence() && after.IsSequence()) {
            if (spliceSeq(before, after, part.end))
                return true;
        } else if (before.IsScalar() && after.IsScalar()) {
            replaceScalar(pos, after.Scalar(), part.end, contentColumn);
            return true;
        }
        m_edits.resize(mark);
    }
    // The whole entry or item is written anew: its inner comments go, its neighbours stay.
    const int column = columnOf(part.keyPos);
    const QByteArray text = part.key.IsDefined() ? entryText(part.key, after) : itemText(after);
    replace(part.begin, part.end, indentLines(text, column, part.midLine));
    return true;
}

bool Splicer::spliceMap(const YAML::Node &before, const YAML::Node &after, qsizetype regionEnd)
{
    if (isFlow(before))
        return false;
    std::vector<Part> parts;
    int column = 0;
    if (!entries(before, regionEnd, &parts, &column))
        return false;
    for (size_t i = 0; i < parts.size(); ++i) {
        const Part &p = parts[i];
        const YAML::Node now = valueOf(after, p.key.Scalar());
        if (!now.IsDefined()) {
            // The first key of a list item shares its line with the dash: cut up to the next key.
            if (p.midLine && i + 1 == parts.size())
                return false;
            replace(p.begin, p.midLine ? parts[i + 1].keyPos : p.end, QByteArray());
            continue;
        }
        if (!sameYamlValue(p.value, now, m_match) && !spliceValue(p, now, column + 2))
            return false;
    }
    QByteArray added;
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (!it->first.IsScalar())
            return false;
        if (!hasKey(before, it->first.Scalar()))
            added += indentLines(entryText(it->first, it->second), column, false);
    }
    if (!added.isEmpty())
        insertAt(parts.back().end, added);
    return true;
}

bool Splicer::spliceSeq(const YAML::Node &before, const YAML::Node &after, qsizetype regionEnd)
{
    if (isFlow(before))
        return false;
    std::vector<Part> parts;
    int column = 0;
    if (!items(before, regionEnd, &parts, &column))
        return false;
    // Items that were only taken out, or only put in, are found by their values, so that the
    // others keep their text (and comments); otherwise items are matched by position.
    std::vector<YAML::Node> now;
    for (auto it = after.begin(); it != after.end(); ++it)
        now.push_back(static_cast<const YAML::Node &>(*it));
    const auto subsequence = [this](const std::vector<YAML::Node> &small, const std::vector<YAML::Node> &large, std::vector<int> *at) {
        size_t j = 0;
        for (const YAML::Node &n : small) {
            while (j < large.size() && !sameYamlValue(n, large[j], m_match))
                ++j;
            if (j == large.size())
                return false;
            at->push_back(int(j++));
        }
        return true;
    };
    std::vector<YAML::Node> old;
    for (const Part &p : parts)
        old.push_back(p.value);
    std::vector<int> kept;
    if (now.size() < old.size() && subsequence(now, old, &kept)) {
        for (size_t i = 0, k = 0; i < parts.size(); ++i) {
            if (k < kept.size() && kept[k] == int(i))
                ++k;
            else
                replace(parts[i].begin, parts[i].end, QByteArray());
        }
        return true;
    }
    kept.clear();
    if (now.size() > old.size() && subsequence(old, now, &kept)) {
        // A new item goes in before the old item that follows it, or after the last one.
        for (size_t j = 0, k = 0; j < now.size(); ++j) {
            if (k < kept.size() && kept[k] == int(j)) {
                ++k;
                continue;
            }
            const qsizetype pos = k < parts.size() ? parts[k].begin : parts.back().end;
            insertAt(pos, indentLines(itemText(now[j]), column, false));
        }
        return true;
    }
    const size_t common = std::min(parts.size(), now.size());
    for (size_t i = 0; i < common; ++i) {
        if (!sameYamlValue(parts[i].value, now[i], m_match) && !spliceValue(parts[i], now[i], column + 2))
            return false;
    }
    for (size_t i = common; i < parts.size(); ++i)
        replace(parts[i].begin, parts[i].end, QByteArray());
    QByteArray added;
    for (size_t i = common; i < now.size(); ++i)
        added += indentLines(itemText(now[i]), column, false);
    if (!added.isEmpty())
        insertAt(parts.back().end, added);
    return true;
}

std::optional<QByteArray> Splicer::result() const
{
    std::vector<Edit> edits = m_edits;
    // An insertion at the place where a cut begins belongs to the part before the cut.
    std::stable_sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) {
        return a.begin != b.begin ? a.begin < b.begin : (a.begin == a.end && b.begin != b.end);
    });
    QByteArray out;
    qsizetype done = 0;
    for (const Edit &e : edits) {
        if (e.begin < done)
            return std::nullopt;
        out += m_src.mid(done, e.begin - done);
        out += e.text;
        done = e.end;
    }
    out += m_src.mid(done);
    return out;
}

} // namespace

bool sameYamlValue(const YAML::Node &a, const YAML::Node &b, ScalarMatch match)
{
    if (a.Type() != b.Type())
        return false;
    switch (a.Type()) {
    case YAML::NodeType::Undefined:
    case YAML::NodeType::Null:
        return true;
    case YAML::NodeType::Scalar:
        return sameScalar(a.Scalar(), b.Scalar(), match);
    case YAML::NodeType::Sequence:
        if (a.size() != b.size())
            return false;
        for (size_t i = 0; i < a.size(); ++i) {
            if (!sameYamlValue(a[i], b[i], match))
                return false;
        }
        return true;
    case YAML::NodeType::Map:
        if (a.size() != b.size())
            return false;
        for (auto it = a.begin(); it != a.end(); ++it) {
            if (!it->first.IsScalar() || !sameYamlValue(it->second, valueOf(b, it->first.Scalar()), match))
                return false;
        }
        return true;
    }
    return false;
}

std::optional<QByteArray> spliceYaml(const QByteArray &source, const YAML::Node &after, ScalarMatch match)
{
    YAML::Node before;
    try {
        const std::vector<YAML::Node> documents = YAML::LoadAll(source.toStdString());
        if (documents.size() != 1)
            return std::nullopt;
        before = documents.front();
    } catch (const std::exception &) {
        return std::nullopt;
    }
    if (!before.IsMap() || !after.IsMap())
        return std::nullopt;
    Splicer splicer(source, match);
    if (!splicer.spliceMap(before, after, source.size()))
        return std::nullopt;
    std::optional<QByteArray> text = splicer.result();
    if (!text)
        return std::nullopt;
    // What was written must read back as `after`; otherwise the caller writes the tree whole.
    try {
        if (!sameYamlValue(YAML::Load(text->toStdString()), after, match))
            return std::nullopt;
    } catch (const std::exception &) {
        return std::nullopt;
    }
    return text;
}

} // namespace pilot
