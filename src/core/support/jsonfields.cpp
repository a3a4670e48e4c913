#include "core/support/jsonfields.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace pilot {

JsonFields::JsonFields(QString file, Diagnostics *diagnostics)
    : m_file(std::move(file))
    , m_diagnostics(diagnostics)
{
}

void JsonFields::error(const QString &path, const QString &message)
{
    m_diagnostics->append({m_file, 0, 0, path + QStringLiteral(": ") + message, Diagnostic::Severity::Error});
}

QString JsonFields::join(const QString &path, const char *key)
{
    return path.isEmpty() ? QString::fromLatin1(key) : path + QLatin1Char('.') + QLatin1String(key);
}

QString JsonFields::describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return CoreTr::tr("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return CoreTr::tr("the number %1").arg(value.toDouble());
    case QJsonValue::String:
        return CoreTr::tr("the text \"%1\"").arg(value.toString().left(40));
    case QJsonValue::Array:
        return CoreTr::tr("a list");
    case QJsonValue::Object:
        return CoreTr::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return CoreTr::tr("nothing");
}

QJsonObject JsonFields::object(const QJsonObject &parent, const QString &path, const char *key, bool required)
{
    const QJsonValue v = parent.value(QLatin1String(key));
    if (v.isObject())
        return v.toObject();
    if (v.isUndefined() && required)
        error(join(path, key), CoreTr::tr("missing"));
    else if (!v.isUndefined())
        error(join(path, key), CoreTr::tr("expected an object, found %1").arg(describe(v)));
    return {};
}

void JsonFields::text(const QJsonObject &o, const QString &path, const char *key, QString *out, bool required, const QStringList &allowed)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) {
        if (required)
            error(join(path, key), CoreTr::tr("missing"));
        return;
    }
    if (!v.isString() || (required && v.toString().isEmpty())) {
        error(join(path, key), CoreTr::tr("expected text, found %1").arg(describe(v)));
        return;
    }
    if (!allowed.isEmpty() && !allowed.contains(v.toString())) {
        error(join(path, key), CoreTr::tr("expected one of %1, found \"%2\"").arg(allowed.join(QStringLiteral(", ")), v.toString()));
        return;
    }
    *out = v.toString();
}

void JsonFields::optionalText(const QJsonObject &o, const QString &path, const char *key, QString *out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        out->clear();
        return;
    }
    // A text that may be null is null or a real text: "" would pass for "not set" silently.
    text(o, path, key, out, true);
}

void JsonFields::integer(const QJsonObject &o, const QString &path, const char *key, qint64 *out, qint64 minimum, bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) {
        if (required)
            error(join(path, key), CoreTr::tr("missing"));
        return;
    }
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || std::abs(d) > 9.0e15) {
        error(join(path, key), CoreTr::tr("expected a whole number, found %1").arg(describe(v)));
        return;
    }
    if (d < static_cast<double>(minimum)) {
        error(join(path, key), CoreTr::tr("must be at least %1, found %2").arg(minimum).arg(static_cast<qint64>(d)));
        return;
    }
    *out = static_cast<qint64>(d);
}

void JsonFields::integer(const QJsonObject &o, const QString &path, const char *key, int *out, int minimum, bool required)
{
    qint64 wide = *out;
    integer(o, path, key, &wide, minimum, required);
    if (wide > std::numeric_limits<int>::max())
        error(join(path, key), CoreTr::tr("must be at most %1, found %2").arg(std::numeric_limits<int>::max()).arg(wide));
    else
        *out = static_cast<int>(wide);
}

void JsonFields::number(const QJsonObject &o, const QString &path, const char *key, double *out, double minimum, double maximum,
                        bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) {
        if (required)
            error(join(path, key), CoreTr::tr("missing"));
        return;
    }
    if (!v.isDouble()) {
        error(join(path, key), CoreTr::tr("expected a number, found %1").arg(describe(v)));
        return;
    }
    const double d = v.toDouble();
    if (d < minimum || d > maximum) {
        error(join(path, key), CoreTr::tr("must lie between %1 and %2, found %3").arg(minimum).arg(maximum).arg(d));
        return;
    }
    *out = d;
}

void JsonFields::schema(const QJsonObject &o, qint64 readable)
{
    qint64 version = 0;
    integer(o, {}, "schema", &version, 1, true);
    if (version > readable)
        error(QStringLiteral("schema"), CoreTr::tr("version %1 is newer than this program reads (%2)").arg(version).arg(readable));
}

bool readOptionalJsonObject(const QString &path, qint64 maxBytes, QJsonObject *object, QString *error)
{
    QByteArray data;
    if (!readOptionalRegularFile(path, maxBytes, &data, error))
        return false;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = CoreTr::tr("%1: byte %2: this is not a JSON object (%3).")
                     .arg(path)
                     .arg(parseError.offset)
                     .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString() : CoreTr::tr("not an object"));
        return false;
    }
    *object = doc.object();
    return true;
}

void JsonFields::textList(const QJsonObject &o, const QString &path, const char *key, QStringList *out, bool nonEmpty)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return;
    if (!v.isArray()) {
        error(join(path, key), CoreTr::tr("expected a list of texts, found %1").arg(describe(v)));
        return;
    }
    QStringList items;
    const QJsonArray array = v.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString() || array.at(i).toString().isEmpty()) {
            error(join(path, key) + QStringLiteral("[%1]").arg(i), CoreTr::tr("expected text, found %1").arg(describe(array.at(i))));
            return;
        }
        items.append(array.at(i).toString());
    }
    if (nonEmpty && items.isEmpty()) {
        error(join(path, key), CoreTr::tr("must not be empty"));
        return;
    }
    *out = items;
}

QJsonObject mergeJson(QJsonObject base, const QJsonObject &overlay)
{
    for (auto it = overlay.begin(); it != overlay.end(); ++it) {
        const QJsonValue old = base.value(it.key());
        if (old.isObject() && it.value().isObject())
            base.insert(it.key(), mergeJson(old.toObject(), it.value().toObject()));
        else
            base.insert(it.key(), it.value());
    }
    return base;
}

} // namespace pilot
