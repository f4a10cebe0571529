/** "Break it" buttons of the action-chain lab: each one typical mistake, applied to the chain input. */
import { jv, type JsonValue } from '../../json/index.ts';
import type { Breaker } from '../contract.ts';
import { canon } from './canonical.ts';
import { editText, get, setAt, withKey } from './edit.ts';
import type { ActionChainState } from './state.ts';

const items = (v: JsonValue | undefined): JsonValue[] => (v?.kind === 'array' ? v.items : []);
const text = (v: JsonValue | undefined): string | null => (v?.kind === 'string' ? v.value : null);

/** The call's name and arguments, and the registry entry of that name (index, value), if any. */
function called(root: JsonValue) {
  const call = get(root, 'call');
  const name = text(get(call, 'name'));
  const args = get(call, 'arguments');
  const tools = items(get(root, 'registry'));
  const index = tools.findIndex((t) => name !== null && text(get(t, 'name')) === name);
  return { call, name, args, tools, index, tool: tools[index] };
}

function onInput(
  state: ActionChainState,
  fn: (root: JsonValue) => JsonValue | null,
): ActionChainState | null {
  const input = editText(state.input, fn);
  return input === null || input === state.input ? null : { ...state, input };
}

const INVENTED = ['drop_table', 'run_shell', 'drop_table_v2'];

/** The argument value just over an ASK rule's threshold (`>`: the next integer; `>=`: the threshold). */
function overThreshold(op: string, threshold: JsonValue): JsonValue | null {
  if (threshold.kind === 'int') return jv.int(op === '>' ? threshold.value + 1n : threshold.value);
  if (threshold.kind === 'float' && Number.isFinite(threshold.value))
    return jv.int(BigInt(op === '>' ? Math.floor(threshold.value) + 1 : Math.ceil(threshold.value)));
  return null;
}

export const actionChainBreakers: Breaker<ActionChainState>[] = [
  {
    id: 'invent-tool',
    label: { zh: '编一个未登记的工具名', en: 'Invent an unregistered tool' },
    apply: (s) =>
      onInput(s, (root) => {
        const { tools, index } = called(root);
        const names = new Set(tools.map((t) => text(get(t, 'name'))));
        const invented = INVENTED.find((n) => !names.has(n));
        return index < 0 || !invented ? null : setAt(root, ['call', 'name'], jv.str(invented));
      }),
  },
  {
    id: 'drop-required',
    label: { zh: '删掉一个必填参数', en: 'Drop a required argument' },
    apply: (s) =>
      onInput(s, (root) => {
        const { tool, args } = called(root);
        const field = items(get(get(tool, 'inputSchema'), 'required'))
          .map(text)
          .find((n) => n !== null && get(args, n) !== undefined);
        return field ? setAt(root, ['call', 'arguments', field], undefined) : null;
      }),
  },
  {
    id: 'remove-identity',
    label: { zh: '去掉用户身份', en: 'Remove the identity' },
    apply: (s) =>
      onInput(s, (root) => {
        const identity = get(root, 'identity');
        return identity && identity.kind !== 'null' ? withKey(root, 'identity', jv.null()) : null;
      }),
  },
  {
    id: 'raise-amount',
    label: { zh: '金额抬过 ASK 门槛', en: 'Raise the amount over the ASK threshold' },
    apply: (s) =>
      onInput(s, (root) => {
        const { name, args } = called(root);
        for (const rule of items(get(root, 'policy'))) {
          const when = items(get(rule, 'when'));
          const tool = text(get(rule, 'tool'));
          const [field, op, threshold] = [text(when[0]), text(when[1]), when[2]];
          if (text(get(rule, 'effect')) !== 'ASK' || (tool !== '*' && tool !== name)) continue;
          if (field === null || (op !== '>' && op !== '>=') || !threshold || args?.kind !== 'object')
            continue;
          const value = overThreshold(op, threshold);
          const current = get(args, field);
          if (!value || (current && canon(current) === canon(value))) return null;
          return setAt(root, ['call', 'arguments', field], value);
        }
        return null;
      }),
  },
  {
    id: 'repeat-call',
    label: { zh: '把同一调用重复到上限', en: 'Repeat the call up to the loop limit' },
    apply: (s) =>
      onInput(s, (root) => {
        const { name, args } = called(root);
        if (name === null || args === undefined) return null;
        const limitValue = get(root, 'loopLimit');
        const limit =
          limitValue === undefined ? 2 : limitValue.kind === 'int' ? Number(limitValue.value) : NaN;
        if (!Number.isInteger(limit) || limit < 1 || limit > 20) return null;
        const history = get(root, 'history');
        if (history !== undefined && history.kind !== 'array') return null;
        const earlier = items(history);
        const same = earlier.filter(
          (h) => text(get(h, 'name')) === name && canon(get(h, 'arguments') ?? jv.null()) === canon(args),
        );
        if (same.length >= limit) return null;
        const copy = jv.object([
          ['name', jv.str(name)],
          ['arguments', args],
        ]);
        return withKey(
          root,
          'history',
          jv.array([...earlier, ...Array.from({ length: limit - same.length }, () => copy)]),
        );
      }),
  },
  {
    id: 'reuse-key',
    label: { zh: '重用账本里已有的幂等键', en: 'Reuse a key already in the ledger' },
    apply: (s) =>
      onInput(s, (root) => {
        const { name, call } = called(root);
        const ledger = get(root, 'ledger');
        if (name === null || call === undefined || (ledger !== undefined && ledger.kind !== 'array'))
          return null;
        const entries = items(ledger);
        const key = text(get(call, 'idempotencyKey'));
        const hit = entries.find((e) => text(get(e, 'name')) === name && text(get(e, 'key')) !== null);
        if (hit) {
          const hitKey = text(get(hit, 'key')) as string;
          return hitKey === key ? null : setAt(root, ['call', 'idempotencyKey'], jv.str(hitKey));
        }
        const reused = key ?? `${name}-1`;
        const earlier = jv.object([
          ['key', jv.str(reused)],
          ['name', jv.str(name)],
          ['result', jv.object([['status', jv.str('done')]])],
        ]);
        const withLedger = withKey(root, 'ledger', jv.array([...entries, earlier]));
        return withLedger && setAt(withLedger, ['call', 'idempotencyKey'], jv.str(reused));
      }),
  },
  {
    id: 'flip-read-only',
    label: { zh: '反转 readOnlyHint', en: 'Flip readOnlyHint' },
    apply: (s) =>
      onInput(s, (root) => {
        const { tool, index } = called(root);
        if (!tool || tool.kind !== 'object') return null;
        const annotations = get(tool, 'annotations') ?? jv.object([]);
        const hint = get(annotations, 'readOnlyHint');
        const flipped = withKey(annotations, 'readOnlyHint', jv.bool(!(hint?.kind === 'bool' && hint.value)));
        return flipped && setAt(root, ['registry', index, 'annotations'], flipped);
      }),
  },
];
