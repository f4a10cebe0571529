// npm run check:content [PATH…]
// Checks wiki pages with the same pipeline the app renders them with. PATH is a folder of .md pages in
// any layout (default: content/wiki). Claims come from a claims/ folder of .json files (one per page
// id, as content/claims/ is) or a single claims.json, inside the folder or beside it. Prints
// `file:line:column severity message [rule]` per diagnostic, then a summary line; prints nothing for a
// clean wiki. Exits 1 on any error.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { buildWiki, type ClaimsFile } from '../../src/content/index.ts';
import { checkLabContentOnDisk } from './lab-content-files.ts';
import { checkPageExamples, checkPageMaps } from '../../src/page-labs/index.ts';
import { mermaidNodeIds } from '../../src/content-checks/markdown.ts';
import { msg, t, type Message } from '../../src/i18n/index.ts';
import { formatDiagnostic, type FileDiagnostic } from '../../src/content-checks/diagnostics.ts';

// What check:content prints is English only (its own sentences from the one catalogue, in English): it
// is the content checks' one file diagnostic, printed in their one format.
export { formatDiagnostic };

export interface CheckResult {
  diagnostics: FileDiagnostic[];
  pages: number;
  errors: number;
  warnings: number;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name.endsWith('.md') && name.toLowerCase() !== 'readme.md') out.push(full);
  }
  return out;
}

