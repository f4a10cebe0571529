/**
 * A run told line by line, for presenter mode's walkthrough: step k shows the k-th line the function
 * executed, with the flowchart lit as far as the run had gone by then (the driver's rule, ./py-run.ts
 * `_path_of`, over the lines so far) and the exit lit only on the last step.
 */
import type { Lit } from './flowchart.ts';
import type { RunReport, Shape } from './types.ts';

/** The flowchart nodes a run had gone through after executing `lines`. */
export function pathOf(shape: Pick<Shape, 'nodes'>, lines: readonly number[]): string[] {
  const ran = new Set(lines);
  const lit: string[] = [];
  for (const n of shape.nodes) {
    if (n.kind === 'end') continue;
    const hit =
      n.kind === 'else' || n.kind === 'except'
        ? [...ran].some((x) => n.line <= x && x <= n.end)
        : ran.has(n.line);
    if (hit) lit.push(n.id);
  }
  return lit;
}

export interface WalkStep {
  /** 1-based line of the code block executed at this step */
  line: number;
  lit: Lit;
}

/** One step per executed line of the run (the driver keeps at most its first 400). */
export function walkSteps(
  shape: Pick<Shape, 'nodes'>,
  report: Pick<RunReport, 'lines' | 'exit'>,
): WalkStep[] {
  const lines = report.lines ?? [];
  return lines.map((line, i) => {
    const last = i === lines.length - 1;
    return {
      line,
      lit: { path: pathOf(shape, lines.slice(0, i + 1)), exit: last ? (report.exit ?? null) : null },
    };
  });
}
