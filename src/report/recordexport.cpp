#include "recordexport.h"

#include "recordpdf.h"

#include "core/record/recordhtml.h"
#include "core/record/recordmarkdown.h"
#include "core/support/atomicfile.h"
#include "reporttr.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

bool exportRecord(const DecisionRecord &record, const QString &path, QString *error, const RecordImages &images)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    const RecordDocument document = record.document();
    QByteArray bytes;
    if (suffix == QLatin1String("md")) {
        // Markdown cannot hold an image: each figure goes into a PNG file beside the record,
        // named after it, which the record links.
        RecordImages linked;
        for (const QString &figure : document.figures()) {
            RecordImage image = images.value(figure);
            if (image.png.isEmpty())
                continue;
            image.fileName = info.completeBaseName() + QLatin1Char('-') + figure + QLatin1String(".png");
            QString why;
            if (!writeFileAtomically(info.dir().filePath(image.fileName), image.png, &why)) {
                if (error)
                    *error = why;
                return false;
            }
            linked.insert(figure, image);
        }
        bytes = recordMarkdown(document, linked).toUtf8();
    } else if (suffix == QLatin1String("html")) {
        bytes = recordHtml(document, images).toUtf8();
    } else if (suffix == QLatin1String("pdf")) {
        QString why;
        bytes = recordPdf(document, images, &why);
        if (bytes.isEmpty()) {
            if (error)
                *error = ReportTr::tr("cannot save %1: %2").arg(path, why);
            return false;
        }
    } else {
        if (error)
            *error = ReportTr::tr("cannot save %1: the name must end in .md, .html or .pdf").arg(path);
        return false;
    }
    QString why;
    if (!writeFileAtomically(path, bytes, &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

} // namespace pilot
