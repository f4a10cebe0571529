/**
 * Reading a SKILL.md the way the specification describes it: a `---` line, YAML frontmatter, a closing
 * `---` line, then the Markdown body. The YAML is read strictyaml-style, like the reference tooling
 * (skills-ref uses strictyaml): every scalar is a string (the `failsafe` schema), and anchors, aliases,
 * tags, flow style and duplicate keys are refused with their position. When the YAML does not parse and
 * the cause is an unquoted value containing ": ", the fallback the client guide suggests (quote the value
 * and retry) is tried, so the lenient host's verdict can be shown beside the strict one.
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, visit, type Document, type Node } from 'yaml';
import { msg, type Message } from '../../i18n/index.ts';
import { problemsIn, type SkillProblem } from './files.ts';

export const MAX_FRONTMATTER_CHARS = 32_000;
/** Per rule and file: a pasted wall of anchors should give a readable list, not thousands of markers. */
const MAX_SAME_RULE = 10;

export interface FieldValue {
  key: string;
  /** File offsets of the key. */
  keyStart: number;
  keyEnd: number;
  kind: 'string' | 'map' | 'seq';
  /** The string value (strings only; '' for an empty value). */
  text: string;
  /** File offsets of the value (an empty value sits just after the colon). */
  start: number;
  end: number;
  /** Written without quotes or block indicator. */
  plain: boolean;
  /** Mapping members (kind 'map'), in source order. */
  members: FieldValue[];
}

export interface SkillMd {
  /** Top-level fields in source order, duplicates included. */
  pairs: FieldValue[];
  /** The effective fields: the last of a duplicate wins, as in most YAML loaders. */
  fields: Map<string, FieldValue>;
  body: string;
  bodyStart: number;
  /** The YAML only parsed after the client guide's quoting fallback. */
  usedFallback: boolean;
}

export interface SkillMdRead {
  problems: SkillProblem[];
  /** Absent when the frontmatter or its YAML could not be read at all. */
  skill?: SkillMd;
}

type Split =
  | { ok: true; fmStart: number; fmEnd: number; bodyStart: number }
  | { ok: false; rule: 'frontmatter-missing' | 'frontmatter-unclosed'; end: number; detail: Message };

const isFence = (line: string) => line.replace(/[ \t]+$/, '') === '---';

export function splitFrontmatter(text: string): Split {
  const breaks = /\r\n|\r|\n/g;
  const first = breaks.exec(text);
  const firstLine = text.slice(0, first ? first.index : text.length);
  if (!isFence(firstLine)) {
    const detail =
      text === ''
        ? msg('skills.d.fileEmpty')
        : text.startsWith('\ufeff')
          ? msg('skills.d.byteOrderMark')
          : msg('skills.d.firstLine', { line: JSON.stringify(firstLine.slice(0, 40)) });
    return { ok: false, rule: 'frontmatter-missing', end: Math.min(firstLine.length, 3), detail };
  }
  if (!first)
    return { ok: false, rule: 'frontmatter-unclosed', end: 3, detail: msg('skills.d.endsAfterFence') };
  const fmStart = first.index + first[0].length;
  let lineStart = fmStart;
  for (;;) {
    const m = breaks.exec(text);
    const lineEnd = m ? m.index : text.length;
    if (isFence(text.slice(lineStart, lineEnd)))
      return { ok: true, fmStart, fmEnd: lineStart, bodyStart: m ? m.index + m[0].length : text.length };
    if (!m)
      return { ok: false, rule: 'frontmatter-unclosed', end: 3, detail: msg('skills.d.noClosingFence') };
    lineStart = m.index + m[0].length;
  }
}

interface Fallback {
  text: string;
  /** Quoted values: where they start in both texts and how long they were before and after. */
  edits: { at: number; atNew: number; oldLen: number; newLen: number }[];
}

