"""Deterministic generator of model configurations for the differential test (see differential.py).

Three kinds of case, each a dict {"id", "kind", "facts": {"te", "torch"}, "model": {...}} in the oracle's format:
- random: a valid shape plus a random subset of the fields both sides model, with values drawn from each field's
  domain (cga's allowed values, a few numbers around every threshold the rules name, wrong spellings);
- boundary: every CUDA-graph implementation crossed with module lists, dense and MoE models, and the neighbouring
  switches that the CUDA-graph rules read (recompute, offloading, dispatcher, capacity, RNG, NaN checks, ...);
- mutation: the model section of every preset (real Bridge recipes) with one field changed to each other value of
  its domain.
Only fields that are TransformerConfig (or ModelParallelConfig) keyword arguments are used, so that both sides read
the same input. The same seed gives the same cases.
"""

import itertools
import json
import os
import random
import re

TE_VERSIONS = ["1.14", "2.2", "2.7", "2.8", "2.12"]
TORCH_VERSIONS = ["2.1", "2.4", "2.6", "2.8", "2.11"]
GRAPH_MODULES = ["attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"]

# Numbers worth trying for integer and float fields, by name (the rules' thresholds and the usual sizes).
INT_DOMAINS = {
    "tensor_model_parallel_size": [1, 2, 4, 8],
    "pipeline_model_parallel_size": [1, 2, 4],
    "virtual_pipeline_model_parallel_size": [None, 1, 2],
    "context_parallel_size": [1, 2],
    "expert_model_parallel_size": [1, 2, 8],
    "expert_tensor_parallel_size": [None, 1, 2],
    "num_moe_experts": [None, 1, 8, 64],
    "moe_router_topk": [1, 2, 8],
    "num_layers": [2, 4, 12, 61],
    "hidden_size": [512, 1024, 4096],
    "num_attention_heads": [8, 16, 32],
    "num_query_groups": [None, 1, 4, 8],
    "ffn_hidden_size": [None, 2048, 16384],
    "moe_ffn_hidden_size": [None, 1024],
    "cuda_graph_warmup_steps": [0, 1, 3],
    "recompute_num_layers": [None, 1, 2],
    "cpu_offloading_num_layers": [0, 1, 2],
    "mtp_num_layers": [None, 1],
    "moe_shared_expert_intermediate_size": [None, 1024],
    "kv_channels": [None, 64, 128],
}
FLOAT_DOMAINS = {
    "moe_expert_capacity_factor": [None, -1.0, 0.0, 1.0, 1.25],
    "hidden_dropout": [0.0, 0.1],
    "attention_dropout": [0.0, 0.1],
}
DEFAULT_INTS = [None, 0, 1, 2, 4]
DEFAULT_FLOATS = [None, 0.0, 0.5, 1.0]
WRONG_WORDS = ["full", "none", "attn,mlp", "bogus"]


def transformer_config_fields(mlm_root):
    """Names of TransformerConfig and ModelParallelConfig fields, read from the snapshot's source."""
    names = set()
    for rel in ("megatron/core/transformer/transformer_config.py", "megatron/core/model_parallel_config.py"):
        with open(os.path.join(mlm_root, rel), encoding="utf-8") as fh:
            for line in fh:
                m = re.match(r"^    ([a-z_][a-z0-9_]*)\s*:", line)
                if m:
                    names.add(m.group(1))
    return names


def load_fields(fields_jsonl_lines, tc_fields):
    """cga's model fields that TransformerConfig accepts: {name: spec}."""
    out = {}
    for line in fields_jsonl_lines:
        spec = json.loads(line)
        path = spec["path"]
        if not path.startswith("model."):
            continue
        name = path[len("model.") :]
        if name in tc_fields:
            out[name] = spec
    return out


def domain(name, spec):
    """The values to try for one field."""
    t = spec["type"]
    nullable = [None] if spec.get("nullable") else []
    if t == "bool":
        return [False, True]
    if t == "enum":
        return nullable + spec["allowed"] + spec.get("deprecated_allowed", [])
    if t == "enum-list" or t == "enumlist" or t == "enum list":
        return module_lists(spec["allowed"] + spec.get("deprecated_allowed", []))
    if t == "int":
        return INT_DOMAINS.get(name, nullable + [v for v in DEFAULT_INTS if v is not None])
    if t == "float":
        return FLOAT_DOMAINS.get(name, nullable + [v for v in DEFAULT_FLOATS if v is not None])
    if t in ("string-list", "stringlist", "string list"):
        return nullable + [[], ["core_attn"], ["mlp"], ["core_attn", "mlp"]]
    return None  # strings and env values: not generated


def module_lists(allowed):
    lists = [[], [a] if allowed else []]
    lists += [[a] for a in allowed]
    lists += [["attn", "mlp"], ["attn", "moe"], ["attn", "moe_router"], ["moe_router", "moe_preprocess"],
              ["attn", "moe_router", "moe_preprocess"], ["full"], ["full", "attn"], ["full_iteration"]]
    return [l for l in lists if all(x in allowed for x in l)] + ["attn,mlp", "attn", ""]


