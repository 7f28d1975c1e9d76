"""A static evaluator of the subset of Python that Megatron Bridge recipe functions use.

Nothing is imported or executed: modules are parsed with `ast` and their statements interpreted. What it evaluates:
literals and containers, names across modules (imports are followed inside megatron.bridge, megatron.core and
megatron.training), calls of functions defined there (inlined with their arguments and defaults), dataclass
construction (keyword and positional fields, field defaults and default factories, class inheritance), attribute and
item assignment, augmented assignment, conditionals, loops over known sequences, comprehensions, f-strings and the
few outside calls recipes make (os.path.join, torch.cuda device queries answered for the recipe's GPU, logging).
Anything else yields an Unknown that names the file:line and what was not understood; it is never guessed.
"""

import ast
import copy
import os


class Unknown:
    __slots__ = ("why", "where")

    def __init__(self, why, where):
        self.why = why
        self.where = where

    def __repr__(self):
        return "Unknown(%s at %s)" % (self.why, self.where)


class External:
    """A name from a module that is not read (torch, os, typing ...)."""

    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name


class EnumMember:
    __slots__ = ("cls", "name")

    def __init__(self, cls, name):
        self.cls = cls
        self.name = name


class HfBridge:
    """AutoBridge.from_hf_pretrained(model_id): the provider comes from the Hugging Face config, not from source."""

    __slots__ = ("model_id", "where")

    def __init__(self, model_id, where):
        self.model_id = model_id
        self.where = where


class Obj:
    """An instance of a class read from source (a dataclass: its fields are attributes)."""

    def __init__(self, cls, hf_model=None, hf_where=None):
        self.cls = cls
        self.attrs = {}
        self.origins = {}  # attribute -> "file:line" of the assignment that set it
        self.hf_model = hf_model
        self.hf_where = hf_where

    def __deepcopy__(self, memo):
        o = Obj(self.cls, self.hf_model, self.hf_where)
        memo[id(self)] = o
        o.attrs = copy.deepcopy(self.attrs, memo)
        o.origins = dict(self.origins)
        return o


class Module:
    def __init__(self, name, path, tree):
        self.name = name
        self.path = path
        self.tree = tree
        self.globals = {}
        self.state = "new"


class Func:
    def __init__(self, node, module, closure=None):
        self.node = node
        self.module = module
        self.closure = closure or {}

    @property
    def name(self):
        return getattr(self.node, "name", "<lambda>")


class ClassInfo:
    def __init__(self, node, module, closure=None):
        self.node = node
        self.module = module
        self.name = node.name
        self.qualname = module.name + "." + node.name
        self._bases = None
        self.closure = closure or {}

    def bases(self, ev):
        if self._bases is None:
            self._bases = []
            for b in self.node.bases:
                v = ev.expr(b, Scope(self.module, {}), quiet=True)
                self._bases.append(v)
        return self._bases

    def mro(self, ev):
        out, seen = [], set()

        def walk(c):
            if isinstance(c, ClassInfo) and c.qualname not in seen:
                seen.add(c.qualname)
                out.append(c)
                for b in c.bases(ev):
                    walk(b)

        walk(self)
        return out

    def is_enum(self, ev):
        for b in self.bases(ev):
            if isinstance(b, External) and b.name.split(".")[-1] in ("Enum", "IntEnum", "StrEnum", "Flag"):
                return True
            if isinstance(b, ClassInfo) and b.is_enum(ev):
                return True
        return False


class BoundMethod:
    def __init__(self, obj, func):
        self.obj = obj
        self.func = func


class Builtin:
    def __init__(self, name, fn):
        self.name = name
        self.fn = fn


class ReturnSignal(Exception):
    def __init__(self, value):
        self.value = value


class BreakSignal(Exception):
    pass


class ContinueSignal(Exception):
    pass


class Refuse(Exception):
    """A statement that cannot be evaluated; the recipe (or the helper) is unresolved from here."""

    def __init__(self, why, where):
        super().__init__(why)
        self.why = why
        self.where = where


class Scope:
    def __init__(self, module, local, closure=None):
        self.module = module
        self.local = local
        self.closure = closure or {}


MISSING = object()


def known(v):
    return not isinstance(v, Unknown)


def describe(node):
    try:
        text = ast.unparse(node)
    except Exception:  # pragma: no cover
        text = type(node).__name__
    return text if len(text) <= 80 else text[:77] + "..."


# What torch.cuda.get_device_properties(0) answers on the GPU a recipe is named for.
DEVICES = {
    "h100": ("NVIDIA H100 80GB HBM3", 9, 0),
    "b200": ("NVIDIA B200", 10, 0),
    "b300": ("NVIDIA B300", 10, 3),
    "gb200": ("NVIDIA GB200", 10, 0),
    "gb300": ("NVIDIA GB300", 10, 3),
}

