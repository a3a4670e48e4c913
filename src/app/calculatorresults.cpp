#include "calculatorresults.h"

#include "core/calculators/amortisation.h"
#include "core/calculators/assumptions.h"
#include "core/calculators/communication.h"
#include "core/calculators/devicetable.h"
#include "core/calculators/memoryestimate.h"
#include "core/calculators/memoryverdict.h"
#include "core/cost/moneytext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace pilot::app {

namespace {

// The results are shown on the calculator panel: they keep its translation context.
struct Words
{
    Q_DECLARE_TR_FUNCTIONS(pilot::app::CalculatorPanel)
};

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString gib(double bytes)
{
    return QLocale().toString(bytes / kGiB, 'f', 1);
}

// Communication is small for adapters and large for full fine-tuning: MiB below a GiB.
QString volume(double bytes)
{
    if (bytes < kGiB)
        return Words::tr("%1 MiB").arg(QLocale().toString(bytes / (1024.0 * 1024.0), 'f', 1));
    return Words::tr("%1 GiB").arg(QLocale().toString(bytes / kGiB, 'f', 2));
}

// What the layout sends per device and step, by kind, with the formulas it comes from.
QString communicationText(const ModelShape &shape, const TrainingSetup &setup, const Parallelism &p, const QString &heading)
{
    const CommunicationVolume v = estimateCommunication(shape, setup, p);
    const auto row = [](const QString &label, const QString &value, const QString &formula) {
        return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td><small>%3</small></td></tr>")
            .arg(label.toHtmlEscaped(), value.toHtmlEscaped(), formula.toHtmlEscaped());
    };
    QString text = QStringLiteral("<p><b>%1</b></p><table>").arg(heading.toHtmlEscaped());
    text += row(Words::tr("Data parallel (gradients)"), volume(v.dataParallel),
                p.zeroStage >= 3 ? Words::tr("(d−1)/d · (T + 2·W) · bytes/(t·p), ZeRO 3")
                                 : Words::tr("2·(d−1)/d · T · bytes/(t·p), ring all-reduce"));
    text += row(Words::tr("Tensor parallel (activations)"), volume(v.tensorParallel),
                setup.recomputeActivations ? Words::tr("6 · L/p · 2·(t−1)/t · s·b·H · bytes, with recomputation")
                                           : Words::tr("4 · L/p · 2·(t−1)/t · s·b·H · bytes"));
    text += row(Words::tr("Pipeline parallel (activations)"), volume(v.pipelineParallel), Words::tr("2 · s·b·H · bytes when p > 1"));
    text += QStringLiteral("<tr><td><b>%1</b></td><td align=right><b>%2</b></td><td></td></tr></table>")
                .arg(Words::tr("Sent per device and step").toHtmlEscaped(), volume(v.total()).toHtmlEscaped());
    text += QStringLiteral("<p><small>%1</small></p>")
                .arg(Words::tr("One micro-batch per step; each further micro-batch adds the tensor and pipeline parts again. Each "
                               "device receives about as much as it sends. T trained and W all weights, bytes per value of "
                               "the training precision; estimates from the formulas (docs/calculators.md), not measurements.")
                         .toHtmlEscaped());
    return text;
}

// The texts are translated without markup; the table and the emphasis are added here.
QString cell(const QString &text, bool bold)
{
    return bold ? QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()) : text.toHtmlEscaped();
}

} // namespace

