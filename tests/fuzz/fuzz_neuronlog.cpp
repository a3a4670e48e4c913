// Neuron console logs (and the detection that picks them): pilot::looksLikeNeuronLog() and
// pilot::importNeuronLog(). An input that starts with '{' is also read as a notebook (.ipynb).
#include "fuzzsupport.h"

#include "core/importers/importneuronlog.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const QByteArray bytes = pilot::fuzz::bytes(data, size);
    const QString path = pilot::fuzz::writeFile(QStringLiteral("neuronlog/train.log"), bytes);
    (void)pilot::looksLikeNeuronLog(path);
    (void)pilot::importNeuronLog(path);
    if (bytes.startsWith('{')) {
        const QString notebook = pilot::fuzz::writeFile(QStringLiteral("neuronlog/train.ipynb"), bytes);
        (void)pilot::importNeuronLog(notebook);
    }
    return 0;
}
