#include "evaluator.h"

#include "jobtokenizer.h"

namespace pilot::trainer {

std::vector<std::string> greedyGenerate(tensor::LlamaForCausalLM &model, const tensor::Tokenizer &tokenizer,
                                        const std::vector<std::string> &prompts, std::int64_t maxNewTokens, std::int64_t maxLength,
                                        torch::Device device, const StopRequested &stop)
{
    torch::NoGradGuard noGrad;
    const auto rows = std::int64_t(prompts.size());
    std::vector<std::vector<std::int64_t>> seqs;
    std::int64_t longest = 0;
    for (const std::string &p : prompts) {
        std::vector<std::int64_t> ids = startIds(tokenizer, p);
        if (std::int64_t(ids.size()) > maxLength - 1)
            ids.resize(std::size_t(std::max<std::int64_t>(1, maxLength - 1)));
        longest = std::max(longest, std::int64_t(ids.size()));
        seqs.push_back(std::move(ids));
    }
    const std::int64_t width = std::min(maxLength, longest + maxNewTokens);
    torch::Tensor ids = torch::full({rows, width}, tokenizer.pad(), torch::kInt64);
    std::vector<std::int64_t> length(static_cast<std::size_t>(rows));
    std::vector<bool> done(static_cast<std::size_t>(rows), false);
    std::vector<std::vector<std::int64_t>> generated(static_cast<std::size_t>(rows));
    for (std::int64_t r = 0; r < rows; ++r) {
        const auto &s = seqs[std::size_t(r)];
        for (std::size_t t = 0; t < s.size(); ++t)
            ids[r][std::int64_t(t)] = s[t];
        length[std::size_t(r)] = std::int64_t(s.size());
    }
    for (std::int64_t step = 0; step < maxNewTokens; ++step) {
        if (stop && stop())
            break;
        std::int64_t active = 0;
        std::int64_t upTo = 0;
        for (std::int64_t r = 0; r < rows; ++r) {
            if (!done[std::size_t(r)] && length[std::size_t(r)] < width) {
                ++active;
                upTo = std::max(upTo, length[std::size_t(r)]);
            }
        }
        if (active == 0)
            break;
        const torch::Tensor logits = model(ids.slice(1, 0, upTo).to(device)).to(torch::kCPU);
        for (std::int64_t r = 0; r < rows; ++r) {
            auto &len = length[std::size_t(r)];
            if (done[std::size_t(r)] || len >= width)
                continue;
            const std::int64_t next = logits[r][len - 1].argmax().item<std::int64_t>();
            if (next == tokenizer.eos()) {
                done[std::size_t(r)] = true;
                continue;
            }
            ids[r][len] = next;
            ++len;
            generated[std::size_t(r)].push_back(next);
        }
    }
    std::vector<std::string> out;
    for (std::size_t r = 0; r < generated.size(); ++r)
        out.push_back(continuationText(tokenizer, seqs[r], generated[r]));
    return out;
}

std::pair<double, std::int64_t> batchLoss(tensor::LlamaForCausalLM &model, const Batch &batch, torch::Device device)
{
    const torch::Tensor logits = model(batch.ids.to(device));
    const torch::Tensor targets = batch.targets.to(device);
    const torch::Tensor sum = torch::nn::functional::cross_entropy(
        logits.view({-1, logits.size(-1)}), targets.view({-1}),
        torch::nn::functional::CrossEntropyFuncOptions().ignore_index(-100).reduction(torch::kSum));
    const std::int64_t count = (targets != -100).sum().item<std::int64_t>();
    return {sum.item<double>(), count};
}

std::optional<EvalResult> evaluate(tensor::LlamaForCausalLM &model, const tensor::Tokenizer &tokenizer, const Dataset &validation,
                                   std::int64_t batchSize, std::int64_t maxNewTokens, std::int64_t maxLength, torch::Device device,
                                   const StopRequested &stop)
{
    // Back to training mode however the evaluation ends (also when it is stopped).
    struct ModeGuard
    {
        tensor::LlamaForCausalLM &model;
        bool wasTraining;
        ~ModeGuard()
        {
            if (wasTraining)
                model->train();
        }
    } mode{model, model->is_training()};
    model->eval();
    torch::NoGradGuard noGrad;
    const auto stopped = [&stop] { return stop && stop(); };
    EvalResult result;
    double sum = 0;
    std::int64_t count = 0;
    std::int64_t matches = 0;
    const auto &examples = validation.examples;
    for (std::size_t start = 0; start < examples.size(); start += std::size_t(batchSize)) {
        const std::size_t end = std::min(examples.size(), start + std::size_t(batchSize));
        std::vector<const Example *> slice;
        std::vector<std::string> prompts;
        for (std::size_t i = start; i < end; ++i) {
            slice.push_back(&examples[i]);
            prompts.push_back(examples[i].prompt);
        }
        if (stopped())
            return std::nullopt;
        const auto [s, c] = batchLoss(model, makeBatch(slice, tokenizer.pad()), device);
        sum += s;
        count += c;
        if (maxNewTokens > 0) {
            std::vector<std::string> outputs = greedyGenerate(model, tokenizer, prompts, maxNewTokens, maxLength, device, stop);
            if (stopped()) // cut short: these outputs are not the model's answers
                return std::nullopt;
            for (std::string &output : outputs) {
                if (output == examples[result.outputs.size()].completion)
                    ++matches;
                result.outputs.push_back(std::move(output));
            }
        }
    }
    result.examples = std::int64_t(examples.size());
    result.loss = count > 0 ? sum / double(count) : 0.0;
    result.exactMatch = maxNewTokens > 0 ? double(matches) / double(examples.size()) : 0.0;
    return result;
}

} // namespace pilot::trainer
