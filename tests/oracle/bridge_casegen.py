"""Deterministic generator of Bridge-front-end YAML documents for the Bridge lens (bridge_differential.py).

Each case is {"id", "kind", "facts": {"te", "torch", "gpu", "gpu_major", "gpu_name", "world_size"}, "doc": {...}}: the
whole Bridge YAML document as cga reads it (model:, train:, mixed_precision:, comm_overlap:, ddp:, optimizer:,
dataset:, rng:, rerun_state_machine:, checkpoint:, logger:, env_vars:). Kinds:
- mutation: every preset (real Bridge recipes) as it is, and with one field changed to another value of its domain,
  over every field cga models that Bridge's classes accept;
- boundary: a small dense and a small MoE document crossed with the switches each Bridge rule (MB-) reads;
- random: a preset with several fields changed at once.
Only keys that both cga and Bridge's classes know are written. The model provider is GPTModelProvider for every case
(the preset's model `_target_` is dropped on both sides; provider subclasses only change defaults); the world size is
TP x PP x CP (one data-parallel rank: cga has no world size, so the data-parallel batch checks stay out).
"""

import copy
import os
import random

import casegen

GPUS = {"h100": (9, "NVIDIA H100 80GB HBM3"), "b200": (10, "NVIDIA B200"), "b300": (10, "NVIDIA B300"),
        "gb200": (10, "NVIDIA GB200"), "gb300": (10, "NVIDIA GB300"), "a100": (8, "NVIDIA A100-SXM4-80GB")}
SFT_TARGET = "megatron.bridge.data.builders.gpt_sft.FinetuningDatasetConfig"
GPT_DATASET_TARGET = "megatron.bridge.training.config.GPTDatasetConfig"

# Values for the fields outside model: (the defaults of FieldRegistry's types are too wide or too narrow here).
SECTION_DOMAINS = {
    "train.micro_batch_size": [1, 2],
    "train.global_batch_size": [8, 16, 32],
    "train.train_iters": [None, 10, 50],
    "logger.log_interval": [1, 10],
    "ddp.megatron_fsdp_version": [1, 2],
    "checkpoint.load": [None, "/checkpoints/run"],
    "dataset.seq_length": [2048, 4096],
    "dataset.packing_buffer_size": None,  # Energon only: not generated (its dataset config needs Energon)
    "dataset._target_": None,
    "checkpoint.pretrained_checkpoint": None,  # Bridge checks that the path exists: a stand-in, never a verdict
    "mixed_precision.loss_scale": None,  # mixed_precision is a recipe name in these documents
    "env_vars.NVTE_CPU_OFFLOAD_V1": ["0", "1"],
    "env_vars.CUDA_DEVICE_MAX_CONNECTIONS": ["1", "8"],
}
PRECISIONS = ["bf16_mixed", "fp16_mixed", "bf16_with_fp8_current_scaling_mixed", "bf16_with_fp8_delayed_scaling_mixed",
              "bf16_with_mxfp8_mixed", "bf16_with_nvfp4_mixed", "bf16_with_fp8_subchannel_scaling_mixed",
              "fp16_with_fp8_delayed_scaling_mixed"]


def bridge_fields(cga_fields, section_fields):
    """cga's fields that Bridge's section classes accept: {path: spec} (model fields by the provider's keywords)."""
    out = {}
    for path, spec in cga_fields.items():
        section, _, name = path.partition(".")
        if section == "env_vars":
            if path in SECTION_DOMAINS:
                out[path] = spec
            continue
        if section == "dataset":
            if name in ("pad_to_max_length", "offline_packing_specs", "offline_packing_specs.pad_cu_seqlens",
                        "enable_in_batch_packing", "seq_length"):
                out[path] = spec
            continue
        if name in section_fields.get(section, []) and SECTION_DOMAINS.get(path, 0) is not None:
            out[path] = spec
    return out


def domain(path, spec):
    if path in SECTION_DOMAINS:
        return SECTION_DOMAINS[path]
    if path.startswith("model."):
        return casegen.domain(path[len("model."):], spec)
    if spec["type"] == "bool":
        return ([None] if spec.get("nullable") else []) + [False, True]
    if spec["type"] == "enum":
        return spec["allowed"]
    return None


