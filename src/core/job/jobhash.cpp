#include "core/job/jobhash.h"

#include "common/canonicaljson.h"
#include "core/support/coretr.h"

#include <QCryptographicHash>

#include <simdjson.h>

#include <charconv>
#include <cmath>
#include <map>
#include <string>
#include <string_view>

namespace pilot {

namespace {

namespace dom = simdjson::dom;

// Names and bookkeeping, and where and how the job runs: none of them decides what it trains.
constexpr const char *kNotHashed[] = {"run_id", "name", "role", "resume", "eval", "checkpoint", "backend", "device", "threads"};
constexpr int kNotHashedFormat1 = 6; // format 1 hashed backend, device and threads too

// A finite double as nlohmann::json's dump writes it (its to_chars): the shortest digits that
// read back to the same double, in fixed notation while the decimal point lies within 15
// digits of the first digit, else d.ddde+XX; whole numbers keep ".0".
std::string doubleText(double value)
{
    if (value == 0)
        return std::signbit(value) ? "-0.0" : "0.0";
    std::string digits;
    int n = 0; // value = 0.d1d2… × 10^n
    canonical::shortestDigits(value, &digits, &n);
    const std::string sign = value < 0 ? "-" : "";
    const int k = int(digits.size());
    if (k <= n && n <= 15)
        return sign + digits + std::string(std::size_t(n - k), '0') + ".0";
    if (0 < n && n <= 15)
        return sign + digits.substr(0, std::size_t(n)) + "." + digits.substr(std::size_t(n));
    if (-4 < n && n <= 0)
        return sign + "0." + std::string(std::size_t(-n), '0') + digits;
    const int exponent = n - 1;
    std::string out = sign + digits.substr(0, 1);
    if (k > 1)
        out += "." + digits.substr(1);
    const int magnitude = std::abs(exponent);
    out += exponent < 0 ? "e-" : "e+";
    if (magnitude < 10)
        out += '0';
    return out + std::to_string(magnitude);
}

// An object's members by key, the last of a key given twice winning (as in every job reader);
// std::map orders them by their UTF-8 bytes, as nlohmann::json does.
std::map<std::string_view, dom::element> membersOf(dom::object object)
{
    std::map<std::string_view, dom::element> members;
    for (const dom::key_value_pair member : object)
        members[member.key] = member.value;
    return members;
}

void dump(dom::element e, std::string &out)
{
    switch (e.type()) {
    case dom::element_type::OBJECT: {
        out += '{';
        bool first = true;
        for (const auto &[key, value] : membersOf(e.get_object().value_unsafe())) {
            if (!first)
                out += ',';
            first = false;
            canonical::appendString(key, out);
            out += ':';
            dump(value, out);
        }
        out += '}';
        break;
    }
    case dom::element_type::ARRAY: {
        out += '[';
        bool first = true;
        const dom::array items = e.get_array().value_unsafe(); // a copy: the result it comes from is a temporary
        for (const dom::element item : items) {
            if (!first)
                out += ',';
            first = false;
            dump(item, out);
        }
        out += ']';
        break;
    }
    case dom::element_type::INT64: out += std::to_string(e.get_int64().value_unsafe()); break;
    case dom::element_type::UINT64: out += std::to_string(e.get_uint64().value_unsafe()); break;
    case dom::element_type::DOUBLE: out += doubleText(e.get_double().value_unsafe()); break;
    case dom::element_type::STRING:
        canonical::appendString(e.get_string().value_unsafe(), out);
        break;
    case dom::element_type::BOOL: out += e.get_bool().value_unsafe() ? "true" : "false"; break;
    case dom::element_type::NULL_VALUE: out += "null"; break;
    }
}

// The job's members that the hash covers, or false with `error`.
bool hashedMembers(const QByteArray &json, dom::parser &parser, int leftOut, std::map<std::string_view, dom::element> *members,
                   QString *error)
{
    dom::element root;
    const simdjson::padded_string padded(json.constData(), std::size_t(json.size()));
    if (const simdjson::error_code code = parser.parse(padded).get(root); code != simdjson::SUCCESS) {
        *error = CoreTr::tr("not JSON the job hash can read (%1)").arg(QString::fromUtf8(simdjson::error_message(code)));
        return false;
    }
    if (!root.is_object()) {
        *error = CoreTr::tr("expected a JSON object at the top");
        return false;
    }
    *members = membersOf(root.get_object().value_unsafe());
    for (int i = 0; i < leftOut; ++i)
        members->erase(kNotHashed[i]);
    return true;
}

QString hashOf(const QByteArray &json, int leftOut, QString *error)
{
    dom::parser parser;
    std::map<std::string_view, dom::element> members;
    if (!hashedMembers(json, parser, leftOut, &members, error))
        return QString();
    std::string text = "{";
    for (const auto &[key, value] : members) {
        if (text.size() > 1)
            text += ',';
        canonical::appendString(key, text);
        text += ':';
        dump(value, text);
    }
    text += '}';
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArrayView(text.data(), qsizetype(text.size())), QCryptographicHash::Sha256).toHex());
}

QString shown(const dom::element *e)
{
    if (!e)
        return QString();
    std::string text;
    dump(*e, text);
    QString out = QString::fromUtf8(text.data(), qsizetype(text.size()));
    if (out.size() > 80)
        out = out.left(77) + QStringLiteral("...");
    return out;
}

void differences(const QString &path, const std::map<std::string_view, dom::element> &left,
                 const std::map<std::string_view, dom::element> &right, QList<JobHashDifference> *out)
{
    std::map<std::string_view, bool> keys;
    for (const auto &member : left)
        keys[member.first] = true;
    for (const auto &member : right)
        keys[member.first] = true;
    for (const auto &entry : keys) {
        const QString key = (path.isEmpty() ? QString() : path + QLatin1Char('.'))
                            + QString::fromUtf8(entry.first.data(), qsizetype(entry.first.size()));
        const auto l = left.find(entry.first), r = right.find(entry.first);
        const dom::element *a = l == left.end() ? nullptr : &l->second;
        const dom::element *b = r == right.end() ? nullptr : &r->second;
        if (a && b && a->is_object() && b->is_object()) {
            differences(key, membersOf(a->get_object().value_unsafe()), membersOf(b->get_object().value_unsafe()), out);
            continue;
        }
        const QString x = shown(a), y = shown(b);
        std::string fullA, fullB;
        if (a)
            dump(*a, fullA);
        if (b)
            dump(*b, fullB);
        if (!a || !b || fullA != fullB)
            out->append(JobHashDifference{key, x, y});
    }
}

} // namespace

QString jobHash(const QByteArray &json, QString *error)
{
    return hashOf(json, int(std::size(kNotHashed)), error);
}

QString jobHashFormat1(const QByteArray &json, QString *error)
{
    return hashOf(json, kNotHashedFormat1, error);
}

QStringList jobHashIgnoredKeys()
{
    QStringList keys;
    for (const char *key : kNotHashed)
        keys << QLatin1String(key);
    return keys;
}

bool jobHashDifferences(const QByteArray &left, const QByteArray &right, QList<JobHashDifference> *out, QString *error)
{
    out->clear();
    dom::parser leftParser, rightParser; // a parser owns the document it parsed: one for each
    std::map<std::string_view, dom::element> a, b;
    if (!hashedMembers(left, leftParser, int(std::size(kNotHashed)), &a, error)
        || !hashedMembers(right, rightParser, int(std::size(kNotHashed)), &b, error))
        return false;
    differences(QString(), a, b, out);
    return true;
}

} // namespace pilot
