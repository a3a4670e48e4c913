// MLflow run folders: pilot::importMlflow() on a run whose metrics/loss file is the input
// (meta.yaml and tags are fixed).
#include "fuzzsupport.h"

#include "core/importers/importmlflow.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    static const QString run = [] {
        pilot::fuzz::writeFile(QStringLiteral("mlflow/run/meta.yaml"), QByteArrayLiteral("run_id: run\nstatus: 3\n"));
        pilot::fuzz::writeFile(QStringLiteral("mlflow/run/tags/mlflow.runName"), QByteArrayLiteral("fuzz"));
        return pilot::fuzz::writeFile(QStringLiteral("mlflow/run/metrics/loss"), QByteArray()).section(QLatin1Char('/'), 0, -3);
    }();
    pilot::fuzz::writeFile(QStringLiteral("mlflow/run/metrics/loss"), pilot::fuzz::bytes(data, size));
    const pilot::ImportResult result = pilot::importMlflow(run);
    (void)result;
    return 0;
}
