#pragma once

// A run folder as a run of the neuron backend leaves it, written by hand for the GUI tests — no
// Neuron host made it, and its numbers measure nothing: metrics.jsonl with a compile phase and
// `log` events, launch.json with the environment the backend gave the job, logs/stderr.log with
// the compiler wrapper's cache lines and a CPU-fallback warning of another PrivateUse1 backend
// (tests/data/neuron, where each comes from is in its README) and neuron-monitor.jsonl in the
// documented format.

#include "core/runs/runliveness.h"

#include <QDir>
#include <QFile>
#include <QString>

namespace pilot::test {

inline void writeTestFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

inline QByteArray neuronFixture(const char *name)
{
    QFile f(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

/// Its times follow the launch recorded in launch.json (2026-11-30T10:00:00Z). `backend` "neuron" writes the Neuron side too; another name writes a plain run of the same
/// losses (a reference to compare with).
inline void writeNeuronRun(const QString &runDir, const QString &backend = QStringLiteral("neuron"))
{
    const bool neuron = backend == QLatin1String("neuron");
    QByteArray m;
    m += "{\"v\": 1, \"type\": \"run_start\", \"t\": 1796033000, \"run_id\": \"r\", \"backend\": \"" + backend.toUtf8()
         + "\", \"device\": \"" + (neuron ? "neuron" : "cpu")
         + "\", \"host\": \"h\", \"pid\": 1, \"dataset_version\": \"d\", \"versions\": {}}\n";
    if (neuron) {
        m += "{\"v\": 1, \"type\": \"phase\", \"t\": 1796033000, \"name\": \"first_step\", \"state\": \"begin\"}\n";
        m += "{\"v\": 1, \"type\": \"phase\", \"t\": 1796033001, \"name\": \"compile\", \"state\": \"begin\"}\n";
        m += "{\"v\": 1, \"type\": \"phase\", \"t\": 1796033013, \"name\": \"compile\", \"state\": \"end\"}\n";
        m += "{\"v\": 1, \"type\": \"phase\", \"t\": 1796033015, \"name\": \"first_step\", \"state\": \"end\"}\n";
        m +=
            "{\"v\": 1, \"type\": \"log\", \"t\": 1796033014, \"level\": \"warning\", \"message\": \"UserWarning: The operator "
            "'aten::nonzero' is "
            "not currently supported on the MPS backend and will fall back to run on the CPU. This may have performance implications.\"}\n";
    }
    for (int step = 1; step <= 20; ++step)
        m += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %2, \"loss\": %3, \"tokens\": %4}\n")
                 .arg(1796033014 + step)
                 .arg(step)
                 .arg(3.0 - 0.1 * step)
                 .arg(step * 128)
                 .toUtf8();
    m += "{\"v\": 1, \"type\": \"run_end\", \"t\": 1796033040, \"status\": \"completed\", \"reason\": \"\", \"exit_code\": 0, "
         "\"last_step\": 20}\n";
    writeTestFile(runDir + QStringLiteral("/metrics.jsonl"), m);
    if (!neuron)
        return;
    writeTestFile(
        runDir + QStringLiteral("/logs/stderr.log"),
        neuronFixture("compile-cache.log")
            + "[W compiler_depend.ts:51] Warning: CAUTION: The operator 'torchvision::nms' is not currently supported on the NPU "
              "backend and will fall back to run on the CPU. This may have performance implications. (function npu_cpu_fallback)\n");
    writeTestFile(runDir + QStringLiteral("/logs/stdout.log"), neuronFixture("torchneuron-cache.log"));
    writeTestFile(runDir + QStringLiteral("/neuron-monitor.jsonl"), neuronFixture("neuron-monitor.jsonl"));
    writeTestFile(runDir + QStringLiteral("/launch.json"),
                  "{\"schema\": 1, \"launcher\": \"local\", \"target\": \"local\", \"host\": \"" + thisHostName().toUtf8()
                      + "\", \"pid\": 4194303, \"host_run_dir\": \"/runs/r\","
                        " \"started\": \"2026-11-30T10:00:00.000Z\", \"argv\": [\"python3\", \"-m\", \"pilot_neuron_job\"],"
                        " \"backend\": \"neuron\", \"backend_version\": \"0.1.0\", \"job_sha256\": \"\","
                        " \"env\": {\"TORCH_NEURONX_NEFF_CACHE_DIR\": \"/fsx/neff-cache/routing\", \"NEURON_PROCESS_TAG\": \"my_app_1\"},"
                        " \"versions\": [{\"name\": \"torch-neuronx\", \"version\": \"2.14.3.0\"}],"
                        " \"companions\": [{\"argv\": [\"/opt/aws/neuron/bin/neuron-monitor\"], \"output\": \"neuron-monitor.jsonl\", "
                        "\"started\": true}]}\n");
}

} // namespace pilot::test
