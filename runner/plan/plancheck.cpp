// Facts about a step plan that the runner, the start event and the tests ask for: buffer sizes, kernel counts, the
// bounds check of every op, and the names of blocks and op kinds.
#include "stepplan.h"

#include <algorithm>

namespace cga::bench {

int64_t BufferPlan::totalBytes(int microbatches) const
{
    const int64_t bf16 = 2;
    int64_t total = 2 * paramElems * bf16; // weights + gradients
    total += kActBuffers * actElems * bf16;
    total += (kInputPool + static_cast<int64_t>(microbatches) + 1) * inputElems * bf16; // pool + static inputs
    total += indexElems * 4 + (experts + 1) * 8 + 1024;
    total += kCublasWorkspace;
    return total;
}

int StepPlan::kernelCount() const
{
    int n = 0;
    for (const Segment& s : segments)
        n += static_cast<int>(s.ops.size());
    return n;
}

int StepPlan::kernelCount(Block block) const
{
    int n = 0;
    for (const Segment& s : segments)
        if (s.block == block)
            n += static_cast<int>(s.ops.size());
    return n;
}

bool verifyPlan(const StepPlan& plan, std::string* error)
{
    const BufferPlan& b = plan.buffers;
    for (const Segment& seg : plan.segments)
        for (const Op& op : seg.ops) {
            auto fail = [&](const char* what) {
                *error = std::string(op.name) + " (" + blockName(seg.block) + ", layer " + std::to_string(seg.layer)
                    + "): " + what + " outside its buffer";
                return false;
            };
            auto extent = [](int64_t batch, int64_t stride, int64_t size) { return (batch - 1) * stride + size; };
            if (op.kind == OpKind::Gemm) {
                if (op.m < 1 || op.n < 1 || op.k < 1 || op.batch < 1)
                    return fail("an empty GEMM dimension");
                const int64_t a = extent(op.batch, op.strideA, op.m * op.k);
                if (op.aWeights ? op.offset + a > b.paramElems : a > b.actElems)
                    return fail("operand A");
                if (extent(op.batch, op.strideB, op.k * op.n) > b.actElems)
                    return fail("operand B");
                const int64_t c = extent(op.batch, op.strideC, op.m * op.n);
                if (op.cGrads ? op.offset + c > b.paramElems : c > b.actElems)
                    return fail("operand C");
                continue;
            }
            const int64_t touched = op.rows * op.cols > 0 ? std::max(op.elems, op.rows * op.cols) : op.elems;
            switch (op.kind) {
            case OpKind::Optimizer:
                if (op.offset + op.elems > b.paramElems || (op.variant == Op::Accumulate && op.elems > b.actElems))
                    return fail("the parameter range");
                break;
            case OpKind::Amax:
                if (op.cGrads ? op.offset + op.elems > b.paramElems : op.elems > b.actElems)
                    return fail("the input");
                break;
            case OpKind::Histogram:
                if (op.rows > b.indexElems || op.cols > b.experts)
                    return fail("the routing indices");
                break;
            case OpKind::PrefixSum:
            case OpKind::DeviceToHost:
                if (op.cols > b.experts)
                    return fail("the expert counts");
                break;
            case OpKind::TopK:
                if (op.rows * op.cols > b.actElems || op.rows * static_cast<int64_t>(1) > b.indexElems)
                    return fail("the router scores");
                break;
            case OpKind::Empty:
                break;
            default:
                if (touched > b.actElems || (op.fromInput && touched > b.inputElems))
                    return fail("the activation");
            }
        }
    return true;
}

const char* blockName(Block b)
{
    switch (b) {
    case Block::Embedding:
        return "embedding";
    case Block::Attn:
        return "attn";
    case Block::Mlp:
        return "mlp";
    case Block::MoeRouter:
        return "moe_router";
    case Block::MoePreprocess:
        return "moe_preprocess";
    case Block::MoeExperts:
        return "moe_experts";
    case Block::GradAccum:
        return "grad_accumulation";
    case Block::Loss:
        return "loss";
    case Block::Optimizer:
        return "optimizer";
    case Block::Stream:
        return "stream";
    }
    return "";
}

const char* opKindName(OpKind k)
{
    switch (k) {
    case OpKind::Gemm:
        return "gemm";
    case OpKind::Elementwise:
        return "elementwise";
    case OpKind::DeviceCopy:
        return "device_copy";
    case OpKind::Norm:
        return "norm";
    case OpKind::Reduce:
        return "reduce";
    case OpKind::Amax:
        return "amax";
    case OpKind::TopK:
        return "topk";
    case OpKind::Histogram:
        return "histogram";
    case OpKind::PrefixSum:
        return "prefix_sum";
    case OpKind::Permute:
        return "permute";
    case OpKind::DeviceToHost:
        return "device_to_host";
    case OpKind::Optimizer:
        return "optimizer";
    case OpKind::Empty:
        return "empty";
    }
    return "";
}

} // namespace cga::bench
