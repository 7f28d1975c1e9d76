# cga_mcore_session.py: one mode of one workload on Megatron-Core itself (MegatronSession: GPTModel, Float16Module,
# DDP, schedule, optimizer, CUDA-graph implementation), its stand-in for the tests (StandInSession), and how capture
# failures are named. Part of cga_mcore_runner.py (docs/bench-protocol.md).
import json
import os
import re
import socket
import time
import traceback

from cga_mcore_workload import graph_impl, graph_modules, moe_pattern
from cga_runner_common import write_profiler_trace


# --- capture failures -------------------------------------------------------------------------------------------
CAPTURE_ERRORS = (("operation not permitted when stream is capturing", "cudaErrorStreamCaptureUnsupported"),
                  ("operation failed due to a previous error during capture", "cudaErrorStreamCaptureInvalidated"),
                  ("capture sequence contains a fork that was not joined", "cudaErrorStreamCaptureUnjoined"),
                  ("would make the legacy stream depend on a capturing", "cudaErrorStreamCaptureImplicit"),
                  ("operation not permitted on an event last recorded in a capturing", "cudaErrorCapturedEvent"),
                  ("operation is not permitted when stream is capturing", "cudaErrorStreamCaptureUnsupported"))


def known_bytes(v):
    """A memory figure, or None where it cannot be one (negative: blocks were released while it was measured)."""
    return int(v) if v is not None and v >= 0 else None


def exception_text(e):
    """The exception and its causes, first lines, and the innermost Megatron frame that raised it."""
    chain, seen = [], e
    while seen is not None and len(chain) < 4:
        chain.append(f"{type(seen).__name__}: {str(seen).strip().splitlines()[0] if str(seen).strip() else ''}")
        seen = seen.__cause__ or seen.__context__
    site = None
    for frame in traceback.extract_tb(e.__traceback__):
        if "megatron" in frame.filename:
            site = f"{frame.filename[frame.filename.rfind('megatron'):]}:{frame.lineno}"
    return "; caused by ".join(chain), site


def cuda_error_name(text):
    named = re.search(r"cudaError\w+", text)
    if named:
        return named.group(0)
    return next((name for phrase, name in CAPTURE_ERRORS if phrase in text), None)


class CaptureProbe:
    """Counts and times every torch.cuda.CUDAGraph capture (capture_end instantiates, so that is inside)."""

    def __init__(self, graph_class):
        self.graphs, self.ms, self.active, self.broken, self.t = 0, 0.0, False, False, 0.0
        begin, end = graph_class.capture_begin, graph_class.capture_end
        probe = self

        def capture_begin(graph, *a, **k):
            probe.active, probe.t = True, time.perf_counter()
            return begin(graph, *a, **k)

        def capture_end(graph, *a, **k):
            try:
                return end(graph, *a, **k)
            except Exception:
                probe.broken = True
                raise
            finally:
                probe.active = False
                probe.graphs += 1
                probe.ms += (time.perf_counter() - probe.t) * 1e3

        graph_class.capture_begin, graph_class.capture_end = capture_begin, capture_end


