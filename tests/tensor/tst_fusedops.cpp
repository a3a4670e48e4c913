// The fused CPU kernels (RMSNorm, SwiGLU, rotary causal attention, direct BLAS products)
// against the tensor formulation they replace: forward values and every gradient, on odd
// sizes and on strided inputs (slices of one stacked projection), with one and two threads.
#include "tensor/attention.h"
#include "tensor/blas.h"
#include "tensor/cpukernels.h"
#include "tensor/fusedops.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace pilot::tensor;

namespace {

bool close(const torch::Tensor &got, const torch::Tensor &expected, double rtol = 1e-4, double atol = 1e-5)
{
    if (got.sizes() != expected.sizes()) {
        qWarning("shape %s, expected %s", c10::str(got.sizes()).c_str(), c10::str(expected.sizes()).c_str());
        return false;
    }
    if (torch::allclose(got, expected, rtol, atol))
        return true;
    qWarning("max abs difference %g", (got - expected).abs().max().item<double>());
    return false;
}

// The gradients of `inputs` for out.backward(upstream).
std::vector<torch::Tensor> gradients(const torch::Tensor &out, const std::vector<torch::Tensor> &inputs, const torch::Tensor &upstream)
{
    return torch::autograd::grad({out}, inputs, {upstream});
}

torch::Tensor rotateHalf(const torch::Tensor &x)
{
    const std::int64_t half = x.size(-1) / 2;
    return torch::cat({-x.narrow(-1, half, half), x.narrow(-1, 0, half)}, -1);
}

// Hugging Face's attention in tensor operations: rotate q and k, repeat_kv, masked softmax.
torch::Tensor referenceAttention(const torch::Tensor &q, const torch::Tensor &k, const torch::Tensor &v, const torch::Tensor &cos,
                                 const torch::Tensor &sin, std::int64_t heads, std::int64_t kvHeads)
{
    const std::int64_t b = q.size(0), t = q.size(1), d = q.size(2) / heads;
    const auto split = [&](const torch::Tensor &x, std::int64_t h) { return x.reshape({b, t, h, d}).transpose(1, 2); };
    torch::Tensor qh = split(q, heads), kh = split(k, kvHeads), vh = split(v, kvHeads);
    qh = qh * cos + rotateHalf(qh) * sin;
    kh = kh * cos + rotateHalf(kh) * sin;
    kh = kh.repeat_interleave(heads / kvHeads, 1);
    vh = vh.repeat_interleave(heads / kvHeads, 1);
    const torch::Tensor future = torch::ones({t, t}, torch::kBool).triu(1);
    const torch::Tensor scores = (torch::matmul(qh, kh.transpose(2, 3)) / std::sqrt(double(d))).masked_fill(future, -INFINITY);
    return torch::matmul(torch::softmax(scores, -1), vh).transpose(1, 2).reshape({b, t, heads * d});
}

} // namespace

class TestFusedOps : public QObject
{
    Q_OBJECT

private slots:
    void init() { torch::manual_seed(17); }
    void cleanup() { setGemmFallbackForTesting(false); }

    void expMatchesTheLibrary()
    {
        double worst = 0.0;
        for (float x = -80.0f; x < 80.0f; x += 0.01237f) {
            const double expected = std::exp(double(x));
            worst = std::max(worst, std::abs(double(kernels::expf(x)) - expected) / expected);
        }
        QVERIFY2(worst < 5e-7, qPrintable(QString::number(worst)));
        QCOMPARE(kernels::expf(0.0f), 1.0f);
        QVERIFY(kernels::expf(-1000.0f) < 1e-37f);
        QVERIFY(std::isfinite(kernels::expf(1000.0f)));
    }

    void gemmMatchesMatmul_data()
    {
        QTest::addColumn<bool>("fallback");
        QTest::newRow("BLAS") << false;
        QTest::newRow("tensor fallback") << true;
    }

    void gemmMatchesMatmul()
    {
        QFETCH(bool, fallback);
        setGemmFallbackForTesting(fallback);
        if (!fallback)
            QVERIFY2(gemmUsesBlas(), "no BLAS sgemm_ in the process");
        // Operands embedded in wider matrices (leading dimension > width), every transpose.
        const torch::Tensor a = torch::randn({13, 40}), b = torch::randn({9, 40}), c0 = torch::randn({11, 30});
        for (bool ta : {false, true}) {
            for (bool tb : {false, true}) {
                const torch::Tensor opA = ta ? a.narrow(0, 0, 7).narrow(1, 0, 11).t() : a.narrow(0, 0, 11).narrow(1, 0, 7);
                const torch::Tensor opB = tb ? b.narrow(0, 0, 5).narrow(1, 0, 7).t() : b.narrow(0, 0, 7).narrow(1, 0, 5);
                torch::Tensor c = c0.clone();
                gemm(ta, tb, 11, 5, 7, 0.5f, a.data_ptr<float>(), 40, b.data_ptr<float>(), 40, 2.0f, c.data_ptr<float>(), 30);
                const torch::Tensor expected = c0.narrow(1, 0, 5) * 2.0 + torch::mm(opA, opB) * 0.5;
                QVERIFY(close(c.narrow(1, 0, 5), expected));
                QVERIFY(torch::equal(c.narrow(1, 5, 25), c0.narrow(1, 5, 25))); // nothing outside C touched
            }
        }
    }

