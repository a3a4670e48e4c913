#include "recordexport.h"

#include "recordpdf.h"

#include "core/record/recordhtml.h"
#include "core/record/recordmarkdown.h"
#include "core/support/atomicfile.h"
#include "reporttr.h"

#include <QFileInfo>

namespace pilot {

bool exportRecord(const DecisionRecord &record, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const RecordDocument document = record.document();
    QByteArray bytes;
    if (suffix == QLatin1String("md")) {
        bytes = recordMarkdown(document).toUtf8();
    } else if (suffix == QLatin1String("html")) {
        bytes = recordHtml(document).toUtf8();
    } else if (suffix == QLatin1String("pdf")) {
        QString why;
        bytes = recordPdf(document, &why);
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