IGNORED_CALLS = ("logger.", "logging.", "warnings.warn", "print", "log.")


class Evaluator:
    def __init__(self, roots):
        # roots: [(package prefix, directory that holds the package's top folder)]
        self.roots = roots
        self.modules = {}
        self.gpu = None
        self.notes = []  # statement-level refusals of the current evaluation: (where, why)
        self.depth = 0
        self.hf_arch = {}  # Hugging Face model id -> {"values": {field: value}, "source": where they were read}
        self.hf_arch_fields = set()
        self._gpt_provider = None

    # ---- modules -------------------------------------------------------------------------------------------
    def module_path(self, name):
        for prefix, base in self.roots:
            if name == prefix or name.startswith(prefix + "."):
                rel = name.replace(".", "/")
                for cand in (rel + ".py", rel + "/__init__.py"):
                    p = os.path.join(base, cand)
                    if os.path.isfile(p):
                        return p
                return None
        return None

    def module(self, name):
        if name in self.modules:
            return self.modules[name]
        path = self.module_path(name)
        if path is None:
            self.modules[name] = None
            return None
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), filename=path)
        m = Module(name, path, tree)
        self.modules[name] = m
        return m

    def loaded(self, m):
        if m.state == "new":
            m.state = "loading"
            scope = Scope(m, m.globals)
            for st in m.tree.body:
                try:
                    self.stmt(st, scope, toplevel=True)
                except (Refuse, ReturnSignal, BreakSignal, ContinueSignal, RecursionError):
                    pass
            m.state = "done"
        return m

    def where(self, scope, node):
        path = scope.module.path if scope.module else "?"
        return "%s:%d" % (self.rel(path), getattr(node, "lineno", 0))

    def rel(self, path):
        for _, base in self.roots:
            if path.startswith(base + "/"):
                rel = os.path.relpath(path, base)
                return rel[len("megatron/bridge/"):] if rel.startswith("megatron/bridge/") else rel
        return path

    def import_from(self, module_name, attr, where):
        m = self.module(module_name)
        if m is None:
            return External(module_name + "." + attr)
        if m.state == "loading" and attr not in m.globals:
            sub = self.module(module_name + "." + attr)
            if sub is not None:
                return sub
            return LazyName(self, m, attr, where)
        self.loaded(m)
        if attr in m.globals:
            return self.deref(m.globals[attr])
        sub = self.module(module_name + "." + attr)
        if sub is not None:
            return sub
        return Unknown("%s has no %s" % (module_name, attr), where)

    def deref(self, v):
        while isinstance(v, LazyName):
            v = v.resolve()
        return v

    # ---- names ---------------------------------------------------------------------------------------------
    def lookup(self, name, scope, node):
        for table in (scope.local, scope.closure):
            if name in table:
                return self.deref(table[name])
        if scope.module is not None:
            g = scope.module.globals
            if name in g:
                v = self.deref(g[name])
                g[name] = v
                return v
        b = BUILTINS.get(name)
        if b is not None:
            return b
        return Unknown("the name %s is not defined in what was read" % name, self.where(scope, node))

    def getattr_(self, v, attr, where):
        v = self.deref(v)
        if isinstance(v, Unknown):
            return v
        if isinstance(v, Module):
            return self.import_from(v.name, attr, where)
        if isinstance(v, External):
            return External(v.name + "." + attr)
        if isinstance(v, Obj):
            if attr in v.attrs:
                return v.attrs[attr]
            u = self.hf_unknown(v, attr)
            if u is not None:
                return u
            d = self.class_default(v.cls, attr, v)
            if d is not MISSING:
                return d
            return Unknown("%s.%s is not declared" % (v.cls.name if isinstance(v.cls, ClassInfo) else v.cls, attr),
                           where)
        if isinstance(v, ClassInfo):
            if v.name == "AutoBridge":
                return External("AutoBridge." + attr)  # the provider comes from the Hugging Face config
            if v.is_enum(self):
                return EnumMember(v.name, attr)
            for c in v.mro(self):
                for st in c.node.body:
                    if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) and st.name == attr:
                        return Func(st, c.module)
                    if isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == attr for t in st.targets):
                        return self.expr(st.value, Scope(c.module, {}))
                    if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id == attr \
                            and st.value is not None:
                        return self.expr(st.value, Scope(c.module, {}))
            return Unknown("class %s has no %s" % (v.name, attr), where)
        if isinstance(v, HfBridge):
            return BoundHf(v, attr)
        if isinstance(v, EnumMember):
            if attr in ("name",):
                return v.name
            if attr == "value":
                return v.name
        if isinstance(v, (dict, list, str, tuple)):
            return PyMethod(v, attr)
        if isinstance(v, Func) and attr in ("__name__", "__qualname__"):
            return v.name
        if isinstance(v, DeviceProps):
            return getattr(v, attr, Unknown("device property %s" % attr, where))
        return Unknown("attribute %s of %s" % (attr, type(v).__name__), where)

    def class_default(self, cls, attr, obj):
        if not isinstance(cls, ClassInfo):
            return MISSING
        for c in cls.mro(self):
            for st in c.node.body:
                if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id == attr:
                    if st.value is None:
                        return MISSING if c is cls else self._continue_default(cls, c, attr, obj)
                    v = self.field_default(st.value, Scope(c.module, {}))
                    obj.attrs[attr] = v
                    obj.origins[attr] = "default:" + c.qualname
                    return v
                if isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == attr for t in st.targets):
                    v = self.expr(st.value, Scope(c.module, {}))
                    obj.attrs[attr] = v
                    obj.origins[attr] = "default:" + c.qualname
                    return v
        return MISSING

    def _continue_default(self, cls, found, attr, obj):
        # An annotation without a default in a subclass re-declares the field: keep looking in the bases.
        mro = cls.mro(self)
        for c in mro[mro.index(found) + 1:]:
            for st in c.node.body:
                if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id == attr \
                        and st.value is not None:
                    v = self.field_default(st.value, Scope(c.module, {}))
                    obj.attrs[attr] = v
                    obj.origins[attr] = "default:" + c.qualname
                    return v
        return MISSING

    def field_default(self, node, scope):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "field":
            for kw in node.keywords:
                if kw.arg == "default":
                    return self.expr(kw.value, scope)
                if kw.arg == "default_factory":
                    f = self.expr(kw.value, scope)
                    return self.call(f, [], {}, scope, node)
            return Unknown("a field() without a default", self.where(scope, node))
        return self.expr(node, scope)

    # ---- expressions ---------------------------------------------------------------------------------------
    def expr(self, node, scope, quiet=False):
        m = getattr(self, "e_" + type(node).__name__, None)
        if m is None:
            return Unknown("%s is not understood" % describe(node), self.where(scope, node))
        return m(node, scope)

    def e_Constant(self, node, scope):
        return node.value

    def e_Name(self, node, scope):
        return self.lookup(node.id, scope, node)

    def e_Attribute(self, node, scope):
        return self.getattr_(self.expr(node.value, scope), node.attr, self.where(scope, node))

    def e_Subscript(self, node, scope):
        v = self.deref(self.expr(node.value, scope))
        k = self.expr(node.slice, scope)
        if not known(v):
            return v
        if not known(k):
            return k
        if isinstance(v, ClassInfo) and isinstance(k, str) and v.is_enum(self):
            return EnumMember(v.name, k)  # CudaGraphModule["attn"]
        if isinstance(v, (External, ClassInfo)):
            return v  # a type annotation such as Optional[int]
        try:
            return v[k]
        except Exception:
            return Unknown("%s is not there" % describe(node), self.where(scope, node))

    def e_Slice(self, node, scope):
        parts = [self.expr(p, scope) if p is not None else None for p in (node.lower, node.upper, node.step)]
        for p in parts:
            if p is not None and not known(p):
                return p
        return slice(*parts)

    def e_List(self, node, scope):
        return self._seq(node, scope, list)

    def e_Tuple(self, node, scope):
        return self._seq(node, scope, tuple)

    def e_Set(self, node, scope):
        return self._seq(node, scope, list)

    def _seq(self, node, scope, kind):
        out = []
        for e in node.elts:
            if isinstance(e, ast.Starred):
                v = self.deref(self.expr(e.value, scope))
                if not isinstance(v, (list, tuple)):
                    return v if not known(v) else Unknown("*%s" % describe(e.value), self.where(scope, e))
                out.extend(v)
            else:
                out.append(self.deref(self.expr(e, scope)))
        return kind(out)

    def e_Dict(self, node, scope):
        out = {}
        for k, v in zip(node.keys, node.values):
            if k is None:
                d = self.deref(self.expr(v, scope))
                if not isinstance(d, dict):
                    return d if not known(d) else Unknown("**%s" % describe(v), self.where(scope, v))
                out.update(d)
                continue
            kk = self.expr(k, scope)
            if not known(kk):
                return kk
            out[kk] = self.deref(self.expr(v, scope))
        return out

    def e_JoinedStr(self, node, scope):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            else:
                x = self.expr(v.value, scope)
                if not known(x) or not isinstance(x, (str, int, float, bool, type(None))):
                    return Unknown("the f-string %s" % describe(node), self.where(scope, node))
                parts.append(str(x))
        return "".join(parts)

    def e_UnaryOp(self, node, scope):
        v = self.deref(self.expr(node.operand, scope))
        if not known(v):
            return v
        try:
            if isinstance(node.op, ast.Not):
                return not self.truth(v, node, scope)
            if isinstance(node.op, ast.USub):
                return -v
            if isinstance(node.op, ast.UAdd):
                return +v
        except Exception:
            pass
        return Unknown("%s" % describe(node), self.where(scope, node))

    BINOPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
              ast.Div: lambda a, b: a / b, ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
              ast.Pow: lambda a, b: a ** b, ast.BitOr: lambda a, b: a | b}

    def e_BinOp(self, node, scope):
        a = self.deref(self.expr(node.left, scope))
        b = self.deref(self.expr(node.right, scope))
        if not known(a):
            return a
        if not known(b):
            return b
        if isinstance(a, (External, ClassInfo)) or isinstance(b, (External, ClassInfo)):
            return External("typing")  # int | None in an annotation
        fn = self.BINOPS.get(type(node.op))
        try:
            if isinstance(node.op, ast.Mult) and isinstance(a, list) and isinstance(b, int) and b > 100000:
                raise ValueError
            return fn(a, b)
        except Exception:
            return Unknown(describe(node), self.where(scope, node))

    def e_BoolOp(self, node, scope):
        is_and = isinstance(node.op, ast.And)
        v = None
        for e in node.values:
            v = self.deref(self.expr(e, scope))
            if not known(v):
                return v
            t = self.truth(v, e, scope)
            if is_and and not t:
                return v
            if not is_and and t:
                return v
        return v

    def e_Compare(self, node, scope):
        left = self.deref(self.expr(node.left, scope))
        for op, right_node in zip(node.ops, node.comparators):
            right = self.deref(self.expr(right_node, scope))
            if not known(left):
                return left
            if not known(right):
                return right
            try:
                r = self.compare(op, left, right)
            except Exception:
                return Unknown(describe(node), self.where(scope, node))
            if not r:
                return False
            left = right
        return True

    def compare(self, op, a, b):
        if isinstance(a, EnumMember) or isinstance(b, EnumMember):
            a = (a.cls, a.name) if isinstance(a, EnumMember) else a
            b = (b.cls, b.name) if isinstance(b, EnumMember) else b
        if isinstance(op, (ast.Is, ast.IsNot)):
            same = (a is b) if not isinstance(a, (int, str, float)) else (a == b and type(a) is type(b))
            return same if isinstance(op, ast.Is) else not same
        if isinstance(op, (ast.In, ast.NotIn)):
            if isinstance(b, External) and b.name.endswith("os.environ"):
                b = {}  # the recipe is catalogued without launcher variables (RANK, SLURM_*)
            if isinstance(b, (Obj, External)):
                raise ValueError
            r = a in b
            return r if isinstance(op, ast.In) else not r
        if isinstance(a, (Obj, External)) or isinstance(b, (Obj, External)):
            if isinstance(op, ast.Eq):
                return a is b
            if isinstance(op, ast.NotEq):
                return a is not b
            raise ValueError
        return {ast.Eq: lambda: a == b, ast.NotEq: lambda: a != b, ast.Lt: lambda: a < b, ast.LtE: lambda: a <= b,
                ast.Gt: lambda: a > b, ast.GtE: lambda: a >= b}[type(op)]()

    def truth(self, v, node, scope):
        if isinstance(v, (Obj, Func, ClassInfo, Module, EnumMember, DeviceProps)):
            return True
        if isinstance(v, External):
            raise Refuse("the truth of %s" % v.name, self.where(scope, node))
        return bool(v)

    def e_IfExp(self, node, scope):
        t = self.deref(self.expr(node.test, scope))
        if not known(t):
            return t
        return self.expr(node.body if self.truth(t, node, scope) else node.orelse, scope)

    def e_Lambda(self, node, scope):
        return Func(node, scope.module, dict(scope.closure, **scope.local))

    def e_Call(self, node, scope):
        fn = self.deref(self.expr(node.func, scope))
        args, kwargs = [], {}
        for a in node.args:
            if isinstance(a, ast.Starred):
                v = self.deref(self.expr(a.value, scope))
                if not isinstance(v, (list, tuple)):
                    return Unknown("*%s" % describe(a.value), self.where(scope, a))
                args.extend(v)
            else:
                args.append(self.deref(self.expr(a, scope)))
        for kw in node.keywords:
            v = self.deref(self.expr(kw.value, scope))
            if kw.arg is None:
                if not isinstance(v, dict):
                    return Unknown("**%s" % describe(kw.value), self.where(scope, kw))
                kwargs.update(v)
            else:
                kwargs[kw.arg] = v
        return self.call(fn, args, kwargs, scope, node)

    def _comp(self, node, scope, build):
        local = dict(scope.local)
        inner = Scope(scope.module, local, scope.closure)
        results = []

        def gen(i):
            if i == len(node.generators):
                results.append(build(inner))
                return
            g = node.generators[i]
            it = self.deref(self.expr(g.iter, inner))
            if not isinstance(it, (list, tuple, dict, str, range)):
                raise Refuse("the comprehension over %s" % describe(g.iter), self.where(scope, g.iter))
            for x in it:
                self.bind(g.target, x, inner, g)
                if all(self.truth(self.deref(self.expr(c, inner)), c, inner) for c in g.ifs):
                    gen(i + 1)

        try:
            gen(0)
        except Refuse as r:
            return Unknown(r.why, r.where)
        return results

    def e_ListComp(self, node, scope):
        return self._comp(node, scope, lambda s: self.deref(self.expr(node.elt, s)))

    e_GeneratorExp = e_ListComp
    e_SetComp = e_ListComp

    def e_DictComp(self, node, scope):
        r = self._comp(node, scope, lambda s: (self.expr(node.key, s), self.deref(self.expr(node.value, s))))
        return dict(r) if isinstance(r, list) else r

    # ---- calls ---------------------------------------------------------------------------------------------
    def call(self, fn, args, kwargs, scope, node):
        fn = self.deref(fn)
        where = self.where(scope, node)
        if isinstance(fn, Unknown):
            return fn
        if isinstance(fn, Builtin):
            try:
                return fn.fn(self, args, kwargs, where)
            except Refuse as r:
                return Unknown(r.why, r.where)
            except Exception:
                return Unknown("%s(%s) is not understood" % (fn.name, describe(node)), where)
        if isinstance(fn, Func):
            return self.call_func(fn, args, kwargs, where)
        if isinstance(fn, BoundMethod):
            return self.call_func(fn.func, [fn.obj] + args, kwargs, where)
        if isinstance(fn, ClassInfo):
            return self.construct(fn, args, kwargs, where)
        if isinstance(fn, PyMethod):
            return fn.call(args, kwargs, where)
        if isinstance(fn, BoundHf):
            if fn.attr in ("to_megatron_provider", "to_megatron_model_provider", "get_model_config"):
                # A provider of the Hugging Face model: its architecture comes from config.json (unknown here unless
                # recorded in hf_arch); every other field starts at GPTModelProvider's declared defaults.
                o = Obj(self.hf_provider_class(), hf_model=fn.bridge.model_id, hf_where=fn.bridge.where)
                for k, v in self.hf_arch.get(fn.bridge.model_id, {}).get("values", {}).items():
                    o.attrs[k] = v
                    o.origins[k] = "hf:" + self.hf_arch[fn.bridge.model_id]["source"]
                return o
            return Unknown("AutoBridge %s" % fn.attr, where)
        if isinstance(fn, External):
            return self.call_external(fn.name, args, kwargs, where)
        return Unknown("a call of %s" % describe(node.func), where)

    def hf_provider_class(self):
        if self._gpt_provider is None:
            self._gpt_provider = self.import_from("megatron.bridge.models.gpt_provider", "GPTModelProvider", "")
        return self._gpt_provider

    def hf_unknown(self, obj, attr):
        """An architecture field of a Hugging Face provider that nothing has set: unknown."""
        if obj.hf_model is not None and attr in self.hf_arch_fields and attr not in obj.attrs:
            return Unknown("%s comes from the Hugging Face config of %s" % (attr, obj.hf_model), obj.hf_where)
        return None

    def call_external(self, name, args, kwargs, where):
        short = name.split(".")
        tail = ".".join(short[-2:])
        if name.endswith("AutoBridge.from_hf_pretrained") or tail == "AutoBridge.from_hf_pretrained":
            mid = args[0] if args else kwargs.get("hf_model_id", kwargs.get("path"))
            if isinstance(mid, str):
                return HfBridge(mid, where)
            return Unknown("from_hf_pretrained of an unknown model", where)
        if name.endswith("cuda.is_available"):
            return True
        if name.endswith("cuda.get_device_properties") or name.endswith("cuda.get_device_capability"):
            if self.gpu not in DEVICES:
                return Unknown("the device properties of %s" % (self.gpu or "an unnamed GPU"), where)
            n, major, minor = DEVICES[self.gpu]
            if name.endswith("capability"):
                return (major, minor)
            return DeviceProps(n, major, minor)
        if name.endswith("typing.cast") or name == "cast":
            return args[1] if len(args) > 1 else Unknown("cast()", where)
        if name.endswith("getLogger"):
            return External("logging.Logger")
        if name.endswith("distributed.is_initialized"):
            return False  # a recipe function is called before torch.distributed starts
        if name.endswith("distributed.is_available"):
            return True
        if name.endswith("os.getcwd"):
            return "<cwd>"
        if name.endswith("path.join") and all(isinstance(a, str) for a in args):
            return "/".join(a.rstrip("/") for a in args)
        if name.endswith("environ.get"):
            return args[1] if len(args) > 1 else kwargs.get("default")
        if name.endswith("copy.deepcopy") or name.endswith("copy.copy"):
            return copy.deepcopy(args[0])
        if name.endswith("dataclasses.replace") and args and isinstance(args[0], Obj):
            o = copy.deepcopy(args[0])
            for k, v in kwargs.items():
                o.attrs[k] = v
                o.origins[k] = where
            return o
        for ig in IGNORED_CALLS:
            if name.startswith(ig) or ("." + ig) in ("." + name) or name.split(".")[-1] in ("warning", "info",
                                                                                          "debug"):
                return None
        return Unknown("a call of %s" % name, where)

    def call_func(self, fn, args, kwargs, where):
        node = fn.node
        if fn.name in ("get_rank_safe",):
            return 0
        if self.depth > 40:
            return Unknown("calls nested too deeply", where)
        local = {}
        a = node.args
        params = list(a.posonlyargs) + list(a.args)
        ds = [None] * (len(params) - len(a.defaults)) + list(a.defaults)
        defscope = Scope(fn.module, {}, fn.closure)
        for i, p in enumerate(params):
            if i < len(args):
                local[p.arg] = args[i]
            elif p.arg in kwargs:
                local[p.arg] = kwargs.pop(p.arg)
            elif ds[i] is not None:
                local[p.arg] = self.expr(ds[i], defscope)
            else:
                return Unknown("%s() without its argument %s" % (fn.name, p.arg), where)
        if a.vararg:
            local[a.vararg.arg] = tuple(args[len(params):])
        for p, d in zip(a.kwonlyargs, a.kw_defaults):
            if p.arg in kwargs:
                local[p.arg] = kwargs.pop(p.arg)
            elif d is not None:
                local[p.arg] = self.expr(d, defscope)
            else:
                return Unknown("%s() without its argument %s" % (fn.name, p.arg), where)
        if a.kwarg:
            local[a.kwarg.arg] = dict(kwargs)
        elif kwargs:
            return Unknown("%s() has no argument %s" % (fn.name, ", ".join(kwargs)), where)
        scope = Scope(fn.module, local, fn.closure)
        if isinstance(node, ast.Lambda):
            return self.expr(node.body, scope)
        self.depth += 1
        try:
            self.block(node.body, scope)
        except ReturnSignal as r:
            return r.value
        finally:
            self.depth -= 1
        return None

    def dataclass_fields(self, cls):
        names = []
        for c in reversed(cls.mro(self)):
            for st in c.node.body:
                if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id not in names:
                    names.append(st.target.id)
        return names

    def construct(self, cls, args, kwargs, where):
        if cls.is_enum(self):
            return Unknown("an enum built from a value", where)
        o = Obj(cls)
        if args:
            fields = self.dataclass_fields(cls)
            for n, v in zip(fields, args):
                o.attrs[n] = v
                o.origins[n] = where
        for k, v in kwargs.items():
            o.attrs[k] = v
            o.origins[k] = where
        return o

    # ---- statements ----------------------------------------------------------------------------------------
    def block(self, body, scope):
        for st in body:
            self.stmt(st, scope)

    def stmt(self, st, scope, toplevel=False):
        m = getattr(self, "s_" + type(st).__name__, None)
        if m is None:
            raise Refuse("the statement %s" % describe(st), self.where(scope, st))
        m(st, scope)

    def s_Expr(self, st, scope):
        v = self.expr(st.value, scope)
        if isinstance(v, Unknown) and isinstance(st.value, ast.Call):
            self.notes.append((v.where, v.why))

    def s_Pass(self, st, scope):
        pass

    def s_Assert(self, st, scope):
        pass

    def s_Global(self, st, scope):
        pass

    s_Nonlocal = s_Global

    def s_Import(self, st, scope):
        for a in st.names:
            name = a.asname or a.name.split(".")[0]
            target = a.name if a.asname else a.name.split(".")[0]
            m = self.module(target)
            scope.local[name] = m if m is not None else External(target)

    def s_ImportFrom(self, st, scope):
        base = st.module or ""
        if st.level:
            parts = scope.module.name.split(".")
            if not scope.module.path.endswith("__init__.py"):
                parts = parts[:-1]
            parts = parts[: len(parts) - (st.level - 1)] if st.level > 1 else parts
            base = ".".join(parts + ([st.module] if st.module else []))
        for a in st.names:
            if a.name == "*":
                continue
            scope.local[a.asname or a.name] = LazyName(self, None, a.name, self.where(scope, st), base)

    def s_FunctionDef(self, st, scope):
        closure = {} if scope.local is (scope.module.globals if scope.module else None) else dict(
            scope.closure, **scope.local)
        f = Func(st, scope.module, closure)
        for d in reversed(st.decorator_list):
            # A decorator read from source (a registry such as mixed_precision's @register) is applied; others
            # (functools.wraps, typing.overload ...) leave the function as it is.
            dv = self.deref(self.expr(d, scope))
            if isinstance(dv, Func):
                r = self.call_func(dv, [f], {}, self.where(scope, d))
                if isinstance(r, Func):
                    f = r
        scope.local[st.name] = f

    s_AsyncFunctionDef = s_FunctionDef

    def s_ClassDef(self, st, scope):
        scope.local[st.name] = ClassInfo(st, scope.module)

    def s_Return(self, st, scope):
        raise ReturnSignal(self.expr(st.value, scope) if st.value is not None else None)

    def s_Raise(self, st, scope):
        raise Refuse("it raises %s" % describe(st.exc) if st.exc is not None else "it raises",
                     self.where(scope, st))

    def s_Break(self, st, scope):
        raise BreakSignal()

    def s_Continue(self, st, scope):
        raise ContinueSignal()

    def s_Assign(self, st, scope):
        v = self.deref(self.expr(st.value, scope))
        for t in st.targets:
            self.bind(t, v, scope, st)

    def s_AnnAssign(self, st, scope):
        if st.value is not None:
            self.bind(st.target, self.deref(self.expr(st.value, scope)), scope, st)

    def s_AugAssign(self, st, scope):
        cur = self.expr(st.target, scope)
        rhs = self.expr(st.value, scope)
        if known(cur) and known(rhs):
            try:
                v = self.BINOPS[type(st.op)](cur, rhs)
            except Exception:
                v = Unknown(describe(st), self.where(scope, st))
        else:
            v = cur if not known(cur) else rhs
        self.bind(st.target, v, scope, st)

    def bind(self, t, v, scope, st):
        where = self.where(scope, st)
        if isinstance(t, ast.Name):
            scope.local[t.id] = v
        elif isinstance(t, (ast.Tuple, ast.List)):
            if isinstance(v, (list, tuple)) and len(v) == len(t.elts):
                for e, x in zip(t.elts, v):
                    self.bind(e, x, scope, st)
            else:
                for e in t.elts:
                    self.bind(e, v if not known(v) else Unknown("unpacking %s" % describe(st.value), where), scope,
                              st)
        elif isinstance(t, ast.Attribute):
            o = self.deref(self.expr(t.value, scope))
            if isinstance(o, Obj):
                o.attrs[t.attr] = v
                o.origins[t.attr] = where
            elif isinstance(o, Unknown):
                self.notes.append((where, "%s: %s" % (describe(t), o.why)))
            else:
                self.notes.append((where, "an assignment to %s" % describe(t)))
        elif isinstance(t, ast.Subscript):
            o = self.deref(self.expr(t.value, scope))
            k = self.expr(t.slice, scope)
            if isinstance(o, (dict, list)) and known(k):
                try:
                    o[k] = v
                except Exception:
                    self.notes.append((where, "an assignment to %s" % describe(t)))
            else:
                self.notes.append((where, "an assignment to %s" % describe(t)))
        elif isinstance(t, ast.Starred):
            self.bind(t.value, v, scope, st)
        else:
            raise Refuse("an assignment to %s" % describe(t), where)

    def s_If(self, st, scope):
        t = self.deref(self.expr(st.test, scope))
        if not known(t):
            self.undecided(st, scope, t)
            return
        self.block(st.body if self.truth(t, st.test, scope) else st.orelse, scope)

    def undecided(self, st, scope, why):
        # Neither branch can be chosen: every attribute either branch assigns becomes unknown.
        where = self.where(scope, st)
        reason = "it depends on `%s` (%s)" % (describe(st.test), why.why)
        self.notes.append((where, reason))
        for sub in st.body + st.orelse:
            for n in ast.walk(sub):
                targets = []
                if isinstance(n, ast.Assign):
                    targets = n.targets
                elif isinstance(n, (ast.AugAssign, ast.AnnAssign)):
                    targets = [n.target]
                for tt in targets:
                    if isinstance(tt, (ast.Attribute, ast.Subscript, ast.Name)):
                        try:
                            self.bind(tt, Unknown(reason, where), scope, n)
                        except Refuse:
                            pass

    def s_For(self, st, scope):
        it = self.deref(self.expr(st.iter, scope))
        if isinstance(it, dict):
            it = list(it)
        if not isinstance(it, (list, tuple, str, range)):
            raise Refuse("the loop over %s" % describe(st.iter), self.where(scope, st))
        for x in it:
            self.bind(st.target, x, scope, st)
            try:
                self.block(st.body, scope)
            except BreakSignal:
                return
            except ContinueSignal:
                continue
        self.block(st.orelse, scope)

    def s_Try(self, st, scope):
        self.block(st.body, scope)
        self.block(st.orelse, scope)
        self.block(st.finalbody, scope)

    def s_With(self, st, scope):
        self.block(st.body, scope)


