#pragma once

#include "jobfields.h"
#include "trainjob.h"

#include "common/jobbounds.h"

#include <nlohmann/json.hpp>

#include <string>

namespace pilot::trainer {

/// The checks of a job beyond each field's type and range, the counterpart of pilot_core's
/// jobspeccheck with the same rules and messages (docs/job-interface.md, section 3), so that
/// a job `pilotctl validate` accepts is one the trainer starts. Every problem goes to `r`,
/// naming the field.

/// The inline model.config: its sizes within common/jobbounds.h, the head layout consistent
/// (and vocab_size >= 259 for the byte tokenizer), and the keys the model reads besides
/// (activation, biases, RoPE, token ids). Whole numbers written with a fraction are stored in
/// `config` as integers, as tensor::LlamaConfig takes them. True, with `shape` set, when the
/// config is sound.
bool checkInlineConfig(JobFields &r, nlohmann::json &config, bool byteTokenizer, jobbounds::ModelShape *shape);

/// The shape in a model folder's config.json, when it can be read; the folder itself is
/// checked when the model is loaded.
bool readFolderShape(const std::string &dir, jobbounds::ModelShape *shape);

/// The memory training needs (a lower bound) against this machine's (cpu) or any device's;
/// when it does not fit, the fields of jobbounds::fieldsOverLimit are named, the model as
/// `modelField`.
void checkMemory(JobFields &r, const TrainJob &j, const jobbounds::ModelShape &model, const std::string &modelField);

} // namespace pilot::trainer
