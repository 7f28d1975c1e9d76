#!/usr/bin/env python3
"""Checks the shape of the source tree (docs/architecture.md):

- no source file over 600 lines;
- no function over 120 lines, except functions marked as data tables with a comment
  `// structure: data table` on the line before them (rule rows, signature rows);
- no include from a lower room of core/ to a higher one, no include of ui/ or app/ from core/, no Qt in the
  CUDA runner or in the shared measurement library.

Usage: check-structure.py [--root DIR] [--report]
  --report  prints the longest files and functions even when nothing is wrong.
Exit status: 0 when the tree keeps every limit, 1 otherwise (each violation on a line: file:line: what).
"""
import argparse
import os
import re
import sys

MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 120
DATA_TABLE_MARK = "structure: data table"
SOURCE_DIRS = ("core", "ui", "app", "runner", "measure", "tests")
SOURCE_EXT = (".cpp", ".h", ".cu", ".cuh")

# Rooms of core/, lowest first. A room may include itself and the rooms listed for it.
CORE_ROOMS = {
    "util": set(),
    "model": {"util"},
    "rules": {"util", "model"},
    "io": {"util", "model", "rules"},
    "emit": {"util", "model", "rules", "io"},
    "recipes": {"util", "model", "rules", "io", "emit"},
    "session": {"util", "model", "rules", "io", "emit", "recipes"},
    "bench": {"util", "model"},
    "profile": {"util", "model", "bench"},
    "log": {"util", "model", "rules", "bench", "profile"},
    "report": {"util", "model", "rules", "bench", "profile", "log"},
    "cluster": {"util", "model", "rules", "io", "emit", "recipes", "bench", "profile", "log", "report"},
}

CONTROL = re.compile(r"\b(if|for|while|switch|catch|do|else|try)\s*$")
CONTROL_HEAD = re.compile(r"^\s*(if|for|while|switch|catch)\b")
TYPE_HEAD = re.compile(r"\b(namespace|class|struct|union|enum)\b")
QUALIFIERS = re.compile(r"\)\s*(const|override|final|noexcept|mutable|volatile|&|&&|\s)*(->\s*[\w:<>,\s*&]+)?$")


