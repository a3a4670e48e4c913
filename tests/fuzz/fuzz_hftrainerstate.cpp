// Hugging Face Trainer's trainer_state.json: pilot::importHfTrainerState().
#include "fuzzsupport.h"

#include "core/importers/importhf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const QString path = pilot::fuzz::writeFile(QStringLiteral("hftrainerstate/trainer_state.json"), pilot::fuzz::bytes(data, size));
    const pilot::ImportResult result = pilot::importHfTrainerState(path);
    (void)result;
    return 0;
}
