/**
 * The catalog a host injects at session start (the metadata level of progressive disclosure), built
 * from the skills a lenient host loads, in two forms:
 * - `xml`: what the reference tooling's `to_prompt` emits: `<available_skills>`, one `<skill>` per
 *   skill with `<name>`, `<description>` and `<location>`, every tag and every value on its own line,
 *   every value (name, description and location) HTML-escaped as Python's `html.escape` does
 *   (quotes included), so a folder named with markup cannot close a tag of the catalog;
 * - `plain`: a bulleted list of `name: description`, one of the formats the client guide also accepts.
 * Token counts come from the installed counter: per skill (its own block) and for the whole text; the
 * difference is the wrapper and the joins between blocks.
 */
import type { Bilingual } from '../../i18n/index.ts';
import type { TokenCount, TokenCounter } from './token-count.ts';
import type { SkillReport } from './validate.ts';

/** In the browser there is no file system: locations are virtual paths under this root. */
export const VIRTUAL_ROOT = '/skills';

export type CatalogForm = 'xml' | 'plain';

export interface CatalogEntry {
  name: string;
  description: string;
  folder: string;
  location: string;
  /** This skill's block of the catalog text. */
  text: string;
  tokens: TokenCount;
}

export interface Catalog {
  form: CatalogForm;
  text: string;
  entries: CatalogEntry[];
  /** Tokens of the whole text; 0 when no skill loads (the client guide: omit the catalog then). */
  total: TokenCount;
  /** total − the sum of the entries: the wrapper and the joins. */
  overhead: number;
  /** No skill loads: a host following the client guide injects nothing. */
  omitted: boolean;
}

/** Python's `html.escape(s, quote=True)`. */
export function htmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The skills a lenient host lists: loaded (with or without warnings), with a name and a description. */
export function listedSkills(skills: readonly SkillReport[]): SkillReport[] {
  return skills.filter((s) => s.host !== 'skip' && s.name !== null && s.description !== null);
}

function xmlBlock(name: string, description: string, location: string): string {
  return [
    '<skill>',
    '<name>',
    htmlEscape(name),
    '</name>',
    '<description>',
    htmlEscape(description),
    '</description>',
    '<location>',
    htmlEscape(location),
    '</location>',
    '</skill>',
  ].join('\n');
}

function plainLine(name: string, description: string): string {
  return `- ${name}: ${description.replace(/\s+/g, ' ')}`;
}

export function buildCatalog(
  skills: readonly SkillReport[],
  form: CatalogForm,
  counter: TokenCounter,
): Catalog {
  const entries: CatalogEntry[] = listedSkills(skills).map((s) => {
    const name = s.name as string;
    const description = s.description as string;
    const location = `${VIRTUAL_ROOT}/${s.path}`;
    const text = form === 'xml' ? xmlBlock(name, description, location) : plainLine(name, description);
    return { name, description, folder: s.folder, location, text, tokens: counter.count(text) };
  });
  const blocks = entries.map((e) => e.text);
  const text =
    form === 'xml' ? ['<available_skills>', ...blocks, '</available_skills>'].join('\n') : blocks.join('\n');
  const omitted = entries.length === 0;
  const total = omitted ? { tokens: 0, exact: true } : counter.count(text);
  const sum = entries.reduce((n, e) => n + e.tokens.tokens, 0);
  return { form, text, entries, total, overhead: total.tokens - sum, omitted };
}

export const CATALOG_NOTES: Readonly<Record<'location' | 'omitted' | 'forms', Bilingual>> = {
  location: {
    zh: '浏览器里没有真实的文件系统，<location> 写的是文件在本实验里的虚拟路径（/skills/ 之下）；skills-ref 写的是 SKILL.md 解析后的绝对路径。',
    en: 'The browser has no real file system, so <location> holds the file’s virtual path in this lab (under /skills/); skills-ref writes the resolved absolute path of SKILL.md.',
  },
  omitted: {
    zh: '没有可加载的 Skill。skills-ref 此时输出一个空的 <available_skills> 块，客户端实现指南则建议整块省略，所以计为 0 个 token。',
    en: 'No skill can be loaded. skills-ref then prints an empty <available_skills> block; the client guide says to leave the catalog out entirely, so it counts as 0 tokens.',
  },
  forms: {
    zh: 'XML 形式与参考工具 to_prompt 的输出逐字一致；列表形式是客户端实现指南允许的另一种写法。两种都只含元数据层：name、description（和位置）。',
    en: 'The XML form matches the reference tooling’s to_prompt output character for character; the list form is another layout the client guide allows. Both hold only the metadata level: name, description (and location).',
  },
};
