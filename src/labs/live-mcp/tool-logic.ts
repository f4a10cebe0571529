/**
 * What the demo tools do: argument checks against their own `inputSchema` (with the SDK's Ajv
 * validator, the engine its client uses too), made-up but deterministic weather, an idempotent
 * subscription store, and a slow report that reports progress and stops when cancelled.
 *
 * Bad arguments and unknown cities come back as tool execution errors (`isError: true`), which both
 * readings of 2025-06-18 allow and which 2025-11-25 (SEP-1303) requires for input validation.
 */
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { Lang } from '../../i18n/index.ts';
import {
  ALERT_KINDS,
  CITIES,
  CONDITIONS,
  findCity,
  toolDeclarations,
  type City,
  type DemoToolName,
} from './tools.ts';

/** A `tools/call` result (the SDK's type). */
export type ToolResult = CallToolResult;

export interface ToolContext {
  lang: Lang;
  book: AlertBook;
  /** Aborted when the client cancels the request. */
  signal: AbortSignal;
  /** Time per month of the slow report, ms. */
  stepMs: number;
  /** Present when the request asked for progress (it carried a progressToken). */
  progress?: (progress: number, total: number, message: string) => Promise<void>;
}

const validator = new AjvJsonSchemaValidator();
const inputCheckers = new Map<DemoToolName, JsonSchemaValidator<Record<string, unknown>>>(
  toolDeclarations('en').map((t) => [t.name, validator.getValidator(t.inputSchema)]),
);

export function toolError(text: string): ToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** A success: the structured result plus its JSON as text, for clients that only read text. */
export function toolSuccess(structured: Record<string, unknown>): ToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

/** Resolves after `ms`, or rejects with the abort reason as soon as `signal` fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A stable number in [0, 1) from a text (FNV-1a), so the same question gets the same weather. */
function noise(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const cityName = (c: City, lang: Lang) => (lang === 'zh' ? c.zh : c.en);

function forecast(city: City, days: number, lang: Lang): Record<string, unknown> {
  const rows = [];
  for (let day = 1; day <= days; day++) {
    const n = noise(`${city.key}:${day}`);
    const high = round1(city.meanC + 3 + n * 6);
    rows.push({
      day,
      condition: CONDITIONS[Math.floor(n * CONDITIONS.length)],
      high_c: high,
      low_c: round1(high - 5 - noise(`${city.key}:low:${day}`) * 4),
      rain_chance: round1(noise(`${city.key}:rain:${day}`)),
    });
  }
  return { city: cityName(city, lang), count: rows.length, forecast: rows };
}

function monthSummary(city: City, month: number): Record<string, unknown> {
  const season = -Math.cos((2 * Math.PI * (month - 1)) / 12);
  return {
    month,
    mean_c: round1(city.meanC + 12 * season),
    rain_days: Math.max(0, Math.round(8 + 6 * season + 4 * (noise(`${city.key}:m${month}`) - 0.5))),
  };
}

interface Stored {
  args: string;
  result: Record<string, unknown>;
}

/** The subscriptions of one session, keyed by idempotency key. */
export class AlertBook {
  private byKey = new Map<string, Stored>();

  get size(): number {
    return this.byKey.size;
  }

  /** The stored result of a key, a new subscription, or a conflict when the key was used differently. */
  create(
    city: City,
    alert: string,
    key: string,
    lang: Lang,
  ): { result: Record<string, unknown> } | 'conflict' {
    const args = `${city.key}|${alert}`;
    const seen = this.byKey.get(key);
    if (seen) return seen.args === args ? { result: seen.result } : 'conflict';
    const result = {
      subscription_id: `sub-${String(this.byKey.size + 1).padStart(4, '0')}`,
      city: cityName(city, lang),
      alert,
      count: this.byKey.size + 1,
    };
    this.byKey.set(key, { args, result });
    return { result };
  }
}

const MESSAGES = {
  badArgs: { zh: '参数不符合 inputSchema：', en: 'Arguments do not match the inputSchema: ' },
  unknownCity: { zh: '不认识的城市：', en: 'Unknown city: ' },
  known: { zh: '。已知城市：', en: '. Known cities: ' },
  conflict: {
    zh: '这个 idempotency_key 已经用在另一组参数上了；换一个新键，或按原参数重试。',
    en: 'This idempotency_key was already used with different arguments; make up a new key, or retry with the original arguments.',
  },
  month: { zh: '已汇编第 {n} 个月，共 {t} 个月', en: 'Month {n} of {t} summarised' },
};

function unknownCity(name: string, lang: Lang): ToolResult {
  const known = CITIES.map((c) => cityName(c, lang)).join(lang === 'zh' ? '、' : ', ');
  return toolError(MESSAGES.unknownCity[lang] + JSON.stringify(name) + MESSAGES.known[lang] + known);
}

/** Runs one demo tool. Throws only when the request is cancelled (the abort reason). */
export async function runTool(name: DemoToolName, args: unknown, ctx: ToolContext): Promise<ToolResult> {
  const check = inputCheckers.get(name) as JsonSchemaValidator<Record<string, unknown>>;
  const verdict = check(args ?? {});
  if (!verdict.valid) return toolError(MESSAGES.badArgs[ctx.lang] + verdict.errorMessage);
  const a = verdict.data;
  const city = findCity(a.city as string);
  if (!city) return unknownCity(a.city as string, ctx.lang);

  if (name === 'get_forecast') return toolSuccess(forecast(city, a.days as number, ctx.lang));

  if (name === 'create_alert_subscription') {
    const alert = a.alert as (typeof ALERT_KINDS)[number];
    const made = ctx.book.create(city, alert, a.idempotency_key as string, ctx.lang);
    return made === 'conflict' ? toolError(MESSAGES.conflict[ctx.lang]) : toolSuccess(made.result);
  }

  const months = a.months as number;
  const rows = [];
  for (let m = 1; m <= months; m++) {
    await sleep(ctx.stepMs, ctx.signal);
    rows.push(monthSummary(city, m));
    const text = MESSAGES.month[ctx.lang].replace('{n}', String(m)).replace('{t}', String(months));
    await ctx.progress?.(m, months, text);
  }
  return toolSuccess({ city: cityName(city, ctx.lang), count: rows.length, months: rows });
}
