#!/usr/bin/env python3
"""Generates the recipe catalogue (resources/recipes/catalogue.json) from a Megatron Bridge snapshot.

Every top-level `*_config()` function in src/megatron/bridge/recipes/ and perf_recipes/ is evaluated statically
(scripts/recipeeval.py: parsed with `ast`, never imported or run) with its default arguments, on the GPU its name or
folder names. For each recipe the catalogue holds its name, file:line, model family, GPU, GPU count, precision, task,
whether it is MoE, and the value of every field the core models (core/model/fieldrows_*.cpp) that the recipe, its
helpers or a Bridge class default decide. Megatron-Core class defaults are the field table's own defaults and are
left out. What cannot be resolved is listed under `unresolved` with the file:line and the reason; it is never
guessed. Helpers that perf recipes call on a cfg (`_benchmark_common(cfg)` ...) are recorded with their effects so
that Python recipe files calling them can be read.

Usage: scripts/gen-recipe-catalogue.py [--bridge DIR] [--megatron-lm DIR] [--out FILE] [--check]
"""

import argparse
import ast
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import recipeeval as R  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GPUS = ("h100", "b200", "b300", "gb200", "gb300", "vr200", "r100", "a100", "h200")
PRECISIONS = {"bf16": "bf16", "fp8cs": "fp8cs", "fp8ds": "fp8ds", "fp8mx": "fp8mx", "mxfp8": "fp8mx",
              "nvfp4": "nvfp4", "fp16": "fp16", "fp8sc": "fp8sc", "fp8": "fp8cs"}
# Provider fields a Hugging Face bridge derives from the model's config.json (unknown without that file).
HF_ARCH = {"num_layers", "hidden_size", "ffn_hidden_size", "num_attention_heads", "num_query_groups",
           "num_moe_experts", "moe_router_topk", "moe_ffn_hidden_size", "moe_shared_expert_intermediate_size",
           "moe_layer_freq", "mtp_num_layers", "add_bias_linear", "add_qkv_bias", "attention_dropout",
           "hidden_dropout", "seq_length", "_target_"}
PRECISION_FIELDS = ("bf16", "fp16", "fp8", "fp8_recipe", "fp4", "loss_scale")


def core_fields():
    paths = []
    for name in sorted(os.listdir(os.path.join(ROOT, "core", "model"))):
        if name.startswith("fieldrows_") and name.endswith(".cpp"):
            with open(os.path.join(ROOT, "core", "model", name), encoding="utf-8") as f:
                paths += re.findall(r'\.path = "([a-z_]+\.[a-z_.]+)"', f.read())
    return [p for p in paths if not p.startswith("mixed_precision.")]


def git_commit(bridge):
    readme = os.path.join(os.path.dirname(bridge.rstrip("/")), "README.md")
    if os.path.isfile(readme):
        with open(readme, encoding="utf-8") as f:
            m = re.search(r"megatron-bridge/ \| (\S+) @ ([0-9a-f]{40}) \(([0-9-]+)\)", f.read())
            if m:
                return m.group(1), m.group(2), m.group(3)
    return "NVIDIA-NeMo/Megatron-Bridge", "unknown", "unknown"


def describe_name(name, relpath):
    """Family, GPU, GPU count, precision and task from the function name and its folder."""
    parts = relpath.split("/")
    info = {"family": parts[1] if len(parts) > 2 else "", "gpu": "", "num_gpus": 0, "precision": "", "task": ""}
    m = re.search(r"_(\d+)gpu_([a-z0-9]+)_([a-z0-9]+)", name)
    if m:
        info["num_gpus"] = int(m.group(1))
        info["gpu"] = m.group(2)
        info["precision"] = PRECISIONS.get(m.group(3), m.group(3))
    for folder in parts:
        if folder in GPUS and not info["gpu"]:
            info["gpu"] = folder
    for task in ("pretrain", "sft", "peft", "finetune", "distill"):
        if "_%s" % task in name or name.startswith(task):
            info["task"] = task
            break
    model = re.split(r"_(pretrain|sft|peft|finetune|distill)", name.lstrip("_"))[0]
    info["model"] = model
    return info


