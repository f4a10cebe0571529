// Checks every authored page, practice file and claims file under content/ against content/README.md.
// It reads whatever is there, so pages other authors add are checked the same way as ours.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  linkTargets,
  mermaidNodeIds,
  mermaidProblems,
  scanBody,
  splitFrontmatter,
} from './markdown.ts';
import { isRecord } from '../json/index.ts';
import { jsonBlockProblems, mcpProblems } from './mcp-shapes.ts';
import { formatAjvErrors, requiredSections, validateClaimsFile, validateFrontmatter } from './schemas.ts';
import type { ClaimsFile, CodeBlock, PageFrontmatter, PageKind, WikiPage } from './types.ts';
import { isLabSlug } from '../labs/index.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT = join(ROOT, 'content');
const WIKI = join(CONTENT, 'wiki');

// ---------------------------------------------------------------- reading

function listFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith(suffix))
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

interface LoadedPage extends WikiPage {
  readError?: string;
  prose: string[];
}

function readPage(path: string): LoadedPage {
  const text = readFileSync(path, 'utf8');
  const wikiPath = relative(WIKI, path).split('\\').join('/');
  const lang = path.endsWith('.en.md') ? 'en' : 'zh';
  const base = { file: relative(ROOT, path), wikiPath, lang } as const;
  const split = splitFrontmatter(text);
  if (typeof split === 'string') {
    return {
      ...base,
      frontmatter: null,
      body: '',
      headings: [],
      codeBlocks: [],
      unclosedFence: null,
      displayMathDelimiters: 0,
      prose: [],
      readError: split,
    };
  }
  let frontmatter: unknown = null;
  let readError: string | undefined;
  try {
    frontmatter = parseYaml(split.yaml);
  } catch (e) {
    readError = `frontmatter is not valid YAML: ${(e as Error).message}`;
  }
  return {
    ...base,
    frontmatter,
    body: split.body,
    ...scanBody(split.body),
    ...(readError ? { readError } : {}),
  };
}