/** The client guide's fallback: quote top-level values that contain ": " (or end with a colon). */
export function quoteColonValues(yamlText: string): Fallback {
  const edits: Fallback['edits'] = [];
  const out: string[] = [];
  let shift = 0;
  const re = /([^\r\n]*)(\r\n|\r|\n|$)/g;
  let offset = 0;
  for (;;) {
    const m = re.exec(yamlText);
    if (!m || (m[0] === '' && offset >= yamlText.length)) break;
    const line = m[1]!;
    const kv = /^([^\s#'"?:\-[\]{}][^:]*?):[ \t]+(.*?)[ \t]*$/.exec(line);
    const value = kv?.[2] ?? '';
    if (kv && !/^["'|>[{&*!#]/.test(value) && (value.includes(': ') || value.endsWith(':'))) {
      const quoted = JSON.stringify(value);
      const trailing = line.length - line.replace(/[ \t]+$/, '').length;
      const inLine = line.length - trailing - value.length;
      edits.push({
        at: offset + inLine,
        atNew: offset + inLine + shift,
        oldLen: value.length,
        newLen: quoted.length,
      });
      out.push(line.slice(0, inLine) + quoted + line.slice(inLine + value.length) + m[2]);
      shift += quoted.length - value.length;
    } else out.push(m[0]);
    offset += m[0].length;
    if (m[2] === '') break;
  }
  return { text: out.join(''), edits };
}

/** Maps an offset in the fallback text back to the original text. */
function mapBack(fb: Fallback | null, p: number): number {
  if (!fb) return p;
  let delta = 0;
  for (const e of fb.edits) {
    if (p < e.atNew) break;
    if (p < e.atNew + e.newLen) return e.at + Math.min(e.oldLen, Math.max(0, p - e.atNew - 1));
    delta += e.newLen - e.oldLen;
  }
  return p - delta;
}

export function readSkillMd(path: string, text: string, folder: string): SkillMdRead {
  const at = problemsIn(path, text, folder);
  const problems: SkillProblem[] = [];
  const counts = new Map<string, number>();
  const add = (p: SkillProblem) => {
    const n = counts.get(p.rule) ?? 0;
    counts.set(p.rule, n + 1);
    if (n < MAX_SAME_RULE) problems.push(p);
  };
  const split = splitFrontmatter(text);
  if (!split.ok) return { problems: [at(split.rule, 0, split.end, split.detail)] };
  const { fmStart, fmEnd, bodyStart } = split;
  const yamlText = text.slice(fmStart, fmEnd);
  if (yamlText.length > MAX_FRONTMATTER_CHARS)
    return {
      problems: [at('frontmatter-too-large', 0, 3, msg('skills.d.characters', { n: yamlText.length }))],
    };
  const dashes = yamlText.indexOf('---');
  if (dashes >= 0)
    add(at('dashes-in-frontmatter', fmStart + dashes, fmStart + dashes + 3, msg('skills.d.threeHyphens')));

  const options = { schema: 'failsafe', uniqueKeys: false, prettyErrors: false } as const;
  let doc: Document.Parsed = parseDocument(yamlText, options);
  let fallback: Fallback | null = null;
  if (doc.errors.length > 0) {
    const fb = quoteColonValues(yamlText);
    const retry = fb.edits.length > 0 ? parseDocument(fb.text, options) : null;
    if (!retry || retry.errors.length > 0) {
      for (const e of doc.errors.slice(0, 3)) {
        const [s, en] = e.pos;
        add(
          at(
            'yaml-syntax',
            fmStart + s,
            fmStart + Math.max(s, en),
            msg('skills.d.yaml', { detail: e.message.split('\n')[0] ?? e.code }),
          ),
        );
      }
      return { problems };
    }
    doc = retry;
    fallback = fb;
    for (const e of fb.edits)
      add(
        at(
          'yaml-colon-value',
          fmStart + e.at,
          fmStart + e.at + e.oldLen,
          msg('skills.d.colonInValue', { colon: '": "' }),
        ),
      );
  }
  const src = fallback ? fallback.text : yamlText;
  const pos = (p: number) => fmStart + mapBack(fallback, p);
  const markerAt = (marker: string, node: Node) => {
    // Anchors and tags are written before the node's own range, on the same line: walk back over the
    // tokens in front of the value until one starts with the marker.
    const start = node.range?.[0] ?? 0;
    let i = start;
    for (let tokens = 0; tokens < 3; tokens++) {
      while (i > 0 && (src[i - 1] === ' ' || src[i - 1] === '\t')) i--;
      let j = i;
      while (j > 0 && !/[\s]/.test(src[j - 1]!)) j--;
      if (j === i) break;
      if (src[j] === marker) return j;
      i = j;
    }
    return start;
  };
  // Aliases resolve to the latest anchor of that name before them (YAML's rule), collected in one pass.
  const anchors = new Map<string, Node>();
  const aliasTarget = new Map<unknown, Node | undefined>();

  visit(doc, (_key, node) => {
    if (isAlias(node)) {
      aliasTarget.set(node, anchors.get(node.source));
      const [s, e] = node.range ?? [0, 0];
      add(at('yaml-anchor-alias', pos(s), pos(e), msg('skills.d.alias', { name: node.source })));
      return;
    }
    if (!isScalar(node) && !isMap(node) && !isSeq(node)) return;
    const [s, e] = node.range ?? [0, 0];
    if (node.anchor) {
      anchors.set(node.anchor, node);
      const i = markerAt('&', node);
      add(
        at(
          'yaml-anchor-alias',
          pos(i),
          pos(i + 1 + node.anchor.length),
          msg('skills.d.anchor', { name: node.anchor }),
        ),
      );
    }
    if (node.tag) {
      const i = markerAt('!', node);
      add(at('yaml-tag', pos(i), pos(s), msg('skills.d.tag', { tag: node.tag })));
    }
    if ((isMap(node) || isSeq(node)) && node.flow)
      add(at('yaml-flow-style', pos(s), pos(Math.min(e, s + 1)), isMap(node) ? '{…}' : '[…]'));
  });

  const root = doc.contents;
  if (!isMap(root)) {
    const what =
      root === null
        ? msg('skills.d.frontmatterEmpty')
        : isSeq(root)
          ? msg('skills.d.aList')
          : msg('skills.d.aSingleValue');
    const [s, e] = root?.range ?? [0, 0];
    add(at('yaml-not-mapping', root ? pos(s) : 0, root ? pos(e) : 3, what));
    return { problems };
  }

  const toField = (
    key: string,
    keyStart: number,
    keyEnd: number,
    raw: unknown,
    after: number,
  ): FieldValue => {
    const node = isAlias(raw) ? aliasTarget.get(raw) : raw;
    const base = { key, keyStart, keyEnd, members: [] as FieldValue[] };
    if (isMap(node) || isSeq(node)) {
      const [s, e] = node.range ?? [after, after];
      const field: FieldValue = {
        ...base,
        kind: isMap(node) ? 'map' : 'seq',
        text: '',
        start: pos(s),
        end: pos(e),
        plain: false,
      };
      if (isMap(node))
        for (const p of node.items) {
          if (!isScalar(p.key)) continue;
          const [ks, ke] = p.key.range ?? [s, s];
          field.members.push(toField(String(p.key.value ?? ''), pos(ks), pos(ke), p.value, ke));
        }
      return field;
    }
    const scalar = isScalar(node) ? node : null;
    const [s, e] = scalar?.range ?? [after, after];
    return {
      ...base,
      kind: 'string',
      text: scalar?.value == null ? '' : String(scalar.value),
      start: pos(s),
      end: pos(e),
      plain: !scalar || scalar.type === 'PLAIN',
    };
  };

  const pairs: FieldValue[] = [];
  const fields = new Map<string, FieldValue>();
  for (const pair of root.items) {
    const k = pair.key;
    if (!isScalar(k)) {
      const [s, e] = (k as Node | null)?.range ?? [0, 0];
      add(at('yaml-key', pos(s), pos(e), msg('skills.d.keyNotPlain')));
      continue;
    }
    const key = String(k.value ?? '');
    const [ks, ke] = k.range ?? [0, 0];
    if (fields.has(key)) add(at('yaml-duplicate-key', pos(ks), pos(ke), JSON.stringify(key)));
    const field = toField(key, pos(ks), pos(ke), pair.value, ke + 1);
    pairs.push(field);
    fields.set(key, field);
  }
  const body = text.slice(bodyStart);
  return { problems, skill: { pairs, fields, body, bodyStart, usedFallback: fallback !== null } };
}