def to_json(v, path, unresolved):
    v = R.Evaluator.deref(None, v) if isinstance(v, R.LazyName) else v
    if isinstance(v, R.Unknown):
        unresolved.append({"path": path, "at": v.where, "why": v.why})
        return R.MISSING
    if isinstance(v, R.EnumMember):
        return v.name
    if isinstance(v, R.External):
        return v.name
    if isinstance(v, R.Obj):
        return True  # an object is there (e.g. offline packing specs)
    if isinstance(v, R.Func):
        return v.module.name + "." + v.name
    if isinstance(v, R.ClassInfo):
        return v.qualname
    if isinstance(v, (list, tuple)):
        out = []
        for i, x in enumerate(v):
            j = to_json(x, "%s[%d]" % (path, i), unresolved)
            if j is R.MISSING:
                return R.MISSING
            out.append(j)
        return out
    if isinstance(v, dict):
        return {str(k): to_json(x, path, unresolved) for k, x in v.items()}
    if isinstance(v, float) and v in (float("inf"), float("-inf")):
        return "inf" if v > 0 else "-inf"
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    unresolved.append({"path": path, "at": "", "why": "a value of type %s" % type(v).__name__})
    return R.MISSING


def env_text(v):
    return str(v)  # os.environ.setdefault(k, str(v))


class Flattener:
    def __init__(self, ev, fields):
        self.ev = ev
        self.fields = fields

    def value(self, root, path):
        """(value, origin) for a dotted path; origin is 'set', 'bridge' or 'core' (an MCore default)."""
        cur = root
        parts = path.split(".")
        origin = "set"
        for i, attr in enumerate(parts):
            if isinstance(cur, R.Obj):
                if attr == "_target_":
                    if cur.hf_model is not None:
                        return R.Unknown("the provider class comes from the Hugging Face config of %s"
                                         % cur.hf_model, cur.hf_where), "set"
                    return (cur.cls.qualname if isinstance(cur.cls, R.ClassInfo) else str(cur.cls)), "bridge"
                v = self.ev.getattr_(cur, attr, "")
                o = cur.origins.get(attr, "")
                if o.startswith("default:"):
                    origin = "bridge" if o.startswith("default:megatron.bridge") else "core"
                if isinstance(v, R.Unknown) and "Hugging Face config" in v.why:
                    return v, "set"
                if isinstance(v, R.Unknown) and "is not declared" in v.why:
                    return R.MISSING, "core"
                cur = v
            elif cur is None:
                return R.MISSING, "core"  # a section that is None (comm_overlap=None)
            elif isinstance(cur, dict):
                if attr not in cur:
                    return R.MISSING, "core"
                cur = cur[attr]
            else:
                return cur if isinstance(cur, R.Unknown) else R.MISSING, "core"
        return cur, origin

    def flatten(self, cfg):
        values, unresolved = {}, []
        self.bridge_defaults = []  # paths whose value is a Bridge dataclass default, not an assignment
        for path in self.fields:
            v, origin = self.value(cfg, path)
            if v is R.MISSING or origin == "core":
                continue
            if origin == "bridge":
                self.bridge_defaults.append(path)
            j = to_json(v, path, unresolved)
            if j is not R.MISSING:
                values[path] = j
        # GPTSFTDataset takes pad_to_max_length from the dataset config's dataset_kwargs.
        ds = cfg.attrs.get("dataset")
        if isinstance(ds, R.Obj) and isinstance(ds.attrs.get("dataset_kwargs"), dict):
            kw = ds.attrs["dataset_kwargs"]
            if "pad_to_max_length" in kw and "dataset.pad_to_max_length" in self.fields:
                j = to_json(kw["pad_to_max_length"], "dataset.pad_to_max_length", unresolved)
                if j is not R.MISSING:
                    values["dataset.pad_to_max_length"] = j
        mp = self.ev.getattr_(cfg, "mixed_precision", "")
        if isinstance(mp, str):
            values["mixed_precision"] = mp
        elif isinstance(mp, R.Obj):
            for f in PRECISION_FIELDS:
                j = to_json(self.ev.getattr_(mp, f, ""), "mixed_precision." + f, unresolved)
                if j is not R.MISSING:
                    values["mixed_precision." + f] = j
        elif isinstance(mp, R.Unknown):
            unresolved.append({"path": "mixed_precision", "at": mp.where, "why": mp.why})
        env = {}
        ev = self.ev.getattr_(cfg, "env_vars", "")
        if isinstance(ev, dict):
            for k, x in ev.items():
                j = to_json(x, "env_vars." + str(k), unresolved)
                if j is not R.MISSING:
                    env[str(k)] = env_text(j) if not isinstance(j, bool) else ("True" if j else "False")
        elif isinstance(ev, R.Unknown):
            unresolved.append({"path": "env_vars", "at": ev.where, "why": ev.why})
        return values, env, unresolved


