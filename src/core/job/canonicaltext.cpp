#include "core/job/canonicaltext.h"

#include "common/canonicaljson.h"
#include "core/support/coretr.h"

#include <simdjson.h>

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace pilot {

namespace {

namespace dom = simdjson::dom;

bool write(dom::element e, std::string &out)
{
    switch (e.type()) {
    case dom::element_type::OBJECT: {
        std::map<std::string_view, dom::element> members;         // the last of a name given twice wins
        const dom::object object = e.get_object().value_unsafe(); // a copy: the result it comes from is a temporary
        for (const dom::key_value_pair member : object)
            members[member.key] = member.value;
        std::vector<std::string_view> names;
        for (const auto &member : members)
            names.push_back(member.first);
        std::sort(names.begin(), names.end(), canonical::keyLess);
        out += '{';
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (i > 0)
                out += ',';
            canonical::appendString(names[i], out);
            out += ':';
            if (!write(members.at(names[i]), out))
                return false;
        }
        out += '}';
        return true;
    }
    case dom::element_type::ARRAY: {
        out += '[';
        bool first = true;
        const dom::array items = e.get_array().value_unsafe();
        for (const dom::element item : items) {
            if (!first)
                out += ',';
            first = false;
            if (!write(item, out))
                return false;
        }
        out += ']';
        return true;
    }
    case dom::element_type::INT64:
        return canonical::appendInteger(e.get_int64().value_unsafe(), out);
    case dom::element_type::UINT64:
        return canonical::appendUnsigned(e.get_uint64().value_unsafe(), out);
    case dom::element_type::DOUBLE:
        return canonical::appendNumber(e.get_double().value_unsafe(), out);
    case dom::element_type::STRING:
        canonical::appendString(e.get_string().value_unsafe(), out);
        return true;
    case dom::element_type::BOOL:
        out += e.get_bool().value_unsafe() ? "true" : "false";
        return true;
    case dom::element_type::NULL_VALUE:
        out += "null";
        return true;
    }
    return false;
}

} // namespace

QByteArray canonicalJsonText(const QByteArray &json, QString *error)
{
    dom::parser parser;
    dom::element root;
    const simdjson::padded_string padded(json.constData(), std::size_t(json.size()));
    if (const simdjson::error_code code = parser.parse(padded).get(root); code != simdjson::SUCCESS) {
        // simdjson refuses a number beyond the double range as it reads it.
        *error = CoreTr::tr("not JSON the canonical form can read (%1)").arg(QString::fromUtf8(simdjson::error_message(code)));
        return QByteArray();
    }
    std::string out;
    if (!write(root, out)) {
        *error = CoreTr::tr("a number that no double holds exactly (an integer beyond ±2^53)");
        return QByteArray();
    }
    return QByteArray(out.data(), qsizetype(out.size()));
}

} // namespace pilot
