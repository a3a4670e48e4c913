#include "core/support/yamlfields.h"
#include "core/support/coretr.h"
#include "core/support/editdistance.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>
#include <limits>
#include <sstream>
#include <utility>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

namespace pilot {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Notes where each document of a stream starts, and where each quoted scalar (keys too) opens:
// yaml-cpp gives a quoted scalar the tag "!". The content itself is not needed.
class StreamMarks : public YAML::EventHandler
{
public:
    QList<YAML::Mark> documents;
    QList<YAML::Mark> quoted;

    void OnDocumentStart(const YAML::Mark &mark) override { documents.append(mark); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark &, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t, const std::string &) override
    {
        if (tag == "!")
            quoted.append(mark);
    }
    void OnSequenceStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnMapEnd() override {}
};

// Whether the quoted scalar that opens at `pos` is closed before the end of `text`. yaml-cpp
// reads `title: "never closed` at the end of a file as a complete scalar, where the YAML
// specification (and other readers) call it an error.
bool quoteClosed(const std::string &text, std::size_t pos)
{
    if (pos >= text.size() || (text[pos] != '"' && text[pos] != '\''))
        return true; // not where the quote is: nothing to say
    const char quote = text[pos];
    for (std::size_t i = pos + 1; i < text.size(); ++i) {
        if (quote == '"' && text[i] == '\\') {
            ++i; // an escaped character, a quote included
        } else if (text[i] == quote) {
            if (quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'') {
                ++i; // '' is a quote inside single quotes
                continue;
            }
            return true;
        }
    }
    return false;
}

// A document marker ("---" or "...") can only stand at the start of a line; without one the
// stream holds one document and the second pass is skipped.
bool mayHoldSeveralDocuments(const QByteArray &yaml)
{
    return yaml.startsWith("---") || yaml.contains("\n---") || yaml.contains("\n...");
}

} // namespace

YamlFields::YamlFields(QString file, Diagnostics *diagnostics)
    : m_file(std::move(file))
    , m_diagnostics(diagnostics)
{
}

void YamlFields::error(const YAML::Mark &at, const QString &path, const QString &message)
{
    const bool known = !at.is_null();
    m_diagnostics->append({m_file, known ? at.line + 1 : 0, known ? at.column + 1 : 0,
                           path.isEmpty() ? message : path + QStringLiteral(": ") + message, Diagnostic::Severity::Error});
}

void YamlFields::error(const YAML::Node &at, const QString &path, const QString &message)
{
    // Mark() throws YAML::InvalidNode for the node that looking up a missing key of a const map
    // gives (e.g. item["id"] of a question without id); such a node has no place in the file.
    error(at.IsDefined() ? at.Mark() : YAML::Mark::null_mark(), path, message);
}

void YamlFields::warning(const YAML::Node &at, const QString &path, const QString &message)
{
    error(at, path, message);
    m_diagnostics->last().severity = Diagnostic::Severity::Warning;
}

QString YamlFields::describe(const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map:
        return CoreTr::tr("a mapping");
    case YAML::NodeType::Sequence:
        return CoreTr::tr("a list");
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        return CoreTr::tr("nothing");
    case YAML::NodeType::Scalar:
        break;
    }
    QString text = qs(node.Scalar());
    if (text.size() > 40)
        text = text.left(37) + QStringLiteral("...");
    return QStringLiteral("'%1'").arg(text);
}

QString YamlFields::join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

