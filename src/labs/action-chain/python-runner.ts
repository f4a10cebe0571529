/**
 * Test-only: runs the function-calling page's own Python (`host_decide`, extracted from the page's code
 * block) with `python3` on many inputs in one process, JSON lines in and out. Kept in this one file so a
 * shared harness (with a Pyodide fallback) can replace it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The python code block of `page` that defines `fn`. */
export function pageFunction(pagePath: string, fn: string): string {
  const text = readFileSync(pagePath, 'utf8');
  const blocks = [...text.matchAll(/^```python\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string);
  const found = blocks.filter((b) => b.includes(`def ${fn}(`));
  if (found.length !== 1)
    throw new Error(`${pagePath}: expected one python block defining ${fn}, found ${found.length}`);
  return found[0] as string;
}

export function hasPython(): boolean {
  return spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;
}

/**
 * Per input line `{"text": …}` (the learner's text) or `{"canon": …}` (a JSON text to canonicalise):
 * `{"parse": msg}` when json.loads refuses it, `{"ok": canonical result}`, `{"error": ValueError text}`,
 * or `{"crash": "Type: msg"}` for any other exception. Output is ASCII-escaped, so lone surrogates survive.
 */
const DRIVER = `
import json, sys
ns = {}
exec(json.loads(sys.stdin.readline())["code"], ns)
def canon(v):
    return json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
for line in sys.stdin:
    job = json.loads(line)
    text = job.get("text", job.get("canon"))
    try:
        value = json.loads(text)
    except ValueError as e:
        out = {"parse": str(e)}
    else:
        if "canon" in job:
            out = {"ok": canon(value)}
        else:
            try:
                out = {"ok": canon(ns[job["fn"]](value))}
            except ValueError as e:
                out = {"error": str(e)}
            except Exception as e:
                out = {"crash": type(e).__name__ + ": " + str(e)}
    sys.stdout.write(json.dumps(out) + "\\n")
`;

export type PyAnswer = { parse: string } | { ok: string } | { error: string } | { crash: string };

export type PyJob = { fn: string; text: string } | { canon: string };

export function runPython(code: string, jobs: readonly PyJob[]): PyAnswer[] {
  const input = [JSON.stringify({ code }), ...jobs.map((j) => JSON.stringify(j))].join('\n') + '\n';
  const r = spawnSync('python3', ['-c', DRIVER], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`python3 failed: ${r.stderr}`);
  const lines = r.stdout.split('\n').filter((l) => l !== '');
  if (lines.length !== jobs.length)
    throw new Error(`python3 answered ${lines.length} of ${jobs.length} jobs`);
  return lines.map((l) => JSON.parse(l) as PyAnswer);
}

/** The page's code blocks in both languages must be the same program (comments and docstrings aside). */
export function sameProgram(a: string, b: string): boolean {
  const script = `
import ast, json, sys
def norm(code):
    tree = ast.parse(code)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \\
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            node.body = body[1:]
    return ast.dump(tree)
a, b = json.loads(sys.stdin.read())
print(norm(a) == norm(b))
`;
  const r = spawnSync('python3', ['-c', script], { input: JSON.stringify([a, b]), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`python3 failed: ${r.stderr}`);
  return r.stdout.trim() === 'True';
}
