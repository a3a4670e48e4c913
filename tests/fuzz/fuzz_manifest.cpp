// Checkpoint manifests (manifest.json of a step-NNNNNN folder): pilot::checkManifest() and
// pilot::manifestListedBytes(). The folder has COMPLETE and a small trainer_state.json, so that
// entries naming it reach the size and SHA-256 checks.
#include "fuzzsupport.h"

#include "core/checkpoints/checkpointmanifest.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    static const QString dir = [] {
        pilot::fuzz::writeFile(QStringLiteral("checkpoints/step-000300/COMPLETE"), QByteArrayLiteral("step 300\n"));
        pilot::fuzz::writeFile(QStringLiteral("checkpoints/step-000300/trainer_state.json"), QByteArrayLiteral("{}\n"));
        return pilot::fuzz::writeFile(QStringLiteral("checkpoints/step-000300/manifest.json"), QByteArray()).section(QLatin1Char('/'), 0, -2);
    }();
    pilot::fuzz::writeFile(QStringLiteral("checkpoints/step-000300/manifest.json"), pilot::fuzz::bytes(data, size));
    const pilot::ManifestCheck check = pilot::checkManifest(dir, nullptr);
    (void)check;
    (void)pilot::manifestListedBytes(dir);
    return 0;
}