std::optional<YAML::Node> YamlFields::parse(const QByteArray &yaml)
{
    const std::string text = yaml.toStdString();
    YAML::Node root;
    try {
        // YAML::Load reads the first document of a stream and drops the rest without a word; a
        // file that holds a second one is refused instead, pointing at where it starts. And it
        // takes a quoted text the file ends in as complete: refused where it starts. One pass of
        // events finds both, when the text could hold either.
        const bool quotes = yaml.contains('"') || yaml.contains('\'');
        StreamMarks marks;
        if (quotes || mayHoldSeveralDocuments(yaml)) {
            std::istringstream in(text);
            YAML::Parser parser(in);
            while (marks.documents.size() < 2 && parser.HandleNextDocument(marks)) {}
            if (marks.documents.size() > 1) {
                error(marks.documents.at(1), QString(),
                      CoreTr::tr("a second YAML document starts here; this file holds exactly one document"));
                return std::nullopt;
            }
        }
        root = YAML::Load(text);
        for (const YAML::Mark &mark : std::as_const(marks.quoted)) {
            if (mark.pos >= 0 && !quoteClosed(text, std::size_t(mark.pos))) {
                error(mark, QString(), CoreTr::tr("the quoted text that starts here is never closed"));
                return std::nullopt;
            }
        }
    } catch (const YAML::Exception &e) {
        error(e.mark, QString(), CoreTr::tr("YAML syntax error: %1").arg(QString::fromStdString(e.msg)));
        return std::nullopt;
    } catch (const std::exception &e) {
        error(YAML::Mark::null_mark(), QString(), CoreTr::tr("cannot read the file: %1").arg(QString::fromLocal8Bit(e.what())));
        return std::nullopt;
    }
    return root;
}

std::optional<YAML::Node> YamlFields::document(const QByteArray &yaml, const char *schemaTag)
{
    const std::optional<YAML::Node> parsed = parse(yaml);
    if (!parsed)
        return std::nullopt;
    const YAML::Node &root = *parsed;
    if (!expectMap(root, QString()))
        return std::nullopt;
    if (const auto schema = string(root, "schema", QString(), true); schema && *schema != QLatin1String(schemaTag)) {
        error(root["schema"], QStringLiteral("schema"), CoreTr::tr("expected '%1', found '%2'").arg(QLatin1String(schemaTag), *schema));
        return std::nullopt;
    }
    return root;
}

bool YamlFields::expectMap(const YAML::Node &node, const QString &path)
{
    if (!node.IsMap()) {
        error(node, path, CoreTr::tr("expected a mapping (key: value lines), found %1").arg(describe(node)));
        return false;
    }
    QSet<QString> seen;
    for (const auto &entry : node) {
        if (!entry.first.IsScalar()) {
            error(entry.first, path, CoreTr::tr("keys must be plain text, found %1").arg(describe(entry.first)));
            continue;
        }
        const QString key = qs(entry.first.Scalar());
        if (seen.contains(key))
            error(entry.first, join(path, key), CoreTr::tr("this key appears twice"));
        seen.insert(key);
    }
    return true;
}

bool YamlFields::expectSequence(const YAML::Node &node, const QString &path)
{
    if (!node.IsSequence()) {
        error(node, path, CoreTr::tr("expected a list, found %1").arg(describe(node)));
        return false;
    }
    return true;
}

YAML::Node YamlFields::child(const YAML::Node &map, const char *key, const QString &path, bool required)
{
    const YAML::Node value = map.IsMap() ? map[key] : YAML::Node();
    if (!value.IsDefined() && required)
        error(map, path, CoreTr::tr("missing key '%1'").arg(QLatin1String(key)));
    return value;
}

std::optional<QString> YamlFields::scalar(const YAML::Node &node, const QString &path, const QString &notScalar)
{
    if (!node.IsScalar()) {
        error(node, path, notScalar.arg(describe(node)));
        return std::nullopt;
    }
    return qs(node.Scalar());
}

std::optional<QString> YamlFields::string(const YAML::Node &map, const char *key, const QString &path, bool required)
{
    const YAML::Node node = child(map, key, path, required);
    if (!node.IsDefined() || (node.IsNull() && !required))
        return std::nullopt;
    return scalar(node, join(path, QLatin1String(key)), CoreTr::tr("expected text, found %1"));
}

