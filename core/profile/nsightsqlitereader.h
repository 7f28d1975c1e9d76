#pragma once

#include "profile/profiletrace.h"

#include <QCoreApplication>

namespace cga {

// Reads an Nsight Systems SQLite export (`nsys export --type sqlite`, or `nsys profile --export=sqlite`) into a
// ProfileTrace, through Qt SQL's QSQLITE driver, read-only. Checked on exports of schema 2.9 (Nsight Systems 2022.2)
// and 3.13 (2024.5); columns are found by name, and a table that lacks one the analysis needs is reported.
//
// - GPU work: CUPTI_ACTIVITY_KIND_KERNEL (demangled names), _MEMCPY ("Memcpy HtoD", "Memcpy DtoH", ...) and
//   _MEMSET, of one process: the one that ran the most kernels (a note says so where several did).
// - CUDA API calls: CUPTI_ACTIVITY_KIND_RUNTIME of that process, runtime and driver classes only (an older export
//   repeats each call as a backtrace event), names without their version suffix (cudaLaunchKernel_v7000 is
//   cudaLaunchKernel), linked to their GPU work by correlationId.
// - NVTX_EVENTS ranges (push/pop and start/end): PyTorch's op ranges (torch.autograd.profiler.emit_nvtx: "aten::mm,
//   seq = 12, op_id = 40, sizes = [...]") become host ops named "aten::mm", and a backward op's sequence number
//   links it to the forward op that made it; every other range (user scopes such as Optimizer.step#, step markers,
//   Megatron's --nvtx-ranges, the user's own) is an annotation.
// A large export is read in a bounded window: the step markers first, then only the rows of the first
// ProfileReadOptions::maxSteps steps (and the GPU work of the two steps after them).
class NsightSqliteReader
{
    Q_DECLARE_TR_FUNCTIONS(cga::NsightSqliteReader)

public:
    // True when the file starts with SQLite's header.
    static bool isSqlite(const QString& path);

    static bool read(const QString& path, ProfileTrace* out, ProfileError* error,
                     const ProfileReadOptions& options = {});

    // cudaLaunchKernel_v7000 -> cudaLaunchKernel; cudaMemcpyAsync_ptsz_v7000 -> cudaMemcpyAsync_ptsz.
    static QString apiName(const QString& name);

    // The name of one of the NVTX ranges PyTorch writes under emit_nvtx ("aten::mm, seq = 12, op_id = 40, sizes =
    // [...]" is aten::mm) and its sequence number (-1 where it has none); false for a range PyTorch did not write.
    static bool torchOp(const QString& range, QString* op, qint64* seq);
    // True for such a range of an op or autograd function (a PyTorch trace's cpu_op), false for a user scope
    // (record_function, Optimizer.step#..., nccl:all_reduce), which is an annotation.
    static bool isHostOp(const QString& op, qint64 seq);
};

} // namespace cga