def get(doc, path):
    section, _, name = path.partition(".")
    if path.startswith("dataset.offline_packing_specs.pad_cu_seqlens"):
        return ((doc.get("dataset") or {}).get("offline_packing_specs") or {}).get("pad_cu_seqlens")
    if path == "dataset.pad_to_max_length" and "dataset_kwargs" in (doc.get("dataset") or {}):
        return doc["dataset"]["dataset_kwargs"].get("pad_to_max_length")
    return (doc.get(section) or {}).get(name)


def put(doc, path, value):
    """Set one field the way a Bridge YAML writes it."""
    section, _, name = path.partition(".")
    sec = doc.setdefault(section, {})
    if not isinstance(sec, dict):  # mixed_precision given as a recipe name
        return False
    if section == "dataset":
        return put_dataset(sec, name, value)
    if value is None and section in ("comm_overlap",):
        sec.pop(name, None)
    else:
        sec[name] = value
    return True


def put_dataset(ds, name, value):
    """Packing fields live on GPTSFTDatasetConfig; pad_to_max_length in its dataset_kwargs (gpt_sft.py)."""
    if name == "seq_length":
        ds["seq_length"] = value
        return True
    if name == "enable_in_batch_packing":
        return False  # DirectHF / Energon datasets only: not generated
    ds["_target_"] = SFT_TARGET
    if name == "pad_to_max_length":
        ds.setdefault("dataset_kwargs", {})["pad_to_max_length"] = bool(value)
    elif name == "offline_packing_specs":
        if value:
            ds["enable_offline_packing"] = True
            ds.setdefault("offline_packing_specs", {"packed_sequence_size": ds.get("seq_length", 4096)})
        else:
            ds.pop("enable_offline_packing", None)
            ds.pop("offline_packing_specs", None)
    elif name == "offline_packing_specs.pad_cu_seqlens":
        ds["enable_offline_packing"] = True
        specs = ds.setdefault("offline_packing_specs", {"packed_sequence_size": ds.get("seq_length", 4096)})
        specs["pad_cu_seqlens"] = bool(value)
    return True


def facts_for(doc, meta):
    m = doc.get("model") or {}
    gpu = str(meta.get("gpu") or "h100").lower()
    major, name = GPUS.get(gpu, GPUS["h100"])
    world = int(m.get("tensor_model_parallel_size") or 1) * int(m.get("pipeline_model_parallel_size") or 1) \
        * int(m.get("context_parallel_size") or 1)
    return {"te": str(meta.get("te_version") or "2.12"), "torch": str(meta.get("torch_version") or "2.11"),
            "gpu": gpu, "gpu_major": major, "gpu_name": name, "world_size": world}


def normalise_dataset(doc):
    """The presets' SFT datasets written as GPTSFTDatasetConfig; pretraining ones as GPTDatasetConfig."""
    ds = doc.setdefault("dataset", {})
    ds.setdefault("seq_length", (doc.get("model") or {}).get("seq_length", 4096))
    if "offline_packing_specs" in ds or "pad_to_max_length" in ds:
        pad = ds.pop("pad_to_max_length", None)
        specs = ds.pop("offline_packing_specs", None)
        ds["_target_"] = SFT_TARGET
        if pad is not None:
            ds["dataset_kwargs"] = {"pad_to_max_length": bool(pad)}
        if specs is not None:
            ds["enable_offline_packing"] = True
            ds["offline_packing_specs"] = {"packed_sequence_size": ds["seq_length"], **specs}
    else:
        ds["_target_"] = GPT_DATASET_TARGET