class MegatronSession:
    """One mode of one workload on Megatron-Core: GPTModel (local spec), Float16Module, DDP, schedule, optimizer."""

    def __init__(self, spec):
        import torch
        self.torch, self.spec, w = torch, spec, spec["workload"]
        from megatron.core import parallel_state
        from megatron.core.distributed import DistributedDataParallel, DistributedDataParallelConfig
        from megatron.core.models.gpt.gpt_layer_specs import get_gpt_layer_local_spec
        from megatron.core.models.gpt.gpt_model import GPTModel
        from megatron.core.pipeline_parallel import get_forward_backward_func
        from megatron.core.tensor_parallel.random import model_parallel_cuda_manual_seed
        from megatron.core.transformer.module import Float16Module
        from megatron.core.transformer.transformer_config import TransformerConfig
        import megatron.core.full_cuda_graph as full_graph
        import megatron.core.pipeline_parallel.schedules as schedules
        self.probe = CaptureProbe(torch.cuda.CUDAGraph)
        self.megatron_stats = {}
        original_create = schedules.create_cudagraphs

        def create_cudagraphs():  # Megatron's hook at the end of each schedule call; returns its capture stats
            stats = original_create()
            if stats:
                self.megatron_stats = {k: float(v) for k, v in stats.items() if isinstance(v, (int, float))}
            return stats

        schedules.create_cudagraphs = create_cudagraphs
        torch.cuda.set_device(spec["device"])
        os.environ.update(RANK="0", WORLD_SIZE="1", LOCAL_RANK="0")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        torch.distributed.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", world_size=1, rank=0)
        parallel_state.initialize_model_parallel(tensor_model_parallel_size=1, pipeline_model_parallel_size=1)
        model_parallel_cuda_manual_seed(spec["seed"], use_cudagraphable_rng=True)
        torch.manual_seed(spec["seed"])
        mode = spec["mode"]
        impl = graph_impl(mode)
        dtype = torch.bfloat16 if w["dtype"] == "bf16" else torch.float16
        extra = {}
        if w["num_moe_experts"]:
            extra.update(moe_layer_freq=moe_pattern(w.get("moe_layer_freq", 1), w["num_layers"]),
                         num_moe_experts=w["num_moe_experts"], moe_router_topk=w["moe_router_topk"],
                         moe_token_dispatcher_type=w["moe_token_dispatcher_type"], moe_grouped_gemm=False,
                         moe_aux_loss_coeff=0.0, add_bias_linear=False)  # the local experts need no bias
            if w.get("moe_ffn_hidden_size"):
                extra["moe_ffn_hidden_size"] = w["moe_ffn_hidden_size"]
            if not w.get("moe_dropless", True) and w.get("moe_capacity_factor"):
                extra.update(moe_expert_capacity_factor=float(w["moe_capacity_factor"]),
                             moe_pad_expert_input_to_capacity=True)
        if graph_modules(mode):
            extra["cuda_graph_modules"] = graph_modules(mode)
        if w.get("activation") == "swiglu":
            extra.update(gated_linear_unit=True, activation_func=torch.nn.functional.silu)
        if w.get("recompute_granularity"):
            extra["recompute_granularity"] = w["recompute_granularity"]
            if w["recompute_granularity"] == "full":
                extra.update(recompute_method="uniform", recompute_num_layers=1)
        self.config = TransformerConfig(
            num_layers=w["num_layers"], hidden_size=w["hidden_size"], ffn_hidden_size=w["ffn_hidden_size"],
            num_attention_heads=w["num_attention_heads"], num_query_groups=w["num_query_groups"],
            hidden_dropout=0.0, attention_dropout=0.0, bf16=dtype == torch.bfloat16, fp16=dtype == torch.float16,
            params_dtype=dtype, pipeline_dtype=dtype, gradient_accumulation_fusion=False,
            masked_softmax_fusion=False, bias_dropout_fusion=False, bias_activation_fusion=False,
            apply_rope_fusion=False, persist_layer_norm=False, cross_entropy_loss_fusion=False,
            cuda_graph_impl=impl, cuda_graph_warmup_steps=w["cuda_graph_warmup_steps"], **extra)
        if w["num_moe_experts"]:  # megatron/training's MoE models: dense and MoE layers as moe_layer_freq says
            from megatron.core.models.gpt.gpt_layer_specs import get_gpt_decoder_block_spec
            layer_spec = get_gpt_decoder_block_spec(self.config, use_transformer_engine=w.get("layer_spec") == "te")
        elif w.get("layer_spec") == "te":  # Transformer Engine's fused layers (unverified: not installed there)
            from megatron.core.models.gpt.gpt_layer_specs import get_gpt_layer_with_transformer_engine_spec
            layer_spec = get_gpt_layer_with_transformer_engine_spec(num_experts=None, moe_grouped_gemm=False)
        else:
            layer_spec = get_gpt_layer_local_spec(num_experts=None, moe_grouped_gemm=False)
        model = GPTModel(config=self.config, transformer_layer_spec=layer_spec, vocab_size=w["vocab_size"],
                         max_sequence_length=w["seq_length"], parallel_output=True,
                         share_embeddings_and_output_weights=False, position_embedding_type="learned_absolute")
        model.cuda(torch.cuda.current_device())
        model = Float16Module(self.config, model)
        # megatron/training builds DDP on the full-iteration capture stream for that implementation.
        stream = full_graph.get_shared_capture_stream() if impl == "full_iteration" else torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            self.model = DistributedDataParallel(config=self.config, module=model, ddp_config=(
                DistributedDataParallelConfig(grad_reduce_in_fp32=False, overlap_grad_reduce=False,
                                              use_distributed_optimizer=False)))
        torch.cuda.current_stream().wait_stream(stream)
        self.params = [p for p in self.model.parameters() if p.requires_grad]
        self.make_optimizer(spec["optimizer"], dtype)
        self.fwd_bwd = get_forward_backward_func()
        self.te_graphs, self.steps_done = None, 0
        if impl == "transformer_engine":  # megatron/training's TECudaGraphHelper, at the warmup-step boundary
            from megatron.core.transformer.cuda_graphs import TECudaGraphHelper
            self.te_graphs = TECudaGraphHelper(
                model=[self.model], config=self.config, seq_length=w["seq_length"],
                micro_batch_size=w["micro_batch_size"],
                optimizers=[] if isinstance(self.optimizer, torch.optim.Optimizer) else [self.optimizer])
        if impl == "full_iteration":
            self.fwd_bwd = full_graph.FullCudaGraphWrapper(
                self.fwd_bwd, cuda_graph_warmup_steps=w["cuda_graph_warmup_steps"],
                use_single_mempool=self.config.cuda_graph_use_single_mempool)
        self.make_data(w)

    def make_optimizer(self, kind, dtype):
        torch = self.torch
        if kind == "adamw":  # fused torch AdamW stepping on Megatron's grad buffer
            self.optimizer = torch.optim.AdamW(self.params, lr=1e-5, weight_decay=0.01, fused=True)
            return
        from megatron.core.optimizer import OptimizerConfig, get_megatron_optimizer
        cfg = OptimizerConfig(optimizer="adam", lr=1e-5, weight_decay=0.01, bf16=dtype == torch.bfloat16,
                              fp16=dtype == torch.float16, params_dtype=dtype, use_distributed_optimizer=False,
                              clip_grad=1.0)
        self.optimizer = get_megatron_optimizer(cfg, [self.model])

    def make_data(self, w):
        torch = self.torch
        b, t, v = w["micro_batch_size"], w["seq_length"], w["vocab_size"]
        gen = torch.Generator(device="cuda")
        gen.manual_seed(self.spec["seed"] + 7)
        mask = torch.tril(torch.ones((1, 1, t, t), device="cuda")) < 0.5  # Megatron's causal mask: True = masked
        pos = torch.arange(t, device="cuda").unsqueeze(0).expand(b, t).contiguous()
        self.pool = [dict(tokens=torch.randint(0, v, (b, t), device="cuda", generator=gen),
                          labels=torch.randint(0, v, (b, t), device="cuda", generator=gen),
                          loss_mask=torch.ones((b, t), device="cuda"), attention_mask=mask, position_ids=pos)
                     for _ in range(4)]  # fresh random tokens every step; graphs copy them into static buffers
        self.next_batch = 0

    def batches(self):
        while True:
            self.next_batch += 1
            yield self.pool[self.next_batch % len(self.pool)]

    def forward_step(self, data_iterator, model):
        torch = self.torch
        batch = next(data_iterator)
        out = model(batch["tokens"], batch["position_ids"], batch["attention_mask"], labels=batch["labels"])

        def loss_func(output):
            mask = batch["loss_mask"].view(-1).float()
            loss = torch.sum(output.view(-1).float() * mask)
            tokens = mask.sum().to(torch.int)
            return loss, tokens, {"lm loss": torch.stack([loss.detach(), tokens.float()])}

        return out, loss_func

    def step(self):
        w = self.spec["workload"]
        if self.te_graphs is not None and self.steps_done == w["cuda_graph_warmup_steps"] \
                and not self.te_graphs.capture_finished():
            self.te_graphs.create_cudagraphs()
        self.steps_done += 1
        self.model.zero_grad_buffer()
        if not isinstance(self.optimizer, self.torch.optim.Optimizer):
            self.optimizer.zero_grad()
        self.fwd_bwd(forward_step_func=self.forward_step, data_iterator=self.batches(), model=[self.model],
                     num_microbatches=w["num_microbatches"], seq_length=w["seq_length"],
                     micro_batch_size=w["micro_batch_size"], forward_only=False)
        if isinstance(self.optimizer, self.torch.optim.Optimizer):
            for p in self.params:  # DDP accumulated the gradients into main_grad
                p.grad = p.main_grad
            self.optimizer.step()
            for p in self.params:
                p.grad = None
        else:
            self.optimizer.step()

    def sync(self):
        self.torch.cuda.synchronize()

    def events(self):
        return self.torch.cuda.Event(enable_timing=True), self.torch.cuda.Event(enable_timing=True)

    def memory(self):
        cuda = self.torch.cuda
        free, total = cuda.mem_get_info()
        return {"allocated_bytes": cuda.memory_allocated(), "reserved_bytes": cuda.memory_reserved(),
                "peak_allocated_bytes": cuda.max_memory_allocated(), "peak_reserved_bytes": cuda.max_memory_reserved(),
                "device_used_bytes": total - free}

    def count_launches(self):
        from torch.profiler import ProfilerActivity, profile
        names = ("cudaLaunchKernel", "cuLaunchKernel", "cudaLaunchKernelExC", "cuLaunchKernelEx", "cudaMemsetAsync",
                 "cudaMemcpyAsync", "cudaGraphLaunch")
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            self.step()
            self.sync()
        return sum(1 for e in prof.events() if e.name in names)

    def write_trace(self, path, steps=2):
        """PyTorch profiler trace (Chrome trace JSON, gzipped) of `steps` steady steps, one ProfilerStep# each."""
        return write_profiler_trace(self.step, self.sync, path, steps)