def helper_effects(fn_node, source_rel):
    """What a helper that takes the ConfigContainer first does to it, statement by statement."""
    if not fn_node.args.args:
        return None
    cfg = fn_node.args.args[0].arg
    if cfg not in ("cfg", "config", "recipe"):
        return None

    def path_of(node):
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if isinstance(node, ast.Name) and node.id == cfg and parts:
            return ".".join(reversed(parts))
        return None

    effects = []
    for st in fn_node.body:
        if isinstance(st, ast.Expr) and isinstance(st.value, ast.Constant):
            continue  # docstring
        line = "%s:%d" % (source_rel, st.lineno)
        if isinstance(st, ast.Assign) and len(st.targets) == 1 and path_of(st.targets[0]):
            target = path_of(st.targets[0])
            try:
                effects.append({"set": target, "value": ast.literal_eval(st.value), "at": line})
                continue
            except Exception:
                pass
            if path_of(st.value):
                effects.append({"copy": target, "from": path_of(st.value), "at": line})
                continue
            params = [a.arg for a in fn_node.args.args]
            if isinstance(st.value, ast.Name) and st.value.id in params[1:]:
                # the helper's own argument: by keyword, or "#<position>" counting the cfg as #0
                i = params.index(st.value.id)
                d = fn_node.args.defaults
                default = d[i - (len(params) - len(d))] if i >= len(params) - len(d) else None
                eff = {"set": target, "param": st.value.id, "position": i, "at": line}
                try:
                    eff["value"] = ast.literal_eval(default) if default is not None else None
                except Exception:
                    pass
                effects.append(eff)
                continue
            if isinstance(st.value, ast.Call) and isinstance(st.value.func, ast.Name) and not st.value.args:
                try:
                    kw = {k.arg: ast.literal_eval(k.value) for k in st.value.keywords}
                    effects.append({"object": target, "class": st.value.func.id, "values": kw, "at": line})
                    continue
                except Exception:
                    pass
        targets = [t for n in ast.walk(st) if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign))
                   for t in (n.targets if isinstance(n, ast.Assign) else [n.target])]
        touched = sorted({p for t in targets for p in [path_of(t)] if p and touches_core(p)})
        # Calls that receive the cfg or a section of it may change any field.
        calls = sorted({ast.unparse(n.func) for n in ast.walk(st) if isinstance(n, ast.Call) and n.args
                        and (path_of(n.args[0]) or (isinstance(n.args[0], ast.Name) and n.args[0].id == cfg))
                        and ast.unparse(n.func) not in ("getattr", "hasattr", "isinstance", "len", "str")})
        effects.append({"logic": ast.unparse(st).split("\n")[0][:120], "at": line, "touches": touched,
                        "calls": calls})
    return effects


CORE_PATHS = set()


def touches_core(path):
    """Whether an attribute path (model.x, comm_overlap, mixed_precision.fp8) is, or holds, a field the core models."""
    if path in ("mixed_precision", "env_vars") or path.startswith("mixed_precision.") and path.split(".")[1] in \
            PRECISION_FIELDS:
        return True
    return any(p == path or p.startswith(path + ".") for p in CORE_PATHS)


