// Reading the wiki's markdown without a full parser: frontmatter, headings, fenced blocks, display-math
// delimiters, links and flowchart node ids. Enough for the content checks; rendering uses unified.
import GithubSlugger from 'github-slugger';
import { splitSource } from '../content/index.ts';
import type { CodeBlock, Heading } from './types.ts';

/** What one pass over a page body finds; `prose` holds the lines outside fenced code. */
export interface ScannedBody {
  headings: Heading[];
  codeBlocks: CodeBlock[];
  /** Line of a fence the body ends inside (its block runs to the end), or null. */
  unclosedFence: number | null;
  displayMathDelimiters: number;
  prose: string[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;

/**
 * Splits off the optional breadcrumb line and the YAML frontmatter with the build's own reader
 * (`splitSource`), so the checks and the pages agree on where a page's frontmatter ends. The body is
 * the text after the closing fence (its line 1 is the line after it).
 */
export function splitFrontmatter(text: string): { yaml: string; body: string } | string {
  const split = splitSource(text);
  if (split.diagnostics.length > 0) return 'frontmatter is not closed by a --- line';
  if (split.yaml === null) {
    return text.split(/\r?\n/).some((l) => l.trim() === '---')
      ? 'more than one line before the frontmatter (only a breadcrumb line is allowed)'
      : 'no frontmatter (--- line) found';
  }
  return {
    yaml: split.yaml,
    body: split.body
      .split('\n')
      .slice(split.bodyStartLine - 1)
      .join('\n'),
  };
}

type OpenFence = { marker: string; lang: string; line: number; lines: string[] };

/** A fence's block as the fidelity harness reads it: the text between the fences, newline-terminated. */
const blockOf = (fence: OpenFence): CodeBlock => ({
  lang: fence.lang,
  code: fence.lines.join('\n') + '\n',
  line: fence.line,
});

/** Walks the markdown body once: headings and `$$` outside code, and every fenced block. */
export function scanBody(body: string): ScannedBody {
  const headings: Heading[] = [];
  const slugger = new GithubSlugger();
  const codeBlocks: CodeBlock[] = [];
  const prose: string[] = [];
  let displayMathDelimiters = 0;
  let fence: OpenFence | null = null;
  for (const [i, line] of body.split(/\r?\n/).entries()) {
    if (fence) {
      const trimmed = line.trim();
      // A fence closes with the same character, at least as many times, and nothing else on the line.
      if (trimmed.startsWith(fence.marker) && /^([`~])\1*$/.test(trimmed)) {
        codeBlocks.push(blockOf(fence));
        fence = null;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    const open = FENCE.exec(line);
    if (open?.[1]) {
      fence = { marker: open[1], lang: (open[2] ?? '').toLowerCase(), line: i + 1, lines: [] };
      continue;
    }
    prose.push(line);
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      const id = slugger.slug(headingPlainText(heading[2]));
      headings.push({ depth: heading[1].length, text: heading[2], id, line: i + 1 });
    }
    displayMathDelimiters += line.replace(/`[^`]*`/g, '').split('$$').length - 1;
  }
  const unclosed = fence as OpenFence | null;
  if (unclosed) codeBlocks.push(blockOf(unclosed));
  return { headings, codeBlocks, unclosedFence: unclosed?.line ?? null, displayMathDelimiters, prose };
}

/** Heading text as rendered (inline code, emphasis and link syntax removed), for slugging. */
export function headingPlainText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** The anchor ids of the headings: GitHub-style (github-slugger, in document order, set by `scanBody`). */
export function anchorsOf(headings: readonly Heading[]): Set<string> {
  return new Set(headings.map((h) => h.id));
}

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Link targets of markdown prose lines (inline code skipped). */
export function linkTargets(prose: readonly string[]): string[] {
  return prose.flatMap((line) => [...line.replace(/`[^`]*`/g, '').matchAll(LINK)].map((m) => m[1] ?? ''));
}

const MERMAID_KEYWORDS = new Set([
  'flowchart',
  'graph',
  'subgraph',
  'end',
  'direction',
  'TD',
  'TB',
  'BT',
  'LR',
  'RL',
]);

/** Node ids of a flowchart: labels, edge texts and style lines removed, the identifiers that remain. */
export function mermaidNodeIds(text: string): string[] {
  const ids = new Set<string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('%%') || /^(classDef|class|style|linkStyle|click)\b/.test(line))
      continue;
    const stripped = line
      .replace(/"[^"]*"/g, '')
      .replace(/\|[^|]*\|/g, '')
      .replace(/(--|==|-\.)\s+[^\n]*?\s+(-->|==>|\.->|---)/g, ' $2 ')
      .replace(/\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|(?<=\w)>[^\]]*\]/g, ' ')
      .replace(/:::\w+/g, ' ');
    for (const token of stripped.split(/[\s&;]+|-->|---|==>|-\.->|--[ox]|<-->/)) {
      const id = token.replace(/[[\](){}>]+$/, '');
      if (/^[A-Za-z_][\w-]*$/.test(id) && !MERMAID_KEYWORDS.has(id)) ids.add(id);
    }
  }
  return [...ids].sort();
}

/** A diagram must open with its accessible title and be a flowchart. */
export function mermaidProblems(block: CodeBlock): string[] {
  const lines = block.code.split('\n').filter((l) => l.trim() !== '');
  const problems: string[] = [];
  if (!/^%%\s*title:\s*\S/.test(lines[0]?.trim() ?? '')) {
    problems.push(`mermaid block at line ${block.line}: first line must be "%% title: …"`);
  }
  if (!lines.some((l) => /^\s*flowchart\s+(TD|TB|BT|LR|RL)\b/.test(l))) {
    problems.push(`mermaid block at line ${block.line}: not a flowchart`);
  }
  return problems;
}
