/**
 * The gateway's verdict on a new `tools/list`, by the policy of the field-cases page: a declaration is
 * model input, so nothing that differs from the approved pin reaches the model unseen.
 *
 * | outcome      | when                                                              | gateway  |
 * | ------------ | ----------------------------------------------------------------- | -------- |
 * | `unchanged`  | every tool byte-identical to the pin after canonicalisation       | `pass`   |
 * | `compatible` | something changed, nothing breaks callers, no injection signal    | `review` |
 * | `breaking`   | a change that breaks callers, or new text carrying an injection   | `block`  |
 *
 * `review` holds the new list (the model keeps the approved one) until a person lets it through;
 * `block` does the same and raises an alert. The classification still says what breaks old clients;
 * the gateway column is what the host does about it. The walk on the diff flowchart stops at the first
 * reason to block; the value lists every change regardless.
 */
import { msg, type Bilingual, type Message } from '../../i18n/index.ts';
import type { JsonValue } from '../../json/index.ts';
import { step, type TraceStep } from '../types.ts';
import { canonicalHash } from './canonical.ts';
import { diffTools, type Change, type ToolDiff } from './diff.ts';
import type { ReadTools } from './input.ts';
import { member } from './schema-walk.ts';

export type Verdict = 'unchanged' | 'compatible' | 'breaking';
export type Gateway = 'pass' | 'review' | 'block';

/** What the gateway does with each outcome (shown as `data-gateway` beside `data-outcome`). */
export const GATEWAY: Readonly<Record<Verdict, Gateway>> = {
  unchanged: 'pass',
  compatible: 'review',
  breaking: 'block',
};

export interface DiffValue {
  tools: ToolDiff[];
  counts: { breaking: number; compatible: number; flags: number };
  /** Hash of each whole list (canonical JSON of the tools array, in its order). */
  listHash: { pinned: string; current: string };
  notes: Bilingual[];
}

const REMOVAL = new Set(['tool-removed', 'tool-renamed', 'duplicate-name']);

function pagedNote(root: JsonValue, read: ReadTools, which: Bilingual): Bilingual[] {
  const list = read.kind === 'response' ? member(root, 'result') : root;
  if (!member(list, 'nextCursor')) return [];
  return [
    {
      zh: `${which.zh}带有 nextCursor：列表还有下一页。快照要翻到最后一页再比，否则后几页的工具会被当成删除。`,
      en: `${which.en} has a nextCursor: the list has more pages. Snapshot every page before diffing, or tools on later pages look removed.`,
    },
  ];
}

export function snapshotDiff(
  pinnedRoot: JsonValue,
  pinned: ReadTools,
  currentRoot: JsonValue,
  current: ReadTools,
): { value: DiffValue; outcome: Verdict; trace: TraceStep[] } {
  const tools = diffTools(pinned.tools, current.tools);
  const all = tools.flatMap((t) => t.changes);
  const flags = tools.reduce((n, t) => n + t.flags.length, 0);
  const hashOf = (refs: ReadTools) =>
    canonicalHash({ kind: 'array', items: refs.tools.map((t) => t.node), start: 0, end: 0 });
  const value: DiffValue = {
    tools,
    counts: {
      breaking: all.filter((c) => c.cls === 'breaking').length,
      compatible: all.filter((c) => c.cls === 'compatible').length,
      flags,
    },
    listHash: { pinned: hashOf(pinned), current: hashOf(current) },
    notes: [
      ...pagedNote(pinnedRoot, pinned, { zh: '固定的快照', en: 'The pinned snapshot' }),
      ...pagedNote(currentRoot, current, { zh: '新的列表', en: 'The new list' }),
    ],
  };
  const trace: TraceStep[] = [
    { node: 'd_read', pass: true },
    { node: 'd_shape', pass: true },
  ];
  const changed = tools.filter((t) => t.status !== 'unchanged');
  trace.push(step('d_same', changed.length === 0, msg('review.differ', { n: changed.length })));
  if (changed.length === 0) {
    trace.push({ node: 'unchanged', pass: true });
    return { value, outcome: 'unchanged', trace };
  }
  const gates: [string, (c: Change) => boolean][] = [
    ['d_removed', (c) => REMOVAL.has(c.code)],
    ['d_schema', (c) => c.cls === 'breaking' && c.code !== 'annotation-less-caution' && !REMOVAL.has(c.code)],
    ['d_annotations', (c) => c.code === 'annotation-less-caution'],
  ];
  for (const [node, blocks] of gates) {
    const hits = all.filter(blocks);
    const said = hits
      .slice(0, 3)
      .map((c) =>
        c.param
          ? msg('review.change', { change: c.label, param: c.param })
          : msg('lab.words', { text: c.label }),
      );
    trace.push(step(node, hits.length === 0, listed(said)));
    if (hits.length) {
      trace.push({ node: 'breaking', pass: false });
      return { value, outcome: 'breaking', trace };
    }
  }
  // A change that breaks nobody can still carry an order to the model: that blocks too.
  const signals = tools.flatMap((t) => t.flags);
  const flagged = signals.slice(0, 3).map((fl) => msg('review.signal', { rule: fl.rule, match: fl.match }));
  trace.push(step('d_signals', signals.length === 0, listed(flagged)));
  if (signals.length) {
    trace.push({ node: 'breaking', pass: false });
    return { value, outcome: 'breaking', trace };
  }
  trace.push({ node: 'compatible', pass: false });
  return { value, outcome: 'compatible', trace };
}

/** Messages one after the other (`a; b; c`), or nothing for none. */
function listed(items: readonly Message[]): Message | undefined {
  return items.reduce<Message | undefined>((a, b) => (a ? msg('lab.two', { a, b }) : b), undefined);
}