def recipe_files(bridge):
    base = os.path.join(bridge, "src", "megatron", "bridge")
    for top in ("recipes", "perf_recipes"):
        for dirpath, _, files in sorted(os.walk(os.path.join(base, top))):
            for f in sorted(files):
                if f.endswith(".py"):
                    path = os.path.join(dirpath, f)
                    yield top, path, "megatron.bridge." + os.path.relpath(path, base)[:-3].replace("/", ".")


def precision_of(values):
    name = values.get("mixed_precision")
    if isinstance(name, str):
        if "nvfp4" in name:
            return "nvfp4"
        if "mxfp8" in name:
            return "fp8mx"
        if "current_scaling" in name:
            return "fp8cs"
        if "delayed" in name:
            return "fp8ds"
        if "subchannel" in name:
            return "fp8sc"
        if "fp16" in name:
            return "fp16"
        if "bf16" in name:
            return "bf16"
    if values.get("mixed_precision.fp4"):
        return "nvfp4"
    if values.get("mixed_precision.fp8"):
        r = values.get("mixed_precision.fp8_recipe", "tensorwise")
        return {"mxfp8": "fp8mx", "delayed": "fp8ds", "blockwise": "fp8sc"}.get(r, "fp8cs")
    if values.get("mixed_precision.bf16"):
        return "bf16"
    return ""


with open(os.path.join(HERE, "hf-architectures.json"), encoding="utf-8") as _f:
    MLA_HF_MODELS = frozenset(json.load(_f).get("_mla", []))


def evaluate(ev, flat, module, node, top, rel):
    info = describe_name(node.name, rel)
    ev.gpu = info["gpu"]
    ev.notes = []
    entry = {"name": node.name, "file": rel, "line": node.lineno, "kind": "perf" if top == "perf_recipes" else "recipe"}
    entry.update(info)
    fn = R.Func(node, module)
    try:
        cfg = ev.call_func(fn, [], {}, "%s:%d" % (rel, node.lineno))
    except R.Refuse as r:
        cfg = R.Unknown(r.why, r.where)
    except RecursionError:
        cfg = R.Unknown("calls nested too deeply", "%s:%d" % (rel, node.lineno))
    if not isinstance(cfg, R.Obj):
        why = cfg.why if isinstance(cfg, R.Unknown) else "it returns %s" % type(cfg).__name__
        at = cfg.where if isinstance(cfg, R.Unknown) else "%s:%d" % (rel, node.lineno)
        entry.update({"values": {}, "env": {}, "unresolved": [{"path": "", "at": at, "why": why}]})
        return entry
    values, env, unresolved = flat.flatten(cfg)
    model = cfg.attrs.get("model")
    if isinstance(model, R.Obj) and model.hf_model:
        entry["hf_model"] = model.hf_model
        # The provider's own values come from its Hugging Face bridge (provider_bridge), which the source does not
        # show: a model value that is only the plain provider's declared default may not be the provider's.
        defaults = sorted(p for p in flat.bridge_defaults if p.startswith("model.") and p != "model._target_")
        if defaults:
            entry["provider_defaults"] = defaults
        # The Hugging Face bridge of an MLA model builds an MLAModelProvider (multi_latent_attention=True).
        if model.hf_model in MLA_HF_MODELS and "model.multi_latent_attention" not in values:
            values["model.multi_latent_attention"] = True
        if model.hf_model in ev.hf_arch:
            entry["architecture_from"] = ev.hf_arch[model.hf_model]["source"]
    seen = {u["at"] for u in unresolved if not u["path"]}
    for where, why in ev.notes:
        if where not in seen:
            unresolved.append({"path": "", "at": where, "why": why})
            seen.add(where)
    unresolved = collapse(unresolved)
    if not entry["precision"]:
        entry["precision"] = precision_of(values)
    experts = values.get("model.num_moe_experts")
    entry["moe"] = bool(experts and experts > 1) if "model.num_moe_experts" in values else None
    entry["values"] = values
    entry["env"] = env
    entry["unresolved"] = unresolved
    return entry


