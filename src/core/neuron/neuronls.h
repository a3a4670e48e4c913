#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QList>
#include <QProcessEnvironment>
#include <QString>

namespace pilot {

/// One Neuron device as `neuron-ls --json-output` lists it (format: aws-neuron-sdk
/// tools/neuron-sys-tools/neuron-ls.rst, the `neuron-ls -j` example and its field list).
struct NeuronLsDevice
{
    int index = -1;            ///< neuron_device
    int coreCount = 0;         ///< nc_count: NeuronCores of the device (logical ones where the host groups them)
    QList<int> coreIds;        ///< neuroncore_ids; empty when the tool did not list them
    qint64 memoryBytes = 0;    ///< memory_size
    int logicalCoreConfig = 0; ///< logical_neuroncore_config; 0 when not given
    QString bdf;               ///< PCI address
    QList<qint64> processPids; ///< neuron_processes[].pid: processes using the device now
};

/// A host's Neuron hardware, as far as neuron-ls says.
struct PILOT_CORE_EXPORT NeuronLsHost
{
    QString instanceType; ///< instance_type where the tool gives it
    QList<NeuronLsDevice> devices;

    int coreCount() const;
    qint64 memoryBytes() const;
    /// The NeuronCore ids a job may name in NEURON_RT_VISIBLE_CORES: those the tool listed, or,
    /// where it listed none, 0 … coreCount() - 1 in device order.
    QList<int> coreIds() const;
};

/// Bytes of tool output read at most; more is refused, not cut (a cut JSON document is garbage).
inline constexpr qint64 kMaxNeuronToolOutput = 4 * 1024 * 1024;

/// Reads the JSON `neuron-ls --json-output` prints: a list of device objects (or an object
/// holding one such list, as `--output-format json` of Neuron 2.34 is announced to; not
/// verified). `neuroncore_ids` may be a list of ids, of ids and ranges, or a text of ranges
/// ("0-3", "0,1"), the forms the documentation names. Everything is
/// checked (types, ranges: at most 4096 devices, 1024 cores each, core ids 0 … 65535);
/// unknown fields are ignored. False with `error` (for people, without a file name) on
/// anything else: not JSON, not a list, a device without `neuron_device` or `nc_count`, a
/// value of the wrong type or out of range, more than kMaxNeuronToolOutput bytes.
PILOT_CORE_EXPORT bool parseNeuronLs(const QByteArray &json, NeuronLsHost *host, QString *error);

/// Runs `neuron-ls --json-output` on this machine (found on `environment`'s PATH), where that
/// fails `neuron-ls --output-format json` (Neuron 2.34 on), and reads it, waiting at most `timeoutMs`. False with `error` empty when the host has no neuron-ls (no
/// Neuron tools: nothing to say); false with `error` when it failed or printed something else.
/// Answers are kept for a minute. Blocks: never on the GUI thread.
PILOT_CORE_EXPORT bool queryNeuronLs(const QProcessEnvironment &environment, int timeoutMs, NeuronLsHost *host, QString *error);

} // namespace pilot
