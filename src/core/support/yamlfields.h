#pragma once

#include "pilot_core_export.h"
#include "core/support/diagnostic.h"

#include <QString>
#include <QStringList>

#include <yaml-cpp/yaml.h>

#include <optional>

namespace pilot {

/// Typed, located access to a parsed YAML tree. Every failed expectation becomes a diagnostic
/// "file:line:col: path.to.key: expected …, found …" and the caller keeps going, so one pass
/// over a file reports all of its problems at once.
class PILOT_CORE_EXPORT YamlFields
{
public:
    YamlFields(QString file, Diagnostics *diagnostics);

    void error(const YAML::Node &at, const QString &path, const QString &message);
    void error(const YAML::Mark &at, const QString &path, const QString &message);
    void warning(const YAML::Node &at, const QString &path, const QString &message);

    /// True when `node` is a mapping; otherwise reports "expected a mapping". Duplicate keys
    /// are reported too (YAML forbids them; yaml-cpp would silently pick one).
    bool expectMap(const YAML::Node &node, const QString &path);
    bool expectSequence(const YAML::Node &node, const QString &path);

    /// A child of a mapping, or a null node when absent; reports a missing required key at the
    /// mapping's location.
    YAML::Node child(const YAML::Node &map, const char *key, const QString &path, bool required);

    std::optional<QString> string(const YAML::Node &map, const char *key, const QString &path, bool required = false);
    std::optional<double> number(const YAML::Node &map, const char *key, const QString &path, double minimum, bool required = false);
    /// A number in [minimum, maximum]: outside input has plausible ranges (units of a price,
    /// hours, rates), and a value far beyond them is a typing slip or an attack, not a fact.
    std::optional<double> boundedNumber(const YAML::Node &map, const char *key, const QString &path, double minimum, double maximum,
                                        bool required = false);
    /// An error for each key of `map` not in `known`: "unknown key; did you mean 'unit'?" when
    /// one is a slip away (editdistance.h), else "unknown key; expected id, unit or date" (the
    /// keys in the order given).
    void refuseUnknownKeys(const YAML::Node &map, const QString &path, const QStringList &known);
    std::optional<qint64> integer(const YAML::Node &map, const char *key, const QString &path, qint64 minimum, bool required = false);
    /// A single scalar or a sequence of scalars.
    std::optional<QStringList> stringList(const YAML::Node &map, const char *key, const QString &path);

    /// Parses `yaml` as exactly one YAML document; a syntax error, or a second document after
    /// "---" or "...", is reported located and gives nullopt.
    std::optional<YAML::Node> parse(const QByteArray &yaml);

    /// Parses a whole document that must be a mapping with `schema: <schemaTag>` (data files
    /// such as rules and device tables); reports syntax and schema errors located.
    std::optional<YAML::Node> document(const QByteArray &yaml, const char *schemaTag);

    /// Describes what a node holds, for "found …" in messages.
    static QString describe(const YAML::Node &node);
    static QString join(const QString &path, const QString &key);

    const QString &file() const { return m_file; }

private:
    /// The node's text; otherwise reports `notScalar`, a whole message with %1 for what the
    /// node holds (describe).
    std::optional<QString> scalar(const YAML::Node &node, const QString &path, const QString &notScalar);

    QString m_file;
    Diagnostics *m_diagnostics;
};

} // namespace pilot
