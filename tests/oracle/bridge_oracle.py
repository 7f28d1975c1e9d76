#!/usr/bin/python3
"""The Bridge lens of the differential test: Megatron Bridge's own ConfigContainer checks on a Bridge YAML document.

usage: bridge_oracle.py SHARED_ORACLE_DIR MLM_ROOT BRIDGE_ROOT CASES.jsonl OUT.jsonl

One case per input line: {"id", "facts": {"te", "torch", "gpu_major", "gpu_name", "world_size"}, "doc": {section: {...}}}
where doc is the Bridge YAML document (model:, train:, mixed_precision:, comm_overlap:, ddp:, optimizer:, dataset:,
rng:, rerun_state_machine:, checkpoint:, logger:, scheduler:, env_vars:). For each case this runs, verbatim from the
snapshots, what Bridge runs between loading a recipe and building the model:

  runtime_config_update(cfg)      training/config.py: env_vars, MixedPrecisionConfig finalize + setup
                                  (training/mixed_precision.py), data-parallel size, CommOverlapConfig finalize + setup
                                  (training/comm_overlap.py), then ConfigContainer.validate(): dataset/packing checks,
                                  DDP and optimizer finalize (Megatron-Core's DistributedDataParallelConfig and
                                  OptimizerConfig __post_init__), validate_cuda_graph_configuration, model.finalize()
                                  (Bridge's TransformerConfig pre-steps + Megatron-Core's TransformerConfig
                                  __post_init__), logger/train/scheduler/checkpoint finalize, TE-RNG sync, batch-size
                                  checks, FSDP, NaN-loss and CUDA-graph checks, mixed-precision consistency,
                                  fine-grained offloading, checkpoint-format checks, CP and sequence-length checks,
                                  the flex-dispatcher GPU check;
  GPTModelProvider.provide()      models/gpt_provider.py: its checks before the layer spec is built (the TE-RNG
                                  assertion for CUDA graphs, the pipeline-chunk check); it stops where the model
                                  would be constructed.

Result per case: {"id", "valid", "stage", "exc", "msg", "site", "stub"}; "stub": true means the exception was raised
inside a stand-in (here or in the shared oracle's stubs): the verdict is unknown, never a rejection.

Stand-ins (all listed in docs/fidelity.md, "Bridge ConfigContainer lens"): the shared oracle's torch/TE stubs and
its Megatron-Core loader (../shared/oracle/mcore_env.py, imported, not copied); torch.cuda.get_device_properties
answers the case's GPU facts; torch.distributed is not initialised, so the world size is the case's WORLD_SIZE fact;
classes that validate() only names in annotations or isinstance tests are empty classes; the dataset configs carry
the real field names and defaults of GPTDatasetConfig / GPTSFTDatasetConfig, but their own finalize() (data paths,
tokenizer, Hugging Face sources) is not run; the tokenizer config is empty; GPTModelProvider's fusion probe answers
"fused gradient accumulation available" (the fact cga assumes); file_exists raises a stand-in exception.
"""

import ast
import contextlib
import copy
import dataclasses
import io
import json
import logging
import math
import os
import sys
import traceback
import types
import typing
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))


class StandInUnknown(Exception):
    """Raised by a stand-in where the real code would need what this machine does not have: the verdict is unknown."""


class ReachedModelConstruction(Exception):
    """GPTModelProvider.provide() got past its checks to the layer spec: the model would be built now."""


def _unknown(what):
    def standin(*args, **kwargs):
        raise StandInUnknown(f"needs {what}, which this machine does not have")

    return standin


class _Globals(dict):
    """Module globals for code compiled from the snapshots: names only used in annotations resolve to empty classes."""

    def standin(self, key):
        self[key] = type(key, (), {"__module__": "bridge_oracle.standin"})


