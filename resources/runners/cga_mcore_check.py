# cga_mcore_check.py: the Megatron-Core runner's check-only mode (--check-config): the installed Megatron-Core's
# (and Bridge's) verdict on a configuration, with its message and raise site; no GPU needed. Part of
# cga_mcore_runner.py (docs/bench-protocol.md).
import json
import os
import re
import sys
import traceback

from cga_mcore_workload import EXIT_BAD_WORKLOAD, EXIT_MISSING, EXIT_OK, PROTOCOL, RUNNER, VERSION
from cga_runner_common import emit


# --- check-only: the installed Megatron-Core's (and Bridge's) verdict on a configuration, no GPU ----------------
def raise_site(tb):
    """The innermost frame inside a megatron package: (megatron/core/...py:LINE or megatron/bridge/...:LINE)."""
    site = None
    for frame in traceback.extract_tb(tb):
        f = frame.filename.replace(os.sep, "/")
        cut = f.rfind("/megatron/")
        if cut >= 0:
            site = f"{f[cut + 1:]}:{frame.lineno}"
    return site


def failure(e, **extra):
    return dict(valid=False, exc=type(e).__name__, msg=str(e), site=raise_site(e.__traceback__), **extra)


def check_kwargs(model, fields):
    """TransformerConfig keyword arguments from a configuration's model section: torch.* names resolved, fields
    the class does not take (the provider's) left out and listed, pipeline_dtype set as Bridge's mixed precision
    sets it when pipeline parallel."""
    kw, ignored, adjusted = {}, [], {}
    for key, value in model.items():
        if key.startswith("_") or (fields is not None and key not in fields):
            ignored.append(key)
            continue
        if isinstance(value, str) and value.startswith("torch."):
            try:
                import torch
                obj = torch
                for part in value.split(".")[1:]:
                    obj = getattr(obj, part)
                value = obj
            except (ImportError, AttributeError):
                pass
        kw[key] = value
    if (kw.get("pipeline_model_parallel_size") or 1) > 1 and kw.get("pipeline_dtype") is None and \
            (fields is None or "pipeline_dtype" in fields):
        try:
            import torch
            kw["pipeline_dtype"] = torch.bfloat16 if kw.get("bf16") else torch.float16 if kw.get("fp16") \
                else torch.float32
            adjusted["pipeline_dtype"] = str(kw["pipeline_dtype"])
        except ImportError:
            pass
    return kw, sorted(ignored), adjusted


def package_version(root):
    """megatron/core/package_info.py's MAJOR.MINOR.PATCH when the package does not say its version."""
    try:
        with open(os.path.join(root, "megatron", "core", "package_info.py"), encoding="utf-8") as f:
            text = f.read()
        parts = [re.search(rf"^{k}\s*=\s*([0-9A-Za-z'\"]+)", text, re.M) for k in ("MAJOR", "MINOR", "PATCH")]
        return ".".join(p.group(1).strip("'\"") for p in parts) if all(parts) else None
    except OSError:
        return None


def names(v):
    return [getattr(x, "name", x) for x in v] if isinstance(v, (list, tuple)) else getattr(v, "name", v)


def bridge_verdict(model):
    """Bridge's CUDA-graph checks around finalize(), when megatron.bridge imports; None when it does not."""
    try:
        from megatron.bridge.models.transformer_config import TransformerConfig as BridgeConfig
        from megatron.bridge.utils.cuda_graph import validate_cuda_graph_configuration
    except Exception as e:  # noqa: BLE001 - Bridge is optional
        return {"available": False, "reason": f"{type(e).__name__}: {e}"}
    import dataclasses
    kw, _, _ = check_kwargs(model, {f.name for f in dataclasses.fields(BridgeConfig) if f.init})
    stage = "construct"
    try:
        cfg = BridgeConfig(**kw)
        stage = "bridge-pre-finalize"
        validate_cuda_graph_configuration(cfg)
        stage = "finalize"
        cfg.finalize()
        stage = "bridge-post-finalize"
        validate_cuda_graph_configuration(cfg)
    except Exception as e:  # noqa: BLE001 - any exception is a verdict
        return failure(e, available=True, stage=stage)
    return {"available": True, "valid": True, "post": {"cuda_graph_impl": getattr(cfg, "cuda_graph_impl", None),
                                                       "cuda_graph_modules": names(getattr(cfg, "cuda_graph_modules",
                                                                                           None))}}


def check_config(args):
    """--check-config FILE: {"model": {...}} through the installed TransformerConfig(**model) (its __post_init__
    is Megatron's validation) and Bridge's checks; one `megatron_check` event. Never touches a GPU."""
    try:
        with open(args.check_config, encoding="utf-8") as f:
            data = json.load(f)
        model = data.get("model", data) if isinstance(data, dict) else None
        if not isinstance(model, dict):
            raise ValueError("the configuration must be a JSON object with a \"model\" object")
    except (OSError, ValueError) as e:
        emit("error", code="bad_workload", message=f"{args.check_config}: {e}", fatal=True)
        return EXIT_BAD_WORKLOAD
    if args.megatron_path:
        sys.path.insert(0, os.path.abspath(args.megatron_path))
    try:
        from megatron.core.transformer.transformer_config import TransformerConfig
    except Exception as e:  # noqa: BLE001
        code = "no_torch" if isinstance(e, ImportError) and getattr(e, "name", "") == "torch" else "no_megatron"
        where = f" (--megatron-path {args.megatron_path})" if args.megatron_path else ""
        emit("error", code=code, fatal=True, message=f"Megatron-Core's TransformerConfig does not import for "
             f"{sys.executable}{where}: {type(e).__name__}: {e}")
        return EXIT_MISSING
    import dataclasses
    import warnings
    mcore = sys.modules.get("megatron.core")
    versions = {"megatron_version": getattr(mcore, "__version__", None), "python": sys.executable,
                "megatron_path": os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
                    os.path.abspath(sys.modules[TransformerConfig.__module__].__file__)))))}
    versions["megatron_version"] = versions["megatron_version"] or package_version(versions["megatron_path"])
    for name, module in (("torch_version", "torch"), ("te_version", "transformer_engine")):
        m = sys.modules.get(module)
        versions[name] = str(getattr(m, "__version__", "")) or None if m else None
    fields = {f.name for f in dataclasses.fields(TransformerConfig) if f.init} \
        if dataclasses.is_dataclass(TransformerConfig) else None
    kw, ignored, adjusted = check_kwargs(model, fields)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            cfg = TransformerConfig(**kw)
        except Exception as e:  # noqa: BLE001 - any exception is a verdict
            verdict = failure(e)
        else:
            verdict = {"valid": True, "post": {k: names(getattr(cfg, k, None)) for k in (
                "cuda_graph_impl", "cuda_graph_modules", "recompute_granularity", "moe_expert_capacity_factor")}}
    verdict["warnings"] = sorted({str(w.message)[:200] for w in caught})[:8]
    emit("megatron_check", protocol=PROTOCOL, runner=RUNNER, runner_version=VERSION, mcore=verdict,
         bridge=bridge_verdict(model), ignored_fields=ignored, adjusted=adjusted, fields=len(kw), **versions)
    return EXIT_OK
