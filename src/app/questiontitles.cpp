#include "questiontitles.h"

#include <QCoreApplication>

namespace pilot::app {

namespace {

struct Question
{
    const char *id;
    const char *title;
};

// The rows of the seed's decision guide: four core questions, six conditions that keep a
// project on GPU, fixed deadlines and the method.
const Question kQuestions[] = {
    {"model_stability", QT_TRANSLATE_NOOP("pilot::app::Questions", "Does the model structure stay largely stable during the project?")},
    {"compiler_ownership", QT_TRANSLATE_NOOP("pilot::app::Questions", "Can the team maintain compiler and runtime versions as part of its platform?")},
    {"amortisation", QT_TRANSLATE_NOOP("pilot::app::Questions", "Is the training long enough to amortise the preparation cost?")},
    {"gpu_reference", QT_TRANSLATE_NOOP("pilot::app::Questions", "Is there a GPU reference to compare loss curve, checkpoints and output quality?")},
    {"architecture_changes", QT_TRANSLATE_NOOP("pilot::app::Questions", "Does the architecture change regularly during research?")},
    {"custom_cuda_kernels", QT_TRANSLATE_NOOP("pilot::app::Questions", "Are custom CUDA kernels an essential part of the method?")},
    {"unconfirmed_operators", QT_TRANSLATE_NOOP("pilot::app::Questions", "Does the code use operators without a confirmed Neuron path?")},
    {"tensor_debugging_priority", QT_TRANSLATE_NOOP("pilot::app::Questions", "Does debugging at the level of single tensors and operators have priority?")},
    {"no_neuron_experience", QT_TRANSLATE_NOOP("pilot::app::Questions", "Does the team lack Neuron compilation experience and a clear owner for it?")},
    {"idea_to_result_pressure", QT_TRANSLATE_NOOP("pilot::app::Questions", "Must experiments go from idea to reproducible result in a short time?")},
    {"fixed_deadlines", QT_TRANSLATE_NOOP("pilot::app::Questions", "Are there contractually fixed delivery dates?")},
    {"standard_lora_first", QT_TRANSLATE_NOOP("pilot::app::Questions", "Can the pilot start with standard LoRA?")},
};

} // namespace

QString questionTitle(const QString &id)
{
    for (const Question &q : kQuestions) {
        if (id == QLatin1String(q.id))
            return QCoreApplication::translate("pilot::app::Questions", q.title);
    }
    return id;
}

QString answerText(const QString &key)
{
    if (key == QLatin1String("yes"))
        return QCoreApplication::translate("pilot::app::Questions", "yes");
    if (key == QLatin1String("no"))
        return QCoreApplication::translate("pilot::app::Questions", "no");
    return QCoreApplication::translate("pilot::app::Questions", "unknown");
}

} // namespace pilot::app
