#!/usr/bin/env python3
"""Reference numbers for src/labs/selection-eval/stats.test.ts, from Python's standard library only.

Written independently of the TypeScript: exact binomial tails with math.comb on integers, p-values with
math.erfc, the Wilson and Newcombe intervals from their textbook formulas, and the field-cases scenario
recomputed with the csv module. Run it and paste the printed literals into the test when a formula or
the scenario changes:  python3 scripts/fidelity/selection-eval-reference.py
"""
import csv
import io
import json
import math
from fractions import Fraction
from pathlib import Path

Z = 1.959963984540054  # NormalDist().inv_cdf(0.975)


def wilson(k, n):
    p = k / n
    denom = 1 + Z * Z / n
    centre = (p + Z * Z / (2 * n)) / denom
    half = Z / denom * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return [max(0.0, centre - half), min(1.0, centre + half)]


def mcnemar(b, c):
    m = b + c
    if m == 0:
        return {"method": "none", "p": 1.0}
    if m < 25:
        tail = sum(math.comb(m, j) for j in range(min(b, c) + 1))
        return {"method": "exact", "p": float(min(Fraction(1), Fraction(2 * tail, 2**m)))}
    stat = max(0, abs(b - c) - 1) ** 2 / m
    return {"method": "chi-square-cc", "statistic": stat, "p": math.erfc(math.sqrt(stat / 2))}


def two_proportion(k1, n1, k2, n2):
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    z = (k2 / n2 - k1 / n1) / se
    return {"z": z, "p": math.erfc(abs(z) / math.sqrt(2))}


def newcombe(k1, n1, k2, n2):
    (l1, u1), (l2, u2) = wilson(k1, n1), wilson(k2, n2)
    p1, p2 = k1 / n1, k2 / n2
    d = p2 - p1
    return [d - math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2), d + math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)]


def field_case():
    """The 50 -> 8 tools scenario, recomputed from its CSV text."""
    path = Path(__file__).resolve().parents[2] / "content" / "labs" / "selection-eval" / "scenarios.json"
    scenario = next(s for s in json.loads(path.read_text("utf-8"))["scenarios"] if s["id"] == "se-fifty-to-eight")
    sets = {k: list(csv.DictReader(io.StringIO(scenario["state"][k]))) for k in ("before", "after")}
    out = {}
    for name, rows in sets.items():
        wrong = sum(r["first_tool"] != r["golden_tool"] for r in rows)
        right = [r for r in rows if r["first_tool"] == r["golden_tool"]]
        passed = sum(r["args_first_pass"] == "true" for r in right)
        ok = sum(r["succeeded"] == "true" for r in rows)
        out[name] = {"n": len(rows), "wrong": wrong, "wrong_ci": wilson(wrong, len(rows)),
                     "args_n": len(right), "args_pass": passed, "args_ci": wilson(passed, len(right)),
                     "success": ok, "success_ci": wilson(ok, len(rows))}
    after = {r["id"]: r for r in sets["after"]}
    def paired(event, counts=lambda x, y: True):
        b = c = n = 0
        for x in sets["before"]:
            y = after[x["id"]]
            if not counts(x, y):
                continue
            n += 1
            ex, ey = event(x), event(y)
            b += ex and not ey
            c += ey and not ex
        return {"n": n, "b": b, "c": c, **mcnemar(b, c)}
    out["misselection"] = paired(lambda r: r["first_tool"] != r["golden_tool"])
    both_right = lambda x, y: x["first_tool"] == x["golden_tool"] and y["first_tool"] == y["golden_tool"]
    out["first_pass"] = paired(lambda r: r["args_first_pass"] == "true", both_right)
    out["success"] = paired(lambda r: r["succeeded"] == "true")
    families = {}
    for x in sets["before"]:
        f = families.setdefault(x["family"], {"n": 0, "before": 0, "after": 0, "b": 0, "c": 0})
        y = after[x["id"]]
        ex, ey = x["first_tool"] != x["golden_tool"], y["first_tool"] != y["golden_tool"]
        f["n"] += 1
        f["before"] += ex
        f["after"] += ey
        f["b"] += ex and not ey
        f["c"] += ey and not ex
    for f in families.values():
        f.update(mcnemar(f["b"], f["c"]))
    out["families"] = families
    return out


if __name__ == "__main__":
    print(json.dumps({
        "erfc": {str(x): math.erfc(x) for x in (0.0, 0.1, 0.5, 1.0, 1.96, 2.4, 2.5, 2.6, 3.0, 4.5, 6.0, 10.0, -1.0)},
        "wilson": {f"{k}/{n}": wilson(k, n) for k, n in ((0, 10), (10, 10), (60, 240), (12, 240), (8, 40), (1, 3), (126, 180), (205, 228))},
        "mcnemar": {f"{b},{c}": mcnemar(b, c) for b, c in ((0, 0), (4, 0), (6, 0), (11, 1), (5, 1), (12, 12), (20, 4), (50, 2), (30, 40), (300, 250))},
        "two_proportion": {f"{k1}/{n1}-{k2}/{n2}": two_proportion(k1, n1, k2, n2) for k1, n1, k2, n2 in ((9, 30, 3, 30), (60, 240, 12, 240), (8, 40, 4, 40), (5, 20, 15, 20))},
        "newcombe": {f"{k1}/{n1}-{k2}/{n2}": newcombe(k1, n1, k2, n2) for k1, n1, k2, n2 in ((9, 30, 3, 30), (60, 240, 12, 240), (8, 40, 4, 40), (0, 20, 0, 20))},
        "field_case": field_case() if (Path(__file__).resolve().parents[2] / "content/labs/selection-eval/scenarios.json").exists() else None,
    }, indent=1))
