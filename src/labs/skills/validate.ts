/**
 * The checks of one skill: the fields as the specification states them (with the reference tooling's
 * stricter rules marked as its own), the body guidance, and the references from the body to files of
 * the folder. Each problem names its rule (rules.ts) and sits at a line and column. Beside the strict
 * verdict stands the lenient host's: what a host following the client implementation guide would do.
 */
import { msg, type Message } from '../../i18n/index.ts';
import type { FileSet, SkillFile, SkillFolder, SkillProblem } from './files.ts';
import { problemsIn } from './files.ts';
import { readSkillMd, type FieldValue, type SkillMd } from './frontmatter.ts';
import { findReferences } from './references.ts';
import { RULES } from './rules.ts';
import type { TokenCount, TokenCounter } from './token-count.ts';

export const KNOWN_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
export const NAME_MAX = 64;
export const DESCRIPTION_MAX = 1024;
export const COMPATIBILITY_MAX = 500;
export const LINES_LIMIT = 500;
export const BODY_TOKENS_LIMIT = 5000;

export interface SkillReport {
  folder: string;
  /** Path of the SKILL.md that was read ('' when the folder has none). */
  path: string;
  /** The name and description as a host records them (null when not usable text). */
  name: string | null;
  description: string | null;
  problems: SkillProblem[];
  strict: 'ok' | 'fail';
  host: 'load' | 'warn' | 'skip';
  /** The body as a host injects it: frontmatter stripped, trimmed. */
  body: string;
  bodyTokens: TokenCount;
  /** Lines of SKILL.md. */
  lines: number;
  /** Where the name value is written (for a later collision marker). */
  nameSpan: { start: number; end: number } | null;
  resources: SkillFile[];
}

/** Lines as an editor numbers them, not counting the empty line after a final line break. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  return /[\r\n]$/.test(text) ? breaks : breaks + 1;
}

/** Offset of the first character of 1-based line `n`. */
function lineStart(text: string, n: number): number {
  const re = /\r\n|\r|\n/g;
  let line = 1;
  let at = 0;
  while (line < n) {
    const m = re.exec(text);
    if (!m) break;
    at = m.index + m[0].length;
    line++;
  }
  return at;
}

const codePoints = (s: string) => [...s].length;

/** What a YAML 1.2 core-schema loader (or a YAML 1.1 one such as PyYAML) makes of a plain scalar. */
export function implicitType(text: string): Message | null {
  if (/^(?:~|null|Null|NULL|)$/.test(text)) return msg('skills.type.null');
  if (/^(?:true|True|TRUE|false|False|FALSE)$/.test(text)) return msg('skills.type.boolean');
  if (/^(?:yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$/.test(text)) return msg('skills.type.boolean11');
  if (/^[-+]?[0-9]+$/.test(text) || /^0o[0-7]+$/.test(text) || /^0x[0-9a-fA-F]+$/.test(text))
    return msg('skills.type.integer');
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(text))
    return msg('skills.type.float');
  if (/^[-+]?\.(?:inf|Inf|INF)$/.test(text) || /^\.(?:nan|NaN|NAN)$/.test(text))
    return msg('skills.type.float');
  return null;
}

/** A field's value that is not text, as a detail: a mapping or a list. */
const kindOf = (kind: 'map' | 'seq' | 'string') =>
  kind === 'map'
    ? msg('skills.d.aMapping')
    : kind === 'seq'
      ? msg('skills.d.aList')
      : msg('skills.d.aSingleValue');

const quote = (s: string) => JSON.stringify(s.length > 80 ? s.slice(0, 80) + '…' : s);

