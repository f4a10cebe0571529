/**
 * The checks a security scanner runs on a tool list (hidden text, look-alike names, switches that hide
 * writes, free-text payloads, descriptions that steer other tools), plus the reading of a multiplexed
 * tool that the interface rules share. One function per rule id of rules-security.ts; none throws.
 */
import type { JsonPath, JsonValue } from '../../json/index.ts';
import { msg } from '../../i18n/index.ts';
import { f, perTool, type Check, type Finding } from './finding.ts';
import type { ToolRef } from './input.ts';
import { injectionMatches } from './injection.ts';
import { boolAt, descriptions, has, member, params, stringAt, typeSet } from './schema-walk.ts';
import { operationClass, skeleton, writeWordIn } from './text-signals.ts';
import { ACTION_PARAMS, isVerb, MULTIPLEX_PREFIXES, nameWords } from './vocabulary.ts';

/** Tools many hosts carry that a poisoned description likes to enlist or impersonate. */
export const HOST_TOOLS: ReadonlySet<string> = new Set([
  'http_fetch',
  'web_fetch',
  'fetch_url',
  'http_request',
  'send_email',
  'send_mail',
  'send_message',
  'run_shell',
  'run_command',
  'execute_command',
  'read_file',
  'write_file',
]);

export interface Multiplex {
  /** The top-level parameter that picks the operation, when there is one. */
  switch: { name: string; path: JsonPath; values: string[] } | null;
  /** The name is a catch-all (`manage_*`, `do_*`, `handle_*`). */
  byName: string | null;
  /** Operations that write, with the evidence (`create`, or a description word, or the annotations). */
  writes: string[];
}

/** How one tool packs several operations, or null when it does not. */
export function multiplexOf(t: ToolRef): Multiplex | null {
  const first = nameWords(t.name ?? '')[0] ?? '';
  const byName = MULTIPLEX_PREFIXES.has(first) ? first : null;
  let sw: Multiplex['switch'] = null;
  for (const p of params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])) {
    if (p.depth !== 0) continue;
    const key = p.name.toLowerCase().replace(/[_-]/g, '');
    const en = member(p.schema, 'enum');
    const values =
      en?.kind === 'array' ? en.items.flatMap((x) => (x.kind === 'string' ? [x.value] : [])) : [];
    const verbs = values.filter((v) => isVerb(nameWords(v)[0] ?? ''));
    if (ACTION_PARAMS.has(key) || ((key === 'mode' || key === 'type') && verbs.length >= 2)) {
      sw = { name: p.name, path: p.path, values };
      break;
    }
  }
  if (!sw && !byName) return null;
  let writes = (sw?.values ?? []).filter((v) => operationClass(v) !== 'read');
  if (writes.length === 0 && !(sw && sw.values.length > 0)) {
    // No list of operations to read: the description and the annotations are the evidence.
    const word = writeWordIn(stringAt(t.node, 'description') ?? '');
    if (word) writes = [word];
    else if (boolAt(member(t.node, 'annotations'), 'readOnlyHint') !== true) writes = ['readOnlyHint ≠ true'];
  }
  return { switch: sw, byName, writes };
}

const STRING_PAYLOAD =
  /^(?:payload|data|body|params|parameters|json|args|arguments|input|request|raw|options|config)$/i;
const JSON_WORDS = /\bjson\b|json\s*字符串|序列化/i;
const bounded = (s: JsonValue) => ['maxLength', 'pattern', 'enum', 'const', 'format'].some((k) => has(s, k));

/** Every string the model or a reviewer reads in a tool: names, titles, descriptions, enum values. */
function texts(t: ToolRef): { text: string; path: JsonPath }[] {
  const out: { text: string; path: JsonPath }[] = [];
  for (const k of ['name', 'title']) {
    const v = stringAt(t.node, k);
    if (v !== null) out.push({ text: v, path: [...t.path, k] });
  }
  out.push(...descriptions(t.node, t.path));
  for (const p of params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])) {
    out.push({ text: p.name, path: p.path });
    const en = member(p.schema, 'enum');
    if (en?.kind === 'array')
      en.items.forEach(
        (x, i) => x.kind === 'string' && out.push({ text: x.value, path: [...p.path, 'enum', i] }),
      );
  }
  return out;
}