QString memoryResultText(const Assumptions &a, const Device *device, const QString &language)
{
    const ModelShape shape = a.modelShape();
    const TrainingSetup setup = a.trainingSetup();
    const MemoryEstimate e = estimateMemory(shape, setup, Parallelism());
    const auto row = [&](const QString &label, const QString &value, bool bold = false) {
        return QStringLiteral("<tr><td>%1</td><td align=right>%2</td></tr>").arg(cell(label, bold), cell(value, bold));
    };
    const auto inGib = [](double bytes) { return Words::tr("%1 GiB").arg(gib(bytes)); };
    QString memory = QStringLiteral("<table>") + row(Words::tr("Parameters"), QLocale().toString(e.parameters))
                     + row(Words::tr("Trained"), QLocale().toString(e.trainable)) + row(Words::tr("Weights"), inGib(e.weights))
                     + row(Words::tr("Gradients"), inGib(e.gradients)) + row(Words::tr("Optimizer states"), inGib(e.optimizer))
                     + row(Words::tr("Master weights"), inGib(e.master)) + row(Words::tr("Activations"), inGib(e.activations))
                     + row(Words::tr("Total on one device"), inGib(e.total()), true)
                     + row(Words::tr("Checkpoint"), inGib(e.checkpointBytes)) + QStringLiteral("</table>");
    if (device) {
        // The core's verdict, as the decision and the record give it, for the device picked here.
        const MemoryVerdict v = memoryVerdict(a, *device);
        const Parallelism &p = v.parallelism;
        QString verdict;
        if (v.fit == MemoryVerdict::Fit::Alone)
            verdict = Words::tr("Fits on one %1 (%2 GiB).").arg(v.deviceNameIn(language), gib(v.deviceBytes));
        else if (v.fit == MemoryVerdict::Fit::WithParallelism)
            // One multi-argument arg(): a device name holding "%3" stays as written.
            verdict = Words::tr("Needs %1 devices of %2: tensor %3, pipeline %4, data %5, ZeRO stage %6.")
                          .arg(QString::number(v.devicesUsed()), v.deviceNameIn(language), QString::number(p.tensor),
                               QString::number(p.pipeline), QString::number(p.data), QString::number(p.zeroStage));
        else
            verdict =
                Words::tr("Does not fit on %1 × %2 with any parallelism tried.").arg(QString::number(v.devices), v.deviceNameIn(language));
        memory += QStringLiteral("<p>%1<br><small>%2</small></p>")
                      .arg(cell(verdict, true), cell(Words::tr("Device figure: %1").arg(device->source), false));
        // What the pilot can run of it: sharded full fine-tuning (FSDP) over data-parallel processes.
        if (v.pilotShards())
            memory += QStringLiteral("<p>%1</p>")
                          .arg(cell(Words::tr("The pilot runs this: full fine-tuning sharded with FSDP over %1 "
                                              "processes (runtime.neuron: processes: %1, sharding: fsdp).")
                                        .arg(v.devicesUsed()),
                                    false));
        else if (v.fit == MemoryVerdict::Fit::WithParallelism)
            memory += QStringLiteral("<p>%1</p>")
                          .arg(cell(Words::tr("The pilot shards full fine-tuning over data-parallel processes only "
                                              "(FSDP); it does not run this layout."),
                                    false));
        // Communication volume beside memory: for the layout the verdict suggests, or, when the
        // training fits on one device, for data parallelism over the planned devices.
        if (v.fit == MemoryVerdict::Fit::WithParallelism)
            memory += communicationText(shape, setup, p, Words::tr("Communication with this parallelism"));
        else if (v.fit == MemoryVerdict::Fit::Alone && v.devices > 1)
            memory += communicationText(shape, setup, Parallelism{1, 1, v.devices, 0},
                                        Words::tr("Communication when the %1 planned devices train data-parallel").arg(v.devices));
    }
    return memory;
}

QString amortisationResultText(const Assumptions &a)
{
    QStringList missing;
    const auto inputs = a.amortisationInputs(&missing);
    if (!inputs)
        return Words::tr("Enter every assumption to see the break-even (%n missing).", nullptr, int(missing.size()));
    const AmortisationResult r = amortise(*inputs);
    const auto money = [&](double v) { return moneyText(v, a.currency, QLocale()); };
    const QStringList lines = {
        Words::tr("Preparation: %1").arg(money(r.preparationCost)),
        Words::tr("Cost per hour of reference work: GPU %1, Trainium2 %2").arg(money(r.gpuCostPerHour), money(r.trainiumCostPerHour)),
        Words::tr("Saving per hour: %1").arg(money(r.savingPerHour))};
    const QString outcome = r.breakEvenGpuHours ? Words::tr("Break-even after %1 reference GPU hours of training; net over the plan: %2.")
                                                      .arg(QLocale().toString(*r.breakEvenGpuHours, 'f', 0), money(r.netAtPlan))
                                                : Words::tr("No break-even: under these assumptions Trainium2 saves nothing per hour.");
    return lines.join(QLatin1Char('\n')).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))
           + QStringLiteral("<br><b>%1</b>").arg(outcome.toHtmlEscaped());
}

} // namespace pilot::app