class LazyName:
    def __init__(self, ev, module, attr, where, module_name=None):
        self.ev = ev
        self.module_name = module_name if module_name is not None else module.name
        self.attr = attr
        self.where = where
        self.value = MISSING

    def resolve(self):
        if self.value is MISSING:
            self.value = Unknown("a circular import of %s" % self.attr, self.where)
            self.value = self.ev.import_from(self.module_name, self.attr, self.where)
        return self.value


class BoundHf:
    def __init__(self, bridge, attr):
        self.bridge = bridge
        self.attr = attr


class DeviceProps:
    def __init__(self, name, major, minor):
        self.name = name
        self.major = major
        self.minor = minor


class PyMethod:
    """A method of a dict, list or str value."""

    def __init__(self, target, attr):
        self.target = target
        self.attr = attr

    def call(self, args, kwargs, where):
        t, a = self.target, self.attr
        if any(not known(x) for x in args):
            if a == "update" and isinstance(t, dict):
                t.clear()  # every key may have changed
            return Unknown("%s() of an unknown value" % a, where)
        if isinstance(t, dict) and a == "update":
            for x in args:
                if not isinstance(x, dict):
                    return Unknown("update() of %s" % type(x).__name__, where)
                t.update(x)
            t.update(kwargs)
            return None
        if isinstance(t, (dict, list, str, tuple)) and a in ("get", "setdefault", "pop", "copy", "keys", "values",
                                                            "items", "append", "extend", "insert", "remove",
                                                            "index", "count", "lower", "upper", "strip", "split",
                                                            "replace", "startswith", "endswith", "format", "join",
                                                            "rsplit", "lstrip", "rstrip"):
            try:
                r = getattr(t, a)(*args, **kwargs)
            except Exception:
                return Unknown("%s() is not understood" % a, where)
            if a in ("keys", "values", "items"):
                r = list(r)
            return r
        return Unknown("the method %s" % a, where)


