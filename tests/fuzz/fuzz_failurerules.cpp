// Failure-rule files (failure-classes.yaml): pilot::FailureRules::parse(), then match() on a few log
// lines and classifyText() on a traceback, whose frames the file's frame rules judge.
#include "fuzzsupport.h"

#include "core/failures/failureclassifier.h"
#include "core/failures/failurerules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    pilot::Diagnostics diagnostics;
    const std::optional<pilot::FailureRules> parsed = pilot::FailureRules::parse(pilot::fuzz::bytes(data, size), QStringLiteral("failurerules.yaml"), &diagnostics);
    if (parsed) {
        for (const char *line : {"RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB",
                                 "Killed", "", "step 10 loss 1.25", "NCC_EBVF030: ERROR"})
            (void)parsed->match(QString::fromUtf8(line));
        (void)pilot::classifyText(*parsed,
                                  "Traceback (most recent call last):\n"
                                  "  File \"/venv/lib/python3.10/site-packages/datasets/arrow_dataset.py\", line 2800, in __getitem__\n"
                                  "    return self._getitem(key)\n"
                                  "KeyError: 'input_ids'\n",
                                  QStringLiteral("stderr.log"));
    }
    return 0;
}