function checkFields(md: SkillMd, folder: string, at: ReturnType<typeof problemsIn>): SkillProblem[] {
  const out: SkillProblem[] = [];
  const f = md.fields;
  const missing = (rule: 'name-missing' | 'description-missing') => out.push(at(rule, 0, 3, ''));
  const onValue = (v: FieldValue) => [v.start, Math.max(v.end, v.start)] as const;
  const implicit = (v: FieldValue) => {
    const t = v.kind === 'string' && v.plain ? implicitType(v.text) : null;
    if (t)
      out.push(
        at(
          'yaml-implicit-type',
          ...onValue(v),
          msg('skills.d.readsAs', { key: v.key, value: quote(v.text), type: t }),
        ),
      );
  };

  for (const p of md.pairs)
    if (!KNOWN_FIELDS.includes(p.key)) out.push(at('field-unknown', p.keyStart, p.keyEnd, quote(p.key)));

  const name = f.get('name');
  if (!name) missing('name-missing');
  else if (name.kind !== 'string') out.push(at('name-not-string', ...onValue(name), kindOf(name.kind)));
  else if (name.text === '') out.push(at('name-empty', ...onValue(name), 'name = ""'));
  else {
    const v = name.text;
    const n = codePoints(v);
    if (n > NAME_MAX) out.push(at('name-length', ...onValue(name), msg('skills.d.characters', { n })));
    const upper = [...new Set([...v].filter((c) => c >= 'A' && c <= 'Z'))];
    if (upper.length) out.push(at('name-uppercase', ...onValue(name), `name = ${quote(v)}`));
    const other = [...new Set([...v].filter((c) => !/^[a-z0-9A-Z-]$/.test(c)))];
    if (other.length)
      out.push(
        at(
          'name-charset',
          ...onValue(name),
          msg('skills.d.notAllowed', { chars: other.map((c) => JSON.stringify(c)).join(' ') }),
        ),
      );
    if (v.startsWith('-') || v.endsWith('-')) out.push(at('name-hyphen-edge', ...onValue(name), quote(v)));
    if (v.includes('--')) out.push(at('name-hyphen-double', ...onValue(name), quote(v)));
    if (v !== folder)
      out.push(
        at(
          'name-folder-mismatch',
          ...onValue(name),
          msg('skills.d.nameAndFolder', { name: quote(v), folder: quote(folder) }),
        ),
      );
    implicit(name);
  }

  const desc = f.get('description');
  if (!desc) missing('description-missing');
  else if (desc.kind !== 'string')
    out.push(at('description-not-string', ...onValue(desc), kindOf(desc.kind)));
  else if (desc.text.trim() === '')
    out.push(at('description-empty', ...onValue(desc), msg('skills.d.onlyWhitespace')));
  else {
    const n = codePoints(desc.text);
    if (n > DESCRIPTION_MAX)
      out.push(at('description-length', ...onValue(desc), msg('skills.d.characters', { n })));
    implicit(desc);
  }

  const license = f.get('license');
  if (license && license.kind !== 'string')
    out.push(at('license-not-string', ...onValue(license), kindOf(license.kind)));
  else if (license) implicit(license);

  const compat = f.get('compatibility');
  if (compat && compat.kind !== 'string')
    out.push(at('compatibility-not-string', ...onValue(compat), kindOf(compat.kind)));
  else if (compat) {
    const n = codePoints(compat.text);
    if (n === 0 || n > COMPATIBILITY_MAX)
      out.push(at('compatibility-length', ...onValue(compat), msg('skills.d.characters', { n })));
    else implicit(compat);
  }

  const meta = f.get('metadata');
  if (meta && meta.kind !== 'map')
    out.push(
      at(
        'metadata-not-map',
        ...onValue(meta),
        meta.kind === 'string' ? `a string ${quote(meta.text)}` : 'a list',
      ),
    );
  else if (meta)
    for (const m of meta.members) {
      if (m.kind !== 'string')
        out.push(
          at(
            'metadata-value-not-string',
            ...onValue(m),
            msg('skills.d.keyValue', { key: m.key, value: kindOf(m.kind) }),
          ),
        );
      else implicit(m);
    }

  const tools = f.get('allowed-tools');
  if (tools && tools.kind !== 'string')
    out.push(at('allowed-tools-not-string', ...onValue(tools), kindOf(tools.kind)));
  else if (tools) {
    out.push(at('allowed-tools-experimental', tools.keyStart, tools.keyEnd, quote(tools.text)));
    implicit(tools);
  }
  return out;
}