def _b(fn):
    return fn


def _isinstance(ev, args, kwargs, where):
    v, t = args
    ts = t if isinstance(t, tuple) else (t,)
    for c in ts:
        if isinstance(c, Builtin):
            py = {"str": str, "int": int, "float": float, "bool": bool, "list": list, "dict": dict,
                  "tuple": tuple}.get(c.name)
            if py is not None and isinstance(v, py) and not (py is int and isinstance(v, bool) and c.name != "bool"):
                return True
        elif isinstance(c, ClassInfo):
            if isinstance(v, Obj) and isinstance(v.cls, ClassInfo) and any(
                    x.qualname == c.qualname for x in v.cls.mro(ev)):
                return True
            if isinstance(v, Obj) and v.hf_model is not None and c.name not in ("GPTModelProvider",
                                                                              "TransformerConfig", "ModelParallelConfig"):
                raise Refuse("isinstance(%s) of a Hugging Face provider" % c.name, where)
        else:
            raise Refuse("isinstance against %s" % getattr(c, "name", type(c).__name__), where)
    return False


def _hasattr(ev, args, kwargs, where):
    o, name = args
    if isinstance(o, Obj):
        if name in o.attrs:
            return True
        if ev.hf_unknown(o, name) is not None:
            raise Refuse("hasattr(%s) on a Hugging Face provider" % name, where)
        return ev.class_default(o.cls, name, o) is not MISSING
    raise Refuse("hasattr on %s" % type(o).__name__, where)