class StandInSession:
    """--stand-in: the same protocol without PyTorch or a GPU (tests). Steps sleep; graph modes 'capture' after
    cuda_graph_warmup_steps steps; a dropless MoE preprocess or whole-layer capture fails as Megatron's does."""

    class Timer:
        def record(self):
            self.t = time.perf_counter()

        def elapsed_time(self, other):
            return (other.t - self.t) * 1e3

        def synchronize(self):
            pass

    def __init__(self, spec):
        w, mode = spec["workload"], spec["mode"]
        self.spec, self.steps, self.probe = spec, 0, type("Probe", (), {"graphs": 0, "ms": 0.0, "active": False,
                                                                          "broken": False})()
        self.megatron_stats = {}
        self.step_s = {"eager": 0.004, "full_iteration": 0.001}.get(mode, 0.002)
        # As measured: local graphs are captured at the end of the first step, the full iteration after the graph
        # warmup; a dropless MoE layer breaks both captures; the local spec graphs no moe_* scope.
        self.capture_step = 1 if mode.startswith("local") else w["cuda_graph_warmup_steps"] + 1
        self.fails = bool(w["num_moe_experts"] and w.get("moe_dropless", True) and mode in ("local", "te", "full_iteration"))
        self.graphs_nothing = mode == "eager" or (mode.startswith("local") and "moe" in mode)

    def step(self):
        self.steps += 1
        if self.steps == self.capture_step and not self.graphs_nothing:
            self.probe.active = True
            if self.fails:
                raise RuntimeError("CUDA error: operation failed due to a previous error during capture")
            self.probe.graphs, self.probe.ms, self.probe.active = 2 * self.spec["workload"]["num_layers"], 1.5, False
        time.sleep(self.step_s if self.probe.graphs or self.graphs_nothing else 0.004)

    def sync(self):
        pass

    def events(self):
        return self.Timer(), self.Timer()

    def memory(self):
        used = (1 << 30) + self.probe.graphs * (1 << 20)
        return {"allocated_bytes": used, "reserved_bytes": used, "peak_allocated_bytes": used,
                "peak_reserved_bytes": used, "device_used_bytes": used}

    def count_launches(self):
        return 1 if self.probe.graphs else 585

    def write_trace(self, path, steps=2):
        import gzip
        events = [{"ph": "X", "name": f"ProfilerStep#{n}", "cat": "user_annotation", "ts": n * 1000.0, "dur": 900.0,
                   "pid": 1, "tid": 1} for n in range(steps)]
        with gzip.open(path, "wt") as f:
            json.dump({"schemaVersion": 1, "traceEvents": events}, f)
        return path