/** The command line prints English; its sentences come from the one catalogue too. */
function english(message: Message, hint: Message): Pick<FileDiagnostic, 'message' | 'hint'> {
  return { message: t('en', message), hint: t('en', hint) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/** Read and shape-check one claims JSON file. */
function readClaimsFile(file: string, cwd: string, out: FileDiagnostic[]): ClaimsFile {
  const text = readFileSync(file, 'utf8');
  const rel = relative(cwd, file);
  const problem = (line: number, message: Message, hint: Message) =>
    out.push({
      file: rel,
      rule: 'claim-source',
      severity: 'error',
      ...english(message, hint),
      line,
      column: 1,
    });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // JSON.parse messages carry no position on every Node version; jsonc-parser gives the offset.
    const errors: ParseError[] = [];
    parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    const line = first ? text.slice(0, first.offset).split('\n').length : 1;
    const why = first ? printParseErrorCode(first.error) : (e as Error).message;
    problem(line, msg('checkContent.claimsJson', { detail: why }), msg('checkContent.claimsJson.hint'));
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problem(1, msg('checkContent.claimsShape'), msg('checkContent.claims.hint'));
    return {};
  }
  const claims = data as ClaimsFile;
  for (const [id, claim] of Object.entries(claims)) {
    const line = lineOf(text, JSON.stringify(id));
    const c = claim as unknown as Record<string, unknown>;
    const st = c?.statement as Record<string, unknown> | undefined;
    if (!st || typeof st.zh !== 'string' || typeof st.en !== 'string') {
      problem(
        line,
        msg('checkContent.claimStatement', { claim: id }),
        msg('checkContent.claimStatement.hint'),
      );
    }
    if (typeof c?.checked !== 'string' || !DATE.test(c.checked)) {
      problem(line, msg('checkContent.claimChecked', { claim: id }), msg('checkContent.claimChecked.hint'));
    }
    const sources = Array.isArray(c?.sources) ? (c.sources as Record<string, unknown>[]) : [];
    sources.forEach((s, i) => {
      const ok =
        s &&
        typeof s.title === 'string' &&
        (typeof s.url === 'string'
          ? /^https?:\/\//.test(s.url)
          : ['repo', 'commit', 'path'].every((k) => typeof s[k] === 'string'));
      if (!ok) {
        problem(
          line,
          msg('checkContent.claimSource', { claim: id, n: i + 1 }),
          msg('checkContent.claims.hint'),
        );
      }
    });
  }
  return claims;
}

/** The wiki's claims and the file a page's claims belong in (a claims/ folder: `<page id>.json`). */
interface FoundClaims {
  claims: ClaimsFile;
  fileOf: (pageId: string) => string;
}

/** Claims for a wiki folder: claims.json / claims/*.json inside the folder, else beside it. */
function findClaims(folder: string, cwd: string, out: FileDiagnostic[]): FoundClaims | undefined {
  for (const dir of [folder, dirname(folder)]) {
    const file = join(dir, 'claims.json');
    const sub = join(dir, 'claims');
    const hasFile = existsSync(file);
    const hasDir = existsSync(sub) && statSync(sub).isDirectory();
    if (!hasFile && !hasDir) continue;
    const claims: ClaimsFile = {};
    if (hasFile) Object.assign(claims, readClaimsFile(file, cwd, out));
    if (hasDir) {
      for (const name of readdirSync(sub).sort()) {
        if (name.endsWith('.json')) Object.assign(claims, readClaimsFile(join(sub, name), cwd, out));
      }
    }
    const rel = (f: string) => relative(cwd, f).split(sep).join('/');
    const fileOf = hasDir ? (id: string) => rel(join(sub, `${id}.json`)) : () => rel(file);
    return { claims, fileOf };
  }
  return undefined;
}

/** Check the wiki folders; `cwd` is the directory file names are reported relative to. */
export function checkContent(folders: string[], cwd: string = process.cwd()): CheckResult {
  const diagnostics: FileDiagnostic[] = [];
  let pages = 0;
  for (const folder of folders) {
    const root = resolve(cwd, folder);
    if (!existsSync(root) || !statSync(root).isDirectory()) {
      diagnostics.push({
        file: relative(cwd, root) || '.',
        rule: 'path',
        severity: 'error',
        ...english(msg('checkContent.notAFolder'), msg('checkContent.notAFolder.hint')),
        line: 1,
        column: 1,
      });
      continue;
    }
    const found = findClaims(root, cwd, diagnostics);
    const files = walk(root).map((full) => ({
      full,
      path: relative(root, full).split(sep).join('/'),
      source: readFileSync(full, 'utf8'),
    }));
    pages += files.length;
    const wiki = buildWiki(files, found?.claims, found?.fileOf);
    for (const f of files) {
      for (const d of wiki.get(f.path)?.diagnostics ?? [])
        diagnostics.push({ ...d, file: relative(cwd, f.full) });
      for (const p of checkPageExamples(f.source))
        diagnostics.push({
          file: relative(cwd, f.full),
          rule: 'page-lab-examples',
          severity: 'error',
          message: p.message,
          line: p.line,
          column: 1,
        });
      for (const p of checkPageMaps(f.source, mermaidNodeIds))
        diagnostics.push({
          file: relative(cwd, f.full),
          rule: 'page-lab-map',
          severity: 'error',
          message: p.message,
          line: p.line,
          column: 1,
        });
    }
  }
  diagnostics.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      a.rule.localeCompare(b.rule),
  );
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { diagnostics, pages, errors, warnings: diagnostics.length - errors };
}

export function formatSummary(r: CheckResult): string {
  const s = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return `${s(r.errors, 'error')}, ${s(r.warnings, 'warning')} in ${s(r.pages, 'page')}`;
}

async function main(argv: string[]): Promise<number> {
  const folders = argv.length > 0 ? argv : ['content/wiki'];
  const result = checkContent(folders);
  // This project's own content also holds the labs' scenarios, outcome texts, diagram maps and practice
  // files: they are checked against the labs themselves, through the same step as the build.
  if (argv.length === 0 && existsSync('src/labs')) {
    const labs = await checkLabContentOnDisk(process.cwd());
    result.diagnostics.push(...labs);
    for (const d of labs) result[d.severity === 'error' ? 'errors' : 'warnings']++;
  }
  if (result.diagnostics.length === 0) return 0;
  const lines = result.diagnostics.map(formatDiagnostic);
  lines.push(formatSummary(result));
  process.stdout.write(lines.join('\n') + '\n');
  return result.errors > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