def _getattr(ev, args, kwargs, where):
    o, name = args[0], args[1]
    if isinstance(o, Obj):
        if name in o.attrs:
            return o.attrs[name]
        u = ev.hf_unknown(o, name)
        if u is not None:
            return u
        d = ev.class_default(o.cls, name, o)
        if d is not MISSING:
            return d
        if len(args) > 2:
            return args[2]
    return ev.getattr_(o, name, where)


def _setattr(ev, args, kwargs, where):
    o, name, v = args
    if not isinstance(o, Obj):
        raise Refuse("setattr on %s" % type(o).__name__, where)
    o.attrs[name] = v
    o.origins[name] = where
    return None


def _plain(fn):
    def call(ev, args, kwargs, where):
        for a in args:
            if not known(a) or isinstance(a, (Obj, External)):
                raise Refuse("%s of an unknown value" % fn.__name__, where)
        return fn(*args, **kwargs)
    return call


BUILTINS = {n: Builtin(n, f) for n, f in {
    "isinstance": _isinstance, "hasattr": _hasattr, "getattr": _getattr, "setattr": _setattr,
    "len": _plain(len), "int": _plain(int), "float": _plain(float), "str": _plain(str), "bool": _plain(bool),
    "list": _plain(list), "tuple": _plain(tuple), "dict": _plain(dict), "set": _plain(list), "max": _plain(max),
    "min": _plain(min), "range": _plain(range), "sum": _plain(sum), "any": _plain(any), "all": _plain(all),
    "sorted": _plain(sorted), "abs": _plain(abs), "round": _plain(round),
    "enumerate": _plain(lambda x: list(enumerate(x))), "zip": _plain(lambda *x: list(zip(*x))),
    "print": lambda ev, a, k, w: None,
}.items()}
BUILTINS["None"] = None