def extract(path, names, g, required=True):
    """Compile the named top-level definitions of a snapshot file into the globals g (line numbers kept)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), filename=path)
    keep, found = [], set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name in names:
            keep.append(node)
            found.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            hit = {t.id for t in targets if isinstance(t, ast.Name)} & set(names)
            if hit:
                keep.append(node)
                found |= hit
    missing = set(names) - found
    if missing and required:
        raise RuntimeError(f"{path}: {sorted(missing)} not found in the snapshot")
    import builtins

    defined = set(found)
    for node in keep:  # class bodies look names up in a plain dict: give unknown names their stand-in now
        for n in ast.walk(node):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in g and n.id not in defined \
                    and not hasattr(builtins, n.id):
                g.standin(n.id)
    exec(compile(ast.Module(body=keep, type_ignores=[]), path, "exec"), g)
    return g


def new_globals(module_name, path, **extra):
    g = _Globals()
    g.update(
        __name__=module_name, __file__=path, __builtins__=__builtins__, dataclass=dataclasses.dataclass,
        field=dataclasses.field, fields=dataclasses.fields, MISSING=dataclasses.MISSING, asdict=dataclasses.asdict,
        is_dataclass=dataclasses.is_dataclass, os=os, math=math, json=json, warnings=warnings, logging=logging,
        copy=copy, logger=logging.getLogger(module_name),
    )
    for name in ("Any", "Callable", "Dict", "List", "Literal", "Optional", "Tuple", "Union", "TYPE_CHECKING"):
        g[name] = getattr(typing, name)
    g.update(extra)
    return g


def module(name, **attrs):
    m = types.ModuleType(name)
    m.__dict__.update(attrs)
    if "__path__" not in attrs:
        m.__path__ = []
    sys.modules[name] = m
    return m


class _DeviceProperties:
    def __init__(self, major, name):
        self.major = major
        self.minor = 0
        self.name = name


class Lens:
    """Bridge's classes and functions, compiled from the snapshot once; run(case) gives one verdict."""

    def __init__(self, shared_oracle, mlm_root, bridge_root):
        sys.path.insert(0, shared_oracle)
        import mcore_env  # the shared oracle's loader and stubs

        self.mcore_env = mcore_env
        self.mlm_root = os.path.abspath(mlm_root)
        self.bridge_root = os.path.abspath(bridge_root)
        self.stub_dirs = (os.path.join(os.path.abspath(shared_oracle), "stubs") + os.sep,)
        mcore_env.setup(mlm_root)
        mcore_env.load()
        self.bridge = mcore_env.load_bridge(bridge_root)
        self._load()

    # --- loading -------------------------------------------------------------------------------------------------
    def _load(self):
        import importlib

        import torch

        self.torch = torch
        torch.cuda.get_device_properties = self._device_properties
        torch.use_deterministic_algorithms = lambda *a, **k: None
        # Names the optimizer and DDP config modules use only in annotations and dtype defaults.
        for name in ("Parameter", "Module"):
            if not hasattr(torch.nn, name):
                setattr(torch.nn, name, type(name, (), {"__module__": "bridge_oracle.standin"}))
        src = os.path.join(self.bridge_root, "src", "megatron", "bridge")
        self.src = src
        ddp_mod = importlib.import_module("megatron.core.distributed.distributed_data_parallel_config")
        opt_mod = importlib.import_module("megatron.core.optimizer.optimizer_config")
        sys.modules["megatron.core.distributed"].DistributedDataParallelConfig = ddp_mod.DistributedDataParallelConfig
        sys.modules["megatron.core.optimizer"].OptimizerConfig = opt_mod.OptimizerConfig
        common = importlib.import_module("megatron.training.config.common_config")
        training = importlib.import_module("megatron.training.config.training_config")
        resilience = new_globals("megatron.training.config.resilience_config",
                                 os.path.join(self.mlm_root, "megatron/training/config/resilience_config.py"))
        extract(resilience["__file__"], ["RerunStateMachineConfig"], resilience)

        cg = self.bridge.validate_cuda_graph_configuration.__globals__
        bcfg = self.bridge.BridgeTransformerConfig
        provider = self._load_provider(bcfg, cg)
        standin = lambda n: type(n, (), {"__module__": "bridge_oracle.standin"})  # noqa: E731
        t5, gpt_cfg, hybrid_cfg = standin("T5ModelProvider"), standin("GPTModelConfig"), standin("HybridModelConfig")
        module("megatron.bridge", __path__=[src])
        module("megatron.training.utils", has_nvrx_checkpointing_async_support=_unknown("nvidia-resiliency-ext"))
        module("megatron.bridge.training", __path__=[os.path.join(src, "training")])
        module("megatron.bridge.training.utils")
        module("megatron.bridge.training.utils.checkpoint_utils", file_exists=_unknown("a checkpoint path"))
        module("megatron.bridge.models", GPTModelProvider=provider, T5ModelProvider=t5)
        module("megatron.bridge.models.gpt.gpt_builder", GPTModelConfig=gpt_cfg)
        module("megatron.bridge.models.hybrid.hybrid_builder", HybridModelConfig=hybrid_cfg)
        module("megatron.bridge.utils.cuda_graph", **{k: cg[k] for k in ("has_cuda_graph_module",
                                                                         "validate_cuda_graph_configuration")})
        self.mp = self._load_file("megatron.bridge.training.mixed_precision", "training/mixed_precision.py")
        self.co = self._load_file("megatron.bridge.training.comm_overlap", "training/comm_overlap.py")

        cu_path = os.path.join(src, "utils", "common_utils.py")
        ranks = importlib.import_module("megatron.core._rank_utils")
        cu = new_globals("megatron.bridge.utils.common_utils", cu_path, torch=torch,
                         get_rank_safe=ranks.safe_get_rank, get_world_size_safe=ranks.safe_get_world_size)
        extract(cu_path, ["print_rank_0", "warn_rank_0"], cu)
        fd_path = os.path.join(src, "training", "flex_dispatcher_backend.py")
        fd = new_globals("megatron.bridge.training.flex_dispatcher_backend", fd_path, torch=torch,
                         get_rank_safe=cu["get_rank_safe"])
        extract(fd_path, ["_fallback_to_alltoall", "validate_flex_dispatcher_backend"], fd)

        datasets = self._dataset_classes()
        self.datasets = datasets
        cfg_path = os.path.join(src, "training", "config.py")
        g = new_globals(
            "megatron.bridge.training.config", cfg_path, torch=torch,
            MCoreDistributedDataParallelConfig=ddp_mod.DistributedDataParallelConfig,
            MCoreOptimizerConfig=opt_mod.OptimizerConfig, MCoreTransformerConfig=sys.modules[
                "megatron.core.transformer.transformer_config"].TransformerConfig,
            MTrainCheckpointConfig=training.CheckpointConfig, MTrainDistributedInitConfig=common.DistributedInitConfig,
            MTrainLoggerConfig=training.LoggerConfig, MTrainProfilingConfig=common.ProfilingConfig,
            MTrainRerunStateMachineConfig=resilience["RerunStateMachineConfig"], RNGConfig=common.RNGConfig,
            ValidationConfig=training.ValidationConfig, MTrainSchedulerConfig=training.SchedulerConfig,
            MTrainTrainingConfig=training.TrainingConfig, GPTModelProvider=provider, T5ModelProvider=t5,
            GPTModelConfig=gpt_cfg, HybridModelConfig=hybrid_cfg, CommOverlapConfig=self.co.CommOverlapConfig,
            MixedPrecisionConfig=self.mp.MixedPrecisionConfig,
            get_mixed_precision_config=self.mp.get_mixed_precision_config,
            validate_flex_dispatcher_backend=fd["validate_flex_dispatcher_backend"],
            MCORE_HAS_MEGATRON_FSDP_V2=True, cuda_graph_module_names=cg["cuda_graph_module_names"],
            is_full_iteration_cuda_graph=cg["is_full_iteration_cuda_graph"],
            validate_cuda_graph_configuration=cg["validate_cuda_graph_configuration"],
            get_world_size_safe=cu["get_world_size_safe"], print_rank_0=lambda *a, **k: None,
            warn_rank_0=lambda m: warnings.warn(m), Container=standin("Container"), **datasets,
        )
        names = ["DistributedDataParallelConfig", "OptimizerConfig", "DistributedInitConfig", "RerunStateMachineConfig",
                 "SchedulerConfig", "TrainingConfig", "CheckpointConfig", "LoggerConfig", "ProfilingConfig",
                 "ConfigContainer", "apply_environment_variables", "runtime_config_update",
                 "_validate_and_sync_distributed_optimizer_settings", "_validate_mixed_precision_consistency",
                 "_validate_fine_grained_activation_offloading"]
        extract(cfg_path, names, g)
        self.cfg = g
        self.common, self.training = common, training

    def _load_file(self, name, rel):
        import importlib.util

        spec = importlib.util.spec_from_file_location(name, os.path.join(self.src, rel))
        m = importlib.util.module_from_spec(spec)
        sys.modules[name] = m
        spec.loader.exec_module(m)
        return m

    def _load_provider(self, bridge_tc, cg):
        path = os.path.join(self.src, "models", "gpt_provider.py")
        mixin = type("ModelProviderMixin", (), {"__class_getitem__": classmethod(lambda cls, item: cls),
                                                "__module__": "bridge_oracle.standin"})

        class _SpecProbe(type):
            def __instancecheck__(cls, obj):
                raise ReachedModelConstruction()

        fusions = types.SimpleNamespace(can_enable_gradient_accumulation_fusion=lambda: True,
                                        validate_rope_fusion_compatibility=lambda cfg: True)
        g = new_globals("megatron.bridge.models.gpt_provider", path, torch=self.torch, TransformerConfig=bridge_tc,
                        ModelProviderMixin=mixin, fusions=fusions, partial=__import__("functools").partial,
                        ModuleSpec=_SpecProbe("ModuleSpec", (), {}),
                        validate_cuda_graph_configuration=cg["validate_cuda_graph_configuration"])
        extract(path, ["GPTModelProvider"], g)
        return g["GPTModelProvider"]

    def _dataset_classes(self):
        """GPTDatasetConfig and GPTSFTDatasetConfig with their real field names and defaults (finalize not run)."""

        @dataclasses.dataclass(kw_only=True)
        class DataloaderConfig:
            dataloader_type: typing.Optional[str] = None
            num_workers: int = 2
            data_sharding: bool = True
            pin_memory: bool = True
            drop_last: bool = True
            persistent_workers: bool = True

        @dataclasses.dataclass(kw_only=True)
        class GPTDatasetConfig(DataloaderConfig):
            seq_length: int
            random_seed: int = 1234
            reset_position_ids: bool = False
            reset_attention_mask: bool = False
            eod_mask_loss: bool = False
            mock: bool = True

            def finalize(self):
                pass

        @dataclasses.dataclass(kw_only=True)
        class PackedSequenceSpecs:
            packed_sequence_size: int = -1
            pad_cu_seqlens: bool = False
            pad_seq_to_mult: typing.Optional[int] = 1

        @dataclasses.dataclass(kw_only=True)
        class GPTSFTDatasetConfig(DataloaderConfig):
            seq_length: int
            dataset_root: typing.Optional[str] = "/data/sft"
            enable_offline_packing: bool = False
            offline_packing_specs: typing.Optional[PackedSequenceSpecs] = None
            dataset_kwargs: typing.Optional[dict] = None
            do_validation: bool = True
            do_test: bool = True
            dataloader_type: typing.Optional[str] = "batch"

            def finalize(self):
                pass

        class FinetuningDatasetConfig(GPTSFTDatasetConfig):
            pass

        for c in (DataloaderConfig, GPTDatasetConfig, PackedSequenceSpecs, GPTSFTDatasetConfig,
                  FinetuningDatasetConfig):
            c.__module__ = "bridge_oracle.standin"
        return {"DataloaderConfig": DataloaderConfig, "GPTDatasetConfig": GPTDatasetConfig,
                "GPTSFTDatasetConfig": GPTSFTDatasetConfig, "FinetuningDatasetConfig": FinetuningDatasetConfig,
                "PackedSequenceSpecs": PackedSequenceSpecs}

    def _device_properties(self, device=0):
        return _DeviceProperties(self.facts.get("gpu_major", 9), self.facts.get("gpu_name", "NVIDIA H100 80GB HBM3"))

    def section_fields(self):
        """The keyword arguments each section's class accepts: {section: [names]}."""
        g = self.cfg
        classes = {"model": sys.modules["megatron.bridge.models"].GPTModelProvider, "train": g["TrainingConfig"],
                   "optimizer": g["OptimizerConfig"], "ddp": g["DistributedDataParallelConfig"],
                   "scheduler": g["SchedulerConfig"], "logger": g["LoggerConfig"], "checkpoint": g["CheckpointConfig"],
                   "rng": self.common.RNGConfig, "rerun_state_machine": g["RerunStateMachineConfig"],
                   "dist": g["DistributedInitConfig"], "comm_overlap": self.co.CommOverlapConfig,
                   "mixed_precision": self.mp.MixedPrecisionConfig,
                   "dataset": self.datasets["FinetuningDatasetConfig"],
                   "dataset.gpt": self.datasets["GPTDatasetConfig"]}
        out = {k: sorted(f.name for f in dataclasses.fields(c) if f.init) for k, c in classes.items()}
        out["mixed_precision.recipes"] = sorted(self.mp.MIXED_PRECISION_RECIPES)
        return out

    # --- one case ------------------------------------------------------------------------------------------------
    def container(self, doc):
        g, torch = self.cfg, self.torch
        sec = lambda name: dict(doc.get(name) or {})  # noqa: E731
        model = sec("model")
        model.pop("_target_", None)
        model_obj = self.mp.__dict__  # noqa: F841  (keeps the module alive)
        provider = sys.modules["megatron.bridge.models"].GPTModelProvider(**model)
        dataset = sec("dataset")
        target = str(dataset.pop("_target_", "") or "")
        if "offline_packing_specs" in dataset and dataset["offline_packing_specs"] is not None:
            dataset["offline_packing_specs"] = self.datasets["PackedSequenceSpecs"](**dataset["offline_packing_specs"])
        cls = self.datasets["FinetuningDatasetConfig"] if ("Finetuning" in target or "SFT" in target) \
            else self.datasets["GPTDatasetConfig"]
        mp = doc.get("mixed_precision")
        if isinstance(mp, dict):
            mp = self.mp.MixedPrecisionConfig(**mp)
        co = doc.get("comm_overlap")
        tokenizer = type("TokenizerConfig", (), {"__module__": "bridge_oracle.standin"})()
        train = {"train_iters": 10, "micro_batch_size": 1, "global_batch_size": 8, **sec("train")}
        return g["ConfigContainer"](
            model=provider, train=g["TrainingConfig"](**train), optimizer=g["OptimizerConfig"](**sec("optimizer")),
            ddp=g["DistributedDataParallelConfig"](**sec("ddp")), scheduler=g["SchedulerConfig"](**sec("scheduler")),
            dataset=cls(**dataset), logger=g["LoggerConfig"](**sec("logger")), tokenizer=tokenizer,
            checkpoint=g["CheckpointConfig"](**sec("checkpoint")), rng=self.common.RNGConfig(**sec("rng")),
            rerun_state_machine=g["RerunStateMachineConfig"](**sec("rerun_state_machine")),
            dist=g["DistributedInitConfig"](**sec("dist")), env_vars=dict(doc.get("env_vars") or {}),
            comm_overlap=None if co is None else self.co.CommOverlapConfig(**{"tp_comm_overlap": False, **co}),
            mixed_precision=mp,
        )

    def site(self, tb):
        site, stub = None, False
        for frame, lineno in traceback.walk_tb(tb):
            f = os.path.abspath(frame.f_code.co_filename)
            if f.startswith(self.mlm_root + os.sep):
                site, stub = f"{os.path.relpath(f, self.mlm_root)}:{lineno}", False
            elif f.startswith(self.bridge_root + os.sep):
                site, stub = f"bridge:{os.path.relpath(f, os.path.join(self.bridge_root, 'src'))}:{lineno}", False
            elif f.startswith(self.stub_dirs) or frame.f_globals.get("__name__") == "bridge_oracle.standin":
                stub = True
        return site, stub

    def run(self, case):
        f = case.get("facts", {})
        self.facts = f
        te, tv = str(f.get("te", "2.12")), str(f.get("torch", "2.11"))
        self.mcore_env.set_facts(te + ".0" if te.count(".") == 1 else te, tv + ".0" if tv.count(".") == 1 else tv)
        saved_env = dict(os.environ)
        for k in [k for k in os.environ if k.startswith(("NVTE_", "NCCL_", "CUDA_DEVICE_MAX", "WORLD_SIZE"))]:
            del os.environ[k]
        os.environ["WORLD_SIZE"] = str(f.get("world_size", 1))
        res = {"id": case["id"]}
        stage = "construct"
        try:
            with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
                warnings.simplefilter("ignore")
                logging.disable(logging.CRITICAL)
                cfg = self.container(copy.deepcopy(case["doc"]))
                stage = "runtime_config_update"
                self.cfg["runtime_config_update"](cfg)
                stage = "provide"
                try:
                    cfg.model.provide()
                except ReachedModelConstruction:
                    pass
        except StandInUnknown as e:
            res.update(valid=False, stage=stage, exc="StandInUnknown", msg=str(e), site=None, stub=True)
        except Exception as e:  # noqa: BLE001 - any exception raised by Bridge's or Megatron's code is a verdict
            site, stub = self.site(e.__traceback__)
            if isinstance(e, (NameError, ImportError)):  # code this harness did not load: not a verdict
                stub = True
            res.update(valid=False, stage=stage, exc=type(e).__name__, msg=str(e), site=site, stub=stub or site is None)
        else:
            res.update(valid=True, stage="provide", stub=False)
        finally:
            logging.disable(logging.NOTSET)
            os.environ.clear()
            os.environ.update(saved_env)
        return res


def main():
    if sys.argv[1] == "fields":  # bridge_oracle.py fields SHARED_ORACLE_DIR MLM_ROOT BRIDGE_ROOT
        print(json.dumps(Lens(*sys.argv[2:5]).section_fields(), sort_keys=True))
        return
    shared_oracle, mlm_root, bridge_root, cases_path, out_path = sys.argv[1:6]
    lens = Lens(shared_oracle, mlm_root, bridge_root)
    n = 0
    with open(cases_path, encoding="utf-8") as fin, open(out_path, "w", encoding="utf-8") as fout:
        for line in fin:
            if line.strip():
                fout.write(json.dumps(lens.run(json.loads(line))) + "\n")
                n += 1
    print(f"bridge oracle: {n} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