def preset_docs(presets_dir, fields):
    import yaml

    out = []
    for name in sorted(os.listdir(presets_dir)):
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(presets_dir, name), encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
        meta = doc.pop("cga_preset", {}) or {}
        doc["model"] = {k: v for k, v in (doc.get("model") or {}).items()
                        if f"model.{k}" in fields}
        # The MLA providers (DeepSeek V3, Kimi K2) recompute mla_up_proj; GPTModelProvider has no MLA (see
        # bridge_differences.json): leave that entry out on both sides.
        if isinstance(doc["model"].get("recompute_modules"), list):
            doc["model"]["recompute_modules"] = [m for m in doc["model"]["recompute_modules"] if m != "mla_up_proj"]
        for section in ("train", "ddp", "optimizer", "rng", "rerun_state_machine", "logger", "checkpoint",
                        "comm_overlap"):
            if isinstance(doc.get(section), dict):
                doc[section] = {k: v for k, v in doc[section].items() if f"{section}.{k}" in fields}
        # DeepSeek V3 and Kimi K2 (61 layers) split their pipeline with a pipeline_model_parallel_layout, which the
        # presets do not carry; give them an even split instead so provide()'s chunk check sees what the recipe sees.
        m = doc["model"]
        pp, vp = int(m.get("pipeline_model_parallel_size") or 1), m.get("virtual_pipeline_model_parallel_size")
        if vp and (int(m.get("num_layers") or 0) // pp) % int(vp):
            m["num_layers"] = -(-int(m["num_layers"]) // (pp * int(vp))) * pp * int(vp)
        doc["env_vars"] = {k: str(v) for k, v in (doc.get("env_vars") or {}).items()}
        normalise_dataset(doc)
        out.append((name[:-5], doc, facts_for(doc, meta)))
    return out


def mutations(presets, fields, rng, per_preset):
    cases = []
    for preset, doc, fact in presets:
        cases.append({"id": f"mutation-{preset}-base", "kind": "mutation", "facts": fact, "doc": doc})
        options = [(p, v) for p in sorted(fields) for v in (domain(p, fields[p]) or []) if get(doc, p) != v]
        options += [("mixed_precision", v) for v in PRECISIONS + ["bogus_mixed"] if doc.get("mixed_precision") != v]
        for path, value in rng.sample(options, min(per_preset, len(options))):
            d = copy.deepcopy(doc)
            if path == "mixed_precision":
                d["mixed_precision"] = value
            elif not put(d, path, value):
                continue
            cases.append({"id": f"mutation-{preset}-{len(cases)}", "kind": "mutation",
                          "facts": facts_for(d, {"te_version": fact["te"], "torch_version": fact["torch"],
                                                 "gpu": fact["gpu"]}), "doc": d})
    return cases


def small(moe):
    model = {"num_layers": 4, "hidden_size": 1024, "num_attention_heads": 16, "seq_length": 4096,
             "use_te_rng_tracker": True}
    if moe:
        model.update(num_moe_experts=8, moe_router_topk=2, moe_token_dispatcher_type="alltoall",
                     expert_model_parallel_size=2)
    return {"model": model, "mixed_precision": "bf16_mixed", "rng": {"te_rng_tracker": True},
            "rerun_state_machine": {"check_for_nan_in_loss": False}, "train": {"train_iters": 10,
            "micro_batch_size": 1, "global_batch_size": 8}, "dataset": {"seq_length": 4096,
            "_target_": GPT_DATASET_TARGET}, "env_vars": {}}


GRAPHS = [{"cuda_graph_impl": "none"}, {"cuda_graph_impl": "none", "cuda_graph_modules": ["full_iteration"]},
          {"cuda_graph_impl": "local"}, {"cuda_graph_impl": "local", "cuda_graph_modules": ["attn"]},
          {"cuda_graph_impl": "local", "cuda_graph_modules": ["full_iteration"]},
          {"cuda_graph_impl": "local", "inference_cuda_graph_scope": "block"},
          {"cuda_graph_impl": "transformer_engine"}, {"cuda_graph_impl": "transformer_engine",
                                                      "cuda_graph_modules": ["attn"]},
          {"cuda_graph_impl": "transformer_engine", "cuda_graph_modules": ["mlp"]},
          {"cuda_graph_impl": "transformer_engine", "cuda_graph_modules": ["moe_router", "moe_preprocess"]},
          {"cuda_graph_impl": "full_iteration"}]

# The switches the Bridge rules read (MB-03 .. MB-25), each a list of (path, value) set together.
SWITCHES = [
    [],
    [("rerun_state_machine.check_for_nan_in_loss", True)],  # MB-03
    [("model.use_te_rng_tracker", False), ("rng.te_rng_tracker", False)],  # MB-05
    [("model.use_te_rng_tracker", False), ("rng.te_rng_tracker", True)],  # MB-04
    [("comm_overlap.delay_wgrad_compute", True)],  # MB-06 (c)
    [("comm_overlap.delay_wgrad_compute", True), ("comm_overlap.overlap_moe_expert_parallel_comm", True)],  # MB-06
    [("comm_overlap.delay_wgrad_compute", True), ("comm_overlap.overlap_moe_expert_parallel_comm", True),
     ("ddp.overlap_grad_reduce", True)],
    [("comm_overlap.delay_wgrad_compute", True), ("comm_overlap.overlap_moe_expert_parallel_comm", True),
     ("model.add_bias_linear", False)],
    [("comm_overlap.overlap_moe_expert_parallel_comm", True)],  # MB-07
    [("comm_overlap.overlap_moe_expert_parallel_comm", True), ("model.recompute_granularity", "full"),
     ("model.recompute_method", "uniform"), ("model.recompute_num_layers", 1)],
    [("comm_overlap.overlap_moe_expert_parallel_comm", True), ("model.pipeline_model_parallel_size", 2)],
    [("dataset.offline_packing_specs", True)],  # MB-08 / MB-09
    [("dataset.offline_packing_specs", True), ("dataset.pad_to_max_length", True)],
    [("dataset.offline_packing_specs.pad_cu_seqlens", True)],  # MB-10
    [("dataset.offline_packing_specs.pad_cu_seqlens", True), ("dataset.pad_to_max_length", True)],
    [("dataset.offline_packing_specs.pad_cu_seqlens", True), ("dataset.pad_to_max_length", True),
     ("train.micro_batch_size", 2)],  # MB-13
    [("dataset.offline_packing_specs", True), ("model.pipeline_model_parallel_size", 2)],  # MB-12
    [("ddp.use_megatron_fsdp", True), ("ddp.megatron_fsdp_version", 2)],  # MB-14
    [("ddp.use_megatron_fsdp", True), ("ddp.megatron_fsdp_version", 2), ("optimizer.optimizer_cuda_graph", True)],
    [("ddp.use_megatron_fsdp", True), ("ddp.megatron_fsdp_version", 2), ("ddp.megatron_fsdp_cuda_graph_mode", True)],
    [("model.fine_grained_activation_offloading", True)],  # MB-16
    [("model.fine_grained_activation_offloading", True), ("env_vars.NVTE_CPU_OFFLOAD_V1", "1")],
    [("model.fine_grained_activation_offloading", True), ("env_vars.NVTE_CPU_OFFLOAD_V1", "1"),
     ("model.transformer_impl", "local")],
    [("model.moe_token_dispatcher_type", "flex"), ("model.moe_flex_dispatcher_backend", "hybridep")],  # MB-17/25
    [("model.moe_token_dispatcher_type", "flex"), ("model.moe_flex_dispatcher_backend", "deepep")],
    [("dataset.seq_length", 2048)],  # MB-24
    [("mixed_precision", "fp16_mixed")],
]


def boundaries(fields, rng):
    cases = []
    for graph in GRAPHS:
        for switch in SWITCHES:
            for moe in (False, True):
                for gpu in ("h100", "gb200"):
                    d = small(moe)
                    d["model"].update(graph)
                    ok = True
                    for path, value in switch:
                        if path == "mixed_precision":
                            d["mixed_precision"] = value
                        elif path != "env_vars.NVTE_CPU_OFFLOAD_V1" and path not in fields:
                            ok = False
                        elif path.startswith("env_vars."):
                            d["env_vars"][path.split(".", 1)[1]] = value
                        else:
                            put(d, path, value)
                    if not ok:
                        continue
                    te = rng.choice(["2.7", "2.12"]) if any(p.startswith("comm_overlap") for p, _ in switch) \
                        else "2.12"
                    cases.append({"id": f"boundary-{len(cases)}", "kind": "boundary",
                                  "facts": facts_for(d, {"te_version": te, "torch_version": "2.11", "gpu": gpu}),
                                  "doc": d})
    return cases


def randoms(presets, fields, n, rng):
    paths = sorted(p for p in fields if domain(p, fields[p]))
    cases = []
    for i in range(n):
        preset, doc, fact = rng.choice(presets)
        d = copy.deepcopy(doc)
        for path in rng.sample(paths, rng.randint(2, 6)):
            put(d, path, rng.choice(domain(path, fields[path])))
        if rng.random() < 0.2:
            d["mixed_precision"] = rng.choice(PRECISIONS)
        cases.append({"id": f"random-{i}", "kind": "random",
                      "facts": facts_for(d, {"te_version": rng.choice(["2.7", "2.12"]), "torch_version": "2.11",
                                             "gpu": fact["gpu"]}), "doc": d})
    return cases


def generate(cga_fields, section_fields, presets_dir, seed=20261201, per_preset=45, n_random=600):
    rng = random.Random(seed)
    fields = bridge_fields(cga_fields, section_fields)
    presets = preset_docs(presets_dir, fields)
    return mutations(presets, fields, rng, per_preset) + boundaries(fields, rng) + randoms(presets, fields, n_random,
                                                                                             rng)