std::optional<double> YamlFields::number(const YAML::Node &map, const char *key, const QString &path, double minimum, bool required)
{
    const YAML::Node node = child(map, key, path, required);
    if (!node.IsDefined() || (node.IsNull() && !required))
        return std::nullopt;
    const QString at = join(path, QLatin1String(key));
    const auto text = scalar(node, at, CoreTr::tr("expected a number, found %1"));
    if (!text)
        return std::nullopt;
    bool ok = false;
    const double value = text->toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        error(node, at, CoreTr::tr("expected a number, found %1").arg(describe(node)));
        return std::nullopt;
    }
    if (value < minimum) {
        error(node, at, CoreTr::tr("must be at least %1, found %2").arg(minimum).arg(value));
        return std::nullopt;
    }
    return value;
}

std::optional<double> YamlFields::boundedNumber(const YAML::Node &map, const char *key, const QString &path, double minimum, double maximum,
                                                bool required)
{
    const std::optional<double> value = number(map, key, path, -std::numeric_limits<double>::max(), required);
    if (!value)
        return std::nullopt;
    if (*value < minimum || *value > maximum) {
        error(map[key], join(path, QLatin1String(key)),
              CoreTr::tr("must lie between %1 and %2, found %3").arg(minimum).arg(maximum).arg(*value));
        return std::nullopt;
    }
    return value;
}

void YamlFields::refuseUnknownKeys(const YAML::Node &map, const QString &path, const QStringList &known)
{
    if (!map.IsMap())
        return;
    for (const auto &entry : map) {
        if (!entry.first.IsScalar())
            continue; // expectMap says so
        const QString key = qs(entry.first.Scalar());
        if (known.contains(key))
            continue;
        const QString meant = likelyMeant(key, known);
        if (!meant.isEmpty()) {
            error(entry.first, join(path, key), CoreTr::tr("unknown key; did you mean '%1'?").arg(meant));
            continue;
        }
        const QString expected = known.size() < 2 ? known.join(QString())
                                                  : CoreTr::tr("%1 or %2").arg(known.first(known.size() - 1).join(QStringLiteral(", ")),
                                                                               known.last());
        error(entry.first, join(path, key), CoreTr::tr("unknown key; expected %1").arg(expected));
    }
}

std::optional<qint64> YamlFields::integer(const YAML::Node &map, const char *key, const QString &path, qint64 minimum, bool required)
{
    const YAML::Node node = child(map, key, path, required);
    if (!node.IsDefined() || (node.IsNull() && !required))
        return std::nullopt;
    const QString at = join(path, QLatin1String(key));
    const auto text = scalar(node, at, CoreTr::tr("expected a whole number, found %1"));
    if (!text)
        return std::nullopt;
    bool ok = false;
    const qint64 value = text->toLongLong(&ok);
    if (!ok) {
        error(node, at, CoreTr::tr("expected a whole number, found %1").arg(describe(node)));
        return std::nullopt;
    }
    if (value < minimum) {
        error(node, at, CoreTr::tr("must be at least %1, found %2").arg(minimum).arg(value));
        return std::nullopt;
    }
    return value;
}

std::optional<QStringList> YamlFields::stringList(const YAML::Node &map, const char *key, const QString &path)
{
    const YAML::Node node = child(map, key, path, false);
    if (!node.IsDefined() || node.IsNull())
        return std::nullopt;
    const QString at = join(path, QLatin1String(key));
    if (node.IsScalar())
        return QStringList{qs(node.Scalar())};
    if (!node.IsSequence()) {
        error(node, at, CoreTr::tr("expected text or a list of texts, found %1").arg(describe(node)));
        return std::nullopt;
    }
    QStringList out;
    int index = 0;
    for (const auto &item : node) {
        if (const auto text = scalar(item, at + QStringLiteral("[%1]").arg(index), CoreTr::tr("expected text, found %1")))
            out.append(*text);
        ++index;
    }
    return out;
}

} // namespace pilot
