/**
 * The conversation script of the injection simulator, a small JSON text:
 *
 *     { "systemTokens": 3000, "turnTokens": 1800, "cachedPrice": 0.1,
 *       "turns": ["weather-report", "weather-report", "/compact", "travel-checklist", null] }
 *
 * A turn is a skill name (the host routes the turn to it), `null` (a turn that needs no skill), or
 * `{"skill": …, "tokens": …}` for a turn of another size; `"/compact"` compacts the history between two
 * turns. Every setting may be left out and takes its default; `catalogTokens` and `bodyTokens` default to
 * the counts of the files (`bodyTokens` may name skills that are not in the files, to replay a worked
 * example). Read with the lossless JSON reader, so each problem has its line and column. Never throws.
 */
import type { Bilingual } from '../../i18n/index.ts';
import { createLineIndex, parseJson, type JsonValue, type Span } from '../../json/index.ts';
import type { SimInput, SimStep } from './simulate.ts';

export const COMPACT = '/compact';
export const MAX_TURNS = 40;
export const MAX_STEPS = 60;
export const MAX_TOKENS = 10_000_000;

export const CONVERSATION_DEFAULTS = {
  systemTokens: 3000,
  turnTokens: 1800,
  summaryTokens: 600,
  cachedPrice: 0.1,
  pricePerMillion: 3,
  staleBody: 'keep',
  forkSystemTokens: 400,
  forkResultTokens: 300,
} as const;

const INT_FIELDS = [
  'systemTokens',
  'catalogTokens',
  'turnTokens',
  'summaryTokens',
  'forkSystemTokens',
  'forkResultTokens',
] as const;
const KEYS = new Set<string>([
  ...INT_FIELDS,
  'cachedPrice',
  'pricePerMillion',
  'staleBody',
  'bodyTokens',
  'turns',
]);

export interface ConversationProblem {
  /** error: the simulation cannot run; warning: it runs, with the turn or value as explained. */
  severity: 'error' | 'warning';
  message: Bilingual;
  start: number;
  end: number;
  line: number;
  column: number;
}

export interface Conversation {
  settings: Omit<SimInput, 'steps' | 'catalogTokens' | 'bodyTokens'>;
  /** null: use the catalog's token count. */
  catalogTokens: number | null;
  /** Overrides of the files' body counts. */
  bodyTokens: Record<string, number>;
  steps: (SimStep & Span)[];
}

export interface ConversationRead {
  conversation: Conversation | null;
  problems: ConversationProblem[];
}

const b = (zh: string, en: string): Bilingual => ({ zh, en });