def base_dense(rng):
    return {"num_layers": rng.choice([2, 4, 12]), "hidden_size": 1024, "num_attention_heads": 16, "bf16": True}


def base_moe(rng):
    m = base_dense(rng)
    m.update({"num_moe_experts": 8, "moe_router_topk": 2, "moe_token_dispatcher_type": "alltoall",
              "expert_model_parallel_size": rng.choice([1, 2])})
    return m


def facts(rng):
    return {"te": rng.choice(TE_VERSIONS), "torch": rng.choice(TORCH_VERSIONS)}


def random_cases(fields, n, rng):
    names = sorted(n for n, s in fields.items() if domain(n, s))
    cases = []
    for i in range(n):
        model = base_moe(rng) if rng.random() < 0.5 else base_dense(rng)
        for name in rng.sample(names, rng.randint(3, 12)):
            model[name] = rng.choice(domain(name, fields[name]))
        cases.append({"id": f"random-{i}", "kind": "random", "facts": facts(rng), "model": model})
    return cases


# The switches next to the CUDA-graph block, each with the values its rules turn on.
NEIGHBOURS = [
    {},
    {"recompute_granularity": "full", "recompute_method": "uniform", "recompute_num_layers": 1},
    {"recompute_granularity": "selective", "recompute_modules": ["core_attn"]},
    {"recompute_granularity": "selective", "recompute_modules": ["moe"]},
    {"cpu_offloading": True, "cpu_offloading_num_layers": 1},
    {"moe_token_dispatcher_type": "allgather"},
    {"moe_token_dispatcher_type": "flex", "moe_flex_dispatcher_backend": "deepep"},
    {"moe_expert_capacity_factor": 1.0, "moe_pad_expert_input_to_capacity": True},
    {"moe_expert_capacity_factor": 1.0},
    {"use_te_rng_tracker": False},
    {"overlap_moe_expert_parallel_comm": True},
    {"tensor_model_parallel_size": 2, "sequence_parallel": True},
    {"moe_router_padding_for_fp8": True},
    {"delay_wgrad_compute": True},
    {"fine_grained_activation_offloading": True},
]


def boundary_cases(fields, tc_fields, rng):
    impls = ["none", "local", "transformer_engine", "full_iteration", "bogus"]
    module_sets = [[], ["attn"], ["mlp"], ["moe"], ["moe_router"], ["moe_preprocess"], ["moe_router", "moe_preprocess"],
                   ["attn", "moe"], ["attn", "moe_router"], ["mamba"], ["full"], ["full_iteration"], "attn,mlp", ""]
    cases = []
    for impl, modules, neighbour, moe in itertools.product(impls, module_sets, NEIGHBOURS, [False, True]):
        model = base_moe(rng) if moe else base_dense(rng)
        model["cuda_graph_impl"] = impl
        model["cuda_graph_modules"] = modules
        model.update(neighbour)
        model = {k: v for k, v in model.items() if k in tc_fields}
        cases.append({"id": f"boundary-{len(cases)}", "kind": "boundary", "facts": facts(rng), "model": model})
    return cases


def preset_models(presets_dir, fields):
    """The model section of every preset, restricted to the shared fields, with its precision as bf16/fp16."""
    import yaml

    out = []
    for name in sorted(os.listdir(presets_dir)):
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(presets_dir, name), encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
        model = {k: v for k, v in (doc.get("model") or {}).items() if k in fields}
        # The oracle builds a plain TransformerConfig from the keys; a provider built on MLATransformerConfig
        # (DeepSeek, Kimi, Moonlight) has multi_latent_attention on by default, so the case says so.
        target = str((doc.get("model") or {}).get("_target_") or "")
        if "multi_latent_attention" in fields and re.search(r"deepseek|kimi|moonlight|mla", target, re.I):
            model.setdefault("multi_latent_attention", True)
        precision = str(doc.get("mixed_precision") or "")
        if "bf16" in precision or precision.startswith("fp8") or precision.startswith("nvfp4"):
            model["bf16"] = True
        meta = doc.get("cga_preset") or {}
        out.append((name[:-5], model, {"te": str(meta.get("te_version") or "2.12"),
                                        "torch": str(meta.get("torch_version") or "2.11")}))
    return out


def mutation_cases(fields, presets_dir, rng, per_preset):
    cases = []
    for preset, model, fact in preset_models(presets_dir, fields):
        cases.append({"id": f"mutation-{preset}-base", "kind": "mutation", "facts": fact, "model": model})
        options = []
        for name in sorted(fields):
            for value in domain(name, fields[name]) or []:
                if model.get(name, object()) != value:
                    options.append((name, value))
        for name, value in rng.sample(options, min(per_preset, len(options))):
            m = dict(model)
            m[name] = value
            cases.append({"id": f"mutation-{preset}-{len(cases)}", "kind": "mutation", "facts": fact, "model": m})
    return cases


def generate(fields, tc_fields, presets_dir, seed=20261201, n_random=1500, per_preset=60):
    rng = random.Random(seed)
    cases = boundary_cases(fields, tc_fields, rng)
    cases += random_cases(fields, n_random, rng)
    cases += mutation_cases(fields, presets_dir, rng, per_preset)
    return cases
