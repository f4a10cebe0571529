// The Python half of a page lab, part two: one traced run of the function on given arguments.
export const PY_RUN = String.raw`


# --- one traced run -----------------------------------------------------------------------------


_STEPS_KEPT = 400


class _Tracer:
    """Records the lines the function's own frame executes and where it returned, and stops a run that
    passes its deadline or its memory bound (checked on every line of the page's code)."""

    def __init__(self, target, deadline, memory):
        self.target = target
        self.deadline = deadline
        self.memory = memory
        self.frame = None
        # the first lines in order (the walkthrough's steps) and every distinct line (the lit path): an
        # endless loop stopped at its bound runs millions of lines, and keeping them all made the answer
        # come back late enough for the page's watchdog to end the worker
        self.lines = []
        self.ran = set()
        self.block_lines = set()
        self.return_line = None

    def check(self):
        if _time.monotonic() > self.deadline:
            raise _LabStop("time")
        # The peak, not the current size: one line can allocate a gigabyte and drop it before the next
        # event, and the runtime must still say the bound was passed.
        if self.memory and _tracemalloc.get_traced_memory()[1] > _MEMORY_LIMIT:
            raise _LabStop("memory")

    def outer(self, frame, event, arg):
        if frame.f_code.co_filename != _BLOCK:
            return None
        if self.frame is None and frame.f_code is self.target:
            self.frame = frame
        self.check()
        return self.inner

    def inner(self, frame, event, arg):
        if event == "line":
            self.check()
            self.block_lines.add(frame.f_lineno)
            if frame is self.frame:
                self.ran.add(frame.f_lineno)
                if len(self.lines) < _STEPS_KEPT:
                    self.lines.append(frame.f_lineno)
        elif event == "return" and frame is self.frame:
            self.return_line = frame.f_lineno
            self.check()
        return self.inner



def _load(code, deadline):
    space = {"__name__": "page_block", "__builtins__": _safe_builtins()}
    tracer = _Tracer(None, deadline, False)
    _sys.settrace(tracer.outer)
    try:
        exec(compile(code, _BLOCK, "exec"), space)
    finally:
        _sys.settrace(None)
    return space


# The blocks' namespaces and shapes, kept per code version: a warm run only calls the function (the
# block ran once when its code arrived), so an edit of the inputs costs the call and not the whole block.
# A few versions are kept, newest last, so labs of different blocks of one page can take turns; a
# block whose load failed is never kept (it raised before being stored).
_WARM_VERSIONS = 6
_warm = {}


def _space_for(code, deadline):
    hit = _warm.pop(code, None)
    if hit is None:
        hit = {"space": _load(code, deadline), "shapes": {}}
    _warm[code] = hit
    while len(_warm) > _WARM_VERSIONS:
        del _warm[next(iter(_warm))]
    return hit["space"]


def _shape_for(code, fn):
    hit = _warm.get(code)
    if hit is None:
        return _shape(code, fn)
    if fn not in hit["shapes"]:
        hit["shapes"][fn] = _shape(code, fn)
    return hit["shapes"][fn]


def _forget_space(code):
    """A run stopped halfway may leave the namespace half-changed: the next run executes the block again."""
    _warm.pop(code, None)


_tmp_runs = [0]


def _write_files(name, files):
    """A folder for a pathlib.Path parameter, in this runtime's own file system (in memory in the browser)."""
    import pathlib
    import tempfile
    _tmp_runs[0] += 1
    root = pathlib.Path(tempfile.gettempdir(), "page-lab", str(_os.getpid()), str(_tmp_runs[0]), name)
    root.mkdir(parents=True, exist_ok=True)
    for rel, text in files.items():
        parts = pathlib.PurePosixPath(rel).parts
        if not parts or rel.startswith("/") or ".." in parts:
            raise ValueError("a file path must stay inside the folder: " + rel)
        p = root.joinpath(*parts)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return root


def _arguments(space, params, args):
    import pathlib
    env = dict(space)
    env.setdefault("Path", pathlib.Path)
    pos, kw = [], {}
    for p, a in zip(params, args):
        if "files" in a:
            v = _write_files(p["name"], a["files"])
        elif "value" in a:
            v = a["value"]
        else:
            v = eval(a["source"], env)
        if p.get("keyword"):
            kw[p["name"]] = v
        else:
            pos.append(v)
    return pos, kw


def _json_view(v):
    def plain(x):
        if x is None or type(x) in (bool, int, str):
            return x
        if type(x) is float:
            if x != x or x in (float("inf"), float("-inf")):
                raise ValueError("not JSON")
            return x
        if type(x) in (list, tuple):
            return [plain(i) for i in x]
        if type(x) in (set, frozenset):
            return sorted((plain(i) for i in x), key=repr)
        if type(x) is dict and all(type(k) is str for k in x):
            return {k: plain(i) for k, i in x.items()}
        raise ValueError("not JSON")
    try:
        return _json.dumps(plain(v), ensure_ascii=False, indent=2)
    except (ValueError, RecursionError):
        return None


def _path_of(shape, ran):
    """The flowchart nodes a run went through (ran: the lines of the function that executed): a node is lit
    when a line of it ran (an else or an except when a line of its body ran)."""
    lit = []
    for n in shape["nodes"]:
        if n["kind"] in ("else", "except"):
            hit = any(n["line"] <= x <= n["end"] for x in ran)
        elif n["kind"] == "end":
            continue
        else:
            hit = n["line"] in ran
        if hit:
            lit.append(n["id"])
    return lit


def _exit_of(shape, tracer, error):
    stmts = [n for n in shape["exits"] if n["kind"] in ("return", "raise")]
    if error is None:
        for n in stmts:
            if n["kind"] == "return" and tracer.return_line is not None and \
                    n["line"] <= tracer.return_line <= n["end"]:
                return n["id"], None
        return "end", None
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code is not tracer.target:
        tb = tb.tb_next
    if tb is None:
        return None, None
    line = tb.tb_lineno
    for n in stmts:
        if n["kind"] == "raise" and n["line"] <= line <= n["end"]:
            return n["id"], None
    # raised further in (a helper, or Python itself) and passed through this line of the function
    return "L%d" % line, line


def _call(space, shape, limit_ms, values, memory=True):
    fn = space.get(shape["fn"])
    if not callable(fn):
        raise LookupError(shape["fn"] + " is not defined after running the block")
    started = _time.monotonic()
    tracer = _Tracer(fn.__code__, started + limit_ms / 1000.0, memory)
    out = _io.StringIO()
    result, error, stopped = None, None, None
    old_out = _sys.stdout
    if memory:
        _tracemalloc.start()
    try:
        pos, kw = values
        _sys.stdout = out
        _sys.settrace(tracer.outer)
        try:
            result = fn(*pos, **kw)
            if shape.get("async"):
                import asyncio
                result = asyncio.run(result)
        finally:
            _sys.settrace(None)
            _sys.stdout = old_out
    except _LabStop as stop:
        stopped = str(stop)
    except MemoryError as e:
        stopped, error = "memory", e
    except Exception as e:
        error = e
    finally:
        if memory:
            _tracemalloc.stop()
    elapsed = (_time.monotonic() - started) * 1000.0
    text = out.getvalue()
    report = {"stdout": text[:_OUT_LIMIT], "lines": tracer.lines, "ms": round(elapsed, 3),
              "path": _path_of(shape, tracer.ran), "blockLines": sorted(tracer.block_lines)}
    if stopped:
        report.update({"stopped": stopped, "exit": None})
        return report, None
    exit_id, through = _exit_of(shape, tracer, error)
    report["exit"] = exit_id
    if through is not None:
        report["through"] = through
    if error is not None:
        report.update({"raised": type(error).__name__, "message": str(error)[:_REPR_LIMIT]})
    else:
        r = repr(result)
        report.update({"returned": r[:_REPR_LIMIT], "truncated": len(r) > _REPR_LIMIT,
                       "view": _json_view(result)})
    return report, result


def _op_run(req):
    limit = req.get("limitMs", 2000)
    deadline = _time.monotonic() + limit / 1000.0
    try:
        space = _space_for(req["code"], deadline)
    except _LabStop as stop:
        return {"stopped": str(stop), "phase": "load"}
    except Exception as e:
        return {"loadError": type(e).__name__ + ": " + str(e)}
    shape = _shape_for(req["code"], req["fn"])
    try:
        values = _arguments(space, shape["params"], req["args"])
    except Exception as e:
        return {"argError": type(e).__name__ + ": " + str(e)}
    report, _ = _call(space, shape, limit, values)
    if report.get("stopped"):
        _forget_space(req["code"])
    return report
`;