def strip_code(text):
    """Replaces comments and string/char literals by blanks, keeping the line structure."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            end = ")" + m.group(1) + '"'
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            out.append('""' + "".join("\n" if ch == "\n" else " " for ch in text[i + 2 : j]))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                out.append(" ")  # digit separator 1'000
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * (j - i - 2) + c if j - i >= 2 else c)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def strip_preprocessor(code):
    lines = code.split("\n")
    result = []
    cont = False
    for line in lines:
        if cont or line.lstrip().startswith("#"):
            cont = line.rstrip().endswith("\\")
            result.append("")
        else:
            result.append(line)
    return "\n".join(result)


def functions(text, rel_is_test=False):
    """Yields (name, first line, line count) of every function body outside other function bodies."""
    code = strip_preprocessor(strip_code(text))
    stack = []  # kinds: "scope" (namespace/class/extern), "func", "inner", "data"
    header_start = 0
    line = 1
    i = 0
    n = len(code)
    func_start = None
    func_name = ""
    while i < n:
        c = code[i]
        if c == "\n":
            line += 1
        elif c == "{":
            header = code[header_start:i]
            h = " ".join(header.split())
            h = re.sub(r"^(\s*[A-Z_][A-Z0-9_]*\([^()]*\)\s*)+(?=\w)", "", h)  # Q_DECLARE_METATYPE(X) before it
            inside_func = any(k == "func" for k in stack)
            if inside_func:
                stack.append("inner")
            elif h.endswith("=") or h.endswith(",") or h.endswith("(") or h.endswith("{") or h.endswith("return"):
                stack.append("data")
            elif TYPE_HEAD.search(h) and "(" not in h.split("{")[0].split(":")[0]:
                stack.append("scope")
            elif h.startswith('extern "') or h == "extern":
                stack.append("scope")
            elif any(k == "data" for k in stack):
                stack.append("inner")
            elif CONTROL_HEAD.search(h) or CONTROL.search(h):
                stack.append("inner")
            elif re.search(r"\)\s*:", h) and re.search(r"[\w>]\s*$", h) and not QUALIFIERS.search(h):
                # a brace initializer in a constructor's initializer list: m_x{...}
                stack.append("inner")
            elif ")" in h or re.search(r"\}\s*$", h):
                stack.append("func")
                func_start = line
                sig = re.sub(r"^(\s*[A-Z_][A-Z0-9_]*\([^()]*\))+", "", h)  # Q_DECLARE_METATYPE(X) before it
                m = re.search(r"([~\w:]+(?:operator\s*\S+)?)\s*\(", sig)
                func_name = m.group(1) if m else h[:60]
                if rel_is_test and func_name.endswith("_data"):
                    func_name = "[data] " + func_name  # Qt Test's data-driven tables
                # the marker sits on the line before the function's first line (its signature may span lines)
                lead = len(header) - len(header.lstrip())
                sig_line = line - code.count("\n", header_start + lead, i)
                src = text.split("\n")
                if any(DATA_TABLE_MARK in src[k] for k in range(max(0, sig_line - 2), line)):
                    func_name = "[data] " + func_name
            else:
                stack.append("data")
            header_start = i + 1
        elif c == "}":
            kind = stack.pop() if stack else "scope"
            if kind == "func" and func_start is not None:
                yield func_name, func_start, line - func_start + 1
                func_start = None
            header_start = i + 1
        elif c == ";":
            header_start = i + 1
        i += 1


def room_of(path):
    parts = path.split("/")
    if parts[0] == "core" and len(parts) > 2:
        return parts[1]
    return None


INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]', re.M)


def check(root, report):
    problems = []
    files = []
    funcs = []
    for top in SOURCE_DIRS:
        base = os.path.join(root, top)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = [d for d in dirnames if d not in ("corpus",) and not d.startswith("build")]
            for f in filenames:
                if f.endswith(SOURCE_EXT):
                    files.append(os.path.relpath(os.path.join(dirpath, f), root))
    for rel in sorted(files):
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as fh:
            text = fh.read()
        nlines = text.count("\n") + (0 if text.endswith("\n") else 1)
        if nlines > MAX_FILE_LINES:
            problems.append(f"{rel}:1: {nlines} lines (limit {MAX_FILE_LINES})")
        for name, first, count in functions(text, rel.startswith("tests/")):
            funcs.append((count, rel, first, name))
            if count > MAX_FUNCTION_LINES and not name.startswith("[data]"):
                problems.append(f"{rel}:{first}: function {name} has {count} lines (limit {MAX_FUNCTION_LINES})")
        includes = INCLUDE.findall(text)
        room = room_of(rel)
        if rel.startswith("core/"):
            for inc in includes:
                first = inc.split("/")[0]
                if first in ("ui", "app") or inc.startswith("QtWidgets") or inc in ("QWidget", "qcustomplot.h"):
                    problems.append(f"{rel}:1: core includes {inc}")
                elif room and first in CORE_ROOMS and first != room and first not in CORE_ROOMS[room]:
                    problems.append(f"{rel}:1: room {room} includes the higher room {first} ({inc})")
        if rel.startswith(("runner/", "measure/")):
            for inc in includes:
                if re.match(r"Q[A-Z]\w*$|Qt\w+/", inc) or inc.startswith("q"):
                    if inc.startswith("Q") or inc.startswith("Qt"):
                        problems.append(f"{rel}:1: the Qt-free runner includes {inc}")
    if report:
        print("Longest files:")
        sizes = []
        for rel in files:
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as fh:
                sizes.append((fh.read().count("\n"), rel))
        for count, rel in sorted(sizes, reverse=True)[:10]:
            print(f"  {count:5d}  {rel}")
        print("Longest functions:")
        for count, rel, first, name in sorted(funcs, reverse=True)[:15]:
            print(f"  {count:5d}  {rel}:{first}  {name}")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    ap.add_argument("--report", action="store_true")
    args = ap.parse_args()
    problems = check(os.path.abspath(args.root), args.report)
    for p in problems:
        print(p)
    if problems:
        print(f"check-structure: {len(problems)} problem(s)")
        return 1
    print("check-structure: every file, function and include keeps its limits")
    return 0


if __name__ == "__main__":
    sys.exit(main())