const byPlace = (a: SkillProblem, b: SkillProblem) =>
  a.path === b.path ? a.start - b.start : a.path < b.path ? -1 : 1;

function verdicts(problems: readonly SkillProblem[]): Pick<SkillReport, 'strict' | 'host'> {
  const rules = problems.map((p) => RULES[p.rule]);
  const strict = rules.some((r) => r.severity === 'error') ? 'fail' : 'ok';
  const host = rules.some((r) => r.host === 'skip')
    ? 'skip'
    : rules.some((r) => r.host === 'warn')
      ? 'warn'
      : 'load';
  return { strict, host };
}

/** Checks one skill folder. Problems found at the folder level (no SKILL.md) are passed in. */
export function checkSkill(
  folder: SkillFolder,
  set: FileSet,
  counter: TokenCounter,
  folderProblems: readonly SkillProblem[],
): SkillReport {
  const md = folder.skillMd;
  const empty: SkillReport = {
    folder: folder.folder,
    path: md?.path ?? '',
    name: null,
    description: null,
    problems: [...folderProblems],
    strict: 'fail',
    host: 'skip',
    body: '',
    bodyTokens: { tokens: 0, exact: true },
    lines: md ? countLines(md.text) : 0,
    nameSpan: null,
    resources: folder.resources,
  };
  if (!md) return { ...empty, ...verdicts(empty.problems) };
  const at = problemsIn(md.path, md.text, folder.folder);
  const read = readSkillMd(md.path, md.text, folder.folder);
  const problems = [...folderProblems, ...read.problems];
  if (!read.skill) return { ...empty, problems, ...verdicts(problems) };
  const skill = read.skill;
  problems.push(...checkFields(skill, folder.folder, at));

  if (empty.lines >= LINES_LIMIT) {
    const s = lineStart(md.text, LINES_LIMIT);
    problems.push(at('body-lines', s, s, msg('skills.d.lines', { n: empty.lines })));
  }
  const body = skill.body.trim();
  const bodyTokens = counter.count(body);
  const bodyAt = skill.bodyStart + (skill.body.length - skill.body.trimStart().length);
  if (bodyTokens.tokens >= BODY_TOKENS_LIMIT) {
    const how =
      counter.encoding === 'o200k_base'
        ? bodyTokens.exact
          ? msg('skills.d.exact')
          : msg('skills.d.approximate')
        : msg('skills.d.estimate');
    problems.push(at('body-tokens', bodyAt, bodyAt, msg('skills.d.tokens', { n: bodyTokens.tokens, how })));
  }
  if (body === '')
    problems.push(at('body-empty', skill.bodyStart, skill.bodyStart, msg('skills.d.bodyEmpty')));
  problems.push(...findReferences(folder, skill, set, at));

  const name = skill.fields.get('name');
  const desc = skill.fields.get('description');
  problems.sort(byPlace);
  return {
    ...empty,
    name: name?.kind === 'string' && name.text !== '' ? name.text.trim() : null,
    description: desc?.kind === 'string' && desc.text.trim() !== '' ? desc.text.trim() : null,
    nameSpan: name ? { start: name.start, end: name.end } : null,
    problems,
    ...verdicts(problems),
    body,
    bodyTokens,
  };
}

/** Marks every later skill that reuses an earlier one's name: a host keeps the first and skips it. */
export function markDuplicateNames(skills: SkillReport[], set: FileSet): SkillReport[] {
  const seen = new Set<string>();
  return skills.map((s) => {
    if (s.name === null || s.host === 'skip') return s;
    if (!seen.has(s.name)) {
      seen.add(s.name);
      return s;
    }
    const at = problemsIn(s.path, set.byPath.get(s.path)?.text ?? '', s.folder);
    const span = s.nameSpan ?? { start: 0, end: 0 };
    const problems = [...s.problems, at('name-duplicate', span.start, span.end, JSON.stringify(s.name))];
    return { ...s, problems, ...verdicts(problems) };
  });
}
