// Every visible string must have a finished German translation. lupdate runs over the
// sources into a scratch catalog; each of its messages must be translated in
// translations/migration-pilot_de.ts, with the same placeholders.
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool finished = true;
    QStringList translations;
    QString key() const { return context + QChar(0x1F) + source + QChar(0x1F) + comment; }
};

QList<Message> readCatalog(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message();
            current.context = context;
            current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            current.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            current.finished = type.isEmpty();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations.append(xml.readElementText());
            } else {
                current.translations.append(xml.readElementText());
            }
            messages.append(current);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void germanCatalogIsComplete()
    {
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-silent"),
                       // core headers are included as "core/<folder>/<name>.h"; lupdate needs the root
                       // to see CoreTr's translation context
                       QStringLiteral("-I"), QStringLiteral(PILOT_SOURCE_DIR "/src"), QStringLiteral(PILOT_SOURCE_DIR "/src/core"),
                       QStringLiteral(PILOT_SOURCE_DIR "/src/app"), QStringLiteral(PILOT_SOURCE_DIR "/src/charts"),
                       QStringLiteral(PILOT_SOURCE_DIR "/src/report"), QStringLiteral(PILOT_SOURCE_DIR "/src/cli"),
                       QStringLiteral(PILOT_SOURCE_DIR "/ui"), QStringLiteral(PILOT_SOURCE_DIR "/backends"), QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

        const QList<Message> sources = readCatalog(fresh);
        QVERIFY(sources.size() > 100); // the scan found the application's strings
        QHash<QString, Message> german;
        for (const Message &m : readCatalog(QStringLiteral(PILOT_SOURCE_DIR "/translations/migration-pilot_de.ts")))
            german.insert(m.key(), m);

        QStringList problems;
        for (const Message &s : sources) {
            const auto it = german.constFind(s.key());
            if (it == german.cend()) {
                problems.append(QStringLiteral("missing: [%1] %2").arg(s.context, s.source));
                continue;
            }
            if (!it->finished || it->translations.isEmpty()) {
                problems.append(QStringLiteral("unfinished: [%1] %2").arg(s.context, s.source));
                continue;
            }
            for (const QString &t : it->translations) {
                if (t.trimmed().isEmpty())
                    problems.append(QStringLiteral("empty: [%1] %2").arg(s.context, s.source));
                else if (placeholders(t) != placeholders(s.source)
                         && !(s.numerus && placeholders(t) - placeholders(s.source) == QSet<QString>()))
                    problems.append(QStringLiteral("placeholders differ: [%1] %2 -> %3").arg(s.context, s.source, t));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