/** Sentences that steer another tool: avoid it, replace it, or change what it does when called. */
function steers(text: string, other: string): string | null {
  const n = other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = [
    new RegExp(
      `\\b(?:do not|don't|never|avoid|stop)\\s+(?:use|using|call|calling|invoke|invoking|trust)\\s+(?:the\\s+)?\`?${n}\\b`,
      'i',
    ),
    new RegExp(
      `\\b(?:instead of|rather than|in place of|replaces?|supersedes?|overrides?)\\s+(?:the\\s+)?\`?${n}\\b`,
      'i',
    ),
    new RegExp(
      `\\b(?:when|whenever|before|after|each time)\\s+(?:you\\s+)?(?:call|calling|use|using|invoke|invoking|run|running)\\s+\`?${n}\\b`,
      'i',
    ),
    new RegExp(`\\b${n}\`?\\s+(?:is|has been)\\s+(?:deprecated|broken|unsafe|disabled|obsolete)`, 'i'),
    new RegExp(`\\b(?:calls to|every call to)\\s+\`?${n}\\b`, 'i'),
    new RegExp(`(?:不要|别|切勿|禁止|不得|不能)(?:再)?(?:使用|调用|用)\\s*\`?${n}`, 'i'),
    new RegExp(`(?:代替|取代|替代|替换)\\s*\`?${n}`, 'i'),
    new RegExp(`(?:调用|使用|用)\\s*\`?${n}\`?\\s*(?:时|前|后|之前|之后)`, 'i'),
    new RegExp(`${n}\`?\\s*(?:已|已经)?(?:废弃|停用|不可用|有问题)`, 'i'),
  ];
  for (const p of patterns) {
    const m = text.match(p);
    if (m) return m[0];
  }
  return null;
}

export const SECURITY_CHECKS: Readonly<Record<string, Check>> = {
  'hidden-text': perTool((t) =>
    texts(t).flatMap((x) =>
      injectionMatches(x.text)
        .filter((m) => m.rule === 'hidden-text')
        .slice(0, 1)
        .map((m) => f('hidden-text', t, x.path, msg('finding.hidden-text', { match: m.match }))),
    ),
  ),

  'homoglyph-name': (input) => {
    const names = input.tools.map((t) => t.name).filter((n): n is string => n !== null);
    return input.tools.flatMap((t): Finding[] => {
      if (t.name === null) return [];
      const me = skeleton(t.name);
      const twins = [...names, ...HOST_TOOLS].filter((o) => o !== t.name && skeleton(o) === me);
      // Of two look-alikes in one list the one that is not plain ASCII is the impostor; if both are
      // ASCII, the later one. A look-alike of a well-known host tool is reported on itself.
      const odd = (n: string) => !/^[\x20-\x7e]*$/.test(n);
      const at = names.indexOf(t.name);
      const real = twins.find(
        (o) => odd(t.name as string) || !names.includes(o) || (!odd(o) && names.indexOf(o) < at),
      );
      return real
        ? [f('homoglyph-name', t, [...t.path, 'name'], msg('finding.homoglyph-name', { name: t.name, real }))]
        : [];
    });
  },

  'multiplexed-write': perTool((t) => {
    const m = multiplexOf(t);
    if (!m || m.writes.length === 0) return [];
    const at = m.switch?.path ?? [...t.path, 'name'];
    const how = m.switch
      ? msg('finding.how.parameter', { name: m.switch.name })
      : msg('finding.how.name', { prefix: m.byName ?? '' });
    const writes = { zh: m.writes.join('、'), en: m.writes.join(', ') };
    return [f('multiplexed-write', t, at, msg('finding.multiplexed-write', { how, writes }))];
  }),

  'free-text-payload': perTool((t) =>
    params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema']).flatMap((p) => {
      const types = typeSet(p.schema);
      if (!types || types.size !== 1 || !types.has('string')) return [];
      const d = stringAt(p.schema, 'description') ?? '';
      const hit =
        STRING_PAYLOAD.test(p.name) ||
        (p.name.toLowerCase() === 'query' && !bounded(p.schema)) ||
        JSON_WORDS.test(d);
      return hit
        ? [f('free-text-payload', t, p.path, msg('finding.free-text-payload', { name: p.name }))]
        : [];
    }),
  ),

  'description-shadowing': (input) => {
    const others = [...new Set([...input.tools.map((o) => o.name ?? ''), ...HOST_TOOLS])].filter(
      (n) => n.length >= 3,
    );
    return input.tools.flatMap((t) =>
      descriptions(t.node, t.path).flatMap((d) =>
        others
          .filter((o) => o !== t.name)
          .flatMap((o) => {
            const said = steers(d.text, o);
            return said
              ? [f('description-shadowing', t, d.path, msg('finding.description-shadowing', { o, said }))]
              : [];
          }),
      ),
    );
  },
};