def collapse(unresolved):
    """One entry per reason and place: {"paths": [...], "at": file:line, "why": ...}."""
    out, index = [], {}
    for u in unresolved:
        why = u["why"]
        if u["path"] and why.startswith(u["path"].split(".")[-1] + " comes from"):
            why = "it comes from" + why.split(" comes from", 1)[1]
        key = (u["at"], why)
        if key not in index:
            index[key] = {"paths": [], "at": u["at"], "why": why}
            out.append(index[key])
        if u["path"]:
            index[key]["paths"].append(u["path"])
    return out


def is_recipe(node, rel):
    """A recipe function: *_config, callable without arguments, outside recipes/utils."""
    if not node.name.endswith("_config") or rel.startswith("recipes/utils/"):
        return False
    a = node.args
    return len(a.defaults) == len(a.posonlyargs) + len(a.args) and all(d is not None for d in a.kw_defaults)


def preset_architectures(presets_dir, entries):
    """Architecture fields of Hugging Face models as the hand-checked presets state them (resources/presets)."""
    try:
        import yaml
    except ImportError:
        return {}
    by_name = {e["name"]: e for e in entries}
    out = {}
    for f in sorted(os.listdir(presets_dir)):
        if not f.endswith(".yaml"):
            continue
        with open(os.path.join(presets_dir, f), encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
        meta, model = doc.get("cga_preset", {}), doc.get("model", {})
        e = by_name.get(meta.get("source_recipe", ""))
        if not e or not e.get("hf_model") or e["hf_model"] in out:
            continue
        vals = {k: v for k, v in model.items() if k in HF_ARCH and k not in ("_target_", "seq_length")}
        if vals and "num_moe_experts" not in vals:
            vals["num_moe_experts"] = None  # the preset states a dense model
        if vals:
            out[e["hf_model"]] = {"values": vals, "source": "resources/presets/" + f}
    return out


def env_constants(ev):
    """The environment dictionaries recipes splat into cfg.env_vars (**COMMON_PERF_ENV_VARS ...)."""
    out = {}
    for modname in ("megatron.bridge.perf_recipes.environment", "megatron.bridge.recipes.utils.environment_utils"):
        m = ev.module(modname)
        if m is None:
            continue
        ev.loaded(m)
        for name, v in m.globals.items():
            v = ev.deref(v)
            if name.isupper() and isinstance(v, dict) and all(isinstance(x, (str, int, float, bool)) for x in
                                                                v.values()):
                out[name] = {str(k): ("True" if x is True else "False" if x is False else str(x))
                             for k, x in v.items()}
    return out


def recipe_aliases(ev, names):
    """Names modules give recipes (`import x_config as qwen3_30b_a3b_pretrain_config`), per module, and the ones
    that mean the same recipe in every module under "*" (an alias that differs between modules needs its import)."""
    per_module, seen = {}, {}
    for modname in list(ev.modules):
        # The packages users import recipes from (megatron.bridge.recipes.qwen ...): read their __init__ too.
        parts = modname.split(".")
        for i in range(3, len(parts)):
            pkg = ev.module(".".join(parts[:i]))
            if pkg is not None:
                ev.loaded(pkg)
    for modname, m in sorted(ev.modules.items()):
        if m is None or not modname.startswith("megatron.bridge.") or m.state != "done":
            continue
        for name, v in m.globals.items():
            if isinstance(v, R.LazyName) and name.endswith("_config"):
                v = ev.deref(v)
            if isinstance(v, R.Func) and v.name in names and name != v.name and name not in names:
                # "defining.module:function": the name alone is ambiguous when recipes/ and perf_recipes/ both
                # define it
                target = v.module.name + ":" + v.name
                per_module.setdefault(modname, {})[name] = target
                seen.setdefault(name, set()).add(target)
    per_module["*"] = {k: sorted(v)[0] for k, v in sorted(seen.items()) if len(v) == 1}
    return per_module


def run(ev, flat, bridge):
    recipes, helpers = [], {}
    for top, path, modname in recipe_files(bridge):
        m = ev.module(modname)
        rel = os.path.relpath(path, os.path.join(bridge, "src", "megatron", "bridge"))
        for node in m.tree.body:
            if not isinstance(node, ast.FunctionDef):
                continue
            if top == "perf_recipes" and not is_recipe(node, rel):
                eff = helper_effects(node, rel)
                if eff is not None:
                    helpers[node.name] = {"at": "%s:%d" % (rel, node.lineno), "effects": eff}
            if not is_recipe(node, rel):
                continue
            ev.loaded(m)
            recipes.append(evaluate(ev, flat, m, node, top, rel))
    return recipes, helpers


POOLED = ("values", "env", "unresolved", "provider_defaults")


def pool_shared(recipes):
    """Writes each distinct values / env / unresolved object once: a recipe names it by its index in the pool
    (RecipeCatalogue::fromJson reads both forms). Keeps the catalogue compact; many recipes share them."""
    pools = {key: [] for key in POOLED}
    index = {key: {} for key in POOLED}
    for r in recipes:
        for key in POOLED:
            if key not in r:
                continue
            text = json.dumps(r[key], sort_keys=True, separators=(",", ":"))
            if text not in index[key]:
                index[key][text] = len(pools[key])
                pools[key].append(r[key])
            r[key] = index[key][text]
    return pools


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bridge", default="/work/shared/upstream/megatron-bridge")
    ap.add_argument("--megatron-lm", default=None)
    ap.add_argument("--out", default=os.path.join(ROOT, "resources", "recipes", "catalogue.json"))
    ap.add_argument("--only", default=None, help="print the entries whose name contains this text, write nothing")
    args = ap.parse_args()
    bridge = os.path.abspath(args.bridge)
    mlm = os.path.abspath(args.megatron_lm or os.path.join(os.path.dirname(bridge), "megatron-lm"))
    sys.setrecursionlimit(20000)

    def evaluator(arch):
        ev = R.Evaluator([("megatron.bridge", os.path.join(bridge, "src")), ("megatron.core", mlm),
                          ("megatron.training", mlm)])
        ev.hf_arch_fields = (HF_ARCH - {"_target_"}) | {"vocab_size"}
        ev.hf_arch = arch
        return ev

    ev = evaluator({})
    flat = Flattener(ev, core_fields())
    CORE_PATHS.update(flat.fields)
    recipes, helpers = run(ev, flat, bridge)
    # Second pass: Hugging Face models whose architecture a preset states get it (recorded as architecture_from).
    arch = preset_architectures(os.path.join(ROOT, "resources", "presets"), recipes)
    with open(os.path.join(HERE, "hf-architectures.json"), encoding="utf-8") as f:
        for model_id, vals in json.load(f).items():
            if not model_id.startswith("_") and model_id not in arch:
                arch[model_id] = {"values": vals, "source": "scripts/hf-architectures.json"}
    if arch:
        ev = evaluator(arch)
        flat = Flattener(ev, flat.fields)
        recipes, helpers = run(ev, flat, bridge)
    repo, commit, date = git_commit(bridge)
    out = {"source": {"repository": repo, "commit": commit, "date": date,
                      "generator": "scripts/gen-recipe-catalogue.py"},
           "helpers": helpers, "constants": env_constants(ev),
           "aliases": recipe_aliases(ev, {r["name"] for r in recipes})}
    if args.only:
        for r in recipes:
            if args.only in r["name"]:
                print(json.dumps(r, sort_keys=True, indent=1))
        return 0
    n_un = sum(1 for r in recipes if r["unresolved"])
    out["pools"] = pool_shared(recipes)
    text = json.dumps(out, sort_keys=True, separators=(",", ":"))[:-1] + ',"recipes":[\n'
    text += ",\n".join(json.dumps(r, sort_keys=True, separators=(",", ":")) for r in recipes) + "\n]}\n"
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, args.out)
    print("%d recipes (%d with unresolved values), %d helpers -> %s" % (len(recipes), n_un, len(helpers),
                                                                       os.path.relpath(args.out, ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