export function readConversation(text: string, known: ReadonlySet<string>): ConversationRead {
  const problems: ConversationProblem[] = [];
  const index = createLineIndex(text);
  const report = (severity: ConversationProblem['severity'], message: Bilingual, span: Span) => {
    const { line, column } = index.position(span.start);
    problems.push({ severity, message, start: span.start, end: span.end, line, column });
  };
  const error = (message: Bilingual, span: Span) => report('error', message, span);
  try {
    const parsed = parseJson(text, { maxDepth: 20 });
    if (!parsed.ok) {
      const o = parsed.error.offset;
      error(b(`不是合法的 JSON：${parsed.error.message}`, `Not valid JSON: ${parsed.error.message}`), {
        start: o,
        end: o,
      });
      return { conversation: null, problems };
    }
    const root = parsed.value;
    if (root.kind !== 'object') {
      error(b('对话脚本必须是一个 JSON 对象。', 'The conversation script must be a JSON object.'), root);
      return { conversation: null, problems };
    }
    const get = (k: string) => root.entries.get(k)?.value;
    for (const m of root.members)
      if (!KEYS.has(m.key))
        error(b(`未知字段 ${JSON.stringify(m.key)}。`, `Unknown field ${JSON.stringify(m.key)}.`), m.keySpan);

    const int = (k: string, v: JsonValue | undefined, fallback: number): number => {
      if (v === undefined) return fallback;
      if (v.kind !== 'int' || v.value < 0n || v.value > BigInt(MAX_TOKENS)) {
        error(
          b(`${k} 须为 0 到 ${MAX_TOKENS} 之间的整数。`, `${k} must be an integer from 0 to ${MAX_TOKENS}.`),
          v,
        );
        return fallback;
      }
      return Number(v.value);
    };
    const num = (k: string, v: JsonValue | undefined, fallback: number, max: number): number => {
      if (v === undefined) return fallback;
      const x = v.kind === 'int' ? Number(v.value) : v.kind === 'float' ? v.value : NaN;
      if (!(x >= 0 && x <= max)) {
        error(b(`${k} 须为 0 到 ${max} 之间的数。`, `${k} must be a number from 0 to ${max}.`), v);
        return fallback;
      }
      return x;
    };
    const d = CONVERSATION_DEFAULTS;
    const staleNode = get('staleBody');
    let staleBody: 'keep' | 'delete' = d.staleBody;
    if (staleNode !== undefined) {
      if (staleNode.kind === 'string' && (staleNode.value === 'keep' || staleNode.value === 'delete'))
        staleBody = staleNode.value;
      else
        error(b('staleBody 只能是 "keep" 或 "delete"。', 'staleBody must be "keep" or "delete".'), staleNode);
    }
    const settings: Conversation['settings'] = {
      systemTokens: int('systemTokens', get('systemTokens'), d.systemTokens),
      summaryTokens: int('summaryTokens', get('summaryTokens'), d.summaryTokens),
      cachedPrice: num('cachedPrice', get('cachedPrice'), d.cachedPrice, 1),
      pricePerMillion: num('pricePerMillion', get('pricePerMillion'), d.pricePerMillion, 1000),
      staleBody,
      forkSystemTokens: int('forkSystemTokens', get('forkSystemTokens'), d.forkSystemTokens),
      forkResultTokens: int('forkResultTokens', get('forkResultTokens'), d.forkResultTokens),
    };
    const catalogNode = get('catalogTokens');
    const catalogTokens = catalogNode === undefined ? null : int('catalogTokens', catalogNode, 0);
    const turnTokens = int('turnTokens', get('turnTokens'), d.turnTokens);

    const bodyTokens: Record<string, number> = {};
    const bodiesNode = get('bodyTokens');
    if (bodiesNode !== undefined) {
      if (bodiesNode.kind !== 'object')
        error(
          b(
            'bodyTokens 须为对象：Skill 名称 → 正文 token 数。',
            'bodyTokens must be an object: skill name → body tokens.',
          ),
          bodiesNode,
        );
      else
        for (const [k, m] of bodiesNode.entries)
          Object.defineProperty(bodyTokens, k, {
            value: int(`bodyTokens[${JSON.stringify(k)}]`, m.value, 0),
            enumerable: true,
          });
    }
    const routable = new Set([...known, ...Object.keys(bodyTokens)]);

    const steps: Conversation['steps'] = [];
    const turnsNode = get('turns');
    if (turnsNode === undefined || turnsNode.kind !== 'array') {
      error(
        b('缺少 turns 数组（每一项是一轮）。', 'The turns array (one item per turn) is missing.'),
        turnsNode ?? root,
      );
      return { conversation: null, problems };
    }
    const skillOf = (v: JsonValue): string | null => {
      if (v.kind === 'null') return null;
      if (v.kind !== 'string') {
        error(b('skill 须为 Skill 名称或 null。', 'A skill must be a skill name or null.'), v);
        return null;
      }
      if (!routable.has(v.value)) {
        report(
          'warning',
          b(
            `${JSON.stringify(v.value)} 不在宿主加载的 Skill 里（不存在或被跳过），这一轮按不需要 Skill 计算。`,
            `${JSON.stringify(v.value)} is not among the skills the host loads (missing or skipped); this turn runs without a skill.`,
          ),
          v,
        );
        return null;
      }
      return v.value;
    };
    let turns = 0;
    for (const item of turnsNode.items) {
      if (steps.length >= MAX_STEPS) {
        error(b(`最多 ${MAX_STEPS} 项。`, `At most ${MAX_STEPS} items.`), item);
        break;
      }
      if (item.kind === 'string' && item.value === COMPACT) {
        steps.push({ kind: 'compact', start: item.start, end: item.end });
        continue;
      }
      if (++turns > MAX_TURNS) {
        error(b(`最多 ${MAX_TURNS} 轮。`, `At most ${MAX_TURNS} turns.`), item);
        break;
      }
      if (item.kind === 'object') {
        for (const m of item.members)
          if (m.key !== 'skill' && m.key !== 'tokens')
            error(
              b(
                `一轮只能有 skill 和 tokens，不认识 ${JSON.stringify(m.key)}。`,
                `A turn has only skill and tokens; ${JSON.stringify(m.key)} is unknown.`,
              ),
              m.keySpan,
            );
        const skillNode = item.entries.get('skill')?.value;
        const skill = skillNode === undefined ? null : skillOf(skillNode);
        const tokens = int('tokens', item.entries.get('tokens')?.value, turnTokens);
        steps.push({ kind: 'turn', skill, tokens, start: item.start, end: item.end });
      } else
        steps.push({
          kind: 'turn',
          skill: skillOf(item),
          tokens: turnTokens,
          start: item.start,
          end: item.end,
        });
    }
    if (turns === 0) error(b('turns 里至少要有一轮。', 'turns needs at least one turn.'), turnsNode);
    const ok = !problems.some((p) => p.severity === 'error');
    return { conversation: ok ? { settings, catalogTokens, bodyTokens, steps } : null, problems };
  } catch (e) {
    error(b(`内部错误：${String(e)}`, `Internal error: ${String(e)}`), { start: 0, end: 0 });
    return { conversation: null, problems };
  }
}