/** A JSON file's value, or the parse error as a string so one broken file fails one test, not the suite. */
function readJson(path: string): { data: unknown; parseError?: string } {
  try {
    return { data: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (e) {
    return { data: null, parseError: `not valid JSON: ${(e as Error).message}` };
  }
}

const pages = listFiles(WIKI, '.md').map(readPage);
const pageByWikiPath = new Map(pages.map((p) => [p.wikiPath, p]));

const practiceFiles = new Map<string, { file: string; data: unknown; parseError?: string }>(
  listFiles(join(CONTENT, 'practice'), '.json').map((f) => [
    posix.basename(f, '.json'),
    { file: relative(ROOT, f), ...readJson(f) },
  ]),
);

const claimFiles = listFiles(join(CONTENT, 'claims'), '.json').map((f) => ({
  file: relative(ROOT, f),
  ...readJson(f),
}));

/** All claim files merged into one map, remembering which file each id came from. */
const claims = new Map<string, { file: string; claim: ClaimsFile[string] }>();
const duplicateClaims: string[] = [];
for (const { file, data } of claimFiles) {
  if (!validateClaimsFile(data)) continue;
  for (const [id, claim] of Object.entries(data)) {
    const seen = claims.get(id);
    if (seen) duplicateClaims.push(`${id} is defined in both ${seen.file} and ${file}`);
    else claims.set(id, { file, claim });
  }
}

function frontmatterOf(page: LoadedPage): PageFrontmatter | null {
  return validateFrontmatter(page.frontmatter) ? page.frontmatter : null;
}

function kindOf(page: LoadedPage): PageKind {
  return frontmatterOf(page)?.kind ?? 'topic';
}

function h2Titles(page: WikiPage): string[] {
  return page.headings.filter((h) => h.depth === 2).map((h) => h.text);
}

/** Top-level list items (`1. ` or `- `) of the page's practice section. */
function practiceListItems(page: WikiPage): number {
  const title = page.lang === 'zh' ? '实践任务' : 'Practice';
  let inside = false;
  let items = 0;
  for (const line of page.body.split('\n')) {
    if (/^## /.test(line)) inside = line.slice(3).trim() === title;
    else if (inside && /^(?:\d+\.|-) /.test(line)) items++;
  }
  return items;
}

function mermaidBlocks(page: WikiPage): CodeBlock[] {
  return page.codeBlocks.filter((b) => b.lang === 'mermaid');
}

/** Links must name known labs, the page's own language, and anchors that exist in existing pages. */
function linkProblems(page: LoadedPage): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(page.prose)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    if (target.startsWith('/')) {
      const lab = /^\/labs\/([^/#?]+)/.exec(target)?.[1];
      if (lab !== undefined && !isLabSlug(lab)) problems.push(`unknown lab link ${target}`);
      continue;
    }
    const [pathPart = '', anchor] = target.split('#', 2);
    const targetPath =
      pathPart === '' ? page.wikiPath : posix.normalize(posix.join(posix.dirname(page.wikiPath), pathPart));
    if (pathPart.endsWith('.md')) {
      const isEnTarget = pathPart.endsWith('.en.md');
      if (page.lang === 'en' && !isEnTarget) problems.push(`English page links the zh page ${target}`);
      if (page.lang === 'zh' && isEnTarget) problems.push(`zh page links the English page ${target}`);
    }
    const linked = pageByWikiPath.get(targetPath);
    // A page that does not exist yet may land later; an anchor into an existing page must resolve now.
    if (linked && anchor && !anchorsOf(linked.headings).has(decodeURIComponent(anchor))) {
      problems.push(`anchor #${anchor} not found in ${linked.file}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------- tests

describe('content/', () => {
  it('has wiki pages to check', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it('defines every claim id once', () => {
    expect(duplicateClaims).toEqual([]);
  });
});

for (const { file, data, parseError } of claimFiles) {
  describe(file, () => {
    it('matches the claims format', () => {
      if (parseError) expect.fail(parseError);
      const ok = validateClaimsFile(data);
      expect(ok ? [] : formatAjvErrors(validateClaimsFile)).toEqual([]);
    });
  });
}

for (const page of pages) {
  describe(page.file, () => {
    it('has valid frontmatter and exactly one h1', () => {
      const problems: string[] = page.readError ? [page.readError] : [];
      if (!page.readError && !validateFrontmatter(page.frontmatter))
        problems.push(...formatAjvErrors(validateFrontmatter));
      const h1 = page.headings.filter((h) => h.depth === 1).length;
      if (h1 !== 1) problems.push(`${h1} h1 headings (need exactly 1)`);
      expect(problems).toEqual([]);
    });

    it('has the required h2 sections in order', () => {
      const titles = h2Titles(page);
      const required = requiredSections(kindOf(page), page.lang);
      let from = 0;
      const missing: string[] = [];
      for (const title of required) {
        const at = titles.indexOf(title, from);
        if (at < 0) missing.push(title);
        else from = at + 1;
      }
      expect(missing, `h2 sections found: ${titles.join(' | ')}`).toEqual([]);
    });

    it('has a practice file with at least 2 tasks', () => {
      const id = frontmatterOf(page)?.id;
      expect(id, 'frontmatter id').toBeDefined();
      const practice = practiceFiles.get(id ?? '');
      expect(practice, `content/practice/${id}.json`).toBeDefined();
      const data = practice?.data;
      const tasks: unknown[] = isRecord(data) && Array.isArray(data.tasks) ? data.tasks : [];
      expect(tasks.length).toBeGreaterThanOrEqual(2);
    });

    it('lists its practice tasks one to one, when its practice section lists them', () => {
      const data = practiceFiles.get(frontmatterOf(page)?.id ?? '')?.data;
      const tasks: unknown[] = isRecord(data) && Array.isArray(data.tasks) ? data.tasks : [];
      const items = practiceListItems(page);
      // index and module pages point to their practice panel without listing it
      if (items > 0)
        expect(items, 'items of the practice list vs tasks in the practice file').toBe(tasks.length);
    });

    it('uses only claim ids that have an entry with sources', () => {
      const ids = frontmatterOf(page)?.claim_ids ?? [];
      const problems = ids.flatMap((id) => {
        const entry = claims.get(id);
        if (!entry) return [`claim ${id} has no entry in content/claims/*.json`];
        return entry.claim.sources.length === 0 ? [`claim ${id} has no sources`] : [];
      });
      expect(problems).toEqual([]);
    });

    it('has titled flowcharts, valid MCP JSON examples and resolvable links', () => {
      const problems = [
        ...mermaidBlocks(page).flatMap(mermaidProblems),
        ...page.codeBlocks.filter((b) => b.lang === 'json').flatMap(jsonBlockProblems),
        ...(page.unclosedFence === null ? [] : [`code fence at line ${page.unclosedFence} is not closed`]),
        ...linkProblems(page),
      ];
      expect(problems).toEqual([]);
    });
  });
}

const zhPages = pages.filter((p) => p.lang === 'zh');
const enPages = pages.filter((p) => p.lang === 'en');

for (const zh of zhPages) {
  describe(`${zh.file} and its English counterpart`, () => {
    const enPath = zh.wikiPath.replace(/\.md$/, '.en.md');
    const en = pageByWikiPath.get(enPath);

    it('has an English counterpart with the same id and kind', () => {
      expect(en, `content/wiki/${enPath}`).toBeDefined();
      if (!en) return;
      expect(frontmatterOf(en)?.id).toBe(frontmatterOf(zh)?.id);
      expect(kindOf(en)).toBe(kindOf(zh));
    });

    it('has the same number of h2 sections, diagrams and display-math delimiters', () => {
      if (!en) return;
      const count = (p: WikiPage) => ({
        h2: h2Titles(p).length,
        mermaid: mermaidBlocks(p).length,
        displayMath: p.displayMathDelimiters,
      });
      expect(count(en)).toEqual(count(zh));
    });

    it('uses the same mermaid node ids in both languages', () => {
      if (!en) return;
      const ids = (p: WikiPage) => mermaidBlocks(p).map((b) => mermaidNodeIds(b.code));
      expect(ids(en)).toEqual(ids(zh));
    });
  });
}

for (const en of enPages) {
  describe(en.file, () => {
    it('has a zh counterpart', () => {
      const zhPath = en.wikiPath.replace(/\.en\.md$/, '.md');
      expect(pageByWikiPath.get(zhPath), `content/wiki/${zhPath}`).toBeDefined();
    });
  });
}

// The checks above must also reject what they claim to reject; a few hand-made cases keep them honest.
describe('the checks themselves', () => {
  it('rejects MCP messages that break the official shapes', () => {
    expect(
      mcpProblems({ jsonrpc: '2.0', id: 'req-1', result: { content: [] }, error: { code: 1, message: 'x' } }),
    ).not.toEqual([]);
    expect(mcpProblems({ jsonrpc: '2.0', id: 'req-1', result: { content: [{ type: 'text' }] } })).not.toEqual(
      [],
    );
    expect(mcpProblems({ jsonrpc: '2.0', id: 'req-1', method: 'tools/call', params: {} })).not.toEqual([]);
    expect(mcpProblems({ name: 'get_forecast', inputSchema: { type: 'array' } })).not.toEqual([]);
  });

  it('accepts valid MCP messages and ignores other JSON', () => {
    const call = {
      jsonrpc: '2.0',
      id: 'req-1',
      method: 'tools/call',
      params: { name: 'get_forecast', arguments: { days: 2 } },
    };
    expect(mcpProblems(call)).toEqual([]);
    expect(mcpProblems({ jsonrpc: '2.0', id: 'req-1', result: { content: [], isError: true } })).toEqual([]);
    expect(mcpProblems({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' })).toEqual([]);
    expect(mcpProblems({ catalog: {}, budget: 3 })).toEqual([]);
  });

  it('finds the same node ids whatever the label language', () => {
    const zh =
      '%% title: 例\nflowchart TD\n  a["开始"] --> b{"通过？"}\n  b -- 否 --> c["停止"]\n  b -- "是" --> d';
    const en =
      '%% title: e.g.\nflowchart TD\n  a["Start"] --> b{"Pass?"}\n  b -- No --> c["Stop"]\n  b -- "Yes" --> d';
    expect(mermaidNodeIds(zh)).toEqual(['a', 'b', 'c', 'd']);
    expect(mermaidNodeIds(en)).toEqual(mermaidNodeIds(zh));
  });
});
