// The import graph of src/ and app/, read with the TypeScript compiler's own parser (no type check, so
// it takes a second): every static `import`/`export … from` and every `import()` between the
// repository's own files, each marked type-only or not and static or dynamic.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased by the compiler, nothing runs. */
  typeOnly: boolean;
  /** `import()`: loaded later, on demand. */
  dynamic: boolean;
}

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function resolveSpecifier(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = normalize(join(dirname(from), spec));
  for (const c of CANDIDATES) {
    const p = base + c;
    if (existsSync(p) && /\.(ts|tsx|mts|mjs)$/.test(p)) return p;
  }
  return null;
}

function edgesOf(file: string): ImportEdge[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const out: ImportEdge[] = [];
  const add = (spec: string, typeOnly: boolean, dynamic: boolean) => {
    const to = resolveSpecifier(file, spec);
    if (to) out.push({ from: file, to, typeOnly, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.importClause;
      const typeOnly =
        !!c &&
        (c.isTypeOnly ||
          (!c.name &&
            !!c.namedBindings &&
            ts.isNamedImports(c.namedBindings) &&
            c.namedBindings.elements.length > 0 &&
            c.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

/** The tracked source files under the given folders (tests included: they may not run upward either). */
export function sourceFiles(folders: string[]): string[] {
  return execFileSync('git', ['ls-files', ...folders], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));
}

export function importGraph(files: string[]): ImportEdge[] {
  return files.flatMap(edgesOf);
}

/**
 * The cycles of a graph's run-time static edges (Tarjan's strongly connected components): each
 * returned group is a set of files that import each other in a ring. Type-only and dynamic imports
 * are left out: neither makes one module's start wait for another's.
 */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly || e.dynamic) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const strong = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (next.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) strong(v);
  return groups;
}