    void rmsNormMatchesTensorOperations()
    {
        const torch::Tensor x = torch::randn({3, 7, 37}, torch::requires_grad());
        const torch::Tensor w = (torch::rand({37}) + 0.5).requires_grad_();
        const torch::Tensor expected = w * (x * torch::rsqrt(x.pow(2).mean(-1, true) + 1e-5));
        const torch::Tensor got = fusedRmsNorm(x, w, 1e-5);
        QVERIFY(close(got, expected));
        const torch::Tensor up = torch::randn_like(expected);
        const auto ge = gradients(expected, {x, w}, up), gg = gradients(got, {x, w}, up);
        QVERIFY(close(gg[0], ge[0]));
        QVERIFY(close(gg[1], ge[1]));
    }

    void rmsNormWeightGradientIgnoresThreadCount()
    {
        const torch::Tensor x = torch::randn({64, 48}), w = torch::rand({48}).requires_grad_();
        const torch::Tensor up = torch::randn({64, 48});
        std::vector<torch::Tensor> dw;
        for (int threads : {1, 2}) {
            torch::set_num_threads(threads);
            dw.push_back(gradients(fusedRmsNorm(x, w, 1e-6), {w}, up)[0]);
        }
        QVERIFY(torch::equal(dw[0], dw[1]));
    }

    void swiGluMatchesTensorOperations_data()
    {
        QTest::addColumn<bool>("packed");
        QTest::newRow("separate") << false;
        QTest::newRow("packed") << true;
    }

    void swiGluMatchesTensorOperations()
    {
        QFETCH(bool, packed);
        const std::int64_t n = 45;
        // Values far into both tails, where a sloppy sigmoid loses precision.
        const torch::Tensor gu = (torch::randn({2, 9, 2 * n}) * 6).requires_grad_();
        const torch::Tensor gate = gu.narrow(-1, 0, n), up = gu.narrow(-1, n, n);
        const torch::Tensor expected = torch::silu(gate) * up;
        const torch::Tensor got = packed ? fusedSwiGluPacked(gu) : fusedSwiGlu(gate, up);
        QVERIFY(close(got, expected));
        const torch::Tensor upstream = torch::randn_like(expected);
        QVERIFY(close(gradients(got, {gu}, upstream)[0], gradients(expected, {gu}, upstream)[0]));
    }

    void attentionMatchesTensorOperations_data()
    {
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("kvHeads");
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("fallbackGemm");
        QTest::newRow("grouped, 3 per KV head") << 6 << 2 << 17 << false;
        QTest::newRow("multi-head") << 4 << 4 << 9 << false;
        QTest::newRow("one KV head") << 4 << 1 << 33 << false;
        QTest::newRow("one token") << 2 << 1 << 1 << false;
        QTest::newRow("tensor-operation products") << 6 << 2 << 17 << true;
    }

    void attentionMatchesTensorOperations()
    {
        QFETCH(int, heads);
        QFETCH(int, kvHeads);
        QFETCH(int, length);
        QFETCH(bool, fallbackGemm);
        setGemmFallbackForTesting(fallbackGemm);
        const std::int64_t d = 8, batch = 3;
        // q, k and v as slices of one stacked projection, as the model passes them.
        const torch::Tensor qkv = torch::randn({batch, length, (heads + 2 * kvHeads) * d}, torch::requires_grad());
        const torch::Tensor q = qkv.narrow(-1, 0, heads * d);
        const torch::Tensor k = qkv.narrow(-1, heads * d, kvHeads * d);
        const torch::Tensor v = qkv.narrow(-1, (heads + kvHeads) * d, kvHeads * d);
        const torch::Tensor angles = torch::outer(torch::arange(length, torch::kFloat32), torch::rand({d / 2}) * 0.7);
        const torch::Tensor emb = torch::cat({angles, angles}, -1);
        const torch::Tensor cos = emb.cos(), sin = emb.sin();
        const torch::Tensor sinSigned = torch::cat({-sin.narrow(-1, 0, d / 2), sin.narrow(-1, d / 2, d / 2)}, -1);
        const torch::Tensor expected = referenceAttention(q, k, v, cos, sin, heads, kvHeads);
        const torch::Tensor got = causalAttention(q, k, v, cos, sinSigned, heads, kvHeads, 1.0 / std::sqrt(double(d)));
        QVERIFY(close(got, expected));
        const torch::Tensor upstream = torch::randn_like(expected);
        QVERIFY(close(gradients(got, {qkv}, upstream)[0], gradients(expected, {qkv}, upstream)[0]));
    }

    void attentionBitsIgnoreThreadCount()
    {
        const torch::Tensor q = torch::randn({4, 16, 32}, torch::requires_grad()), k = torch::randn({4, 16, 16}),
                            v = torch::randn({4, 16, 16});
        const torch::Tensor cos = torch::rand({16, 8}), sin = torch::rand({16, 8});
        std::vector<torch::Tensor> results;
        for (int threads : {1, 2}) {
            torch::set_num_threads(threads);
            const torch::Tensor out = causalAttention(q, k, v, cos, sin, 4, 2, 0.3);
            results.push_back(out);
            results.push_back(gradients(out, {q}, torch::ones_like(out))[0]);
        }
        QVERIFY(torch::equal(results[0], results[2]));
        QVERIFY(torch::equal(results[1], results[3]));
    }
};

QTEST_GUILESS_MAIN(TestFusedOps)
#include "tst_fusedops.moc"
