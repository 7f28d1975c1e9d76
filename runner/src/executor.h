#pragma once

#include "kernels.h"
#include "modes.h"
#include "stepplan.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <string>
#include <vector>

namespace cga::bench {

// A CUDA failure with the call that caused it ("cudaErrorStreamCaptureUnsupported in cudaStreamSynchronize").
struct CudaStatus
{
    cudaError_t cuda = cudaSuccess;
    int cublas = 0; // cublasStatus_t, 0 = success
    std::string what;
    bool ok() const { return cuda == cudaSuccess && cublas == 0; }
    bool outOfMemory() const { return cuda == cudaErrorMemoryAllocation || cublas == CUBLAS_STATUS_ALLOC_FAILED; }
    std::string text() const;
};

// The graphs of one mode, with what building them cost.
struct ModeGraphs
{
    std::vector<cudaGraphExec_t> execs; // one per graph unit, in unit order
    double captureMs = 0, instantiateMs = 0, uploadMs = 0;
    double memoryBeforeBytes = 0, memoryAfterBytes = 0;
    int nodes = 0;
};

// Owns the device buffers, the stream and the cuBLAS handle, and issues the ops of a step plan: eagerly (with
// the framework-overhead busy-wait before each launch) or into a graph under stream capture.
class Executor
{
public:
    Executor(const Workload& w, const StepPlan& plan, uint64_t seed, bool constantData = false);
    ~Executor();
    Executor(const Executor&) = delete;
    Executor& operator=(const Executor&) = delete;

    CudaStatus createContext(); // stream, events, cuBLAS handle and workspace
    CudaStatus allocate(); // every buffer, filled with random non-zero data
    void setBusyUs(double us) { m_busyUs = us; }
    double busyUs() const { return m_busyUs; }
    void setGraphUs(double us) { m_graphUs = us; }
    double graphUs() const { return m_graphUs; }

    // One step of a mode: eager units op by op, graph units by cudaGraphLaunch (graphs may be null for eager).
    CudaStatus runStep(const ModePlan& mode, const ModeGraphs* graphs, int step);
    // Captures, instantiates and uploads every graph unit of a mode. On a capture error the partial graphs are
    // destroyed and the status names the CUDA error.
    CudaStatus buildGraphs(const ModePlan& mode, ModeGraphs* out);
    void destroyGraphs(ModeGraphs* graphs);

    cudaStream_t stream() const { return m_stream; }
    cudaEvent_t startEvent() const { return m_start; }
    cudaEvent_t stopEvent() const { return m_stop; }
    static void spin(double us);

private:
    CudaStatus runOp(const Op& op, bool graph, int microbatch, int step);
    CudaStatus gemm(const Op& op, const kernels::bf16* actA, const kernels::bf16* b, kernels::bf16* c);

    const Workload& m_w;
    const StepPlan& m_plan;
    uint64_t m_seed;
    bool m_constantData;
    double m_busyUs = 0;
    double m_graphUs = 0; // more host time per graph replay: the framework's graphed callable
    cudaStream_t m_stream = nullptr;
    cudaEvent_t m_start = nullptr, m_stop = nullptr;
    cublasHandle_t m_cublas = nullptr;
    void* m_workspace = nullptr;
    kernels::bf16* m_weights = nullptr;
    kernels::bf16* m_grads = nullptr;
    kernels::bf16* m_act[BufferPlan::kActBuffers] = {};
    std::vector<kernels::bf16*> m_inputPool; // fresh inputs the eager arm reads directly
    std::vector<kernels::bf16*> m_staticInputs; // per microbatch: what graphs read (copied in before replay)
    kernels::bf16* m_scopeStatic = nullptr; // a scoped graph's static input buffer
    int* m_indices = nullptr;
    int* m_counts = nullptr;
    int* m_offsets = nullptr;
    float* m_scalar = nullptr;
    std::vector<int> m_hostCounts; // pageable, as torch's .cpu() / .tolist() uses
    int m_opIndex = 0;
};

} // namespace cga::bench
