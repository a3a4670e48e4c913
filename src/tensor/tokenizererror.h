#pragma once

#include <stdexcept>
#include <string>

namespace pilot::tensor {

/// A tokenizer file that cannot be used: the message names the file and the field
/// ("tokenizer.json: model.merges[17]: ..."), or the component that is not supported.
class TokenizerError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

} // namespace pilot::tensor
