// The Python half of a page lab, part one: the sandboxed loader, the shape of a function (parameters,
// control-flow nodes, exits) and one traced run. Plain Python source, run as it is by python3 at build
// time and by Pyodide in the browser worker, so both report runs by the same rules. See ./driver.ts.
export const PY_SHAPE = String.raw`
import ast as _ast
import builtins as _builtins
import io as _io
import json as _json
import os as _os
import sys as _sys
import time as _time
import tracemalloc as _tracemalloc

_DENIED = {"js", "pyodide", "pyodide_js", "_pyodide", "micropip", "ctypes", "_ctypes", "_pyodide_core"}
_BLOCK = "<page-block>"
_OUT_LIMIT = 10000
_REPR_LIMIT = 20000
_MEMORY_LIMIT = 256 * 1024 * 1024


class _LabStop(BaseException):
    """Ends a run from inside the tracer; a BaseException so the page's own except Exception cannot keep it."""


def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    top = name.split(".")[0]
    if level == 0 and (top in _DENIED or top not in _sys.stdlib_module_names):
        raise ImportError("only the standard library can be imported here: " + name)
    return _builtins.__import__(name, globals, locals, fromlist, level)


def _safe_builtins():
    b = dict(vars(_builtins))
    b["__import__"] = _guarded_import
    for gone in ("breakpoint", "input", "help", "exit", "quit"):
        b.pop(gone, None)
    return b


def _seal():
    """Forgets the host's bridge modules so page code cannot reach them through sys.modules or the finders."""
    for name in list(_sys.modules):
        if name.split(".")[0] in _DENIED:
            del _sys.modules[name]
    _sys.meta_path[:] = [f for f in _sys.meta_path if "js" not in type(f).__name__.lower()]
    return {"sealed": True}


# --- the function's shape: parameters, control-flow nodes, exits ----------------------------------


def _find(tree, fn):
    for node in tree.body:
        if isinstance(node, (_ast.FunctionDef, _ast.AsyncFunctionDef)) and node.name == fn:
            return node
    raise LookupError("no top-level def " + fn)


def _own_statements(stmts):
    """Every statement of a body, nested blocks included, but not inside nested defs, lambdas or classes."""
    for s in stmts:
        yield s
        if isinstance(s, (_ast.FunctionDef, _ast.AsyncFunctionDef, _ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody"):
            yield from _own_statements(getattr(s, field, []) or [])
        for h in getattr(s, "handlers", []) or []:
            yield h
            yield from _own_statements(h.body)
        for c in getattr(s, "cases", []) or []:
            yield from _own_statements(c.body)


def _falls(stmts):
    """Whether control can run past the end of a statement list (so the function can fall off its end)."""
    if not stmts:
        return True
    last = stmts[-1]
    if isinstance(last, (_ast.Return, _ast.Raise)):
        return False
    if isinstance(last, _ast.If):
        return _falls(last.body) or _falls(last.orelse)
    if isinstance(last, _ast.While):
        forever = isinstance(last.test, _ast.Constant) and bool(last.test.value)
        breaks = any(isinstance(s, _ast.Break) for s in _own_statements(last.body))
        return not forever or breaks
    if isinstance(last, _ast.Try):
        if last.finalbody and not _falls(last.finalbody):
            return False
        return _falls(last.body + last.orelse) or any(_falls(h.body) for h in last.handlers)
    if isinstance(last, (_ast.With, _ast.AsyncWith)):
        return _falls(last.body)
    return True


def _label(src, node, limit=48):
    text = " ".join((_ast.get_source_segment(src, node) or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _else_line(lines, first_orelse, body_end):
    for n in range(first_orelse - 1, body_end, -1):
        if lines[n - 1].strip().startswith("else"):
            return n
    return first_orelse


def _shape(src, fn):
    tree = _ast.parse(src)
    f = _find(tree, fn)
    lines = src.splitlines()
    nodes, exits = [], []

    def visit(stmts):
        for s in stmts:
            if isinstance(s, (_ast.FunctionDef, _ast.AsyncFunctionDef, _ast.ClassDef)):
                continue
            if isinstance(s, _ast.If):
                is_elif = lines[s.lineno - 1].lstrip().startswith("elif")
                nodes.append({"id": "n%d" % s.lineno, "kind": "elif" if is_elif else "if",
                              "line": s.lineno, "end": s.end_lineno, "label": _label(src, s.test)})
                visit(s.body)
                if s.orelse:
                    first = s.orelse[0]
                    chained = len(s.orelse) == 1 and isinstance(first, _ast.If) and \
                        lines[first.lineno - 1].lstrip().startswith("elif")
                    if not chained:
                        at = _else_line(lines, first.lineno, s.body[-1].end_lineno)
                        nodes.append({"id": "n%d" % at, "kind": "else", "line": at,
                                      "end": s.orelse[-1].end_lineno, "label": "else"})
                    visit(s.orelse)
            elif isinstance(s, (_ast.For, _ast.AsyncFor, _ast.While)):
                head = _label(src, s.test) if isinstance(s, _ast.While) else \
                    _label(src, s.target) + " in " + _label(src, s.iter)
                nodes.append({"id": "n%d" % s.lineno, "kind": "loop", "line": s.lineno,
                              "end": s.end_lineno, "label": head})
                visit(s.body)
                visit(s.orelse)
            elif isinstance(s, (_ast.Try, getattr(_ast, "TryStar", _ast.Try))):
                nodes.append({"id": "n%d" % s.lineno, "kind": "try", "line": s.lineno,
                              "end": s.end_lineno, "label": "try"})
                visit(s.body)
                for h in s.handlers:
                    what = _label(src, h.type) if h.type is not None else ""
                    nodes.append({"id": "n%d" % h.lineno, "kind": "except", "line": h.lineno,
                                  "end": h.end_lineno, "label": ("except " + what).strip()})
                    visit(h.body)
                visit(s.orelse)
                visit(s.finalbody)
            elif isinstance(s, (_ast.With, _ast.AsyncWith)):
                visit(s.body)
            elif isinstance(s, _ast.Match):
                for c in s.cases:
                    visit(c.body)
            elif isinstance(s, (_ast.Return, _ast.Raise)):
                kind = "return" if isinstance(s, _ast.Return) else "raise"
                value = s.value if kind == "return" else s.exc
                label = kind + (" " + _label(src, value) if value is not None else "")
                item = {"id": "L%d" % s.lineno, "kind": kind, "line": s.lineno,
                        "end": s.end_lineno, "label": label}
                nodes.append(item)
                exits.append(item)

    visit(f.body)
    if _falls(f.body):
        item = {"id": "end", "kind": "end", "line": f.end_lineno, "end": f.end_lineno, "label": "end"}
        nodes.append(item)
        exits.append(item)
    nodes.sort(key=lambda n: (n["line"], n["id"] == "end"))
    params = []
    a = f.args
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for arg, d in list(zip(positional, defaults)) + list(zip(a.kwonlyargs, a.kw_defaults)):
        params.append({
            "name": arg.arg,
            "annotation": _ast.unparse(arg.annotation) if arg.annotation is not None else None,
            "default": _ast.unparse(d) if d is not None else None,
            "keyword": arg in a.kwonlyargs,
        })
    return {"fn": fn, "line": f.lineno, "endLine": f.end_lineno, "params": params, "nodes": nodes,
            "exits": exits, "async": isinstance(f, _ast.AsyncFunctionDef),
            "constants": _constants(f, tree)}


def _constants(f, tree):
    """The literals the function (then the rest of its block) compares with, indexes by and returns: the
    search's seeds. Docstrings are not seeds."""
    found = {"str": [], "int": [], "float": []}
    docs = {id(n.body[0].value) for n in _ast.walk(tree)
            if isinstance(n, (_ast.Module, _ast.FunctionDef, _ast.ClassDef)) and n.body
            and isinstance(n.body[0], _ast.Expr) and isinstance(n.body[0].value, _ast.Constant)}
    for node in [*_ast.walk(f), *_ast.walk(tree)]:
        if id(node) in docs:
            continue
        if isinstance(node, _ast.Constant) and not isinstance(node.value, bool):
            kind = {str: "str", int: "int", float: "float"}.get(type(node.value))
            if kind and node.value not in found[kind] and not (kind == "str" and len(node.value) > 60):
                found[kind].append(node.value)
    for kind in found:
        found[kind] = found[kind][:60]
    return found
`;
