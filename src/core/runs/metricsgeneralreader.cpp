#include "core/runs/metricsgeneralreader.h"

#include "core/runs/metricsvalue.h"

#include <QCoreApplication>

#include <limits>
#include <string_view>

namespace pilot::metricsline {

namespace od = simdjson::ondemand;
using std::string_view;

namespace {

// The general path: one simdjson value as a FlatValue. Strings are unescaped into the
// parser's buffer, which stays valid until the next line is parsed. NaN and +-Infinity are
// not JSON to simdjson; they are recognised from the raw token first.
bool toFlat(od::value &v, FlatValue *out)
{
    string_view tok = v.raw_json_token();
    while (!tok.empty() && (tok.back() == ' ' || tok.back() == '\t' || tok.back() == '\r'))
        tok.remove_suffix(1);
    if (tok == "NaN" || tok == "Infinity" || tok == "-Infinity") {
        out->kind = FlatValue::Kind::Number;
        out->isInteger = false;
        out->number = tok == "NaN" ? kNoValue
                                   : (tok[0] == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity());
        return true;
    }
    od::json_type type;
    if (v.type().get(type) != simdjson::SUCCESS)
        return false;
    switch (type) {
    case od::json_type::string:
        out->kind = FlatValue::Kind::String;
        return v.get_string().get(out->text) == simdjson::SUCCESS;
    case od::json_type::number:
        return parseJsonNumber(tok, out);
    case od::json_type::boolean:
        out->kind = FlatValue::Kind::Bool;
        return v.get_bool().get(out->boolean) == simdjson::SUCCESS;
    case od::json_type::null:
        out->kind = FlatValue::Kind::Null;
        return true;
    case od::json_type::object:
    case od::json_type::array:
        out->kind = FlatValue::Kind::Nested;
        return true;
    }
    return false;
}

bool readNested(string_view key, od::value &v, EventFields &f)
{
    if (key == "job_identity") {
        od::object o;
        return v.get_object().get(o) == simdjson::SUCCESS && o.raw_json().get(f.jobIdentity) == simdjson::SUCCESS;
    }
    const bool metrics = key == "metrics";
    if (!metrics && key != "versions")
        return true; // nested values of unknown fields are skipped
    od::object o;
    if (v.get_object().get(o) != simdjson::SUCCESS)
        return false;
    for (auto field : o) {
        string_view name;
        od::value value;
        FlatValue flat;
        if (field.unescaped_key().get(name) || field.value().get(value) || !toFlat(value, &flat))
            return false;
        if (metrics && flat.kind == FlatValue::Kind::Number)
            f.metrics.append({qstr(name), flat.number});
        else if (!metrics && flat.kind == FlatValue::Kind::String)
            f.versions.append({qstr(name), qstr(flat.text)});
        else if (!metrics && flat.kind == FlatValue::Kind::Number)
            f.versions.append({qstr(name), qstr(value.raw_json_token()).trimmed()});
    }
    return true;
}

} // namespace

// simdjson reads the text twice (an index, then the values at it), so the text must not
// change in between, and a mapped file's can: it parses a copy of the line.
const char *GeneralLineReader::read(const char *data, std::size_t len, EventFields &f)
{
    m_copy.assign(data, len);
    m_copy.append(kPadding, '\0');
    return parse(m_copy.data(), len, m_copy.size(), f);
}

const char *GeneralLineReader::parse(const char *data, std::size_t len, std::size_t capacity, EventFields &f)
{
    od::document doc;
    od::object object;
    if (m_parser.iterate(data, len, capacity).get(doc) != simdjson::SUCCESS || doc.get_object().get(object) != simdjson::SUCCESS)
        return QT_TRANSLATE_NOOP("pilot::Core", "not a JSON object");
    for (auto field : object) {
        string_view key;
        od::value value;
        FlatValue flat;
        if (field.unescaped_key().get(key) != simdjson::SUCCESS || field.value().get(value) != simdjson::SUCCESS || !toFlat(value, &flat))
            return QT_TRANSLATE_NOOP("pilot::Core", "malformed JSON");
        const bool ok = flat.kind == FlatValue::Kind::Nested ? readNested(key, value, f) : readField(key, flat, f);
        if (!ok) {
            f.wrongTypeKey = key; // a view into the parser's buffer, valid until the next line
            return QT_TRANSLATE_NOOP("pilot::Core", "a field has a value of the wrong type");
        }
    }
    if (doc.current_location().error() == simdjson::SUCCESS)
        return QT_TRANSLATE_NOOP("pilot::Core", "text after the end of the JSON object");
    return nullptr;
}

} // namespace pilot::metricsline
