#pragma once

#include "pilot_core_export.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace pilot {

/// What a backend says about itself: the fields of the plugin's JSON metadata (its
/// backend.json.in), which the registry reads before it loads the plugin and the plugin's info()
/// returns (backendInfoOf), so both say the same.
struct BackendInfo
{
    QString name;                ///< the job's `backend` value, e.g. "libtorch"
    QString version;             ///< the plugin's version (recorded in every run it launches)
    QString description;         ///< one line for people, English
    QStringList devices;         ///< job `device` values it runs: cpu, cuda, neuron
    QStringList precisions;      ///< job `precision` values: fp32, bf16
    QStringList methods;         ///< job `method.kind` values: lora, full
    QStringList tokenizers;      ///< job `tokenizer.kind` values: bytes, hf
    int jobInterfaceVersion = 1; ///< docs/job-interface.md section 1

    bool operator==(const BackendInfo &o) const
    {
        return name == o.name && version == o.version && description == o.description && devices == o.devices && precisions == o.precisions
               && methods == o.methods && tokenizers == o.tokenizers && jobInterfaceVersion == o.jobInterfaceVersion;
    }
    bool operator!=(const BackendInfo &o) const { return !(*this == o); }
};

/// Reads the metadata's fields into `info`; what is wrong with them for people (empty when
/// nothing is): a name that is no plain lower-case name, no version, lists that are not lists of
/// texts, another job interface version than this program's.
PILOT_CORE_EXPORT QString readBackendInfo(const QJsonObject &metadata, BackendInfo *info);

/// A plugin's info() from its own metadata as text (the backendmetadata.h that pilot_add_backend
/// generates from backend.json.in). The registry has read the same text before loading the plugin
/// and refuses a plugin whose info() says anything else.
PILOT_CORE_EXPORT BackendInfo backendInfoOf(const char *metadataJson);

} // namespace pilot
