// The Python half of a page lab, part three: the search for an example of every exit, and the line
// protocol that answers the build (python3) and the browser worker (Pyodide) alike.
export const PY_SEARCH = String.raw`


# --- the search for an example of every exit ------------------------------------------------------


class _Gen:
    """Inputs from the parameters' type specs, seeded with the block's own literals, and their mutations."""

    def __init__(self, seeds, rng):
        self.rng = rng
        self.strs = list(seeds.get("str", [])) + ["", "a", "x1"]
        self.ints = list(seeds.get("int", []))
        self.ints += [n + d for n in list(self.ints) for d in (-1, 1)] + [0, 1, -1, 2, 2 ** 70]
        self.floats = list(seeds.get("float", [])) + [0.0, 0.5, -1.5, 1e300]

    def scalar(self):
        """A JSON scalar, mostly one of the block's own literals (those are what its branches test)."""
        r = self.rng.random()
        if r < 0.5:
            return self.rng.choice(self.strs)
        if r < 0.75:
            return self.rng.choice(self.ints)
        return self.rng.choice([None, True, False, self.rng.choice(self.floats)])

    def new(self, spec, depth=0):
        r, k = self.rng, spec["k"]
        if k == "int":
            return r.choice(self.ints)
        if k == "float":
            return r.choice(self.floats + [float(r.choice(self.ints[:20] or [0]))])
        if k == "str":
            return r.choice(self.strs)
        if k == "bool":
            return r.random() < 0.5
        if k == "none":
            return None
        if k == "union":
            return self.new(r.choice(spec["of"]), depth)
        if k in ("list", "set", "frozenset"):
            n = 0 if depth > 3 else r.randint(0, 3)
            items = [self.new(spec["of"], depth + 1) for _ in range(n)]
            if k == "list":
                return items
            items = [i for i in items if _hashable(i)]
            return set(items) if k == "set" else frozenset(items)
        if k == "tuple":
            if "items" in spec:
                return tuple(self.new(s, depth + 1) for s in spec["items"])
            return tuple(self.new(spec["of"], depth + 1) for _ in range(r.randint(0, 3)))
        if k == "dict":
            out = {}
            for _ in range(0 if depth > 3 else r.randint(0, 4)):
                key = self.new(spec["key"], depth + 1)
                if _hashable(key):
                    out[key] = self.new(spec["val"], depth + 1)
            return out
        if k == "path":
            names = [s for s in self.strs if "." in s and "/" not in s and len(s) < 40] or ["a.txt"]
            return {r.choice(names): r.choice(self.strs) for _ in range(r.randint(0, 3))}
        # any: what json.loads can give, plus now and then a set of literals
        roll = r.random()
        if depth > 3 or roll < (0.35 if depth == 0 else 0.6):
            return self.scalar()
        if roll < 0.55:
            return [self.new(spec, depth + 1) for _ in range(r.randint(0, 3))]
        if roll < 0.9:
            return {r.choice(self.strs): self.new(spec, depth + 1) for _ in range(r.randint(0, 4))}
        return {r.choice(self.strs) for _ in range(r.randint(0, 3))}

    def mutate(self, v, spec, depth=0):
        r, k = self.rng, spec["k"]
        if spec["k"] in ("expr",):
            return v
        if r.random() < 0.25 or depth > 4:
            return self.new(spec, depth)
        if k == "union":
            fits = [s for s in spec["of"] if _fits(v, s)]
            return self.mutate(v, fits[0] if fits else r.choice(spec["of"]), depth)
        if isinstance(v, dict) and k in ("dict", "any", "path"):
            out = dict(v)
            val_spec = spec.get("val", {"k": "str"} if k == "path" else {"k": "any"})
            key_spec = spec.get("key", {"k": "str"})
            roll = r.random()
            if out and roll < 0.3:
                del out[r.choice(list(out))]
            elif out and roll < 0.75:
                key = r.choice(list(out))
                out[key] = self.mutate(out[key], val_spec, depth + 1)
            else:
                key = self.new(key_spec, depth + 1)
                if _hashable(key):
                    out[key] = self.new(val_spec, depth + 1)
            return out
        if isinstance(v, (list, tuple, set, frozenset)) and k in ("list", "tuple", "set", "frozenset", "any"):
            items = list(v)
            if k == "tuple" and "items" in spec:
                if items:
                    i = r.randrange(len(items))
                    items[i] = self.mutate(items[i], spec["items"][i], depth + 1)
                return tuple(items)
            item_spec = spec.get("of", {"k": "any"})
            roll = r.random()
            if items and roll < 0.3:
                items.pop(r.randrange(len(items)))
            elif items and roll < 0.7:
                i = r.randrange(len(items))
                items[i] = self.mutate(items[i], item_spec, depth + 1)
            else:
                items.append(self.new(item_spec, depth + 1))
            if isinstance(v, (set, frozenset)):
                items = [i for i in items if _hashable(i)]
                return type(v)(items)
            return type(v)(items) if isinstance(v, tuple) else items
        if k == "any" and r.random() < 0.8:
            return self.scalar()
        return self.new(spec, depth)


def _hashable(v):
    try:
        hash(v)
        return True
    except TypeError:
        return False


def _fits(v, spec):
    k = spec["k"]
    return {"int": type(v) is int, "float": type(v) is float, "str": type(v) is str, "bool": type(v) is bool,
            "none": v is None, "list": type(v) is list, "set": type(v) is set, "dict": type(v) is dict,
            "frozenset": type(v) is frozenset, "tuple": type(v) is tuple, "path": type(v) is dict}.get(k, True)


def _as_input(v, spec):
    """A found value as the lab's editors hold it: JSON text where the editor converts it back exactly,
    else a Python expression."""
    if spec["k"] == "path":
        return {"files": v}
    if spec["k"] == "expr":
        return {"python": repr(v)}
    text = _json_view(v)
    if text is not None and _round_trips(v, spec):
        return {"json": _json.dumps(_json.loads(text), ensure_ascii=False)}
    return {"python": repr(v)}


def _round_trips(v, spec):
    """Whether the lab's JSON → Python conversion for this spec gives v back from its JSON view."""
    k = spec["k"]
    if k == "union":
        return any(_fits(v, s) and _round_trips(v, s) for s in spec["of"])
    if k == "any":
        return _plain_json(v)
    if not _fits(v, spec):
        return False
    if k in ("list", "set", "frozenset") or (k == "tuple" and "of" in spec):
        return all(_round_trips(i, spec["of"]) for i in v)
    if k == "tuple":
        return len(v) == len(spec["items"]) and all(_round_trips(i, s) for i, s in zip(v, spec["items"]))
    if k == "dict":
        return all(type(key) is str and _round_trips(key, spec["key"]) and _round_trips(x, spec["val"])
                   for key, x in v.items())
    if k == "float":
        return v == v and v not in (float("inf"), float("-inf"))
    return True


def _plain_json(v):
    if v is None or type(v) in (bool, int, str):
        return True
    if type(v) is float:
        return v == v and v not in (float("inf"), float("-inf"))
    if type(v) is list:
        return all(_plain_json(i) for i in v)
    if type(v) is dict:
        return all(type(k) is str and _plain_json(i) for k, i in v.items())
    return False


def _op_search(req):
    import copy
    import random
    started = _time.monotonic()
    budget = req.get("budgetMs", 3000) / 1000.0
    code, fn = req["code"], req["fn"]
    space = _load(code, started + 2.0)
    shape = _shape_for(code, fn)
    specs = req["specs"]
    wanted = [e["id"] for e in shape["exits"]]
    found, seen_lines, corpus, runs = {}, set(), [], 0
    rng = random.Random(req.get("seed", 21))
    gen = _Gen(shape["constants"], rng)

    def attempt(values, example=None):
        nonlocal runs
        runs += 1
        pos, kw = [], {}
        for p, v, s in zip(shape["params"], values, specs):
            arg = _write_files(p["name"], v) if s["k"] == "path" else copy.deepcopy(v)
            if p.get("keyword"):
                kw[p["name"]] = arg
            else:
                pos.append(arg)
        report, _ = _call(space, shape, req.get("callMs", 200), (pos, kw), memory=False)
        new_lines = set(report["blockLines"]) - seen_lines
        seen_lines.update(report["blockLines"])
        e = report.get("exit")
        fresh = e in wanted and e not in found
        if fresh:
            found[e] = {"example": example} if example else \
                {"args": [_as_input(v, s) for v, s in zip(values, specs)]}
        if fresh or new_lines:
            corpus.append(values)

    # the page's own examples first: they keep their names, and seed the search
    for ex in req.get("examples", []):
        try:
            values = [_example_value(space, a) for a in ex["args"]]
        except Exception:
            continue
        attempt(values, ex["name"])
    for _ in range(8):
        attempt([gen.new(s) for s in specs])
    while len(found) < len(wanted) and _time.monotonic() - started < budget:
        if corpus and rng.random() < 0.85:
            base = list(rng.choice(corpus))
            for _ in range(rng.choice((1, 1, 2))):
                i = rng.randrange(len(base)) if base else 0
                if base:
                    base[i] = gen.mutate(base[i], specs[i])
            attempt(base)
        else:
            attempt([gen.new(s) for s in specs])
    return {"found": found, "unreached": [w for w in wanted if w not in found], "runs": runs,
            "ms": round((_time.monotonic() - started) * 1000.0, 1)}


def _example_value(space, arg):
    if "files" in arg:
        return dict(arg["files"])
    import pathlib
    env = dict(space)
    env.setdefault("Path", pathlib.Path)
    return eval(arg["source"], env)


# --- the line protocol ----------------------------------------------------------------------------


def _page_lab_handle(line):
    req = _json.loads(line)
    op = req.get("op")
    try:
        if op == "shape":
            resp = _shape(req["code"], req["fn"])
        elif op == "run":
            resp = _op_run(req)
        elif op == "search":
            resp = _op_search(req)
        elif op == "seal":
            resp = _seal()
        elif op == "version":
            resp = {"version": _sys.version.split()[0]}
        else:
            resp = {"error": "unknown op " + repr(op)}
    except _LabStop as stop:
        resp = {"stopped": str(stop)}
    except SyntaxError as e:
        resp = {"error": "SyntaxError: " + str(e), "line": e.lineno}
    except Exception as e:
        resp = {"error": type(e).__name__ + ": " + str(e)}
    resp["id"] = req.get("id")
    return _json.dumps(resp, ensure_ascii=False)
`;
