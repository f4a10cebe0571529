/**
 * Finding a teaching function in a wiki page: the fenced ```python block whose top level defines it.
 * The whole block is returned (a function may lean on constants or helpers written beside it), so what
 * runs is exactly what the page shows.
 */

export interface CodeBlock {
  /** The info string's first word, lower-cased (`python`, `json`, …). */
  lang: string;
  /** The code between the fences, without the fences, newline-terminated. */
  code: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
}

/** Every fenced code block of a Markdown text (CommonMark fences: ``` or ~~~, three or more). */
export function fencedBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i] as string);
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] as string;
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) break;
      // an indented fence strips up to its own indentation from each content line
      body.push(line.replace(new RegExp(`^ {0,${indent.length}}`), ''));
    }
    blocks.push({ lang: info.toLowerCase(), code: body.join('\n') + '\n', line: i + 1 });
    i = j;
  }
  return blocks;
}

export interface PageFunction {
  /** The code block that defines the function (run as a whole). */
  code: string;
  /** 1-based line of the block's opening fence. */
  line: number;
}

const PYTHON = new Set(['python', 'py', 'python3']);

/**
 * The Python block that defines `fn` at its top level (`def fn(` or `async def fn(` at column 0).
 * Throws with a plain reason when no block, or more than one, defines it: a page edit that removes or
 * duplicates a teaching function must fail the fidelity test loudly, never skip it.
 */
export function pageFunction(markdown: string, fn: string): PageFunction {
  return functionInBlocks(fencedBlocks(markdown), fn);
}

/**
 * The same search over blocks already split out of a page (the browser receives a page's python blocks,
 * not its Markdown: see scripts/build/vite-plugin-page-python.ts).
 */
export function functionInBlocks(blocks: readonly CodeBlock[], fn: string): PageFunction {
  const defines = new RegExp(`^(?:async\\s+)?def\\s+${fn}\\s*\\(`, 'm');
  const found = blocks.filter((b) => PYTHON.has(b.lang) && defines.test(b.code));
  if (found.length === 0) throw new Error(`no python code block defines ${fn}()`);
  if (found.length > 1)
    throw new Error(
      `${fn}() is defined in ${found.length} python blocks (lines ${found.map((b) => b.line).join(', ')})`,
    );
  const block = found[0] as CodeBlock;
  return { code: block.code, line: block.line };
}

/** The python blocks of a page: what the browser needs to find any of its functions. */
export function pythonBlocks(markdown: string): CodeBlock[] {
  return fencedBlocks(markdown).filter((b) => PYTHON.has(b.lang));
}
