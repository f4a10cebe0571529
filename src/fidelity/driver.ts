/**
 * The Python side of the harness: a small program that loads page code blocks into their own namespaces
 * and calls them on batches of JSON payloads. It speaks JSON lines: one request object per line in, one
 * response object per line out, in order. The same source runs under `python3` (read stdin, write stdout:
 * append `PY_SERVE`) and under Pyodide (call `_fidelity_handle(line)`), so both backends share every
 * rule about how values and exceptions are reported.
 *
 * Requests and responses:
 *
 *     {"id": 1, "op": "load", "key": K, "code": SRC}            -> {"id": 1, "ok": true} | {"id": 1, "error": "SyntaxError: …"}
 *     {"id": 2, "op": "call", "key": K, "call": LAMBDA, "payloads": [P…]}
 *                                                               -> {"id": 2, "results": [R…]}
 *     {"id": 3, "op": "shape", "code": SRC}                     -> {"id": 3, "shape": AST_DUMP}
 *     {"id": 4, "op": "version"}                                -> {"id": 4, "version": "3.11.7"}
 *
 * `LAMBDA` is the source of a one-argument callable evaluated in the block's namespace (with `json`
 * available), e.g. `lambda p: validate_query(json.loads(p["text"]), set(p["cities"]))`. Each result R is
 * `{"returned": V}` or `{"raised": TYPE_NAME, "message": str(exc)}`; V is the canonical form of
 * {@link PyValue} (see ./result.ts). `shape` is `ast.dump` of the block with every docstring removed and
 * comments gone, so two language versions of a page can be proved to hold the same code.
 */

export const PY_DRIVER = String.raw`
import ast as _ast
import json as _json
import sys as _sys

_spaces = {}
_callers = {}


def _canon(v):
    t = type(v)
    if v is None or t is bool or t is str:
        return v
    if t is int:
        # hex is exact at any size; str(int) stops at 4300 digits
        return {"int": hex(v)}
    if t is float:
        return {"float": repr(v)}
    if t is list:
        return [_canon(x) for x in v]
    if t is tuple:
        return {"tuple": [_canon(x) for x in v]}
    if t is dict:
        return {"dict": [[_canon(k), _canon(x)] for k, x in v.items()]}
    return {"repr": t.__name__ + ": " + repr(v)}


def _strip_docstrings(tree):
    for node in _ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (_ast.Module, _ast.FunctionDef, _ast.AsyncFunctionDef, _ast.ClassDef)) and body:
            first = body[0]
            if isinstance(first, _ast.Expr) and isinstance(first.value, _ast.Constant) and isinstance(first.value.value, str):
                node.body = body[1:] or [_ast.Pass()]
    return tree


def _run(req):
    op = req["op"]
    if op == "version":
        return {"version": _sys.version.split()[0]}
    if op == "shape":
        return {"shape": _ast.dump(_strip_docstrings(_ast.parse(req["code"])))}
    if op == "load":
        space = {"__name__": "page_block"}
        try:
            exec(compile(req["code"], "<page block " + req["key"] + ">", "exec"), space)
        except Exception as e:
            return {"error": type(e).__name__ + ": " + str(e)}
        _spaces[req["key"]] = space
        return {"ok": True}
    if op == "call":
        ck = (req["key"], req["call"])
        fn = _callers.get(ck)
        if fn is None:
            env = {"json": _json}
            env.update(_spaces[req["key"]])
            fn = _callers[ck] = eval(req["call"], env)
        out = []
        for p in req["payloads"]:
            try:
                out.append({"returned": _canon(fn(p))})
            except Exception as e:
                out.append({"raised": type(e).__name__, "message": str(e)})
        return {"results": out}
    return {"error": "unknown op " + repr(op)}


def _fidelity_handle(line):
    req = _json.loads(line)
    try:
        resp = _run(req)
    except Exception as e:
        resp = {"error": "driver: " + type(e).__name__ + ": " + str(e)}
    resp["id"] = req.get("id")
    return _json.dumps(resp)
`;

/** Appended to {@link PY_DRIVER} when it runs as a process: serve stdin until it closes. */
export const PY_SERVE = String.raw`
for _line in _sys.stdin:
    if _line.strip():
        _sys.stdout.write(_fidelity_handle(_line) + "\n")
        _sys.stdout.flush()
`;
